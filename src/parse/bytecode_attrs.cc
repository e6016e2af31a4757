#include "parse/bytecode_attrs.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "ir/printer.h"
#include "parse/parser.h"
#include "parse/text_reader.h"
#include "support/float_formats.h"

namespace hlx::bytecode {

namespace {

// The builtin dialect's attribute and type codes (BuiltinDialectBytecode.td).
enum BuiltinAttrCode : uint64_t {
  kArrayAttr = 0,
  kDictionaryAttr = 1,
  kStringAttr = 2,
  kStringAttrWithType = 3,
  kFlatSymbolRefAttr = 4,
  kSymbolRefAttr = 5,
  kTypeAttr = 6,
  kUnitAttr = 7,
  kIntegerAttr = 8,
  kFloatAttr = 9,
  kCallSiteLoc = 10,
  kFileLineColLoc = 11,
  kFusedLoc = 12,
  kFusedLocWithMetadata = 13,
  kNameLoc = 14,
  kUnknownLoc = 15,
  kDenseResourceElementsAttr = 16,
  kDenseArrayAttr = 17,
  kDenseIntOrFPElementsAttr = 18,
  kFileLineColRange = 22,
};

enum BuiltinTypeCode : uint64_t {
  kIntegerType = 0,
  kIndexType = 1,
  kFunctionType = 2,
  kBFloat16Type = 3,
  kFloat16Type = 4,
  kFloat32Type = 5,
  kFloat64Type = 6,
  kComplexType = 9,
  kNoneType = 12,
  kRankedTensorType = 13,
  kRankedTensorTypeWithEncoding = 14,
  kTupleType = 15,
};

// The VHLO dialect's attribute and type codes (StableHLO's VhloBytecode.cpp).
enum VhloAttrCode : uint64_t {
  kVhloArray = 1,
  kVhloBoolean = 2,
  kVhloComparisonDirection = 3,
  kVhloComparisonType = 4,
  kVhloCustomCallApiVersion = 5,
  kVhloDictionary = 6,
  kVhloFftType = 7,
  kVhloFloat = 8,
  kVhloInteger = 9,
  kVhloOutputOperandAlias = 10,
  kVhloPrecision = 11,
  kVhloRngAlgorithm = 12,
  kVhloRngDistribution = 13,
  kVhloString = 14,
  kVhloTensor = 15,
  kVhloTranspose = 16,
  kVhloType = 17,
  kVhloTypeExtensions = 18,
  kVhloResultAccuracyMode = 19,
  kVhloResultAccuracy = 20,
};

enum VhloTypeCode : uint64_t {
  kVhloComplexType = 1,
  kVhloFunctionType = 8,
  kVhloRankedTensorType = 20,
  kVhloRankedTensorTypeWithEncoding = 21,
  kVhloTokenType = 22,
  kVhloTupleType = 23,
  kVhloUniformQuantizedType = 24,
  kVhloUniformQuantizedPerAxisType = 30,
  kVhloNoneType = 33,
};

// VHLO's element types by code.
struct VhloElement {
  uint64_t code;
  ElementType type;
};
constexpr VhloElement kVhloElements[] = {
    {0, ElementType::kI1},          {2, ElementType::kBF16},        {3, ElementType::kF16},
    {4, ElementType::kF32},         {5, ElementType::kF64},         {6, ElementType::kF8E4M3FN},
    {7, ElementType::kF8E5M2},      {9, ElementType::kIndex},       {10, ElementType::kSI4},
    {11, ElementType::kSI8},        {12, ElementType::kSI16},       {13, ElementType::kSI32},
    {14, ElementType::kSI64},       {15, ElementType::kUI4},        {16, ElementType::kUI8},
    {17, ElementType::kUI16},       {18, ElementType::kUI32},       {19, ElementType::kUI64},
    {27, ElementType::kF8E4M3FNUZ}, {28, ElementType::kF8E5M2FNUZ}, {29, ElementType::kF8E4M3B11FNUZ},
    {31, ElementType::kSI2},        {32, ElementType::kUI2},        {34, ElementType::kTF32},
    {35, ElementType::kF8E4M3},     {36, ElementType::kF8E3M4},     {37, ElementType::kF4E2M1FN},
    {38, ElementType::kF6E2M3FN},   {39, ElementType::kF6E3M2FN},   {40, ElementType::kF8E8M0FNU},
};

// Shardy's attribute codes (shardy/dialect/sdy/ir/bytecode.td) and how MLIR prints each: the codes with
// a `<...>` body print as `#sdy.NAME<...>`, the others as `#sdy<NAME...>`.
enum SdyCode : int8_t {
  kSdyNone = -1,
  kSdyManualAxes = 0,
  kSdyMeshAxis = 1,
  kSdyMesh = 2,
  kSdySubAxisInfo = 3,
  kSdyAxisRef = 4,
  kSdyDimensionSharding = 5,
  kSdyTensorShardingV1 = 6,
  kSdyShardingPerValueV1 = 7,
  kSdyDimMapping = 8,
  kSdyTensorMapping = 9,
  kSdyOpShardingRule = 10,
  kSdyAxisRefList = 11,
  kSdyListOfAxisRefLists = 12,
  kSdyAllToAllParam = 13,
  kSdyAllToAllParamList = 14,
  kSdyTensorShardingV2 = 15,
  kSdyShardingPerValueV2 = 16,
  kSdyTensorShardingV3 = 17,
};
constexpr const char* kSdyNames[] = {"manual_axes",
                                     "mesh_axis",
                                     "mesh",
                                     "sub_axis_info",
                                     "axis_ref",
                                     "dimension_sharding",
                                     "sharding",
                                     "sharding_per_value",
                                     "dim_mapping",
                                     "tensor_mapping",
                                     "op_sharding_rule",
                                     "axis_ref_list",
                                     "list_of_axis_ref_lists",
                                     "all_to_all_param",
                                     "all_to_all_param_list",
                                     "sharding",
                                     "sharding_per_value",
                                     "sharding"};

// Shardy's factor names: i, j, ..., z, then z_1, z_2, ...
std::string FactorName(int64_t factor) {
  constexpr int64_t kLastLetter = 'z' - 'i';
  if (factor <= kLastLetter) return std::string(1, static_cast<char>('i' + factor));
  return "z_" + std::to_string(factor - kLastLetter);
}

std::string Join(const std::vector<std::string>& items, const char* separator = ", ") {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += separator;
    out += items[i];
  }
  return out;
}

std::string Quoted(std::string_view s) { return PrintAttr(Attr::String(std::string(s))); }

int ElementBits(ElementType e) { return GetElementInfo(e).bit_width; }

// Sign- or zero-extends the low `bits` bits of `v` as the element type says.
int64_t Extend(uint64_t v, int bits, bool is_signed) {
  if (bits >= 64) return static_cast<int64_t>(v);
  uint64_t mask = (uint64_t{1} << bits) - 1;
  v &= mask;
  if (is_signed && (v >> (bits - 1)) & 1) v |= ~mask;
  return static_cast<int64_t>(v);
}

bool IsSignedInteger(ElementType e) { return GetElementInfo(e).category == ElementCategory::kSigned; }

}  // namespace

AttrTypeDecoder::AttrTypeDecoder(Source& source, const Container& container, TypeContext& types)
    : source_(source),
      container_(container),
      types_(types),
      attrs_(container.attrs.size()),
      attr_state_(container.attrs.size(), State::kNew),
      types_table_(container.types.size()),
      type_state_(container.types.size(), State::kNew),
      sdy_code_(container.attrs.size(), kSdyNone),
      sdy_text_(container.attrs.size()) {}

// ---- Lookups -----------------------------------------------------------------------------------

bool AttrTypeDecoder::Resolve(bool is_type, uint64_t index, size_t at) {
  const char* kind = is_type ? "type " : "attribute ";
  std::vector<State>& states = is_type ? type_state_ : attr_state_;
  const std::vector<Entry>& entries = is_type ? container_.types : container_.attrs;
  if (index >= entries.size()) {
    return source_.Fail(at, kind + std::to_string(index) + " is out of range (there are " +
                                std::to_string(entries.size()) + ")");
  }
  if (states[index] == State::kDone) return true;
  const Entry& entry = entries[index];
  if (states[index] == State::kBusy)
    return source_.Fail(entry.data.begin, kind + std::to_string(index) + " refers to itself");
  if (depth_ >= kMaxNesting) {
    return source_.Fail(entry.data.begin,
                        "attributes and types nested more than " + std::to_string(kMaxNesting) + " deep");
  }
  states[index] = State::kBusy;
  ++depth_;
  bool ok = Decode(entry, is_type, index);
  --depth_;
  if (!ok) return false;
  states[index] = State::kDone;
  return true;
}

bool AttrTypeDecoder::GetAttr(uint64_t index, size_t at, Attr& out) {
  if (!Resolve(/*is_type=*/false, index, at)) return false;
  out = attrs_[index];
  return true;
}

bool AttrTypeDecoder::GetTypeOrNone(uint64_t index, size_t at, Type& out) {
  if (!Resolve(/*is_type=*/true, index, at)) return false;
  out = types_table_[index];
  return true;
}

bool AttrTypeDecoder::GetType(uint64_t index, size_t at, Type& out) {
  if (!GetTypeOrNone(index, at, out)) return false;
  if (!out) return source_.Fail(at, "expected a type, found the none type");
  return true;
}

bool AttrTypeDecoder::ReadAttr(ByteReader& r, Attr& out) {
  size_t at = r.offset();
  uint64_t index;
  return r.VarInt(index, "an attribute reference") && GetAttr(index, at, out);
}

bool AttrTypeDecoder::ReadType(ByteReader& r, Type& out) {
  size_t at = r.offset();
  uint64_t index;
  return r.VarInt(index, "a type reference") && GetType(index, at, out);
}

bool AttrTypeDecoder::ReadStringAttr(ByteReader& r, std::string& out) {
  size_t at = r.offset();
  Attr a;
  if (!ReadAttr(r, a)) return false;
  if (!a.Is(AttrKind::kString)) return source_.Fail(at, "expected a reference to a string attribute");
  out = a.string_value();
  return true;
}

bool AttrTypeDecoder::ReadOptionalAttr(ByteReader& r, Attr& out) {
  size_t at = r.offset();
  uint64_t index;
  bool present;
  if (!r.VarIntWithFlag(index, present, "an optional attribute reference")) return false;
  out = Attr();
  return !present || GetAttr(index, at, out);
}

bool AttrTypeDecoder::Decode(const Entry& entry, bool is_type, size_t index) {
  if (!entry.custom) return DecodeText(entry, is_type, index);
  std::string_view dialect = container_.dialects[entry.dialect];
  ByteReader r(source_, entry.data);
  bool ok;
  if (is_type) {
    Type type;  // stays null for the none type
    if (dialect == "builtin") {
      ok = DecodeBuiltinType(r, type);
    } else if (dialect == "vhlo") {
      ok = DecodeVhloType(r, type);
    } else {
      return source_.Fail(entry.data.begin, "types of the '" + std::string(dialect) +
                                                "' dialect in its own encoding are not supported");
    }
    types_table_[index] = type;
  } else {
    Attr attr;
    if (dialect == "builtin") {
      ok = DecodeBuiltinAttr(r, attr);
    } else if (dialect == "vhlo") {
      ok = DecodeVhloAttr(r, attr);
    } else if (dialect == "sdy") {
      ok = DecodeSdyAttr(r, index, attr);
    } else {
      return source_.Fail(entry.data.begin, "attributes of the '" + std::string(dialect) +
                                                "' dialect in its own encoding are not supported");
    }
    attrs_[index] = attr;
  }
  if (ok && !r.empty())
    return r.Fail(std::string("unexpected bytes at the end of a ") + (is_type ? "type" : "attribute"));
  return ok;
}

bool AttrTypeDecoder::DecodeText(const Entry& entry, bool is_type, size_t index) {
  ByteReader r(source_, entry.data);
  std::string_view text;
  if (!r.NulTerminated(text, is_type ? "the MLIR text of a type" : "the MLIR text of an attribute"))
    return false;
  if (!r.empty()) return r.Fail("unexpected bytes after the NUL that ends an entry's MLIR text");
  std::string where = source_.name() + " (byte " + std::to_string(entry.data.begin) + ")";
  if (is_type) {
    StatusOr<Type> type = ParseTypeText(text, types_, where);
    if (!type.ok())
      return source_.Fail(entry.data.begin, "cannot read a type's text: " + type.status().message());
    types_table_[index] = *type;
  } else {
    StatusOr<Attr> attr = ParseAttrText(text, types_, where);
    if (!attr.ok())
      return source_.Fail(entry.data.begin, "cannot read an attribute's text: " + attr.status().message());
    attrs_[index] = *attr;
  }
  return true;
}

// ---- Shared encodings --------------------------------------------------------------------------

bool AttrTypeDecoder::ReadSignedList(ByteReader& r, std::vector<int64_t>& out, const char* what) {
  uint64_t n;
  if (!r.Count(n, what)) return false;
  out.resize(n);
  for (int64_t& v : out)
    if (!r.SignedVarInt(v, what)) return false;
  return true;
}

bool AttrTypeDecoder::ReadLocation(ByteReader& r, Attr& out) {
  size_t at = r.offset();
  if (!ReadAttr(r, out)) return false;
  if (!out.Is(AttrKind::kLocation)) return source_.Fail(at, "expected a reference to a location");
  return true;
}

// Integers of up to 8 bits are one byte; wider ones a zigzag varint of their bits.
bool AttrTypeDecoder::ReadInteger(ByteReader& r, Type type, Attr& out) {
  size_t at = r.offset();
  if (!type.IsElement() || !(IsInteger(type.element()) || IsBool(type.element())))
    return source_.Fail(at, "expected an integer type for an integer attribute, found " + type.ToString());
  ElementType e = type.element();
  int bits = ElementBits(e);
  uint64_t raw;
  if (bits <= 8) {
    uint8_t byte;
    if (!r.Byte(byte, "an integer value")) return false;
    raw = byte;
  } else {
    int64_t v;
    if (!r.SignedVarInt(v, "an integer value")) return false;
    raw = static_cast<uint64_t>(v);
  }
  if (IsBool(e)) {
    out = Attr::Bool((raw & 1) != 0);
  } else {
    out = Attr::Integer(Extend(raw, bits, IsSignedInteger(e)), type);
  }
  return true;
}

// A float is its bit pattern, read as an integer of the format's width.
bool AttrTypeDecoder::ReadFloatBits(ByteReader& r, ElementType e, double& out) {
  const ElementInfo& info = GetElementInfo(e);
  uint64_t bits;
  if (info.bit_width <= 8) {
    uint8_t byte;
    if (!r.Byte(byte, "a float value")) return false;
    bits = byte;
  } else {
    int64_t v;
    if (!r.SignedVarInt(v, "a float value")) return false;
    bits = static_cast<uint64_t>(v);
  }
  if (info.small_float) {
    bits &= (uint64_t{1} << info.bit_width) - 1;
    out = DecodeFloat(*info.small_float, bits);
  } else if (e == ElementType::kF32) {
    uint32_t b32 = static_cast<uint32_t>(bits);
    float f;
    std::memcpy(&f, &b32, 4);
    out = f;
  } else {
    std::memcpy(&out, &bits, 8);
  }
  return true;
}

bool AttrTypeDecoder::ReadTensorType(ByteReader& r, Attr encoding, Type& out) {
  size_t at = r.offset();
  std::vector<int64_t> dims;
  if (!ReadSignedList(r, dims, "a tensor shape")) return false;
  if (dims.size() > 64) return source_.Fail(at, "tensor rank exceeds the limit of 64");
  int64_t elements = 1;
  for (int64_t d : dims) {
    if (d == kDynamic) continue;
    if (d < 0 || d > Parser::kMaxElements || (d > 0 && elements > Parser::kMaxElements / d))
      return source_.Fail(at, "tensor dimension or element count exceeds the limit of 2^38 elements");
    elements *= d == 0 ? 1 : d;
  }
  size_t element_at = r.offset();
  Type element;
  if (!ReadType(r, element)) return false;
  if (!element.IsElement() && !element.IsQuant())
    return source_.Fail(element_at, "expected an element type in a tensor type, found " + element.ToString());
  std::vector<int64_t> bounds;
  if (encoding) {
    // Bounds as VHLO's encoding has them (a dense array), or as the text of #stablehlo.type_extensions.
    std::optional<std::vector<int64_t>> b;
    Attr list = encoding.Is(AttrKind::kStruct) && encoding.struct_kind() == StructKind::kTypeExtensions
                    ? encoding.Get("bounds")
                    : Attr();
    if (list.Is(AttrKind::kArray) || list.Is(AttrKind::kDenseArray)) b = list.AsIntList();
    if (!b) return source_.Fail(at, "unsupported tensor encoding " + PrintAttr(encoding));
    bounds = std::move(*b);
    if (bounds.size() != dims.size()) {
      return source_.Fail(at, "tensor bounds must have one entry per dimension (" +
                                  std::to_string(dims.size()) + "), found " + std::to_string(bounds.size()));
    }
  }
  out = types_.Tensor(dims, element, bounds);
  return true;
}

// The raw bytes of dense elements, as MLIR stores them: one element for a splat, else every element.
//
// i1 data comes in two layouts, told apart by its size. MLIR packs the bits, eight elements to a byte
// from the lowest bit (ceil(n/8) bytes), a splat being one byte 0x00 or 0xFF. For a few weeks in 2026
// (llvm-project c6964b1 until #182233 in builtin dense elements, and VHLO tensors until StableHLO
// 1.13.10) it wrote one byte per element (n bytes), a splat being one byte 0x00 or 0x01. One byte
// other than 0x00 and 0xFF for 2 to 8 elements fits both: it reads as packed bits, as MLIR's and
// StableHLO's own readers have it.
bool AttrTypeDecoder::ReadDenseElements(ByteReader& r, Type type, Attr& out) {
  size_t at = r.offset();
  if (!type.IsTensor() || !type.HasStaticShape())
    return source_.Fail(at, "dense elements need a statically shaped tensor type, found " + type.ToString());
  uint64_t size;
  Range blob;
  if (!r.VarInt(size, "the size of dense data") || !r.Bytes(size, blob, "dense data")) return false;
  std::string_view raw = source_.data().substr(blob.begin, blob.size());
  ElementType e = type.storage_element();
  int64_t n = type.NumElements();
  auto data = std::make_shared<std::string>();
  bool splat = false;
  if (IsBool(e)) {
    size_t count = static_cast<size_t>(n);
    size_t packed = (count + 7) / 8;
    auto byte = [&](size_t i) { return static_cast<uint8_t>(raw[i]); };
    if (raw.size() == 1 && count > 1 && (byte(0) == 0 || byte(0) == 0xFF || count > 8)) {
      splat = true;
      data->push_back(byte(0) != 0 ? 1 : 0);
    } else if (raw.size() == packed && packed != count) {
      data->resize(count);
      for (size_t i = 0; i < count; ++i) (*data)[i] = static_cast<char>((byte(i / 8) >> (i % 8)) & 1);
    } else if (raw.size() == count) {
      for (size_t i = 0; i < count; ++i) data->push_back(byte(i) != 0 ? 1 : 0);
    } else {
      std::string expected = std::to_string(count) + (count == 1 ? " byte" : " bytes");
      if (count > 8) {
        expected = std::to_string(packed) + " bytes of packed bits, " + expected +
                   " (one per element) or 1 (a splat)";
      } else if (count > 1) {
        expected = "1 byte (packed bits or a splat) or " + expected + " (one per element)";
      }
      return source_.Fail(at, "expected the i1 data of " + type.ToString() + " in " + expected + ", found " +
                                  std::to_string(raw.size()) + " bytes");
    }
  } else {
    size_t element_bytes = static_cast<size_t>(ElementStorageBytes(e));
    if (n != 1 && n != 0 && raw.size() == element_bytes) {
      splat = true;
    } else if (raw.size() / element_bytes != static_cast<size_t>(n) || raw.size() % element_bytes != 0) {
      return source_.Fail(at, "dense data has " + std::to_string(raw.size()) + " bytes, but " +
                                  type.ToString() + " needs " +
                                  std::to_string(static_cast<size_t>(n) * element_bytes) + " (or " +
                                  std::to_string(element_bytes) + " for a splat)");
    }
    data->assign(raw);
    // Sub-byte integers are kept sign-extended to their byte, as the text reader stores them.
    int bits = ElementBits(e);
    if (IsInteger(e) && IsSignedInteger(e) && bits < 8)
      for (char& c : *data) c = static_cast<char>(Extend(static_cast<uint8_t>(c), bits, true));
  }
  out = Attr::DenseElements(type, std::move(data), splat);
  return true;
}

// ---- Encodings builtin and VHLO share ---------------------------------------------------------

bool AttrTypeDecoder::ReadArray(ByteReader& r, Attr& out) {
  uint64_t n;
  if (!r.Count(n, "the number of array elements")) return false;
  std::vector<Attr> elements(n);
  for (Attr& e : elements)
    if (!ReadAttr(r, e)) return false;
  out = Attr::Array(std::move(elements));
  return true;
}

bool AttrTypeDecoder::ReadDictionary(ByteReader& r, Attr& out) {
  uint64_t n;
  if (!r.Count(n, "the number of dictionary entries", 2)) return false;
  size_t at = r.offset();
  std::vector<NamedAttr> entries(n);
  for (NamedAttr& e : entries)
    if (!ReadStringAttr(r, e.name) || !ReadAttr(r, e.value)) return false;
  std::vector<std::string_view> names;
  for (const NamedAttr& e : entries) names.push_back(e.name);
  std::sort(names.begin(), names.end());
  auto duplicate = std::adjacent_find(names.begin(), names.end());
  if (duplicate != names.end())
    return source_.Fail(at, "duplicate dictionary entry '" + std::string(*duplicate) + "'");
  out = Attr::Dictionary(std::move(entries));
  return true;
}

bool AttrTypeDecoder::ReadFloatAttr(ByteReader& r, Attr& out) {
  size_t type_at = r.offset();
  Type t;
  if (!ReadType(r, t)) return false;
  if (!t.IsElement() || !IsFloat(t.element()))
    return source_.Fail(type_at, "expected a float type for a float attribute, found " + t.ToString());
  double v;
  if (!ReadFloatBits(r, t.element(), v)) return false;
  out = Attr::Float(v, t);
  return true;
}

bool AttrTypeDecoder::ReadComplexType(ByteReader& r, Type& out) {
  size_t part_at = r.offset();
  Type part;
  if (!ReadType(r, part)) return false;
  if (part == types_.Element(ElementType::kF32)) {
    out = types_.Element(ElementType::kC64);
  } else if (part == types_.Element(ElementType::kF64)) {
    out = types_.Element(ElementType::kC128);
  } else {
    return source_.Fail(part_at, "complex types must have f32 or f64 parts, found " + part.ToString());
  }
  return true;
}

bool AttrTypeDecoder::ReadTypeList(ByteReader& r, std::vector<Type>& out) {
  uint64_t n;
  if (!r.Count(n, "the number of types in a list")) return false;
  out.resize(n);
  for (Type& t : out)
    if (!ReadType(r, t)) return false;
  return true;
}

// ---- builtin -----------------------------------------------------------------------------------

bool AttrTypeDecoder::DecodeBuiltinAttr(ByteReader& r, Attr& out) {
  size_t at = r.offset();
  uint64_t code;
  if (!r.VarInt(code, "a builtin attribute code")) return false;
  switch (code) {
    case kArrayAttr:
      return ReadArray(r, out);
    case kDictionaryAttr:
      return ReadDictionary(r, out);
    case kStringAttr:
    case kStringAttrWithType: {
      uint64_t s;
      if (!r.Index(s, container_.strings.size(), "a string")) return false;
      Type unused;
      if (code == kStringAttrWithType && !ReadType(r, unused)) return false;
      out = Attr::String(std::string(container_.strings[s]));
      return true;
    }
    case kFlatSymbolRefAttr: {
      std::string root;
      if (!ReadStringAttr(r, root)) return false;
      out = Attr::SymbolRef({root});
      return true;
    }
    case kSymbolRefAttr: {
      std::vector<std::string> path(1);
      uint64_t n;
      if (!ReadStringAttr(r, path[0]) || !r.Count(n, "the number of nested symbol references")) return false;
      for (uint64_t i = 0; i < n; ++i) {
        size_t ref_at = r.offset();
        Attr nested;
        if (!ReadAttr(r, nested)) return false;
        if (!nested.Is(AttrKind::kSymbolRef) || nested.symbol_path().size() != 1)
          return source_.Fail(ref_at, "expected a reference to a flat symbol reference");
        path.push_back(nested.symbol_path()[0]);
      }
      out = Attr::SymbolRef(std::move(path));
      return true;
    }
    case kTypeAttr: {
      Type t;
      if (!ReadType(r, t)) return false;
      out = Attr::TypeAttr(t);
      return true;
    }
    case kUnitAttr:
      out = Attr::Unit();
      return true;
    case kIntegerAttr: {
      Type t;
      return ReadType(r, t) && ReadInteger(r, t, out);
    }
    case kFloatAttr:
      return ReadFloatAttr(r, out);
    case kCallSiteLoc: {
      Attr callee, caller;
      if (!ReadLocation(r, callee) || !ReadLocation(r, caller)) return false;
      out = Attr::Location(LocKind::kCallSite, "", 0, 0, {callee, caller});
      return true;
    }
    case kFileLineColLoc: {
      std::string file;
      uint64_t line, col;
      if (!ReadStringAttr(r, file) || !r.VarInt(line, "a line") || !r.VarInt(col, "a column")) return false;
      out = Attr::Location(LocKind::kFileLineCol, std::move(file), static_cast<int64_t>(line),
                           static_cast<int64_t>(col), {});
      return true;
    }
    case kFileLineColRange: {
      // file, then 0 to 4 numbers: [line], [line, col], [line, col, end col], [line, col, end line, end col].
      std::string file;
      uint64_t n;
      size_t list_at = r.offset();
      if (!ReadStringAttr(r, file) || !r.Count(n, "the number of line and column numbers")) return false;
      if (n > 4) return source_.Fail(list_at, "a file location has at most 4 line and column numbers");
      int64_t v[4] = {0, 0, 0, 0};
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t x;
        if (!r.VarInt(x, "a line or column")) return false;
        v[i] = static_cast<int64_t>(x);
      }
      std::vector<Attr> end;
      if (n == 3) end = {Attr::Integer(v[0], Type()), Attr::Integer(v[2], Type())};
      if (n == 4) end = {Attr::Integer(v[2], Type()), Attr::Integer(v[3], Type())};
      out = Attr::Location(LocKind::kFileLineCol, std::move(file), v[0], v[1], std::move(end));
      return true;
    }
    case kFusedLoc:
    case kFusedLocWithMetadata: {
      uint64_t n;
      if (!r.Count(n, "the number of fused locations")) return false;
      std::vector<Attr> locs(n);
      for (Attr& l : locs)
        if (!ReadLocation(r, l)) return false;
      Attr metadata;
      if (code == kFusedLocWithMetadata && !ReadAttr(r, metadata)) return false;
      out = Attr::Location(LocKind::kFused, "", 0, 0, std::move(locs), metadata);
      return true;
    }
    case kNameLoc: {
      std::string name;
      Attr child;
      if (!ReadStringAttr(r, name) || !ReadLocation(r, child)) return false;
      // An unknown child is not written in text: `loc("name")`.
      std::vector<Attr> children;
      if (child.loc_kind() != LocKind::kUnknown) children.push_back(child);
      out = Attr::Location(LocKind::kName, std::move(name), 0, 0, std::move(children));
      return true;
    }
    case kUnknownLoc:
      out = Attr::Location(LocKind::kUnknown, "", 0, 0, {});
      return true;
    case kDenseResourceElementsAttr: {
      size_t type_at = r.offset();
      Type t;
      uint64_t handle;
      if (!ReadType(r, t) || !r.Index(handle, container_.resources.size(), "a resource handle")) return false;
      if (!t.IsTensor()) return source_.Fail(type_at, "expected a tensor type, found " + t.ToString());
      out = Attr::DenseResource(std::string(container_.resources[handle]), t);
      return true;
    }
    case kDenseArrayAttr: {
      size_t type_at = r.offset();
      Type t;
      uint64_t n, size;
      Range blob;
      if (!ReadType(r, t) || !r.VarInt(n, "the number of array elements") ||
          !r.VarInt(size, "the size of array data") || !r.Bytes(size, blob, "array data"))
        return false;
      if (!t.IsElement() || IsComplex(t.element()) || t.element() == ElementType::kIndex)
        return source_.Fail(type_at, "expected an integer or float element type, found " + t.ToString());
      ElementType e = t.element();
      size_t element_bytes = IsBool(e) ? 1 : static_cast<size_t>(ElementStorageBytes(e));
      if (size % element_bytes != 0 || size / element_bytes != n) {
        return source_.Fail(type_at, "array data of " + std::to_string(size) + " bytes does not hold " +
                                         std::to_string(n) + " elements of " + t.ToString());
      }
      std::vector<int64_t> ints;
      std::vector<double> floats;
      const auto* p = reinterpret_cast<const uint8_t*>(source_.data().data()) + blob.begin;
      for (uint64_t i = 0; i < n; ++i) {
        uint64_t bits = 0;
        for (size_t b = 0; b < element_bytes; ++b) bits |= uint64_t{p[i * element_bytes + b]} << (8 * b);
        if (IsFloat(e)) {
          double v;
          if (e == ElementType::kF32) {
            uint32_t b32 = static_cast<uint32_t>(bits);
            float f;
            std::memcpy(&f, &b32, 4);
            v = f;
          } else if (e == ElementType::kF64) {
            std::memcpy(&v, &bits, 8);
          } else {
            const ElementInfo& info = GetElementInfo(e);
            if (!info.small_float)
              return source_.Fail(type_at, "unsupported array element type " + t.ToString());
            v = DecodeFloat(*info.small_float, bits);
          }
          floats.push_back(v);
        } else {
          ints.push_back(IsBool(e) ? (bits != 0) : Extend(bits, ElementBits(e), IsSignedInteger(e)));
        }
      }
      out = Attr::DenseArray(e, std::move(ints), std::move(floats));
      return true;
    }
    case kDenseIntOrFPElementsAttr: {
      Type t;
      return ReadType(r, t) && ReadDenseElements(r, t, out);
    }
    default:
      return source_.Fail(at, "unsupported builtin attribute (code " + std::to_string(code) + ")");
  }
}

bool AttrTypeDecoder::DecodeBuiltinType(ByteReader& r, Type& out) {
  size_t at = r.offset();
  uint64_t code;
  if (!r.VarInt(code, "a builtin type code")) return false;
  switch (code) {
    case kIntegerType: {
      // (width << 2) | signedness: 0 signless, 1 signed, 2 unsigned.
      uint64_t v;
      if (!r.VarInt(v, "an integer type's width")) return false;
      uint64_t width = v >> 2, signedness = v & 3;
      std::string name = (signedness == 2 ? "ui" : "i") + std::to_string(width);
      const ElementInfo* info = signedness <= 2 ? LookupElementType(name) : nullptr;
      if (!info || (width == 1 && signedness != 0))
        return source_.Fail(at, "unsupported integer type of " + std::to_string(width) + " bits");
      out = types_.Element(info->type);
      return true;
    }
    case kIndexType:
      out = types_.Element(ElementType::kIndex);
      return true;
    case kFunctionType: {
      std::vector<Type> inputs, results;
      if (!ReadTypeList(r, inputs) || !ReadTypeList(r, results)) return false;
      out = types_.Function(inputs, results);
      return true;
    }
    case kBFloat16Type:
      out = types_.Element(ElementType::kBF16);
      return true;
    case kFloat16Type:
      out = types_.Element(ElementType::kF16);
      return true;
    case kFloat32Type:
      out = types_.Element(ElementType::kF32);
      return true;
    case kFloat64Type:
      out = types_.Element(ElementType::kF64);
      return true;
    case kComplexType:
      return ReadComplexType(r, out);
    case kNoneType:
      out = Type();
      return true;
    case kRankedTensorType:
      return ReadTensorType(r, Attr(), out);
    case kRankedTensorTypeWithEncoding: {
      Attr encoding;
      return ReadAttr(r, encoding) && ReadTensorType(r, encoding, out);
    }
    case kTupleType: {
      std::vector<Type> elements;
      if (!ReadTypeList(r, elements)) return false;
      out = types_.Tuple(elements);
      return true;
    }
    default:
      return source_.Fail(at, "unsupported builtin type (code " + std::to_string(code) + ")");
  }
}

// ---- VHLO --------------------------------------------------------------------------------------

bool AttrTypeDecoder::DecodeVhloAttr(ByteReader& r, Attr& out) {
  size_t at = r.offset();
  uint64_t code;
  if (!r.VarInt(code, "a VHLO attribute code")) return false;
  // VHLO's enums list their values in the order hlx's enums.def does; rng_distribution counts from 1.
  auto enumeration = [&](EnumFamily family, uint64_t first) {
    size_t value_at = r.offset();
    uint64_t v;
    if (!r.VarInt(v, "an enum value")) return false;
    if (v < first || v - first >= static_cast<uint64_t>(EnumValueCount(family))) {
      return source_.Fail(value_at, std::to_string(v) + " is not a value of " + EnumFamilyName(family));
    }
    out = Attr::Enum(family, static_cast<int>(v - first));
    return true;
  };
  switch (code) {
    case kVhloArray:
      return ReadArray(r, out);
    case kVhloBoolean: {
      size_t value_at = r.offset();
      uint64_t v;
      if (!r.VarInt(v, "a boolean")) return false;
      if (v > 1) return source_.Fail(value_at, "expected a boolean 0 or 1, found " + std::to_string(v));
      out = Attr::Bool(v == 1);
      return true;
    }
    case kVhloComparisonDirection:
      return enumeration(EnumFamily::kComparisonDirection, 0);
    case kVhloComparisonType:
      return enumeration(EnumFamily::kComparisonType, 0);
    case kVhloCustomCallApiVersion: {
      // An integer-valued enum in StableHLO: written `api_version = 4 : i32`.
      if (!enumeration(EnumFamily::kCustomCallApiVersion, 0)) return false;
      out = Attr::Integer(out.enum_value(), types_.Element(ElementType::kSI32));
      return true;
    }
    case kVhloDictionary:
      return ReadDictionary(r, out);
    case kVhloFftType:
      return enumeration(EnumFamily::kFftType, 0);
    case kVhloFloat:
      return ReadFloatAttr(r, out);
    case kVhloInteger: {
      Type t;
      return ReadType(r, t) && ReadInteger(r, t, out);
    }
    case kVhloOutputOperandAlias: {
      std::vector<int64_t> output_tuple, operand_tuple;
      int64_t operand;
      if (!ReadSignedList(r, output_tuple, "output tuple indices") ||
          !r.SignedVarInt(operand, "an operand index") ||
          !ReadSignedList(r, operand_tuple, "operand tuple indices"))
        return false;
      auto list = [](const std::vector<int64_t>& v) {
        std::vector<Attr> elements;
        for (int64_t x : v) elements.push_back(Attr::Integer(x, Type()));
        return Attr::Array(std::move(elements));
      };
      out = Attr::Struct(StructKind::kOutputOperandAlias, {{"output_tuple_indices", list(output_tuple)},
                                                           {"operand_index", Attr::Integer(operand, Type())},
                                                           {"operand_tuple_indices", list(operand_tuple)}});
      return true;
    }
    case kVhloPrecision:
      return enumeration(EnumFamily::kPrecision, 0);
    case kVhloRngAlgorithm:
      return enumeration(EnumFamily::kRngAlgorithm, 0);
    case kVhloRngDistribution:
      return enumeration(EnumFamily::kRngDistribution, 1);
    case kVhloString: {
      uint64_t s;
      if (!r.Index(s, container_.strings.size(), "a string")) return false;
      out = Attr::String(std::string(container_.strings[s]));
      return true;
    }
    case kVhloTensor: {
      Type t;
      return ReadType(r, t) && ReadDenseElements(r, t, out);
    }
    case kVhloTranspose:
      return enumeration(EnumFamily::kTranspose, 0);
    case kVhloType: {
      // The none type stands for "no value" (dot_general_v2 without an algorithm): read as unit.
      size_t type_at = r.offset();
      uint64_t index;
      Type t;
      if (!r.VarInt(index, "a type reference") || !GetTypeOrNone(index, type_at, t)) return false;
      out = t ? Attr::TypeAttr(t) : Attr::Unit();
      return true;
    }
    case kVhloTypeExtensions: {
      std::vector<int64_t> bounds;
      if (!ReadSignedList(r, bounds, "tensor bounds")) return false;
      out = Attr::Struct(StructKind::kTypeExtensions,
                         {{"bounds", Attr::DenseArray(ElementType::kSI64, std::move(bounds), {})}});
      return true;
    }
    case kVhloResultAccuracyMode: {
      // StableHLO prints it `#stablehlo.result_accuracy_mode<TOLERANCE>`, which hlx keeps as text.
      if (!enumeration(EnumFamily::kResultAccuracyMode, 0)) return false;
      out = Attr::Opaque(std::string("#stablehlo.result_accuracy_mode<") +
                         EnumValueName(EnumFamily::kResultAccuracyMode, out.enum_value()) + ">");
      return true;
    }
    case kVhloResultAccuracy: {
      // atol, rtol (f64), ulps, mode; StableHLO prints the fields that differ from zero, then the mode.
      double atol, rtol;
      int64_t ulps;
      Attr mode;
      if (!ReadFloatBits(r, ElementType::kF64, atol) || !ReadFloatBits(r, ElementType::kF64, rtol) ||
          !r.SignedVarInt(ulps, "ulps"))
        return false;
      size_t mode_at = r.offset();
      if (!ReadAttr(r, mode)) return false;
      if (!mode.Is(AttrKind::kOpaque) || !mode.string_value().starts_with("#stablehlo.result_accuracy_mode<"))
        return source_.Fail(mode_at, "expected a result accuracy mode");
      std::vector<NamedAttr> fields;
      if (atol != 0) fields.push_back({"atol", Attr::Float(atol, Type())});
      if (rtol != 0) fields.push_back({"rtol", Attr::Float(rtol, Type())});
      if (ulps != 0) fields.push_back({"ulps", Attr::Integer(ulps, Type())});
      fields.push_back({"mode", mode});
      out = Attr::Struct(StructKind::kResultAccuracy, std::move(fields));
      return true;
    }
    default:
      return source_.Fail(at, "unsupported VHLO attribute (code " + std::to_string(code) + ")");
  }
}

bool AttrTypeDecoder::DecodeVhloType(ByteReader& r, Type& out) {
  size_t at = r.offset();
  uint64_t code;
  if (!r.VarInt(code, "a VHLO type code")) return false;
  for (const VhloElement& e : kVhloElements) {
    if (e.code == code) {
      out = types_.Element(e.type);
      return true;
    }
  }
  // Quantized types: flags (bit 0: signed storage), storage and expressed types, then the parameters.
  auto quant_types = [&](QuantParams& q) {
    size_t storage_at = r.offset();
    uint64_t flags;
    Type storage, expressed;
    if (!r.VarInt(flags, "quantization flags") || !ReadType(r, storage)) return false;
    size_t expressed_at = r.offset();
    if (!ReadType(r, expressed)) return false;
    if (!storage.IsElement() || !IsInteger(storage.element()))
      return source_.Fail(storage_at, "expected an integer storage type, found " + storage.ToString());
    if (!expressed.IsElement() || !IsFloat(expressed.element()))
      return source_.Fail(expressed_at, "expected a float expressed type, found " + expressed.ToString());
    int bits = ElementBits(storage.element());
    std::string name = ((flags & 1) ? "i" : "ui") + std::to_string(bits);
    q.storage = LookupElementType(name)->type;
    q.expressed = expressed.element();
    return true;
  };
  switch (code) {
    case kVhloComplexType:
      return ReadComplexType(r, out);
    case kVhloFunctionType: {
      std::vector<Type> inputs, results;
      if (!ReadTypeList(r, inputs) || !ReadTypeList(r, results)) return false;
      out = types_.Function(inputs, results);
      return true;
    }
    case kVhloRankedTensorType:
      return ReadTensorType(r, Attr(), out);
    case kVhloRankedTensorTypeWithEncoding: {
      Attr encoding;
      return ReadAttr(r, encoding) && ReadTensorType(r, encoding, out);
    }
    case kVhloTokenType:
      out = types_.Token();
      return true;
    case kVhloTupleType: {
      std::vector<Type> elements;
      if (!ReadTypeList(r, elements)) return false;
      out = types_.Tuple(elements);
      return true;
    }
    case kVhloUniformQuantizedType: {
      QuantParams q{};
      double scale;
      int64_t zero_point;
      if (!quant_types(q) || !ReadFloatBits(r, ElementType::kF64, scale) ||
          !r.SignedVarInt(zero_point, "a zero point") ||
          !r.SignedVarInt(q.storage_min, "a storage minimum") ||
          !r.SignedVarInt(q.storage_max, "a storage maximum"))
        return false;
      q.quantized_dimension = -1;
      q.scales = {scale};
      q.zero_points = {zero_point};
      out = types_.Quant(q);
      return true;
    }
    case kVhloUniformQuantizedPerAxisType: {
      QuantParams q{};
      uint64_t dimension, n;
      if (!quant_types(q)) return false;
      size_t dimension_at = r.offset();
      if (!r.VarInt(dimension, "a quantized dimension") ||
          !r.SignedVarInt(q.storage_min, "a storage minimum") ||
          !r.SignedVarInt(q.storage_max, "a storage maximum") || !r.Count(n, "the number of scales"))
        return false;
      if (dimension > 64) return source_.Fail(dimension_at, "quantized dimension out of range");
      q.quantized_dimension = static_cast<int32_t>(dimension);
      q.scales.resize(n);
      for (double& s : q.scales)
        if (!ReadFloatBits(r, ElementType::kF64, s)) return false;
      size_t zero_points_at = r.offset();
      if (!ReadSignedList(r, q.zero_points, "zero points")) return false;
      if (q.scales.empty() || q.zero_points.size() != q.scales.size())
        return source_.Fail(zero_points_at, "expected one zero point per scale, and at least one scale");
      out = types_.Quant(q);
      return true;
    }
    case kVhloNoneType:
      out = Type();
      return true;
    default:
      return source_.Fail(at, "unsupported VHLO type (code " + std::to_string(code) + ")");
  }
}

// ---- Shardy ------------------------------------------------------------------------------------

bool AttrTypeDecoder::SdyText(ByteReader& r, std::string& out, const char* what) {
  size_t at = r.offset();
  uint64_t index;
  Attr unused;
  if (!r.VarInt(index, what) || !GetAttr(index, at, unused)) return false;
  if (sdy_code_[index] == kSdyNone) return source_.Fail(at, "expected a reference to " + std::string(what));
  out = sdy_text_[index];
  return true;
}

bool AttrTypeDecoder::DecodeSdyAttr(ByteReader& r, size_t index, Attr& out) {
  size_t at = r.offset();
  uint64_t code;
  if (!r.VarInt(code, "a Shardy attribute code")) return false;
  if (code > kSdyTensorShardingV3)
    return source_.Fail(at, "unsupported Shardy attribute (code " + std::to_string(code) + ")");
  // A list of references to Shardy attributes, as their texts.
  auto texts = [&](std::vector<std::string>& list, const char* what) {
    uint64_t n;
    if (!r.Count(n, what)) return false;
    list.resize(n);
    for (std::string& s : list)
      if (!SdyText(r, s, what)) return false;
    return true;
  };
  auto string_param = [&](std::string& s) {
    uint64_t i;
    if (!r.Index(i, container_.strings.size(), "a string")) return false;
    s = Quoted(container_.strings[i]);
    return true;
  };
  auto factors = [&](const std::vector<int64_t>& list, std::string& s, const char* separator) {
    std::vector<std::string> names;
    for (int64_t f : list) {
      if (f < 0) return source_.Fail(at, "negative factor index in a sharding rule");
      names.push_back(FactorName(f));
    }
    s = Join(names, separator);
    return true;
  };
  std::string text;
  switch (static_cast<SdyCode>(code)) {
    case kSdyManualAxes: {
      uint64_t n;
      if (!r.Count(n, "the number of manual axes")) return false;
      std::vector<std::string> names(n);
      for (std::string& name : names) {
        if (!ReadStringAttr(r, name)) return false;
        name = Quoted(name);
      }
      text = "{" + Join(names) + "}";
      break;
    }
    case kSdyMeshAxis: {
      int64_t size;
      if (!string_param(text) || !r.SignedVarInt(size, "a mesh axis size")) return false;
      text += "=" + std::to_string(size);
      break;
    }
    case kSdyMesh: {
      std::vector<std::string> axes;
      std::vector<int64_t> device_ids;
      if (!texts(axes, "mesh axes") || !ReadSignedList(r, device_ids, "device ids")) return false;
      text = "<[" + Join(axes) + "]";
      if (!device_ids.empty()) {
        std::vector<std::string> ids;
        for (int64_t id : device_ids) ids.push_back(std::to_string(id));
        text += ", device_ids=[" + Join(ids) + "]";
      }
      text += ">";
      break;
    }
    case kSdySubAxisInfo: {
      int64_t pre_size, size;
      if (!r.SignedVarInt(pre_size, "a sub-axis pre-size") || !r.SignedVarInt(size, "a sub-axis size"))
        return false;
      text = "(" + std::to_string(pre_size) + ")" + std::to_string(size);
      break;
    }
    case kSdyAxisRef: {
      if (!string_param(text)) return false;
      size_t sub_at = r.offset();
      uint64_t sub;
      bool present;
      if (!r.VarIntWithFlag(sub, present, "a sub-axis reference")) return false;
      if (present) {
        Attr unused;
        if (!GetAttr(sub, sub_at, unused)) return false;
        if (sdy_code_[sub] != kSdySubAxisInfo)
          return source_.Fail(sub_at, "expected a reference to a sub-axis");
        text += ":" + sdy_text_[sub];
      }
      break;
    }
    case kSdyDimensionSharding: {
      std::vector<std::string> axes;
      uint8_t closed;
      uint64_t priority;
      bool has_priority;
      if (!texts(axes, "sharded axes") || !r.Byte(closed, "whether a dimension is closed") ||
          !r.VarIntWithFlag(priority, has_priority, "a priority"))
        return false;
      text = "{" + Join(axes);
      if (!closed) text += axes.empty() ? "?" : ", ?";
      text += "}";
      if (has_priority) text += "p" + std::to_string(priority);
      break;
    }
    case kSdyTensorShardingV1:
    case kSdyTensorShardingV2:
    case kSdyTensorShardingV3: {
      size_t mesh_at = r.offset();
      uint64_t mesh_index;
      Attr mesh;
      if (!r.VarInt(mesh_index, "a mesh or mesh reference") || !GetAttr(mesh_index, mesh_at, mesh))
        return false;
      std::string mesh_text;
      if (mesh.Is(AttrKind::kSymbolRef)) {
        mesh_text = PrintAttr(mesh);
      } else if (sdy_code_[mesh_index] == kSdyMesh) {
        mesh_text = "mesh" + sdy_text_[mesh_index];
      } else {
        return source_.Fail(mesh_at, "expected a mesh or a reference to one");
      }
      std::vector<std::string> dims, replicated, unreduced;
      if (!texts(dims, "dimension shardings") || !texts(replicated, "replicated axes")) return false;
      int64_t reduction = 0;
      if (code != kSdyTensorShardingV1 && !texts(unreduced, "unreduced axes")) return false;
      size_t reduction_at = r.offset();
      if (code == kSdyTensorShardingV3 && !r.SignedVarInt(reduction, "a reduction")) return false;
      if (reduction < 0 || reduction > 2) return source_.Fail(reduction_at, "unknown reduction");
      text = "<" + mesh_text + ", [" + Join(dims) + "]";
      if (!replicated.empty()) text += ", replicated={" + Join(replicated) + "}";
      if (!unreduced.empty()) {
        text += ", unreduced=";
        text += reduction == 1 ? "max" : reduction == 2 ? "min" : "";
        text += "{" + Join(unreduced) + "}";
      }
      text += ">";
      break;
    }
    case kSdyShardingPerValueV1:
    case kSdyShardingPerValueV2: {
      std::vector<std::string> shardings;
      if (!texts(shardings, "shardings")) return false;
      text = "<[" + Join(shardings) + "]>";
      break;
    }
    case kSdyDimMapping: {
      std::vector<int64_t> list;
      if (!ReadSignedList(r, list, "factor indices") || !factors(list, text, "")) return false;
      break;
    }
    case kSdyTensorMapping: {
      std::vector<std::string> dims;
      if (!texts(dims, "dimension mappings")) return false;
      text = "[" + Join(dims) + "]";
      break;
    }
    case kSdyOpShardingRule: {
      std::vector<int64_t> sizes, kinds[4];
      std::vector<std::string> operands, results;
      uint8_t custom;
      if (!ReadSignedList(r, sizes, "factor sizes") || !texts(operands, "operand mappings") ||
          !texts(results, "result mappings"))
        return false;
      for (auto& list : kinds)
        if (!ReadSignedList(r, list, "factor indices")) return false;
      if (!r.Byte(custom, "whether a rule is custom")) return false;
      text = "<(" + Join(operands) + ")->(" + Join(results) + ")";
      if (!sizes.empty()) {
        std::vector<std::string> items;
        for (size_t i = 0; i < sizes.size(); ++i)
          items.push_back(FactorName(static_cast<int64_t>(i)) + "=" + std::to_string(sizes[i]));
        text += " {" + Join(items) + "}";
      }
      const char* kKinds[4] = {"reduction", "need_replication", "permutation", "blocked_propagation"};
      for (int k = 0; k < 4; ++k) {
        if (kinds[k].empty()) continue;
        std::string names;
        if (!factors(kinds[k], names, ", ")) return false;
        text += " " + std::string(kKinds[k]) + "={" + names + "}";
      }
      if (custom) text += ", custom";
      text += ">";
      break;
    }
    case kSdyAxisRefList: {
      std::vector<std::string> axes;
      if (!texts(axes, "axes")) return false;
      text = "{" + Join(axes) + "}";
      break;
    }
    case kSdyListOfAxisRefLists:
    case kSdyAllToAllParamList: {
      std::vector<std::string> items;
      if (!texts(items, "list elements")) return false;
      text = "[" + Join(items) + "]";
      break;
    }
    case kSdyAllToAllParam: {
      std::vector<std::string> axes;
      int64_t src, tgt;
      if (!texts(axes, "axes") || !r.SignedVarInt(src, "a source dimension") ||
          !r.SignedVarInt(tgt, "a target dimension"))
        return false;
      text = "{" + Join(axes) + "}:" + std::to_string(src) + "->" + std::to_string(tgt);
      break;
    }
    case kSdyNone:
      return source_.Fail(at, "unsupported Shardy attribute");
  }
  sdy_code_[index] = static_cast<int8_t>(code);
  sdy_text_[index] = text;
  const char* name = kSdyNames[code];
  out = Attr::Opaque(!text.empty() && text[0] == '<' ? "#sdy." + std::string(name) + text
                                                     : "#sdy<" + std::string(name) + text + ">");
  return true;
}

}  // namespace hlx::bytecode
