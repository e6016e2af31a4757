#include "interp/tensor.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <sstream>

#include "support/check.h"
#include "support/host_memory.h"

namespace hlx {
namespace {

uint64_t LoadBits(const char* p, int bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, bytes);  // little-endian host
  return bits;
}

void StoreBits(char* p, int bytes, uint64_t bits) { std::memcpy(p, &bits, bytes); }

// The shortest decimal text that reads back as `v` in element type `type`.
std::string ShortestText(ElementType type, double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  char buf[40];
  char stored[16], reread[16];
  StoreFloat(type, stored, v);
  const int width = ElementStorageBytes(type);
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof(buf), "%.*g", precision, v);
    StoreFloat(type, reread, std::strtod(buf, nullptr));
    if (std::memcmp(stored, reread, width) == 0) break;
  }
  return buf;
}

bool Aligned(const char* p) { return reinterpret_cast<uintptr_t>(p) % kTensorAlignment == 0; }

}  // namespace

size_t AlignableSize(size_t bytes) {
  return bytes >= kAlignedTensorBytes ? bytes + kTensorAlignment - 1 : bytes;
}

std::shared_ptr<std::string> AlignableStorage(size_t bytes) {
  auto storage = std::make_shared<std::string>();
  ResizeZeroed(*storage, AlignableSize(bytes));
  return storage;
}

size_t AlignedOffset(const std::string& storage) {
  if (storage.size() < kAlignedTensorBytes) return 0;
  const uintptr_t at = reinterpret_cast<uintptr_t>(storage.data());
  return (kTensorAlignment - at % kTensorAlignment) % kTensorAlignment;
}

Tensor Tensor::Zeros(Type type) {
  HLX_CHECK(type.IsElement() || (type.IsTensor() && type.HasStaticShape()));
  Tensor t;
  t.type_ = type;
  t.num_elements_ = type.IsElement() ? 1 : type.NumElements();
  t.bytes_ = AlignableStorage(t.byte_size());
  t.offset_ = AlignedOffset(*t.bytes_);
  return t;
}

Tensor Tensor::FromBytes(Type type, std::string bytes) {
  HLX_CHECK(type.IsTensor() && type.HasStaticShape());
  const size_t size = static_cast<size_t>(type.NumElements()) * ElementStorageBytes(type.storage_element());
  HLX_CHECK(bytes.size() == size);
  if (size >= kAlignedTensorBytes && !Aligned(bytes.data())) return CopyOf(type, bytes);
  return FromStorage(type, std::make_shared<std::string>(std::move(bytes)));
}

Tensor Tensor::CopyOf(Type type, std::string_view bytes) {
  Tensor t = Zeros(type);
  HLX_CHECK(bytes.size() == t.byte_size());
  if (!bytes.empty()) std::memcpy(t.mutable_data(), bytes.data(), bytes.size());
  return t;
}

Tensor Tensor::FromStorage(Type type, std::shared_ptr<std::string> storage, size_t offset) {
  HLX_CHECK(type.IsTensor() && type.HasStaticShape() && storage);
  Tensor t;
  t.type_ = type;
  t.num_elements_ = type.NumElements();
  HLX_CHECK(offset + t.byte_size() <= storage->size());
  t.bytes_ = std::move(storage);
  t.offset_ = offset;
  return t;
}

Tensor Tensor::OverBytes(Type type, std::shared_ptr<const std::string> bytes) {
  Tensor t = FromStorage(type, std::const_pointer_cast<std::string>(std::move(bytes)));
  HLX_CHECK(t.byte_size() == t.bytes_->size());
  return t;
}

Tensor Tensor::Retyped(Type type) const {
  HLX_CHECK(bytes_ && type.IsTensor() && type.HasStaticShape());
  Tensor t;
  t.type_ = type;
  t.num_elements_ = type.NumElements();
  t.bytes_ = bytes_;
  t.offset_ = offset_;
  HLX_CHECK(t.byte_size() == byte_size());  // and so within the storage, as this tensor is
  return t;
}

Tensor Tensor::FromDense(const Attr& dense, Type type) {
  if (!type) type = dense.type();
  const std::string& src = dense.dense_bytes();
  if (type.NumElements() == 0) return Zeros(type);
  if (!dense.dense_is_splat()) return OverBytes(type, dense.dense_storage());
  Tensor t = Zeros(type);
  char* out = t.mutable_data();
  const size_t width = src.size();
  for (int64_t i = 0; i < t.num_elements_; ++i) std::memcpy(out + i * width, src.data(), width);
  return t;
}

Tensor Tensor::Tuple(Type type, std::vector<Tensor> elements) {
  HLX_CHECK(type.IsTuple());
  Tensor t;
  t.type_ = type;
  t.elements_ = std::move(elements);
  return t;
}

Tensor Tensor::Token(Type type) {
  HLX_CHECK(type.IsToken());
  Tensor t;
  t.type_ = type;
  return t;
}

char* Tensor::mutable_data() {
  if (bytes_.use_count() > 1) {
    std::shared_ptr<std::string> copy = AlignableStorage(byte_size());
    const size_t offset = AlignedOffset(*copy);
    std::memcpy(copy->data() + offset, data(), byte_size());
    bytes_ = std::move(copy);
    offset_ = offset;
  }
  return bytes_->data() + offset_;
}

double RoundFloat(ElementType type, double value) {
  char buffer[16];
  StoreFloat(type, buffer, value);
  return LoadFloat(type, buffer);
}

int64_t WrapInt(ElementType type, int64_t value) {
  const ElementInfo& info = GetElementInfo(type);
  if (info.category == ElementCategory::kBool) return value != 0;
  const int bits = info.bit_width;
  if (bits >= 64) return value;
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  uint64_t u = static_cast<uint64_t>(value) & mask;
  if (info.category == ElementCategory::kSigned && (u >> (bits - 1)) != 0) u |= ~mask;
  return static_cast<int64_t>(u);
}

int64_t LoadInt(ElementType type, const char* p) {
  // The most common types without the general path's lookups.
  if (type == ElementType::kI1) return *p != 0;
  if (type == ElementType::kSI32) {
    int32_t v;
    std::memcpy(&v, p, 4);
    return v;
  }
  const int bytes = ElementStorageBytes(type);
  return WrapInt(type, static_cast<int64_t>(LoadBits(p, bytes)));
}

void StoreInt(ElementType type, char* p, int64_t value) {
  if (type == ElementType::kI1) {
    *p = value != 0;
    return;
  }
  if (type == ElementType::kSI32) {
    const int32_t v = static_cast<int32_t>(value);
    std::memcpy(p, &v, 4);
    return;
  }
  StoreBits(p, ElementStorageBytes(type), static_cast<uint64_t>(WrapInt(type, value)));
}

double LoadFloat(ElementType type, const char* p) {
  switch (type) {
    case ElementType::kF32: {
      float f;
      std::memcpy(&f, p, 4);
      return f;
    }
    case ElementType::kF64: {
      double d;
      std::memcpy(&d, p, 8);
      return d;
    }
    case ElementType::kBF16: {
      uint32_t bits = static_cast<uint32_t>(LoadBits(p, 2)) << 16;
      return std::bit_cast<float>(bits);
    }
    default:
      break;
  }
  const ElementInfo& info = GetElementInfo(type);
  HLX_CHECK(info.small_float != nullptr);
  return DecodeFloat(*info.small_float, LoadBits(p, ElementStorageBytes(type)));
}

void StoreFloat(ElementType type, char* p, double value) {
  switch (type) {
    case ElementType::kF32: {
      float f = static_cast<float>(value);
      std::memcpy(p, &f, 4);
      return;
    }
    case ElementType::kF64:
      std::memcpy(p, &value, 8);
      return;
    default:
      break;
  }
  const ElementInfo& info = GetElementInfo(type);
  HLX_CHECK(info.small_float != nullptr);
  StoreBits(p, ElementStorageBytes(type), EncodeFloat(*info.small_float, value));
}

std::complex<double> LoadComplex(ElementType type, const char* p) {
  ElementType part = ComplexPartType(type);
  const int half = ElementStorageBytes(part);
  return {LoadFloat(part, p), LoadFloat(part, p + half)};
}

void StoreComplex(ElementType type, char* p, std::complex<double> value) {
  ElementType part = ComplexPartType(type);
  const int half = ElementStorageBytes(part);
  StoreFloat(part, p, value.real());
  StoreFloat(part, p + half, value.imag());
}

std::vector<int64_t> ReadInts(const Tensor& t) {
  const ElementType e = t.element();
  const int width = t.element_bytes();
  std::vector<int64_t> out(t.num_elements());
  const char* p = t.data();
  for (int64_t i = 0; i < t.num_elements(); ++i) out[i] = LoadInt(e, p + i * width);
  return out;
}

std::vector<double> ReadFloats(const Tensor& t) {
  const ElementType e = t.element();
  std::vector<double> out(t.num_elements());
  const char* p = t.data();
  if (e == ElementType::kF32) {
    const float* f = reinterpret_cast<const float*>(p);
    for (int64_t i = 0; i < t.num_elements(); ++i) out[i] = f[i];
    return out;
  }
  const int width = t.element_bytes();
  for (int64_t i = 0; i < t.num_elements(); ++i) out[i] = LoadFloat(e, p + i * width);
  return out;
}

std::vector<std::complex<double>> ReadComplexes(const Tensor& t) {
  const ElementType e = t.element();
  const int width = t.element_bytes();
  std::vector<std::complex<double>> out(t.num_elements());
  const char* p = t.data();
  for (int64_t i = 0; i < t.num_elements(); ++i) out[i] = LoadComplex(e, p + i * width);
  return out;
}

Tensor MakeInts(Type type, std::span<const int64_t> values) {
  Tensor t = Tensor::Zeros(type);
  HLX_CHECK(static_cast<int64_t>(values.size()) == t.num_elements());
  const ElementType e = t.element();
  const int width = t.element_bytes();
  char* p = t.mutable_data();
  for (size_t i = 0; i < values.size(); ++i) StoreInt(e, p + i * width, values[i]);
  return t;
}

Tensor MakeFloats(Type type, std::span<const double> values) {
  Tensor t = Tensor::Zeros(type);
  HLX_CHECK(static_cast<int64_t>(values.size()) == t.num_elements());
  const ElementType e = t.element();
  char* p = t.mutable_data();
  if (e == ElementType::kF32) {
    float* f = reinterpret_cast<float*>(p);
    for (size_t i = 0; i < values.size(); ++i) f[i] = static_cast<float>(values[i]);
    return t;
  }
  const int width = t.element_bytes();
  for (size_t i = 0; i < values.size(); ++i) StoreFloat(e, p + i * width, values[i]);
  return t;
}

Tensor MakeComplexes(Type type, std::span<const std::complex<double>> values) {
  Tensor t = Tensor::Zeros(type);
  HLX_CHECK(static_cast<int64_t>(values.size()) == t.num_elements());
  const ElementType e = t.element();
  const int width = t.element_bytes();
  char* p = t.mutable_data();
  for (size_t i = 0; i < values.size(); ++i) StoreComplex(e, p + i * width, values[i]);
  return t;
}

double ElementAsDouble(const Tensor& t, int64_t index) {
  const ElementType e = t.element();
  const char* p = t.data() + index * t.element_bytes();
  if (IsComplex(e)) return LoadComplex(e, p).real();
  if (IsFloat(e)) return LoadFloat(e, p);
  if (e == ElementType::kUI64) return static_cast<double>(static_cast<uint64_t>(LoadInt(e, p)));
  return static_cast<double>(LoadInt(e, p));
}

Tensor Filled(Type type, double value) {
  Tensor t = Tensor::Zeros(type);
  const ElementType e = t.element();
  const int width = t.element_bytes();
  if (t.num_elements() == 0) return t;
  char* p = t.mutable_data();
  if (IsComplex(e)) {
    StoreComplex(e, p, value);
  } else if (IsFloat(e)) {
    StoreFloat(e, p, value);
  } else {
    StoreInt(e, p, static_cast<int64_t>(value));
  }
  for (int64_t i = 1; i < t.num_elements(); ++i) std::memcpy(p + i * width, p, width);
  return t;
}

Tensor RandomTensor(Type type, uint64_t seed) {
  Tensor t = Tensor::Zeros(type);
  const ElementType e = t.element();
  const int width = t.element_bytes();
  char* p = t.mutable_data();
  uint64_t state = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  auto next = [&state] {  // splitmix64
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  auto uniform = [&next] { return static_cast<double>(next() >> 11) * 0x1.0p-52 - 1.0; };
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    char* q = p + i * width;
    if (IsComplex(e)) {
      const double re = uniform();
      StoreComplex(e, q, {re, uniform()});
    } else if (IsFloat(e)) {
      StoreFloat(e, q, uniform());
    } else if (IsBool(e)) {
      StoreInt(e, q, static_cast<int64_t>(next() & 1));
    } else if (IsUnsigned(e)) {
      StoreInt(e, q, static_cast<int64_t>(next() % 17));
    } else {
      StoreInt(e, q, static_cast<int64_t>(next() % 17) - 8);
    }
  }
  return t;
}

std::vector<int64_t> Strides(std::span<const int64_t> shape) {
  std::vector<int64_t> strides(shape.size());
  int64_t s = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = s;
    s *= shape[i];
  }
  return strides;
}

int64_t NumElements(std::span<const int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

bool NextIndex(std::span<const int64_t> shape, std::span<int64_t> index) {
  for (size_t i = shape.size(); i-- > 0;) {
    if (++index[i] < shape[i]) return true;
    index[i] = 0;
  }
  return false;
}

std::string FormatIndex(std::span<const int64_t> index) {
  std::ostringstream os;
  os << "[";
  for (size_t i = 0; i < index.size(); ++i) os << (i ? ", " : "") << index[i];
  os << "]";
  return os.str();
}

std::string FormatElement(const Tensor& t, int64_t index) {
  const ElementType e = t.element();
  const char* p = t.data() + index * t.element_bytes();
  if (IsComplex(e)) {
    std::complex<double> c = LoadComplex(e, p);
    const ElementType part = ComplexPartType(e);
    return "(" + ShortestText(part, c.real()) + ", " + ShortestText(part, c.imag()) + ")";
  }
  if (IsFloat(e)) return ShortestText(e, LoadFloat(e, p));
  if (IsBool(e)) return LoadInt(e, p) ? "true" : "false";
  if (e == ElementType::kUI64) return std::to_string(static_cast<uint64_t>(LoadInt(e, p)));
  return std::to_string(LoadInt(e, p));
}

std::string FormatTensor(const Tensor& t) {
  if (t.type().IsToken()) return t.type().ToString() + "\n";
  if (t.type().IsTuple()) {
    std::string out = t.type().ToString() + " (\n";
    for (const Tensor& e : t.elements()) out += FormatTensor(e);
    return out + ")\n";
  }
  if (t.rank() == 0) return t.type().ToString() + " {" + FormatElement(t, 0) + "}\n";
  std::string out = t.type().ToString() + " {\n  ";
  std::vector<int64_t> index(t.rank(), 0);
  const auto shape = t.shape();
  for (int64_t i = 0; i < t.num_elements() || (i == 0 && t.num_elements() == 0); ++i) {
    // Open a bracket for each dimension whose index just wrapped to 0.
    int open = 0;
    for (int64_t d = t.rank(); d-- > 0 && index[d] == 0;) ++open;
    if (i > 0) out += ", ";
    out.append(open, '[');
    if (t.num_elements() == 0) {
      out.append(open, ']');
      break;
    }
    out += FormatElement(t, i);
    NextIndex(shape, index);
    int close = 0;
    for (int64_t d = t.rank(); d-- > 0 && index[d] == 0;) ++close;
    if (i + 1 == t.num_elements()) close = static_cast<int>(t.rank());
    out.append(close, ']');
  }
  return out + "\n}\n";
}

}  // namespace hlx
