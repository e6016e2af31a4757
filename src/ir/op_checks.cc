// The checks that the verifier and shape inference share: see op_checks.h.
#include "ir/op_checks.h"

#include <algorithm>
#include <set>

namespace hlx {

// ---- Text for messages ---------------------------------------------------------------------------

std::string Str(Type t) { return t ? t.ToString() : std::string("no type"); }

std::string DimStr(int64_t d) { return d == kDynamic ? std::string("?") : std::to_string(d); }

std::string ListStr(std::span<const int64_t> values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += DimStr(values[i]);
  }
  return out + "]";
}

std::string TypesStr(std::span<const Type> types) {
  std::string out = "(";
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out += ", ";
    out += Str(types[i]);
  }
  return out + ")";
}

// "1 operand", "2 operands".
std::string Count(int64_t n, std::string_view noun) {
  std::string out = std::to_string(n) + " " + std::string(noun);
  if (n == 1) return out;
  if (out.back() == 'y') {
    out.pop_back();
    return out + "ies";
  }
  return out + (out.back() == 'x' ? "es" : "s");
}

std::string Quoted(std::string_view name) {
  std::string out(1, '\'');
  out.append(name);
  out.push_back('\'');
  return out;
}

const char* AttrKindName(AttrKind kind) {
  switch (kind) {
    case AttrKind::kUnit:
      return "a unit attribute";
    case AttrKind::kBool:
      return "a boolean";
    case AttrKind::kInteger:
      return "an integer";
    case AttrKind::kFloat:
      return "a float";
    case AttrKind::kString:
      return "a string";
    case AttrKind::kType:
      return "a type";
    case AttrKind::kArray:
      return "an array";
    case AttrKind::kDenseArray:
      return "a dense array";
    case AttrKind::kDenseElements:
      return "dense elements";
    case AttrKind::kDenseResource:
      return "a dense resource";
    case AttrKind::kDictionary:
      return "a dictionary";
    case AttrKind::kSymbolRef:
      return "a symbol reference";
    case AttrKind::kEnum:
      return "an enum";
    case AttrKind::kStruct:
      return "a structured attribute";
    case AttrKind::kLocation:
      return "a location";
    case AttrKind::kOpaque:
      return "an opaque attribute";
  }
  return "an attribute";
}

// ---- Types -------------------------------------------------------------------------------------

std::vector<Type> TypesOf(std::span<Value* const> values) {
  std::vector<Type> out;
  out.reserve(values.size());
  for (Value* v : values) out.push_back(v->type());
  return out;
}

std::vector<Type> ResultTypes(const Op& op) {
  std::vector<Type> out;
  for (int i = 0; i < op.num_results(); ++i) out.push_back(op.result(i)->type());
  return out;
}

std::vector<Type> ArgTypes(const Block& block) {
  std::vector<Type> out;
  for (int i = 0; i < block.num_args(); ++i) out.push_back(block.arg(i)->type());
  return out;
}

bool ShapesCompatible(std::span<const int64_t> a, std::span<const int64_t> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!DimsCompatible(a[i], b[i])) return false;
  return true;
}

// The kind of an element type (an element or quant Type).
unsigned KindOf(Type element) {
  if (!element) return 0;
  if (element.IsQuant()) return kQuantEl;
  if (!element.IsElement()) return 0;
  switch (GetElementInfo(element.element()).category) {
    case ElementCategory::kBool:
      return kBoolEl;
    case ElementCategory::kSigned:
      return kSignedEl;
    case ElementCategory::kUnsigned:
      return kUnsignedEl;
    case ElementCategory::kFloat:
      return kFloatEl;
    case ElementCategory::kComplex:
      return kComplexEl;
  }
  return 0;
}

std::string KindsName(unsigned kinds) {
  if ((kinds & kAnyEl) == kAnyEl) return "any element type";
  std::vector<std::string> names;
  if (kinds & kBoolEl) names.push_back("boolean");
  if ((kinds & kIntEl) == kIntEl) {
    names.push_back("integer");
  } else {
    if (kinds & kSignedEl) names.push_back("signed integer");
    if (kinds & kUnsignedEl) names.push_back("unsigned integer");
  }
  if (kinds & kFloatEl) names.push_back("float");
  if (kinds & kComplexEl) names.push_back("complex");
  if (kinds & kQuantEl) names.push_back("quantized");
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

bool IsPerAxis(Type element) {
  return element && element.IsQuant() && element.quant().quantized_dimension >= 0;
}

// Bits of an element type; quantized types count their storage type.
int BitWidth(Type element) {
  if (element.IsQuant()) return GetElementInfo(element.quant().storage).bit_width;
  if (element.IsElement()) return GetElementInfo(element.element()).bit_width;
  return 0;
}

// Element types that StableHLO's type inference treats as compatible: equal, or both quantized with
// the same storage type and range, expressed type and granularity.
bool ElementsCompatible(Type a, Type b) {
  if (a && b && a.IsQuant() && b.IsQuant()) {
    const QuantParams& p = a.quant();
    const QuantParams& q = b.quant();
    return p.storage == q.storage && p.storage_min == q.storage_min && p.storage_max == q.storage_max &&
           p.expressed == q.expressed && (p.quantized_dimension >= 0) == (q.quantized_dimension >= 0);
  }
  return a == b;
}

bool TypesCompatible(Type a, Type b) {
  if (!a || !b) return false;
  if (a.IsTensor() && b.IsTensor())
    return ShapesCompatible(a.dims(), b.dims()) && ElementsCompatible(a.element_type(), b.element_type());
  if (a.IsTuple() && b.IsTuple()) {
    if (a.types().size() != b.types().size()) return false;
    for (size_t i = 0; i < a.types().size(); ++i)
      if (!TypesCompatible(a.types()[i], b.types()[i])) return false;
    return true;
  }
  return a == b;
}

bool TypeListsCompatible(std::span<const Type> a, std::span<const Type> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!TypesCompatible(a[i], b[i])) return false;
  return true;
}

// Equal element types, where any two floats count as equal when `ignore_fp_precision`.
bool SameElement(Type a, Type b, bool ignore_fp_precision) {
  if (ignore_fp_precision && KindOf(a) == kFloatEl && KindOf(b) == kFloatEl) return true;
  return a == b;
}

// Tensors of compatible shapes and the same element type (floats of any width when
// `ignore_fp_precision`).
bool ShapeAndElementCompatible(Type a, Type b, bool ignore_fp_precision) {
  return IsTensor(a) && IsTensor(b) && ShapesCompatible(a.dims(), b.dims()) &&
         SameElement(a.element_type(), b.element_type(), ignore_fp_precision);
}

// An element type `from` promotes to `to` when both are of the same family (integers and booleans,
// floats, complex, quantized with the same expressed type) and `to` is at least as wide.
bool Promotable(Type from, Type to, bool ignore_fp_precision) {
  unsigned kf = KindOf(from);
  unsigned kt = KindOf(to);
  const unsigned int_like = kBoolEl | kIntEl;
  bool same_family = ((kf & int_like) && (kt & int_like)) ||
                     (kf == kt && (kf == kFloatEl || kf == kComplexEl)) ||
                     (kf == kQuantEl && kt == kQuantEl && from.quant().expressed == to.quant().expressed);
  if (!same_family) return false;
  if (ignore_fp_precision && kf == kFloatEl) return true;
  return BitWidth(from) <= BitWidth(to);
}

bool Contains(std::span<const int64_t> values, int64_t x) {
  return std::find(values.begin(), values.end(), x) != values.end();
}

bool IsUnique(std::span<const int64_t> values) {
  std::set<int64_t> seen;
  for (int64_t v : values)
    if (!seen.insert(v).second) return false;
  return true;
}

std::vector<int64_t> Concat(std::span<const int64_t> a, std::span<const int64_t> b) {
  std::vector<int64_t> out(a.begin(), a.end());
  out.insert(out.end(), b.begin(), b.end());
  return out;
}

// ---- Attribute values, read defensively -----------------------------------------------------------

std::optional<int64_t> IntOf(const Attr& a) {
  if (a.Is(AttrKind::kInteger)) return a.int_value();
  return std::nullopt;
}

// A 2-D tensor of integers given as dense elements (padding, replica groups, source-target pairs).
std::optional<IntMatrix> IntMatrixOf(const Attr& a) {
  if (!a.Is(AttrKind::kDenseElements)) return std::nullopt;
  Type t = a.type();
  if (!IsTensor(t) || t.rank() != 2 || !t.element_type().IsElement()) return std::nullopt;
  ElementType e = t.element_type().element();
  if ((!IsInteger(e) && !IsBool(e)) || !DenseBytesValid(a)) return std::nullopt;
  IntMatrix m;
  m.rows = t.dims()[0];
  m.cols = t.dims()[1];
  for (int64_t i = 0; i < m.rows * m.cols; ++i) m.values.push_back(DenseIntAt(a, i));
  return m;
}

// Shapes and paddings given as constant operands are small; larger constants are not read.
constexpr int64_t kMaxShapeConstant = 1 << 12;

std::optional<std::vector<int64_t>> ConstantInts(const Value* v) {
  const Op* def = v->defining_op();
  if (!def || (def->kind() != OpKind::kConstant && def->kind() != OpKind::kArithConstant))
    return std::nullopt;
  Attr value = def->attr("value");
  if (!value.Is(AttrKind::kDenseElements) || !DenseBytesValid(value)) return std::nullopt;
  Type t = value.type();
  if (!t.element_type().IsElement()) return std::nullopt;
  ElementType e = t.element_type().element();
  if ((!IsInteger(e) && !IsBool(e)) || t.NumElements() > kMaxShapeConstant) return std::nullopt;
  std::vector<int64_t> out;
  for (int64_t i = 0; i < t.NumElements(); ++i) out.push_back(DenseIntAt(value, i));
  return out;
}

// ---- OpChecks: attributes --------------------------------------------------------------------------

Status OpChecks::Error(const Op& op, const std::string& expected, const std::string& found) const {
  return InvalidArgument(module_.Where(op.loc()) + ": error: '" + op.name() + "' op " + expected +
                         ", found " + found);
}

Status OpChecks::WrongAttr(const Op& op, std::string_view name, std::string_view want,
                           const Attr& found) const {
  return Error(op, "expected attribute " + Quoted(name) + " to be " + std::string(want),
               found ? AttrKindName(found.kind()) : "none");
}

Status OpChecks::RequireInt(const Op& op, std::string_view name, int64_t* out) const {
  Attr a = op.attr(name);
  std::optional<int64_t> v = IntOf(a);
  if (!v) return WrongAttr(op, name, "an integer", a);
  *out = *v;
  return Status::Ok();
}

Status OpChecks::OptionalInt(const Op& op, std::string_view name, int64_t* out) const {
  if (!op.attr(name)) return Status::Ok();
  return RequireInt(op, name, out);
}

Status OpChecks::RequireIntList(const Op& op, std::string_view name, std::vector<int64_t>* out) const {
  Attr a = op.attr(name);
  std::optional<std::vector<int64_t>> v = a.AsIntList();
  if (!v) return WrongAttr(op, name, "a list of integers", a);
  *out = std::move(*v);
  return Status::Ok();
}

Status OpChecks::RequireDimList(const Op& op, std::string_view name, int64_t rank,
                                std::vector<int64_t>* out) const {
  HLX_RETURN_IF_ERROR(RequireIntList(op, name, out));
  if (static_cast<int64_t>(out->size()) != rank)
    return Error(op,
                 "expected " + Quoted(name) + " to have one entry per operand dimension (" +
                     std::to_string(rank) + ")",
                 ListStr(*out));
  return Status::Ok();
}

Status OpChecks::OptionalIntList(const Op& op, std::string_view name, std::vector<int64_t>* out,
                                 bool* present) const {
  if (present) *present = static_cast<bool>(op.attr(name));
  if (!op.attr(name)) return Status::Ok();
  return RequireIntList(op, name, out);
}

Status OpChecks::OptionalBool(const Op& op, std::string_view name, bool* out) const {
  Attr a = op.attr(name);
  if (!a) return Status::Ok();
  if (a.Is(AttrKind::kUnit)) {
    *out = true;
  } else if (a.Is(AttrKind::kBool)) {
    *out = a.bool_value();
  } else {
    return WrongAttr(op, name, "a boolean", a);
  }
  return Status::Ok();
}

Status OpChecks::RequireEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kEnum) || a.enum_family() != family || a.enum_value() < 0 ||
      a.enum_value() >= EnumValueCount(family))
    return WrongAttr(op, name, std::string("a ") + EnumFamilyName(family), a);
  *out = a.enum_value();
  return Status::Ok();
}

Status OpChecks::OptionalEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const {
  if (!op.attr(name)) return Status::Ok();
  return RequireEnum(op, name, family, out);
}

Status OpChecks::RequireString(const Op& op, std::string_view name, std::string* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kString)) return WrongAttr(op, name, "a string", a);
  *out = a.string_value();
  return Status::Ok();
}

Status OpChecks::RequireStruct(const Op& op, std::string_view name, StructKind kind, Attr* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kStruct) || a.struct_kind() != kind)
    return WrongAttr(op, name, std::string("#") + StructName(kind) + "<...>", a);
  *out = a;
  return Status::Ok();
}

Status OpChecks::StructInt(const Op& op, const Attr& s, std::string_view field, bool required,
                           int64_t* out) const {
  Attr f = s.Get(field);
  if (!f && !required) return Status::Ok();
  std::optional<int64_t> v = IntOf(f);
  if (!v)
    return Error(
        op, "expected field " + Quoted(field) + " of #" + StructName(s.struct_kind()) + " to be an integer",
        f ? AttrKindName(f.kind()) : "none");
  *out = *v;
  return Status::Ok();
}

Status OpChecks::StructList(const Op& op, const Attr& s, std::string_view field,
                            std::vector<int64_t>* out) const {
  Attr f = s.Get(field);
  out->clear();
  if (!f) return Status::Ok();
  std::optional<std::vector<int64_t>> v = f.AsIntList();
  if (!v)
    return Error(op,
                 "expected field " + Quoted(field) + " of #" + StructName(s.struct_kind()) +
                     " to be a list of integers",
                 AttrKindName(f.kind()));
  *out = std::move(*v);
  return Status::Ok();
}

Status OpChecks::OptionalPadding(const Op& op, std::string_view name,
                                 std::vector<std::pair<int64_t, int64_t>>* out) const {
  Attr a = op.attr(name);
  out->clear();
  if (!a) return Status::Ok();
  std::optional<IntMatrix> m = IntMatrixOf(a);
  if (!m || m->cols != 2) {
    std::string found = AttrKindName(a.kind());
    if (a.Is(AttrKind::kDenseElements)) found += " of type " + Str(a.type());
    return Error(op, "expected attribute " + Quoted(name) + " to be an Nx2 tensor of integers", found);
  }
  for (int64_t r = 0; r < m->rows; ++r) out->push_back({m->values[2 * r], m->values[2 * r + 1]});
  return Status::Ok();
}

Status OpChecks::PrecisionConfig(const Op& op, std::vector<int>* out) const {
  Attr a = op.attr("precision_config");
  out->clear();
  if (!a) return Status::Ok();
  if (!a.Is(AttrKind::kArray)) return WrongAttr(op, "precision_config", "an array of precisions", a);
  for (const Attr& e : a.elements()) {
    if (!e.Is(AttrKind::kEnum) || e.enum_family() != EnumFamily::kPrecision || e.enum_value() < 0 ||
        e.enum_value() >= EnumValueCount(EnumFamily::kPrecision))
      return Error(op, "expected every entry of 'precision_config' to be a precision",
                   AttrKindName(e.kind()));
    out->push_back(e.enum_value());
  }
  if (out->size() > 2)
    return Error(op, "expected 'precision_config' to have at most 2 entries", std::to_string(out->size()));
  return Status::Ok();
}

Status OpChecks::OptionalChannelId(const Op& op, int64_t* channel_id, int64_t* channel_type) const {
  *channel_id = 0;
  Attr a = op.attr("channel_handle");
  if (!a) return Status::Ok();
  Attr handle;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "channel_handle", StructKind::kChannelHandle, &handle));
  HLX_RETURN_IF_ERROR(StructInt(op, handle, "handle", false, channel_id));
  if (channel_type) HLX_RETURN_IF_ERROR(StructInt(op, handle, "type", false, channel_type));
  return Status::Ok();
}

Status OpChecks::ReplicaGroups(const Op& op, bool all_groups_same_size, bool use_global_device_ids,
                               std::optional<int64_t> group_size) const {
  Attr a = op.attr("replica_groups");
  if (!a) return WrongAttr(op, "replica_groups", "a 2-D tensor of replica ids", a);
  if (!a.Is(AttrKind::kDenseElements)) return Status::Ok();  // mesh-axes groups are not checked here
  std::optional<IntMatrix> m = IntMatrixOf(a);
  if (!m) return Error(op, "expected 'replica_groups' to be a 2-D tensor of integers", Str(a.type()));
  if (use_global_device_ids && m->values.empty())
    return Error(op, "expected non-empty 'replica_groups' when 'use_global_device_ids' is set", "none");
  std::set<int64_t> seen;
  for (int64_t id : m->values) {
    if (id == -1 && !all_groups_same_size) continue;
    if (id < 0) return Error(op, "expected replica ids >= 0 in 'replica_groups'", std::to_string(id));
    if (!seen.insert(id).second)
      return Error(op, "expected every replica id once in 'replica_groups'", std::to_string(id) + " twice");
  }
  for (int64_t id = 0; id < static_cast<int64_t>(seen.size()); ++id)
    if (!seen.count(id))
      return Error(
          op,
          "expected 'replica_groups' to hold every replica id in [0, " + std::to_string(seen.size()) + ")",
          "no replica id " + std::to_string(id));
  if (all_groups_same_size && group_size && m->cols != *group_size)
    return Error(op, "expected groups of size " + std::to_string(*group_size) + " in 'replica_groups'",
                 "size " + std::to_string(m->cols));
  return Status::Ok();
}

// ---- OpChecks: common shapes of constraints ----------------------------------------------------------

Status OpChecks::ExpectTensor(const Op& op, std::string_view what, Type t) const {
  if (!IsTensor(t)) return Error(op, "expected " + std::string(what) + " to be a tensor", Str(t));
  return Status::Ok();
}

Status OpChecks::ExpectTensors(const Op& op) const {
  HLX_RETURN_IF_ERROR(ExpectOperandTensors(op));
  for (int i = 0; i < op.num_results(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "result #" + std::to_string(i), op.result(i)->type()));
  return Status::Ok();
}

Status OpChecks::ExpectOperandTensors(const Op& op) const {
  for (int i = 0; i < op.num_operands(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #" + std::to_string(i), op.operand(i)->type()));
  return Status::Ok();
}

Status OpChecks::ExpectKind(const Op& op, std::string_view what, Type tensor, unsigned kinds) const {
  HLX_RETURN_IF_ERROR(ExpectTensor(op, what, tensor));
  if (!(KindOf(tensor.element_type()) & kinds))
    return Error(op, "expected " + std::string(what) + " to have " + KindsName(kinds) + " elements",
                 Str(tensor));
  return Status::Ok();
}

Status OpChecks::ExpectScalarOf(const Op& op, std::string_view what, Type t, unsigned kinds) const {
  HLX_RETURN_IF_ERROR(ExpectTensor(op, what, t));
  if (t.rank() != 0 || !(KindOf(t.element_type()) & kinds))
    return Error(op,
                 "expected " + std::string(what) + " to be a 0-d tensor of " + KindsName(kinds) + " elements",
                 Str(t));
  return Status::Ok();
}

Status OpChecks::ExpectSameShapes(const Op& op) const {
  std::vector<Type> all = TypesOf(op.operands());
  for (Type t : ResultTypes(op)) all.push_back(t);
  for (size_t i = 1; i < all.size(); ++i)
    if (!ShapesCompatible(all[0].dims(), all[i].dims()))
      return Error(op, "expected operands and results of one shape " + ListStr(all[0].dims()), Str(all[i]));
  return Status::Ok();
}

Status OpChecks::ExpectResultShape(const Op& op, int result, std::span<const int64_t> inferred) const {
  Type t = op.result(result)->type();
  if (!ShapesCompatible(inferred, t.dims())) {
    std::string which = op.num_results() == 1 ? "result" : "result #" + std::to_string(result);
    return Error(op, "expected " + which + " of shape " + ListStr(inferred) + " (inferred from the operands)",
                 Str(t));
  }
  return Status::Ok();
}

Status OpChecks::ExpectResultElement(const Op& op, int result, Type element) const {
  Type t = op.result(result)->type();
  if (!ElementsCompatible(element, t.element_type())) {
    std::string which = op.num_results() == 1 ? "result" : "result #" + std::to_string(result);
    return Error(op, "expected " + which + " element type " + Str(element), Str(t));
  }
  return Status::Ok();
}

Status OpChecks::ExpectSameElement(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                                   Type b) const {
  if (a.element_type() != b.element_type())
    return Error(op,
                 "expected " + std::string(what_b) + " to have the element type of " + std::string(what_a) +
                     " " + Str(a.element_type()),
                 Str(b));
  return Status::Ok();
}

Status OpChecks::ExpectCompatible(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                                  Type b) const {
  if (!TypesCompatible(a, b))
    return Error(op, "expected " + std::string(what_b) + " to match " + std::string(what_a) + " " + Str(a),
                 Str(b));
  return Status::Ok();
}

Status OpChecks::DimsInRange(const Op& op, std::string_view name, std::span<const int64_t> dims,
                             int64_t rank) const {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return Error(op, "expected every entry of " + Quoted(name) + " in [0, " + std::to_string(rank) + ")",
                   std::to_string(d) + " in " + ListStr(dims));
  return Status::Ok();
}

Status OpChecks::UniqueDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const {
  if (!IsUnique(dims)) return Error(op, "expected " + Quoted(name) + " without duplicates", ListStr(dims));
  return Status::Ok();
}

Status OpChecks::SortedDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const {
  if (!std::is_sorted(dims.begin(), dims.end()))
    return Error(op, "expected " + Quoted(name) + " to be sorted", ListStr(dims));
  return Status::Ok();
}

Status OpChecks::DisjointDims(const Op& op, std::string_view name_a, std::span<const int64_t> a,
                              std::string_view name_b, std::span<const int64_t> b) const {
  std::vector<int64_t> all = Concat(a, b);
  if (!IsUnique(all))
    return Error(op, "expected " + Quoted(name_a) + " and " + Quoted(name_b) + " without duplicates",
                 ListStr(a) + " and " + ListStr(b));
  return Status::Ok();
}

Status OpChecks::ExpectPermutation(const Op& op, std::string_view name, std::span<const int64_t> dims,
                                   int64_t rank) const {
  std::vector<int64_t> sorted(dims.begin(), dims.end());
  std::sort(sorted.begin(), sorted.end());
  bool ok = static_cast<int64_t>(sorted.size()) == rank;
  for (int64_t i = 0; ok && i < rank; ++i) ok = sorted[i] == i;
  if (!ok)
    return Error(op, "expected " + Quoted(name) + " to be a permutation of [0, " + std::to_string(rank) + ")",
                 ListStr(dims));
  return Status::Ok();
}

Status OpChecks::ExpectResultCount(const Op& op, int64_t count) const {
  if (op.num_results() != count)
    return Error(op, "expected " + Count(count, "result"), std::to_string(op.num_results()));
  return Status::Ok();
}

Status OpChecks::ExpectWindow(const Op& op, std::span<const int64_t> window_dimensions,
                              std::span<const int64_t> strides,
                              std::span<const std::pair<int64_t, int64_t>> padding,
                              std::span<const int64_t> lhs_dilation, std::span<const int64_t> rhs_dilation,
                              std::span<const int64_t> reversal) const {
  size_t n = window_dimensions.size();
  auto check_size = [&](size_t size, const char* name) -> Status {
    if (size != 0 && size != n)
      return Error(
          op,
          "expected " + std::string(name) + " to have " + Count(n, "entry") + " (one per window dimension)",
          std::to_string(size));
    return Status::Ok();
  };
  HLX_RETURN_IF_ERROR(check_size(strides.size(), "the window strides"));
  HLX_RETURN_IF_ERROR(check_size(lhs_dilation.size(), "the base (lhs) dilations"));
  HLX_RETURN_IF_ERROR(check_size(rhs_dilation.size(), "the window (rhs) dilations"));
  HLX_RETURN_IF_ERROR(check_size(padding.size(), "the padding"));
  HLX_RETURN_IF_ERROR(check_size(reversal.size(), "the window reversal"));
  auto positive = [](std::span<const int64_t> values, size_t i) { return values.empty() || values[i] > 0; };
  for (size_t i = 0; i < n; ++i) {
    if (window_dimensions[i] != kDynamic && window_dimensions[i] <= 0)
      return Error(op, "expected positive window dimensions", ListStr(window_dimensions));
    if (!positive(strides, i)) return Error(op, "expected positive window strides", ListStr(strides));
    if (!positive(lhs_dilation, i))
      return Error(op, "expected positive base (lhs) dilations", ListStr(lhs_dilation));
    if (!positive(rhs_dilation, i))
      return Error(op, "expected positive window (rhs) dilations", ListStr(rhs_dilation));
    if (!reversal.empty() && reversal[i] != 0 && reversal[i] != 1)
      return Error(op, "expected a window reversal of 0s and 1s", ListStr(reversal));
  }
  return Status::Ok();
}

Status OpChecks::ExpectReducer(const Op& op, int region, std::span<const Type> inputs,
                               std::span<const Type> inits, std::span<const int64_t> allowed_dims) const {
  const Block& body = Body(op, region);
  std::string which = "region #" + std::to_string(region);
  int64_t n = static_cast<int64_t>(inputs.size());
  if (body.num_args() != 2 * n)
    return Error(op, "expected " + which + " to take " + Count(2 * n, "argument"),
                 std::to_string(body.num_args()));
  std::vector<Type> returned = Returned(op, region);
  if (static_cast<int64_t>(returned.size()) != n)
    return Error(op, "expected " + which + " to return " + Count(n, "value"),
                 std::to_string(returned.size()));
  for (Type t : returned)
    if (!IsTensor(t)) return Error(op, "expected " + which + " to return tensors", Str(t));
  for (int64_t i = 0; i < n; ++i) {
    Type acc = returned[i];
    Type acc_arg = body.arg(i)->type();
    Type input_arg = body.arg(n + i)->type();
    if (!ShapeAndElementCompatible(acc, acc_arg, false))
      return Error(op,
                   "expected argument #" + std::to_string(i) + " of " + which +
                       " to have the type it returns " + Str(acc),
                   Str(acc_arg));
    if (!ShapeAndElementCompatible(acc, input_arg, true))
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which +
                       " to have the type it returns " + Str(acc),
                   Str(input_arg));
    if (!IsTensor(inits[i]) || !ShapesCompatible(inits[i].dims(), acc.dims()))
      return Error(op,
                   "expected the initial value #" + std::to_string(i) + " to have the shape " + which +
                       " returns " + ListStr(acc.dims()),
                   Str(inits[i]));
    if (!Promotable(inits[i].element_type(), acc.element_type(), true))
      return Error(op,
                   "expected " + which + " to return an element type that " + Str(inits[i].element_type()) +
                       " (the initial value's) promotes to",
                   Str(acc));
    if (!IsTensor(inputs[i]) || !Promotable(inputs[i].element_type(), input_arg.element_type(), true))
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which +
                       " to have an element type that " +
                       Str(IsTensor(inputs[i]) ? inputs[i].element_type() : inputs[i]) + " promotes to",
                   Str(input_arg));
    // The arguments may keep a subsequence of the result's dimensions (usually none: 0-d tensors).
    std::span<const int64_t> arg_dims = input_arg.dims();
    if (arg_dims.size() > allowed_dims.size())
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which + " of rank at most " +
                       std::to_string(allowed_dims.size()),
                   Str(input_arg));
    size_t matched = 0;
    for (size_t d = 0; d < allowed_dims.size() && matched < arg_dims.size(); ++d)
      if (DimsCompatible(allowed_dims[d], arg_dims[matched])) ++matched;
    if (matched != arg_dims.size())
      return Error(op,
                   "expected the shape of argument #" + std::to_string(n + i) + " of " + which +
                       " to be compatible with the input's",
                   Str(input_arg));
  }
  return Status::Ok();
}

Status OpChecks::ExpectPredicateBody(const Op& op, int region, std::span<const Type> arg_elements) const {
  const Block& body = Body(op, region);
  std::string which = "region #" + std::to_string(region);
  if (body.num_args() != static_cast<int64_t>(arg_elements.size()))
    return Error(op, "expected " + which + " to take " + Count(arg_elements.size(), "argument"),
                 std::to_string(body.num_args()));
  for (int i = 0; i < body.num_args(); ++i) {
    Type want = types_.Tensor(std::span<const int64_t>(), arg_elements[i]);
    if (body.arg(i)->type() != want)
      return Error(op, "expected argument #" + std::to_string(i) + " of " + which + " to be " + Str(want),
                   Str(body.arg(i)->type()));
  }
  std::vector<Type> returned = Returned(op, region);
  if (returned.size() != 1 || !IsTensor(returned[0]) || returned[0].rank() != 0 ||
      KindOf(returned[0].element_type()) != kBoolEl)
    return Error(op, "expected " + which + " to return one tensor<i1>", TypesStr(returned));
  return Status::Ok();
}

// A 1-D tensor of integers giving the result's shape: as many entries as the result has dimensions, and
// when it is a constant, sizes that agree with the result's.
Status OpChecks::ExpectShapeOperand(const Op& op, int operand, std::string_view what) const {
  Type shape = op.operand(operand)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, what, shape, kIntEl));
  if (shape.rank() != 1) return Error(op, "expected " + std::string(what) + " of rank 1", Str(shape));
  if (shape.dims()[0] != kDynamic && shape.dims()[0] != result.rank())
    return Error(op,
                 "expected " + std::string(what) + " to have one entry per result dimension (" +
                     std::to_string(result.rank()) + ")",
                 Str(shape));
  if (std::optional<std::vector<int64_t>> values = ConstantInts(op.operand(operand))) {
    bool ok = std::all_of(values->begin(), values->end(), [](int64_t v) { return v >= 0; });
    if (!ok || !ShapesCompatible(*values, result.dims()))
      return Error(op, "expected the result shape to match " + std::string(what) + " " + ListStr(*values),
                   Str(result));
  }
  return Status::Ok();
}

Status OpChecks::ExpectStartIndices(const Op& op, int first, int count) const {
  for (int i = first; i < first + count; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "start index #" + std::to_string(i - first), t, kIntEl));
    if (t != op.operand(first)->type())
      return Error(op, "expected start indices of one type " + Str(op.operand(first)->type()), Str(t));
  }
  return Status::Ok();
}

Status OpChecks::SplitInputsAndInits(const Op& op, std::vector<Type>* inputs,
                                     std::vector<Type>* inits) const {
  int64_t num_operands = op.num_operands();
  if (num_operands < 2 || num_operands % 2 != 0)
    return Error(op, "expected N inputs and N initial values (2N operands, N >= 1)",
                 std::to_string(num_operands));
  int n = static_cast<int>(num_operands / 2);
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, n));
  for (int i = 0; i < n; ++i) {
    inputs->push_back(op.operand(i)->type());
    inits->push_back(op.operand(n + i)->type());
  }
  return Status::Ok();
}

}  // namespace hlx
