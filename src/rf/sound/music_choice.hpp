// SPDX-License-Identifier: GPL-3.0-or-later
// The music choice of Return Fire: which track plays for each music request of the game (the
// EventKind::Music events' track numbers, rf/sim/music.hpp and the vehicle table's [0xaf]).
// The simulation's Mus_Director says what is asked for (rf/sim/music.*, the bunker's branch
// 0x41d730 included); this file is the one place that says what plays:
//   - our score (issue 22): one row per track, with the arrangement that plays it
//     (data/rf/music/STEM.mid, our own, from STEM.score), what it arranges, and the request
//     rules of its group (emdzej/openrf docs/architecture.md §7: "group min/max"). Which piece
//     goes with which vehicle or event: data/rf/music/README;
//   - the original's score from the CD (issue 25): the sim's request as the table's track
//     (originalTrackOf), Mus_PickVehicleTrack 0x41d660's tank and heli variants
//     (originalVehicleTrack) and the table's rules (originalRules).
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "audio/music_director.hpp"
#include "rf/data/original_sound.hpp"
#include "rf/sim/music.hpp"
#include "rf/sim/sim.hpp"

namespace rf::sound {

struct RfMusicTrack {
  int track;              // the sim's track number
  std::string_view stem;  // data/rf/music/STEM.mid
  std::string_view what;  // what asks for it
  std::string_view title;
  std::string_view composer;
  int groupMin, groupMax;  // equal-priority requests may move within it
  bool once;               // the game plays it once (a sting); every .mid loops seamlessly all the same
  bool last;               // the win music: silence after it
};

// The title screen's music: not a sim request (the front end asks for it).
inline constexpr int kTitleTrack = 17;
// The bunker's music (Mus_Director's bunker branch, rf/sim/music.hpp). Ours is 18 (the sim's
// 14 is our missile alarm); the original's score plays its own 14.
inline constexpr int kBunkerTrack = rf::kMusBunkerTrack;

inline constexpr std::array<RfMusicTrack, 12> kRfMusicTracks = {{
    {0, "mars", "the tank", "Mars, the Bringer of War (The Planets)", "Gustav Holst", 0, 3, false, false},
    {4, "bumblebee", "the jeep", "Flight of the Bumblebee", "Nikolai Rimsky-Korsakov", 4, 5, false, false},
    {6, "mountain_king", "the ASV", "In the Hall of the Mountain King (Peer Gynt)", "Edvard Grieg", 6, 7,
     false, false},
    {8, "valkyries", "the heli", "Ride of the Valkyries (Die Walkuere)", "Richard Wagner", 8, 9, false, false},
    {10, "flag_found", "the flag found", "William Tell Overture (the call)", "Gioachino Rossini", 10, 10,
     true, false},
    {11, "william_tell", "the flag carried", "William Tell Overture (the gallop)", "Gioachino Rossini", 11,
     11, false, false},
    {12, "death", "a vehicle lost", "Dies irae (plainchant)", "Gregorian chant", 12, 12, true, false},
    {13, "ode_to_joy", "the win", "Ode to Joy (Symphony No. 9)", "Ludwig van Beethoven", 13, 13, true, true},
    {14, "incoming", "a missile homing", "Incoming", "retrosim", 14, 14, true, false},
    {16, "dutchman", "the enemy SUB", "The Flying Dutchman (overture)", "Richard Wagner", 16, 16, false,
     false},
    {kTitleTrack, "dies_irae", "the title screen", "Dies irae (Messa da Requiem)", "Giuseppe Verdi", 17, 17,
     false, false},
    {kBunkerTrack, "bunker", "the bunker", "Prelude in C minor, Op. 28 No. 20", "Frederic Chopin", 18, 18, false, false},
}};

const RfMusicTrack* rfMusicTrack(int track);
// The table as the director's rules.
std::array<audio::TrackRule, kRfMusicTracks.size()> rfMusicRules();

// ---- the original's score (the sim's ids are ours, rf/sim/music.hpp; the table's are
// openrf's §7 "Final track table") ----

// The table's track a sim music request plays (-1: none), `playing` the table's track now:
// the vehicles 0 / 4 / 6 / 8, the win 13, the SUB 16 and the title's 17 (Drums) are the same
// numbers; the flag discovery (sim 10) is the table's 11, the pickup (sim 11) its 12; the
// sim's designed death sting (12) plays the dying vehicle's death track of the table 0x443dcc
// {3, 5, 7, 10} when that vehicle's music was playing, else 15 Death (Mus_Director's
// vehicle-death branch); the sim's designed missile alarm (14) has no original track (the
// table's 14 is Bunker) and is not played; our score's Bunker (18) plays the table's 14.
int originalTrackOf(int simTrack, int playing);

// Mus_PickVehicleTrack 0x41d660: the tank's and the heli's variant of the table for the sim's
// vehicle request 0 / 8 (other tracks come back as they are), from the state of the side whose
// vehicle of that type is the newest (designed: the sim's event does not name its side):
//   - the tank: Tank 3 (2) while the side's own flag is carried or the enemy's flag lies within
//     0x4000 (designed: px squared, 128 px); else Tank 1 (0) while the side's tank stock is
//     2 (read after the launch took this one: designed, the notes do not say when), else
//     Tank 1 or 2 (0 / 1);
//   - the heli: Heli 1 (8) while its stock is 2, else Heli 1 or 2 (8 / 9).
// designed: the original's 50 % is RandRange; here it is the vehicle's id bit 9 (its serial's
// lowest bit), so the sim's random stream is left alone and a replay hears the same.
// (The original calls it from Mus_Director; here the choice is the audio side's, because
// only the original's score has the variants: our score has one track per vehicle.)
int originalVehicleTrack(const rf::Sim& sim, int simTrack);

// The director's rules of the table's tracks.
std::vector<audio::TrackRule> originalRules(const rf::OriginalSoundTables& t);

}  // namespace rf::sound
