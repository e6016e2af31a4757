#include "backend/cpu/communicator.h"

#include <algorithm>
#include <set>

namespace hlx::cpu {

StatusOr<Communicator::Meeting*> Communicator::Join(const std::string& key, int64_t device,
                                                    std::span<const int64_t> group,
                                                    std::span<char* const> addresses) {
  std::unique_lock<std::mutex> lock(mutex_);
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
  if (++meeting.arrived == size) {
    // The members waiting for it are blocked no more.
    blocked_ -= meeting.waiting;
    meeting.waiting = 0;
    cv_.notify_all();
  }
  return &meeting;
}

Status Communicator::Await(Meeting* meeting) {
  std::unique_lock<std::mutex> lock(mutex_);
  const int64_t size = static_cast<int64_t>(meeting->members.size());
  if (meeting->arrived == size) return Status::Ok();
  ++blocked_;
  ++meeting->waiting;
  AbortIfStuck();
  cv_.wait(lock, [&] { return !aborted_.ok() || meeting->arrived == size; });
  // A meeting that filled goes on even after an abort: every member then runs its work and departs.
  if (meeting->arrived < size) {
    --blocked_;
    --meeting->waiting;
    return aborted_;
  }
  return Status::Ok();
}

Status Communicator::Depart(Meeting* meeting) {
  std::unique_lock<std::mutex> lock(mutex_);
  const int64_t size = static_cast<int64_t>(meeting->members.size());
  if (++meeting->done == size) {
    blocked_ -= size - 1;
    cv_.notify_all();
  } else {
    // The other members are running their work, which ends: no abort ends this wait, so no member
    // leaves while another may still read its buffers.
    ++blocked_;
    cv_.wait(lock, [&] { return meeting->done == size; });
  }
  if (++meeting->left == size) meetings_.erase(meeting->key);
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
  std::lock_guard<std::mutex> lock(mutex_);
  if (aborted_.ok()) aborted_ = status.ok() ? Internal("aborted") : status;
  cv_.notify_all();
}

void Communicator::Finished() {
  std::lock_guard<std::mutex> lock(mutex_);
  ++finished_;
  AbortIfStuck();
}

void Communicator::AbortIfStuck() {
  if (blocked_ == 0 || blocked_ + finished_ < num_devices_ || !aborted_.ok()) return;
  // The meetings that wait, by the part of their keys before '@' (the op, not where it is in memory).
  std::set<std::string> waiting;
  for (const auto& [key, meeting] : meetings_)
    if (meeting.arrived < static_cast<int64_t>(meeting.members.size())) {
      const std::string& name = std::get<0>(key);
      waiting.insert(name.substr(0, name.rfind('@')));
    }
  std::string names;
  for (const std::string& name : waiting) names += (names.empty() ? "" : ", ") + name;
  aborted_ = InvalidArgument("error: every running device waits at a collective or channel (" + names +
                             ") for devices that never arrive");
  cv_.notify_all();
}

}  // namespace hlx::cpu
