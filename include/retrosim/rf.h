// SPDX-License-Identifier: GPL-3.0-or-later
/* retrosim's Return Fire as a library (issue 42): a C API over rf::Game for programs that
 * drive the game headless (research agents, tree search, other languages' bindings).
 *
 * A game (rf_game) is created empty, loaded by rf_reset (a map, the players, a seed, the
 * tables), stepped one or K frames at a time with each player's raw input word
 * (docs/research.md: the word's bits), and read through caller-owned buffers: the last
 * step's events, the 128 x 128 cell words, a table of the live objects, an RGB picture of a
 * player's view at any size. rf_hash is the state's hash; rf_save / rf_restore copy the
 * whole state (the bots' too) for tree search. The simulation is deterministic: the same
 * map, options, seed and words give the same states and hashes on every build.
 *
 * Every function that can fail returns an rf_status (RF_OK = 0) and leaves one line naming
 * what was wrong in rf_last_error(game); no C++ exception ever crosses this interface. A
 * game is used by one thread at a time; different games may be stepped on different threads
 * at once (nothing is shared between games but the read-only tables and the views' art).
 *
 * Link: pkg-config --cflags --libs retrosim-rf. */
#ifndef RETROSIM_RF_H
#define RETROSIM_RF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define RF_API_VERSION 1

/* ---- status ---- */
typedef enum rf_status {
  RF_OK = 0,
  RF_ERR_ARGUMENT = 1,  /* a null pointer, a value out of range, an unknown name */
  RF_ERR_LOAD = 2,      /* the map, the data folder or the tables could not be read */
  RF_ERR_NOT_READY = 3, /* no game loaded (rf_reset first) */
  RF_ERR_BUFFER = 4,    /* the caller's buffer is too small (the size needed is said) */
  RF_ERR_INTERNAL = 5   /* anything else (out of memory, an unexpected failure) */
} rf_status;

/* "retrosim X.Y.Z" and RF_API_VERSION of the library. */
const char* rf_version(void);
int rf_api_version(void);
/* "RF_OK", "RF_ERR_ARGUMENT" ...; "RF_UNKNOWN" for another value. */
const char* rf_status_name(int status);

/* ---- a game ---- */
typedef struct rf_game rf_game;

/* A new empty game (NULL only when memory runs out). */
rf_game* rf_create(void);
/* Frees the game (NULL is ignored). */
void rf_destroy(rf_game* game);
/* The line the last failing call on this game left ("" after a success). The text lives
 * until the next call on the game. NULL game: the last error of rf_create / rf_load_state. */
const char* rf_last_error(const rf_game* game);

typedef struct rf_reset_options {
  /* A map file (a path, .rfm) or a bundled map's name ("proving_strait"; rf_map_names). */
  const char* map;
  /* The data folder (the bundled maps, the views' art); NULL: $RETROSIM_DATA_DIR, else the
   * data installed with the library, else the build's. */
  const char* data_dir;
  /* The user's RFIRE.BIN (docs/original-data.md) for the original's tables; NULL: the
   * designed tables. */
  const char* tables;
  int32_t players; /* 1 or 2; 0: the map's count */
  uint32_t seed;   /* the game's random stream before the load (1: the original's); the bots' */
  int32_t dt;      /* ticks a frame, 0..12 (2: the original's 60 Hz frame at 120 ticks/s) */
  int32_t analog[2]; /* non-zero: the player's vehicles read the analog stick (else the keys) */
} rf_reset_options;

/* map NULL, data_dir NULL, tables NULL, players 0, seed 1, dt 2, analog 0. */
void rf_reset_options_default(rf_reset_options* options);

/* Loads the game anew (any earlier game and its bots are gone). On failure the game is
 * empty (RF_ERR_NOT_READY until the next good reset). */
int rf_reset(rf_game* game, const rf_reset_options* options);

/* The bundled maps' names, separated by '\n', into `out` (capacity bytes, terminated);
 * `needed` (may be NULL) gets the bytes needed with the terminator. RF_ERR_BUFFER when it
 * does not fit. data_dir as rf_reset_options. */
int rf_map_names(const char* data_dir, char* out, size_t capacity, size_t* needed);

/* ---- the computer player (src/rf/bot) ---- */
enum { RF_BOT_NONE = -1, RF_BOT_EASY = 0, RF_BOT_NORMAL = 1, RF_BOT_HARD = 2 };
/* From now on the bot of `difficulty` plays `player` (0 or 1): rf_step ignores that
 * player's word. RF_BOT_NONE hands the player back. A reset removes every bot. */
int rf_set_bot(rf_game* game, int32_t player, int32_t difficulty, uint32_t seed);

/* The raw word that takes `player`'s bunker select screen one step towards the vehicle
 * `type` (0 tank 1 jeep 2 MSV 3 heli): a direction while the cursor is elsewhere, A on it
 * (0 when the player is not on the select menu). Each is a press: give 0 on the frame between
 * two. What the computer player does to launch; for agents that start on the field. */
int rf_menu_word(const rf_game* game, int32_t player, int32_t type, uint32_t* word);

/* ---- stepping ---- */
/* Steps `frames` frames (>= 1) with the same words (words[player], `count` of them; NULL or
 * fewer than the players: nothing held for the rest). Stops early after the frame that ends
 * the game; `stepped` (may be NULL) gets the frames stepped (0 when the game had ended). */
int rf_step(rf_game* game, const uint32_t* words, size_t count, int32_t frames, int32_t* stepped);

typedef struct rf_info {
  int32_t players;
  int32_t width, height; /* the world in cells (128 x 128) */
  uint32_t frame;        /* frames stepped since the reset */
  int32_t tick;          /* the game clock (ticks) */
  int32_t dt;
  int32_t running;       /* 0 once the game has ended */
  int32_t winner;        /* the winning team, -1: none yet or a draw */
  int32_t end_tick;
} rf_info;
int rf_get_info(const rf_game* game, rf_info* out);

/* One player's side, for agents and rewards (16.16 values are world pixels or fractions). */
typedef struct rf_player {
  int32_t view;          /* 0 the bunker's select screen, 1 playing */
  int32_t bunker_phase;  /* the bunker's screen (rf/sim/bunker_state.hpp BunkerPhase) */
  int32_t menu_type;     /* the select screen's cursor: 0 tank 1 jeep 2 MSV 3 heli */
  uint32_t vehicle_id;   /* the live vehicle (0: none) */
  int32_t vehicle_type;  /* 0 tank 1 jeep 2 MSV 3 heli; -1 none */
  int32_t driving;       /* 1 when the vehicle is on the field and takes the controls */
  int32_t x, y, z;       /* 16.16 world px (a cell is 32 px); 0 without a vehicle */
  int32_t heading;       /* 0..0x3fffff, 0 north, clockwise */
  int32_t speed;         /* 16.16 px a tick, signed */
  int32_t hp, fuel, armour; /* 16.16 */
  int32_t ammo[2];       /* the two weapons' rounds left */
  int32_t stock[4];      /* the vehicles left in the bunker by type */
  int32_t mines;         /* the side's mine stock */
  int32_t flag_shown;    /* this side's flag has appeared */
  int32_t flag_left;     /* this side's flag buildings left to break before it shows */
  int32_t arrow;         /* the dashboard arrow to the other vehicle (-1: none) */
} rf_player;
int rf_get_player(const rf_game* game, int32_t player, rf_player* out);

/* ---- events of the last rf_step (every frame of it) ---- */
typedef struct rf_event {
  uint32_t frame; /* the frame (rf_info.frame after it) */
  uint16_t id;    /* the event id (rf_event_name; docs/rf-events.md) */
  uint8_t kind;   /* 0 sound, 1 music, 2 the end, 3 camera, 4 note */
  uint8_t pad;
  int32_t a, b;   /* the payload's two words (docs/rf-events.md says what each is) */
} rf_event;
/* Copies up to `capacity` events; `count` gets how many there are (call with capacity 0
 * for the count). Never RF_ERR_BUFFER: fewer are copied. */
int rf_events(const rf_game* game, rf_event* out, size_t capacity, size_t* count);
/* The number of event ids; an id's name ("FlagHome"; NULL out of range); a name's id (-1). */
int rf_event_ids(void);
const char* rf_event_name(int id);
int rf_event_id(const char* name);

/* ---- observations into caller-owned buffers ---- */
/* The cell words, width * height of them row by row (docs/research.md: the bits). */
int rf_observe_cells(const rf_game* game, uint32_t* out, size_t capacity);

/* The words of the cells `indices` (y * width + x each, `count` of them) into out[count]. */
int rf_get_cells(const rf_game* game, const int32_t* indices, size_t count, uint32_t* out);

typedef struct rf_object {
  uint32_t id;
  int32_t cls;     /* the object class (rf/sim/object_state.hpp ObjClass) */
  int32_t team;    /* 0, 1; 2 neutral */
  int32_t x, y, z; /* 16.16 world px */
  int32_t heading; /* 0..0x3fffff */
  int32_t speed;   /* 16.16 px a tick */
  int32_t cell;    /* the cell index (y * 128 + x), -1 none / off the map */
  uint32_t flags;
} rf_object;
/* The live objects in list order; as rf_events for capacity and count. */
int rf_observe_objects(const rf_game* game, rf_object* out, size_t capacity, size_t* count);

enum {
  RF_VIEW_TOPDOWN = 0,     /* the top-down view, at least 256 world px across, box-filtered */
  RF_VIEW_PERSPECTIVE = 1, /* the 3D view drawn at the size asked */
  RF_VIEW_SCREEN = 2       /* the player's 640 x 480 screen (view + dashboard), resampled */
};
/* Player `player`'s view as RGB bytes (width * height * 3, row by row) into `rgb`
 * (capacity bytes). 1 <= width, height <= 4096. */
int rf_render(const rf_game* game, int32_t player, int32_t style, int32_t width, int32_t height, uint8_t* rgb,
              size_t capacity);

/* ---- hashing, saving, restoring ---- */
/* The hash of the whole simulation state (XXH3; the golden runs' hash); 0 without a game. */
uint64_t rf_hash(const rf_game* game);

typedef struct rf_state rf_state;
/* A copy of the whole state (the simulation and the bots); NULL on failure (rf_last_error). */
rf_state* rf_save(rf_game* game);
/* The game as it was when `state` was saved (a state of any game; it stays valid). */
int rf_restore(rf_game* game, const rf_state* state);
void rf_state_free(rf_state* state);
/* A new game that is a copy of `game` (NULL on failure). */
rf_game* rf_clone(const rf_game* game);

#ifdef __cplusplus
}
#endif

#endif /* RETROSIM_RF_H */
