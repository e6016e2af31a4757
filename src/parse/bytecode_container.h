// The MLIR bytecode container, read without interpreting any dialect: the header, the sections, the
// string, dialect and op-name tables, where each attribute, type and property blob lies, and the IR
// section as a tree of ops, regions and blocks. Internal to src/parse; the dialects (builtin, VHLO,
// Shardy) are read from this by bytecode_reader.cc.
//
// The format is MLIR's (mlir/docs/BytecodeFormat.md), versions 0 to 6. Input is never trusted: every
// count, index, length and offset is checked against the bytes present before it is used, so a count
// can never ask for more memory than the file could describe, and nesting is bounded. The first error
// is kept, with its byte offset in the file and what was expected there.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hlx::bytecode {

// The file being read, and the first error found in it.
class Source {
 public:
  Source(std::string_view data, std::string name) : data_(data), name_(std::move(name)) {}
  std::string_view data() const { return data_; }
  const std::string& name() const { return name_; }

  // Records "NAME: byte OFFSET: error: MESSAGE" unless an error is already recorded; returns false.
  bool Fail(size_t offset, const std::string& message);
  bool failed() const { return failed_; }
  const std::string& error() const { return error_; }

 private:
  std::string_view data_;
  std::string name_;
  std::string error_;
  bool failed_ = false;
};

// Bytes `[begin, end)` of a file.
struct Range {
  size_t begin = 0;
  size_t end = 0;
  size_t size() const { return end - begin; }
};

// Reads the primitives of the format from a range of the file. Every read checks the bytes left and
// reports a shortfall to the Source as "expected WHAT"; reads return false once anything failed.
class ByteReader {
 public:
  ByteReader(Source& source, Range range) : source_(&source), pos_(range.begin), end_(range.end) {}

  size_t offset() const { return pos_; }
  size_t remaining() const { return end_ - pos_; }
  bool empty() const { return pos_ == end_; }
  Source& source() const { return *source_; }
  bool Fail(const std::string& message) const { return source_->Fail(pos_, message); }

  bool Byte(uint8_t& out, const char* what);
  // A prefix varint: the count of trailing zero bits of the first byte is the number of bytes that
  // follow; a first byte of zero is followed by the eight bytes of the value.
  bool VarInt(uint64_t& out, const char* what);
  // A zigzag-encoded varint: (value << 1) ^ (value >> 63).
  bool SignedVarInt(int64_t& out, const char* what);
  // A varint whose low bit is a flag: (value << 1) | flag.
  bool VarIntWithFlag(uint64_t& out, bool& flag, const char* what);
  // A varint that counts items of at least `min_item_bytes` bytes each that follow in this range:
  // fails unless the range can hold that many, so a count never allocates more than the file holds.
  bool Count(uint64_t& out, const char* what, size_t min_item_bytes = 1);
  // A varint that indexes a table of `size` entries.
  bool Index(uint64_t& out, size_t size, const char* what);
  bool Bytes(size_t n, Range& out, const char* what);
  bool Skip(size_t n, const char* what);
  // A string ended by a NUL byte (the NUL is consumed, not returned).
  bool NulTerminated(std::string_view& out, const char* what);
  // Skips 0xCB padding bytes up to an offset (from the start of the file) that is a multiple of
  // `alignment`, a power of two.
  bool AlignTo(uint64_t alignment);
  // A section: an id byte (high bit: aligned), a length, an optional alignment, then the data.
  bool Section(uint8_t& id, Range& data);

 private:
  Source* source_;
  size_t pos_;
  size_t end_;
};

// An attribute or type entry: the dialect that encodes it, and its bytes, which hold either the
// dialect's own encoding or the entry's MLIR text ended by a NUL.
struct Entry {
  uint32_t dialect = 0;
  bool custom = false;
  Range data;
};

struct OpName {
  uint32_t dialect = 0;
  std::string name;                // "dialect.op"
  std::optional<bool> registered;  // from version 5: whether the writer knew the op
};

// Values are numbered in the order the reader defines them (block arguments and op results), from 0.
using ValueId = uint32_t;

struct RawOp;

struct RawBlockArg {
  uint64_t type = 0;            // type index
  std::optional<uint64_t> loc;  // attribute index; none where the writer elided an unknown location
};

struct RawBlock {
  std::vector<RawBlockArg> args;
  ValueId first_arg = 0;
  std::vector<RawOp> ops;
};

struct RawRegion {
  std::vector<RawBlock> blocks;
};

struct RawOp {
  size_t offset = 0;                        // where the op begins in the file
  uint32_t name = 0;                        // index into Container::op_names
  uint64_t loc = 0;                         // attribute index of the location
  std::optional<uint64_t> attrs;            // attribute index of the attribute dictionary
  std::optional<uint32_t> properties;       // index into Container::properties (registered ops)
  std::optional<uint64_t> properties_attr;  // attribute index (ops the writer did not know)
  std::vector<uint64_t> result_types;       // type indices
  ValueId first_result = 0;
  std::vector<ValueId> operands;
  std::vector<uint64_t> successors;  // block indices within the enclosing region
  bool isolated = false;             // regions isolated from above
  std::vector<RawRegion> regions;
};

// A whole file, its tables located and its IR section read into a tree.
struct Container {
  uint64_t version = 0;
  std::string_view producer;
  std::vector<std::string_view> strings;
  std::vector<std::string_view> dialects;
  std::vector<OpName> op_names;
  std::vector<Entry> attrs;
  std::vector<Entry> types;
  std::vector<Range> properties;
  std::vector<std::string_view> resources;  // dialect resource keys, in the order handles index them
  RawBlock top;                             // the ops of the IR section
  ValueId num_values = 0;
};

// The versions of the format this reader accepts.
inline constexpr uint64_t kMinVersion = 0;
inline constexpr uint64_t kMaxVersion = 6;
// Nesting of regions (and, in the dialect readers, of attributes and types) beyond this is rejected.
inline constexpr int kMaxNesting = 200;

// Whether `data` starts with the bytecode magic number `ML\xEFR`.
bool HasMagic(std::string_view data);

// Reads `source`'s data into `out`; false (with the error in `source`) if the data is malformed.
bool ReadContainer(Source& source, Container& out);

}  // namespace hlx::bytecode
