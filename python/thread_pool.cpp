// SPDX-License-Identifier: GPL-3.0-or-later
#include "thread_pool.hpp"

#include <chrono>

namespace research {
namespace {

// How long a worker spins for the next batch before it sleeps: a few steps' gap.
constexpr std::chrono::microseconds kSpin{200};

inline void relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

}  // namespace

ThreadPool::ThreadPool(int threads) {
  for (int i = 1; i < threads; ++i) workers_.emplace_back([this] { work(); });
}

ThreadPool::~ThreadPool() {
  {
    const std::lock_guard<std::mutex> lock(m_);
    stop_ = true;
  }
  start_.notify_all();
  for (std::thread& t : workers_) t.join();
}

void ThreadPool::drain() {
  for (size_t i = next_.fetch_add(1); i < n_; i = next_.fetch_add(1)) {
    try {
      (*job_)(i);
    } catch (...) {
      const std::lock_guard<std::mutex> lock(errorMutex_);
      if (!error_) error_ = std::current_exception();
    }
  }
}

// True when a batch newer than `seen` is posted, false when the pool stops.
bool ThreadPool::awaitBatch(uint64_t seen) {
  const auto until = std::chrono::steady_clock::now() + kSpin;
  for (int i = 0; generation_.load(std::memory_order_acquire) == seen && !stop_.load(); ++i) {
    relax();
    if ((i & 63) == 63 && std::chrono::steady_clock::now() > until) {
      std::unique_lock<std::mutex> lock(m_);
      start_.wait(lock, [&] { return stop_.load() || generation_.load() != seen; });
      break;
    }
  }
  return !stop_.load();
}

void ThreadPool::work() {
  uint64_t seen = 0;
  while (awaitBatch(seen)) {
    seen = generation_.load(std::memory_order_acquire);
    drain();
    busy_.fetch_sub(1, std::memory_order_acq_rel);
  }
}

void ThreadPool::run(size_t n, const std::function<void(size_t)>& job) {
  job_ = &job;
  n_ = n;
  next_.store(0);
  error_ = nullptr;
  busy_.store(static_cast<int>(workers_.size()));
  {
    // Under the lock, so that a worker between its check and its sleep cannot miss it.
    const std::lock_guard<std::mutex> lock(m_);
    generation_.fetch_add(1, std::memory_order_acq_rel);
  }
  start_.notify_all();
  drain();
  // The last jobs are running on the workers: at most one game's step each.
  while (busy_.load(std::memory_order_acquire) != 0) relax();
  if (error_) std::rethrow_exception(error_);
}

}  // namespace research
