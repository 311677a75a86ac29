// SPDX-License-Identifier: GPL-3.0-or-later
// The SDL audio device (audio.hpp).
#include <SDL.h>

#include <span>

#include "platform/alsa_quiet.hpp"
#include "platform/audio.hpp"

namespace platform {
namespace {

void callback(void* user, Uint8* stream, int len) {
  auto* mixer = static_cast<audio::Mixer*>(user);
  mixer->mix(std::span<int16_t>(reinterpret_cast<int16_t*>(stream), static_cast<size_t>(len) / sizeof(int16_t)));
}

}  // namespace

std::unique_ptr<AudioOut> AudioOut::open(std::shared_ptr<audio::Mixer> mixer, std::string* why) {
  quietAlsa();
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    if (why != nullptr) *why = std::string("no audio (") + SDL_GetError() + ")";
    return nullptr;
  }
  SDL_AudioSpec want{};
  want.freq = audio::kSampleRate;
  want.format = AUDIO_S16SYS;
  want.channels = 2;
  want.samples = 1024;  // designed: 23 ms at 44100 Hz, short enough to follow a 30 fps frame
  want.callback = &callback;
  want.userdata = mixer.get();
  SDL_AudioSpec have{};
  const SDL_AudioDeviceID dev = SDL_OpenAudioDevice(nullptr, 0, &want, &have, 0);
  if (dev == 0) {
    if (why != nullptr) *why = std::string("no audio device (") + SDL_GetError() + ")";
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return nullptr;
  }
  std::unique_ptr<AudioOut> out(new AudioOut());
  out->mixer_ = std::move(mixer);
  out->device_ = dev;
  const char* driver = SDL_GetCurrentAudioDriver();
  out->driver_ = driver != nullptr ? driver : "";
  SDL_PauseAudioDevice(dev, 0);
  return out;
}

AudioOut::~AudioOut() {
  if (device_ != 0) {
    SDL_CloseAudioDevice(device_);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
  }
}

}  // namespace platform
