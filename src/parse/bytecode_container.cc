#include "parse/bytecode_container.h"

#include <bit>
#include <cstring>
#include <limits>

namespace hlx::bytecode {

namespace {

// Section ids of the format.
enum SectionId : uint8_t {
  kStringSection = 0,
  kDialectSection = 1,
  kAttrTypeSection = 2,
  kAttrTypeOffsetSection = 3,
  kIrSection = 4,
  kResourceSection = 5,
  kResourceOffsetSection = 6,
  kDialectVersionSection = 7,
  kPropertiesSection = 8,
  kNumSections = 9,
};

const char* SectionName(int id) {
  static const char* const kNames[kNumSections] = {
      "string",          "dialect",         "attribute/type", "attribute/type offset", "IR", "resource",
      "resource offset", "dialect version", "properties"};
  return kNames[id];
}

// Bits of the mask that begins each op.
enum OpMask : uint8_t {
  kHasAttrs = 1 << 0,
  kHasResults = 1 << 1,
  kHasOperands = 1 << 2,
  kHasSuccessors = 1 << 3,
  kHasInlineRegions = 1 << 4,
  kHasUseListOrders = 1 << 5,
  kHasProperties = 1 << 6,
};

// Versions at which the format changed.
constexpr uint64_t kDialectVersioning = 1;
constexpr uint64_t kLazyLoading = 2;  // isolated regions in sections of their own
constexpr uint64_t kUseListOrdering = 3;
constexpr uint64_t kElideUnknownBlockArgLocation = 4;
constexpr uint64_t kNativePropertiesEncoding = 5;

constexpr ValueId kUndefined = std::numeric_limits<ValueId>::max();

std::string What(const char* what) { return std::string(what); }

}  // namespace

bool Source::Fail(size_t offset, const std::string& message) {
  if (failed_) return false;
  failed_ = true;
  error_ = name_ + ": byte " + std::to_string(offset) + ": error: " + message;
  return false;
}

bool HasMagic(std::string_view data) { return data.size() >= 4 && data.substr(0, 4) == "ML\xEFR"; }

// ---- ByteReader --------------------------------------------------------------------------------

bool ByteReader::Byte(uint8_t& out, const char* what) {
  if (source_->failed()) return false;
  if (pos_ >= end_) return Fail("expected " + What(what) + ", found the end of the data");
  out = static_cast<uint8_t>(source_->data()[pos_++]);
  return true;
}

bool ByteReader::VarInt(uint64_t& out, const char* what) {
  if (source_->failed()) return false;
  if (pos_ >= end_) return Fail("expected " + What(what) + ", found the end of the data");
  const auto* p = reinterpret_cast<const uint8_t*>(source_->data().data()) + pos_;
  uint8_t first = p[0];
  if (first & 1) {
    out = first >> 1;
    ++pos_;
    return true;
  }
  // The number of trailing zero bits is the number of bytes that follow; zero means eight.
  size_t extra = first == 0 ? 8 : static_cast<size_t>(std::countr_zero(first));
  if (remaining() < 1 + extra) {
    return Fail("expected " + What(what) + ": a varint of " + std::to_string(1 + extra) + " bytes, found " +
                std::to_string(remaining()));
  }
  uint64_t value = 0;
  if (first == 0) {
    for (size_t i = 0; i < 8; ++i) value |= uint64_t{p[1 + i]} << (8 * i);
  } else {
    value = first;
    for (size_t i = 1; i <= extra; ++i) value |= uint64_t{p[i]} << (8 * i);
    value >>= extra + 1;
  }
  pos_ += 1 + extra;
  out = value;
  return true;
}

bool ByteReader::SignedVarInt(int64_t& out, const char* what) {
  uint64_t v;
  if (!VarInt(v, what)) return false;
  out = static_cast<int64_t>((v >> 1) ^ (~(v & 1) + 1));
  return true;
}

bool ByteReader::VarIntWithFlag(uint64_t& out, bool& flag, const char* what) {
  uint64_t v;
  if (!VarInt(v, what)) return false;
  flag = (v & 1) != 0;
  out = v >> 1;
  return true;
}

bool ByteReader::Count(uint64_t& out, const char* what, size_t min_item_bytes) {
  size_t at = pos_;
  if (!VarInt(out, what)) return false;
  if (out > remaining() / min_item_bytes) {
    return source_->Fail(at, What(what) + " is " + std::to_string(out) + ", more than the " +
                                 std::to_string(remaining()) + " bytes that follow can hold");
  }
  return true;
}

bool ByteReader::Index(uint64_t& out, size_t size, const char* what) {
  size_t at = pos_;
  if (!VarInt(out, what)) return false;
  if (out >= size) {
    return source_->Fail(at, "expected " + What(what) + ", found index " + std::to_string(out) +
                                 ", out of range (there are " + std::to_string(size) + ")");
  }
  return true;
}

bool ByteReader::Bytes(size_t n, Range& out, const char* what) {
  if (source_->failed()) return false;
  if (n > remaining()) {
    return Fail("expected " + What(what) + " of " + std::to_string(n) + " bytes, found " +
                std::to_string(remaining()));
  }
  out = {pos_, pos_ + n};
  pos_ += n;
  return true;
}

bool ByteReader::Skip(size_t n, const char* what) {
  Range unused;
  return Bytes(n, unused, what);
}

bool ByteReader::NulTerminated(std::string_view& out, const char* what) {
  if (source_->failed()) return false;
  const char* begin = source_->data().data() + pos_;
  const void* nul = std::memchr(begin, 0, remaining());
  if (!nul) return Fail("expected " + What(what) + " ended by a NUL byte, found none");
  size_t n = static_cast<size_t>(static_cast<const char*>(nul) - begin);
  out = std::string_view(begin, n);
  pos_ += n + 1;
  return true;
}

bool ByteReader::AlignTo(uint64_t alignment) {
  if (alignment == 0 || !std::has_single_bit(alignment))
    return Fail("expected a power-of-two alignment, found " + std::to_string(alignment));
  while (pos_ % alignment != 0) {
    uint8_t padding;
    if (!Byte(padding, "an alignment padding byte")) return false;
    if (padding != 0xCB) return source_->Fail(pos_ - 1, "expected an alignment padding byte 0xCB");
  }
  return true;
}

bool ByteReader::Section(uint8_t& id, Range& data) {
  size_t at = pos_;
  uint8_t id_and_aligned;
  uint64_t length;
  if (!Byte(id_and_aligned, "a section id") || !VarInt(length, "a section length")) return false;
  id = id_and_aligned & 0x7F;
  if (id >= kNumSections)
    return source_->Fail(at, "expected a section id below 9, found " + std::to_string(id));
  if (id_and_aligned & 0x80) {
    uint64_t alignment;
    if (!VarInt(alignment, "a section alignment") || !AlignTo(alignment)) return false;
  }
  return Bytes(length, data, "the section's data");
}

// ---- The tables --------------------------------------------------------------------------------

namespace {

class ContainerReader {
 public:
  ContainerReader(Source& source, Container& out) : source_(source), out_(out) {}

  bool Read() {
    std::string_view data = source_.data();
    if (!HasMagic(data)) return source_.Fail(0, "expected the MLIR bytecode magic number 'ML\\xEFR'");
    ByteReader r(source_, {0, data.size()});
    if (!r.Skip(4, "the magic number")) return false;
    size_t version_at = r.offset();
    if (!r.VarInt(out_.version, "the bytecode version")) return false;
    if (out_.version > kMaxVersion) {
      return source_.Fail(version_at, "bytecode version " + std::to_string(out_.version) +
                                          " is newer than the versions this reader supports (" +
                                          std::to_string(kMinVersion) + " to " + std::to_string(kMaxVersion) +
                                          ")");
    }
    if (!r.NulTerminated(out_.producer, "the producer string")) return false;

    while (!r.empty()) {
      size_t at = r.offset();
      uint8_t id;
      Range range;
      if (!r.Section(id, range)) return false;
      if (sections_[id]) return source_.Fail(at, "duplicate " + std::string(SectionName(id)) + " section");
      sections_[id] = range;
    }
    for (int id : {kStringSection, kDialectSection, kAttrTypeSection, kAttrTypeOffsetSection, kIrSection}) {
      if (!sections_[id]) return MissingSection(id);
    }
    if (out_.version >= kNativePropertiesEncoding && !sections_[kPropertiesSection])
      return MissingSection(kPropertiesSection);
    if (sections_[kResourceSection].has_value() != sections_[kResourceOffsetSection].has_value())
      return MissingSection(sections_[kResourceSection] ? kResourceOffsetSection : kResourceSection);

    return ReadStrings(*sections_[kStringSection]) && ReadProperties() &&
           ReadDialects(*sections_[kDialectSection]) && ReadResources() &&
           ReadAttrTypeOffsets(*sections_[kAttrTypeSection], *sections_[kAttrTypeOffsetSection]) &&
           ReadIr(*sections_[kIrSection]);
  }

 private:
  bool MissingSection(int id) {
    return source_.Fail(source_.data().size(),
                        "expected a " + std::string(SectionName(id)) + " section, found none in the file");
  }

  std::string_view Text(Range range) const { return source_.data().substr(range.begin, range.size()); }

  // numStrings, the sizes of the strings in reverse order, then the strings (each with its NUL).
  bool ReadStrings(Range section) {
    ByteReader r(source_, section);
    uint64_t count;
    if (!r.Count(count, "the number of strings")) return false;
    out_.strings.resize(count);
    size_t data_end = section.end;
    for (uint64_t i = count; i-- > 0;) {
      size_t at = r.offset();
      uint64_t size;
      if (!r.VarInt(size, "a string size")) return false;
      if (size == 0 || size > data_end - section.begin)
        return source_.Fail(at, "string size " + std::to_string(size) + " does not fit the string section");
      data_end -= size;
      out_.strings[i] = source_.data().substr(data_end, size - 1);
    }
    if (r.offset() != data_end) {
      return source_.Fail(r.offset(), "expected the string data right after the string sizes, found " +
                                          std::to_string(data_end - std::min(data_end, r.offset())) +
                                          " bytes between them");
    }
    return true;
  }

  // count, then `count` blobs (a varint size and the bytes).
  bool ReadProperties() {
    if (!sections_[kPropertiesSection] || sections_[kPropertiesSection]->size() == 0) return true;
    ByteReader r(source_, *sections_[kPropertiesSection]);
    uint64_t count;
    if (!r.Count(count, "the number of property blobs")) return false;
    out_.properties.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      uint64_t size;
      Range blob;
      if (!r.VarInt(size, "the size of a property blob") || !r.Bytes(size, blob, "a property blob"))
        return false;
      out_.properties.push_back(blob);
    }
    if (!r.empty()) return r.Fail("unexpected bytes after the last property blob");
    return true;
  }

  // The dialect names (with optional version sections), then the op names grouped by dialect.
  bool ReadDialects(Range section) {
    ByteReader r(source_, section);
    uint64_t count;
    if (!r.Count(count, "the number of dialects")) return false;
    for (uint64_t i = 0; i < count; ++i) {
      uint64_t name;
      bool has_version = false;
      if (out_.version < kDialectVersioning) {
        if (!r.Index(name, out_.strings.size(), "a dialect name string")) return false;
      } else {
        size_t at = r.offset();
        if (!r.VarIntWithFlag(name, has_version, "a dialect name string")) return false;
        if (name >= out_.strings.size())
          return source_.Fail(at, "dialect name string " + std::to_string(name) + " is out of range");
      }
      if (has_version) {
        size_t at = r.offset();
        uint8_t id;
        Range version;
        if (!r.Section(id, version)) return false;
        if (id != kDialectVersionSection) return source_.Fail(at, "expected a dialect version section");
      }
      out_.dialects.push_back(out_.strings[name]);
    }
    if (out_.version >= kElideUnknownBlockArgLocation) {
      uint64_t num_ops;
      if (!r.Count(num_ops, "the number of op names")) return false;
      out_.op_names.reserve(num_ops);
    }
    while (!r.empty()) {
      uint64_t dialect, n;
      if (!r.Index(dialect, out_.dialects.size(), "the dialect of an op-name group") ||
          !r.Count(n, "the number of op names in a group"))
        return false;
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t name;
        OpName op;
        op.dialect = static_cast<uint32_t>(dialect);
        if (out_.version < kNativePropertiesEncoding) {
          if (!r.Index(name, out_.strings.size(), "an op name string")) return false;
        } else {
          size_t at = r.offset();
          bool registered;
          if (!r.VarIntWithFlag(name, registered, "an op name string")) return false;
          if (name >= out_.strings.size())
            return source_.Fail(at, "op name string " + std::to_string(name) + " is out of range");
          op.registered = registered;
        }
        std::string_view short_name = out_.strings[name];
        op.name = std::string(out_.dialects[dialect]);
        if (!short_name.empty()) op.name += "." + std::string(short_name);
        out_.op_names.push_back(std::move(op));
      }
    }
    return true;
  }

  // Resources are not interpreted; the keys of dialect resources name the handles that
  // dense_resource attributes refer to.
  bool ReadResources() {
    if (!sections_[kResourceSection]) return true;
    ByteReader data(source_, *sections_[kResourceSection]);
    ByteReader r(source_, *sections_[kResourceOffsetSection]);
    auto group = [&](bool keep_keys) {
      uint64_t n;
      if (!r.Count(n, "the number of resources in a group")) return false;
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t key, size;
        uint8_t kind;
        if (!r.Index(key, out_.strings.size(), "a resource key string") ||
            !r.VarInt(size, "a resource size") || !r.Byte(kind, "a resource kind") ||
            !data.Skip(size, "a resource"))
          return false;
        if (keep_keys) out_.resources.push_back(out_.strings[key]);
      }
      return true;
    };
    uint64_t external;
    if (!r.Count(external, "the number of external resource groups")) return false;
    for (uint64_t i = 0; i < external; ++i) {
      uint64_t key;
      if (!r.Index(key, out_.strings.size(), "a resource group key string") || !group(false)) return false;
    }
    while (!r.empty()) {
      uint64_t dialect;
      if (!r.Index(dialect, out_.dialects.size(), "the dialect of a resource group") || !group(true))
        return false;
    }
    return true;
  }

  // numAttrs, numTypes, then groups (dialect, count, sizes with a custom-encoding flag) that lay the
  // entries out one after another in the attribute/type section.
  bool ReadAttrTypeOffsets(Range data, Range offsets) {
    ByteReader r(source_, offsets);
    uint64_t num_attrs, num_types;
    if (!r.Count(num_attrs, "the number of attributes") || !r.Count(num_types, "the number of types"))
      return false;
    size_t cursor = data.begin;
    auto entries = [&](std::vector<Entry>& out, uint64_t total, const char* what) {
      out.reserve(total);
      while (out.size() < total) {
        size_t at = r.offset();
        uint64_t dialect, n;
        if (!r.Index(dialect, out_.dialects.size(), "the dialect of an attribute/type group") ||
            !r.VarInt(n, "the number of entries in an attribute/type group"))
          return false;
        if (n > total - out.size()) {
          return source_.Fail(at, std::string("a group of ") + what + " has " + std::to_string(n) +
                                      " entries, more than the " + std::to_string(total - out.size()) +
                                      " left");
        }
        for (uint64_t i = 0; i < n; ++i) {
          size_t entry_at = r.offset();
          uint64_t size;
          bool custom;
          if (!r.VarIntWithFlag(size, custom, "the size of an attribute/type entry")) return false;
          if (size > data.end - cursor) {
            return source_.Fail(entry_at, "an attribute/type entry of " + std::to_string(size) +
                                              " bytes runs past the end of the attribute/type section");
          }
          out.push_back({static_cast<uint32_t>(dialect), custom, {cursor, cursor + size}});
          cursor += size;
        }
      }
      return true;
    };
    if (!entries(out_.attrs, num_attrs, "attributes") || !entries(out_.types, num_types, "types"))
      return false;
    if (!r.empty()) return r.Fail("unexpected bytes after the attribute/type offsets");
    return true;
  }

  // ---- The IR section ----

  // The values visible in an isolated-from-above region: each enclosing region reserves a slice.
  struct Scope {
    std::vector<ValueId> values;
    std::vector<size_t> next;  // the next value to define, per region being read
  };

  bool ReadIr(Range section) {
    ByteReader r(source_, section);
    scopes_.emplace_back();
    scopes_.back().next.push_back(0);
    // The top-level block: its ops define no values (as MLIR's reader, which reserves none there).
    return ReadBlock(r, out_.top, /*num_blocks=*/1, /*region_has_values=*/false);
  }

  bool ReserveIds(uint64_t n, ValueId& first) {
    if (n > std::numeric_limits<ValueId>::max() - 1 - out_.num_values)
      return source_.Fail(0, "the file defines too many values");
    first = out_.num_values;
    out_.num_values += static_cast<ValueId>(n);
    return true;
  }

  // Makes the next `n` value slots of the current region refer to values first..first+n-1.
  bool DefineValues(ByteReader& r, ValueId first, uint64_t n) {
    Scope& scope = scopes_.back();
    size_t& next = scope.next.back();
    if (n > scope.values.size() - next) {
      return r.Fail("the region defines more values than the " + std::to_string(scope.values.size()) +
                    " it declared");
    }
    for (uint64_t i = 0; i < n; ++i) scope.values[next++] = first + static_cast<ValueId>(i);
    return true;
  }

  // Use-list orders only restore the order of use lists, which hlx does not keep: they are skipped.
  bool SkipUseListOrders(ByteReader& r, uint64_t range_size) {
    uint64_t n = 1;
    if (range_size > 1 && !r.Count(n, "the number of use-list orders")) return false;
    for (uint64_t i = 0; i < n; ++i) {
      uint64_t index, count;
      bool pairs;
      if (range_size > 1 && !r.VarInt(index, "a use-list value index")) return false;
      if (!r.VarIntWithFlag(count, pairs, "the length of a use-list order")) return false;
      if (count > r.remaining()) return r.Fail("a use-list order is longer than the data that follows");
      for (uint64_t j = 0; j < count; ++j)
        if (!r.VarInt(index, "a use-list index")) return false;
    }
    return true;
  }

  bool ReadRegion(ByteReader& r, RawRegion& region) {
    uint64_t num_blocks;
    if (!r.Count(num_blocks, "the number of blocks of a region")) return false;
    if (num_blocks == 0) return true;
    uint64_t num_values;
    if (!r.Count(num_values, "the number of values a region defines")) return false;
    Scope& scope = scopes_.back();
    size_t base = scope.values.size();
    scope.values.resize(base + num_values, kUndefined);
    scope.next.push_back(base);
    region.blocks.resize(num_blocks);
    for (RawBlock& block : region.blocks)
      if (!ReadBlock(r, block, num_blocks, num_values > 0)) return false;
    Scope& after = scopes_.back();
    after.values.resize(base);
    after.next.pop_back();
    return true;
  }

  // A block: (numOps << 1) | hasArgs, the arguments, then the ops.
  bool ReadBlock(ByteReader& r, RawBlock& block, uint64_t num_blocks, bool region_has_values) {
    uint64_t num_ops;
    bool has_args;
    size_t at = r.offset();
    if (!r.VarIntWithFlag(num_ops, has_args, "a block header")) return false;
    if (num_ops > r.remaining() / 3)
      return source_.Fail(
          at, "a block of " + std::to_string(num_ops) + " ops does not fit the data that follows");
    if (has_args) {
      uint64_t num_args;
      if (!r.Count(num_args, "the number of block arguments")) return false;
      block.args.resize(num_args);
      for (RawBlockArg& arg : block.args) {
        if (out_.version >= kElideUnknownBlockArgLocation) {
          size_t type_at = r.offset();
          bool has_loc;
          if (!r.VarIntWithFlag(arg.type, has_loc, "a block argument type")) return false;
          if (arg.type >= out_.types.size())
            return source_.Fail(type_at,
                                "block argument type " + std::to_string(arg.type) + " is out of range");
          if (has_loc) {
            uint64_t loc;
            if (!r.Index(loc, out_.attrs.size(), "a block argument location")) return false;
            arg.loc = loc;
          }
        } else {
          uint64_t loc;
          if (!r.Index(arg.type, out_.types.size(), "a block argument type") ||
              !r.Index(loc, out_.attrs.size(), "a block argument location"))
            return false;
          arg.loc = loc;
        }
      }
      if (!ReserveIds(num_args, block.first_arg) || !DefineValues(r, block.first_arg, num_args)) return false;
      if (out_.version >= kUseListOrdering) {
        uint8_t has_orders;
        if (!r.Byte(has_orders, "the block's use-list flag")) return false;
        if (has_orders && !SkipUseListOrders(r, num_args)) return false;
      }
    }
    block.ops.resize(num_ops);
    for (RawOp& op : block.ops)
      if (!ReadOp(r, op, num_blocks, region_has_values)) return false;
    return true;
  }

  bool ReadOp(ByteReader& r, RawOp& op, uint64_t num_blocks, bool region_has_values) {
    op.offset = r.offset();
    uint64_t name;
    uint8_t mask;
    if (!r.Index(name, out_.op_names.size(), "an op name") || !r.Byte(mask, "the op's encoding mask"))
      return false;
    op.name = static_cast<uint32_t>(name);
    if (mask & 0x80) return source_.Fail(r.offset() - 1, "unknown bits in the op's encoding mask");
    if (!r.Index(op.loc, out_.attrs.size(), "the op's location")) return false;
    if (mask & kHasAttrs) {
      uint64_t attrs;
      if (!r.Index(attrs, out_.attrs.size(), "the op's attribute dictionary")) return false;
      op.attrs = attrs;
    }
    if (mask & kHasProperties) {
      const std::optional<bool>& registered = out_.op_names[name].registered;
      if (!registered) return r.Fail("op properties before bytecode version 5");
      uint64_t index;
      if (*registered) {
        if (!r.Index(index, out_.properties.size(), "the op's properties")) return false;
        op.properties = static_cast<uint32_t>(index);
      } else {
        if (!r.Index(index, out_.attrs.size(), "the op's properties attribute")) return false;
        op.properties_attr = index;
      }
    }
    if (mask & kHasResults) {
      uint64_t n;
      if (!r.Count(n, "the number of results")) return false;
      op.result_types.resize(n);
      for (uint64_t& type : op.result_types)
        if (!r.Index(type, out_.types.size(), "a result type")) return false;
    }
    if (mask & kHasOperands) {
      uint64_t n;
      if (!r.Count(n, "the number of operands")) return false;
      op.operands.resize(n);
      const Scope& scope = scopes_.back();
      for (ValueId& operand : op.operands) {
        size_t at = r.offset();
        uint64_t index;
        if (!r.Index(index, scope.values.size(), "an operand value")) return false;
        if (scope.values[index] == kUndefined) {
          return source_.Fail(at, "operand value " + std::to_string(index) +
                                      " is used before it is defined (forward references are not supported)");
        }
        operand = scope.values[index];
      }
    }
    if (mask & kHasSuccessors) {
      uint64_t n;
      if (!r.Count(n, "the number of successors")) return false;
      op.successors.resize(n);
      for (uint64_t& successor : op.successors)
        if (!r.Index(successor, num_blocks, "a successor block")) return false;
    }
    if ((mask & kHasUseListOrders) && out_.version >= kUseListOrdering &&
        !SkipUseListOrders(r, op.result_types.size()))
      return false;
    uint64_t num_regions = 0;
    if (mask & kHasInlineRegions) {
      if (!r.VarIntWithFlag(num_regions, op.isolated, "the op's region count")) return false;
      if (num_regions > r.remaining())
        return r.Fail("the op has more regions than the data that follows can hold");
    }
    if (!ReserveIds(op.result_types.size(), op.first_result)) return false;
    if (region_has_values && !DefineValues(r, op.first_result, op.result_types.size())) return false;
    if (num_regions == 0) return true;

    if (++depth_ > kMaxNesting)
      return r.Fail("regions nested more than " + std::to_string(kMaxNesting) + " deep");
    op.regions.resize(num_regions);
    bool ok = true;
    if (op.isolated) {
      scopes_.emplace_back();
      if (out_.version >= kLazyLoading) {
        size_t at = r.offset();
        uint8_t id;
        Range section;
        ok = r.Section(id, section);
        if (ok && id != kIrSection) ok = source_.Fail(at, "expected an IR section holding the op's regions");
        ByteReader inner(source_, section);
        for (size_t i = 0; ok && i < op.regions.size(); ++i) ok = ReadRegion(inner, op.regions[i]);
      } else {
        for (size_t i = 0; ok && i < op.regions.size(); ++i) ok = ReadRegion(r, op.regions[i]);
      }
      scopes_.pop_back();
    } else {
      for (size_t i = 0; ok && i < op.regions.size(); ++i) ok = ReadRegion(r, op.regions[i]);
    }
    --depth_;
    return ok;
  }

  Source& source_;
  Container& out_;
  std::optional<Range> sections_[kNumSections];
  std::vector<Scope> scopes_;
  int depth_ = 0;
};

}  // namespace

bool ReadContainer(Source& source, Container& out) { return ContainerReader(source, out).Read(); }

}  // namespace hlx::bytecode
