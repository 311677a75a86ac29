// SPDX-License-Identifier: GPL-3.0-or-later
// The MISSION.INI keyword tables of gta.exe (gta-mission-keywords.md), in table order:
// the 72 object-line type names (0x4b0d98) and the 150 command opcode names (0x4b0ec0).
// The index returned by the lookups is the 0-based table index (the notes do not say
// whether the game stores it 0- or 1-based; Mission_Load decides).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace gta {

// The counts of gta-mission-keywords.md.
inline constexpr size_t kMissionObjectTypeCount = 72;
inline constexpr size_t kMissionOpcodeCount = 150;

// 0x4b0d98
inline constexpr auto kMissionObjectTypes = std::to_array<std::string_view>({
    "CAR",                     // 0
    "PED",                     // 1
    "OBJECT",                  // 2
    "PLAYER",                  // 3
    "DRIVER",                  // 4
    "PARKED",                  // 5
    "MODEL",                   // 6
    "TELEPHONE",               // 7
    "TRIGGER",                 // 8
    "DOOR",                    // 9
    "TARGET",                  // 10
    "FUTURE",                  // 11
    "COUNTER",                 // 12
    "CRANE",                   // 13
    "CLOCK",                   // 14
    "DUMMY",                   // 15
    "SPRAY",                   // 16
    "BARRIER",                 // 17
    "ESCORT",                  // 18
    "CARBOMB",                 // 19
    "BOMBSHOP",                // 20
    "ESCORTED",                // 21
    "STOPPED",                 // 22
    "INIT",                    // 23
    "FUTUREPED",               // 24
    "CARTRIGGER",              // 25
    "FUTUREDROP",              // 26
    "HELLS",                   // 27
    "DRIVER_PARK",             // 28
    "FUTURECAR",               // 29
    "ONETRIGGER",              // 30
    "MODEL_BARRIER",           // 31
    "MOVING_TRIG",             // 32
    "SPECIFIC_BARR",           // 33
    "MPHONES",                 // 34
    "MODEL_DOOR",              // 35
    "GTA_DEMAND",              // 36
    "MY_MODEL",                // 37
    "BOMBSHOP_COST",           // 38
    "PHONE_TOGG",              // 39
    "SPECIFIC_DOOR",           // 40
    "TARGET_SCORE",            // 41
    "DUM_MISSION_TRIG",        // 42
    "CORRECT_MOD_TRIG",        // 43
    "CORRECT_CAR_TRIG",        // 44
    "CLOCK_START",             // 45
    "CLOCK_STOP",              // 46
    "MIDPOINT_MULTI",          // 47
    "MID_MULTI_SETUP",         // 48
    "FINAL_MULTI",             // 49
    "POWERUP",                 // 50
    "BLOCK_INFO",              // 51
    "SPECIFIC_DOOR_BOMB",      // 52
    "MOVING_TRIG_HIRED",       // 53
    "SETUP_SPEED",             // 54
    "CARBOMB_TRIG",            // 55
    "DAMAGE_TRIG",             // 56
    "GUN_TRIG",                // 57
    "GUN_SCREEN_TRIG",         // 58
    "CARDESTROY_TRIG",         // 59
    "CARWAIT_TRIG",            // 60
    "PEDCAR_TRIG",             // 61
    "CANNON_START",            // 62
    "DUM_PED_BLOCK_TRIG",      // 63
    "PARKED_PIXELS",           // 64
    "CHOPPER_ENDPOINT",        // 65
    "MISSION_COUNTER",         // 66
    "SECRET_MISSION_COUNTER",  // 67
    "MISSION_TOTAL",           // 68
    "CARSTUCK_TRIG",           // 69
    "BASIC_BARRIER",           // 70
    "ALT_DAMAGE_TRIG",         // 71
});
// The table has as many rows as the spec counts (the size comes from the rows written).
static_assert(kMissionObjectTypes.size() == kMissionObjectTypeCount);

// 0x4b0ec0 (XXXX is there twice: a lookup finds the first, 122)
inline constexpr auto kMissionOpcodes = std::to_array<std::string_view>({
    "LOCATE_STOPPED",            // 0
    "DESTROY",                   // 1
    "ANSWER",                    // 2
    "STEAL",                     // 3
    "SURVIVE",                   // 4
    "HUNTON",                    // 5
    "HUNTOFF",                   // 6
    "DRIVEON",                   // 7
    "DUMMYON",                   // 8
    "SENDTO",                    // 9
    "END",                       // 10
    "MAKEOBJ",                   // 11
    "EXPLODE",                   // 12
    "OBTAIN",                    // 13
    "THROW",                     // 14
    "BRIEF",                     // 15
    "MPHONE",                    // 16
    "DONOWT",                    // 17
    "DISABLE",                   // 18
    "ENABLE",                    // 19
    "DECCOUNT",                  // 20
    "GOTO",                      // 21
    "CRANE",                     // 22
    "PARK",                      // 23
    "SETBOMB",                   // 24
    "ESCORT",                    // 25
    "ARROW",                     // 26
    "LOCK_DOOR",                 // 27
    "UNLOCK_DOOR",               // 28
    "EXPL_LAST",                 // 29
    "DROP_ON",                   // 30
    "PED_ON",                    // 31
    "KILL_DROP",                 // 32
    "CAR_ON",                    // 33
    "ARMEDMESS",                 // 34
    "DISARMMESS",                // 35
    "ARROW_OFF",                 // 36
    "P_BRIEF",                   // 37
    "PED_SENDTO",                // 38
    "WAIT_FOR_PED",              // 39
    "PED_BACK",                  // 40
    "SETUP_REPO",                // 41
    "DO_REPO",                   // 42
    "KILL_OBJ",                  // 43
    "DO_GTA",                    // 44
    "MISSION_END",               // 45
    "EXPLODE_CAR",               // 46
    "START_MODEL",               // 47
    "DO_MODEL",                  // 48
    "RETURN_CONTROL",            // 49
    "KILL_CAR",                  // 50
    "ARROWPED",                  // 51
    "ARROWCAR",                  // 52
    "REMAP_PED",                 // 53
    "REMAP_CAR",                 // 54
    "ARE_BOTH_ONSCREEN",         // 55
    "THROW_TO_POINT",            // 56
    "GOTO_DROPOFF",              // 57
    "MODEL_HUNT",                // 58
    "MODEL_FUTURE",              // 59
    "STARTUP",                   // 60
    "CHECK_PEDBACK",             // 61
    "START_HIRED_ESC",           // 62
    "DUMMY_OFF",                 // 63
    "POWERUP_ON",                // 64
    "PLAIN_EXPL_BUILDING",       // 65
    "CHANGE_BLOCK",              // 66
    "CHANGE_TYPE",               // 67
    "P_BRIEF_TIMED",             // 68
    "CHANGE_PED_TYPE",           // 69
    "DOOR_ON",                   // 70
    "DOOR_OFF",                  // 71
    "WRECK_CURR_TRAIN",          // 72
    "OPEN_DOOR",                 // 73
    "CLOSE_DOOR",                // 74
    "PED_OUT_OF_CAR",            // 75
    "BANK_ROBBERY",              // 76
    "DELAY_CRIME",               // 77
    "GET_DRIVER_INFO",           // 78
    "KILL_PED",                  // 79
    "BANK_ALARM_ON",             // 80
    "BANK_ALARM_OFF",            // 81
    "GARAGE_SEND",               // 82
    "DUMMY_DRIVE_ON",            // 83
    "PLAYER_ARE_BOTH_ONSCREEN",  // 84
    "CHECK_CAR",                 // 85
    "WAIT_FOR_PLAYER",           // 86
    "EXPL_PED",                  // 87
    "PARKED_ON",                 // 88
    "KICKSTART",                 // 89
    "IS_PED_IN_CAR",             // 90
    "CANCEL_BRIEFING",           // 91
    "FREEZE_TIMED",              // 92
    "FREEZE_ENTER",              // 93
    "UNFREEZE_ENTER",            // 94
    "EXPL_NO_FIRE",              // 95
    "KILL_PROCESS",              // 96
    "NEXT_KICK",                 // 97
    "KILL_SIDE_PROC",            // 98
    "SET_KILLTRIG",              // 99
    "POWERUP_OFF",               // 100
    "KILL_SPEC_PROC",            // 101
    "SCORE_CHECK",               // 102
    "FRENZY_SET",                // 103
    "FRENZY_CHECK",              // 104
    "IS_GOAL_DEAD",              // 105
    "GENERAL_ONSCREEN",          // 106
    "GET_CAR_INFO",              // 107
    "START_CHOPPER",             // 108
    "LOCATE",                    // 109
    "SPEECH_BRIEF",              // 110
    "MOBILE_BRIEF",              // 111
    "PIXEL_CAR_ON",              // 112
    "SET_NO_COLLIDE",            // 113
    "PED_WEAPON",                // 114
    "FREEUP_CAR",                // 115
    "MESSAGE_BRIEF",             // 116
    "PARKED_PIXELS_ON",          // 117
    "PED_POLICE",                // 118
    "DROP_WANTED_LEVEL",         // 119
    "IS_PED_ARRESTED",           // 120
    "HELL_ON",                   // 121
    "XXXX",                      // 122
    "XXXX",                      // 123
    "SET_PED_SPEED",             // 124
    "IS_PLAYER_ON_TRAIN",        // 125
    "WRECK_A_TRAIN",             // 126
    "INCCOUNT",                  // 127
    "COMPARE",                   // 128
    "RESET",                     // 129
    "KEEP_THIS_PROC",            // 130
    "SET_COLLIDE",               // 131
    "DEAD_ARRESTED",             // 132
    "IS_POWERUP_DONE",           // 133
    "STOP_FRENZY",               // 134
    "FRENZY_BRIEF",              // 135
    "ADD_A_LIFE",                // 136
    "KF_BRIEF_TIMED",            // 137
    "KF_CANCEL_BRIEFING",        // 138
    "KF_BRIEF_GENERAL",          // 139
    "KF_CANCEL_GENERAL",         // 140
    "KF_PROCESS",                // 141
    "RESET_KF",                  // 142
    "WAIT_FOR_PLAYERS",          // 143
    "RED_ARROW",                 // 144
    "RESET_WITH_BRIEFS",         // 145
    "RED_ARROW_OFF",             // 146
    "IS_A_TRAIN_WRECKED",        // 147
    "INC_HEADS",                 // 148
    "IS_PED_STUNNED",            // 149
});
static_assert(kMissionOpcodes.size() == kMissionOpcodeCount);

// The first table entry equal to `name` (case-sensitive, as strcmp), or nullopt.
std::optional<int> missionObjectTypeIndex(std::string_view name);
std::optional<int> missionOpcodeIndex(std::string_view name);

}  // namespace gta
