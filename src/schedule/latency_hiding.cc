#include "schedule/latency_hiding.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <vector>

namespace hlx::schedule {

namespace {

// Per device: what one device thread sustains in fused kernels and library calls, and the cost of one
// meeting of the devices (waking the threads of a group), in the model.
constexpr double kFlopsPerSecond = 2e10;
constexpr double kMeetingSeconds = 50e-6;

bool Intersects(std::span<const int> a, std::span<const int> b) {
  for (int x : a)
    if (std::find(b.begin(), b.end(), x) != b.end()) return true;
  return false;
}

}  // namespace

double CopyBandwidth() {
  static const double bandwidth = [] {
    const size_t n = size_t{8} << 20;
    std::vector<char> from(n, 1), to(n, 0);
    double best = 0;
    for (int i = 0; i < 3; ++i) {
      const auto start = std::chrono::steady_clock::now();
      std::memcpy(to.data(), from.data(), n);
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (s > 0) best = std::max(best, static_cast<double>(n) / s);
      from[i] = to[n - 1 - i];  // keeps the copies observable
    }
    return best > 0 ? best : 1e10;
  }();
  return bandwidth;
}

double ComputeSeconds(const OpCost& cost) {
  return std::max(cost.flops / kFlopsPerSecond, cost.bytes / CopyBandwidth());
}

double TransferSeconds(double bytes) { return kMeetingSeconds + bytes / CopyBandwidth(); }

std::vector<ScheduleEntry> ScheduleLatencyHiding(std::span<const ScheduleNode> nodes,
                                                 const LatencyHidingOptions& options) {
  std::vector<ScheduleEntry> order;
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i) {
    const ScheduleNode& node = nodes[i];
    if (node.kind != ScheduleNode::Kind::kCollective) {
      order.push_back({i, SchedulePhase::kWhole});
      continue;
    }
    double covered = 0;
    // The start, hoisted above the compute before it that defines none of its operands.
    size_t start = order.size();
    order.push_back({i, SchedulePhase::kStart});
    if (node.result_bytes <= options.memory_limit_bytes) {
      while (start > 0 && covered < node.seconds) {
        const ScheduleEntry& before = order[start - 1];
        const ScheduleNode& other = nodes[before.node];
        if (before.phase != SchedulePhase::kWhole || other.kind != ScheduleNode::Kind::kCompute ||
            Intersects(other.defines, node.uses))
          break;
        covered += other.seconds;
        std::swap(order[start - 1], order[start]);
        --start;
      }
    }
    // The done, sunk below the compute after it that reads none of its results and writes over none of
    // its operands: the nodes that follow, taken while they qualify.
    int next = i + 1;
    if (node.operand_bytes <= options.memory_limit_bytes) {
      while (next < static_cast<int>(nodes.size()) && covered < node.seconds) {
        const ScheduleNode& other = nodes[next];
        if (other.kind != ScheduleNode::Kind::kCompute || Intersects(other.uses, node.defines) ||
            Intersects(other.overwrites, node.uses))
          break;
        covered += other.seconds;
        order.push_back({next, SchedulePhase::kWhole});
        ++next;
      }
    }
    if (covered <= 0) {
      // Nothing (that takes time) to overlap: the collective runs whole, the nodes taken after it.
      order[start].phase = SchedulePhase::kWhole;
    } else {
      order.push_back({i, SchedulePhase::kDone});
    }
    // The nodes taken are placed; the loop goes on after them.
    i = next - 1;
  }
  return order;
}

}  // namespace hlx::schedule
