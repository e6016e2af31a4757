// Where the devices of one multi-device run meet: N device threads of one process, numbered
// replica-major (device = replica * num_partitions + partition), exchange the addresses of their
// buffers here, barrier-synchronized, and the collective ops (collective_ops.h) read and write each
// other's buffers directly, in shared memory. The ops that run on the evaluator (send and recv, the SPMD
// custom calls, a collective the backend does not take) meet here too, through the evaluator's
// Rendezvous interface, exchanging tensors.
//
// A meeting: every device of a group (device ids, in group order) calls Meet with the same key and the
// addresses it publishes. Once all have arrived, each runs its `work` with every member's addresses, in
// group order; Meet returns when every member's work is done. So within `work` a member may read any
// member's published buffers and write the parts of them that the collective gives it, and once Meet
// returns no other device touches its buffers any more. The n-th meeting of a device under a key meets
// the n-th meetings of the other members (a collective inside a loop meets once per iteration).
//
// A meeting may also be split in two (asynchronous collectives): Post publishes a device's addresses
// and returns at once, so that the device computes on while the others arrive; Complete later waits for
// the group, runs the work and departs as Meet does. Between the two the device's published operands
// are read, and its results written, by the other members at any time.
//
// Waiting: a device whose group is not complete spins for a while (up to kSpinMicros) before it sleeps
// on the condition variable, when every device thread can have a core of its own: an in-process meeting
// then costs a few hundred nanoseconds instead of the microseconds of a sleep and a wake-up, which a
// program of many small collectives (a sharded training step) pays at each one. With more device
// threads than cores a spinning device would take the core a late member needs, so they sleep at once.
// The mutex that guards the meetings is likewise tried for a while before a device sleeps on it.
//
// Errors instead of hangs: a device that fails calls Abort, and every meeting that waits or starts
// afterwards returns its error; a device that is done calls Finished, and when every device still
// running waits in a meeting that cannot complete (a member finished, or waits elsewhere), every waiting
// meeting returns an error that names the meetings that wait: their keys up to the last '@' (keys are
// "what@where in memory", as the evaluator's are).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "interp/evaluator.h"
#include "support/status.h"

namespace hlx::cpu {

class Communicator : public Rendezvous {
 public:
  // How a device waits for the others: spinning first where every device thread can have a core (or
  // always, or never: tests take both ways on any machine).
  enum class Waiting { kByCores, kSpinFirst, kSleep };
  explicit Communicator(int64_t num_devices, Waiting waiting = Waiting::kByCores);
  int64_t num_devices() const { return num_devices_; }

  // One meeting of one group (its key: the caller's key, the group's first member, and the meeting's
  // number among those of that key).
  struct Meeting {
    std::tuple<std::string, int64_t, int64_t> key;
    std::vector<std::span<char* const>> members;  // each member's addresses, in group order
    std::vector<std::vector<char*>> published;    // what `members` views: copies, which outlive a Post
    std::vector<bool> present;                    // which members have arrived
    // Counted up once by each member: on joining (under the mutex, after its addresses are published),
    // once its work is done, and on leaving. A member spinning in Await or Depart reads them unlocked.
    std::atomic<int64_t> arrived = 0, done = 0, left = 0;
    int64_t waiting = 0;    // members asleep in Await, counted in blocked_
    int64_t departing = 0;  // members asleep in Depart, counted in blocked_
    bool released = false;  // every member's work is done and `departing` is out of blocked_
  };

  // How long a waiting device spins before it sleeps, where it spins at all; and how many times it
  // tries the mutex, which every member takes for a moment at each meeting, before it sleeps on that.
  static constexpr int64_t kSpinMicros = 100;
  static constexpr int kLockSpins = 2000;

  // Device `device` (one of `group`) meets the other members under `key`, publishing `addresses`;
  // `work(members)` runs once all have arrived, with each member's addresses in group order, and Meet
  // returns once every member's work has returned. A group of one runs `work` at once. Returns the
  // work's status, or the error that ended the meeting.
  template <typename Work>
  Status Meet(const std::string& key, int64_t device, std::span<const int64_t> group,
              std::span<char* const> addresses, Work&& work) {
    HLX_ASSIGN_OR_RETURN(Meeting * meeting, Post(key, device, group, addresses));
    return Complete(meeting, addresses, std::forward<Work>(work));
  }

  // The two halves of Meet: Post publishes `addresses` and returns at once; Complete waits for the
  // group, runs `work` and departs. A group of one posts nothing: Post returns null and Complete runs
  // `work` at once.
  StatusOr<Meeting*> Post(const std::string& key, int64_t device, std::span<const int64_t> group,
                          std::span<char* const> addresses) {
    if (group.size() == 1) return nullptr;
    return Join(key, device, group, addresses);
  }
  template <typename Work>
  Status Complete(Meeting* meeting, std::span<char* const> addresses, Work&& work) {
    if (meeting == nullptr) {
      const std::span<char* const> alone[] = {addresses};
      return work(std::span<const std::span<char* const>>(alone));
    }
    HLX_RETURN_IF_ERROR(Await(meeting));
    Status status = work(std::span<const std::span<char* const>>(meeting->members));
    Status left = Depart(meeting);
    return status.ok() ? left : status;
  }

  // The evaluator's exchange of tensors (interp/evaluator.h): a meeting whose work copies every
  // member's contribution.
  StatusOr<std::vector<Tensor>> Exchange(const std::string& key, int64_t process,
                                         std::span<const int64_t> group, Tensor contribution) override;
  void Abort(const Status& status) override;
  // Called by each device when its run has ended (well or not).
  void Finished();

 private:
  using MeetingKey = std::tuple<std::string, int64_t, int64_t>;

  // Joins the meeting (publishing `addresses`) without waiting for the others.
  StatusOr<Meeting*> Join(const std::string& key, int64_t device, std::span<const int64_t> group,
                          std::span<char* const> addresses);
  // Waits until every member has joined.
  Status Await(Meeting* meeting);
  // Waits until every member's work is done.
  Status Depart(Meeting* meeting);
  // Ends every waiting meeting with an error when no running device can make progress.
  void AbortIfStuck();
  // The mutex, tried kLockSpins times before the caller sleeps on it (where devices spin).
  std::unique_lock<std::mutex> Lock();
  // Spins until `ready()` holds (true), the run is aborted or kSpinMicros pass (false); false at once
  // where devices do not spin.
  template <typename Ready>
  bool Spin(Ready ready) const;

  const int64_t num_devices_;
  const bool spin_;                     // waiting devices spin before they sleep
  std::atomic<bool> aborting_ = false;  // aborted_ holds an error: spinning devices stop
  std::mutex mutex_;
  std::condition_variable cv_;
  Status aborted_;
  int64_t blocked_ = 0;   // devices waiting for a meeting to fill or to finish
  int64_t finished_ = 0;  // devices whose run has ended
  std::map<std::pair<std::string, int64_t>, int64_t> sequence_;  // (key, device) -> meetings so far
  std::map<MeetingKey, Meeting> meetings_;
};

}  // namespace hlx::cpu
