// Tensors share their bytes: copies, storage handed in from outside (FromStorage) and retyped views
// (Retyped) read the same bytes until one of them is written, which copies it first. Bytes of at least
// kAlignedTensorBytes start at a multiple of kTensorAlignment, however the tensor was made.
#include "interp/tensor.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/types.h"

namespace hlx {
namespace {

TEST(Tensor, RetypedSharesTheBytesUntilAWrite) {
  TypeContext one, other;
  Type a = one.Tensor({2, 3}, ElementType::kF32);
  Type b = other.Tensor({6}, ElementType::kF32);
  const std::vector<double> values = {1, 2, 3, 4, 5, 6};
  Tensor t = MakeFloats(a, values);
  Tensor view = t.Retyped(b);
  EXPECT_EQ(view.type(), b);
  EXPECT_EQ(view.data(), t.data());
  EXPECT_EQ(ElementAsDouble(view, 5), 6.0);
  view.mutable_data()[0] = 0;  // copies first: t keeps its bytes
  EXPECT_NE(view.data(), t.data());
  EXPECT_EQ(ElementAsDouble(t, 0), 1.0);
}

bool Aligned(const Tensor& t) { return reinterpret_cast<uintptr_t>(t.data()) % kTensorAlignment == 0; }

TEST(Tensor, LongTensorsAreAligned) {
  TypeContext types;
  Type big = types.Tensor({256}, ElementType::kF32), small = types.Tensor({3}, ElementType::kF32);
  EXPECT_TRUE(Aligned(Tensor::Zeros(big)));
  // Whatever the address of the string it is given (copied where it is not aligned).
  for (int skip = 0; skip < 4; ++skip) {
    std::string bytes(1024 + 16 * skip, '\0');
    for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7);
    Tensor t = Tensor::FromBytes(big, bytes.substr(16 * skip));
    EXPECT_TRUE(Aligned(t));
    EXPECT_EQ(t.bytes(), std::string_view(bytes).substr(16 * skip));
    Tensor copy = t;
    copy.mutable_data()[0] = 1;  // a copy, aligned too
    EXPECT_NE(copy.data(), t.data());
    EXPECT_TRUE(Aligned(copy));
    EXPECT_EQ(copy.bytes().substr(1), t.bytes().substr(1));
    EXPECT_EQ(t.Retyped(types.Tensor({16, 16}, ElementType::kF32)).data(), t.data());
  }
  EXPECT_TRUE(Aligned(MakeFloats(big, std::vector<double>(256, 1.0))));
  // Storage made to hold them aligned, as the CPU backend's buffers are.
  std::shared_ptr<std::string> storage = AlignableStorage(1024);
  EXPECT_EQ(storage->size(), 1024 + kTensorAlignment - 1);
  EXPECT_TRUE(Aligned(Tensor::FromStorage(big, storage, AlignedOffset(*storage))));
  // A short tensor takes no padding.
  EXPECT_EQ(AlignableSize(12), 12u);
  EXPECT_EQ(Tensor::Zeros(small).bytes().size(), 12u);
}

TEST(Tensor, FromStorageAdoptsTheBytes) {
  TypeContext types;
  Type t = types.Tensor({2}, ElementType::kSI32);
  auto bytes = std::make_shared<std::string>(8, '\0');
  bytes->at(0) = 7;
  Tensor tensor = Tensor::FromStorage(t, bytes);
  EXPECT_EQ(tensor.data(), bytes->data());
  EXPECT_EQ(ElementAsDouble(tensor, 0), 7.0);
  // From an offset on.
  auto longer = std::make_shared<std::string>(12, '\0');
  longer->at(4) = 9;
  Tensor later = Tensor::FromStorage(t, longer, 4);
  EXPECT_EQ(later.data(), longer->data() + 4);
  EXPECT_EQ(ElementAsDouble(later, 0), 9.0);
  EXPECT_EQ(later.bytes().size(), 8u);
}

TEST(Tensor, FromDenseSharesTheAttributesBytes) {
  TypeContext types;
  Type t = types.Tensor({2}, ElementType::kSI32);
  auto bytes = std::make_shared<const std::string>(std::string("\x05\0\0\0\x06\0\0\0", 8));
  Tensor tensor = Tensor::FromDense(Attr::DenseElements(t, bytes, /*splat=*/false));
  EXPECT_EQ(tensor.data(), bytes->data());
  EXPECT_EQ(ElementAsDouble(tensor, 1), 6.0);
  tensor.mutable_data()[0] = 9;
  EXPECT_EQ((*bytes)[0], 5);
}

TEST(Tensor, OverBytesSharesAndCopiesBeforeAWrite) {
  TypeContext types;
  Type t = types.Tensor({2}, ElementType::kSI32);
  auto bytes = std::make_shared<const std::string>(std::string("\x05\0\0\0\x06\0\0\0", 8));
  Tensor tensor = Tensor::OverBytes(t, bytes);
  EXPECT_EQ(tensor.data(), bytes->data());  // not copied
  EXPECT_EQ(ElementAsDouble(tensor, 1), 6.0);
  tensor.mutable_data()[0] = 9;  // copied first: the attribute's bytes stay
  EXPECT_NE(tensor.data(), bytes->data());
  EXPECT_EQ(ElementAsDouble(tensor, 0), 9.0);
  EXPECT_EQ((*bytes)[0], 5);
}

}  // namespace
}  // namespace hlx
