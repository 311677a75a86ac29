# The layers of retrosim and the layers each may use (ARCHITECTURE.md): the one table.
# CMakeLists.txt links the libraries from it (retrosim_<layer>, target_link_libraries with
# the same PUBLIC / PRIVATE words), and tests/arch/layers_test.cpp checks every include of
# src/ against it (CMakeLists.txt writes it into a header the test includes). A layer's file
# may include its own layer's headers, those of the layers it lists, and those its PUBLIC
# layers make public in turn (a PRIVATE layer's own layers stay hidden: it links privately).
# Return Fire's layers and GTA's never use each other.
#
# Each layer has a PATH under src/: a folder ("rf/sim/": its files, not its subfolders' or a
# file name prefix ("core/image.": core/image.hpp and core/image.cpp; "core/file_": every core/file_* file); a file belongs to the layer
# with the longest PATH that starts it. PUBLIC: the layers its headers show; PRIVATE: the
# layers only its sources use.
set(RETROSIM_LAYERS core io image rf_data rf_sim rf rf_bot rf_mapgen gta_data gta_sim gta view audio rf_sound media devices platform input rf_front net api app)
set(RETROSIM_LAYER_core_PATH core/)            # fixed point, trig, RNGs, timer queue, bytes, hash, field lists
set(RETROSIM_LAYER_io_PATH core/file_)        # file_io, file_lock, file_stream: reads, atomic and streamed writes, locks
set(RETROSIM_LAYER_image_PATH core/image.)     # RGBA images, PNG (libpng)
set(RETROSIM_LAYER_rf_data_PATH rf/data/)      # Return Fire's file formats and built-in tables
set(RETROSIM_LAYER_rf_sim_PATH rf/sim/)        # its simulation (state + step)
set(RETROSIM_LAYER_rf_PATH rf/)                # its public face: Game::load, step, hash, replays
set(RETROSIM_LAYER_rf_bot_PATH rf/bot/)        # the computer player: sim state (const) -> raw input words (no SDL, I/O, clock)
set(RETROSIM_LAYER_rf_mapgen_PATH rf/mapgen/)  # the map generator: seeded islands as map text, the hard checks, the proof by the bots (no SDL, I/O, clock or floats)
set(RETROSIM_LAYER_gta_data_PATH gta/data/)
set(RETROSIM_LAYER_gta_sim_PATH gta/sim/)
set(RETROSIM_LAYER_gta_PATH gta/)
set(RETROSIM_LAYER_view_PATH view/)            # state -> image renderers
set(RETROSIM_LAYER_audio_PATH audio/)          # the mixer, the effects synthesiser, the score: MIDI files, FluidSynth, the music player and director (no SDL)
set(RETROSIM_LAYER_rf_sound_PATH rf/sound/)    # Return Fire's sound: the effects bank and director, the music choice, the CD's sound (the game decides; no device, no SDL)
set(RETROSIM_LAYER_media_PATH media/)          # compressed pictures -> images: the movies' Cinepak through FFmpeg's libavcodec (no SDL)
set(RETROSIM_LAYER_devices_PATH input/device)   # the devices as plain data: Key, scancodes and their names, pad state, DeviceFrame (no SDL)
set(RETROSIM_LAYER_platform_PATH platform/)    # the only SDL2 user: window, pads, the audio device (fed from audio/), clock
set(RETROSIM_LAYER_input_PATH input/)          # the devices -> the raw input words: key bindings, the keyboard's and pads' words (no SDL)
set(RETROSIM_LAYER_rf_front_PATH rf/front/)     # the game flow stepped by ticks: title, briefing, options, the game and its overlays, the end, results (no SDL, no platform, no clock, no files)
set(RETROSIM_LAYER_net_PATH net/)              # two peers over the network: the rollback session, its packets, ENet's transport (no SDL, no game words)
set(RETROSIM_LAYER_api_PATH api/)              # the C API (include/retrosim/rf.h) over rf::Game, the bots and the views: libretrosim_rf, the Python module's base
set(RETROSIM_LAYER_app_PATH app/)              # the program's parts and main.cpp
set(RETROSIM_LAYER_core_PUBLIC)
set(RETROSIM_LAYER_core_PRIVATE)
set(RETROSIM_LAYER_io_PUBLIC core)
set(RETROSIM_LAYER_io_PRIVATE)
set(RETROSIM_LAYER_image_PUBLIC core)
set(RETROSIM_LAYER_image_PRIVATE io)
set(RETROSIM_LAYER_rf_data_PUBLIC core)
set(RETROSIM_LAYER_rf_data_PRIVATE io)
set(RETROSIM_LAYER_rf_sim_PUBLIC rf_data core)
set(RETROSIM_LAYER_rf_sim_PRIVATE)
set(RETROSIM_LAYER_rf_PUBLIC rf_sim rf_data core)
set(RETROSIM_LAYER_rf_PRIVATE io)
set(RETROSIM_LAYER_rf_bot_PUBLIC rf_sim rf_data core)
set(RETROSIM_LAYER_rf_bot_PRIVATE)
set(RETROSIM_LAYER_rf_mapgen_PUBLIC rf_bot rf rf_sim rf_data core)
set(RETROSIM_LAYER_rf_mapgen_PRIVATE)
set(RETROSIM_LAYER_gta_data_PUBLIC core)
set(RETROSIM_LAYER_gta_data_PRIVATE io)
set(RETROSIM_LAYER_gta_sim_PUBLIC gta_data core)
set(RETROSIM_LAYER_gta_sim_PRIVATE)
set(RETROSIM_LAYER_gta_PUBLIC gta_sim gta_data core)
set(RETROSIM_LAYER_gta_PRIVATE io)
set(RETROSIM_LAYER_view_PUBLIC rf_sim rf_data gta_sim gta_data image core)
set(RETROSIM_LAYER_view_PRIVATE io)
set(RETROSIM_LAYER_audio_PUBLIC core)
set(RETROSIM_LAYER_audio_PRIVATE io)
set(RETROSIM_LAYER_rf_sound_PUBLIC audio rf rf_sim rf_data core)
set(RETROSIM_LAYER_rf_sound_PRIVATE)
set(RETROSIM_LAYER_media_PUBLIC image core)
set(RETROSIM_LAYER_media_PRIVATE)
set(RETROSIM_LAYER_devices_PUBLIC core)
set(RETROSIM_LAYER_devices_PRIVATE)
set(RETROSIM_LAYER_platform_PUBLIC devices audio image core)
set(RETROSIM_LAYER_platform_PRIVATE)
set(RETROSIM_LAYER_input_PUBLIC devices rf_sim rf_data core)
set(RETROSIM_LAYER_input_PRIVATE)
set(RETROSIM_LAYER_rf_front_PUBLIC view rf_sound input devices rf_bot rf rf_sim rf_data core)
set(RETROSIM_LAYER_rf_front_PRIVATE)
set(RETROSIM_LAYER_net_PUBLIC core)
set(RETROSIM_LAYER_net_PRIVATE)
set(RETROSIM_LAYER_api_PUBLIC rf_bot rf rf_sim rf_data core)
set(RETROSIM_LAYER_api_PRIVATE view image)
set(RETROSIM_LAYER_app_PUBLIC net rf_front view audio rf_sound media devices platform input rf_mapgen rf_bot rf gta image io core)
set(RETROSIM_LAYER_app_PRIVATE)
