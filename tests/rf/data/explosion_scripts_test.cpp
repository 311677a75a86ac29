// SPDX-License-Identifier: GPL-3.0-or-later
// The explosion descriptors and the BNO explosion columns (explosion_scripts.hpp):
// consistent with the object table's destroyed states and touch handlers.
#include <gtest/gtest.h>

#include <set>

#include "rf/data/bno_ids.hpp"
#include "rf/data/bno_table.hpp"
#include "rf/data/explosion_scripts.hpp"

namespace rf {
namespace {

// The ops of a script in order (walking the op lengths up to op 0).
std::set<uint8_t> opsOf(ExplId id) {
  const ExplDesc& d = explDescriptors()[static_cast<size_t>(id)];
  std::set<uint8_t> ops;
  for (size_t pc = 0; pc < d.script.size() && d.script[pc] != 0; pc += static_cast<size_t>(explOpLength(d.script[pc]))) {
    ops.insert(d.script[pc]);
  }
  return ops;
}
constexpr uint8_t op(ExplOp o) {
  return static_cast<uint8_t>(o);
}

TEST(ExplScripts, OpTableArgumentCounts) {
  EXPECT_EQ(kExplOpArgs.size(), 23u);
  EXPECT_EQ(explOpLength(op(ExplOp::NeighbourBno)), 5);
  EXPECT_EQ(explOpLength(op(ExplOp::DamageBox)), 7);
  EXPECT_EQ(explOpLength(op(ExplOp::Nop)), 3);
  EXPECT_EQ(explOpLength(op(ExplOp::SkipRandom)), 4);
  EXPECT_EQ(explOpLength(op(ExplOp::SideBits)), 3);
  EXPECT_EQ(explOpLength(200), 1);
}

TEST(ExplScripts, OneDescriptorPerId) {
  ASSERT_EQ(explDescriptors().size(), static_cast<size_t>(kExplIds));
  for (size_t i = 1; i < explDescriptors().size(); ++i) {
    const ExplDesc& d = explDescriptors()[i];
    EXPECT_GE(d.frames, 1) << i;
    EXPECT_GT(d.rate, 0) << i;
    EXPECT_FALSE(d.faces.empty()) << i;
    EXPECT_EQ(d.verts.size(), 8u) << i;
  }
  // Muzzle flashes: 4 frames at 1 per tick.
  EXPECT_EQ(explDescriptors()[static_cast<size_t>(ExplId::TankMuzzle)].frames, 4);
  EXPECT_EQ(explDescriptors()[static_cast<size_t>(ExplId::TankMuzzle)].rate, core::kOne);
}

TEST(ExplScripts, EveryDestroyableBnoHasAnExplosionThatAppliesItsState) {
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    const BnoDef& d = bnoDef(id);
    const ExplId e = bnoDestroyExpl(id);
    if (!d.damageable) {
      EXPECT_EQ(e, ExplId::None) << d.name;
      continue;
    }
    ASSERT_NE(e, ExplId::None) << d.name;
    const std::set<uint8_t> ops = opsOf(e);
    EXPECT_TRUE(ops.count(op(ExplOp::DestroyedState)) + ops.count(op(ExplOp::RemoveBno)) == 1) << d.name;
  }
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::Bush1S)), ExplId::Plant);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::BldgS)), ExplId::Building);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::WallV)), ExplId::WallV);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::LdmgWallH)), ExplId::WallH);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::Tower)), ExplId::Tower);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::Flag)), ExplId::FlagBuilding);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::BrigeV)), ExplId::Bridge);
  EXPECT_EQ(bnoDestroyExpl(bnoId(Bno::FuelS)), ExplId::FuelDepot);
  for (uint32_t id : {7u, 8u, 9u, 10u, 51u, 68u, 78u, 89u}) EXPECT_EQ(bnoDestroyExpl(id), ExplId::None) << id;
  EXPECT_EQ(bnoDestroyExpl(91), ExplId::None);
}

TEST(ExplScripts, CrushablesUseTheBushCrush) {
  for (uint32_t id = 0; id < static_cast<uint32_t>(kBnoCount); ++id) {
    const BnoTouch t = bnoDef(id).touch;
    const bool crushable = t == BnoTouch::Crushable || t == BnoTouch::Tent;
    EXPECT_EQ(bnoCrushExpl(id), crushable ? ExplId::BushCrushed : ExplId::None) << id;
  }
  // 0x4545d0: debris, the destroyed state and side bits 1 before its first yield.
  const ExplDesc& d = explDescriptors()[static_cast<size_t>(ExplId::BushCrushed)];
  EXPECT_EQ(d.script[0], op(ExplOp::Debris));
  EXPECT_EQ(d.script[2], op(ExplOp::DestroyedState));
  EXPECT_EQ(d.script[3], op(ExplOp::SideBits));
  EXPECT_EQ(d.script[4], 0);
  EXPECT_EQ(d.script[5], 1);
  EXPECT_EQ(opsOf(ExplId::BushCrushed).count(op(ExplOp::Yield)), 0u);
}

TEST(ExplScripts, MineHasADamageBox) {
  EXPECT_EQ(opsOf(ExplId::Mine).count(op(ExplOp::DamageBox)), 1u);
  EXPECT_EQ(opsOf(ExplId::FuelDepot).count(op(ExplOp::SideBits)), 1u);
}

TEST(ExplScripts, SoundTable) {
  EXPECT_EQ(explSoundEvent(0), EventId::ExplSmall);
  EXPECT_EQ(explSoundEvent(static_cast<uint32_t>(ExplSound::MineBlast)), EventId::MineBlast);
  EXPECT_EQ(explSoundEvent(kExplSounds), EventId::None);
}

}  // namespace
}  // namespace rf
