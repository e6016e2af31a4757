#include "runtime/event.h"

#include <utility>

namespace hlx::runtime {

std::shared_ptr<Event> Event::Create() { return std::make_shared<Event>(); }

std::shared_ptr<Event> Event::Ready(Status status) {
  auto event = Create();
  (void)event->Set(std::move(status));
  return event;
}

Status Event::Set(Status status) {
  std::vector<std::function<void(const Status&)>> callbacks;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_) return Status(StatusCode::kFailedPrecondition, "the event was already set");
    ready_ = true;
    status_ = std::move(status);
    callbacks.swap(callbacks_);
  }
  set_cv_.notify_all();
  // Once ready_ is set, status_ no longer changes: the callbacks may read it without the lock.
  for (auto& callback : callbacks) callback(status_);
  return Status();
}

bool Event::IsReady() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return ready_;
}

Status Event::Await() const {
  std::unique_lock<std::mutex> lock(mutex_);
  set_cv_.wait(lock, [this] { return ready_; });
  return status_;
}

void Event::OnReady(std::function<void(const Status&)> callback) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!ready_) {
      callbacks_.push_back(std::move(callback));
      return;
    }
  }
  callback(status_);
}

}  // namespace hlx::runtime
