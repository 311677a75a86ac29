// SPDX-License-Identifier: GPL-3.0-or-later
#include "gta/sim/run_script_apply.hpp"

#include "gta/sim/game.hpp"
#include "gta/sim/mapq.hpp"
#include "gta/sim/obj.hpp"
#include "gta/sim/road.hpp"

namespace gta {

void applyRunCommand(GameState& s, const RunCommand& c) {
  const auto& a = c.args;
  switch (c.verb) {
    case RunVerb::Fire: {
      const core::Fixed x = blockCentre(a[0]), y = blockCentre(a[1]);
      fireLight(s, x, y, mapGetGroundZ(s.blocks(), x, y, a[2] * kBlockSize));
      break;
    }
    case RunVerb::Explosion:
      explCreate(s, core::px(a[0]), core::px(a[1]), core::px(a[2]), -1);
      break;
    case RunVerb::Kick:
      objKick(s, a[0], a[1], a[2]);
      break;
    case RunVerb::PowerUp: {
      const core::Fixed x = blockCentre(a[0]), y = blockCentre(a[1]);
      powerUpAdd(s, x, y, mapGetGroundZ(s.blocks(), x, y, a[2] * kBlockSize), a[3], a[4]);
      break;
    }
    case RunVerb::Reveal:
      powerUpReveal(s, a[0]);
      break;
    case RunVerb::Door: {
      const int anim = blockAnimCreate(s, a[0], a[1], a[2], static_cast<Face>(a[3]), a[4],
                                       static_cast<int>(EventType::DoorOpened), 0);
      if (anim >= 0) {
        s.blockAnims.anims[size_t(anim)].eventArg = anim;
        blockAnimStartForward(s, anim, kTileKindAux, 0, 4);
      }
      break;
    }
  }
}

}  // namespace gta
