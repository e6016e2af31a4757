// The latency-hiding scheduler on small programs: what moves between a collective's start and done,
// and what never does (dependences, other collectives, barriers, the memory limit).
#include "schedule/latency_hiding.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace hlx::schedule {
namespace {

using Kind = ScheduleNode::Kind;

ScheduleNode Compute(std::vector<int> uses, std::vector<int> defines, double seconds = 1e-3) {
  ScheduleNode n;
  n.uses = std::move(uses);
  n.defines = std::move(defines);
  n.seconds = seconds;
  return n;
}

ScheduleNode Collective(std::vector<int> uses, std::vector<int> defines, double seconds = 1.0) {
  ScheduleNode n = Compute(std::move(uses), std::move(defines), seconds);
  n.kind = Kind::kCollective;
  n.operand_bytes = n.result_bytes = 1024;
  return n;
}

// The order as text: "3" for a node run whole, "2s"/"2d" for a collective's start and done.
std::string Text(const std::vector<ScheduleEntry>& order) {
  std::string out;
  for (const ScheduleEntry& e : order) {
    if (!out.empty()) out += " ";
    out += std::to_string(e.node);
    if (e.phase == SchedulePhase::kStart) out += "s";
    if (e.phase == SchedulePhase::kDone) out += "d";
  }
  return out;
}

TEST(LatencyHiding, IndependentComputeGoesBetweenStartAndDone) {
  // 0 defines x; 1 (independent) defines y; 2 all-reduces x into r; 3 (independent) defines z; 4 reads r.
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Compute({}, {1}), Collective({0}, {2}),
                                     Compute({1}, {3}), Compute({2}, {4})};
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes)), "0 2s 1 3 2d 4");
}

TEST(LatencyHiding, NothingToOverlapRunsWhole) {
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Collective({0}, {1}), Compute({1}, {2})};
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes)), "0 1 2");
}

TEST(LatencyHiding, StopsOnceTheTransferIsCovered) {
  // The collective needs 2 ms; each compute node takes 1 ms: two of the three before it are enough.
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Compute({}, {1}),           Compute({}, {2}),
                                     Compute({}, {3}), Collective({0}, {4}, 2e-3), Compute({}, {5})};
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes)), "0 1 4s 2 3 4d 5");
}

TEST(LatencyHiding, NeverPassesAnotherCollectiveOrABarrier) {
  ScheduleNode barrier = Compute({}, {9});
  barrier.kind = Kind::kBarrier;
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Collective({0}, {1}),
                                     Compute({}, {2}), Collective({0}, {3}),
                                     barrier,          Compute({}, {4})};
  // The first collective takes node 2 after it; the second cannot go above the first's done, nor its
  // done below the barrier: it runs whole.
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes)), "0 1s 2 1d 3 4 5");
}

TEST(LatencyHiding, DoneStaysBeforeAStepThatWritesOverItsOperand) {
  // Node 2 writes its result over x (value 0), which the collective reads until its done.
  ScheduleNode in_place = Compute({0}, {3});
  in_place.overwrites = {0};
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Collective({0}, {1}), in_place, Compute({1}, {4})};
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes)), "0 1 2 3");
}

TEST(LatencyHiding, TheMemoryLimitKeepsLargeCollectivesWhole) {
  std::vector<ScheduleNode> nodes = {Compute({}, {0}), Compute({}, {1}), Collective({0}, {2}),
                                     Compute({}, {3})};
  LatencyHidingOptions options;
  options.memory_limit_bytes = 1000;  // below the collective's 1024 bytes either way
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes, options)), "0 1 2 3");
  options.memory_limit_bytes = 1024;
  EXPECT_EQ(Text(ScheduleLatencyHiding(nodes, options)), "0 2s 1 3 2d");
}

TEST(LatencyHiding, TheCostModelGrowsWithBytes) {
  EXPECT_GT(CopyBandwidth(), 1e8);
  EXPECT_GT(TransferSeconds(1e6), TransferSeconds(0));
  EXPECT_GT(TransferSeconds(0), 0);
  EXPECT_GT(ComputeSeconds({2e10, 0}), ComputeSeconds({1e9, 0}));
}

}  // namespace
}  // namespace hlx::schedule
