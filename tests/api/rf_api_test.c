// SPDX-License-Identifier: GPL-3.0-or-later
/* The C API alone (include/retrosim/rf.h), compiled as C11 and linked against the shared
 * library libretrosim_rf: errors as codes and one line, reset / step / events / observe /
 * render, the same seed the same hashes, save / restore and clone resume exactly, a bot
 * plays. Exit 0 when every check passes; each failure prints its line. */
#include <retrosim/rf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
#define CHECK(cond)                                                   \
  do {                                                                \
    if (!(cond)) {                                                    \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                     \
    }                                                                 \
  } while (0)

enum { kCells = 128 * 128 };

static rf_game* load(const char* map, int players, uint32_t seed) {
  rf_game* g = rf_create();
  rf_reset_options o;
  rf_reset_options_default(&o);
  o.map = map;
  o.players = players;
  o.seed = seed;
  if (rf_reset(g, &o) != RF_OK) fprintf(stderr, "rf_reset %s: %s\n", map, rf_last_error(g));
  return g;
}

/* Launches player 0's default vehicle (the tank) with rf_menu_word's presses, then drives
 * ahead for `frames` frames: the words depend on the frame only. */
static void play(rf_game* g, int frames) {
  for (int f = 0; f < frames; ++f) {
    uint32_t w = 0;
    rf_menu_word(g, 0, 0, &w);
    if (w == 0) w = (f % 3 == 0) ? 0x1ff00u | 0x08000000u : 0x1ff00u; /* up; A every 3rd frame */
    if (f % 2 == 1 && w == 0x08000000u) w = 0;
    int32_t n = 0;
    CHECK(rf_step(g, &w, 1, 1, &n) == RF_OK);
  }
}

static void errors(void) {
  CHECK(strncmp(rf_version(), "retrosim ", 9) == 0);
  CHECK(rf_api_version() == RF_API_VERSION);
  CHECK(strcmp(rf_status_name(RF_ERR_BUFFER), "RF_ERR_BUFFER") == 0);
  rf_game* g = rf_create();
  CHECK(g != NULL);
  CHECK(rf_step(g, NULL, 0, 1, NULL) == RF_ERR_NOT_READY);
  CHECK(strstr(rf_last_error(g), "rf_reset") != NULL);
  CHECK(rf_hash(g) == 0);
  rf_reset_options o;
  rf_reset_options_default(&o);
  CHECK(o.seed == 1 && o.dt == 2 && o.players == 0);
  CHECK(rf_reset(g, &o) == RF_ERR_ARGUMENT); /* no map */
  CHECK(strstr(rf_last_error(g), "map") != NULL);
  o.map = "no_such_map";
  CHECK(rf_reset(g, &o) == RF_ERR_LOAD);
  CHECK(strstr(rf_last_error(g), "no_such_map") != NULL);
  CHECK(strstr(rf_last_error(g), "proving_strait") != NULL); /* names the bundled ones */
  o.map = "proving_strait";
  o.players = 3;
  CHECK(rf_reset(g, &o) == RF_ERR_ARGUMENT);
  o.players = 1;
  o.dt = 13;
  CHECK(rf_reset(g, &o) == RF_ERR_ARGUMENT);
  o.dt = 2;
  CHECK(rf_reset(g, &o) == RF_OK);
  CHECK(rf_last_error(g)[0] == '\0');
  CHECK(rf_step(g, NULL, 0, 0, NULL) == RF_ERR_ARGUMENT);
  uint32_t small[16];
  CHECK(rf_observe_cells(g, small, 16) == RF_ERR_BUFFER);
  CHECK(strstr(rf_last_error(g), "16384") != NULL);
  uint8_t rgb[3];
  CHECK(rf_render(g, 0, RF_VIEW_PERSPECTIVE, 84, 84, rgb, sizeof rgb) == RF_ERR_BUFFER);
  CHECK(rf_render(g, 1, RF_VIEW_PERSPECTIVE, 1, 1, rgb, sizeof rgb) == RF_ERR_ARGUMENT); /* 1 player */
  CHECK(rf_render(g, 0, 7, 1, 1, rgb, sizeof rgb) == RF_ERR_ARGUMENT);
  CHECK(rf_set_bot(g, 0, 5, 1) == RF_ERR_ARGUMENT);
  CHECK(rf_restore(g, NULL) == RF_ERR_ARGUMENT);
  CHECK(rf_event_id("FlagHome") >= 0);
  CHECK(strcmp(rf_event_name(rf_event_id("FlagHome")), "FlagHome") == 0);
  CHECK(rf_event_name(-1) == NULL && rf_event_id("nothing") == -1);
  rf_destroy(g);
  rf_destroy(NULL);
}

static void maps(void) {
  char names[1024];
  size_t need = 0;
  CHECK(rf_map_names(NULL, names, sizeof names, &need) == RF_OK);
  CHECK(strstr(names, "proving_strait") != NULL && strstr(names, "twin_harbours") != NULL);
  CHECK(need == strlen(names) + 1);
  CHECK(rf_map_names(NULL, names, 4, &need) == RF_ERR_BUFFER);
}

static void determinism(void) {
  rf_game* a = load("proving_strait", 1, 7);
  rf_game* b = load("proving_strait", 1, 7);
  rf_game* c = load("proving_strait", 1, 8);
  CHECK(rf_hash(a) != 0 && rf_hash(a) == rf_hash(b));
  CHECK(rf_hash(a) != rf_hash(c)); /* the seed is the game's random stream */
  play(a, 400);
  play(b, 400);
  CHECK(rf_hash(a) == rf_hash(b));
  rf_info info;
  CHECK(rf_get_info(a, &info) == RF_OK);
  CHECK(info.frame == 400 && info.tick == 800 && info.width == 128 && info.running == 1);
  rf_player p;
  CHECK(rf_get_player(a, 0, &p) == RF_OK);
  CHECK(p.vehicle_type == 0 && p.driving == 1 && p.vehicle_id != 0); /* the tank is out */
  CHECK(p.hp > 0 && p.fuel > 0);
  CHECK(rf_get_player(a, 1, &p) == RF_ERR_ARGUMENT);
  uint32_t* ca = malloc(kCells * sizeof(uint32_t));
  uint32_t* cb = malloc(kCells * sizeof(uint32_t));
  CHECK(rf_observe_cells(a, ca, kCells) == RF_OK && rf_observe_cells(b, cb, kCells) == RF_OK);
  CHECK(memcmp(ca, cb, kCells * sizeof(uint32_t)) == 0);
  int32_t idx[2] = {0, 64 * 128 + 64};
  uint32_t two[2];
  CHECK(rf_get_cells(a, idx, 2, two) == RF_OK && two[0] == ca[0] && two[1] == ca[64 * 128 + 64]);
  idx[1] = kCells;
  CHECK(rf_get_cells(a, idx, 2, two) == RF_ERR_ARGUMENT);
  rf_object objs[600];
  size_t n = 0, m = 0;
  CHECK(rf_observe_objects(a, objs, 600, &n) == RF_OK && n > 0 && n <= 600);
  int found = 0;
  for (size_t i = 0; i < n && i < 600; ++i) found |= objs[i].id == p.vehicle_id;
  CHECK(found);
  CHECK(rf_observe_objects(a, NULL, 0, &m) == RF_OK && m == n);
  uint8_t* ra = malloc(84 * 84 * 3);
  uint8_t* rb = malloc(84 * 84 * 3);
  for (int style = RF_VIEW_TOPDOWN; style <= RF_VIEW_SCREEN; ++style) {
    CHECK(rf_render(a, 0, style, 84, 84, ra, 84 * 84 * 3) == RF_OK);
    CHECK(rf_render(b, 0, style, 84, 84, rb, 84 * 84 * 3) == RF_OK);
    CHECK(memcmp(ra, rb, 84 * 84 * 3) == 0);
    int distinct = 0; /* a picture, not one colour */
    for (int i = 3; i < 84 * 84 * 3; i += 3) distinct |= memcmp(ra, ra + i, 3) != 0;
    CHECK(distinct);
  }
  free(ra);
  free(rb);
  free(ca);
  free(cb);
  rf_destroy(a);
  rf_destroy(b);
  rf_destroy(c);
}

static void saveRestore(void) {
  rf_game* g = load("twin_harbours", 2, 3);
  CHECK(rf_set_bot(g, 1, RF_BOT_NORMAL, 5) == RF_OK);
  play(g, 200);
  rf_state* s = rf_save(g);
  CHECK(s != NULL);
  rf_game* copy = rf_clone(g);
  CHECK(copy != NULL && rf_hash(copy) == rf_hash(g));
  play(g, 300);
  const uint64_t after = rf_hash(g);
  size_t events = 0;
  CHECK(rf_events(g, NULL, 0, &events) == RF_OK);
  CHECK(rf_restore(g, s) == RF_OK);
  play(g, 300); /* the bot resumes too: the same words, the same state */
  CHECK(rf_hash(g) == after);
  play(copy, 300);
  CHECK(rf_hash(copy) == after);
  rf_state_free(s);
  rf_destroy(copy);
  rf_destroy(g);
}

static void botPlays(void) {
  rf_game* g = load("proving_strait", 1, 1);
  CHECK(rf_set_bot(g, 0, RF_BOT_HARD, 1) == RF_OK);
  const int fire = rf_event_id("Cannon");
  int shots = 0, launched = 0;
  for (int k = 0; k < 60; ++k) {
    int32_t n = 0;
    CHECK(rf_step(g, NULL, 0, 50, &n) == RF_OK);
    rf_event ev[512];
    size_t count = 0;
    CHECK(rf_events(g, ev, 512, &count) == RF_OK);
    for (size_t i = 0; i < count && i < 512; ++i) shots += ev[i].id == fire;
    rf_player p;
    rf_get_player(g, 0, &p);
    launched |= p.driving;
  }
  CHECK(launched);
  CHECK(shots > 0); /* the bot's tank fires at the tower */
  rf_destroy(g);
}

int main(void) {
  errors();
  maps();
  determinism();
  saveRestore();
  botPlays();
  if (failures == 0) printf("rf_api_test: every check passed\n");
  return failures == 0 ? 0 : 1;
}
