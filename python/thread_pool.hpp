// SPDX-License-Identifier: GPL-3.0-or-later
// The VecEnv's threads: run(n, job) calls job(i) for every i < n on the pool's threads and
// the caller's, and returns when all are done (the first exception is rethrown). Which
// thread runs which i does not matter: each job touches its own game only.
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
  std::vector<std::thread> workers_;
  std::mutex m_;
  std::condition_variable start_, done_;
  const std::function<void(size_t)>* job_ = nullptr;
  size_t n_ = 0;
  std::atomic<size_t> next_{0};
  int busy_ = 0;
  uint64_t generation_ = 0;
  bool stop_ = false;
  std::exception_ptr error_;
};

}  // namespace research
