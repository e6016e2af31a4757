#include "ir/verifier.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace hlx {
namespace {

// Builds small modules op by op; each op gets its own line so that messages can be matched by place.
class VerifierTest : public ::testing::Test {
 protected:
  VerifierTest() { module_.set_source_name("test.mlir"); }

  TypeContext& types() { return module_.types(); }
  Type T(std::initializer_list<int64_t> dims, ElementType e = ElementType::kF32) {
    return types().Tensor(dims, e);
  }
  Type Scalar(ElementType e = ElementType::kF32) { return T({}, e); }

  Attr I64(int64_t v) { return Attr::Integer(v, types().Element(ElementType::kSI64)); }
  Attr I64s(std::vector<int64_t> v) { return Attr::DenseArray(ElementType::kSI64, std::move(v), {}); }
  Attr IntArray(std::vector<int64_t> v) {
    std::vector<Attr> elements;
    for (int64_t x : v) elements.push_back(I64(x));
    return Attr::Array(std::move(elements));
  }
  Attr Dense(Type type, std::vector<int64_t> values) {
    auto bytes = std::make_shared<std::string>();
    for (int64_t v : values) bytes->append(reinterpret_cast<const char*>(&v), sizeof v);
    return Attr::DenseElements(type, std::move(bytes), false);
  }

  // `func.func @name(args) -> results`; returns its entry block.
  Block* Func(const std::string& name, std::vector<Type> args, std::vector<Type> results) {
    auto op = std::make_unique<Op>(OpKind::kFunc, SourceLoc{line_++, 1});
    op->SetAttr("sym_name", Attr::String(name));
    op->SetAttr("function_type", Attr::TypeAttr(types().Function(args, results)));
    Block* block = op->AddRegion()->AddBlock();
    for (Type t : args) block->AddArg(t);
    module_.body().Append(std::move(op));
    return block;
  }

  Op* Add(Block* block, OpKind kind, std::vector<Value*> operands, std::vector<Type> results) {
    auto op = std::make_unique<Op>(kind, SourceLoc{line_++, 5});
    for (Value* v : operands) op->AddOperand(v);
    for (Type t : results) op->AddResult(t);
    return block->Append(std::move(op));
  }
  Value* Result(Block* block, OpKind kind, std::vector<Value*> operands, Type result) {
    return Add(block, kind, std::move(operands), {result})->result(0);
  }
  Op* Return(Block* block, std::vector<Value*> values, OpKind kind = OpKind::kFuncReturn) {
    return Add(block, kind, std::move(values), {});
  }
  // A new single-block region of `op` taking `args`.
  Block* Body(Op* op, std::vector<Type> args) {
    Block* block = op->AddRegion()->AddBlock();
    for (Type t : args) block->AddArg(t);
    return block;
  }
  // A region of `op` that adds its two scalar arguments: a reduction body.
  void AddBody(Op* op, Type scalar) {
    Block* body = Body(op, {scalar, scalar});
    Value* sum = Result(body, OpKind::kAdd, {body->arg(0), body->arg(1)}, scalar);
    Return(body, {sum}, OpKind::kReturn);
  }

  // The verifier's message, or "" when the module verifies.
  std::string Verify() {
    Status status = VerifyModule(module_);
    return status.ok() ? std::string() : status.message();
  }

  // A function `@f(args) -> result` whose body is one op of `kind` on its arguments.
  Op* OneOp(OpKind kind, std::vector<Type> args, Type result) {
    Block* f = Func("f", args, {result});
    std::vector<Value*> operands;
    for (int i = 0; i < f->num_args(); ++i) operands.push_back(f->arg(i));
    Op* op = Add(f, kind, operands, {result});
    Return(f, {op->result(0)});
    return op;
  }

  Module module_;
  uint32_t line_ = 1;
};

#define EXPECT_VERIFIES() EXPECT_EQ(Verify(), "")
#define EXPECT_REJECTS(text) EXPECT_THAT_MESSAGE(Verify(), text)
#define EXPECT_THAT_MESSAGE(message, text)                                                       \
  do {                                                                                           \
    std::string m = (message);                                                                   \
    EXPECT_NE(m.find(text), std::string::npos) << "message: " << (m.empty() ? "(verified)" : m); \
  } while (0)

// ---- Elementwise ----------------------------------------------------------------------------------

TEST_F(VerifierTest, AcceptsElementwiseAdd) {
  OneOp(OpKind::kAdd, {T({2, 3}), T({2, 3})}, T({2, 3}));
  EXPECT_VERIFIES();
}

TEST_F(VerifierTest, AddShapeMismatchNamesPlaceOpExpectedAndFound) {
  OneOp(OpKind::kAdd, {T({2}), T({3})}, T({2}));
  EXPECT_EQ(Verify(),
            "test.mlir:2:5: error: 'stablehlo.add' op expected operands and results of one shape [2], found "
            "tensor<3xf32>");
}

TEST_F(VerifierTest, DynamicDimensionsAreCompatible) {
  OneOp(OpKind::kAdd, {T({kDynamic, 3}), T({2, kDynamic})}, T({2, 3}));
  EXPECT_VERIFIES();
}

TEST_F(VerifierTest, AddElementTypeMismatch) {
  OneOp(OpKind::kAdd, {T({2}), T({2}, ElementType::kSI32)}, T({2}));
  EXPECT_REJECTS("'stablehlo.add' op expected operands and result of one element type");
}

TEST_F(VerifierTest, ElementKindConstraints) {
  OneOp(OpKind::kAnd, {T({2}), T({2})}, T({2}));
  EXPECT_REJECTS("expected lhs to have boolean or integer elements, found tensor<2xf32>");
}

TEST_F(VerifierTest, AbsOfComplexIsReal) {
  OneOp(OpKind::kAbs, {T({2}, ElementType::kC64)}, T({2}));
  EXPECT_VERIFIES();
}

TEST_F(VerifierTest, AbsOfComplexIsNotComplex) {
  OneOp(OpKind::kAbs, {T({2}, ElementType::kC64)}, T({2}, ElementType::kC64));
  EXPECT_REJECTS("expected result element type f32, found tensor<2xcomplex<f32>>");
}

TEST_F(VerifierTest, CompareNeedsDirectionAndBoolResult) {
  Op* op = OneOp(OpKind::kCompare, {T({2}), T({2})}, T({2}, ElementType::kI1));
  EXPECT_REJECTS("expected attribute 'comparison_direction' to be a comparison_direction, found none");
  op->SetAttr("comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection, 0));
  EXPECT_VERIFIES();
  op->SetAttr("compare_type",
              Attr::Enum(EnumFamily::kComparisonType, static_cast<int>(ComparisonType::SIGNED)));
  EXPECT_REJECTS("expected compare_type SIGNED to compare signed integer elements, found tensor<2xf32>");
}

TEST_F(VerifierTest, SelectPredicateShape) {
  OneOp(OpKind::kSelect, {T({3}, ElementType::kI1), T({2}), T({2})}, T({2}));
  EXPECT_REJECTS("expected pred to be a 0-d tensor or of the shape of on_true [2], found tensor<3xi1>");
}

TEST_F(VerifierTest, QuantizedAdd) {
  QuantParams q{ElementType::kSI8, -128, 127, ElementType::kF32, -1, {0.5}, {0}};
  QuantParams other_scale = q;
  other_scale.scales = {0.25};
  Type a = types().Tensor(std::vector<int64_t>{2}, types().Quant(q));
  Type b = types().Tensor(std::vector<int64_t>{2}, types().Quant(other_scale));
  OneOp(OpKind::kAdd, {a, b}, a);
  EXPECT_VERIFIES();
}

TEST_F(VerifierTest, QuantizedAddStorageMismatch) {
  QuantParams q{ElementType::kSI8, -128, 127, ElementType::kF32, -1, {0.5}, {0}};
  QuantParams wide = q;
  wide.storage = ElementType::kSI16;
  wide.storage_min = -32768;
  wide.storage_max = 32767;
  Type a = types().Tensor(std::vector<int64_t>{2}, types().Quant(q));
  Type b = types().Tensor(std::vector<int64_t>{2}, types().Quant(wide));
  OneOp(OpKind::kAdd, {a, b}, a);
  EXPECT_REJECTS("expected operands and result of one quantization storage type");
}

// ---- Generic structure ------------------------------------------------------------------------------

TEST_F(VerifierTest, OperandCountFromOpTable) {
  OneOp(OpKind::kAdd, {T({2})}, T({2}));
  EXPECT_REJECTS("'stablehlo.add' op expected 2 operands, found 1");
}

TEST_F(VerifierTest, FuncReturnTypesMatchTheFunction) {
  Block* f = Func("f", {T({2})}, {T({3})});
  Return(f, {f->arg(0)});
  EXPECT_REJECTS("'func.return' op expected the result types of @f (tensor<3xf32>), found (tensor<2xf32>)");
}

TEST_F(VerifierTest, FunctionBodyMustEndWithReturn) {
  Block* f = Func("f", {T({2})}, {T({2})});
  Result(f, OpKind::kNegate, {f->arg(0)}, T({2}));
  EXPECT_REJECTS(
      "'func.func' op expected region #0 to end with 'func.return' (or a branch), found 'stablehlo.negate'");
}

TEST_F(VerifierTest, TerminatorMustBeLast) {
  Block* f = Func("f", {T({2})}, {T({2})});
  Return(f, {f->arg(0)});
  Return(f, {f->arg(0)});
  EXPECT_REJECTS("'func.return' op expected to be the last op of its block, found 1 op after it");
}

TEST_F(VerifierTest, WrongTerminatorKindInsideStablehloRegion) {
  Block* f = Func("f", {T({4}), Scalar()}, {Scalar()});
  Op* reduce = Add(f, OpKind::kReduce, {f->arg(0), f->arg(1)}, {Scalar()});
  reduce->SetAttr("dimensions", I64s({0}));
  Block* body = Body(reduce, {Scalar(), Scalar()});
  Return(body, {body->arg(0)}, OpKind::kFuncReturn);
  Return(f, {reduce->result(0)});
  EXPECT_REJECTS(
      "'stablehlo.reduce' op expected region #0 to end with 'stablehlo.return', found 'func.return'");
}

TEST_F(VerifierTest, CallChecksCalleeAndTypes) {
  Block* g = Func("g", {T({2})}, {T({2})});
  Return(g, {g->arg(0)});
  Block* f = Func("f", {T({3})}, {T({2})});
  Op* call = Add(f, OpKind::kFuncCall, {f->arg(0)}, {T({2})});
  call->SetAttr("callee", Attr::SymbolRef({"g"}));
  Return(f, {call->result(0)});
  EXPECT_REJECTS(
      "'func.call' op expected operand types (tensor<2xf32>) (those of @g), found (tensor<3xf32>)");
  call->SetAttr("callee", Attr::SymbolRef({"missing"}));
  EXPECT_REJECTS("expected 'callee' to name a function of the module, found @missing");
}

TEST_F(VerifierTest, FunctionWithoutNameIsAnErrorNotACrash) {
  Block* f = Func("f", {T({2})}, {T({2})});
  Op* call = Add(f, OpKind::kFuncCall, {f->arg(0)}, {T({2})});
  call->SetAttr("callee", Attr::SymbolRef({"g"}));
  Return(f, {call->result(0)});
  Block* g = Func("g", {T({2})}, {T({2})});
  Return(g, {g->arg(0)});
  g->parent_op()->RemoveAttr("sym_name");
  EXPECT_REJECTS("'func.call' op expected 'callee' to name a function of the module, found @g");
  module_.body().Erase(f->parent_op());
  EXPECT_REJECTS("'func.func' op expected attribute 'sym_name' to be a string, found none");
}

TEST_F(VerifierTest, FunctionNamesAreUnique) {
  Return(Func("f", {}, {}), {});
  Return(Func("f", {}, {}), {});
  EXPECT_REJECTS("'func.func' op expected a function name not used before in the module, found a second @f");
}

TEST_F(VerifierTest, OpsOutsideFunctionsAreRejected) {
  auto op = std::make_unique<Op>(OpKind::kCreateToken, SourceLoc{7, 3});
  op->AddResult(types().Token());
  module_.body().Append(std::move(op));
  EXPECT_EQ(Verify(),
            "test.mlir:7:3: error: 'stablehlo.create_token' op expected to be inside a function, found it "
            "at module level");
}

TEST_F(VerifierTest, ConstantTypeMatchesValue) {
  Block* f = Func("f", {}, {T({2}, ElementType::kSI64)});
  Op* c = Add(f, OpKind::kConstant, {}, {T({2}, ElementType::kSI64)});
  c->SetAttr("value", Dense(T({2}, ElementType::kSI64), {1, 2}));
  Return(f, {c->result(0)});
  EXPECT_VERIFIES();
  c->SetAttr("value", Dense(T({3}, ElementType::kSI64), {1, 2, 3}));
  EXPECT_REJECTS("expected the result type to be the type of 'value' tensor<3xi64>, found tensor<2xi64>");
}

TEST_F(VerifierTest, ConstantWithShortDataIsAnErrorNotACrash) {
  Block* f = Func("f", {}, {T({4}, ElementType::kSI64)});
  Op* c = Add(f, OpKind::kConstant, {}, {T({4}, ElementType::kSI64)});
  c->SetAttr("value", Dense(T({4}, ElementType::kSI64), {1}));
  Return(f, {c->result(0)});
  EXPECT_REJECTS("expected 'value' to hold every element of tensor<4xi64>, found 8 bytes");
}

// ---- Shapes and data movement -------------------------------------------------------------------------

TEST_F(VerifierTest, BroadcastInDim) {
  Op* op = OneOp(OpKind::kBroadcastInDim, {T({1, 3})}, T({2, 4, 3}));
  op->SetAttr("broadcast_dimensions", I64s({0, 2}));
  EXPECT_VERIFIES();
  op->SetAttr("broadcast_dimensions", I64s({0, 1}));
  EXPECT_REJECTS(
      "expected operand dimension 1 (3) to be 1 or the size of result dimension 1, found tensor<2x4x3xf32>");
  op->SetAttr("broadcast_dimensions", I64s({2, 2}));
  EXPECT_REJECTS("expected 'broadcast_dimensions' without duplicates, found [2, 2]");
  op->SetAttr("broadcast_dimensions", I64s({0, 9}));
  EXPECT_REJECTS("expected every entry of 'broadcast_dimensions' in [0, 3), found 9 in [0, 9]");
  op->SetAttr("broadcast_dimensions", I64s({0}));
  EXPECT_REJECTS("expected 'broadcast_dimensions' to have one entry per operand dimension (2), found [0]");
  op->SetAttr("broadcast_dimensions", Attr::String("0, 2"));
  EXPECT_REJECTS("expected attribute 'broadcast_dimensions' to be a list of integers, found a string");
}

TEST_F(VerifierTest, TransposeInfersItsResult) {
  Op* op = OneOp(OpKind::kTranspose, {T({2, 3, 4})}, T({4, 2, 3}));
  op->SetAttr("permutation", I64s({2, 0, 1}));
  EXPECT_VERIFIES();
  op->SetAttr("permutation", I64s({2, 2, 1}));
  EXPECT_REJECTS("expected 'permutation' to be a permutation of [0, 3), found [2, 2, 1]");
  op->SetAttr("permutation", I64s({1, 0, 2}));
  EXPECT_REJECTS("expected result of shape [3, 2, 4] (inferred from the operands), found tensor<4x2x3xf32>");
}

TEST_F(VerifierTest, SliceInfersItsResult) {
  Op* op = OneOp(OpKind::kSlice, {T({10})}, T({3}));
  op->SetAttr("start_indices", I64s({1}));
  op->SetAttr("limit_indices", I64s({8}));
  op->SetAttr("strides", I64s({3}));
  EXPECT_VERIFIES();
  op->SetAttr("limit_indices", I64s({11}));
  EXPECT_REJECTS("expected 0 <= start_indices[0] <= limit_indices[0] <= 10, found 1 and 11");
}

TEST_F(VerifierTest, ConcatenateInfersItsResult) {
  Op* op = OneOp(OpKind::kConcatenate, {T({2, 3}), T({4, 3})}, T({6, 3}));
  op->SetAttr("dimension", I64(0));
  EXPECT_VERIFIES();
  op->SetAttr("dimension", I64(1));
  EXPECT_REJECTS(
      "expected operand #1 to match operand #0 tensor<2x3xf32> outside dimension 1, found tensor<4x3xf32>");
}

TEST_F(VerifierTest, ReshapeKeepsElementCount) {
  OneOp(OpKind::kReshape, {T({2, 3})}, T({5}));
  EXPECT_REJECTS("expected a result of 6 elements (as the operand tensor<2x3xf32>), found tensor<5xf32>");
}

TEST_F(VerifierTest, IotaDimensionInRange) {
  Block* f = Func("f", {}, {T({4})});
  Op* iota = Add(f, OpKind::kIota, {}, {T({4})});
  iota->SetAttr("iota_dimension", I64(1));
  Return(f, {iota->result(0)});
  EXPECT_REJECTS("'stablehlo.iota' op expected 'iota_dimension' in [0, 1), found 1");
}

// ---- Gather and scatter --------------------------------------------------------------------------------

class GatherTest : public VerifierTest {
 protected:
  // gather rows of a 3x4 operand by 2 indices: result 2x4.
  Op* Gather(std::vector<int64_t> collapsed, std::vector<int64_t> slice_sizes, Type result) {
    Op* op = OneOp(OpKind::kGather, {T({3, 4}), T({2, 1}, ElementType::kSI32)}, result);
    op->SetAttr("dimension_numbers",
                Attr::Struct(StructKind::kGatherDims, {{"collapsed_slice_dims", IntArray(collapsed)},
                                                       {"index_vector_dim", I64(1)},
                                                       {"offset_dims", IntArray({1})},
                                                       {"start_index_map", IntArray({0})}}));
    op->SetAttr("slice_sizes", I64s(std::move(slice_sizes)));
    return op;
  }
};

TEST_F(GatherTest, Accepts) {
  Gather({0}, {1, 4}, T({2, 4}));
  EXPECT_VERIFIES();
}

TEST_F(GatherTest, InfersTheResultShape) {
  Gather({0}, {1, 3}, T({2, 4}));
  EXPECT_REJECTS(
      "'stablehlo.gather' op expected result of shape [2, 3] (inferred from the operands), found "
      "tensor<2x4xf32>");
}

TEST_F(GatherTest, SliceSizesWithinTheOperand) {
  Gather({0}, {1, 5}, T({2, 5}));
  EXPECT_REJECTS("expected 0 <= slice_sizes[1] <= 4, found 5");
}

TEST_F(GatherTest, OutOfRangeDimensionsAreErrorsNotReads) {
  Gather({1000000}, {1, 4}, T({2, 4}));
  EXPECT_REJECTS("expected every entry of 'collapsed_slice_dims' in [0, 2), found 1000000 in [1000000]");
}

TEST_F(GatherTest, MissingIndexVectorDimMeansZero) {
  Op* op = OneOp(OpKind::kGather, {T({3, 4}), T({1, 2}, ElementType::kSI32)}, T({2, 4}));
  op->SetAttr("dimension_numbers",
              Attr::Struct(StructKind::kGatherDims, {{"collapsed_slice_dims", IntArray({0})},
                                                     {"offset_dims", IntArray({1})},
                                                     {"start_index_map", IntArray({0})}}));
  op->SetAttr("slice_sizes", I64s({1, 4}));
  EXPECT_VERIFIES();
}

class ScatterTest : public VerifierTest {
 protected:
  // scatter 2 rows of updates (2x4) into a 3x4 operand.
  Op* Scatter(Type updates, int body_args) {
    Block* f = Func("f", {T({3, 4}), T({2, 1}, ElementType::kSI32), updates}, {T({3, 4})});
    Op* op = Add(f, OpKind::kScatter, {f->arg(0), f->arg(1), f->arg(2)}, {T({3, 4})});
    op->SetAttr("scatter_dimension_numbers",
                Attr::Struct(StructKind::kScatterDims, {{"index_vector_dim", I64(1)},
                                                        {"inserted_window_dims", IntArray({0})},
                                                        {"scatter_dims_to_operand_dims", IntArray({0})},
                                                        {"update_window_dims", IntArray({1})}}));
    std::vector<Type> args(body_args, Scalar());
    Block* body = Body(op, args);
    Return(body, {body->arg(body_args - 1)}, OpKind::kReturn);
    Return(f, {op->result(0)});
    return op;
  }
};

TEST_F(ScatterTest, Accepts) {
  Scatter(T({2, 4}), 2);
  EXPECT_VERIFIES();
}

TEST_F(ScatterTest, RegionSignature) {
  Scatter(T({2, 4}), 3);
  EXPECT_REJECTS("'stablehlo.scatter' op expected region #0 to take 2 arguments, found 3");
}

TEST_F(ScatterTest, UpdateWindowFitsTheOperand) {
  Scatter(T({2, 5}), 2);
  EXPECT_REJECTS("expected update window dimension 1 of size at most 4 (the input's), found tensor<2x5xf32>");
}

// ---- Contractions
// ------------------------------------------------------------------------------------------

Attr DotDimsAttr(std::vector<int64_t> lb, std::vector<int64_t> rb, std::vector<int64_t> lc,
                 std::vector<int64_t> rc) {
  return MakeDotDims(DotDims{lb, rb, lc, rc});
}

TEST_F(VerifierTest, DotGeneral) {
  Op* op = OneOp(OpKind::kDotGeneral, {T({8, 2, 3}), T({8, 3, 5})}, T({8, 2, 5}));
  op->SetAttr("dot_dimension_numbers", DotDimsAttr({0}, {0}, {2}, {1}));
  EXPECT_VERIFIES();
  op->SetAttr("dot_dimension_numbers", DotDimsAttr({0}, {0}, {1}, {1}));
  EXPECT_REJECTS(
      "expected contracting dimensions of one size (lhs 1 and rhs 1), found tensor<8x2x3xf32> and "
      "tensor<8x3x5xf32>");
  op->SetAttr("dot_dimension_numbers", DotDimsAttr({0}, {0}, {7}, {1}));
  EXPECT_REJECTS("expected every entry of 'lhs_contracting_dimensions' in [0, 3), found 7 in [7]");
  op->SetAttr("dot_dimension_numbers", DotDimsAttr({0}, {}, {2}, {1}));
  EXPECT_REJECTS("expected as many rhs_batching_dimensions as lhs_batching_dimensions [0], found []");
}

TEST_F(VerifierTest, DotGeneralResultShape) {
  Op* op = OneOp(OpKind::kDotGeneral, {T({2, 3}), T({3, 5})}, T({5, 2}));
  op->SetAttr("dot_dimension_numbers", DotDimsAttr({}, {}, {1}, {0}));
  EXPECT_REJECTS("expected result of shape [2, 5] (inferred from the operands), found tensor<5x2xf32>");
}

TEST_F(VerifierTest, Convolution) {
  Op* op = OneOp(OpKind::kConvolution, {T({1, 8, 8, 3}), T({3, 3, 3, 16})}, T({1, 3, 3, 16}));
  op->SetAttr("dimension_numbers", MakeConvDims(ConvDims{0, 3, {1, 2}, 2, 3, {0, 1}, 0, 3, {1, 2}}));
  op->SetAttr("feature_group_count", I64(1));
  op->SetAttr("batch_group_count", I64(1));
  op->SetAttr("window_strides", I64s({2, 2}));
  EXPECT_VERIFIES();
  op->SetAttr("window_strides", I64s({1, 1}));
  EXPECT_REJECTS(
      "expected result of shape [1, 6, 6, 16] (inferred from the operands), found tensor<1x3x3x16xf32>");
  op->SetAttr("feature_group_count", I64(2));
  EXPECT_REJECTS("expected the input feature dimension to be a multiple of feature_group_count 2, found 3");
  op->SetAttr("feature_group_count", I64(1));
  op->SetAttr("dimension_numbers", MakeConvDims(ConvDims{0, 3, {1, 1}, 2, 3, {0, 1}, 0, 3, {1, 2}}));
  EXPECT_REJECTS("expected 'input dimension numbers' without duplicates, found [0, 3, 1, 1]");
}

// ---- Regions --------------------------------------------------------------------------------------------

TEST_F(VerifierTest, Reduce) {
  Block* f = Func("f", {T({2, 3}), Scalar()}, {T({3})});
  Op* reduce = Add(f, OpKind::kReduce, {f->arg(0), f->arg(1)}, {T({3})});
  reduce->SetAttr("dimensions", I64s({0}));
  AddBody(reduce, Scalar());
  Return(f, {reduce->result(0)});
  EXPECT_VERIFIES();
  reduce->SetAttr("dimensions", I64s({1}));
  EXPECT_REJECTS(
      "'stablehlo.reduce' op expected result of shape [2] (inferred from the operands), found tensor<3xf32>");
  reduce->SetAttr("dimensions", I64s({0, 0}));
  EXPECT_REJECTS("expected 'dimensions' without duplicates, found [0, 0]");
}

TEST_F(VerifierTest, ReduceBodySignature) {
  Block* f = Func("f", {T({2, 3}), Scalar()}, {T({3})});
  Op* reduce = Add(f, OpKind::kReduce, {f->arg(0), f->arg(1)}, {T({3})});
  reduce->SetAttr("dimensions", I64s({0}));
  Block* body = Body(reduce, {Scalar(), Scalar(ElementType::kSI32)});
  Return(body, {body->arg(0)}, OpKind::kReturn);
  Return(f, {reduce->result(0)});
  EXPECT_REJECTS(
      "expected argument #1 of region #0 to have the type it returns tensor<f32>, found tensor<i32>");
}

TEST_F(VerifierTest, SortComparatorReturnsBool) {
  Block* f = Func("f", {T({4})}, {T({4})});
  Op* sort = Add(f, OpKind::kSort, {f->arg(0)}, {T({4})});
  Block* body = Body(sort, {Scalar(), Scalar()});
  Return(body, {body->arg(0)}, OpKind::kReturn);
  Return(f, {sort->result(0)});
  EXPECT_REJECTS("'stablehlo.sort' op expected region #0 to return one tensor<i1>, found (tensor<f32>)");
}

TEST_F(VerifierTest, WhileSignatures) {
  Type i32 = Scalar(ElementType::kSI32);
  Block* f = Func("f", {i32}, {i32});
  Op* loop = Add(f, OpKind::kWhile, {f->arg(0)}, {i32});
  Block* cond = Body(loop, {i32});
  Value* stop = Result(cond, OpKind::kCompare, {cond->arg(0), cond->arg(0)}, Scalar(ElementType::kI1));
  stop->defining_op()->SetAttr("comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection, 0));
  Return(cond, {stop}, OpKind::kReturn);
  Block* body = Body(loop, {i32});
  Return(body, {body->arg(0)}, OpKind::kReturn);
  Return(f, {loop->result(0)});
  EXPECT_VERIFIES();
  body->AddArg(i32);
  EXPECT_REJECTS(
      "'stablehlo.while' op expected region #1 (body) to take the operand types (tensor<i32>), found "
      "(tensor<i32>, tensor<i32>)");
}

TEST_F(VerifierTest, CaseBranchesAgree) {
  Type i32 = Scalar(ElementType::kSI32);
  Block* f = Func("f", {i32, T({2}), T({3})}, {T({2})});
  Op* op = Add(f, OpKind::kCase, {f->arg(0)}, {T({2})});
  Return(Body(op, {}), {f->arg(1)}, OpKind::kReturn);
  Return(Body(op, {}), {f->arg(2)}, OpKind::kReturn);
  Return(f, {op->result(0)});
  EXPECT_REJECTS(
      "'stablehlo.case' op expected region #1 to return the types of region #0 (tensor<2xf32>), found "
      "(tensor<3xf32>)");
}

// ---- Robustness: malformed attributes never crash --------------------------------------------------------

TEST_F(VerifierTest, MalformedStructFieldsAreErrors) {
  Op* op = OneOp(OpKind::kDotGeneral, {T({2, 3}), T({3, 5})}, T({2, 5}));
  op->SetAttr("dot_dimension_numbers",
              Attr::Struct(StructKind::kDotDims, {{"lhs_contracting_dimensions", Attr::String("1")}}));
  EXPECT_REJECTS(
      "expected field 'lhs_contracting_dimensions' of #stablehlo.dot to be a list of integers, found a "
      "string");
  op->SetAttr("dot_dimension_numbers", I64(3));
  EXPECT_REJECTS("expected attribute 'dot_dimension_numbers' to be #stablehlo.dot<...>, found an integer");
}

TEST_F(VerifierTest, NullTypesAreErrors) {
  Block* f = Func("f", {T({2})}, {T({2})});
  Op* op = Add(f, OpKind::kNegate, {f->arg(0)}, {Type()});
  Return(f, {f->arg(0)});
  (void)op;
  EXPECT_REJECTS("'stablehlo.negate' op expected result #0 to have a type, found none");
}

TEST_F(VerifierTest, HugeSizesSaturateInsteadOfOverflowing) {
  Op* op = OneOp(OpKind::kPad, {T({3}), Scalar()}, T({8}));
  op->SetAttr("edge_padding_low", I64s({INT64_MAX}));
  op->SetAttr("edge_padding_high", I64s({INT64_MAX}));
  op->SetAttr("interior_padding", I64s({INT64_MAX}));
  EXPECT_REJECTS("'stablehlo.pad' op expected result of shape [9223372036854775807]");
}

TEST_F(VerifierTest, CollectiveBroadcastWithDynamicRoot) {
  Op* op = OneOp(OpKind::kCollectiveBroadcast, {T({1, 2}), T({1}, ElementType::kSI32)}, T({1, 2}));
  op->SetAttr("replica_groups", Dense(T({1, 2}, ElementType::kSI64), {0, 1}));
  EXPECT_REJECTS("expected 2 results, found 1");  // without has_dynamic_root both operands are data
  op->SetAttr("has_dynamic_root", Attr::Unit());
  EXPECT_VERIFIES();
  op->SetAttr("replica_groups", Dense(T({1, 2}, ElementType::kSI64), {0, 0}));
  EXPECT_REJECTS("expected every replica id once in 'replica_groups', found 0 twice");
}

TEST_F(VerifierTest, VerifyOpChecksOneOp) {
  Op* op = OneOp(OpKind::kAdd, {T({2}), T({2})}, T({4}));
  Status status = VerifyOp(module_, *op);
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("expected operands and results of one shape [2], found tensor<4xf32>"),
            std::string::npos);
}

}  // namespace
}  // namespace hlx
