// Event: the completion of a piece of work (a transfer, an execution), with the Status it ended with.
//
// An event is set once. Waiters block in Await; callbacks registered with OnReady run exactly once,
// on the thread that sets the event, or at once on the registering thread when it is already set.
// Events are shared (std::shared_ptr): a buffer's ready event outlives the call that made it. A set
// event is read without its lock (IsReady, Await, OnReady): what a call's results cost to wait for.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "support/status.h"

namespace hlx::runtime {

class Event {
 public:
  // An event not set yet.
  static std::shared_ptr<Event> Create();
  // An event already set to `status`; every OK one is the same event (nothing about a set event
  // changes), so a call's results and completion need no allocation.
  static std::shared_ptr<Event> Ready(Status status = Status());

  // Sets the event and runs the callbacks; FAILED_PRECONDITION when it was already set.
  Status Set(Status status);
  bool IsReady() const;
  // Blocks until the event is set; returns its status.
  Status Await() const;
  // Calls `callback` with the status once the event is set (now, if it is set).
  void OnReady(std::function<void(const Status&)> callback);

 private:
  mutable std::mutex mutex_;
  mutable std::condition_variable set_cv_;
  std::atomic<bool> ready_ = false;  // stored under mutex_, after status_; read with acquire
  Status status_;
  std::vector<std::function<void(const Status&)>> callbacks_;
};

}  // namespace hlx::runtime
