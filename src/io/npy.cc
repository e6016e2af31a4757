// NumPy .npy and .npz reading and writing; see npy.h for the formats and the element type mapping.
#include "io/npy.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <set>

#include "support/check.h"

#ifdef HLX_HAVE_ZLIB
#include <zlib.h>
#endif

namespace hlx {

static_assert(std::endian::native == std::endian::little, "hlx's storage format is little-endian");

namespace {

constexpr std::string_view kNpyMagic = "\x93NUMPY";
constexpr int kNpyAlign = 64;
// NumPy leaves room in the header for the growth axis to reach this many digits.
constexpr int kGrowthAxisMaxDigits = 21;

uint64_t GetLE(std::string_view data, size_t offset, int bytes) {
  uint64_t v = 0;
  for (int i = bytes - 1; i >= 0; --i) v = (v << 8) | static_cast<uint8_t>(data[offset + i]);
  return v;
}

void PutLE(std::string& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
}

std::string Quote(std::string_view s) { return "'" + std::string(s) + "'"; }

// ---- element types ---------------------------------------------------------------------------------

// The element type NumPy's descr `kind` + `size` denotes, if hlx has one. Raw `V` data reads as unsigned.
std::optional<ElementType> ElementForDescr(char kind, int size) {
  switch (kind) {
    case 'b':
      if (size == 1) return ElementType::kI1;
      break;
    case 'i':
      if (size == 1) return ElementType::kSI8;
      if (size == 2) return ElementType::kSI16;
      if (size == 4) return ElementType::kSI32;
      if (size == 8) return ElementType::kSI64;
      break;
    case 'u':
    case 'V':
      if (size == 1) return ElementType::kUI8;
      if (size == 2) return ElementType::kUI16;
      if (size == 4) return ElementType::kUI32;
      if (size == 8) return ElementType::kUI64;
      break;
    case 'f':
      if (size == 2) return ElementType::kF16;
      if (size == 4) return ElementType::kF32;
      if (size == 8) return ElementType::kF64;
      break;
    case 'c':
      if (size == 8) return ElementType::kC64;
      if (size == 16) return ElementType::kC128;
      break;
  }
  return std::nullopt;
}

// Types that NumPy cannot express: written as raw integers, read back by ConvertRawElements.
bool IsRawCarried(ElementType e) {
  const ElementInfo& info = GetElementInfo(e);
  if (e == ElementType::kIndex) return true;
  if (info.category == ElementCategory::kSigned || info.category == ElementCategory::kUnsigned)
    return info.bit_width < 8;
  return info.small_float != nullptr && e != ElementType::kF16;
}

std::string DescrFor(ElementType e) {
  const ElementInfo& info = GetElementInfo(e);
  int bytes = ElementStorageBytes(e);
  std::string size = std::to_string(bytes);
  char order = bytes == 1 ? '|' : '<';
  if (e == ElementType::kI1) return "|b1";
  if (e == ElementType::kF16 || e == ElementType::kF32 || e == ElementType::kF64) return order + ("f" + size);
  if (IsComplex(e)) return "<c" + size;
  if (info.category == ElementCategory::kSigned) return order + ("i" + size);
  // Unsigned integers, and the raw storage of small floats.
  return order + ("u" + size);
}

// ---- .npy header -----------------------------------------------------------------------------------

struct NpyHeader {
  std::string descr;
  bool fortran_order = false;
  std::vector<int64_t> shape;
};

// Parses the Python dict literal of a .npy header: `{'descr': '<f4', 'fortran_order': False,
// 'shape': (2, 3), }`, then only whitespace.
class HeaderParser {
 public:
  HeaderParser(std::string_view text, std::string_view name) : text_(text), name_(name) {}

  StatusOr<NpyHeader> Parse() {
    NpyHeader header;
    bool seen_descr = false, seen_fortran = false, seen_shape = false;
    SkipSpace();
    if (!Consume('{')) return Error("expected '{' to begin the header dictionary");
    while (true) {
      SkipSpace();
      if (Consume('}')) break;
      HLX_ASSIGN_OR_RETURN(std::string key, ParseString());
      SkipSpace();
      if (!Consume(':')) return Error("expected ':' after " + Quote(key));
      SkipSpace();
      bool* seen = key == "descr"           ? &seen_descr
                   : key == "fortran_order" ? &seen_fortran
                   : key == "shape"         ? &seen_shape
                                            : nullptr;
      if (!seen) return Error("unexpected key " + Quote(key));
      if (*seen) return Error("key " + Quote(key) + " appears twice");
      *seen = true;
      if (key == "descr") {
        if (Peek() == '[') return Unimplemented(std::string(name_) + ": structured dtypes are not supported");
        HLX_ASSIGN_OR_RETURN(header.descr, ParseString());
      } else if (key == "fortran_order") {
        HLX_ASSIGN_OR_RETURN(header.fortran_order, ParseBool());
      } else {
        HLX_ASSIGN_OR_RETURN(header.shape, ParseShape());
      }
      SkipSpace();
      if (Consume('}')) break;
      if (!Consume(',')) return Error("expected ',' or '}' in the header dictionary");
    }
    SkipSpace();
    if (pos_ != text_.size()) return Error("unexpected text after the header dictionary");
    if (!seen_descr || !seen_fortran || !seen_shape)
      return Error("the header lacks " + std::string(!seen_descr     ? "'descr'"
                                                     : !seen_fortran ? "'fortran_order'"
                                                                     : "'shape'"));
    return header;
  }

 private:
  Status Error(const std::string& what) const {
    return InvalidArgument(std::string(name_) + ": bad .npy header at offset " + std::to_string(pos_) + ": " +
                           what);
  }
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool Consume(char c) {
    if (Peek() != c || pos_ >= text_.size()) return false;
    ++pos_;
    return true;
  }
  void SkipSpace() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\t' || text_[pos_] == '\r'))
      ++pos_;
  }
  StatusOr<std::string> ParseString() {
    char quote = Peek();
    if (quote != '\'' && quote != '"') return Error("expected a quoted string");
    size_t start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != quote) {
      if (text_[pos_] == '\\') return Error("escapes in strings are not supported");
      ++pos_;
    }
    if (pos_ >= text_.size()) return Error("unterminated string");
    return std::string(text_.substr(start, pos_++ - start));
  }
  StatusOr<bool> ParseBool() {
    if (text_.substr(pos_).starts_with("True")) {
      pos_ += 4;
      return true;
    }
    if (text_.substr(pos_).starts_with("False")) {
      pos_ += 5;
      return false;
    }
    return Error("expected True or False");
  }
  StatusOr<std::vector<int64_t>> ParseShape() {
    std::vector<int64_t> shape;
    if (!Consume('(')) return Error("expected '(' to begin the shape");
    while (true) {
      SkipSpace();
      if (Consume(')')) break;
      int64_t dim = 0;
      const char* begin = text_.data() + pos_;
      auto [end, ec] = std::from_chars(begin, text_.data() + text_.size(), dim);
      if (ec == std::errc::result_out_of_range) return Error("dimension too large");
      if (ec != std::errc() || dim < 0) return Error("expected a non-negative dimension");
      pos_ += end - begin;
      Consume('L');  // Python 2 long integers
      shape.push_back(dim);
      if (shape.size() > 4096) return Error("too many dimensions");
      SkipSpace();
      if (Consume(')')) break;
      if (!Consume(',')) return Error("expected ',' or ')' in the shape");
    }
    return shape;
  }

  std::string_view text_;
  std::string_view name_;
  size_t pos_ = 0;
};

// Product of `shape`, or an error when it overflows.
StatusOr<int64_t> CountElements(const std::vector<int64_t>& shape, std::string_view name) {
  int64_t count = 1;
  for (int64_t d : shape)
    if (__builtin_mul_overflow(count, d, &count))
      return InvalidArgument(std::string(name) + ": the shape's element count overflows");
  return count;
}

std::string ShapeRepr(const std::vector<int64_t>& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ',';
  return s + ")";
}

// Reorders column-major (Fortran) elements of `shape` into row-major order.
std::string FortranToRowMajor(std::string_view data, const std::vector<int64_t>& shape, int width) {
  size_t rank = shape.size();
  int64_t count = static_cast<int64_t>(data.size()) / width;
  std::vector<int64_t> fortran_stride(rank), index(rank, 0);
  int64_t stride = 1;
  for (size_t k = 0; k < rank; ++k) {
    fortran_stride[k] = stride;
    stride *= shape[k];
  }
  std::string out(data.size(), '\0');
  int64_t source = 0;
  for (int64_t i = 0; i < count; ++i) {
    std::memcpy(out.data() + i * width, data.data() + source * width, width);
    // Advance the row-major index (last dimension fastest) and the column-major offset with it.
    for (size_t k = rank; k-- > 0;) {
      source += fortran_stride[k];
      if (++index[k] < shape[k]) break;
      source -= fortran_stride[k] * shape[k];
      index[k] = 0;
    }
  }
  return out;
}

// ---- CRC-32 (zip's: polynomial 0xEDB88320, reflected) -----------------------------------------------

uint32_t Crc32(std::string_view data) {
  static const auto table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  uint32_t crc = 0xFFFFFFFFu;
  for (char ch : data) crc = table[(crc ^ static_cast<uint8_t>(ch)) & 0xFF] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

// ---- zip -------------------------------------------------------------------------------------------

constexpr uint32_t kLocalHeaderSig = 0x04034b50;
constexpr uint32_t kCentralHeaderSig = 0x02014b50;
constexpr uint32_t kEndSig = 0x06054b50;
constexpr uint32_t kZip64EndSig = 0x06064b50;
constexpr uint32_t kZip64LocatorSig = 0x07064b50;
constexpr size_t kLocalHeaderSize = 30, kCentralHeaderSize = 46, kEndSize = 22, kZip64EndSize = 56,
                 kZip64LocatorSize = 20;
constexpr uint64_t kMax32 = 0xFFFFFFFFu;
constexpr uint16_t kZip64ExtraTag = 0x0001;
constexpr uint16_t kDosDate = (0 << 9) | (1 << 5) | 1;  // 1980-01-01, the earliest a zip can say

#ifdef HLX_HAVE_ZLIB
StatusOr<std::string> Inflate(std::string_view in, uint64_t size, const std::string& where) {
  z_stream zs{};
  if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) return Internal(where + ": cannot start zlib");
  std::string out;
  size_t in_done = 0, produced = 0;
  Status status;
  while (true) {
    if (zs.avail_in == 0 && in_done < in.size()) {
      size_t chunk = std::min<size_t>(in.size() - in_done, size_t{1} << 30);
      zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data() + in_done));
      zs.avail_in = static_cast<uInt>(chunk);
      in_done += chunk;
    }
    if (produced == out.size()) {
      // Grow by doubling, never past one byte more than declared (which detects overlong streams).
      uint64_t limit = size + 1;
      size_t next = static_cast<size_t>(std::min<uint64_t>(limit, std::max<size_t>(2 * out.size(), 1 << 16)));
      if (next == out.size()) {
        status = InvalidArgument(where + ": inflates to more than the declared " + std::to_string(size) +
                                 " bytes");
        break;
      }
      out.resize(next);
    }
    size_t room = std::min<size_t>(out.size() - produced, size_t{1} << 30);
    zs.next_out = reinterpret_cast<Bytef*>(out.data() + produced);
    zs.avail_out = static_cast<uInt>(room);
    int ret = inflate(&zs, Z_NO_FLUSH);
    produced += room - zs.avail_out;
    if (ret == Z_STREAM_END) break;
    if (ret == Z_BUF_ERROR && zs.avail_in == 0 && in_done == in.size()) {
      status = InvalidArgument(where + ": the deflated data is truncated");
      break;
    }
    if (ret != Z_OK && ret != Z_BUF_ERROR) {
      status = InvalidArgument(where + ": corrupt deflated data (" + (zs.msg ? zs.msg : "zlib error") + ")");
      break;
    }
  }
  inflateEnd(&zs);
  if (!status.ok()) return status;
  if (produced != size)
    return InvalidArgument(where + ": inflates to " + std::to_string(produced) + " bytes, not the declared " +
                           std::to_string(size));
  out.resize(produced);
  return out;
}
#endif

// The zip64 extended information in `extra`: replaces each of the fields that holds the 32-bit
// marker, in the spec's order (uncompressed size, compressed size, local header offset).
Status ReadZip64Extra(std::string_view extra, uint64_t* usize, uint64_t* csize, uint64_t* offset,
                      const std::string& where) {
  size_t p = 0;
  while (p + 4 <= extra.size()) {
    uint64_t tag = GetLE(extra, p, 2), len = GetLE(extra, p + 2, 2);
    p += 4;
    if (len > extra.size() - p) return InvalidArgument(where + ": an extra field overruns its header");
    if (tag == kZip64ExtraTag) {
      std::string_view field = extra.substr(p, len);
      size_t q = 0;
      for (uint64_t* value : {usize, csize, offset}) {
        if (!value || *value != kMax32) continue;
        if (q + 8 > field.size()) return InvalidArgument(where + ": the zip64 extra field is too short");
        *value = GetLE(field, q, 8);
        q += 8;
      }
      return Status::Ok();
    }
    p += len;
  }
  return Status::Ok();
}

void WriteLocalHeader(std::string& out, std::string_view name, uint32_t crc, uint64_t size, bool zip64) {
  std::string extra;
  if (zip64) {
    PutLE(extra, kZip64ExtraTag, 2);
    PutLE(extra, 16, 2);
    PutLE(extra, size, 8);
    PutLE(extra, size, 8);
  }
  bool utf8 = std::any_of(name.begin(), name.end(), [](char c) { return static_cast<uint8_t>(c) >= 0x80; });
  PutLE(out, kLocalHeaderSig, 4);
  PutLE(out, zip64 ? 45 : 20, 2);  // version needed to extract
  PutLE(out, utf8 ? 0x800 : 0, 2);
  PutLE(out, 0, 2);  // stored
  PutLE(out, 0, 2);  // time
  PutLE(out, kDosDate, 2);
  PutLE(out, crc, 4);
  PutLE(out, zip64 ? kMax32 : size, 4);
  PutLE(out, zip64 ? kMax32 : size, 4);
  PutLE(out, name.size(), 2);
  PutLE(out, extra.size(), 2);
  out += name;
  out += extra;
}

}  // namespace

int64_t HostArray::NumElements() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

// ---- .npy ------------------------------------------------------------------------------------------

StatusOr<HostArray> ReadNpy(std::string_view data, std::string_view name,
                            std::optional<ElementType> expected) {
  std::string where(name);
  auto truncated = [&](const std::string& what) {
    return InvalidArgument(where + ": truncated .npy file (" + what + ")");
  };
  if (data.size() < kNpyMagic.size() || !data.starts_with(kNpyMagic)) {
    if (kNpyMagic.starts_with(data)) return truncated("in the magic string");
    return InvalidArgument(where + ": not a .npy file (it does not start with \\x93NUMPY)");
  }
  if (data.size() < 8) return truncated("in the version");
  int major = static_cast<uint8_t>(data[6]), minor = static_cast<uint8_t>(data[7]);
  if (major < 1 || major > 3 || minor != 0)
    return Unimplemented(where + ": .npy format version " + std::to_string(major) + "." +
                         std::to_string(minor) + " is not supported (1.0, 2.0 and 3.0 are)");
  size_t length_bytes = major == 1 ? 2 : 4;
  if (data.size() < 8 + length_bytes) return truncated("in the header length");
  uint64_t header_length = GetLE(data, 8, static_cast<int>(length_bytes));
  size_t header_start = 8 + length_bytes;
  if (header_length > data.size() - header_start)
    return truncated("the header says it has " + std::to_string(header_length) + " bytes, " +
                     std::to_string(data.size() - header_start) + " remain");
  HeaderParser parser(data.substr(header_start, header_length), name);
  HLX_ASSIGN_OR_RETURN(NpyHeader header, parser.Parse());

  // The descr: an optional byte order, a kind, a size in bytes.
  std::string_view descr = header.descr;
  char order = '=';
  if (!descr.empty() && (descr[0] == '<' || descr[0] == '>' || descr[0] == '|' || descr[0] == '=')) {
    order = descr[0];
    descr.remove_prefix(1);
  }
  int size = 0;
  std::optional<ElementType> element;
  if (descr.size() >= 2) {
    auto [end, ec] = std::from_chars(descr.data() + 1, descr.data() + descr.size(), size);
    if (ec == std::errc() && end == descr.data() + descr.size()) element = ElementForDescr(descr[0], size);
  }
  if (!element)
    return Unimplemented(where + ": the .npy element type " + Quote(header.descr) +
                         " is not supported (booleans, integers, floats and complex numbers are)");
  HostArray array;
  array.element = *element;
  array.shape = header.shape;
  HLX_ASSIGN_OR_RETURN(int64_t count, CountElements(array.shape, where));
  size_t data_start = header_start + header_length;
  size_t available = data.size() - data_start;
  // `available / size` bounds the count before any multiplication or allocation.
  if (static_cast<uint64_t>(count) > available / static_cast<size_t>(size))
    return truncated("shape " + ShapeRepr(array.shape) + " of " + Quote(header.descr) + " needs " +
                     std::to_string(count) + " elements, the data holds " + std::to_string(available / size));
  size_t byte_count = static_cast<size_t>(count) * size;
  std::string_view payload = data.substr(data_start, byte_count);

  if (header.fortran_order && array.shape.size() > 1)
    array.bytes = FortranToRowMajor(payload, array.shape, size);
  else
    array.bytes = std::string(payload);

  // Big-endian data: reverse each number (each part of a complex number).
  int part = IsComplex(array.element) ? size / 2 : size;
  if (order == '>' && part > 1 && descr[0] != 'V')
    for (size_t i = 0; i < array.bytes.size(); i += part)
      std::reverse(array.bytes.begin() + i, array.bytes.begin() + i + part);
  if (array.element == ElementType::kI1)
    for (char& c : array.bytes) c = c != 0;
  if (expected) HLX_RETURN_IF_ERROR(ConvertRawElements(array, *expected, name));
  return array;
}

std::string WriteNpy(const HostArray& array) {
  HLX_CHECK_MSG(
      array.bytes.size() == static_cast<size_t>(array.NumElements()) * ElementStorageBytes(array.element),
      "a HostArray's bytes do not match its shape");
  std::string dict = "{'descr': " + Quote(DescrFor(array.element)) +
                     ", 'fortran_order': False, 'shape': " + ShapeRepr(array.shape) + ", }";
  if (!array.shape.empty()) dict.append(kGrowthAxisMaxDigits - std::to_string(array.shape[0]).size(), ' ');
  // Pad with spaces and a final newline so that the data starts at a multiple of 64 bytes; like NumPy,
  // a header that would end exactly on the boundary gets a whole line of padding.
  auto wrap = [&](int length_bytes) {
    size_t prefix = kNpyMagic.size() + 2 + length_bytes;
    size_t pad = kNpyAlign - (prefix + dict.size() + 1) % kNpyAlign;
    return dict.size() + pad + 1;
  };
  size_t header_length = wrap(2);
  int length_bytes = header_length <= 0xFFFF ? 2 : 4;
  if (length_bytes == 4) header_length = wrap(4);
  std::string out(kNpyMagic);
  out += static_cast<char>(length_bytes == 2 ? 1 : 2);
  out += '\0';
  PutLE(out, header_length, length_bytes);
  out += dict;
  out.append(header_length - dict.size() - 1, ' ');
  out += '\n';
  out += array.bytes;
  return out;
}

Status ConvertRawElements(HostArray& array, ElementType expected, std::string_view name) {
  if (array.element == expected) return Status::Ok();
  const ElementInfo& from = GetElementInfo(array.element);
  const ElementInfo& to = GetElementInfo(expected);
  if (!IsRawCarried(expected) || !IsInteger(array.element) ||
      ElementStorageBytes(array.element) != ElementStorageBytes(expected))
    return InvalidArgument(std::string(name) + ": holds " + from.mnemonic + " data where " + to.mnemonic +
                           " is expected");
  int bits = to.bit_width;
  if (bits < 8) {
    for (size_t i = 0; i < array.bytes.size(); ++i) {
      auto byte = static_cast<uint8_t>(array.bytes[i]);
      bool ok = byte < (1u << bits);
      if (to.category == ElementCategory::kSigned) {
        int value = static_cast<int8_t>(byte);
        int low = -(1 << (bits - 1)), high = (1 << (bits - 1)) - 1;
        if (value >= low && value <= high)
          ok = true;
        else if (ok && from.category == ElementCategory::kUnsigned)  // the bare bits: sign-extend them
          array.bytes[i] = static_cast<char>(byte >= (1u << (bits - 1)) ? byte | (0xFFu << bits) : byte);
        else
          ok = false;
      }
      if (!ok)
        return InvalidArgument(std::string(name) + ": element " + std::to_string(i) + " (" +
                               std::to_string(from.category == ElementCategory::kSigned
                                                  ? static_cast<int>(static_cast<int8_t>(byte))
                                                  : static_cast<int>(byte)) +
                               ") does not fit in " + to.mnemonic);
    }
  }
  array.element = expected;
  return Status::Ok();
}

// ---- .npz ------------------------------------------------------------------------------------------

bool NpzSupportsDeflate() {
#ifdef HLX_HAVE_ZLIB
  return true;
#else
  return false;
#endif
}

StatusOr<NamedArrays> ReadNpz(std::string_view data, std::string_view name) {
  std::string where(name);
  auto bad = [&](const std::string& what) { return InvalidArgument(where + ": " + what); };
  // The end of central directory record: the last one, searched for through a trailing comment.
  if (data.size() < kEndSize) return bad("too short for a .npz (zip) archive");
  size_t end = std::string_view::npos;
  size_t lowest = data.size() - kEndSize >= 0xFFFF ? data.size() - kEndSize - 0xFFFF : 0;
  for (size_t p = data.size() - kEndSize + 1; p-- > lowest;) {
    if (GetLE(data, p, 4) == kEndSig && p + kEndSize + GetLE(data, p + 20, 2) <= data.size()) {
      end = p;
      break;
    }
  }
  if (end == std::string_view::npos)
    return bad("truncated or not a .npz (zip) archive: no end of central directory");
  uint64_t disk = GetLE(data, end + 4, 2), cd_disk = GetLE(data, end + 6, 2);
  uint64_t entries = GetLE(data, end + 10, 2), disk_entries = GetLE(data, end + 8, 2);
  uint64_t cd_size = GetLE(data, end + 12, 4), cd_offset = GetLE(data, end + 16, 4);
  size_t cd_limit = end;  // the central directory ends before this
  if (end >= kZip64LocatorSize && GetLE(data, end - kZip64LocatorSize, 4) == kZip64LocatorSig) {
    size_t locator = end - kZip64LocatorSize;
    uint64_t record = GetLE(data, locator + 8, 8);
    if (record > locator || locator - record < kZip64EndSize || GetLE(data, record, 4) != kZip64EndSig)
      return bad("corrupt zip64 end of central directory locator");
    disk = GetLE(data, record + 16, 4);
    cd_disk = GetLE(data, record + 20, 4);
    disk_entries = GetLE(data, record + 24, 8);
    entries = GetLE(data, record + 32, 8);
    cd_size = GetLE(data, record + 40, 8);
    cd_offset = GetLE(data, record + 48, 8);
    cd_limit = record;
  }
  if (disk != 0 || cd_disk != 0 || disk_entries != entries)
    return Unimplemented(where + ": multi-volume zip archives are not supported");
  if (cd_offset > cd_limit || cd_size > cd_limit - cd_offset)
    return bad("truncated or corrupt: the central directory lies outside the file");
  if (entries > cd_size / kCentralHeaderSize)
    return bad("corrupt: more entries than the central directory holds");

  NamedArrays arrays;
  arrays.reserve(entries);
  std::set<std::string> names;
  std::string_view cd = data.substr(cd_offset, cd_size);
  size_t p = 0;
  for (uint64_t i = 0; i < entries; ++i) {
    std::string entry_where = where + ": zip entry " + std::to_string(i);
    if (cd.size() - p < kCentralHeaderSize || GetLE(cd, p, 4) != kCentralHeaderSig)
      return bad("corrupt central directory at entry " + std::to_string(i));
    uint64_t flags = GetLE(cd, p + 8, 2), method = GetLE(cd, p + 10, 2);
    auto crc = static_cast<uint32_t>(GetLE(cd, p + 16, 4));
    uint64_t csize = GetLE(cd, p + 20, 4), usize = GetLE(cd, p + 24, 4);
    size_t name_len = GetLE(cd, p + 28, 2), extra_len = GetLE(cd, p + 30, 2),
           comment_len = GetLE(cd, p + 32, 2);
    uint64_t offset = GetLE(cd, p + 42, 4);
    if (cd.size() - p - kCentralHeaderSize < name_len + extra_len + comment_len)
      return bad("corrupt central directory at entry " + std::to_string(i));
    std::string member(cd.substr(p + kCentralHeaderSize, name_len));
    std::string member_where = where + " member " + Quote(member);
    HLX_RETURN_IF_ERROR(ReadZip64Extra(cd.substr(p + kCentralHeaderSize + name_len, extra_len), &usize,
                                       &csize, &offset, member_where));
    p += kCentralHeaderSize + name_len + extra_len + comment_len;
    if (flags & 1) return Unimplemented(member_where + ": encrypted members are not supported");
    // The local header, which the data follows; its sizes may be zero (data descriptor), so the central
    // directory's are used.
    if (offset > cd_offset || cd_offset - offset < kLocalHeaderSize ||
        GetLE(data, offset, 4) != kLocalHeaderSig)
      return InvalidArgument(member_where + ": corrupt or missing local header");
    uint64_t data_start =
        offset + kLocalHeaderSize + GetLE(data, offset + 26, 2) + GetLE(data, offset + 28, 2);
    if (data_start > cd_offset || csize > cd_offset - data_start)
      return InvalidArgument(member_where + ": truncated: its data runs past the central directory");
    std::string_view raw = data.substr(data_start, csize);
    std::string inflated;
    if (method == 0) {
      if (csize != usize) return InvalidArgument(member_where + ": stored sizes disagree");
    } else if (method == 8) {
#ifdef HLX_HAVE_ZLIB
      HLX_ASSIGN_OR_RETURN(inflated, Inflate(raw, usize, member_where));
      raw = inflated;
#else
      return Unimplemented(member_where + ": deflated members need zlib, and hlx was built without it");
#endif
    } else {
      return Unimplemented(member_where + ": compression method " + std::to_string(method) +
                           " is not supported (stored and deflate are)");
    }
    if (Crc32(raw) != crc) return InvalidArgument(member_where + ": CRC-32 mismatch (corrupt data)");
    std::string key = member.ends_with(".npy") ? member.substr(0, member.size() - 4) : member;
    if (!names.insert(key).second)
      return InvalidArgument(member_where + ": a second array named " + Quote(key));
    HLX_ASSIGN_OR_RETURN(HostArray array, ReadNpy(raw, member_where));
    arrays.emplace_back(std::move(key), std::move(array));
  }
  return arrays;
}

std::string WriteNpz(const NamedArrays& arrays, bool force_zip64) {
  std::string out, cd;
  for (const auto& [key, array] : arrays) {
    std::string name = key + ".npy";
    std::string npy = WriteNpy(array);
    uint32_t crc = Crc32(npy);
    uint64_t offset = out.size(), size = npy.size();
    bool zip64_size = force_zip64 || size >= kMax32, zip64_offset = force_zip64 || offset >= kMax32;
    WriteLocalHeader(out, name, crc, size, zip64_size);
    out += npy;

    std::string extra;
    if (zip64_size || zip64_offset) {
      PutLE(extra, kZip64ExtraTag, 2);
      PutLE(extra, (zip64_size ? 16 : 0) + (zip64_offset ? 8 : 0), 2);
      if (zip64_size) {
        PutLE(extra, size, 8);
        PutLE(extra, size, 8);
      }
      if (zip64_offset) PutLE(extra, offset, 8);
    }
    bool zip64 = !extra.empty();
    PutLE(cd, kCentralHeaderSig, 4);
    PutLE(cd, zip64 ? 45 : 20, 2);            // version made by
    PutLE(cd, zip64 ? 45 : 20, 2);            // version needed to extract
    PutLE(cd, GetLE(out, offset + 6, 2), 2);  // flags, as in the local header
    PutLE(cd, 0, 2);
    PutLE(cd, 0, 2);
    PutLE(cd, kDosDate, 2);
    PutLE(cd, crc, 4);
    PutLE(cd, zip64_size ? kMax32 : size, 4);
    PutLE(cd, zip64_size ? kMax32 : size, 4);
    PutLE(cd, name.size(), 2);
    PutLE(cd, extra.size(), 2);
    PutLE(cd, 0, 2);  // comment length
    PutLE(cd, 0, 2);  // disk
    PutLE(cd, 0, 2);  // internal attributes
    PutLE(cd, 0, 4);  // external attributes
    PutLE(cd, zip64_offset ? kMax32 : offset, 4);
    cd += name;
    cd += extra;
  }
  uint64_t cd_offset = out.size(), cd_size = cd.size(), entries = arrays.size();
  out += cd;
  bool zip64 = force_zip64 || entries >= 0xFFFF || cd_offset >= kMax32 || cd_size >= kMax32;
  if (zip64) {
    uint64_t record = out.size();
    PutLE(out, kZip64EndSig, 4);
    PutLE(out, kZip64EndSize - 12, 8);  // the record's size after this field
    PutLE(out, 45, 2);
    PutLE(out, 45, 2);
    PutLE(out, 0, 4);
    PutLE(out, 0, 4);
    PutLE(out, entries, 8);
    PutLE(out, entries, 8);
    PutLE(out, cd_size, 8);
    PutLE(out, cd_offset, 8);
    PutLE(out, kZip64LocatorSig, 4);
    PutLE(out, 0, 4);
    PutLE(out, record, 8);
    PutLE(out, 1, 4);
  }
  PutLE(out, kEndSig, 4);
  PutLE(out, 0, 2);
  PutLE(out, 0, 2);
  PutLE(out, zip64 ? 0xFFFF : entries, 2);
  PutLE(out, zip64 ? 0xFFFF : entries, 2);
  PutLE(out, zip64 ? kMax32 : cd_size, 4);
  PutLE(out, zip64 ? kMax32 : cd_offset, 4);
  PutLE(out, 0, 2);
  return out;
}

// ---- files -----------------------------------------------------------------------------------------

StatusOr<NamedArrays> ReadArraysFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return NotFound("cannot open " + path + ": " + std::strerror(errno));
  std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return InvalidArgument("cannot read " + path);
  if (data.starts_with(kNpyMagic)) {
    HLX_ASSIGN_OR_RETURN(HostArray array, ReadNpy(data, path));
    NamedArrays arrays;
    arrays.emplace_back(std::filesystem::path(path).stem().string(), std::move(array));
    return arrays;
  }
  if (data.starts_with("PK\x03\x04") || data.starts_with("PK\x05\x06")) return ReadNpz(data, path);
  return InvalidArgument(path + ": neither a .npy file nor a .npz archive");
}

Status WriteArraysFile(const std::string& path, const NamedArrays& arrays) {
  std::string data;
  if (path.ends_with(".npy")) {
    if (arrays.size() != 1)
      return InvalidArgument("a .npy file holds one array; " + std::to_string(arrays.size()) +
                             " were to be written to " + path + " (use .npz)");
    data = WriteNpy(arrays[0].second);
  } else {
    std::set<std::string> names;
    for (const auto& named : arrays)
      if (!names.insert(named.first).second)
        return InvalidArgument("two arrays named " + Quote(named.first) + " were to be written to " + path);
    data = WriteNpz(arrays);
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return NotFound("cannot create " + path + ": " + std::strerror(errno));
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  out.close();
  if (!out) return ResourceExhausted("cannot write " + path + ": " + std::strerror(errno));
  return Status::Ok();
}

}  // namespace hlx
