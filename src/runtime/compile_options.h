// The parts of a serialized xla.CompileOptionsProto that hlx reads: the number of replicas and
// partitions and the device assignment, from its ExecutableBuildOptionsProto. Every other field is
// skipped. The reader is a small protobuf wire-format decoder (varints, fixed 32/64-bit and
// length-delimited fields); malformed bytes give INVALID_ARGUMENT naming the byte offset. And the
// protos hlx writes for a PJRT client: a DeviceAssignmentProto, an OpSharding.
//
// Field numbers (xla/pjrt/proto/compile_options.proto, xla/xla_data.proto):
//   CompileOptionsProto          3: executable_build_options, 4: compile_portable_executable
//   ExecutableBuildOptionsProto  4: num_replicas, 5: num_partitions, 9: device_assignment
//   DeviceAssignmentProto        1: replica_count, 2: computation_count, 3: computation_devices
//   ComputationDevice            1: replica_device_ids (repeated int64, packed or not)
//   OpSharding                   at SerializeOpSharding
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sharding/hlo_sharding.h"
#include "support/status.h"

namespace hlx::runtime {

struct CompileOptions {
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  // Device ids, replica-major: device_assignment[r * num_partitions + p]. Empty when the options name
  // none (the client's default assignment is used).
  std::vector<int64_t> device_assignment;
  // The executable runs on whichever device it is launched on.
  bool portable = false;
  // Runs flush denormal floats to zero, as XLA's CPU runtime does (what a PJRT client such as JAX
  // compares hlx with); false keeps IEEE denormals (ProgramOptions::flush_denormals).
  bool flush_denormals = true;
};

StatusOr<CompileOptions> ParseCompileOptions(std::string_view bytes);

// A serialized xla.DeviceAssignmentProto of `num_replicas` x `num_partitions` devices, `device_ids`
// replica-major (device_ids[r * num_partitions + p]), as PJRT_LoadedExecutable_GetDeviceAssignment
// returns it.
std::string SerializeDeviceAssignment(int64_t num_replicas, int64_t num_partitions,
                                      const std::vector<int64_t>& device_ids);

// `sharding` as a serialized xla.OpSharding (xla/xla_data.proto), byte for byte as XLA writes it: what
// a PJRT client reads as an executable's parameter and output shardings.
std::string SerializeOpSharding(const HloSharding& sharding);

}  // namespace hlx::runtime
