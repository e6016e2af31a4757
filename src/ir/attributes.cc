#include "ir/attributes.h"

#include <algorithm>
#include <cstring>

#include "support/check.h"
#include "support/int_math.h"

namespace hlx {

class AttrStorage {
 public:
  AttrKind kind;
  int64_t i = 0;               // kBool, kInteger, kEnum value, kLocation line
  int64_t i2 = 0;              // kLocation col
  double f = 0;                // kFloat
  Type type;                   // kInteger, kFloat, kType, kDenseElements, kDenseResource
  std::string str;             // kString, kDenseResource handle, kOpaque text, kEnum dialect, kLocation name
  std::vector<Attr> elements;  // kArray, kLocation children
  std::vector<NamedAttr> entries;                  // kDictionary, kStruct
  std::vector<std::string> path;                   // kSymbolRef
  ElementType dense_element = ElementType::kSI64;  // kDenseArray
  std::vector<int64_t> ints;                       // kDenseArray
  std::vector<double> floats;                      // kDenseArray
  std::shared_ptr<const std::string> bytes;        // kDenseElements
  bool splat = false;                              // kDenseElements
  uint8_t sub = 0;                                 // kEnum family, kStruct kind, kLocation kind
  Attr metadata;                                   // kLocation (fused)
};

namespace {
std::shared_ptr<AttrStorage> Make(AttrKind kind) {
  auto s = std::make_shared<AttrStorage>();
  s->kind = kind;
  return s;
}
}  // namespace

AttrKind Attr::kind() const { return s_->kind; }

Attr Attr::Unit() {
  static const Attr unit(Make(AttrKind::kUnit));
  return unit;
}
Attr Attr::Bool(bool value) {
  auto s = Make(AttrKind::kBool);
  s->i = value;
  return Attr(std::move(s));
}
Attr Attr::Integer(int64_t value, Type type) {
  auto s = Make(AttrKind::kInteger);
  s->i = value;
  s->type = type;
  return Attr(std::move(s));
}
Attr Attr::Float(double value, Type type) {
  auto s = Make(AttrKind::kFloat);
  s->f = value;
  s->type = type;
  return Attr(std::move(s));
}
Attr Attr::String(std::string bytes) {
  auto s = Make(AttrKind::kString);
  s->str = std::move(bytes);
  return Attr(std::move(s));
}
Attr Attr::TypeAttr(Type type) {
  auto s = Make(AttrKind::kType);
  s->type = type;
  return Attr(std::move(s));
}
Attr Attr::Array(std::vector<Attr> elements) {
  auto s = Make(AttrKind::kArray);
  s->elements = std::move(elements);
  return Attr(std::move(s));
}
Attr Attr::DenseArray(ElementType element, std::vector<int64_t> ints, std::vector<double> floats) {
  auto s = Make(AttrKind::kDenseArray);
  s->dense_element = element;
  s->ints = std::move(ints);
  s->floats = std::move(floats);
  return Attr(std::move(s));
}
Attr Attr::DenseElements(Type tensor_type, std::shared_ptr<const std::string> bytes, bool splat) {
  auto s = Make(AttrKind::kDenseElements);
  s->type = tensor_type;
  s->bytes = std::move(bytes);
  s->splat = splat;
  return Attr(std::move(s));
}
Attr Attr::DenseResource(std::string handle, Type tensor_type) {
  auto s = Make(AttrKind::kDenseResource);
  s->str = std::move(handle);
  s->type = tensor_type;
  return Attr(std::move(s));
}
Attr Attr::Dictionary(std::vector<NamedAttr> entries) {
  auto s = Make(AttrKind::kDictionary);
  std::stable_sort(entries.begin(), entries.end(),
                   [](const NamedAttr& a, const NamedAttr& b) { return a.name < b.name; });
  s->entries = std::move(entries);
  return Attr(std::move(s));
}
Attr Attr::SymbolRef(std::vector<std::string> path) {
  auto s = Make(AttrKind::kSymbolRef);
  s->path = std::move(path);
  return Attr(std::move(s));
}
Attr Attr::Enum(EnumFamily family, int value, std::string dialect) {
  auto s = Make(AttrKind::kEnum);
  s->sub = static_cast<uint8_t>(family);
  s->i = value;
  s->str = std::move(dialect);
  return Attr(std::move(s));
}
Attr Attr::Struct(StructKind kind, std::vector<NamedAttr> fields) {
  auto s = Make(AttrKind::kStruct);
  s->sub = static_cast<uint8_t>(kind);
  s->entries = std::move(fields);
  return Attr(std::move(s));
}
Attr Attr::Location(LocKind kind, std::string name, int64_t line, int64_t col, std::vector<Attr> children,
                    Attr metadata) {
  auto s = Make(AttrKind::kLocation);
  s->sub = static_cast<uint8_t>(kind);
  s->str = std::move(name);
  s->i = line;
  s->i2 = col;
  s->elements = std::move(children);
  s->metadata = std::move(metadata);
  return Attr(std::move(s));
}
Attr Attr::Opaque(std::string text) {
  auto s = Make(AttrKind::kOpaque);
  s->str = std::move(text);
  return Attr(std::move(s));
}

bool Attr::bool_value() const {
  HLX_CHECK(Is(AttrKind::kBool));
  return s_->i != 0;
}
int64_t Attr::int_value() const {
  HLX_CHECK(Is(AttrKind::kInteger) || Is(AttrKind::kBool));
  return s_->i;
}
double Attr::float_value() const {
  HLX_CHECK(Is(AttrKind::kFloat));
  return s_->f;
}
Type Attr::type() const { return s_->type; }
const std::string& Attr::string_value() const {
  HLX_CHECK(Is(AttrKind::kString) || Is(AttrKind::kDenseResource) || Is(AttrKind::kOpaque) ||
            Is(AttrKind::kLocation));
  return s_->str;
}
std::span<const Attr> Attr::elements() const {
  HLX_CHECK(Is(AttrKind::kArray) || Is(AttrKind::kLocation));
  return s_->elements;
}
ElementType Attr::dense_array_element() const {
  HLX_CHECK(Is(AttrKind::kDenseArray));
  return s_->dense_element;
}
std::span<const int64_t> Attr::dense_array_ints() const {
  HLX_CHECK(Is(AttrKind::kDenseArray));
  return s_->ints;
}
std::span<const double> Attr::dense_array_floats() const {
  HLX_CHECK(Is(AttrKind::kDenseArray));
  return s_->floats;
}
const std::string& Attr::dense_bytes() const {
  HLX_CHECK(Is(AttrKind::kDenseElements));
  return *s_->bytes;
}
std::shared_ptr<const std::string> Attr::dense_storage() const {
  HLX_CHECK(Is(AttrKind::kDenseElements));
  return s_->bytes;
}
bool Attr::dense_is_splat() const {
  HLX_CHECK(Is(AttrKind::kDenseElements));
  return s_->splat;
}
std::span<const NamedAttr> Attr::entries() const {
  HLX_CHECK(Is(AttrKind::kDictionary) || Is(AttrKind::kStruct));
  return s_->entries;
}
std::span<const std::string> Attr::symbol_path() const {
  HLX_CHECK(Is(AttrKind::kSymbolRef));
  return s_->path;
}
EnumFamily Attr::enum_family() const {
  HLX_CHECK(Is(AttrKind::kEnum));
  return static_cast<EnumFamily>(s_->sub);
}
int Attr::enum_value() const {
  HLX_CHECK(Is(AttrKind::kEnum));
  return static_cast<int>(s_->i);
}
const std::string& Attr::enum_dialect() const {
  HLX_CHECK(Is(AttrKind::kEnum));
  return s_->str;
}
StructKind Attr::struct_kind() const {
  HLX_CHECK(Is(AttrKind::kStruct));
  return static_cast<StructKind>(s_->sub);
}
LocKind Attr::loc_kind() const {
  HLX_CHECK(Is(AttrKind::kLocation));
  return static_cast<LocKind>(s_->sub);
}
int64_t Attr::loc_line() const { return s_->i; }
int64_t Attr::loc_col() const { return s_->i2; }
Attr Attr::loc_metadata() const { return s_->metadata; }

Attr Attr::Get(std::string_view name) const {
  if (!s_) return Attr();
  for (const NamedAttr& e : s_->entries)
    if (e.name == name) return e.value;
  return Attr();
}

std::optional<std::vector<int64_t>> Attr::AsIntList() const {
  if (!s_) return std::nullopt;
  switch (kind()) {
    case AttrKind::kArray: {
      std::vector<int64_t> out;
      for (const Attr& e : s_->elements) {
        if (!e.Is(AttrKind::kInteger)) return std::nullopt;
        out.push_back(e.int_value());
      }
      return out;
    }
    case AttrKind::kDenseArray:
      if (IsFloat(s_->dense_element)) return std::nullopt;
      return s_->ints;
    case AttrKind::kDenseElements: {
      Type t = s_->type;
      if (!t.IsTensor() || t.rank() != 1 || !t.element_type().IsElement()) return std::nullopt;
      ElementType e = t.element_type().element();
      if ((!IsInteger(e) && !IsBool(e)) || !DenseBytesValid(*this)) return std::nullopt;
      std::vector<int64_t> out;
      for (int64_t i = 0; i < t.dims()[0]; ++i) out.push_back(DenseIntAt(*this, i));
      return out;
    }
    default:
      return std::nullopt;
  }
}

bool Attr::operator==(const Attr& other) const {
  if (s_ == other.s_) return true;
  if (!s_ || !other.s_) return false;
  const AttrStorage& a = *s_;
  const AttrStorage& b = *other.s_;
  if (a.kind != b.kind || a.i != b.i || a.i2 != b.i2 || a.type != b.type || a.str != b.str ||
      a.sub != b.sub || a.splat != b.splat || a.dense_element != b.dense_element || a.ints != b.ints ||
      a.path != b.path || !(a.metadata == b.metadata))
    return false;
  if (std::memcmp(&a.f, &b.f, sizeof a.f) != 0) return false;
  if (a.floats.size() != b.floats.size() ||
      (!a.floats.empty() && std::memcmp(a.floats.data(), b.floats.data(), a.floats.size() * 8) != 0))
    return false;
  if ((a.bytes == nullptr) != (b.bytes == nullptr)) return false;
  if (a.bytes && a.bytes != b.bytes && *a.bytes != *b.bytes) return false;
  if (a.elements.size() != b.elements.size() || a.entries.size() != b.entries.size()) return false;
  for (size_t i = 0; i < a.elements.size(); ++i)
    if (!(a.elements[i] == b.elements[i])) return false;
  for (size_t i = 0; i < a.entries.size(); ++i)
    if (a.entries[i].name != b.entries[i].name || !(a.entries[i].value == b.entries[i].value)) return false;
  return true;
}

// ---- Enums -------------------------------------------------------------------------------------

namespace {

struct EnumInfo {
  const char* name;
  std::vector<std::string> values;
};

std::vector<std::string> SplitNames(const char* list) {
  std::vector<std::string> out;
  std::string cur;
  for (const char* p = list; *p; ++p) {
    if (*p == ',') {
      out.push_back(cur);
      cur.clear();
    } else if (*p != ' ') {
      cur += *p;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

const std::vector<EnumInfo>& EnumInfos() {
  static const std::vector<EnumInfo> infos = {
#define ENUM(E, NAME, ...) {NAME, SplitNames(#__VA_ARGS__)},
#include "ir/enums.def"
  };
  return infos;
}

struct StructInfo {
  StructKind kind;
  const char* name;
  std::vector<StructField> fields;
};

const std::vector<StructInfo>& StructInfos() {
  static const std::vector<StructInfo> infos = [] {
    std::vector<StructInfo> v;
#define STRUCT(S, NAME) v.push_back({StructKind::k##S, NAME, {}});
#define FIELD(S, F, KIND, REQ) v.back().fields.push_back({F, FieldKind::KIND, REQ});
#include "ir/struct_attrs.def"
    return v;
  }();
  return infos;
}

}  // namespace

const char* EnumFamilyName(EnumFamily family) { return EnumInfos()[static_cast<int>(family)].name; }
const char* EnumValueName(EnumFamily family, int value) {
  return EnumInfos()[static_cast<int>(family)].values[value].c_str();
}
int EnumValueCount(EnumFamily family) {
  return static_cast<int>(EnumInfos()[static_cast<int>(family)].values.size());
}
std::optional<EnumFamily> LookupEnumFamily(std::string_view name) {
  const auto& infos = EnumInfos();
  for (size_t i = 0; i < infos.size(); ++i)
    if (name == infos[i].name) return static_cast<EnumFamily>(i);
  return std::nullopt;
}
int LookupEnumValue(EnumFamily family, std::string_view value) {
  const auto& values = EnumInfos()[static_cast<int>(family)].values;
  for (size_t i = 0; i < values.size(); ++i)
    if (value == values[i]) return static_cast<int>(i);
  return -1;
}

const char* StructName(StructKind kind) { return StructInfos()[static_cast<int>(kind)].name; }
std::span<const StructField> StructFields(StructKind kind) {
  return StructInfos()[static_cast<int>(kind)].fields;
}
std::optional<StructKind> LookupStruct(std::string_view name) {
  for (const StructInfo& info : StructInfos())
    if (name == info.name) return info.kind;
  return std::nullopt;
}

std::vector<int64_t> StructIntList(const Attr& attr, std::string_view field) {
  Attr f = attr.Get(field);
  if (!f) return {};
  auto list = f.AsIntList();
  HLX_CHECK_MSG(list.has_value(), "struct field is not an integer list");
  return *list;
}

int64_t StructInt(const Attr& attr, std::string_view field, int64_t default_value) {
  Attr f = attr.Get(field);
  if (!f) return default_value;
  return f.int_value();
}

GatherDims GetGatherDims(const Attr& a) {
  HLX_CHECK(a.Is(AttrKind::kStruct) && a.struct_kind() == StructKind::kGatherDims);
  return {StructIntList(a, "offset_dims"),           StructIntList(a, "collapsed_slice_dims"),
          StructIntList(a, "operand_batching_dims"), StructIntList(a, "start_indices_batching_dims"),
          StructIntList(a, "start_index_map"),       StructInt(a, "index_vector_dim", 0)};
}

ScatterDims GetScatterDims(const Attr& a) {
  HLX_CHECK(a.Is(AttrKind::kStruct) && a.struct_kind() == StructKind::kScatterDims);
  return {StructIntList(a, "update_window_dims"),           StructIntList(a, "inserted_window_dims"),
          StructIntList(a, "input_batching_dims"),          StructIntList(a, "scatter_indices_batching_dims"),
          StructIntList(a, "scatter_dims_to_operand_dims"), StructInt(a, "index_vector_dim", 0)};
}

DotDims GetDotDims(const Attr& a) {
  HLX_CHECK(a.Is(AttrKind::kStruct) && a.struct_kind() == StructKind::kDotDims);
  return {StructIntList(a, "lhs_batching_dimensions"), StructIntList(a, "rhs_batching_dimensions"),
          StructIntList(a, "lhs_contracting_dimensions"), StructIntList(a, "rhs_contracting_dimensions")};
}

ConvDims GetConvDims(const Attr& a) {
  HLX_CHECK(a.Is(AttrKind::kStruct) && a.struct_kind() == StructKind::kConvDims);
  return {
      StructInt(a, "input_batch_dimension", 0),           StructInt(a, "input_feature_dimension", 0),
      StructIntList(a, "input_spatial_dimensions"),       StructInt(a, "kernel_input_feature_dimension", 0),
      StructInt(a, "kernel_output_feature_dimension", 0), StructIntList(a, "kernel_spatial_dimensions"),
      StructInt(a, "output_batch_dimension", 0),          StructInt(a, "output_feature_dimension", 0),
      StructIntList(a, "output_spatial_dimensions")};
}

namespace {
Attr IntListAttr(const std::vector<int64_t>& v) {
  std::vector<Attr> elems;
  for (int64_t x : v) elems.push_back(Attr::Integer(x, Type()));
  return Attr::Array(std::move(elems));
}
}  // namespace

Attr MakeDotDims(const DotDims& d) {
  std::vector<NamedAttr> f;
  if (!d.lhs_batching.empty()) f.push_back({"lhs_batching_dimensions", IntListAttr(d.lhs_batching)});
  if (!d.rhs_batching.empty()) f.push_back({"rhs_batching_dimensions", IntListAttr(d.rhs_batching)});
  if (!d.lhs_contracting.empty()) f.push_back({"lhs_contracting_dimensions", IntListAttr(d.lhs_contracting)});
  if (!d.rhs_contracting.empty()) f.push_back({"rhs_contracting_dimensions", IntListAttr(d.rhs_contracting)});
  return Attr::Struct(StructKind::kDotDims, std::move(f));
}

Attr MakeConvDims(const ConvDims& d) {
  auto i = [](int64_t v) { return Attr::Integer(v, Type()); };
  return Attr::Struct(StructKind::kConvDims, {{"input_batch_dimension", i(d.input_batch)},
                                              {"input_feature_dimension", i(d.input_feature)},
                                              {"input_spatial_dimensions", IntListAttr(d.input_spatial)},
                                              {"kernel_input_feature_dimension", i(d.kernel_input_feature)},
                                              {"kernel_output_feature_dimension", i(d.kernel_output_feature)},
                                              {"kernel_spatial_dimensions", IntListAttr(d.kernel_spatial)},
                                              {"output_batch_dimension", i(d.output_batch)},
                                              {"output_feature_dimension", i(d.output_feature)},
                                              {"output_spatial_dimensions", IntListAttr(d.output_spatial)}});
}

// ---- Dense element access ----------------------------------------------------------------------

namespace {
const uint8_t* ElementPtr(const Attr& dense, int64_t index, int* bytes) {
  ElementType e = dense.type().storage_element();
  *bytes = ElementStorageBytes(e);
  const std::string& data = dense.dense_bytes();
  int64_t offset = dense.dense_is_splat() ? 0 : index * *bytes;
  HLX_CHECK(offset + *bytes <= static_cast<int64_t>(data.size()));
  return reinterpret_cast<const uint8_t*>(data.data()) + offset;
}
}  // namespace

bool DenseBytesValid(const Attr& dense) {
  if (!dense.Is(AttrKind::kDenseElements)) return false;
  Type t = dense.type();
  if (!t || !t.IsTensor() || !t.HasStaticShape()) return false;
  int64_t n = dense.dense_is_splat() ? 1 : t.NumElements();
  return static_cast<int64_t>(dense.dense_bytes().size()) >=
         SatMul(n, ElementStorageBytes(t.storage_element()));
}

int64_t DenseIntAt(const Attr& dense, int64_t index) {
  int bytes = 0;
  const uint8_t* p = ElementPtr(dense, index, &bytes);
  ElementType e = dense.type().storage_element();
  uint64_t raw = 0;
  std::memcpy(&raw, p, bytes);
  int bits = GetElementInfo(e).bit_width;
  if (bits >= 64) return static_cast<int64_t>(raw);
  raw &= (uint64_t{1} << bits) - 1;
  if (GetElementInfo(e).category == ElementCategory::kSigned && bits > 1 && (raw >> (bits - 1)) & 1)
    raw |= ~((uint64_t{1} << bits) - 1);
  return static_cast<int64_t>(raw);
}

double DenseFloatAt(const Attr& dense, int64_t index) {
  int bytes = 0;
  const uint8_t* p = ElementPtr(dense, index, &bytes);
  ElementType e = dense.type().storage_element();
  const ElementInfo& info = GetElementInfo(e);
  if (info.small_float) {
    uint64_t raw = 0;
    std::memcpy(&raw, p, bytes);
    return DecodeFloat(*info.small_float, raw);
  }
  if (e == ElementType::kF32 || e == ElementType::kC64) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  HLX_CHECK(e == ElementType::kF64 || e == ElementType::kC128);
  double d;
  std::memcpy(&d, p, 8);
  return d;
}

}  // namespace hlx
