// SPDX-License-Identifier: GPL-3.0-or-later
#include "thread_pool.hpp"

namespace research {

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
      const std::lock_guard<std::mutex> lock(m_);
      if (!error_) error_ = std::current_exception();
    }
  }
}

void ThreadPool::work() {
  uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(m_);
      start_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
    }
    drain();
    {
      const std::lock_guard<std::mutex> lock(m_);
      --busy_;
    }
    done_.notify_all();
  }
}

void ThreadPool::run(size_t n, const std::function<void(size_t)>& job) {
  {
    const std::lock_guard<std::mutex> lock(m_);
    job_ = &job;
    n_ = n;
    next_ = 0;
    error_ = nullptr;
    busy_ = static_cast<int>(workers_.size());
    ++generation_;
  }
  start_.notify_all();
  drain();
  std::unique_lock<std::mutex> lock(m_);
  done_.wait(lock, [&] { return busy_ == 0; });
  if (error_) std::rethrow_exception(error_);
}

}  // namespace research
