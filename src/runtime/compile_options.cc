#include "runtime/compile_options.h"

#include <string>
#include <vector>

namespace hlx::runtime {
namespace {

enum WireType { kVarint = 0, kFixed64 = 1, kLengthDelimited = 2, kFixed32 = 5 };

struct Field {
  uint64_t number = 0;
  int wire_type = 0;
  uint64_t value = 0;     // varint and fixed fields
  std::string_view data;  // length-delimited fields
};

// Reads the fields of one message in order. `base` is the message's offset in the whole input, so
// errors name offsets in the bytes the caller passed.
class WireReader {
 public:
  WireReader(std::string_view bytes, size_t base) : bytes_(bytes), base_(base) {}

  bool done() const { return pos_ >= bytes_.size(); }
  size_t offset() const { return base_ + pos_; }

  StatusOr<uint64_t> Varint() {
    uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos_ >= bytes_.size()) return Error("a varint runs past the end");
      uint8_t byte = static_cast<uint8_t>(bytes_[pos_++]);
      value |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return value;
    }
    return Error("a varint is longer than 10 bytes");
  }

  StatusOr<Field> Next() {
    Field field;
    HLX_ASSIGN_OR_RETURN(uint64_t key, Varint());
    field.number = key >> 3;
    field.wire_type = static_cast<int>(key & 7);
    if (field.number == 0) return Error("field number 0");
    switch (field.wire_type) {
      case kVarint: {
        HLX_ASSIGN_OR_RETURN(field.value, Varint());
        return field;
      }
      case kFixed64:
      case kFixed32: {
        size_t n = field.wire_type == kFixed64 ? 8 : 4;
        if (bytes_.size() - pos_ < n) return Error("a fixed-width field runs past the end");
        for (size_t i = 0; i < n; ++i)
          field.value |= uint64_t{static_cast<uint8_t>(bytes_[pos_ + i])} << (8 * i);
        pos_ += n;
        return field;
      }
      case kLengthDelimited: {
        HLX_ASSIGN_OR_RETURN(uint64_t length, Varint());
        if (length > bytes_.size() - pos_) return Error("a length-delimited field runs past the end");
        field.data = bytes_.substr(pos_, length);
        data_offset_ = base_ + pos_;
        pos_ += length;
        return field;
      }
      default:
        return Error("unsupported wire type " + std::to_string(field.wire_type) + " (field " +
                     std::to_string(field.number) + ")");
    }
  }

  // Where the data of the last length-delimited field began.
  size_t data_offset() const { return data_offset_; }

  Status Error(const std::string& what) const {
    return InvalidArgument("compile options: byte " + std::to_string(offset()) +
                           ": malformed protobuf: " + what);
  }

 private:
  std::string_view bytes_;
  size_t base_;
  size_t pos_ = 0;
  size_t data_offset_ = 0;
};

// A field that holds an int64 as a varint: the value, or an error if the field has another wire type.
StatusOr<int64_t> IntField(const Field& field, const WireReader& reader, const char* name) {
  if (field.wire_type != kVarint) return reader.Error(std::string(name) + " is not a varint");
  return static_cast<int64_t>(field.value);
}

// ComputationDevice: the device of each replica for one computation (partition).
StatusOr<std::vector<int64_t>> ParseComputationDevice(std::string_view bytes, size_t base) {
  std::vector<int64_t> ids;
  WireReader reader(bytes, base);
  while (!reader.done()) {
    HLX_ASSIGN_OR_RETURN(Field field, reader.Next());
    if (field.number != 1) continue;
    if (field.wire_type == kVarint) {
      ids.push_back(static_cast<int64_t>(field.value));
    } else if (field.wire_type == kLengthDelimited) {  // packed
      WireReader packed(field.data, reader.data_offset());
      while (!packed.done()) {
        HLX_ASSIGN_OR_RETURN(uint64_t id, packed.Varint());
        ids.push_back(static_cast<int64_t>(id));
      }
    } else {
      return reader.Error("replica_device_ids is neither a varint nor packed varints");
    }
  }
  return ids;
}

// DeviceAssignmentProto into `options.device_assignment` (replica-major).
Status ParseDeviceAssignment(std::string_view bytes, size_t base, CompileOptions& options) {
  int64_t replica_count = 0, computation_count = 0;
  std::vector<std::vector<int64_t>> computations;
  WireReader reader(bytes, base);
  while (!reader.done()) {
    HLX_ASSIGN_OR_RETURN(Field field, reader.Next());
    if (field.number == 1) {
      HLX_ASSIGN_OR_RETURN(replica_count, IntField(field, reader, "replica_count"));
    } else if (field.number == 2) {
      HLX_ASSIGN_OR_RETURN(computation_count, IntField(field, reader, "computation_count"));
    } else if (field.number == 3) {
      if (field.wire_type != kLengthDelimited) return reader.Error("computation_devices is not a message");
      HLX_ASSIGN_OR_RETURN(auto ids, ParseComputationDevice(field.data, reader.data_offset()));
      computations.push_back(std::move(ids));
    }
  }
  if (computations.empty()) return Status();
  if (static_cast<int64_t>(computations.size()) != computation_count)
    return InvalidArgument("compile options: the device assignment has " +
                           std::to_string(computations.size()) + " computations, but computation_count is " +
                           std::to_string(computation_count));
  for (const auto& ids : computations) {
    if (static_cast<int64_t>(ids.size()) != replica_count)
      return InvalidArgument("compile options: a computation of the device assignment has " +
                             std::to_string(ids.size()) + " devices, but replica_count is " +
                             std::to_string(replica_count));
  }
  options.device_assignment.assign(static_cast<size_t>(replica_count * computation_count), 0);
  for (int64_t p = 0; p < computation_count; ++p)
    for (int64_t r = 0; r < replica_count; ++r)
      options.device_assignment[r * computation_count + p] = computations[p][r];
  if (options.num_replicas != replica_count || options.num_partitions != computation_count)
    return InvalidArgument("compile options: the device assignment is " + std::to_string(replica_count) +
                           " replicas x " + std::to_string(computation_count) +
                           " partitions, but the build options say " + std::to_string(options.num_replicas) +
                           " x " + std::to_string(options.num_partitions));
  return Status();
}

Status ParseBuildOptions(std::string_view bytes, size_t base, CompileOptions& options) {
  std::string_view assignment;
  size_t assignment_offset = 0;
  WireReader reader(bytes, base);
  while (!reader.done()) {
    HLX_ASSIGN_OR_RETURN(Field field, reader.Next());
    if (field.number == 4) {
      HLX_ASSIGN_OR_RETURN(options.num_replicas, IntField(field, reader, "num_replicas"));
    } else if (field.number == 5) {
      HLX_ASSIGN_OR_RETURN(options.num_partitions, IntField(field, reader, "num_partitions"));
    } else if (field.number == 9) {
      if (field.wire_type != kLengthDelimited) return reader.Error("device_assignment is not a message");
      assignment = field.data;
      assignment_offset = reader.data_offset();
    }
  }
  // Proto3 leaves zeros out: an absent count is the default of one.
  if (options.num_replicas == 0) options.num_replicas = 1;
  if (options.num_partitions == 0) options.num_partitions = 1;
  if (options.num_replicas < 0 || options.num_partitions < 0)
    return InvalidArgument("compile options: negative num_replicas or num_partitions");
  // The assignment is read last: it is checked against the counts, wherever they were in the bytes.
  return ParseDeviceAssignment(assignment, assignment_offset, options);
}

}  // namespace

StatusOr<CompileOptions> ParseCompileOptions(std::string_view bytes) {
  CompileOptions options;
  WireReader reader(bytes, 0);
  while (!reader.done()) {
    HLX_ASSIGN_OR_RETURN(Field field, reader.Next());
    if (field.number == 3) {
      if (field.wire_type != kLengthDelimited)
        return reader.Error("executable_build_options is not a message");
      HLX_RETURN_IF_ERROR(ParseBuildOptions(field.data, reader.data_offset(), options));
    } else if (field.number == 4 && field.wire_type == kVarint) {
      options.portable = field.value != 0;
    }
  }
  return options;
}

namespace {

void PutVarint(std::string& out, uint64_t value) {
  while (value >= 0x80) {
    out.push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  out.push_back(static_cast<char>(value));
}

void PutKey(std::string& out, uint64_t number, WireType type) { PutVarint(out, number << 3 | type); }

void PutBytes(std::string& out, uint64_t number, std::string_view bytes) {
  PutKey(out, number, kLengthDelimited);
  PutVarint(out, bytes.size());
  out += bytes;
}

// A repeated integer field, packed (nothing where `values` is empty).
template <typename Int>
void PutPacked(std::string& out, uint64_t number, const std::vector<Int>& values) {
  if (values.empty()) return;
  std::string packed;
  for (Int v : values) PutVarint(packed, static_cast<uint64_t>(v));
  PutBytes(out, number, packed);
}

}  // namespace

std::string SerializeDeviceAssignment(int64_t num_replicas, int64_t num_partitions,
                                      const std::vector<int64_t>& device_ids) {
  std::string out;
  PutKey(out, 1, kVarint);
  PutVarint(out, static_cast<uint64_t>(num_replicas));
  PutKey(out, 2, kVarint);
  PutVarint(out, static_cast<uint64_t>(num_partitions));
  for (int64_t p = 0; p < num_partitions; ++p) {
    std::string ids;  // ComputationDevice.replica_device_ids, packed
    for (int64_t r = 0; r < num_replicas; ++r)
      PutVarint(ids, static_cast<uint64_t>(device_ids[static_cast<size_t>(r * num_partitions + p)]));
    std::string device;
    PutKey(device, 1, kLengthDelimited);
    PutVarint(device, ids.size());
    device += ids;
    PutKey(out, 3, kLengthDelimited);
    PutVarint(out, device.size());
    out += device;
  }
  return out;
}

// xla.OpSharding: 1 type (REPLICATED 0, MAXIMAL 1, TUPLE 2, OTHER 3, MANUAL 4, UNKNOWN 5),
// 3 tile_assignment_dimensions, 4 tile_assignment_devices, 5 tuple_shardings,
// 6 replicate_on_last_tile_dim, 8 last_tile_dims (types), 9 iota_reshape_dims, 10 iota_transpose_perm;
// written in field order, with REPLICATED as the empty message, as XLA writes them.
std::string SerializeOpSharding(const HloSharding& sharding) {
  enum Type : uint64_t { kReplicated = 0, kMaximal = 1, kTuple = 2, kOther = 3, kManual = 4, kUnknown = 5 };
  std::string out;
  auto put_type = [&](Type type) {
    PutKey(out, 1, kVarint);
    PutVarint(out, type);
  };
  switch (sharding.kind) {
    case HloSharding::Kind::kReplicated:
      break;
    case HloSharding::Kind::kMaximal:
      put_type(kMaximal);
      PutPacked(out, 4, std::vector<int64_t>{sharding.device});
      break;
    case HloSharding::Kind::kManual:
      put_type(kManual);
      break;
    case HloSharding::Kind::kUnknown:
      put_type(kUnknown);
      break;
    case HloSharding::Kind::kTuple:
      put_type(kTuple);
      for (const HloSharding& element : sharding.elements) PutBytes(out, 5, SerializeOpSharding(element));
      break;
    case HloSharding::Kind::kTiled: {
      put_type(kOther);
      PutPacked(out, 3, sharding.tile_dims);
      PutPacked(out, 4, sharding.devices);
      const bool replicate_last =
          sharding.subgroups.size() == 1 && sharding.subgroups[0] == HloSharding::Subgroup::kReplicated;
      if (replicate_last) {
        PutKey(out, 6, kVarint);
        PutVarint(out, 1);
      } else {
        std::vector<uint64_t> types;
        for (HloSharding::Subgroup s : sharding.subgroups)
          types.push_back(s == HloSharding::Subgroup::kManual ? kManual : kReplicated);
        PutPacked(out, 8, types);
      }
      if (!sharding.iota_reshape.empty()) {
        PutPacked(out, 9, sharding.iota_reshape);
        std::vector<int64_t> perm = sharding.iota_transpose;
        if (perm.empty())
          for (size_t i = 0; i < sharding.iota_reshape.size(); ++i) perm.push_back(static_cast<int64_t>(i));
        PutPacked(out, 10, perm);
      }
      break;
    }
  }
  return out;
}

}  // namespace hlx::runtime
