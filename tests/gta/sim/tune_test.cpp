#include "gta/data/tune.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>

#include "gta/fatal_error.hpp"
#include "gta/load_error.hpp"
#include "gta/sim/entities.hpp"

namespace gta {
namespace {

std::unique_ptr<EntityTables> tables() {
  auto t = std::make_unique<EntityTables>();
  core::GtaRand rand;
  carsInit(*t, rand);
  return t;
}

TEST(Tune, EntriesSetIntegerAndFixedFields) {
  auto t = tables();
  TuneBuffer buf;
  const TuneResult r = tuneLoadText(*t,
                                    "[car 12 mass] 98304\n"
                                    "[car 12 com_x] -3\n"
                                    "[car 12 moment] 70000\n"
                                    "[car 12 turn_ratio] 12\n"
                                    "[car 13 handbrake_slide] 32768\n",
                                    "config.ini", buf);
  EXPECT_EQ(r.applied, 5);
  const CarInfo* c = carInfoOfModel(*t, 12);
  EXPECT_EQ(c->mass, 0x18000);  // 98304 / 65536 = 1.5, kept as 16.16
  EXPECT_EQ(c->comX, -3);
  EXPECT_EQ(c->moment, 70000);
  EXPECT_EQ(c->turnRatio, 12);
  EXPECT_EQ(carInfoOfModel(*t, 13)->handbrakeSlide, 0x8000);
}

TEST(Tune, EveryParameterNameIsKnown) {
  auto t = tables();
  for (const char* p : {"com_x", "com_y", "moment", "turn_ratio", "drive", "steering_wheel_offset", "mass",
                        "gear1", "tyre_adhesion_x", "tyre_adhesion_y", "handbrake_friction",
                        "footbrake_friction", "front_brake_bias", "back_end_slide", "handbrake_slide"}) {
    EXPECT_TRUE(tuneSetCarParam(*t, 20, p, 7, nullptr)) << p;
  }
  const CarInfo* c = carInfoOfModel(*t, 20);
  EXPECT_EQ(c->comY, 7);
  EXPECT_EQ(c->drive, 7);
  EXPECT_EQ(c->steeringWheelOffset, 7);
  EXPECT_EQ(c->gear1, 7);
  EXPECT_EQ(c->adhesionX, 7);
  EXPECT_EQ(c->adhesionY, 7);
  EXPECT_EQ(c->footbrakeFriction, 7);
  EXPECT_EQ(c->frontBrakeBias, 7);
  EXPECT_EQ(c->backEndSlide, 7);
}

TEST(Tune, AModelWithoutARecordIsSkipped) {
  auto t = tables();
  TuneBuffer buf;
  const TuneResult r = tuneLoadText(*t, "[car 95 mass] 5 [car 150 mass] 6 [car 14 mass] 7", "c", buf);
  EXPECT_EQ(r.skipped, 2);
  EXPECT_EQ(r.applied, 1);
  EXPECT_EQ(carInfoOfModel(*t, 14)->mass, 7);
}

void expectFatal89(const std::string& text, size_t offset) {
  auto t = tables();
  TuneBuffer buf;
  try {
    tuneLoadText(*t, text, "config.ini", buf);
    FAIL() << "no throw for " << text;
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), -0x89);
    EXPECT_EQ(e.offset(), offset);
    EXPECT_EQ(e.file(), "config.ini");
  }
}

TEST(Tune, UnknownParameterOrNotCarIsFatal89) {
  expectFatal89("[car 12 mass] 5\n[car 12 wings] 3\n", 16);
  expectFatal89("[bike 12 mass] 5\n", 0);
  expectFatal89("  [car 12 mass", 2);
}

TEST(Tune, LongerThan0x1000IsFatal) {
  auto t = tables();
  TuneBuffer buf;
  EXPECT_NO_THROW(tuneLoadText(*t, std::string(0x1000, ' '), "c", buf));
  try {
    tuneLoadText(*t, std::string(0x1001, ' '), "c", buf);
    FAIL();
  } catch (const LoadError& e) {
    EXPECT_EQ(e.fatalCode(), kFatalTuneTooLong);
  }
}

TEST(Tune, AbsentFileDoesNothing) {
  auto t = tables();
  const TuneResult r = tuneLoadFile(*t, "/nonexistent/config.ini");
  EXPECT_EQ(r.applied, 0);
}

TEST(Tune, TheKeyAndTheTextShareOneBlock) {
  auto t = tables();
  TuneBuffer buf;
  tuneLoadText(*t, "[car 12 mass] 5", "c", buf);
  EXPECT_STREQ(buf.key(), "car 12 mass");
  EXPECT_EQ(buf.text(), buf.key() + 0x50);
  EXPECT_STREQ(buf.text(), "[car 12 mass] 5");
}

TEST(Tune, QuirkKeyWithBlanksBeforeItsBracketCopiesTheRestOverTheText) {
  auto t = tables();
  // The first key ends in "mass ]": the copy runs on through the whole rest of the text
  // (from offset 1) into the key block and on over the text: text[i] becomes the old
  // text[0x51 + i]. The value is then read at the old ']' + 1 = 14 of the shifted text,
  // i.e. the old offset 0x51 + 14 = 95, and the scan goes on in the shifted text.
  std::string text = "[car 12 mass ] 5";
  text.resize(95, ' ');
  text += "777";
  text.resize(130, ' ');
  text += "[car 13 gear1] 9\n";
  TuneBuffer buf;
  const TuneResult r = tuneLoadText(*t, text, "config.ini", buf);
  EXPECT_EQ(carInfoOfModel(*t, 12)->mass, 777);  // not 5
  EXPECT_EQ(carInfoOfModel(*t, 13)->gear1, 9);
  EXPECT_EQ(r.applied, 2);
  // The text now starts with the old text from 0x51 on (14 blanks, then 777); the key
  // block holds the last key.
  EXPECT_EQ(std::strncmp(buf.text() + 11, "   777", 6), 0);
  EXPECT_EQ(std::strncmp(buf.text() + 49, "[car 13 gear1] 9", 16), 0);
  EXPECT_STREQ(buf.key(), "car 13 gear1");
  // Without the blank the same text reads 5 and then the second entry.
  auto t2 = tables();
  std::string plain = text;
  plain.replace(0, 14, "[car 12 mass] ");
  TuneBuffer buf2;
  tuneLoadText(*t2, plain, "config.ini", buf2);
  EXPECT_EQ(carInfoOfModel(*t2, 12)->mass, 5);
  EXPECT_EQ(carInfoOfModel(*t2, 13)->gear1, 9);
}

}  // namespace
}  // namespace gta
