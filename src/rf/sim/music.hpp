// SPDX-License-Identifier: GPL-3.0-or-later
// Mus_Director (rf-simulation.md §9 "Submarine", §10 "The flag"): the music flags the objects
// set during the frame, turned into music requests (EventKind::Music: name, a = track,
// b = priority) by one director step at the end of the frame, after the views (GameFrame1P
// / GameFrame2P: "HUD, Mus_Director, sound"). Mus_Request itself (which track plays) is the
// audio side's: the sim only says what is asked for, once per change.
//
// Branches (the notes give the SUB branch exactly and the flag bits with their priorities;
// the rest is designed, see docs/rf-enemies.md "## Music"):
//   0x1000 SUB        set by every SUB update: state < 6 -> Mus_Request(16 MUS_SUB, 0x8a),
//                     state := 6; the bit gone while state 6 -> state 1, Mus_Request(-1, 100)
//   0x100  discovery  set by flag_spawn: Mus_Request(10, 0xfe)
//   0x200  pickup     set by FlagUpdate while a flag is carried by the other side: on the
//                     frame it appears Mus_Request(11, 0x8a)
//   0x400  missile    designed: set by a Death Missle while it homes on a vehicle: on the
//                     frame it appears Mus_Request(14, 0x8c) (the "incoming" alarm)
//   death             designed: a player's side has a new wreck (TeamState::launch.wreckId):
//                     Mus_Request(12, 0xc0) (a short death sting)
//   bunker (0x41d730) every view at the vehicle select (openrf docs/architecture.md §7: "All
//                     players in the bunker / vehicle select (DAT_00480e9c >= player count):
//                     14 Bunker, priority 0x68. At game start ... request it at 0x80"):
//                     Mus_Request(18, 0x80) on the game's first frame, else (18, 0x68) on
//                     every frame (ours is 18: the sim's 14 is our missile alarm; the
//                     original's score plays its own 14, rf/sound/music_choice.hpp)
#pragma once

#include <array>
#include <cstdint>
#include <tuple>

#include "core/fields.hpp"
#include "rf/sim/music_state.hpp"

namespace rf {

struct Sim;
struct PlayerState;

// The music flag bits (the original's Mus_Director flag word).
inline constexpr uint32_t kMusFlagDiscovery = 0x100;  // the flag appeared (flag_spawn)
inline constexpr uint32_t kMusFlagPickup = 0x200;     // a flag is carried by the other side
inline constexpr uint32_t kMusMissile = 0x400;        // designed: a Death Missle homes on a vehicle
inline constexpr uint32_t kMusSub = 0x1000;           // a SUB is out

// Tracks and priorities of the requests.
inline constexpr int32_t kMusSubTrack = 16;  // MUS_SUB
inline constexpr int32_t kMusSubPrio = 0x8a;
inline constexpr int32_t kMusOffTrack = -1;      // Mus_Request(-1, ...): back to no request
inline constexpr int32_t kMusSubGonePrio = 100;  // the SUB gone: Mus_Request(-1, 100)
inline constexpr int32_t kMusSubPlaying = 6;     // the SUB branch's state once requested
inline constexpr int32_t kMusSubGone = 1;        // ... and after the SUB is gone
inline constexpr int32_t kMusDiscoveryPrio = 0xfe;
inline constexpr int32_t kMusPickupPrio = 0x8a;
// designed: the notes give the flag bits' priorities, not their tracks (the vehicles use
// 0 / 4 / 6 / 8, the win music 13, the SUB 16).
inline constexpr int32_t kMusDiscoveryTrack = 10;
inline constexpr int32_t kMusPickupTrack = 11;
// designed (the notes name the vehicle-death and 0x400 branches without detail): a death
// sting above every other in-game request but the flag discovery; the missile alarm just
// above the SUB music it plays over.
inline constexpr int32_t kMusDeathTrack = 12;
inline constexpr int32_t kMusDeathPrio = 0xc0;
inline constexpr int32_t kMusMissileTrack = 14;
inline constexpr int32_t kMusMissilePrio = 0x8c;
// The bunker branch: our score's bunker track (the original's table has it at 14).
inline constexpr int32_t kMusBunkerTrack = 18;
inline constexpr int32_t kMusBunkerPrio = 0x68;       // every frame all views are in the bunker
inline constexpr int32_t kMusBunkerStartPrio = 0x80;  // the game's first frame

// Whether a view is in the bunker for the music: its select menu shows (designed: the
// original counts from ViewEnterBunkerSelect 0x404d30 to 0x404ae0, which the notes do not
// name; we count the menu only, so the launch's zoom already plays the vehicle's music and
// the fly-back after a death its sting).
bool inBunkerForMusic(const PlayerState& p);

// An object sets a music bit for this frame.
void musSet(Sim& sim, uint32_t bits);

// Mus_Director: the frame's bits -> the music requests (the branches above, in the order
// bunker, discovery, pickup, missile, death, SUB); then the bits are cleared for the next
// frame.
void musDirector(Sim& sim);

}  // namespace rf
