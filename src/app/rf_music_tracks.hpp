// Return Fire's score (issue 22): one row per music track the simulation asks for (the
// EventKind::Music events' track numbers, rf/sim/music.hpp and the vehicle table's [0xaf]),
// with the arrangement that plays it (data/rf/music/STEM.mid, our own, from STEM.score), what
// it arranges, and the request rules of its group (emdzej/openrf docs/architecture.md §7:
// "group min/max"). Which piece goes with which vehicle or event: data/rf/music/README.
#pragma once

#include <array>
#include <string_view>

#include "audio/music_director.hpp"

namespace app {

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
// The bunker's music: not a sim request either (the sound asks for it, rf_bunker_music.hpp).
// Ours is 18 (the sim's 14 is our missile alarm); the original's score plays its own 14.
inline constexpr int kBunkerTrack = 18;

inline constexpr std::array<RfMusicTrack, 12> kRfMusicTracks = {{
    {0, "mars", "the tank", "Mars, the Bringer of War (The Planets)", "Gustav Holst", 0, 3, false, false},
    {4, "bumblebee", "the jeep", "Flight of the Bumblebee", "Nikolai Rimsky-Korsakov", 4, 5, false, false},
    {6, "mountain_king", "the MSV", "In the Hall of the Mountain King (Peer Gynt)", "Edvard Grieg", 6, 7,
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

}  // namespace app
