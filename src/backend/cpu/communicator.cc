#include "backend/cpu/communicator.h"

#include <algorithm>
#include <chrono>
#include <set>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace hlx::cpu {
namespace {

// One iteration's pause of a spin loop: it lets the core's other hardware thread run.
void CpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  _mm_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

}  // namespace

Communicator::Communicator(int64_t num_devices, Waiting waiting)
    : num_devices_(num_devices),
      spin_(waiting == Waiting::kSpinFirst ||
            (waiting == Waiting::kByCores &&
             num_devices <= static_cast<int64_t>(std::thread::hardware_concurrency()))) {}

std::unique_lock<std::mutex> Communicator::Lock() {
  if (spin_)
    for (int i = 0; i < kLockSpins; ++i) {
      if (mutex_.try_lock()) return std::unique_lock<std::mutex>(mutex_, std::adopt_lock);
      CpuRelax();
    }
  return std::unique_lock<std::mutex>(mutex_);
}

template <typename Ready>
bool Communicator::Spin(Ready ready) const {
  if (!spin_) return false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::microseconds(kSpinMicros);
  for (int64_t i = 1;; ++i) {
    if (ready()) return true;
    if (aborting_.load(std::memory_order_relaxed)) return false;
    CpuRelax();
    if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline) return false;
  }
}

StatusOr<Communicator::Meeting*> Communicator::Join(const std::string& key, int64_t device,
                                                    std::span<const int64_t> group,
                                                    std::span<char* const> addresses) {
  std::unique_lock<std::mutex> lock = Lock();
  if (!aborted_.ok()) return aborted_;
  const int64_t size = static_cast<int64_t>(group.size());
  const int64_t position = std::find(group.begin(), group.end(), device) - group.begin();
  if (position == size) return Internal("device " + std::to_string(device) + " meets a group it is not in");
  const int64_t sequence = sequence_[{key, device}]++;
  MeetingKey meeting_key{key, group[0], sequence};
  Meeting& meeting = meetings_[meeting_key];
  if (meeting.members.empty()) {
    meeting.key = meeting_key;
    meeting.members.resize(size);
    meeting.published.resize(size);
    meeting.present.resize(size);
  }
  if (meeting.present[position])
    return Internal("a collective group lists device " + std::to_string(device) + " twice");
  meeting.present[position] = true;
  meeting.published[position].assign(addresses.begin(), addresses.end());
  meeting.members[position] = meeting.published[position];
  if (meeting.arrived.fetch_add(1, std::memory_order_release) + 1 == size) {
    // The members waiting for it are blocked no more.
    blocked_ -= meeting.waiting;
    meeting.waiting = 0;
    cv_.notify_all();
  }
  return &meeting;
}

Status Communicator::Await(Meeting* meeting) {
  const int64_t size = static_cast<int64_t>(meeting->members.size());
  auto full = [&] { return meeting->arrived.load(std::memory_order_acquire) == size; };
  if (Spin(full)) return Status::Ok();
  std::unique_lock<std::mutex> lock = Lock();
  if (full()) return Status::Ok();
  ++blocked_;
  ++meeting->waiting;
  AbortIfStuck();
  cv_.wait(lock, [&] { return !aborted_.ok() || full(); });
  // A meeting that filled goes on even after an abort: every member then runs its work and departs.
  if (meeting->arrived < size) {
    --blocked_;
    --meeting->waiting;
    return aborted_;
  }
  return Status::Ok();
}

Status Communicator::Depart(Meeting* meeting) {
  const int64_t size = static_cast<int64_t>(meeting->members.size());
  auto all_done = [&] { return meeting->done.load(std::memory_order_acquire) == size; };
  if (meeting->done.fetch_add(1, std::memory_order_acq_rel) + 1 == size) {
    // The members asleep waiting for this one are blocked no more. They wake on `released`, not on
    // `done`, which a wake-up meant for another meeting could see first: a member that left before
    // this took it out of blocked_ would be counted twice when it blocks again.
    std::unique_lock<std::mutex> lock = Lock();
    meeting->released = true;
    blocked_ -= meeting->departing;
    meeting->departing = 0;
    cv_.notify_all();
  } else if (!Spin(all_done)) {
    // The other members are running their work, which ends: no abort ends this wait, so no member
    // leaves while another may still read its buffers.
    std::unique_lock<std::mutex> lock = Lock();
    if (!meeting->released) {
      ++blocked_;
      ++meeting->departing;
      cv_.wait(lock, [&] { return meeting->released; });
    }
  }
  if (meeting->left.fetch_add(1, std::memory_order_acq_rel) + 1 == size) {
    std::unique_lock<std::mutex> lock = Lock();
    meetings_.erase(meeting->key);
  }
  return Status::Ok();
}

StatusOr<std::vector<Tensor>> Communicator::Exchange(const std::string& key, int64_t process,
                                                     std::span<const int64_t> group, Tensor contribution) {
  char* const published[] = {reinterpret_cast<char*>(&contribution)};
  std::vector<Tensor> all;
  HLX_RETURN_IF_ERROR(
      Meet(key, process, group, published, [&](std::span<const std::span<char* const>> members) {
        for (const auto& member : members) all.push_back(*reinterpret_cast<const Tensor*>(member[0]));
        return Status::Ok();
      }));
  return all;
}

void Communicator::Abort(const Status& status) {
  std::unique_lock<std::mutex> lock = Lock();
  if (aborted_.ok()) aborted_ = status.ok() ? Internal("aborted") : status;
  aborting_.store(true, std::memory_order_relaxed);
  cv_.notify_all();
}

void Communicator::Finished() {
  std::unique_lock<std::mutex> lock = Lock();
  ++finished_;
  AbortIfStuck();
}

void Communicator::AbortIfStuck() {
  if (blocked_ == 0 || blocked_ + finished_ < num_devices_ || !aborted_.ok()) return;
  // The meetings that wait, by the part of their keys before '@' (the op, not where it is in memory).
  std::set<std::string> waiting;
  for (const auto& [key, meeting] : meetings_)
    if (meeting.arrived.load(std::memory_order_relaxed) < static_cast<int64_t>(meeting.members.size())) {
      const std::string& name = std::get<0>(key);
      waiting.insert(name.substr(0, name.rfind('@')));
    }
  std::string names;
  for (const std::string& name : waiting) names += (names.empty() ? "" : ", ") + name;
  aborted_ = InvalidArgument("error: every running device waits at a collective or channel (" + names +
                             ") for devices that never arrive");
  aborting_.store(true, std::memory_order_relaxed);
  cv_.notify_all();
}

}  // namespace hlx::cpu
