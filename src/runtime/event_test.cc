#include "runtime/event.h"

#include <gtest/gtest.h>

#include <thread>

namespace hlx::runtime {
namespace {

TEST(EventTest, CallbacksRunOnceWithTheStatus) {
  auto event = Event::Create();
  EXPECT_FALSE(event->IsReady());
  int before = 0, after = 0;
  event->OnReady([&](const Status& s) {
    ++before;
    EXPECT_EQ(s.code(), StatusCode::kInternal);
  });
  EXPECT_EQ(before, 0);
  ASSERT_TRUE(event->Set(Internal("failed")).ok());
  EXPECT_EQ(before, 1);
  event->OnReady([&](const Status& s) {
    ++after;
    EXPECT_EQ(s.message(), "failed");
  });
  EXPECT_EQ(after, 1);
  EXPECT_EQ(event->Set(Status()).code(), StatusCode::kFailedPrecondition);
  EXPECT_EQ(before, 1);
  EXPECT_EQ(event->Await().code(), StatusCode::kInternal);
}

TEST(EventTest, AwaitWaitsForAnotherThread) {
  auto event = Event::Create();
  std::thread setter([event] { (void)event->Set(Status()); });
  EXPECT_TRUE(event->Await().ok());
  setter.join();
  EXPECT_TRUE(event->IsReady());
  EXPECT_TRUE(Event::Ready()->IsReady());
}

TEST(EventTest, ReadyEventsAreSharedAndStaySet) {
  std::shared_ptr<Event> ok = Event::Ready();
  EXPECT_EQ(ok, Event::Ready());  // no allocation for a call's results
  EXPECT_EQ(ok->Set(Internal("late")).code(), StatusCode::kFailedPrecondition);
  EXPECT_TRUE(Event::Ready()->Await().ok());
  int called = 0;
  ok->OnReady([&](const Status& s) { called += s.ok(); });
  EXPECT_EQ(called, 1);
  std::shared_ptr<Event> failed = Event::Ready(Internal("failed"));
  EXPECT_NE(failed, Event::Ready(Internal("failed")));
  EXPECT_EQ(failed->Await().message(), "failed");
}

}  // namespace
}  // namespace hlx::runtime
