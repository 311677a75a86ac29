// SPDX-License-Identifier: GPL-3.0-or-later
// Micro-benchmarks of the core helpers that run in every simulation tick.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "core/fixed.hpp"
#include "core/hash.hpp"
#include "core/rand.hpp"
#include "core/trig.hpp"

namespace {

void BM_FixMul(benchmark::State& state) {
  core::Fixed a = 0x12345;
  core::Fixed b = -0x6789a;
  for (auto _ : state) {
    a = core::FixMul(a, b) ^ 0x10001;
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_FixMul);

void BM_MsvcRandNext(benchmark::State& state) {
  core::MsvcRand r;
  for (auto _ : state) benchmark::DoNotOptimize(r.next());
}
BENCHMARK(BM_MsvcRandNext);

void BM_MsvcRandRange(benchmark::State& state) {
  core::MsvcRand r;
  for (auto _ : state) benchmark::DoNotOptimize(r.range(90));
}
BENCHMARK(BM_MsvcRandRange);

void BM_SinFixed(benchmark::State& state) {
  int32_t angle = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(core::SinFixed(angle));
    angle = (angle + 0x1235) & core::kHeadingMask;
  }
}
BENCHMARK(BM_SinFixed);

void BM_Atan2Fixed(benchmark::State& state) {
  int32_t x = 0x123456;
  int32_t y = -0x54321;
  for (auto _ : state) {
    benchmark::DoNotOptimize(core::Atan2Fixed(x, y));
    x += 0x777;
    y -= 0x333;
  }
}
BENCHMARK(BM_Atan2Fixed);

void BM_StateHasher(benchmark::State& state) {
  const auto words = static_cast<uint32_t>(state.range(0));
  for (auto _ : state) {
    core::StateHasher h;
    for (uint32_t i = 0; i < words; ++i) h.u32(i * 0x9e3779b9u);
    benchmark::DoNotOptimize(h.value());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * words * 4);
}
BENCHMARK(BM_StateHasher)->Arg(16)->Arg(4096);

}  // namespace
