#include "passes/lower_quantized.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "passes/quantize.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

bool IsQuantTensor(Type t) { return t.IsTensor() && t.element_type().IsQuant(); }

bool AllZero(const std::vector<int64_t>& zero_points) {
  return std::ranges::all_of(zero_points, [](int64_t z) { return z == 0; });
}

// The largest magnitude of a stored value of `q` less its zero point.
double LargestShifted(const QuantParams& q) {
  double largest = 0;
  for (int64_t z : q.zero_points)
    largest = std::max({largest, std::abs(static_cast<double>(q.storage_min - z)),
                        std::abs(static_cast<double>(q.storage_max - z))});
  return largest;
}

// The largest magnitude of a stored value of `q`, and of a zero point.
double LargestStored(const QuantParams& q) {
  return std::max(std::abs(static_cast<double>(q.storage_min)), std::abs(static_cast<double>(q.storage_max)));
}
double LargestZeroPoint(const QuantParams& q) {
  double largest = 0;
  for (int64_t z : q.zero_points) largest = std::max(largest, std::abs(static_cast<double>(z)));
  return largest;
}

// The sums of the storage integers of `t` (a quantized tensor) over dimensions `over`, in the row-major
// order of the other dimensions.
std::vector<int64_t> SumOver(const Tensor& t, Type storage, const std::vector<int64_t>& over) {
  const std::span<const int64_t> shape = t.shape();
  std::vector<int64_t> kept_stride(shape.size(), 0);
  int64_t size = 1;
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    if (std::ranges::find(over, d) != over.end()) continue;
    kept_stride[d] = size;
    size *= shape[d];
  }
  std::vector<int64_t> sums(size, 0);
  std::vector<int64_t> index(shape.size(), 0);  // of element i, counted up as i goes
  int64_t at = 0;                               // where element i is summed
  auto add = [&](int64_t value) {
    sums[at] += value;
    for (size_t d = shape.size(); d-- > 0;) {
      at += kept_stride[d];
      if (++index[d] < shape[d]) break;
      at -= kept_stride[d] * shape[d];
      index[d] = 0;
    }
  };
  const ElementType e = storage.storage_element();
  const int64_t n = t.num_elements();
  if (e == ElementType::kSI8 || e == ElementType::kUI8) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(t.data());
    for (int64_t i = 0; i < n; ++i) add(e == ElementType::kSI8 ? static_cast<int8_t>(bytes[i]) : bytes[i]);
  } else {
    for (int64_t value : ReadInts(t.Retyped(storage))) add(value);
  }
  return sums;
}

class Lowering {
 public:
  explicit Lowering(Module& module) : module_(module), types_(module.types()) {}

  // Lowers the ops of `block` (nested blocks are lowered on their own); returns whether it changed any.
  bool Run(Block& block) {
    bool changed = false;
    size_t i = 0;
    while (i < block.ops().size()) {
      Op& op = *block.ops()[i];
      if (!Quantized(op)) {
        ++i;
        continue;
      }
      OpEmitter e(types_, block, i, op);
      std::optional<std::vector<Value*>> lowered = Lower(op, e);
      if (!lowered) {
        // Nothing emitted but the storage views a declined rewrite asked for, which DCE removes.
        i = e.index() + 1;
        continue;
      }
      for (int r = 0; r < op.num_results(); ++r) {
        Value* now = (*lowered)[r];
        // Ops that keep the quantized type (a return, a loop) see the same bytes under that type.
        if (IsQuantTensor(op.result(r)->type()))
          now = e.Emit(OpKind::kBitcastConvert, {now}, op.result(r)->type());
        op.result(r)->ReplaceAllUsesWith(now);
      }
      i = e.index();
      block.Erase(&op);
      changed = true;
    }
    if (changed) EraseDeadOps(block);
    largest_.clear();  // its values may be gone
    return changed;
  }

 private:
  static bool Quantized(const Op& op) {
    if (op.kind() == OpKind::kBitcastConvert) return false;
    for (Value* v : op.operands())
      if (IsQuantTensor(v->type())) return true;
    for (int r = 0; r < op.num_results(); ++r)
      if (IsQuantTensor(op.result(r)->type())) return true;
    return false;
  }

  static bool StaticTypes(const Op& op) {
    for (Value* v : op.operands())
      if (v->type().IsTensor() && !v->type().HasStaticShape()) return false;
    for (int r = 0; r < op.num_results(); ++r)
      if (op.result(r)->type().IsTensor() && !op.result(r)->type().HasStaticShape()) return false;
    return true;
  }

  Type WithElement(Type t, ElementType e) { return types_.Tensor(t.dims(), types_.Element(e)); }
  Type StorageType(Type t) { return IsQuantTensor(t) ? WithElement(t, t.element_type().quant().storage) : t; }
  Type ExpressedType(Type t) {
    return IsQuantTensor(t) ? WithElement(t, t.element_type().quant().expressed) : t;
  }

  // The storage integers of the quantized `v`.
  Value* Storage(OpEmitter& e, Value* v) {
    const Op* def = v->defining_op();
    const Type storage = StorageType(v->type());
    if (def && def->kind() == OpKind::kBitcastConvert && def->operand(0)->type() == storage)
      return def->operand(0);
    return e.Emit(OpKind::kBitcastConvert, {v}, storage);
  }

  // A tensor like `like` (its shape, element type `element`) holding `values[i]` along dimension `axis`
  // (one value everywhere when `axis` is -1 or the values are equal).
  Value* Along(OpEmitter& e, Type like, ElementType element, const std::vector<double>& values,
               int64_t axis) {
    const Type type = WithElement(like, element);
    const bool uniform = std::ranges::all_of(values, [&](double v) { return v == values[0]; });
    if (axis < 0 || uniform) return e.Splat(type, values[0]);
    const std::vector<int64_t> size = {static_cast<int64_t>(values.size())};
    const Type vector = types_.Tensor(size, types_.Element(element));
    Tensor t = IsFloat(element) ? MakeFloats(vector, values)
                                : MakeInts(vector, std::vector<int64_t>(values.begin(), values.end()));
    return e.Emit(OpKind::kBroadcastInDim, {e.Constant(t)}, type,
                  {{"broadcast_dimensions", I64Array(std::vector<int64_t>{axis})}});
  }
  static std::vector<double> AsDoubles(const std::vector<int64_t>& ints) {
    return std::vector<double>(ints.begin(), ints.end());
  }

  // The spec's dequantize of the storage integers `stored` quantized with `q`, to `expressed` (a float
  // tensor type of the same shape): (stored - zero point) converted, times the scale.
  Value* Dequantize(OpEmitter& e, Value* stored, const QuantParams& q, Type expressed) {
    const ElementType f = expressed.storage_element();
    Value* shifted = stored;
    if (!AllZero(q.zero_points)) {
      const ElementType wide = BitWidthOf(q.storage) >= 32 ? ElementType::kSI64 : ElementType::kSI32;
      const Type wide_type = WithElement(expressed, wide);
      if (stored->type().storage_element() != wide) shifted = e.Emit(OpKind::kConvert, {shifted}, wide_type);
      shifted = e.Emit(OpKind::kSubtract,
                       {shifted, Along(e, expressed, wide, AsDoubles(q.zero_points), q.quantized_dimension)},
                       wide_type);
    }
    shifted = e.Emit(OpKind::kConvert, {shifted}, expressed);
    return e.Emit(OpKind::kMultiply, {shifted, Along(e, expressed, f, q.scales, q.quantized_dimension)},
                  expressed);
  }

  // A dequantized weight that only a dot_general reads, as its rhs (a weight-only program's): with zero
  // points 0 and one scale per tensor or per rhs free dimension, the product of the converted storage
  // integers times the scales along the result's dimension of that axis. The product then reads the
  // integers (the CPU backend streams int8 weights: streaming_dot.h) and the scales are one multiply
  // after it, which a library call takes as its epilogue. Returns the converted integers, for the
  // dot_general to read; the multiply is placed after it. nullopt where it does not apply.
  std::optional<Value*> ScaleAfterProduct(Op& dequantize, OpEmitter& e) {
    Value* x = dequantize.operand(0);
    const QuantParams& q = x->type().element_type().quant();
    Value* weights = dequantize.result(0);
    if (!AllZero(q.zero_points) || weights->users().size() != 1) return std::nullopt;
    Op& dot = *weights->users()[0];
    if (dot.kind() != OpKind::kDotGeneral || dot.parent_block() != dequantize.parent_block() ||
        dot.operand(1) != weights || dot.operand(0) == weights || !StaticTypes(dot))
      return std::nullopt;
    const Type result = dot.result(0)->type();
    const ElementType f = result.storage_element();
    if (!IsFloat(f) || result.element_type().IsQuant() || weights->type().storage_element() != f)
      return std::nullopt;
    const DotDims dims = GetDotDims(dot.attr("dot_dimension_numbers"));
    const int64_t lhs_free = dot.operand(0)->type().rank() -
                             static_cast<int64_t>(dims.lhs_batching.size() + dims.lhs_contracting.size());
    // The result dimension of the quantized axis: after the batch and lhs free dimensions, its place among
    // the rhs free ones.
    int64_t axis = -1;
    if (q.quantized_dimension >= 0) {
      const int64_t d = q.quantized_dimension;
      if (std::ranges::find(dims.rhs_batching, d) != dims.rhs_batching.end() ||
          std::ranges::find(dims.rhs_contracting, d) != dims.rhs_contracting.end())
        return std::nullopt;
      axis = static_cast<int64_t>(dims.lhs_batching.size()) + lhs_free;
      for (int64_t i = 0; i < d; ++i)
        if (std::ranges::find(dims.rhs_batching, i) == dims.rhs_batching.end() &&
            std::ranges::find(dims.rhs_contracting, i) == dims.rhs_contracting.end())
          ++axis;
    }
    Value* integers = e.Emit(OpKind::kConvert, {Storage(e, x)}, weights->type());
    Value* scales = Along(e, result, f, q.scales, axis);
    Value* operands[] = {dot.result(0), scales};
    std::unique_ptr<Op> multiply = MakeOpAt(dot, OpKind::kMultiply, operands, {&result, 1});
    Op* scaled = dot.parent_block()->Insert(IndexInBlock(dot) + 1, std::move(multiply));
    for (Op* user : std::vector<Op*>(dot.result(0)->users().begin(), dot.result(0)->users().end()))
      if (user != scaled)
        for (int i = 0; i < user->num_operands(); ++i)
          if (user->operand(i) == dot.result(0)) user->SetOperand(i, scaled->result(0));
    return integers;
  }

  // The spec's quantize of the floats `x` with `q`, to storage integers: x / scale + zero point, clamped
  // to the storage range and rounded half to even; a NaN becomes the storage value nearest 0. Where the
  // storage range is its type's whole range (of at most 16 bits, every bound a float exactly), the
  // conversion's saturation does the clamping and takes a NaN to 0: round, then convert.
  Value* Quantize(OpEmitter& e, Value* x, const QuantParams& q) {
    const Type t = x->type();
    const ElementType f = t.storage_element();
    Value* y = e.Emit(OpKind::kDivide, {x, Along(e, t, f, q.scales, q.quantized_dimension)}, t);
    if (!AllZero(q.zero_points))
      y = e.Emit(OpKind::kAdd, {y, Along(e, t, f, AsDoubles(q.zero_points), q.quantized_dimension)}, t);
    const int bits = BitWidthOf(q.storage);
    const bool is_signed = !IsUnsigned(q.storage);
    const bool full_range =
        bits <= 16 && q.storage_min == (is_signed ? -(int64_t{1} << (bits - 1)) : 0) &&
        q.storage_max == (is_signed ? (int64_t{1} << (bits - 1)) - 1 : (int64_t{1} << bits) - 1);
    if (full_range) {
      y = e.Emit(OpKind::kRoundNearestEven, {y}, t);
      return e.Emit(OpKind::kConvert, {y}, WithElement(t, q.storage));
    }
    Value* nan = e.Emit(OpKind::kCompare, {y, y}, WithElement(t, ElementType::kI1),
                        {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection,
                                                             static_cast<int>(ComparisonDirection::NE))}});
    y = e.Emit(
        OpKind::kClamp,
        {e.Splat(t, static_cast<double>(q.storage_min)), y, e.Splat(t, static_cast<double>(q.storage_max))},
        t);
    y = e.Emit(OpKind::kRoundNearestEven, {y}, t);
    const double nan_storage = static_cast<double>(std::clamp<int64_t>(0, q.storage_min, q.storage_max));
    y = e.Emit(OpKind::kSelect, {nan, e.Splat(t, nan_storage), y}, t);
    return e.Emit(OpKind::kConvert, {y}, WithElement(t, q.storage));
  }

  static int BitWidthOf(ElementType e) { return GetElementInfo(e).bit_width; }

  std::optional<std::vector<Value*>> Lower(Op& op, OpEmitter& e) {
    if (!StaticTypes(op)) return std::nullopt;
    switch (op.kind()) {
      case OpKind::kConstant: {
        const Type type = op.result(0)->type();
        const Tensor value = Tensor::FromDense(op.attr("value"), type);
        return std::vector<Value*>{e.Constant(value.Retyped(StorageType(type)))};
      }
      case OpKind::kUniformQuantize: {
        Value* x = op.operand(0);
        const QuantParams& to = op.result(0)->type().element_type().quant();
        if (!IsQuantTensor(x->type())) return std::vector<Value*>{Quantize(e, x, to)};
        const QuantParams& from = x->type().element_type().quant();
        if (from == to) return std::vector<Value*>{Storage(e, x)};
        return std::vector<Value*>{
            Quantize(e, Dequantize(e, Storage(e, x), from, ExpressedType(x->type())), to)};
      }
      case OpKind::kUniformDequantize: {
        Value* x = op.operand(0);
        if (!IsQuantTensor(x->type())) return std::nullopt;
        if (std::optional<Value*> weights = ScaleAfterProduct(op, e)) return std::vector<Value*>{*weights};
        return std::vector<Value*>{
            Dequantize(e, Storage(e, x), x->type().element_type().quant(), op.result(0)->type())};
      }
      case OpKind::kAdd:
      case OpKind::kSubtract:
        if (std::optional<Value*> sum = IntegerSum(op, e)) return std::vector<Value*>{*sum};
        break;
      case OpKind::kDotGeneral:
        if (std::optional<Value*> sums = IntegerDot(op, e)) return std::vector<Value*>{*sums};
        break;
      case OpKind::kConvolution:
        if (std::optional<Value*> sums = IntegerConvolution(op, e)) return std::vector<Value*>{*sums};
        break;
      default:
        break;
    }
    switch (HowQuantizedRuns(op)) {
      case QuantizedRun::kStorage:
        return OnStorage(op, e);
      case QuantizedRun::kRegions:
        return ExtremumOnStorage(op, e);
      case QuantizedRun::kDequantized:
        if (op.num_regions() > 0) return std::nullopt;
        return OnDequantized(op, e);
      case QuantizedRun::kOwn:
        return std::nullopt;
    }
    return std::nullopt;
  }

  // `op` on the storage integers of its operands, with results of the storage type.
  std::vector<Value*> OnStorage(const Op& op, OpEmitter& e) {
    std::vector<Value*> operands;
    std::vector<Type> results;
    for (Value* v : op.operands()) operands.push_back(IsQuantTensor(v->type()) ? Storage(e, v) : v);
    for (int r = 0; r < op.num_results(); ++r) results.push_back(StorageType(op.result(r)->type()));
    Op* copy = e.Copy(op, operands, results);
    std::vector<Value*> out;
    for (int r = 0; r < copy->num_results(); ++r) out.push_back(copy->result(r));
    return out;
  }

  // A reduce or reduce_window of one per-tensor quantized operand whose body is the maximum or minimum of
  // its two arguments: the evaluator takes the extremum of the dequantized values and quantizes it back,
  // which is the extremum of the storage integers (a positive scale keeps their order).
  std::optional<std::vector<Value*>> ExtremumOnStorage(const Op& op, OpEmitter& e) {
    if ((op.kind() != OpKind::kReduce && op.kind() != OpKind::kReduceWindow) || op.num_operands() != 2 ||
        op.num_results() != 1 || op.num_regions() != 1 || op.region(0)->num_blocks() != 1)
      return std::nullopt;
    const Type element = op.operand(0)->type().element_type();
    if (!element.IsQuant() || element.quant().quantized_dimension >= 0) return std::nullopt;
    for (const Value* v : {op.operand(1), op.result(0)})
      if (v->type().element_type() != element) return std::nullopt;
    const Block& body = *op.region(0)->front();
    if (body.num_args() != 2 || body.ops().size() != 2) return std::nullopt;
    const Op& combine = *body.ops()[0];
    const Op& ret = *body.ops()[1];
    if ((combine.kind() != OpKind::kMaximum && combine.kind() != OpKind::kMinimum) ||
        ret.kind() != OpKind::kReturn || ret.num_operands() != 1 || ret.operand(0) != combine.result(0))
      return std::nullopt;
    const bool takes_args = (combine.operand(0) == body.arg(0) && combine.operand(1) == body.arg(1)) ||
                            (combine.operand(0) == body.arg(1) && combine.operand(1) == body.arg(0));
    for (int a = 0; a < 2; ++a)
      if (body.arg(a)->type().element_type() != element) return std::nullopt;
    if (!takes_args || combine.result(0)->type().element_type() != element) return std::nullopt;
    std::vector<Value*> out = OnStorage(op, e);
    Block& copied = *out[0]->defining_op()->region(0)->front();
    for (int a = 0; a < 2; ++a) copied.arg(a)->set_type(StorageType(copied.arg(a)->type()));
    Value* result = copied.ops()[0]->result(0);
    result->set_type(StorageType(result->type()));
    return out;
  }

  // The spec's dequantize_op_quantize: `op` on the dequantized values of its quantized operands, its
  // quantized results quantized.
  std::vector<Value*> OnDequantized(const Op& op, OpEmitter& e) {
    std::vector<Value*> operands;
    std::vector<Type> results;
    for (Value* v : op.operands())
      operands.push_back(
          IsQuantTensor(v->type())
              ? Dequantize(e, Storage(e, v), v->type().element_type().quant(), ExpressedType(v->type()))
              : v);
    for (int r = 0; r < op.num_results(); ++r) results.push_back(ExpressedType(op.result(r)->type()));
    Op* copy = e.Copy(op, operands, results);
    std::vector<Value*> out;
    for (int r = 0; r < op.num_results(); ++r) {
      const Type t = op.result(r)->type();
      out.push_back(IsQuantTensor(t) ? Quantize(e, copy->result(r), t.element_type().quant())
                                     : copy->result(r));
    }
    return out;
  }

  // The i32 sums of a dot_general or convolution (`sums`, of products of storage integers less their
  // zero points, at the scale sl * sr), requantized to `result_type`. `channel_dim` is the result's
  // dimension that the rhs's per-axis scales run along (-1 for a per-tensor rhs); `largest` bounds the
  // magnitude of a sum.
  Value* Requantize(OpEmitter& e, Value* sums, const QuantParams& ql, const QuantParams& qr, Type result_type,
                    int64_t channel_dim, double largest) {
    const QuantParams& qo = result_type.element_type().quant();
    QuantParams at;
    at.storage = ElementType::kSI32;
    at.storage_min = INT32_MIN;
    at.storage_max = INT32_MAX;
    at.expressed = qo.expressed;
    at.quantized_dimension = static_cast<int32_t>(channel_dim);
    for (double s : qr.scales) at.scales.push_back(ql.scales[0] * s);
    at.zero_points.assign(at.scales.size(), 0);
    // Sums already at the result's scales (an i32 accumulator at the product of the operands' scales)
    // stay as they are, where no sum could round to another integer.
    bool same = BitWidthOf(qo.storage) == 32 && AllZero(qo.zero_points) &&
                static_cast<double>(qo.storage_min) <= -largest &&
                static_cast<double>(qo.storage_max) >= largest;
    const size_t channels = std::max(at.scales.size(), qo.scales.size());
    for (size_t c = 0; same && c < channels; ++c) {
      const double product = at.scales[at.scales.size() == 1 ? 0 : c];
      const double scale = qo.scales[qo.scales.size() == 1 ? 0 : c];
      same = std::abs(product / scale - 1) * largest < 0.5;
    }
    if (same) {
      if (qo.storage == ElementType::kSI32) {
        largest_[sums] = largest;
        return sums;
      }
      return e.Emit(OpKind::kConvert, {sums}, WithElement(sums->type(), qo.storage));
    }
    return Quantize(e, Dequantize(e, sums, at, WithElement(sums->type(), qo.expressed)), qo);
  }

  // The i32 sums of the storage integers of the quantized `v` (`stored`) over dimensions `dims`
  // (increasing): a constant where `v` is one (a weight), else a reduce.
  Value* SumOver(OpEmitter& e, Value* v, Value* stored, std::vector<int64_t> dims) {
    if (IsConstantDerived(v)) {
      if (StatusOr<Tensor> value = EvaluateConstant(module_, v); value.ok()) {
        const std::vector<int64_t> sums = hlx::SumOver(*value, StorageType(v->type()), dims);
        const std::vector<int64_t> size = {static_cast<int64_t>(sums.size())};
        std::vector<int64_t> kept;
        for (int64_t d = 0; d < v->type().rank(); ++d)
          if (std::ranges::find(dims, d) == dims.end()) kept.push_back(v->type().dims()[d]);
        return e.Constant(MakeInts(types_.Tensor(kept, types_.Element(ElementType::kSI32)), sums));
      }
    }
    Value* wide = e.Emit(OpKind::kConvert, {stored}, WithElement(stored->type(), ElementType::kSI32));
    return e.Reduce(wide, std::move(dims), OpKind::kAdd, 0);
  }

  // The sums of `v` over `dims` (SumOver) broadcast into `like` (BroadcastTo, the kept dimensions landing
  // on `to`). Where they land out of order (an attention product's key sums, [batch, keys, heads] into
  // [batch, heads, queries, keys]), a reduce sums a transposed view whose kept dimensions come in their
  // landing order: a broadcast that reorders would read the sums with strides in the loops of the kernel
  // it fuses into (the requantization of the whole product), where the reduce's loops read the much
  // smaller operand.
  Value* SumsInto(OpEmitter& e, Value* v, Value* stored, const std::vector<int64_t>& dims, Type like,
                  std::vector<int64_t> to) {
    if (IsConstantDerived(v) || std::ranges::is_sorted(to))
      return BroadcastTo(e, SumOver(e, v, stored, dims), like, to);
    std::vector<int64_t> kept;
    for (int64_t d = 0; d < v->type().rank(); ++d)
      if (std::ranges::find(dims, d) == dims.end()) kept.push_back(d);
    std::vector<int64_t> order(kept.size());
    std::iota(order.begin(), order.end(), 0);
    std::ranges::sort(order, [&](int64_t a, int64_t b) { return to[a] < to[b]; });
    std::vector<int64_t> permutation, transposed_dims, summed;
    for (int64_t i : order) permutation.push_back(kept[i]);
    permutation.insert(permutation.end(), dims.begin(), dims.end());
    for (int64_t d : permutation) transposed_dims.push_back(v->type().dims()[d]);
    for (size_t d = kept.size(); d < permutation.size(); ++d) summed.push_back(static_cast<int64_t>(d));
    Value* view =
        e.Emit(OpKind::kTranspose, {stored}, types_.Tensor(transposed_dims, stored->type().element_type()),
               {{"permutation", I64Array(permutation)}});
    std::ranges::sort(to);
    return BroadcastTo(e, SumOver(e, v, view, std::move(summed)), like, to);
  }

  // `v` (dimensions `from` of a dot operand or kernel, in increasing order) broadcast into `like`'s
  // shape, dimension from[i] landing on to[i].
  Value* BroadcastTo(OpEmitter& e, Value* v, Type like, const std::vector<int64_t>& to) {
    if (v->type() == like) return v;
    return e.Emit(OpKind::kBroadcastInDim, {v}, like, {{"broadcast_dimensions", I64Array(to)}});
  }

  // The largest magnitude of the storage integers `stored` of the quantized `v`, where known: sums that
  // an integer product or sum left as they are (recorded when lowered), or a constant's; else nullopt.
  std::optional<double> Largest(Value* v, Value* stored) {
    if (auto it = largest_.find(stored); it != largest_.end()) return it->second;
    if (!IsConstantDerived(v)) return std::nullopt;
    StatusOr<Tensor> value = EvaluateConstant(module_, v);
    if (!value.ok()) return std::nullopt;
    double largest = 0;
    for (int64_t x : ReadInts(*value)) largest = std::max(largest, std::abs(static_cast<double>(x)));
    return largest;
  }

  // An add or subtract whose operands and result have one quantized type with zero points 0 (a bias
  // added to an i32 accumulator): the storage integers added or subtracted exactly, clamped to the
  // storage range (where Largest bounds both operands so that the sum stays in it, without the clamp).
  std::optional<Value*> IntegerSum(const Op& op, OpEmitter& e) {
    const Type t = op.result(0)->type();
    if (!IsQuantTensor(t) || op.operand(0)->type() != t || op.operand(1)->type() != t) return std::nullopt;
    const QuantParams& q = t.element_type().quant();
    if (!AllZero(q.zero_points)) return std::nullopt;
    Value* sa = Storage(e, op.operand(0));
    Value* sb = Storage(e, op.operand(1));
    // Where the operands' magnitudes cannot carry the sum out of the storage range (a product's sums
    // and a constant bias), the integers are added as they are.
    const std::optional<double> la = Largest(op.operand(0), sa), lb = Largest(op.operand(1), sb);
    if (la && lb &&
        *la + *lb <= std::min(-static_cast<double>(q.storage_min), static_cast<double>(q.storage_max))) {
      Value* sum = e.Emit(op.kind(), {sa, sb}, sa->type());
      largest_[sum] = *la + *lb;
      return sum;
    }
    const ElementType wide = BitWidthOf(q.storage) >= 32 ? ElementType::kSI64 : ElementType::kSI32;
    const Type wide_type = WithElement(t, wide);
    Value* a = e.Emit(OpKind::kConvert, {sa}, wide_type);
    Value* b = e.Emit(OpKind::kConvert, {sb}, wide_type);
    Value* sum = e.Emit(op.kind(), {a, b}, wide_type);
    sum = e.Emit(OpKind::kClamp,
                 {e.Splat(wide_type, static_cast<double>(q.storage_min)), sum,
                  e.Splat(wide_type, static_cast<double>(q.storage_max))},
                 wide_type);
    return e.Emit(OpKind::kConvert, {sum}, StorageType(t));
  }

  // Whether operands quantized with `ql` and `qr`, summed over `k` products, fit i32 sums (each partial
  // sum and correction included).
  static bool FitsI32(const QuantParams& ql, const QuantParams& qr, double k) {
    const double bound =
        k * (LargestStored(ql) + LargestZeroPoint(ql)) * (LargestStored(qr) + LargestZeroPoint(qr));
    return bound < 2147483647.0 && IsInteger(ql.storage) && IsInteger(qr.storage);
  }

  // Whether both operands and the result of a dot_general or convolution are quantized.
  static bool QuantizedContraction(const Op& op) {
    return IsQuantTensor(op.operand(0)->type()) && IsQuantTensor(op.operand(1)->type()) &&
           IsQuantTensor(op.result(0)->type());
  }

  // `sums` less `zero_point` times `column` (i32 tensors of one type), the share of a zero point. A
  // column broadcast from a smaller value is multiplied before its broadcast: of a constant weight, the
  // share is then a constant (fold-constants computes it once), which the CPU backend subtracts in the
  // product's library call.
  Value* LessZeroPointShare(OpEmitter& e, Value* sums, Value* column, int64_t zero_point) {
    const Type i32 = sums->type();
    const Op* broadcast = column->defining_op();
    if (broadcast && broadcast->kind() == OpKind::kBroadcastInDim) {
      Value* small = broadcast->operand(0);
      small = e.Emit(OpKind::kMultiply, {small, e.Splat(small->type(), static_cast<double>(zero_point))},
                     small->type());
      column = e.Emit(OpKind::kBroadcastInDim, {small}, i32,
                      {{"broadcast_dimensions", broadcast->attr("broadcast_dimensions")}});
    } else {
      column = e.Emit(OpKind::kMultiply, {column, e.Splat(i32, static_cast<double>(zero_point))}, i32);
    }
    return e.Emit(OpKind::kSubtract, {sums, column}, i32);
  }

  std::optional<Value*> IntegerDot(const Op& op, OpEmitter& e) {
    if (!QuantizedContraction(op)) return std::nullopt;
    Value* l = op.operand(0);
    Value* r = op.operand(1);
    const Type result_type = op.result(0)->type();
    const QuantParams& ql = l->type().element_type().quant();
    const QuantParams& qr = r->type().element_type().quant();
    const QuantParams& qo = result_type.element_type().quant();
    const DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
    if (ql.quantized_dimension >= 0) return std::nullopt;
    auto contains = [](const std::vector<int64_t>& list, int64_t d) {
      return std::ranges::find(list, d) != list.end();
    };
    if (qr.quantized_dimension >= 0 && (contains(dims.rhs_batching, qr.quantized_dimension) ||
                                        contains(dims.rhs_contracting, qr.quantized_dimension)))
      return std::nullopt;
    double k = 1;
    for (int64_t d : dims.lhs_contracting) k *= static_cast<double>(l->type().dims()[d]);
    if (!FitsI32(ql, qr, k)) return std::nullopt;
    const int64_t channel_dim = qr.quantized_dimension >= 0 ? ResultDimOf(op, 1, qr.quantized_dimension) : -1;
    if (qo.quantized_dimension >= 0 && qo.quantized_dimension != channel_dim) return std::nullopt;

    // Where each free or batching dimension of an operand lands in the result: batching first, then the
    // lhs's free dimensions, then the rhs's.
    const int64_t batch = static_cast<int64_t>(dims.lhs_batching.size());
    auto landing = [&](int index) {
      const Type t = op.operand(index)->type();
      const std::vector<int64_t>& batching = index == 0 ? dims.lhs_batching : dims.rhs_batching;
      const std::vector<int64_t>& contracting = index == 0 ? dims.lhs_contracting : dims.rhs_contracting;
      int64_t next =
          index == 0 ? batch
                     : batch + (l->type().rank() - batch - static_cast<int64_t>(dims.lhs_contracting.size()));
      std::vector<int64_t> to;
      for (int64_t d = 0; d < t.rank(); ++d) {
        if (contains(contracting, d)) continue;
        auto b = std::ranges::find(batching, d);
        to.push_back(b != batching.end() ? b - batching.begin() : next++);
      }
      return to;
    };

    Value* ls = Storage(e, l);
    Value* rs = Storage(e, r);
    const Type i32 = WithElement(result_type, ElementType::kSI32);
    Value* sums = e.Copy(op, {ls, rs}, {i32})->result(0);
    const int64_t zl = ql.zero_points[0];
    if (zl != 0) {
      // - zl * (the sum of the rhs over the contracted dimensions)
      sums = LessZeroPointShare(e, sums, SumsInto(e, r, rs, dims.rhs_contracting, i32, landing(1)), zl);
    }
    if (!AllZero(qr.zero_points)) {
      // - zr * (the sum of the lhs over the contracted dimensions), + k * zl * zr
      Value* row = SumsInto(e, l, ls, dims.lhs_contracting, i32, landing(0));
      row = e.Emit(OpKind::kMultiply,
                   {row, Along(e, i32, ElementType::kSI32, AsDoubles(qr.zero_points), channel_dim)}, i32);
      sums = e.Emit(OpKind::kSubtract, {sums, row}, i32);
      if (zl != 0) {
        std::vector<double> both;
        for (int64_t z : qr.zero_points) both.push_back(k * static_cast<double>(zl) * static_cast<double>(z));
        sums = e.Emit(OpKind::kAdd, {sums, Along(e, i32, ElementType::kSI32, both, channel_dim)}, i32);
      }
    }
    return Requantize(e, sums, ql, qr, result_type, channel_dim, k * LargestShifted(ql) * LargestShifted(qr));
  }

  std::optional<Value*> IntegerConvolution(const Op& op, OpEmitter& e) {
    if (!QuantizedContraction(op)) return std::nullopt;
    Value* l = op.operand(0);
    Value* r = op.operand(1);
    const Type result_type = op.result(0)->type();
    const std::optional<ConvWindow> window = GetConvWindow(op);
    if (!window) return std::nullopt;
    const ConvDims& cd = window->dims;
    const QuantParams& ql = l->type().element_type().quant();
    const QuantParams& qr = r->type().element_type().quant();
    const QuantParams& qo = result_type.element_type().quant();
    if (ql.quantized_dimension >= 0 || !AllZero(qr.zero_points)) return std::nullopt;
    if (qr.quantized_dimension >= 0 && qr.quantized_dimension != cd.kernel_output_feature)
      return std::nullopt;
    const int64_t channel_dim = qr.quantized_dimension >= 0 ? cd.output_feature : -1;
    if (qo.quantized_dimension >= 0 && qo.quantized_dimension != cd.output_feature) return std::nullopt;
    const auto kernel = r->type().dims();
    double k = static_cast<double>(kernel[cd.kernel_input_feature]);
    for (int64_t d : cd.kernel_spatial) k *= static_cast<double>(kernel[d]);
    if (!FitsI32(ql, qr, k)) return std::nullopt;

    Value* ls = Storage(e, l);
    Value* rs = Storage(e, r);
    const Type i32 = WithElement(result_type, ElementType::kSI32);
    const int64_t zl = ql.zero_points[0];
    const bool pads = std::ranges::any_of(window->padding, [](int64_t p) { return p != 0; }) ||
                      std::ranges::any_of(window->lhs_dilation, [](int64_t d) { return d != 1; });
    if (zl != 0 && pads) {
      // The lhs padded and dilated with its zero point (the dequantized 0) rather than with 0.
      const int64_t rank = l->type().rank();
      std::vector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0),
          padded(l->type().dims().begin(), l->type().dims().end());
      for (int64_t s = 0; s < window->num_spatial(); ++s) {
        const int64_t d = cd.input_spatial[s];
        low[d] = window->padding[2 * s];
        high[d] = window->padding[2 * s + 1];
        interior[d] = window->lhs_dilation[s] - 1;
        padded[d] = std::max<int64_t>(0, padded[d] - 1) * interior[d] + padded[d] + low[d] + high[d];
      }
      const Type scalar = types_.Tensor(std::span<const int64_t>(), types_.Element(ql.storage));
      ls = e.Emit(OpKind::kPad, {ls, e.Splat(scalar, static_cast<double>(zl))},
                  types_.Tensor(padded, types_.Element(ql.storage)),
                  {{"edge_padding_low", I64Array(low)},
                   {"edge_padding_high", I64Array(high)},
                   {"interior_padding", I64Array(interior)}});
    }
    Op* conv = e.Copy(op, {ls, rs}, {i32});
    if (zl != 0 && pads) {
      conv->RemoveAttr("padding");
      conv->RemoveAttr("lhs_dilation");
    }
    Value* sums = conv->result(0);
    if (zl != 0) {
      // - zl * (the sum of the kernel over its window and input features), per output feature
      std::vector<int64_t> over = cd.kernel_spatial;
      over.push_back(cd.kernel_input_feature);
      std::ranges::sort(over);
      sums =
          LessZeroPointShare(e, sums, BroadcastTo(e, SumOver(e, r, rs, over), i32, {cd.output_feature}), zl);
    }
    return Requantize(e, sums, ql, qr, result_type, channel_dim, k * LargestShifted(ql) * LargestShifted(qr));
  }

  Module& module_;
  TypeContext& types_;
  // The largest magnitude of lowered integer values that stand for a quantized value's storage.
  std::unordered_map<const Value*, double> largest_;
};

}  // namespace

StatusOr<bool> LowerQuantized(Module& module) {
  Lowering lowering(module);
  bool changed = false;
  // The functions as they are now: evaluating a constant adds a function to the module for a moment.
  std::vector<Op*> functions;
  for (const auto& op : module.body().ops()) functions.push_back(op.get());
  for (Op* function : functions)
    ForEachBlockIn(*function, [&](Block& block) { changed |= lowering.Run(block); });
  return changed;
}

}  // namespace hlx
