#include "ir/shape_inference.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace hlx {
namespace {

// One op on function arguments of the given types, in a module of its own.
class ShapeInferenceTest : public ::testing::Test {
 protected:
  ShapeInferenceTest() { module_.set_source_name("test.mlir"); }

  Type T(std::initializer_list<int64_t> dims, ElementType e = ElementType::kF32) {
    return module_.types().Tensor(dims, e);
  }
  Attr I64s(std::vector<int64_t> v) { return Attr::DenseArray(ElementType::kSI64, std::move(v), {}); }
  Attr Dense(Type type, std::vector<int64_t> values) {
    auto bytes = std::make_shared<std::string>();
    for (int64_t v : values) bytes->append(reinterpret_cast<const char*>(&v), sizeof v);
    return Attr::DenseElements(type, std::move(bytes), false);
  }

  Op* OneOp(OpKind kind, std::vector<Type> operands, std::vector<Type> results) {
    auto func = std::make_unique<Op>(OpKind::kFunc, SourceLoc{1, 1});
    Block* block = func->AddRegion()->AddBlock();
    for (Type t : operands) block->AddArg(t);
    auto op = std::make_unique<Op>(kind, SourceLoc{2, 3});
    for (int i = 0; i < block->num_args(); ++i) op->AddOperand(block->arg(i));
    for (Type t : results) op->AddResult(t);
    Op* added = block->Append(std::move(op));
    module_.body().Append(std::move(func));
    return added;
  }

  Module module_;
};

TEST_F(ShapeInferenceTest, PadOfDynamicAndStaticDimensions) {
  Op* op = OneOp(OpKind::kPad, {T({kDynamic, 3}), T({})}, {T({kDynamic, kDynamic})});
  op->SetAttr("edge_padding_low", I64s({1, 2}));
  op->SetAttr("edge_padding_high", I64s({0, -1}));
  op->SetAttr("interior_padding", I64s({0, 1}));
  StatusOr<ResultShapes> shapes = InferResultShapes(module_, *op);
  ASSERT_TRUE(shapes.ok()) << shapes.status().message();
  EXPECT_EQ(*shapes, (ResultShapes{{kDynamic, 6}}));
}

TEST_F(ShapeInferenceTest, OverflowingSizesSaturate) {
  Op* op = OneOp(OpKind::kPad, {T({4}), T({})}, {T({kDynamic})});
  op->SetAttr("edge_padding_low", I64s({INT64_MAX}));
  op->SetAttr("edge_padding_high", I64s({INT64_MAX}));
  op->SetAttr("interior_padding", I64s({0}));
  StatusOr<ResultShapes> shapes = InferResultShapes(module_, *op);
  ASSERT_TRUE(shapes.ok()) << shapes.status().message();
  EXPECT_EQ(*shapes, (ResultShapes{{kOverflowedSize}}));
}

TEST_F(ShapeInferenceTest, ErrorsAreTheVerifiers) {
  Op* op = OneOp(OpKind::kPad, {T({4}), T({})}, {T({kDynamic})});
  op->SetAttr("edge_padding_low", I64s({0, 0}));
  op->SetAttr("edge_padding_high", I64s({0}));
  op->SetAttr("interior_padding", I64s({0}));
  StatusOr<ResultShapes> shapes = InferPadShape(module_, *op);
  ASSERT_FALSE(shapes.ok());
  EXPECT_EQ(shapes.status().message(),
            "test.mlir:2:3: error: 'stablehlo.pad' op expected 'edge_padding_low' to have one entry per "
            "operand dimension (1), found [0, 0]");
}

TEST_F(ShapeInferenceTest, OpsWithoutAShapeFunctionInferNothing) {
  Op* op = OneOp(OpKind::kIota, {}, {T({kDynamic})});
  op->SetAttr("iota_dimension", Attr::Integer(0, module_.types().Element(ElementType::kSI64)));
  StatusOr<ResultShapes> shapes = InferResultShapes(module_, *op);
  ASSERT_TRUE(shapes.ok());
  EXPECT_TRUE(shapes->empty());
}

TEST_F(ShapeInferenceTest, ElementwiseOperandsMerge) {
  Op* op = OneOp(OpKind::kAdd, {T({kDynamic, 3}), T({2, kDynamic})}, {T({kDynamic, kDynamic})});
  StatusOr<ResultShapes> shapes = InferResultShapes(module_, *op);
  ASSERT_TRUE(shapes.ok());
  EXPECT_EQ(*shapes, (ResultShapes{{2, 3}}));
}

TEST_F(ShapeInferenceTest, WindowOutputShape) {
  // 5 elements dilated to 9, padded to 12; windows of 3 dilated to 5, every 2 elements: 4 positions.
  EXPECT_EQ(WindowOutputShape(std::vector<int64_t>{5, kDynamic}, std::vector<int64_t>{3, 2},
                              std::vector<int64_t>{2, 1}, std::vector<int64_t>{1, 2, 0, 0},
                              std::vector<int64_t>{2, 1}, std::vector<int64_t>{2, 1}),
            (std::vector<int64_t>{4, kDynamic}));
  // A window larger than the padded base fits nowhere.
  EXPECT_EQ(WindowOutputShape(std::vector<int64_t>{2}, std::vector<int64_t>{3}, std::vector<int64_t>{1},
                              std::vector<int64_t>{0, 0}, std::vector<int64_t>{1}, std::vector<int64_t>{1}),
            (std::vector<int64_t>{0}));
}

TEST_F(ShapeInferenceTest, GetWindowReadsDefaultsAndRejectsMalformedAttributes) {
  Op* op = OneOp(OpKind::kReduceWindow, {T({4, 6}), T({})}, {T({2, 6})});
  op->SetAttr("window_dimensions", I64s({2, 1}));
  op->SetAttr("window_strides", I64s({2, 1}));
  op->SetAttr("base_dilations", I64s({}));  // no entries: absent
  std::optional<Window> window = GetWindow(*op);
  ASSERT_TRUE(window.has_value());
  EXPECT_EQ(window->dimensions, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(window->strides, (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(window->base_dilations, (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(window->window_dilations, (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(window->padding, (std::vector<int64_t>{0, 0, 0, 0}));

  op->SetAttr("padding", Dense(T({2, 2}, ElementType::kSI64), {1, 2, 3, 4}));
  window = GetWindow(*op);
  ASSERT_TRUE(window.has_value());
  EXPECT_EQ(window->pad_low(1), 3);
  EXPECT_EQ(window->pad_high(1), 4);

  op->SetAttr("padding", Dense(T({1, 2}, ElementType::kSI64), {1, 2}));
  EXPECT_FALSE(GetWindow(*op).has_value());  // not one (low, high) pair per dimension
  op->RemoveAttr("padding");
  op->SetAttr("window_dilations", I64s({1, 0}));
  EXPECT_FALSE(GetWindow(*op).has_value());  // a dilation below 1
  op->SetAttr("window_dilations", I64s({1}));
  EXPECT_FALSE(GetWindow(*op).has_value());  // one entry short
}

TEST_F(ShapeInferenceTest, IntListReadsEveryIntegerListForm) {
  Op* op = OneOp(OpKind::kTranspose, {T({2, 3})}, {T({3, 2})});
  EXPECT_TRUE(IntList(*op, "permutation").empty());
  op->SetAttr("permutation", I64s({1, 0}));
  EXPECT_EQ(IntList(*op, "permutation"), (std::vector<int64_t>{1, 0}));
  op->SetAttr("permutation", Dense(T({2}, ElementType::kSI64), {1, 0}));
  EXPECT_EQ(IntList(*op, "permutation"), (std::vector<int64_t>{1, 0}));
  // Dense elements whose bytes hold fewer elements than their type says are no list.
  op->SetAttr("permutation", Attr::DenseElements(T({2}, ElementType::kSI64),
                                                 std::make_shared<const std::string>("1234"), false));
  EXPECT_TRUE(IntList(*op, "permutation").empty());
  op->SetAttr("permutation", Attr::String("1, 0"));
  EXPECT_TRUE(IntList(*op, "permutation").empty());
}

}  // namespace
}  // namespace hlx
