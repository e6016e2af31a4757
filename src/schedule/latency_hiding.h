// The latency-hiding scheduler: orders a device's program so that its collectives overlap compute.
//
// A program that runs on several devices meets the other devices at each collective. Run whole, a
// collective blocks its device until every member has arrived and the data has moved; a device that
// arrives first waits. Split into a start (publish this device's buffers, return at once) and a done
// (wait for the group, move the data), the collective lets the device compute between the two: the
// scheduler hoists each start above the compute before it that it does not depend on, and sinks each done
// below the compute after it that does not depend on it, until the compute so put between them covers
// the collective's estimated time (transfer bytes over the measured in-process copy bandwidth, plus a
// fixed latency for the meeting) or the extra memory that keeping the collective's buffers live longer
// would cost passes the memory limit.
//
// What it keeps: every dependence (a start after the steps that define its operands, a done before the
// steps that read its results, and before any step that writes over one of its operands' bytes, which
// the other devices read until the done); the order of collectives among themselves (starts and dones
// never pass another collective's, so every device meets its groups in the program's order); and
// barriers (steps that may meet other devices or run regions: nothing moves across them).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "schedule/cost_model.h"

namespace hlx::schedule {

// One step of a program, as the scheduler sees it. Values are numbered by the caller; a value that shares
// another's bytes must be given that value's number.
struct ScheduleNode {
  enum class Kind {
    kCompute,     // may move past a collective's start or done
    kCollective,  // split into a start and a done
    kBarrier,     // nothing moves across it
  };
  Kind kind = Kind::kCompute;
  std::vector<int> uses;        // values it reads
  std::vector<int> defines;     // values it writes
  std::vector<int> overwrites;  // values whose bytes it writes over (a result in place of an operand)
  double seconds = 0;           // kCompute: its estimated time; kCollective: its estimated transfer time
  int64_t operand_bytes = 0;    // kCollective: what a later done keeps live
  int64_t result_bytes = 0;     // kCollective: what an earlier start makes live
};

enum class SchedulePhase { kWhole, kStart, kDone };

struct ScheduleEntry {
  int node = 0;
  SchedulePhase phase = SchedulePhase::kWhole;
};

struct LatencyHidingOptions {
  // The most bytes one collective may keep live beyond where it ran whole (its results from an earlier
  // start, its operands until a later done).
  int64_t memory_limit_bytes = int64_t{256} << 20;
};

// The order to run `nodes` in (given in program order): every node once, each collective as a start
// and a done with compute between them, or whole where no compute can go between them.
std::vector<ScheduleEntry> ScheduleLatencyHiding(
    std::span<const ScheduleNode> nodes, const LatencyHidingOptions& options = LatencyHidingOptions());

// The cost model's times: compute from flops and bytes (at assumed per-device rates), a collective's
// transfer from the bytes it moves over the measured in-process copy bandwidth, plus the latency of a
// meeting of the devices.
double ComputeSeconds(const OpCost& cost);
double TransferSeconds(double bytes);
// The in-process copy bandwidth in bytes per second, measured once (an 8 MiB memcpy, the best of 3).
double CopyBandwidth();

}  // namespace hlx::schedule
