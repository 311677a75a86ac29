// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded sound as the mixer's stream (audio/pcm_stream.hpp): resampled to the mixer's
// rate, played out in order, silence after its end.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "audio/mixer.hpp"
#include "audio/pcm_stream.hpp"

namespace {

TEST(PcmStream, ResamplingDoublesTheFramesAndInterpolatesBetweenThem) {
  // stereo: left a ramp 0, 100, 200, right its negative
  const std::vector<int16_t> in = {0, 0, 100, -100, 200, -200};
  const std::vector<int16_t> out = audio::resampleToStereo(in, 2, 22050, 44100);
  EXPECT_EQ(out, (std::vector<int16_t>{0, 0, 50, -50, 100, -100, 150, -150, 200, -200, 200, -200}));
  // mono goes to both sides
  EXPECT_EQ(audio::resampleToStereo(std::vector<int16_t>{10, 30}, 1, 1, 2),
            (std::vector<int16_t>{10, 10, 20, 20, 30, 30, 30, 30}));
  // the same rate is a copy; another rate gives frames * to / from
  EXPECT_EQ(audio::resampleToStereo(in, 2, 44100, 44100), in);
  EXPECT_EQ(audio::resampleToStereo(std::vector<int16_t>(2 * 22050), 2, 22050, 48000).size(), 2u * 48000);
  EXPECT_TRUE(audio::resampleToStereo({}, 2, 22050, 44100).empty());
  EXPECT_THROW((void)audio::resampleToStereo(in, 3, 22050, 44100), std::invalid_argument);
}

TEST(PcmStream, PlaysInOrderThenSilence) {
  auto pcm = std::make_shared<audio::PcmStream>(std::vector<int16_t>{1, 2, 3, 4, 5, 6});
  std::vector<int16_t> out(4);
  pcm->render(out);
  EXPECT_EQ(out, (std::vector<int16_t>{1, 2, 3, 4}));
  EXPECT_EQ(pcm->position(), 2u);
  EXPECT_FALSE(pcm->finished());
  pcm->render(out);
  EXPECT_EQ(out, (std::vector<int16_t>{5, 6, 0, 0}));
  EXPECT_TRUE(pcm->finished());
  pcm->render(out);
  EXPECT_EQ(out, (std::vector<int16_t>{0, 0, 0, 0}));
}

TEST(PcmStream, TheMixerPlaysItUnderTheMusicVolume) {
  auto pcm = std::make_shared<audio::PcmStream>(std::vector<int16_t>(64, 8000));
  audio::Mixer mixer;
  mixer.setMusic(audio::pcmStream(pcm));
  std::vector<int16_t> out(16);
  mixer.mix(out);
  EXPECT_EQ(out[0], 8000);
  mixer.setVolumes(100, 50, 100);
  mixer.mix(out);
  EXPECT_LT(out[0], 8000);
  EXPECT_GT(out[0], 0);
}

}  // namespace
