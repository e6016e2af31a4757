#include "runtime/event.h"

#include <utility>

namespace hlx::runtime {

std::shared_ptr<Event> Event::Create() { return std::make_shared<Event>(); }

std::shared_ptr<Event> Event::Ready(Status status) {
  if (status.ok()) {
    static const std::shared_ptr<Event> ok = [] {
      auto event = Create();
      (void)event->Set(Status());
      return event;
    }();
    return ok;
  }
  auto event = Create();
  (void)event->Set(std::move(status));
  return event;
}

Status Event::Set(Status status) {
  std::vector<std::function<void(const Status&)>> callbacks;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (ready_.load(std::memory_order_relaxed))
      return Status(StatusCode::kFailedPrecondition, "the event was already set");
    status_ = std::move(status);
    ready_.store(true, std::memory_order_release);
    callbacks.swap(callbacks_);
  }
  set_cv_.notify_all();
  // Once ready_ is set, status_ no longer changes: the callbacks may read it without the lock.
  for (auto& callback : callbacks) callback(status_);
  return Status();
}

bool Event::IsReady() const { return ready_.load(std::memory_order_acquire); }

Status Event::Await() const {
  if (!ready_.load(std::memory_order_acquire)) {
    std::unique_lock<std::mutex> lock(mutex_);
    set_cv_.wait(lock, [this] { return ready_.load(std::memory_order_relaxed); });
  }
  return status_;
}

void Event::OnReady(std::function<void(const Status&)> callback) {
  if (!ready_.load(std::memory_order_acquire)) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!ready_.load(std::memory_order_relaxed)) {
      callbacks_.push_back(std::move(callback));
      return;
    }
  }
  callback(status_);
}

}  // namespace hlx::runtime
