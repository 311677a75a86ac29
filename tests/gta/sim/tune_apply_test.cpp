// SPDX-License-Identifier: GPL-3.0-or-later
// Tune_SetCarParam 0x412e90: the entries of the tuning file written into the car info
// records (integer fields, 16.16 fields, models without a record).
#include "gta/sim/tune_apply.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "gta/sim/entities.hpp"

namespace gta {
namespace {

std::unique_ptr<EntityTables> tables() {
  auto t = std::make_unique<EntityTables>();
  core::GtaRand rand;
  carsInit(*t, rand);
  return t;
}

TEST(TuneApply, EntriesSetIntegerAndFixedFields) {
  auto t = tables();
  const TuneResult r = tuneApply(*t, parseTuneText("[car 12 mass] 98304\n"
                                                   "[car 12 com_x] -3\n"
                                                   "[car 12 moment] 70000\n"
                                                   "[car 12 turn_ratio] 12\n"
                                                   "[car 13 handbrake_slide] 32768\n",
                                                   "config.ini"));
  EXPECT_EQ(r.applied, 5);
  EXPECT_EQ(r.skipped, 0);
  const CarInfo* c = carInfoOfModel(*t, 12);
  EXPECT_EQ(c->mass, 0x18000);  // 98304 / 65536 = 1.5, kept as 16.16
  EXPECT_EQ(c->comX, -3);
  EXPECT_EQ(c->moment, 70000);
  EXPECT_EQ(c->turnRatio, 12);
  EXPECT_EQ(carInfoOfModel(*t, 13)->handbrakeSlide, 0x8000);
}

TEST(TuneApply, EveryParameterWritesItsField) {
  auto t = tables();
  for (const TuneParamName& p : kTuneParams) EXPECT_TRUE(tuneSetCarParam(*t, 20, p.param, 7)) << p.name;
  const CarInfo* c = carInfoOfModel(*t, 20);
  CarInfo want;
  want.model = 20;
  want.vtype = c->vtype;
  want.comX = want.comY = 7;
  want.moment = want.mass = want.gear1 = want.adhesionX = want.adhesionY = 7;
  want.handbrakeFriction = want.footbrakeFriction = want.frontBrakeBias = 7;
  want.turnRatio = want.drive = want.steeringWheelOffset = 7;
  want.backEndSlide = want.handbrakeSlide = 7;
  EXPECT_EQ(*c, want);
  // The byte fields keep the low byte, the shorts the low 16 bits.
  tuneSetCarParam(*t, 21, TuneParam::ComY, 0x1ff);
  tuneSetCarParam(*t, 21, TuneParam::Drive, 0x12345);
  EXPECT_EQ(carInfoOfModel(*t, 21)->comY, -1);
  EXPECT_EQ(carInfoOfModel(*t, 21)->drive, 0x2345);
}

TEST(TuneApply, AModelWithoutARecordIsSkipped) {
  auto t = tables();
  const TuneResult r = tuneApply(*t, parseTuneText("[car 95 mass] 5 [car 150 mass] 6 [car 14 mass] 7", "c"));
  EXPECT_EQ(r.skipped, 2);
  EXPECT_EQ(r.applied, 1);
  EXPECT_EQ(carInfoOfModel(*t, 14)->mass, 7);
  EXPECT_FALSE(tuneSetCarParam(*t, -1, TuneParam::Mass, 1));
}

TEST(TuneApply, LaterEntriesOverwriteEarlierOnes) {
  auto t = tables();
  tuneApply(*t, parseTuneText("[car 12 gear1] 5 [car 12 gear1] 9", "c"));
  EXPECT_EQ(carInfoOfModel(*t, 12)->gear1, 9);
}

}  // namespace
}  // namespace gta
