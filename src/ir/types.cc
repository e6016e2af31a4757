#include "ir/types.h"

#include <cstring>

#include "support/check.h"
#include "support/int_math.h"

namespace hlx {

class TypeStorage {
 public:
  TypeKind kind;
  ElementType element = ElementType::kF32;  // kElement
  QuantParams quant{};                      // kQuant
  Type tensor_element;                      // kTensor
  std::vector<int64_t> dims;                // kTensor
  std::vector<int64_t> bounds;              // kTensor
  std::vector<Type> types;                  // kTuple elements; kFunction inputs
  std::vector<Type> results;                // kFunction

  // A byte string that identifies the type structurally; the interning key.
  std::string Key() const {
    std::string key;
    auto put = [&key](const void* p, size_t n) { key.append(static_cast<const char*>(p), n); };
    auto put_i64 = [&](int64_t v) { put(&v, sizeof v); };
    auto put_types = [&](const std::vector<Type>& ts) {
      put_i64(static_cast<int64_t>(ts.size()));
      for (Type t : ts) {
        const void* p = t.storage();
        put(&p, sizeof p);
      }
    };
    key.push_back(static_cast<char>(kind));
    switch (kind) {
      case TypeKind::kElement:
        key.push_back(static_cast<char>(element));
        break;
      case TypeKind::kQuant:
        key.push_back(static_cast<char>(quant.storage));
        key.push_back(static_cast<char>(quant.expressed));
        put_i64(quant.storage_min);
        put_i64(quant.storage_max);
        put_i64(quant.quantized_dimension);
        put_i64(static_cast<int64_t>(quant.scales.size()));
        for (double s : quant.scales) put(&s, sizeof s);
        for (int64_t z : quant.zero_points) put_i64(z);
        break;
      case TypeKind::kTensor: {
        const void* p = tensor_element.storage();
        put(&p, sizeof p);
        put_i64(static_cast<int64_t>(dims.size()));
        for (int64_t d : dims) put_i64(d);
        put_i64(static_cast<int64_t>(bounds.size()));
        for (int64_t b : bounds) put_i64(b);
        break;
      }
      case TypeKind::kTuple:
        put_types(types);
        break;
      case TypeKind::kToken:
        break;
      case TypeKind::kFunction:
        put_types(types);
        put_types(results);
        break;
    }
    return key;
  }
};

namespace {

#define ELEMENT(E, M, BITS, CAT)
#define SMALL_FLOAT(E, M, BITS, EXP, MAN, BIAS, SPECIALS) \
  constexpr FloatFormat kFormat_##E{EXP, MAN, BIAS, FloatSpecials::SPECIALS};
#include "ir/element_types.def"

const ElementInfo kElementInfos[] = {
#define ELEMENT(E, M, BITS, CAT) {ElementType::E, M, BITS, ElementCategory::CAT, nullptr},
#define SMALL_FLOAT(E, M, BITS, EXP, MAN, BIAS, SPECIALS) \
  {ElementType::E, M, BITS, ElementCategory::kFloat, &kFormat_##E},
#include "ir/element_types.def"
};

}  // namespace

const ElementInfo& GetElementInfo(ElementType type) { return kElementInfos[static_cast<int>(type)]; }

const ElementInfo* LookupElementType(std::string_view mnemonic) {
  for (const ElementInfo& info : kElementInfos)
    if (mnemonic == info.mnemonic) return &info;
  return nullptr;
}

int ElementStorageBytes(ElementType type) {
  int bits = GetElementInfo(type).bit_width;
  return bits <= 8 ? 1 : bits <= 16 ? 2 : bits <= 32 ? 4 : bits <= 64 ? 8 : 16;
}

ElementType ComplexPartType(ElementType t) {
  HLX_CHECK(IsComplex(t));
  return t == ElementType::kC64 ? ElementType::kF32 : ElementType::kF64;
}

TypeKind Type::kind() const { return s_->kind; }
ElementType Type::element() const {
  HLX_CHECK(IsElement());
  return s_->element;
}
const QuantParams& Type::quant() const {
  HLX_CHECK(IsQuant());
  return s_->quant;
}
Type Type::element_type() const {
  HLX_CHECK(IsTensor());
  return s_->tensor_element;
}
std::span<const int64_t> Type::dims() const {
  HLX_CHECK(IsTensor());
  return s_->dims;
}
std::span<const int64_t> Type::bounds() const {
  HLX_CHECK(IsTensor());
  return s_->bounds;
}
bool Type::HasStaticShape() const {
  for (int64_t d : dims())
    if (d == kDynamic) return false;
  return true;
}
int64_t Type::NumElements() const {
  int64_t n = 1;
  for (int64_t d : dims()) {
    HLX_CHECK(d != kDynamic);
    n = SatMul(n, d);
  }
  return n;
}
ElementType Type::storage_element() const {
  Type e = IsTensor() ? element_type() : *this;
  return e.IsQuant() ? e.quant().storage : e.element();
}
std::span<const Type> Type::types() const {
  HLX_CHECK(IsTuple() || IsFunction());
  return s_->types;
}
std::span<const Type> Type::results() const {
  HLX_CHECK(IsFunction());
  return s_->results;
}

namespace {

std::string FormatDouble(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  // Prefer the shortest spelling that reads back to the same double.
  for (int precision = 1; precision <= 17; ++precision) {
    char shortbuf[64];
    std::snprintf(shortbuf, sizeof shortbuf, "%.*g", precision, v);
    if (std::strtod(shortbuf, nullptr) == v) return shortbuf;
  }
  return buf;
}

void AppendType(std::string& out, Type t);

void AppendTypeList(std::string& out, std::span<const Type> types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out += ", ";
    AppendType(out, types[i]);
  }
}

void AppendType(std::string& out, Type t) {
  if (!t) {
    out += "<<null type>>";
    return;
  }
  switch (t.kind()) {
    case TypeKind::kElement:
      out += GetElementInfo(t.element()).mnemonic;
      return;
    case TypeKind::kQuant: {
      const QuantParams& q = t.quant();
      const ElementInfo& storage = GetElementInfo(q.storage);
      out += "!quant.uniform<";
      out += storage.mnemonic;
      // The full range of the storage type is implied; print the range only when narrower.
      int bits = storage.bit_width;
      bool is_unsigned = storage.category == ElementCategory::kUnsigned;
      int64_t full_min = is_unsigned ? 0 : INT64_MIN >> (64 - bits);
      int64_t full_max =
          is_unsigned ? (bits == 64 ? INT64_MAX : (int64_t{1} << bits) - 1) : INT64_MAX >> (64 - bits);
      if (q.storage_min != full_min || q.storage_max != full_max)
        out += "<" + std::to_string(q.storage_min) + ":" + std::to_string(q.storage_max) + ">";
      out += ":";
      out += GetElementInfo(q.expressed).mnemonic;
      auto scale_zp = [&](size_t i) {
        out += FormatDouble(q.scales[i]);
        if (q.zero_points[i] != 0) out += ":" + std::to_string(q.zero_points[i]);
      };
      if (q.quantized_dimension >= 0) {
        out += ":" + std::to_string(q.quantized_dimension) + ", {";
        for (size_t i = 0; i < q.scales.size(); ++i) {
          if (i) out += ",";
          scale_zp(i);
        }
        out += "}>";
      } else {
        out += ", ";
        scale_zp(0);
        out += ">";
      }
      return;
    }
    case TypeKind::kTensor: {
      out += "tensor<";
      for (int64_t d : t.dims()) {
        if (d == kDynamic)
          out += "?";
        else
          out += std::to_string(d);
        out += "x";
      }
      AppendType(out, t.element_type());
      if (!t.bounds().empty()) {
        out += ", #stablehlo.bounds<";
        bool first = true;
        for (int64_t b : t.bounds()) {
          if (!first) out += ", ";
          first = false;
          out += b == kDynamic ? std::string("?") : std::to_string(b);
        }
        out += ">";
      }
      out += ">";
      return;
    }
    case TypeKind::kTuple:
      out += "tuple<";
      AppendTypeList(out, t.types());
      out += ">";
      return;
    case TypeKind::kToken:
      out += "!stablehlo.token";
      return;
    case TypeKind::kFunction: {
      out += "(";
      AppendTypeList(out, t.types());
      out += ") -> ";
      auto results = t.results();
      if (results.size() == 1 && !results[0].IsFunction()) {
        AppendType(out, results[0]);
      } else {
        out += "(";
        AppendTypeList(out, results);
        out += ")";
      }
      return;
    }
  }
}

}  // namespace

std::string Type::ToString() const {
  std::string out;
  AppendType(out, *this);
  return out;
}

TypeContext::TypeContext() {
  for (const ElementInfo& info : kElementInfos) {
    auto s = std::make_unique<TypeStorage>();
    s->kind = TypeKind::kElement;
    s->element = info.type;
    elements_.push_back(Intern(std::move(s)));
  }
}

TypeContext::~TypeContext() = default;

Type TypeContext::Intern(std::unique_ptr<TypeStorage> storage) {
  std::string key = storage->Key();
  std::lock_guard<std::mutex> lock(mutex_);
  auto [it, inserted] = types_.try_emplace(std::move(key), nullptr);
  if (inserted) it->second = std::move(storage);
  return Type(it->second.get());
}

Type TypeContext::Element(ElementType e) { return elements_[static_cast<int>(e)]; }

Type TypeContext::Quant(const QuantParams& params) {
  auto s = std::make_unique<TypeStorage>();
  s->kind = TypeKind::kQuant;
  s->quant = params;
  return Intern(std::move(s));
}

Type TypeContext::Tensor(std::span<const int64_t> dims, Type element, std::span<const int64_t> bounds) {
  HLX_CHECK(element.IsElement() || element.IsQuant());
  auto s = std::make_unique<TypeStorage>();
  s->kind = TypeKind::kTensor;
  s->tensor_element = element;
  s->dims.assign(dims.begin(), dims.end());
  s->bounds.assign(bounds.begin(), bounds.end());
  return Intern(std::move(s));
}

Type TypeContext::Tuple(std::span<const Type> types) {
  auto s = std::make_unique<TypeStorage>();
  s->kind = TypeKind::kTuple;
  s->types.assign(types.begin(), types.end());
  return Intern(std::move(s));
}

Type TypeContext::Token() {
  auto s = std::make_unique<TypeStorage>();
  s->kind = TypeKind::kToken;
  return Intern(std::move(s));
}

Type TypeContext::Function(std::span<const Type> inputs, std::span<const Type> results) {
  auto s = std::make_unique<TypeStorage>();
  s->kind = TypeKind::kFunction;
  s->types.assign(inputs.begin(), inputs.end());
  s->results.assign(results.begin(), results.end());
  return Intern(std::move(s));
}

}  // namespace hlx
