// The oneDNN planner: dot_general as a (batched) matmul and convolution as a convolution primitive, both
// over memory descriptors with strides that view hlx's row-major buffers in oneDNN's logical dimension
// order. docs/onednn.md says which ops are taken and why the others are refused.
#include "backend/cpu/dnnl/dnnl_ops.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <numeric>
#include <oneapi/dnnl/dnnl.hpp>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "support/check.h"
#include "support/host_memory.h"

namespace hlx::cpu {
namespace {

using Dims = dnnl::memory::dims;
using DataType = dnnl::memory::data_type;

// The CPU engine every primitive is made and run on. Never destroyed, so that primitives held in static
// objects elsewhere can outlive it at exit.
dnnl::engine& CpuEngine() {
  static dnnl::engine* engine = new dnnl::engine(dnnl::engine::kind::cpu, 0);
  return *engine;
}

// oneDNN's data type for an hlx element type, or nullopt when oneDNN has none.
std::optional<DataType> DnnlType(Type element_type) {
  if (!element_type.IsElement()) return std::nullopt;  // quantized types
  const ElementType e = element_type.element();
  if (e == ElementType::kF32) return DataType::f32;
  if (e == ElementType::kBF16) return DataType::bf16;
  if (e == ElementType::kF16) return DataType::f16;
  if (e == ElementType::kSI8) return DataType::s8;
  if (e == ElementType::kUI8) return DataType::u8;
  if (e == ElementType::kSI32) return DataType::s32;
  return std::nullopt;
}

// Whether the CPU has every instruction of oneDNN's ISA level `want`, as oneDNN detects it.
bool HasIsa(dnnl::cpu_isa want) {
  const auto isa = static_cast<unsigned>(dnnl::get_effective_cpu_isa());
  return (isa & static_cast<unsigned>(want)) == static_cast<unsigned>(want);
}

// Whether the CPU has 8-bit dot-product instructions (AVX512-VNNI or AVX-VNNI), as oneDNN detects them.
// Without them oneDNN sums u8 x s8 pairs in saturating 16-bit arithmetic, which StableHLO's exact
// integer products do not allow.
bool HasVnni() { return HasIsa(dnnl::cpu_isa::avx512_core_vnni) || HasIsa(dnnl::cpu_isa::avx2_vnni); }

// The element types of (lhs, rhs, result) that oneDNN's matmul and convolution take: f32; bf16 or f16
// inputs (accumulated in f32) with a result of the same type or f32; s8/u8 with s8 into s32 on CPUs
// with VNNI.
bool TakesElementTypes(DataType lhs, DataType rhs, DataType result) {
  const bool narrow_float = lhs == rhs && (lhs == DataType::bf16 || lhs == DataType::f16);
  if (lhs == DataType::f32) return rhs == DataType::f32 && result == DataType::f32;
  if (narrow_float) return result == lhs || result == DataType::f32;
  const bool int8 = (lhs == DataType::s8 || lhs == DataType::u8) && rhs == DataType::s8;
  return int8 && result == DataType::s32 && HasVnni();
}

// A tensor type that oneDNN can hold: static, non-empty, of a oneDNN element type.
bool IsPlainTensor(Type type) {
  if (!type.IsTensor() || !type.HasStaticShape() || !DnnlType(type.element_type())) return false;
  const auto dims = type.dims();
  return std::all_of(dims.begin(), dims.end(), [](int64_t d) { return d > 0; });
}

std::vector<int64_t> RowMajorStrides(std::span<const int64_t> dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (size_t i = dims.size(); i-- > 1;) strides[i - 1] = strides[i] * dims[i];
  return strides;
}

// One oneDNN dimension made of several dimensions of a tensor (listed outermost first). A stride of 0
// stands for "any": the group is empty.
struct Grouped {
  int64_t size = 1;
  int64_t stride = 0;
};

// Views dimensions `group` of a tensor (sizes `dims`, strides `strides`) as one dimension, or nullopt
// when no single stride walks them in that order. Dimensions of size 1 do not constrain the view; a
// group of them keeps the stride of the last, as in the tensor's own row-major layout.
std::optional<Grouped> Group(std::span<const int64_t> dims, std::span<const int64_t> strides,
                             std::span<const int64_t> group) {
  Grouped out;
  std::optional<int64_t> inner;  // the innermost dimension of size > 1 seen so far
  for (int64_t d : group) {
    if (dims[d] == 1) continue;
    if (inner && strides[*inner] != strides[d] * dims[d]) return std::nullopt;
    out.size *= dims[d];
    inner = d;
  }
  if (inner)
    out.stride = strides[*inner];
  else if (!group.empty())
    out.stride = strides[group.back()];
  return out;
}

// The bytes of one element of `type`.
int64_t ElementBytes(DataType type) {
  return static_cast<int64_t>(dnnl_data_type_size(static_cast<dnnl_data_type_t>(type)));
}

// A memory descriptor; a stride of 0 (an empty group, size 1) becomes the stride a dense layout would
// give the dimension before the next one, so that oneDNN recognizes plain layouts.
dnnl::memory::desc StridedDesc(const Dims& dims, DataType type, Dims strides) {
  for (size_t i = dims.size(); i-- > 0;)
    if (strides[i] == 0) strides[i] = i + 1 < dims.size() ? strides[i + 1] * dims[i + 1] : 1;
  return dnnl::memory::desc(dims, type, strides);
}

// A dense descriptor of `dims` whose dimensions lie in memory in the order `strides` (another tensor's,
// of the same rank) gives them: the largest stride outermost.
dnnl::memory::desc DenseInOrderOf(const Dims& dims, DataType type, const Dims& strides) {
  std::vector<size_t> order(dims.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return strides[a] > strides[b]; });
  Dims dense(dims.size());
  int64_t next = 1;
  for (size_t i = order.size(); i-- > 0;) {
    dense[order[i]] = next;
    next *= dims[order[i]];
  }
  return dnnl::memory::desc(dims, type, dense);
}

// The binary operand of an epilogue step, viewed in the primitive's destination dimensions: `groups[i]`
// lists the result dimensions that make destination dimension i. The operand broadcasts to the result
// as NumPy says (aligned at the last dimension, each dimension 1 or the result's); a group must be all
// broadcast or all full, else nullopt.
std::optional<dnnl::memory::desc> BroadcastOperandDesc(Type operand, Type result,
                                                       const std::vector<std::vector<int64_t>>& groups) {
  if (!IsPlainTensor(operand) || operand.rank() > result.rank()) return std::nullopt;
  const int64_t lead = result.rank() - operand.rank();
  std::vector<int64_t> dims(lead, 1);
  dims.insert(dims.end(), operand.dims().begin(), operand.dims().end());
  for (int64_t i = 0; i < result.rank(); ++i)
    if (dims[i] != 1 && dims[i] != result.dims()[i]) return std::nullopt;
  const std::vector<int64_t> strides = RowMajorStrides(dims);
  Dims view_dims, view_strides;
  for (const std::vector<int64_t>& group : groups) {
    bool full = false, broadcast = false;
    for (int64_t d : group) {
      if (result.dims()[d] == 1) continue;
      (dims[d] == 1 ? broadcast : full) = true;
    }
    if (full && broadcast) return std::nullopt;
    std::optional<Grouped> g = Group(dims, strides, group);
    if (!g) return std::nullopt;
    view_dims.push_back(g->size);
    view_strides.push_back(g->stride);
  }
  return StridedDesc(view_dims, *DnnlType(operand.element_type()), view_strides);
}

std::optional<dnnl::algorithm> EltwiseAlgorithm(DnnlEpilogue::Kind kind) {
  switch (kind) {
    case DnnlEpilogue::Kind::kRelu:
      return dnnl::algorithm::eltwise_relu;
    case DnnlEpilogue::Kind::kTanh:
      return dnnl::algorithm::eltwise_tanh;
    case DnnlEpilogue::Kind::kLogistic:
      return dnnl::algorithm::eltwise_logistic;
    case DnnlEpilogue::Kind::kExp:
      return dnnl::algorithm::eltwise_exp;
    case DnnlEpilogue::Kind::kGeluTanh:
      return dnnl::algorithm::eltwise_gelu_tanh;
    case DnnlEpilogue::Kind::kGeluErf:
      return dnnl::algorithm::eltwise_gelu_erf;
    case DnnlEpilogue::Kind::kRound:
      return dnnl::algorithm::eltwise_round;
    case DnnlEpilogue::Kind::kAdd:
    case DnnlEpilogue::Kind::kSubtract:
    case DnnlEpilogue::Kind::kMultiply:
    case DnnlEpilogue::Kind::kDivide:
    case DnnlEpilogue::Kind::kMaximum:
    case DnnlEpilogue::Kind::kConvert:
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<dnnl::algorithm> BinaryAlgorithm(DnnlEpilogue::Kind kind) {
  switch (kind) {
    case DnnlEpilogue::Kind::kAdd:
      return dnnl::algorithm::binary_add;
    case DnnlEpilogue::Kind::kSubtract:
      return dnnl::algorithm::binary_sub;
    case DnnlEpilogue::Kind::kMultiply:
      return dnnl::algorithm::binary_mul;
    case DnnlEpilogue::Kind::kDivide:
      return dnnl::algorithm::binary_div;
    case DnnlEpilogue::Kind::kMaximum:
      return dnnl::algorithm::binary_max;
    case DnnlEpilogue::Kind::kRound:
    case DnnlEpilogue::Kind::kConvert:
    case DnnlEpilogue::Kind::kRelu:
    case DnnlEpilogue::Kind::kTanh:
    case DnnlEpilogue::Kind::kLogistic:
    case DnnlEpilogue::Kind::kExp:
    case DnnlEpilogue::Kind::kGeluTanh:
    case DnnlEpilogue::Kind::kGeluErf:
      return std::nullopt;
  }
  return std::nullopt;
}

// The epilogue as oneDNN post-ops, with the descriptors of the binary operands in order, and the type
// the primitive writes; nullopt when a step cannot be expressed. An integer result needs a conversion to
// f32 among its steps (oneDNN converts its s32 sums to f32 as a convert does, rounding to nearest even,
// and applies post-ops in f32): before it only adds and subtracts, which the caller allows only where f32
// computes them exactly; a conversion to s8 or u8 may end the steps (oneDNN saturates and rounds to
// nearest even, which a convert of values rounded to integers matches).
struct PostOps {
  dnnl::post_ops ops;
  std::vector<std::pair<int, dnnl::memory::desc>> operands;  // post-op index, operand descriptor
  DataType dst;
};
std::optional<PostOps> MakePostOps(const DnnlEpilogue& epilogue, Type result,
                                   const std::vector<std::vector<int64_t>>& groups) {
  PostOps out;
  out.dst = *DnnlType(result.element_type());
  bool integer = out.dst == DataType::s32;  // an integer result not yet converted to f32
  bool converted = false;                   // an integer result converted to f32
  for (size_t i = 0; i < epilogue.steps.size(); ++i) {
    const DnnlEpilogue::Step& step = epilogue.steps[i];
    if (step.kind == DnnlEpilogue::Kind::kConvert) {
      if (integer && step.element == ElementType::kF32) {
        out.dst = DataType::f32;
        converted = true;
      } else if (converted && out.dst == DataType::f32 && i + 1 == epilogue.steps.size() &&
                 (step.element == ElementType::kSI8 || step.element == ElementType::kUI8)) {
        out.dst = step.element == ElementType::kSI8 ? DataType::s8 : DataType::u8;
      } else {
        return std::nullopt;
      }
      integer = false;
      continue;
    }
    // Before its conversion, an integer result takes adds and subtracts of exact integers only
    // (library_calls.cc checks they are).
    if (integer && step.kind != DnnlEpilogue::Kind::kAdd && step.kind != DnnlEpilogue::Kind::kSubtract)
      return std::nullopt;
    // A rounding right before the final conversion to s8 or u8 is the conversion's own: oneDNN rounds to
    // nearest even as it converts.
    if (step.kind == DnnlEpilogue::Kind::kRound && converted && i + 2 == epilogue.steps.size() &&
        epilogue.steps[i + 1].kind == DnnlEpilogue::Kind::kConvert &&
        (epilogue.steps[i + 1].element == ElementType::kSI8 ||
         epilogue.steps[i + 1].element == ElementType::kUI8))
      continue;
    if (std::optional<dnnl::algorithm> eltwise = EltwiseAlgorithm(step.kind)) {
      out.ops.append_eltwise(1.0f, *eltwise, 0.0f, 0.0f);
      continue;
    }
    std::optional<dnnl::memory::desc> desc = BroadcastOperandDesc(step.operand_type, result, groups);
    if (!desc) return std::nullopt;
    out.operands.emplace_back(out.ops.len(), *desc);
    out.ops.append_binary(*BinaryAlgorithm(step.kind), *desc);
  }
  if (integer && !epilogue.steps.empty()) return std::nullopt;  // i32 steps never converted
  return out;
}

// The buffers of the calling thread (ThreadBuffer) that a run uses; a thread runs one primitive at a time.
enum class Scratch { kPrimitive, kReorder, kPacked, kPackedInput, kReversed, kResult, kWidened, kCount };

// Attributes of a primitive whose scratchpad the caller gives.
dnnl::primitive_attr UserScratchpad() {
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  return attr;
}

// A convolution kernel read with its window reversed along some dimensions: oneDNN's strides cannot be
// negative, so the kernel is copied, reversed, into a buffer of the calling thread before each run.
struct Reversal {
  std::vector<int64_t> dims;   // the kernel's dimensions (row-major)
  std::vector<bool> reversed;  // per dimension
  int element_bytes;

  size_t bytes() const {
    return static_cast<size_t>(std::accumulate(dims.begin(), dims.end(), int64_t{1}, std::multiplies<>())) *
           element_bytes;
  }
  void Copy(const char* from, char* to) const {
    const std::vector<int64_t> strides = RowMajorStrides(dims);
    std::vector<int64_t> index(dims.size(), 0);
    const size_t count = bytes() / element_bytes;
    for (size_t out = 0; out < count; ++out) {
      int64_t in = 0;
      for (size_t d = 0; d < dims.size(); ++d)
        in += (reversed[d] ? dims[d] - 1 - index[d] : index[d]) * strides[d];
      std::memcpy(to + out * element_bytes, from + in * element_bytes, element_bytes);
      for (size_t d = dims.size(); d-- > 0 && ++index[d] == dims[d];) index[d] = 0;
    }
  }
};

// An operand that the primitive reads in another layout than hlx's (convolution weights in oneDNN's
// blocked layouts, an input in its result's dimension order): reordered into a buffer of the calling
// thread before each run, or once at compile time when it is a constant (SetConstantOperand).
struct Packing {
  dnnl::memory::desc packed;
  dnnl::reorder reorder;
  dnnl::memory::desc scratchpad;
};

// `count` bf16 values (their bits at `from`) widened to f32 at `to`: by the threads of the run from
// kParallelWiden values (a 3 x 3 kernel of 64 channels and more), by the calling thread below that, where
// starting the threads would cost more than the copy.
constexpr int64_t kParallelWiden = int64_t{1} << 15;
void WidenBf16(const uint16_t* from, float* to, int64_t count) {
#pragma omp parallel for schedule(static) if (count >= kParallelWiden)
  for (int64_t i = 0; i < count; ++i) {
    const uint32_t bits = uint32_t{from[i]} << 16;
    std::memcpy(to + i, &bits, sizeof(float));
  }
}

// A primitive with the descriptors of its operands. Scratchpads are the caller's (scratchpad_mode::user),
// one per thread, so that several threads can run the same primitive at once.
class PrimitiveOp final : public DnnlOp {
 public:
  struct Operand {
    int arg;  // DNNL_ARG_*
    dnnl::memory::desc desc;
    std::optional<Packing> packing;
    std::optional<Reversal> reversal;
    // The operand reversed and packed once, when it is a constant of the program (SetConstantOperand).
    std::shared_ptr<void> prepared;
    // Given as the bf16 tensor that the program converts to the f32 one `desc` describes: widened first.
    bool bf16 = false;
  };
  PrimitiveOp(dnnl::primitive primitive, std::vector<Operand> operands, dnnl::memory::desc result,
              dnnl::memory::desc scratchpad)
      : primitive_(std::move(primitive)),
        operands_(std::move(operands)),
        result_(std::move(result)),
        scratchpad_(std::move(scratchpad)) {}

  // The primitive writes its result in the layout `written` (into a buffer of the calling thread), which
  // is then reordered into hlx's layout.
  void SetResultLayout(const dnnl::memory::desc& written) {
    dnnl::reorder::primitive_desc reorder(CpuEngine(), written, CpuEngine(), result_, UserScratchpad());
    result_packing_ = Packing{written, dnnl::reorder(reorder), reorder.scratchpad_desc()};
  }

  Status SetConstantOperand(int index, const void* data) override {
    HLX_CHECK(index >= 0 && index < static_cast<int>(operands_.size()));
    Operand& operand = operands_[index];
    if (!operand.packing && !operand.reversal && !operand.bf16) return Status::Ok();  // read in place
    try {
      const size_t bytes = operand.packing    ? operand.packing->packed.get_size()
                           : operand.reversal ? operand.reversal->bytes()
                                              : operand.desc.get_size();
      std::shared_ptr<void> copy(::operator new(bytes, std::align_val_t(64)),
                                 [](void* p) { ::operator delete(p, std::align_val_t(64)); });
      dnnl::stream stream(CpuEngine());
      Prepare(operand, data, stream, copy.get());
      stream.wait();
      operand.prepared = std::move(copy);
      // Sets of memory objects made before read the operand as given on each run.
      std::lock_guard<std::mutex> lock(bindings_mutex_);
      idle_bindings_.clear();
    } catch (const dnnl::error& e) {
      return Internal(std::string("oneDNN failed to pack a constant operand: ") + e.what());
    } catch (const std::bad_alloc&) {
      return ResourceExhausted("out of memory for a packed constant operand");
    }
    return Status::Ok();
  }

  bool KeepsConstantOperand(int index) const override {
    return index >= 0 && index < static_cast<int>(operands_.size()) && operands_[index].prepared != nullptr;
  }

  Status Run(std::span<const void* const> operands, void* result) const override {
    HLX_CHECK(operands.size() == operands_.size());
    try {
      dnnl::stream& stream = ThreadStream();
      std::unique_ptr<Binding> binding = TakeBinding();
      std::vector<dnnl_exec_arg_t>& args = binding->args;
      args.clear();
      for (size_t i = 0; i < operands_.size(); ++i) {
        const Operand& operand = operands_[i];
        dnnl::memory& memory = binding->operands[i];
        if (!operand.prepared) {
          if (ReadInPlace(operand))
            Bind(memory, operands[i]);
          else
            memory = Prepare(operand, operands[i], stream);
        }
        args.push_back({operand.arg, memory.get()});
      }
      Bind(binding->dst, result);
      if (result_packing_) {
        Bind(binding->written, ThreadBuffer(Scratch::kResult, result_packing_->packed.get_size()));
        args.push_back({DNNL_ARG_DST, binding->written.get()});
      } else {
        args.push_back({DNNL_ARG_DST, binding->dst.get()});
      }
      if (const size_t bytes = scratchpad_.get_size(); bytes > 0) {
        Bind(binding->scratchpad, ThreadBuffer(Scratch::kPrimitive, bytes));
        args.push_back({DNNL_ARG_SCRATCHPAD, binding->scratchpad.get()});
      }
      Execute(primitive_, stream, args);
      if (result_packing_) {
        args.clear();
        args.push_back({DNNL_ARG_FROM, binding->written.get()});
        args.push_back({DNNL_ARG_TO, binding->dst.get()});
        if (const size_t bytes = result_packing_->scratchpad.get_size(); bytes > 0) {
          Bind(binding->reorder_scratchpad, ThreadBuffer(Scratch::kReorder, bytes));
          args.push_back({DNNL_ARG_SCRATCHPAD, binding->reorder_scratchpad.get()});
        }
        Execute(result_packing_->reorder, stream, args);
      }
      stream.wait();
      GiveBinding(std::move(binding));
    } catch (const dnnl::error& e) {
      return Internal(std::string("oneDNN failed to run a primitive: ") + e.what());
    } catch (const std::bad_alloc&) {
      return ResourceExhausted("out of memory for a oneDNN scratchpad");
    }
    return Status::Ok();
  }

 private:
  // The memory objects of one run at a time, made on the first run that needs them and then kept, their
  // buffers set as each run gives them: making them anew allocated on every run (a chain of 200 products
  // of 32 x 32 spent about 40% of its time in malloc and free).
  struct Binding {
    std::vector<dnnl::memory> operands;  // bound to each operand's descriptor (its prepared copy's)
    dnnl::memory dst, written, scratchpad, reorder_scratchpad;
    std::vector<dnnl_exec_arg_t> args;  // the execution's arguments, rebuilt by each run
  };

  static bool ReadInPlace(const Operand& operand) {
    return !operand.packing && !operand.reversal && !operand.bf16;
  }

  // `memory` over `data`, keeping its buffer when it is the one set already (setting one allocates).
  static void Bind(dnnl::memory& memory, void* data) {
    if (memory.get_data_handle() != data) memory.set_data_handle(data);
  }
  static void Bind(dnnl::memory& memory, const void* data) { Bind(memory, const_cast<void*>(data)); }

  static void Execute(const dnnl::primitive& primitive, dnnl::stream& stream,
                      const std::vector<dnnl_exec_arg_t>& args) {
    dnnl::error::wrap_c_api(
        dnnl_primitive_execute(primitive.get(), stream.get(), static_cast<int>(args.size()), args.data()),
        "could not execute a primitive");
  }

  // The calling thread's stream: one per thread, kept (making one allocates).
  static dnnl::stream& ThreadStream() {
    thread_local dnnl::stream stream(CpuEngine());
    return stream;
  }

  static constexpr void* kNoBuffer = DNNL_MEMORY_NONE;

  std::unique_ptr<Binding> TakeBinding() const {
    {
      std::lock_guard<std::mutex> lock(bindings_mutex_);
      if (!idle_bindings_.empty()) {
        std::unique_ptr<Binding> binding = std::move(idle_bindings_.back());
        idle_bindings_.pop_back();
        return binding;
      }
    }
    dnnl::engine& engine = CpuEngine();
    auto binding = std::make_unique<Binding>();
    for (const Operand& operand : operands_) {
      if (operand.prepared)
        binding->operands.emplace_back(operand.packing ? operand.packing->packed : operand.desc, engine,
                                       operand.prepared.get());
      else if (ReadInPlace(operand))
        binding->operands.emplace_back(operand.desc, engine, kNoBuffer);
      else
        binding->operands.emplace_back();  // made by Prepare on each run
    }
    binding->dst = dnnl::memory(result_, engine, kNoBuffer);
    if (result_packing_) {
      binding->written = dnnl::memory(result_packing_->packed, engine, kNoBuffer);
      if (result_packing_->scratchpad.get_size() > 0)
        binding->reorder_scratchpad = dnnl::memory(result_packing_->scratchpad, engine, kNoBuffer);
    }
    if (scratchpad_.get_size() > 0) binding->scratchpad = dnnl::memory(scratchpad_, engine, kNoBuffer);
    binding->args.reserve(operands_.size() + 3);
    return binding;
  }

  void GiveBinding(std::unique_ptr<Binding> binding) const {
    std::lock_guard<std::mutex> lock(bindings_mutex_);
    idle_bindings_.push_back(std::move(binding));
  }

  // The operand as the primitive reads it: `given` widened, reversed and packed as `operand` says. The
  // copies go to buffers of the calling thread, but for the last, which goes to `out` when given (of the
  // packed size, else the reversed size, else the widened one).
  static dnnl::memory Prepare(const Operand& operand, const void* given, dnnl::stream& stream,
                              void* out = nullptr) {
    dnnl::engine& engine = CpuEngine();
    void* data = const_cast<void*>(given);
    if (operand.bf16) {
      const int64_t count = static_cast<int64_t>(operand.desc.get_size() / sizeof(float));
      const bool last = !operand.reversal && !operand.packing;
      void* wide = out && last ? out : ThreadBuffer(Scratch::kWidened, count * sizeof(float));
      WidenBf16(static_cast<const uint16_t*>(given), static_cast<float*>(wide), count);
      data = wide;
    }
    if (const std::optional<Reversal>& r = operand.reversal) {
      void* reversed = out && !operand.packing ? out : ThreadBuffer(Scratch::kReversed, r->bytes());
      r->Copy(static_cast<const char*>(data), static_cast<char*>(reversed));
      data = reversed;
    }
    dnnl::memory plain(operand.desc, engine, data);
    if (!operand.packing) return plain;
    const Packing& p = *operand.packing;
    const Scratch buffer = operand.arg == DNNL_ARG_SRC ? Scratch::kPackedInput : Scratch::kPacked;
    dnnl::memory packed(p.packed, engine, out ? out : ThreadBuffer(buffer, p.packed.get_size()));
    std::unordered_map<int, dnnl::memory> reorder_args{{DNNL_ARG_FROM, plain}, {DNNL_ARG_TO, packed}};
    if (const size_t bytes = p.scratchpad.get_size(); bytes > 0)
      reorder_args.emplace(DNNL_ARG_SCRATCHPAD,
                           dnnl::memory(p.scratchpad, engine, ThreadBuffer(Scratch::kReorder, bytes)));
    p.reorder.execute(stream, reorder_args);
    return packed;
  }

  dnnl::primitive primitive_;
  std::vector<Operand> operands_;
  dnnl::memory::desc result_;
  dnnl::memory::desc scratchpad_;
  std::optional<Packing> result_packing_;  // the layout the primitive writes, when not the result's
  mutable std::mutex bindings_mutex_;
  mutable std::vector<std::unique_ptr<Binding>> idle_bindings_;  // one per run that ran at once
};

// A batched product run as one 2-D product per batch index: oneDNN's batched matmul reads its weights
// only as they lie, where the 2-D one packs them (`inner`'s weight operand is packed before each of
// its runs). Each batch dimension steps the lhs, the rhs and the result by its strides.
class BatchLoopOp final : public DnnlOp {
 public:
  struct Dim {
    int64_t size, lhs_stride, rhs_stride, result_stride;  // strides in bytes
  };
  BatchLoopOp(std::unique_ptr<DnnlOp> inner, std::vector<Dim> dims) : inner_(std::move(inner)), dims_(dims) {}

  Status Run(std::span<const void* const> operands, void* result) const override {
    HLX_CHECK(operands.size() == 2);
    std::vector<int64_t> index(dims_.size(), 0);
    while (true) {
      int64_t lhs = 0, rhs = 0, out = 0;
      for (size_t d = 0; d < dims_.size(); ++d) {
        lhs += index[d] * dims_[d].lhs_stride;
        rhs += index[d] * dims_[d].rhs_stride;
        out += index[d] * dims_[d].result_stride;
      }
      const void* const slice[] = {static_cast<const char*>(operands[0]) + lhs,
                                   static_cast<const char*>(operands[1]) + rhs};
      HLX_RETURN_IF_ERROR(inner_->Run(slice, static_cast<char*>(result) + out));
      size_t d = dims_.size();
      while (d-- > 0 && ++index[d] == dims_[d].size) index[d] = 0;
      if (d == static_cast<size_t>(-1)) return Status::Ok();
    }
  }
  // A constant operand is still read slice by slice: nothing is kept.

 private:
  std::unique_ptr<DnnlOp> inner_;
  std::vector<Dim> dims_;
};

// Attributes with the post-ops and a user scratchpad.
dnnl::primitive_attr MakeAttr(const PostOps& post_ops) {
  dnnl::primitive_attr attr = UserScratchpad();
  // f32 products in f32, whatever ONEDNN_DEFAULT_FPMATH_MODE says: this is what every precision_config
  // of a dot asks for at most.
  attr.set_fpmath_mode(dnnl::fpmath_mode::strict);
  attr.set_post_ops(post_ops.ops);
  return attr;
}

// Whether `operand` can be read as `as`: when that is another layout, a reorder into it before each run
// (once, for a constant) is set as its packing; false when oneDNN has no reorder between the two.
bool ReadAs(PrimitiveOp::Operand& operand, const dnnl::memory::desc& as) {
  if (as == operand.desc) return true;
  dnnl::reorder::primitive_desc reorder(CpuEngine(), operand.desc, CpuEngine(), as, UserScratchpad(), true);
  if (!reorder) return false;
  operand.packing = Packing{as, dnnl::reorder(reorder), reorder.scratchpad_desc()};
  return true;
}

// The operands of a primitive whose first two are `arg0` and `arg1`, then the binary post-op operands.
std::vector<PrimitiveOp::Operand> OperandList(int arg0, dnnl::memory::desc desc0, int arg1,
                                              dnnl::memory::desc desc1, const PostOps& post_ops) {
  std::vector<PrimitiveOp::Operand> out{{arg0, std::move(desc0), std::nullopt, std::nullopt, nullptr},
                                        {arg1, std::move(desc1), std::nullopt, std::nullopt, nullptr}};
  for (const auto& [index, desc] : post_ops.operands)
    out.push_back(
        {DNNL_ARG_ATTR_MULTIPLE_POST_OP(index) | DNNL_ARG_SRC_1, desc, std::nullopt, std::nullopt, nullptr});
  return out;
}

// Whether the primitive descriptor is one of oneDNN's reference implementations, which are plain loops:
// hlx's own kernels do better, so the planner leaves such ops to them.
bool IsReference(const dnnl::primitive_desc_base& pd) {
  return std::string(pd.impl_info_str()).starts_with("ref");
}

// Whether oneDNN runs the primitive with its batch-reduce GEMM kernels (`brg:...`).
bool IsBrgemm(const dnnl::primitive_desc_base& pd) {
  return std::string(pd.impl_info_str()).starts_with("brg");
}

// Whether oneDNN runs the primitive as GEMMs (`gemm:jit`, the im2col path).
bool IsGemm(const dnnl::primitive_desc_base& pd) {
  return std::string(pd.impl_info_str()).find("gemm") != std::string::npos;
}

// A dense descriptor of `dims` ([N, C, spatial...]) with the channels innermost: [N, spatial..., C].
dnnl::memory::desc ChannelsLast(const Dims& dims, DataType type) {
  Dims order(dims.size());
  const int64_t rank = static_cast<int64_t>(dims.size());
  order[0] = rank + 1;
  order[1] = 0;
  for (int64_t i = 2; i < rank; ++i) order[i] = rank - i + 1;
  return DenseInOrderOf(dims, type, order);
}

StatusOr<std::unique_ptr<DnnlOp>> None() { return std::unique_ptr<DnnlOp>(); }

// The rows of a product's lhs (per batch) from which a weight that is not a constant is packed into
// oneDNN's layout before each run, where that is not measured (PackingPays): the pass over the weights
// costs about 4 F / (B M) of the product (F the product's FLOP/s, B the copy's bytes per second, M the
// rows), an eighth at 512 rows.
constexpr int64_t kPackWeightRows = 512;

// PackingPays measures products of at least kTrialRows rows (fewer read the weight about once, and a
// copy would read it again) on kTrialRows, twice or four times as many rows of the lhs, the most that
// the product has (TrialRows: how a weight read plain slows down depends on the rows, 64 rows told a
// different story than the 197 of ViT-B/16's products, docs/onednn.md), weights of at most this many
// bytes (a larger weight follows kPackWeightRows, since a trial would copy it), and packs only where the
// packed product, its weights' copy included, takes at most this fraction of the plain one's time: a
// clear win (the copy costs memory too), which the noise of a few runs seldom turns.
constexpr int64_t kTrialRows = 64;
constexpr int64_t kTrialWeightBytes = int64_t{32} << 20;
constexpr double kPackingMargin = 0.75;

// The rows PackingPays measures a product of `rows` rows on: 64, 128 or 256, the most of these that
// `rows` reaches.
int64_t TrialRows(int64_t rows) {
  int64_t trial = kTrialRows;
  while (trial < 4 * kTrialRows && 2 * trial <= rows) trial *= 2;
  return trial;
}

// The time of one run of each of `runs`, in seconds: the least over kTrialRounds rounds (fewer, down to
// two, where that many would take more than kTrialBudgetSeconds), each of which times every one of them
// in turn (so that a change in the machine's load falls on all alike) over as many runs as take about
// kTrialSeconds (a run alone is as short as a thread's wake-up), after one run of each that is not
// counted.
constexpr int kTrialRounds = 5;
constexpr double kTrialSeconds = 1e-3;
constexpr double kTrialBudgetSeconds = 50e-3;
std::vector<double> LeastSeconds(std::span<const std::function<void()>> runs) {
  auto per_run = [](const std::function<void()>& run, int times) {
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < times; ++i) run();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / times;
  };
  std::vector<int> times;
  std::vector<double> least;
  double round_seconds = 0;
  for (const std::function<void()>& run : runs) {
    const double once = std::max(per_run(run, 1), 1e-9);
    times.push_back(static_cast<int>(std::clamp(kTrialSeconds / once, 1.0, 100.0)));
    round_seconds += once * times.back();
    least.push_back(std::numeric_limits<double>::infinity());
  }
  const int rounds =
      static_cast<int>(std::clamp(kTrialBudgetSeconds / round_seconds, 2.0, double{kTrialRounds}));
  for (int round = 0; round < rounds; ++round)
    for (size_t r = 0; r < runs.size(); ++r) least[r] = std::min(least[r], per_run(runs[r], times[r]));
  return least;
}

// What PackingPays measures for a weight, in seconds: the product of TrialRows rows read plain and read
// packed, and the copy into the packed layout.
struct PackingTrial {
  double plain = 0, packed = 0, copy = 0;
};

// PackingPays's measurement, of products of `m` rows by `wei`: nullopt where either way is not a brgemm
// kernel or oneDNN has no copy between the two layouts, a trial with `packed` = `plain` where there is
// nothing to pack. It may throw what oneDNN and allocation throw.
std::optional<PackingTrial> MeasurePacking(int64_t m, const dnnl::memory::desc& wei, DataType lhs_type,
                                           DataType dst_type) {
  const int64_t k = wei.dims()[0], n = wei.dims()[1];
  const dnnl::memory::data_type wei_type = wei.data_type();
  const dnnl::memory::desc src({m, k}, lhs_type, dnnl::memory::format_tag::ab);
  const dnnl::memory::desc dst({m, n}, dst_type, dnnl::memory::format_tag::ab);
  const dnnl::memory::desc any({k, n}, wei_type, dnnl::memory::format_tag::any);
  const dnnl::primitive_attr attr = MakeAttr(PostOps());
  dnnl::matmul::primitive_desc plain(dnnl::matmul::desc(src, wei, dst), attr, CpuEngine(), true);
  dnnl::matmul::primitive_desc packed(dnnl::matmul::desc(src, any, dst), attr, CpuEngine(), true);
  if (!plain || !packed || !IsBrgemm(plain) || !IsBrgemm(packed)) return std::nullopt;
  if (packed.weights_desc() == wei) return PackingTrial{1, 1, 0};  // nothing to pack
  dnnl::reorder::primitive_desc copy(CpuEngine(), wei, CpuEngine(), packed.weights_desc(), UserScratchpad(),
                                     true);
  if (!copy) return std::nullopt;
  // The buffers: zeros, written, so that every page is the process's own.
  auto buffer = [](size_t bytes) {
    std::shared_ptr<char> p(
        static_cast<char*>(::operator new(std::max<size_t>(bytes, 1), std::align_val_t(64))),
        [](char* q) { ::operator delete(q, std::align_val_t(64)); });
    std::memset(p.get(), 0, bytes);
    return p;
  };
  dnnl::engine& engine = CpuEngine();
  dnnl::stream stream(engine);
  const std::shared_ptr<char> a = buffer(src.get_size()), w = buffer(wei.get_size()),
                              w2 = buffer(packed.weights_desc().get_size()), c = buffer(dst.get_size());
  const std::shared_ptr<char> scratch =
      buffer(std::max({plain.scratchpad_desc().get_size(), packed.scratchpad_desc().get_size(),
                       copy.scratchpad_desc().get_size()}));
  dnnl::memory a_mem(src, engine, a.get()), w_mem(wei, engine, w.get()), c_mem(dst, engine, c.get());
  dnnl::memory w2_mem(packed.weights_desc(), engine, w2.get());
  auto runner = [&](const dnnl::primitive& primitive, const dnnl::memory::desc& scratchpad,
                    std::unordered_map<int, dnnl::memory> args) -> std::function<void()> {
    args.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(scratchpad, engine, scratch.get()));
    return [&stream, primitive, args] {
      primitive.execute(stream, args);
      stream.wait();
    };
  };
  const std::function<void()> runs[] = {
      runner(dnnl::matmul(plain), plain.scratchpad_desc(),
             {{DNNL_ARG_SRC, a_mem}, {DNNL_ARG_WEIGHTS, w_mem}, {DNNL_ARG_DST, c_mem}}),
      runner(dnnl::matmul(packed), packed.scratchpad_desc(),
             {{DNNL_ARG_SRC, a_mem}, {DNNL_ARG_WEIGHTS, w2_mem}, {DNNL_ARG_DST, c_mem}}),
      runner(dnnl::reorder(copy), copy.scratchpad_desc(), {{DNNL_ARG_FROM, w_mem}, {DNNL_ARG_TO, w2_mem}})};
  const std::vector<double> seconds = LeastSeconds(runs);
  return PackingTrial{seconds[0], seconds[1], seconds[2]};
}

// Whether a 2-D product of `rows` x `wei` (a weight that is not a constant, in the layout it lies in)
// runs faster with its weight packed into oneDNN's blocked layout before each run than read as it lies.
// oneDNN's kernels read some plain weights far slower than packed ones, and which depends on the CPU
// and the shape, not on the size alone: on an Intel Xeon with AVX-512 a 768 x 3072 f32 weight read plain
// ran at half its packed speed (4.6 against 2.2 ms for 128 rows, and 0.6 to pack it), while 768 x 2304,
// 1024 x 4096 and square ones ran within 15% of it, where the copy did not pay (docs/onednn.md). So it is
// measured: the product of TrialRows(rows) rows both ways (zeros: no denormals), and the copy, once per
// weight shape, type and number of trial rows in the process; the products' times are scaled to `rows`
// (at least kTrialRows). nullopt where it is not measured (the weight larger than kTrialWeightBytes, or
// either way not a brgemm kernel).
// Where compared (197 rows by 768 x 2304 and 768 x 3072, f32) the two ways gave the same bits.
std::optional<bool> PackingPays(int64_t rows, int64_t k, int64_t n, const Dims& wei_strides,
                                DataType lhs_type, DataType wei_type, DataType dst_type) {
  const dnnl::memory::desc wei = StridedDesc({k, n}, wei_type, wei_strides);
  const int64_t wei_bytes = static_cast<int64_t>(wei.get_size());
  if (wei_bytes > kTrialWeightBytes) return std::nullopt;
  const int64_t trial_rows = TrialRows(rows);
  using Key = std::tuple<int64_t, int64_t, int64_t, int64_t, int, int, int, int64_t>;
  static std::mutex mutex;
  static std::map<Key, std::optional<PackingTrial>> measured;
  const Key key = std::make_tuple(k, n, wei_strides[0], wei_strides[1], static_cast<int>(lhs_type),
                                  static_cast<int>(wei_type), static_cast<int>(dst_type), trial_rows);
  std::optional<PackingTrial> trial;
  {
    std::lock_guard<std::mutex> lock(mutex);
    auto [it, added] = measured.try_emplace(key);
    if (added) {
      try {
        it->second = MeasurePacking(trial_rows, wei, lhs_type, dst_type);
      } catch (const dnnl::error&) {
        // Not measured: the caller's rule decides.
      } catch (const std::bad_alloc&) {
      }
    }
    trial = it->second;
  }
  if (!trial) return std::nullopt;
  const double scale = static_cast<double>(rows) / static_cast<double>(trial_rows);
  return scale * trial->packed + trial->copy <= kPackingMargin * scale * trial->plain;
}

// Whether oneDNN has its brgemm kernels on this CPU (AVX-512), which read plain weights and channels-last
// activations well; without them (AVX2) its gemm:jit and jit:avx2 kernels want the layouts below.
bool HasBrgemm() { return HasIsa(dnnl::cpu_isa::avx512_core); }

// oneDNN's f32 GEMM for CPUs without AVX-512 (`gemm:jit`) reads the weight of a product of few rows in
// place, and a row-major weight whose rows lie a multiple of 2 KiB apart puts each column's elements into
// the same few sets of the L1 cache: on an AMD EPYC with AVX2, 197 x 768 by 768 x 3072 ran at 33 GFLOP/s
// on one core where the same weight with rows 3088 elements apart ran at 66 (512 x 1024 and 1024 x 1024
// weights alike; a transposed weight, and 1024 rows or more, which the kernel packs, hardly). Such a
// weight is read from a copy with padded rows instead: made once for a constant, else before each run
// where the product has at least kPadWeightRows rows (the copy reads and writes the weight once, the
// product of 64 rows then just breaks even).
constexpr int64_t kAliasingRowBytes = 2048;
constexpr int64_t kPadWeightRows = 128;

// The padded layout of a 2-D weight of `dims` and `strides` (in elements of `type`) whose rows alias
// (above), or nullopt: on CPUs with AVX-512 oneDNN's brgemm kernels read weights otherwise (packed,
// where PackingPays measures it).
std::optional<dnnl::memory::desc> PaddedWeight(const Dims& dims, DataType type, const Dims& strides) {
  if (dims.size() != 2 || strides[1] != 1 || dims[0] < 2 || HasBrgemm()) return std::nullopt;
  const int64_t bytes = ElementBytes(type);
  if (strides[0] * bytes % kAliasingRowBytes != 0) return std::nullopt;
  return StridedDesc(dims, type, {dims[1] + 64 / bytes, 1});
}

Status DnnlError(const Op& op, const dnnl::error& e) {
  return Internal(std::string("oneDNN could not plan ") + op.name() + ": " + e.what());
}

// Whether the dot's `algorithm` attribute (if any) asks for what oneDNN does: inputs in their own type,
// one product each, accumulated in f32 (or i32 for integers).
bool TakesAlgorithm(const Op& op, Type lhs, Type rhs) {
  Attr algorithm = op.attr("algorithm");
  if (!algorithm) return true;
  auto type_of = [&](const char* field) { return algorithm.Get(field).type(); };
  const ElementType acc = IsFloat(lhs.element()) ? ElementType::kF32 : ElementType::kSI32;
  return type_of("lhs_precision_type") == lhs && type_of("rhs_precision_type") == rhs &&
         type_of("accumulation_type").IsElement() && type_of("accumulation_type").element() == acc &&
         algorithm.Get("lhs_component_count").int_value() == 1 &&
         algorithm.Get("rhs_component_count").int_value() == 1 &&
         algorithm.Get("num_primitive_operations").int_value() == 1;
}

}  // namespace

bool DnnlAvailable() { return true; }

bool DnnlDotTakesTanh() { return HasBrgemm(); }

std::vector<ElementType> DnnlNativeNarrowFloats() {
  if (HasIsa(dnnl::cpu_isa::avx512_core_bf16)) return {ElementType::kBF16};
  return {};
}

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlDot(const Op& dot, const DnnlEpilogue& epilogue) {
  HLX_CHECK(dot.kind() == OpKind::kDotGeneral || dot.kind() == OpKind::kDot);
  const Type lhs = dot.operand(0)->type(), rhs = dot.operand(1)->type(), result = dot.result(0)->type();
  if (!IsPlainTensor(lhs) || !IsPlainTensor(rhs) || !IsPlainTensor(result)) return None();
  const DataType lhs_type = *DnnlType(lhs.element_type()), rhs_type = *DnnlType(rhs.element_type());
  const DataType result_type = *DnnlType(result.element_type());
  if (!TakesElementTypes(lhs_type, rhs_type, result_type)) return None();
  // oneDNN computes f32 products in f32 (MakeAttr asks for the strict fpmath mode), which meets every
  // precision_config; an algorithm is taken only when it asks for exactly that.
  if (!TakesAlgorithm(dot, lhs.element_type(), rhs.element_type())) return None();

  DotDims dims;
  if (dot.kind() == OpKind::kDot) {
    if (lhs.rank() > 2 || rhs.rank() > 2) return None();
    dims.lhs_contracting = {lhs.rank() - 1};
    dims.rhs_contracting = {0};
  } else {
    Attr numbers = dot.attr("dot_dimension_numbers");
    if (!numbers) return None();
    dims = GetDotDims(numbers);
  }
  auto free_dims = [](int64_t rank, const std::vector<int64_t>& batch,
                      const std::vector<int64_t>& contracting) {
    std::vector<int64_t> out;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
          std::find(contracting.begin(), contracting.end(), d) == contracting.end())
        out.push_back(d);
    return out;
  };
  const std::vector<int64_t> lhs_free = free_dims(lhs.rank(), dims.lhs_batching, dims.lhs_contracting);
  const std::vector<int64_t> rhs_free = free_dims(rhs.rank(), dims.rhs_batching, dims.rhs_contracting);
  const int64_t num_batch = static_cast<int64_t>(dims.lhs_batching.size());
  if (num_batch + static_cast<int64_t>(lhs_free.size() + rhs_free.size()) != result.rank()) return None();
  const std::vector<int64_t> lhs_strides = RowMajorStrides(lhs.dims()),
                             rhs_strides = RowMajorStrides(rhs.dims());
  const std::vector<int64_t> result_strides = RowMajorStrides(result.dims());

  // Batch dimensions: runs of consecutive batch pairs that both operands walk with one stride become one
  // oneDNN dimension; result dimensions [0, num_batch) are the batch ones, in order.
  std::vector<std::vector<int64_t>> batch_groups;  // batch pair indices
  for (int64_t i = 0; i < num_batch; ++i) {
    if (!batch_groups.empty()) {
      std::vector<int64_t> trial = batch_groups.back();
      trial.push_back(i);
      std::vector<int64_t> lhs_group, rhs_group;
      for (int64_t j : trial) {
        lhs_group.push_back(dims.lhs_batching[j]);
        rhs_group.push_back(dims.rhs_batching[j]);
      }
      if (Group(lhs.dims(), lhs_strides, lhs_group) && Group(rhs.dims(), rhs_strides, rhs_group)) {
        batch_groups.back() = trial;
        continue;
      }
    }
    batch_groups.push_back({i});
  }
  if (batch_groups.size() + 2 > DNNL_MAX_NDIMS) return None();

  // Contracting pairs may be summed in any order: take the lhs's order, outermost first.
  std::vector<size_t> pairs(dims.lhs_contracting.size());
  std::iota(pairs.begin(), pairs.end(), 0);
  std::sort(pairs.begin(), pairs.end(),
            [&](size_t a, size_t b) { return dims.lhs_contracting[a] < dims.lhs_contracting[b]; });
  std::vector<int64_t> lhs_k, rhs_k;
  for (size_t p : pairs) {
    lhs_k.push_back(dims.lhs_contracting[p]);
    rhs_k.push_back(dims.rhs_contracting[p]);
  }
  const std::optional<Grouped> m = Group(lhs.dims(), lhs_strides, lhs_free);
  const std::optional<Grouped> n = Group(rhs.dims(), rhs_strides, rhs_free);
  const std::optional<Grouped> lk = Group(lhs.dims(), lhs_strides, lhs_k);
  const std::optional<Grouped> rk = Group(rhs.dims(), rhs_strides, rhs_k);
  if (!m || !n || !lk || !rk || lk->size != rk->size) return None();

  Dims src_dims, src_strides, wei_dims, wei_strides, dst_dims, dst_strides;
  std::vector<std::vector<int64_t>> result_groups;  // result dimensions of each dst dimension
  for (const std::vector<int64_t>& group : batch_groups) {
    std::vector<int64_t> lhs_group, rhs_group;
    for (int64_t j : group) {
      lhs_group.push_back(dims.lhs_batching[j]);
      rhs_group.push_back(dims.rhs_batching[j]);
    }
    const Grouped l = *Group(lhs.dims(), lhs_strides, lhs_group),
                  r = *Group(rhs.dims(), rhs_strides, rhs_group);
    const Grouped o = *Group(result.dims(), result_strides, group);
    if (l.size != r.size || l.size != o.size) return None();
    src_dims.push_back(l.size);
    src_strides.push_back(l.stride);
    wei_dims.push_back(r.size);
    wei_strides.push_back(r.stride);
    dst_dims.push_back(o.size);
    dst_strides.push_back(o.stride);
    result_groups.push_back(group);
  }
  std::vector<int64_t> m_dims(lhs_free.size()), n_dims(rhs_free.size());
  std::iota(m_dims.begin(), m_dims.end(), num_batch);
  std::iota(n_dims.begin(), n_dims.end(), num_batch + static_cast<int64_t>(lhs_free.size()));
  result_groups.push_back(m_dims);
  result_groups.push_back(n_dims);
  src_dims.insert(src_dims.end(), {m->size, lk->size});
  src_strides.insert(src_strides.end(), {m->stride, lk->stride});
  wei_dims.insert(wei_dims.end(), {rk->size, n->size});
  wei_strides.insert(wei_strides.end(), {rk->stride, n->stride});
  dst_dims.insert(dst_dims.end(), {m->size, n->size});
  dst_strides.insert(dst_strides.end(), {n->size, 1});

  std::optional<PostOps> post_ops = MakePostOps(epilogue, result, result_groups);
  if (!post_ops) return None();
  try {
    const dnnl::memory::desc src = StridedDesc(src_dims, lhs_type, src_strides);
    const dnnl::memory::desc wei = StridedDesc(wei_dims, rhs_type, wei_strides);
    const dnnl::memory::desc dst = StridedDesc(dst_dims, post_ops->dst, dst_strides);
    // The operands as they lie first. oneDNN has only its reference loop for some views (a batch
    // dimension inside the others, as folding a transpose into the dot leaves it): then the operands
    // that are not dense are copied into dense buffers of the calling thread before each run (a copy
    // costs one pass over the operand; the product reads it many times).
    const dnnl::memory::desc dense_src(src_dims, lhs_type, RowMajorStrides(src_dims));
    const dnnl::memory::desc dense_wei(wei_dims, rhs_type, RowMajorStrides(wei_dims));
    // The weights go into the blocked layout the primitive reads fastest (format `any`): once, when they
    // are a constant of the program (SetConstantOperand), else before each run where the copy costs less
    // than what the product gains: measured for a 2-D float product (PackingPays), else when the lhs has
    // at least kPackWeightRows rows per batch. Read plain, a weight of many columns made oneDNN's f32
    // kernels run at 270 GFLOP/s on 2 cores where packed they ran at 470 (512 x 4096 by 4096 x 14336,
    // the Mixtral MoE layer's expert product), and its int8 kernels repack a plain weight on every run
    // anyway.
    const Op* rhs_def = dot.operand(1)->defining_op();
    const bool constant_weight = rhs_def && rhs_def->kind() == OpKind::kConstant;
    const dnnl::memory::desc any_wei(wei_dims, rhs_type, dnnl::memory::format_tag::any);
    // A batched product whose weights are not a constant, with enough rows, runs as 2-D products over its
    // batch (BatchLoopOp) where the 2-D product packs its weights: oneDNN's batched matmul reads them
    // only as they lie. Binary epilogue steps would need their operands sliced too: the call is then
    // planned without them (the caller tries the chain's shorter prefixes), and they run as a kernel.
    if (!batch_groups.empty() && !constant_weight && m->size >= kPackWeightRows) {
      const dnnl::memory::desc src2 = StridedDesc({m->size, lk->size}, lhs_type, {m->stride, lk->stride});
      const dnnl::memory::desc wei2 = StridedDesc({rk->size, n->size}, rhs_type, {rk->stride, n->stride});
      const dnnl::memory::desc any2({rk->size, n->size}, rhs_type, dnnl::memory::format_tag::any);
      const dnnl::memory::desc dst2 = StridedDesc({m->size, n->size}, post_ops->dst, {n->size, 1});
      PostOps eltwise_only;
      for (int i = 0; i < post_ops->ops.len(); ++i)
        if (post_ops->ops.kind(i) == dnnl::primitive::kind::eltwise) {
          dnnl::algorithm algorithm;
          float scale, alpha, beta;
          post_ops->ops.get_params_eltwise(i, scale, algorithm, alpha, beta);
          eltwise_only.ops.append_eltwise(scale, algorithm, alpha, beta);
        }
      // The lhs slice as it lies, else copied dense before each run (as below).
      const dnnl::memory::desc dense_src2({m->size, lk->size}, lhs_type, dnnl::memory::format_tag::ab);
      for (const dnnl::memory::desc& src_as : {src2, dense_src2}) {
        if (src_as != src2 && src2 == dense_src2) continue;
        dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(src_as, any2, dst2), MakeAttr(eltwise_only),
                                        CpuEngine(), true);
        if (!pd || IsReference(pd)) continue;
        if (pd.weights_desc() == wei2) break;  // nothing to pack: the batched product below does as well
        if (!post_ops->operands.empty()) return None();
        std::vector<PrimitiveOp::Operand> operands =
            OperandList(DNNL_ARG_SRC, src2, DNNL_ARG_WEIGHTS, wei2, {});
        if (!ReadAs(operands[0], src_as) || !ReadAs(operands[1], pd.weights_desc())) continue;
        std::vector<BatchLoopOp::Dim> loop;
        for (size_t g = 0; g < batch_groups.size(); ++g)
          loop.push_back({src_dims[g], src_strides[g] * ElementBytes(lhs_type),
                          wei_strides[g] * ElementBytes(rhs_type),
                          dst_strides[g] * ElementBytes(post_ops->dst)});
        auto inner =
            std::make_unique<PrimitiveOp>(dnnl::matmul(pd), std::move(operands), dst2, pd.scratchpad_desc());
        return std::unique_ptr<DnnlOp>(new BatchLoopOp(std::move(inner), std::move(loop)));
      }
    }
    const bool int8 = lhs_type == DataType::s8 || lhs_type == DataType::u8;
    std::vector<std::pair<dnnl::memory::desc, dnnl::memory::desc>> layouts;
    bool pack = constant_weight || m->size >= kPackWeightRows;
    if (!constant_weight && batch_groups.empty() && !int8 && m->size >= kTrialRows)
      pack =
          PackingPays(m->size, rk->size, n->size, {rk->stride, n->stride}, lhs_type, rhs_type, post_ops->dst)
              .value_or(pack);
    if (pack) layouts.push_back({src, any_wei});
    if (constant_weight || m->size >= kPadWeightRows)
      if (std::optional<dnnl::memory::desc> padded = PaddedWeight(wei_dims, rhs_type, wei_strides))
        layouts.insert(layouts.begin(), {src, *padded});
    layouts.push_back({src, wei});
    if (src != dense_src) layouts.push_back({dense_src, wei});
    if (wei != dense_wei) layouts.push_back({src, dense_wei});
    if (src != dense_src && wei != dense_wei) layouts.push_back({dense_src, dense_wei});
    // An integer product takes the first layout oneDNN runs with its int8 kernels (`brg`, VNNI or AMX)
    // where one does: on strided views it falls back to `gemm:jit`, which took the chess transformer's
    // attention products (33 x 8 batches of 32 x 79 by 79 x 79) 3.4 ms each against 0.9 ms for its
    // products of dense operands; copying an operand dense costs one pass over it.
    for (const bool brgemm_only : {int8, false}) {
      for (const auto& [src_as, wei_as_given] : layouts) {
        dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(src_as, wei_as_given, dst), MakeAttr(*post_ops),
                                        CpuEngine(), true);
        if (!pd || IsReference(pd) || (brgemm_only && !IsBrgemm(pd))) continue;
        const dnnl::memory::desc wei_as = pd.weights_desc();
        std::vector<PrimitiveOp::Operand> operands =
            OperandList(DNNL_ARG_SRC, src, DNNL_ARG_WEIGHTS, wei, *post_ops);
        if (!ReadAs(operands[0], src_as) || !ReadAs(operands[1], wei_as)) continue;
        return std::unique_ptr<DnnlOp>(
            new PrimitiveOp(dnnl::matmul(pd), std::move(operands), dst, pd.scratchpad_desc()));
      }
      if (!brgemm_only) break;
    }
    return None();
  } catch (const dnnl::error& e) {
    return DnnlError(dot, e);
  }
}

// oneDNN's direct convolutions for CPUs without AVX-512 (`jit:avx2`) run a window larger than 1x1 on
// many input channels far faster in their blocked layout (8 channels innermost) than channels-last: on
// an AMD EPYC with AVX2, 3x3 over 256 channels of 96 x 128 took 233 against 101 ms, 64 channels 11.8
// against 7.2, 256 channels of 48 x 64 with stride 2 11.3 against 7.8; 1x1 windows and the 3-channel
// stem ran as fast or faster channels-last. On CPUs with AVX-512 its brgemm convolutions read
// channels-last directly. Whether a convolution of weights of `wei_dims` ([O, I, spatial...]) is such a
// window, on such a CPU: it is then planned in the layouts oneDNN chooses, its input reordered into them
// and its result out of them around each run (a pass over each).
constexpr int64_t kBlockedMinChannels = 16;

bool WindowPays(const Dims& wei_dims) {
  int64_t window = 1;
  for (size_t i = 2; i < wei_dims.size(); ++i) window *= wei_dims[i];
  return window > 1 && wei_dims[1] >= kBlockedMinChannels && !HasBrgemm();
}

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlConvolution(const Op& conv, const DnnlEpilogue& epilogue,
                                                      bool bf16_weights) {
  HLX_CHECK(conv.kind() == OpKind::kConvolution);
  const Type lhs = conv.operand(0)->type(), rhs = conv.operand(1)->type(), result = conv.result(0)->type();
  if (!IsPlainTensor(lhs) || !IsPlainTensor(rhs) || !IsPlainTensor(result)) return None();
  const DataType lhs_type = *DnnlType(lhs.element_type()), rhs_type = *DnnlType(rhs.element_type());
  const DataType result_type = *DnnlType(result.element_type());
  if (!TakesElementTypes(lhs_type, rhs_type, result_type)) return None();
  const std::optional<ConvWindow> window = GetConvWindow(conv);
  if (!window) return None();
  const ConvDims& d = window->dims;
  const int64_t ns = window->num_spatial();
  if (ns < 1 || ns > 3 || lhs.rank() != ns + 2 || rhs.rank() != ns + 2 || result.rank() != ns + 2)
    return None();
  const std::vector<int64_t>*strides = &window->strides, *lhs_dilation = &window->lhs_dilation,
        *rhs_dilation = &window->rhs_dilation, *reversal = &window->reversal;
  // lhs dilation makes a transposed convolution: oneDNN's deconvolution, with unit window strides only.
  const bool transposed =
      std::any_of(lhs_dilation->begin(), lhs_dilation->end(), [](int64_t v) { return v != 1; });
  for (int64_t i = 0; i < ns; ++i)
    if (transposed && (*strides)[i] != 1) return None();
  const std::vector<int64_t>& padding = window->padding;
  // oneDNN pads only outwards.
  if (std::any_of(padding.begin(), padding.end(), [](int64_t v) { return v < 0; })) return None();
  const int64_t groups = window->feature_group_count;
  if (window->batch_group_count != 1) return None();

  const std::vector<int64_t> ls = RowMajorStrides(lhs.dims()), rs = RowMajorStrides(rhs.dims());
  const std::vector<int64_t> os = RowMajorStrides(result.dims());
  const int64_t out_features = rhs.dims()[d.kernel_output_feature];
  if (out_features % groups != 0 ||
      lhs.dims()[d.input_feature] != groups * rhs.dims()[d.kernel_input_feature])
    return None();
  Dims src_dims{lhs.dims()[d.input_batch], lhs.dims()[d.input_feature]},
      src_strides{ls[d.input_batch], ls[d.input_feature]};
  Dims dst_dims{result.dims()[d.output_batch], result.dims()[d.output_feature]};
  Dims dst_strides{os[d.output_batch], os[d.output_feature]};
  Dims wei_dims, wei_strides;
  if (groups > 1) {
    wei_dims = {groups, out_features / groups};
    wei_strides = {rs[d.kernel_output_feature] * (out_features / groups), rs[d.kernel_output_feature]};
  } else {
    wei_dims = {out_features};
    wei_strides = {rs[d.kernel_output_feature]};
  }
  wei_dims.push_back(rhs.dims()[d.kernel_input_feature]);
  wei_strides.push_back(rs[d.kernel_input_feature]);
  Dims window_strides, dilation, pad_low, pad_high;
  std::vector<std::vector<int64_t>> result_groups{{d.output_batch}, {d.output_feature}};
  // Spatial dimensions are independent of each other: oneDNN sees them outermost first in the input,
  // so that an input with its spatial dimensions in another order is still a plain layout.
  std::vector<int64_t> spatial_order(ns);
  std::iota(spatial_order.begin(), spatial_order.end(), 0);
  std::stable_sort(spatial_order.begin(), spatial_order.end(),
                   [&](int64_t a, int64_t b) { return ls[d.input_spatial[a]] > ls[d.input_spatial[b]]; });
  for (int64_t i : spatial_order) {
    src_dims.push_back(lhs.dims()[d.input_spatial[i]]);
    src_strides.push_back(ls[d.input_spatial[i]]);
    wei_dims.push_back(rhs.dims()[d.kernel_spatial[i]]);
    wei_strides.push_back(rs[d.kernel_spatial[i]]);
    dst_dims.push_back(result.dims()[d.output_spatial[i]]);
    dst_strides.push_back(os[d.output_spatial[i]]);
    dilation.push_back((*rhs_dilation)[i] - 1);
    if (transposed) {
      // A deconvolution with stride s scatters input i to outputs i*s - pad + k*dilation: the convolution
      // over the input dilated by s, with the window reversed and the padding mirrored.
      const int64_t extent = (rhs.dims()[d.kernel_spatial[i]] - 1) * (*rhs_dilation)[i];
      window_strides.push_back((*lhs_dilation)[i]);
      pad_low.push_back(extent - padding[2 * i]);
      pad_high.push_back(extent - padding[2 * i + 1]);
    } else {
      window_strides.push_back((*strides)[i]);
      pad_low.push_back(padding[2 * i]);
      pad_high.push_back(padding[2 * i + 1]);
    }
    result_groups.push_back({d.output_spatial[i]});
  }
  if (std::any_of(pad_low.begin(), pad_low.end(), [](int64_t v) { return v < 0; }) ||
      std::any_of(pad_high.begin(), pad_high.end(), [](int64_t v) { return v < 0; }))
    return None();
  // The kernel's spatial dimensions that oneDNN must read backwards: those window_reversal names, and in a
  // deconvolution the others.
  Reversal kernel_reversal{{rhs.dims().begin(), rhs.dims().end()},
                           std::vector<bool>(rhs.rank(), false),
                           ElementStorageBytes(rhs.element_type().element())};
  for (int64_t i = 0; i < ns; ++i)
    kernel_reversal.reversed[d.kernel_spatial[i]] = transposed != ((*reversal)[i] != 0);

  std::optional<PostOps> post_ops = MakePostOps(epilogue, result, result_groups);
  if (!post_ops) return None();
  try {
    const dnnl::memory::desc src = StridedDesc(src_dims, lhs_type, src_strides);
    const dnnl::memory::desc wei = StridedDesc(wei_dims, rhs_type, wei_strides);
    const dnnl::memory::desc dst = StridedDesc(dst_dims, post_ops->dst, dst_strides);
    // The weights' layout is oneDNN's choice: its fast convolutions read blocked weights only.
    const dnnl::memory::desc any_wei(wei_dims, rhs_type, dnnl::memory::format_tag::any);
    std::vector<PrimitiveOp::Operand> operands =
        OperandList(DNNL_ARG_SRC, src, DNNL_ARG_WEIGHTS, wei, *post_ops);
    if (std::find(kernel_reversal.reversed.begin(), kernel_reversal.reversed.end(), true) !=
        kernel_reversal.reversed.end())
      operands[1].reversal = kernel_reversal;
    operands[1].bf16 = bf16_weights;
    // Packs operand `index` into `chosen` before each run (once, for a constant) when that differs from
    // its own layout (ReadAs); a layout oneDNN chose for the operand always has a reorder into it.
    auto pack = [&](int index, const dnnl::memory::desc& chosen) {
      if (!ReadAs(operands[index], chosen))
        throw dnnl::error(dnnl_unimplemented, "no reorder into a chosen layout");
    };
    // The convolution with input and result in the layouts `src_as` and `dst_as` (a chosen layout, or
    // `any`: oneDNN's choice), or an empty descriptor where oneDNN has no such convolution.
    auto convolution = [&](const dnnl::memory::desc& src_as, const dnnl::memory::desc& dst_as) {
      dnnl::convolution_forward::desc desc(dnnl::prop_kind::forward_inference,
                                           dnnl::algorithm::convolution_direct, src_as, any_wei, dst_as,
                                           window_strides, dilation, pad_low, pad_high);
      return dnnl::convolution_forward::primitive_desc(desc, MakeAttr(*post_ops), CpuEngine(), true);
    };
    // The op running `pd`: its input packed into the layout `pd` reads, its weights too, and its result
    // reordered out of the layout `pd` writes where that is not the result's own.
    auto run = [&](const dnnl::convolution_forward::primitive_desc& pd) {
      pack(0, pd.src_desc());
      pack(1, pd.weights_desc());
      auto op = std::make_unique<PrimitiveOp>(dnnl::convolution_forward(pd), std::move(operands), dst,
                                              pd.scratchpad_desc());
      if (pd.dst_desc() != dst) op->SetResultLayout(pd.dst_desc());
      return std::unique_ptr<DnnlOp>(std::move(op));
    };
    // On CPUs without AVX-512, a window larger than 1x1 runs in oneDNN's blocked layouts (WindowPays),
    // where binary epilogue steps of one value per channel (a bias) read the same as in any result layout.
    const bool blocked = groups == 1 && WindowPays(wei_dims) &&
                         std::all_of(post_ops->operands.begin(), post_ops->operands.end(), [](const auto& o) {
                           const Dims dims = o.second.dims();
                           for (size_t i = 0; i < dims.size(); ++i)
                             if (i != 1 && dims[i] != 1) return false;
                           return true;
                         });
    // oneDNN has only reference code for an input whose layout disagrees with the result's (an NCHW input
    // with an NHWC result: a model's stem after the input's transpose was folded into the convolution).
    // Such an input is copied into the result's dimension order before each run, one pass over the input.
    const dnnl::memory::desc src_like_dst = DenseInOrderOf(src_dims, lhs_type, dst_strides);
    for (int attempt = 0; attempt < 2; ++attempt) {
      const dnnl::memory::desc& src_read = attempt == 0 ? src : src_like_dst;
      if (attempt == 1 && src_like_dst == src) break;
      if (transposed) {
        dnnl::deconvolution_forward::desc desc(dnnl::prop_kind::forward_inference,
                                               dnnl::algorithm::deconvolution_direct, src_read, any_wei, dst,
                                               window_strides, dilation, pad_low, pad_high);
        dnnl::deconvolution_forward::primitive_desc pd(desc, MakeAttr(*post_ops), CpuEngine(), true);
        if (!pd || IsReference(pd)) continue;
        pack(0, src_read);
        pack(1, pd.weights_desc());
        return std::unique_ptr<DnnlOp>(
            new PrimitiveOp(dnnl::deconvolution_forward(pd), std::move(operands), dst, pd.scratchpad_desc()));
      }
      const dnnl::convolution_forward::primitive_desc pd = convolution(src_read, dst);
      if (!pd || IsReference(pd)) continue;
      // A depthwise convolution in a channels-first layout runs as one GEMM per channel (gemm:jit); in
      // channels-last oneDNN has a direct kernel (brdgmm_dw), worth a reorder of input and result.
      const bool depthwise = groups > 1 && groups == src_dims[1] && wei_dims[2] == 1;
      if (depthwise && post_ops->operands.empty() && attempt == 0 && IsGemm(pd)) {
        const dnnl::convolution_forward::primitive_desc last =
            convolution(ChannelsLast(src_dims, lhs_type), ChannelsLast(dst_dims, post_ops->dst));
        if (last && !IsReference(last) && !IsGemm(last)) return run(last);
      }
      if (blocked) {
        const dnnl::convolution_forward::primitive_desc any =
            convolution(dnnl::memory::desc(src_dims, lhs_type, dnnl::memory::format_tag::any),
                        dnnl::memory::desc(dst_dims, post_ops->dst, dnnl::memory::format_tag::any));
        if (any && !IsReference(any) && !IsGemm(any) && any.src_desc() != src) return run(any);
      }
      return run(pd);
    }
    // oneDNN's int8 convolutions have fast kernels for channels-last input and result only: a
    // channels-first convolution is reordered into that layout and its result back, one pass each.
    const dnnl::memory::desc src_last = ChannelsLast(src_dims, lhs_type);
    const dnnl::memory::desc dst_last = ChannelsLast(dst_dims, post_ops->dst);
    const bool int8 = lhs_type == DataType::s8 || lhs_type == DataType::u8;
    if (int8 && !transposed && post_ops->operands.empty() && (src_last != src || dst_last != dst)) {
      const dnnl::convolution_forward::primitive_desc last = convolution(src_last, dst_last);
      if (last && !IsReference(last)) return run(last);
    }
    return None();
  } catch (const dnnl::error& e) {
    return DnnlError(conv, e);
  }
}

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlMatmuls(int64_t batch, int64_t m, int64_t k, int64_t n,
                                                  int64_t a_stride, int64_t w_stride, int64_t c_stride) {
  HLX_CHECK(batch > 0 && m > 0 && k > 0 && n > 0 && a_stride >= m * k && w_stride >= k * n &&
            c_stride >= m * n);
  try {
    const dnnl::memory::desc a = StridedDesc({batch, m, k}, DataType::f32, {a_stride, k, 1});
    const dnnl::memory::desc w = StridedDesc({batch, k, n}, DataType::f32, {w_stride, n, 1});
    const dnnl::memory::desc c = StridedDesc({batch, m, n}, DataType::f32, {c_stride, n, 1});
    const PostOps none{dnnl::post_ops(), {}, DataType::f32};
    dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a, w, c), MakeAttr(none), CpuEngine(), true);
    if (!pd || IsReference(pd)) return None();
    return std::unique_ptr<DnnlOp>(new PrimitiveOp(
        dnnl::matmul(pd), OperandList(DNNL_ARG_SRC, a, DNNL_ARG_WEIGHTS, w, none), c, pd.scratchpad_desc()));
  } catch (const dnnl::error& e) {
    return Internal(std::string("oneDNN failed to plan a batched product: ") + e.what());
  }
}

}  // namespace hlx::cpu
