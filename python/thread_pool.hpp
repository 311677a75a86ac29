// SPDX-License-Identifier: GPL-3.0-or-later
// The VecEnv's threads: run(n, job) calls job(i) for every i < n on the pool's threads and
// the caller's, and returns when all are done (the first exception is rethrown). Which
// thread runs which i does not matter: each job touches its own game only.
//
// A VecEnv steps again a few microseconds after the last step returns, and one game's step
// is only a few microseconds of work, so waking a sleeping thread through the kernel (tens
// of microseconds in a virtual machine) would cost more than the work it shares. Workers
// therefore spin for a short while (kSpin) on the batch counter before they sleep, and the
// caller spins for the last jobs to finish; an idle pool sleeps.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace research {

class ThreadPool {
 public:
  // `threads` in all, the caller's included (1: no thread of its own).
  explicit ThreadPool(int threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  int threads() const { return static_cast<int>(workers_.size()) + 1; }
  void run(size_t n, const std::function<void(size_t)>& job);

 private:
  void work();
  void drain();
  bool awaitBatch(uint64_t seen);
  std::vector<std::thread> workers_;
  std::mutex m_;
  std::condition_variable start_;
  const std::function<void(size_t)>* job_ = nullptr;
  size_t n_ = 0;
  std::atomic<size_t> next_{0};
  std::atomic<int> busy_{0};
  std::atomic<uint64_t> generation_{0};
  std::atomic<bool> stop_{false};
  std::mutex errorMutex_;
  std::exception_ptr error_;
};

}  // namespace research
