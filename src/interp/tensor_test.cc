// Tensors share their bytes: copies, storage handed in from outside (FromStorage) and retyped views
// (Retyped) read the same bytes until one of them is written, which copies it first.
#include "interp/tensor.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
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

TEST(Tensor, FromStorageAdoptsTheBytes) {
  TypeContext types;
  Type t = types.Tensor({2}, ElementType::kSI32);
  auto bytes = std::make_shared<std::string>(8, '\0');
  bytes->at(0) = 7;
  Tensor tensor = Tensor::FromStorage(t, bytes);
  EXPECT_EQ(tensor.data(), bytes->data());
  EXPECT_EQ(ElementAsDouble(tensor, 0), 7.0);
}

}  // namespace
}  // namespace hlx
