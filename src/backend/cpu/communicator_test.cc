// The communicator of device threads: meetings in group order, once per call even in a loop, groups
// meeting side by side, no member leaving before every member's work is done, and errors instead of
// hangs when a device fails or never arrives.
#include "backend/cpu/communicator.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

namespace hlx::cpu {
namespace {

// Runs `body(device)` on `n` threads, calling Finished for each as it returns.
void OnDevices(Communicator& communicator, int64_t n, const std::function<void(int64_t)>& body) {
  std::vector<std::thread> threads;
  for (int64_t d = 0; d < n; ++d)
    threads.emplace_back([&, d] {
      body(d);
      communicator.Finished();
    });
  for (auto& t : threads) t.join();
}

TEST(Communicator, MembersSeeEachOtherInGroupOrder) {
  constexpr int64_t kDevices = 4;
  Communicator communicator(kDevices);
  const std::vector<int64_t> group = {2, 0, 3, 1};
  std::vector<std::vector<int64_t>> seen(kDevices);
  OnDevices(communicator, kDevices, [&](int64_t d) {
    int64_t value = 100 + d;
    char* const mine[] = {reinterpret_cast<char*>(&value)};
    Status s = communicator.Meet("op", d, group, mine, [&](std::span<const std::span<char* const>> members) {
      for (const auto& m : members) seen[d].push_back(*reinterpret_cast<const int64_t*>(m[0]));
      return Status::Ok();
    });
    EXPECT_TRUE(s.ok()) << s.message();
  });
  for (int64_t d = 0; d < kDevices; ++d) EXPECT_EQ(seen[d], (std::vector<int64_t>{102, 100, 103, 101}));
}

TEST(Communicator, AGroupOfOnePostsNothing) {
  Communicator communicator(2);
  int64_t value = 7, seen = 0;
  char* const mine[] = {reinterpret_cast<char*>(&value)};
  const std::vector<int64_t> alone = {1};
  StatusOr<Communicator::Meeting*> meeting = communicator.Post("one", 1, alone, mine);
  ASSERT_TRUE(meeting.ok());
  EXPECT_EQ(*meeting, nullptr);
  Status s = communicator.Complete(*meeting, mine, [&](std::span<const std::span<char* const>> members) {
    seen = *reinterpret_cast<const int64_t*>(members[0][0]);
    return Status::Ok();
  });
  EXPECT_TRUE(s.ok());
  EXPECT_EQ(seen, 7);
}

TEST(Communicator, AbortEndsAPostedMeetingThatNeverFills) {
  // Device 0 posts and then fails; device 1 never posts but waits elsewhere: no hang, both see errors.
  Communicator communicator(2);
  const std::vector<int64_t> group = {0, 1};
  Status completed, other;
  OnDevices(communicator, 2, [&](int64_t d) {
    int64_t value = d;
    char* const mine[] = {reinterpret_cast<char*>(&value)};
    if (d == 0) {
      StatusOr<Communicator::Meeting*> meeting = communicator.Post("a", d, group, mine);
      ASSERT_TRUE(meeting.ok());
      communicator.Abort(InvalidArgument("device 0 failed"));
      completed = communicator.Complete(*meeting, mine,
                                        [](std::span<const std::span<char* const>>) { return Status::Ok(); });
    } else {
      other = communicator.Meet("b", d, group, mine,
                                [](std::span<const std::span<char* const>>) { return Status::Ok(); });
    }
  });
  EXPECT_EQ(completed.message(), "device 0 failed");
  EXPECT_EQ(other.message(), "device 0 failed");
}

// Three devices meet `rounds` times, each publishing round * 10 + its id, through Meet, or (posted)
// through Post, some work (device 0 the longest, so that the others arrive while it works) and
// Complete. Returns, per device, how many values it saw from another round or another member.
std::vector<int64_t> WrongValuesOverRounds(bool posted, int64_t rounds, Communicator::Waiting waiting) {
  constexpr int64_t kDevices = 3;
  Communicator communicator(kDevices, waiting);
  const std::vector<int64_t> group = {0, 1, 2};
  std::vector<int64_t> wrong(kDevices, 0);
  OnDevices(communicator, kDevices, [&](int64_t d) {
    for (int64_t round = 0; round < rounds; ++round) {
      int64_t value = round * 10 + d;
      char* const mine[] = {reinterpret_cast<char*>(&value)};
      auto check = [&](std::span<const std::span<char* const>> members) {
        for (size_t m = 0; m < members.size(); ++m)
          wrong[d] +=
              *reinterpret_cast<const int64_t*>(members[m][0]) != round * 10 + static_cast<int64_t>(m);
        return Status::Ok();
      };
      Status s;
      if (posted) {
        StatusOr<Communicator::Meeting*> meeting = communicator.Post("async", d, group, mine);
        ASSERT_TRUE(meeting.ok()) << meeting.status().message();
        if (d == 0 && round % 16 == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
        s = communicator.Complete(*meeting, mine, check);
      } else {
        s = communicator.Meet("loop", d, group, mine, check);
      }
      ASSERT_TRUE(s.ok()) << s.message();
      // The others may write into `value`'s neighbours only during the meeting: change it right away.
      value = -1;
    }
  });
  return wrong;
}

// Both ways of waiting, whatever this machine's core count: spinning before sleeping (with more device
// threads than cores too, where the spins time out and the devices sleep) and sleeping at once.
TEST(Communicator, EveryMeetingOfALoopMeetsItsOwnRound) {
  for (auto waiting : {Communicator::Waiting::kSpinFirst, Communicator::Waiting::kSleep})
    EXPECT_EQ(WrongValuesOverRounds(false, 500, waiting), std::vector<int64_t>(3, 0));
}

TEST(Communicator, PostedMeetingCompletesAfterTheDeviceWorkedOn) {
  for (auto waiting : {Communicator::Waiting::kSpinFirst, Communicator::Waiting::kSleep})
    EXPECT_EQ(WrongValuesOverRounds(true, 200, waiting), std::vector<int64_t>(3, 0));
}

class CommunicatorWaiting : public ::testing::TestWithParam<Communicator::Waiting> {};
INSTANTIATE_TEST_SUITE_P(Communicator, CommunicatorWaiting,
                         ::testing::Values(Communicator::Waiting::kSpinFirst, Communicator::Waiting::kSleep),
                         [](const ::testing::TestParamInfo<Communicator::Waiting>& info) {
                           return info.param == Communicator::Waiting::kSpinFirst ? "SpinFirst" : "Sleep";
                         });

TEST_P(CommunicatorWaiting, NoMemberLeavesBeforeEveryMembersWorkIsDone) {
  constexpr int64_t kDevices = 4, kRounds = 200;
  Communicator communicator(kDevices, GetParam());
  const std::vector<int64_t> group = {0, 1, 2, 3};
  std::atomic<int64_t> done{0};
  std::atomic<int64_t> early{0};
  OnDevices(communicator, kDevices, [&](int64_t d) {
    for (int64_t round = 0; round < kRounds; ++round) {
      char* const mine[] = {nullptr};
      ASSERT_TRUE(communicator
                      .Meet("work", d, group, mine,
                            [&](std::span<const std::span<char* const>>) {
                              if (d == round % kDevices) std::this_thread::yield();  // one slow member
                              ++done;
                              return Status::Ok();
                            })
                      .ok());
      early += done.load() < (round + 1) * kDevices;
    }
  });
  EXPECT_EQ(early.load(), 0);
}

TEST(Communicator, DisjointGroupsMeetSideBySide) {
  constexpr int64_t kDevices = 4;
  Communicator communicator(kDevices);
  const std::vector<std::vector<int64_t>> groups = {{0, 2}, {3, 1}};
  std::vector<int64_t> sums(kDevices, 0);
  OnDevices(communicator, kDevices, [&](int64_t d) {
    const std::vector<int64_t>& group = groups[d % 2 == 0 ? 0 : 1];
    int64_t value = 1 << d;
    char* const mine[] = {reinterpret_cast<char*>(&value)};
    ASSERT_TRUE(communicator
                    .Meet("op", d, group, mine,
                          [&](std::span<const std::span<char* const>> members) {
                            for (const auto& m : members) sums[d] += *reinterpret_cast<const int64_t*>(m[0]);
                            return Status::Ok();
                          })
                    .ok());
  });
  EXPECT_EQ(sums, (std::vector<int64_t>{5, 10, 5, 10}));
}

TEST_P(CommunicatorWaiting, AMemberThatNeverArrivesIsAnErrorNotAHang) {
  Communicator communicator(2, GetParam());
  const std::vector<int64_t> group = {0, 1};
  Status waited;
  OnDevices(communicator, 2, [&](int64_t d) {
    if (d == 1) return;  // finishes without meeting
    char* const mine[] = {nullptr};
    waited = communicator.Meet("the op@0x1", d, group, mine, [](std::span<const std::span<char* const>>) {
      ADD_FAILURE() << "a meeting that never filled ran its work";
      return Status::Ok();
    });
  });
  ASSERT_FALSE(waited.ok());
  EXPECT_EQ(waited.message(),
            "error: every running device waits at a collective or channel (the op) for devices that never "
            "arrive");
}

TEST_P(CommunicatorWaiting, AFailedDeviceEndsTheOthersMeetings) {
  Communicator communicator(3, GetParam());
  const std::vector<int64_t> group = {0, 1, 2};
  std::vector<Status> statuses(3);
  OnDevices(communicator, 3, [&](int64_t d) {
    if (d == 2) {
      communicator.Abort(InvalidArgument("device 2 failed"));
      return;
    }
    char* const mine[] = {nullptr};
    statuses[d] = communicator.Meet("op", d, group, mine,
                                    [](std::span<const std::span<char* const>>) { return Status::Ok(); });
  });
  for (int d = 0; d < 2; ++d) {
    ASSERT_FALSE(statuses[d].ok());
    EXPECT_EQ(statuses[d].message(), "device 2 failed");
  }
}

TEST(Communicator, ExchangesTensorsForTheEvaluator) {
  Communicator communicator(2);
  TypeContext types;
  const Type t = types.Tensor(std::vector<int64_t>{2}, types.Element(ElementType::kSI32));
  std::vector<std::vector<Tensor>> got(2);
  OnDevices(communicator, 2, [&](int64_t d) {
    const std::vector<int64_t> group = {1, 0};
    auto all = communicator.Exchange("key", d, group, MakeInts(t, std::vector<int64_t>{d, 10 * d}));
    ASSERT_TRUE(all.ok()) << all.status().message();
    got[d] = std::move(*all);
  });
  for (int d = 0; d < 2; ++d) {
    ASSERT_EQ(got[d].size(), 2u);
    EXPECT_EQ(ReadInts(got[d][0]), (std::vector<int64_t>{1, 10}));
    EXPECT_EQ(ReadInts(got[d][1]), (std::vector<int64_t>{0, 0}));
  }
}

}  // namespace
}  // namespace hlx::cpu
