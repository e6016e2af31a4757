#include "backend/cpu/collective_ops.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "interp/element_maps.h"
#include "interp/process_groups.h"
#include "interp/scalar_region.h"
#include "interp/tensor.h"
#include "support/check.h"

namespace hlx::cpu {
namespace {

bool IsPlain(Type t) { return t.IsTensor() && t.HasStaticShape() && t.element_type().IsElement(); }

ElementType ElementOf(Type t) { return t.element_type().element(); }

int64_t BytesOf(Type t) { return t.NumElements() * ElementStorageBytes(ElementOf(t)); }

// Elements per chunk of a fold: the operands of other types are converted a chunk at a time.
constexpr int64_t kChunk = 4096;

// ---- Reductions ---------------------------------------------------------------------------------------

// The values defined in `region` (block arguments, op results, nested ones too) and those its ops read.
void DefinedAndRead(const Region& region, std::unordered_set<const Value*>& defined,
                    std::vector<const Value*>& read) {
  for (int b = 0; b < region.num_blocks(); ++b) {
    const Block& block = *region.block(b);
    for (int a = 0; a < block.num_args(); ++a) defined.insert(block.arg(a));
    for (const auto& op : block.ops()) {
      for (int r = 0; r < op->num_results(); ++r) defined.insert(op->result(r));
      for (Value* v : op->operands()) read.push_back(v);
      for (int r = 0; r < op->num_regions(); ++r) DefinedAndRead(*op->region(r), defined, read);
    }
  }
}

// Whether `region` reads a value defined outside it.
bool ReadsOutside(const Region& region) {
  std::unordered_set<const Value*> defined;
  std::vector<const Value*> read;
  DefinedAndRead(region, defined, read);
  return std::any_of(read.begin(), read.end(), [&](const Value* v) { return !defined.count(v); });
}

// The element combiner of an evaluator-style direct body, `return op(arg0, arg1)`: the evaluator
// applies such a body to whole tensors, whatever the region's types say.
struct DirectBody {
  std::optional<Arith> arith;
  std::optional<Bitwise> bitwise;
};

std::optional<DirectBody> DirectBodyOf(const Region& region) {
  if (region.num_blocks() != 1) return std::nullopt;
  const Block& body = *region.front();
  if (body.num_args() != 2 || body.ops().size() != 2) return std::nullopt;
  const Op& op = *body.ops()[0];
  const Op& ret = *body.ops()[1];
  if (op.num_operands() != 2 || op.operand(0) != body.arg(0) || op.operand(1) != body.arg(1) ||
      ret.num_operands() != 1 || ret.operand(0) != op.result(0))
    return std::nullopt;
  switch (op.kind()) {
    case OpKind::kAdd:
    case OpKind::kMultiply:
    case OpKind::kMaximum:
    case OpKind::kMinimum:
      return DirectBody{ArithOf(op.kind()), std::nullopt};
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kXor:
      return DirectBody{std::nullopt, BitwiseOf(op.kind())};
    default:
      return std::nullopt;
  }
}

template <typename T>
T MaxOf(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == 0 && b == 0) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <typename T>
T MinOf(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == 0 && b == 0) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// acc[i] = f(acc[i], x[i]) for elements of type T.
template <typename T, typename F>
void FoldTyped(char* acc, const char* x, int64_t n, F f) {
  for (int64_t i = 0; i < n; ++i) {
    T a, b;
    std::memcpy(&a, acc + i * sizeof(T), sizeof(T));
    std::memcpy(&b, x + i * sizeof(T), sizeof(T));
    a = f(a, b);
    std::memcpy(acc + i * sizeof(T), &a, sizeof(T));
  }
}

template <typename T>
bool FoldFloat(Arith op, char* acc, const char* x, int64_t n) {
  // f32 computes in f32, which is the evaluator's double rounded to f32 (one rounding of an exact
  // sum or product); f64 in long double, as the evaluator computes it.
  using Wide = std::conditional_t<std::is_same_v<T, float>, T, long double>;
  switch (op) {
    case Arith::kAdd:
      FoldTyped<T>(acc, x, n,
                   [](T a, T b) { return static_cast<T>(static_cast<Wide>(a) + static_cast<Wide>(b)); });
      return true;
    case Arith::kMul:
      FoldTyped<T>(acc, x, n,
                   [](T a, T b) { return static_cast<T>(static_cast<Wide>(a) * static_cast<Wide>(b)); });
      return true;
    case Arith::kMax:
      FoldTyped<T>(acc, x, n, MaxOf<T>);
      return true;
    case Arith::kMin:
      FoldTyped<T>(acc, x, n, MinOf<T>);
      return true;
    default:
      return false;
  }
}

template <typename T>
bool FoldInt(const DirectBody& body, char* acc, const char* x, int64_t n) {
  using U = std::make_unsigned_t<T>;
  if (body.arith) {
    switch (*body.arith) {
      case Arith::kAdd:
        FoldTyped<T>(acc, x, n,
                     [](T a, T b) { return static_cast<T>(static_cast<U>(a) + static_cast<U>(b)); });
        return true;
      case Arith::kMul:
        FoldTyped<T>(acc, x, n,
                     [](T a, T b) { return static_cast<T>(static_cast<U>(a) * static_cast<U>(b)); });
        return true;
      case Arith::kMax:
        FoldTyped<T>(acc, x, n, [](T a, T b) { return a < b ? b : a; });
        return true;
      case Arith::kMin:
        FoldTyped<T>(acc, x, n, [](T a, T b) { return a < b ? a : b; });
        return true;
      default:
        return false;
    }
  }
  switch (*body.bitwise) {
    case Bitwise::kAnd:
      FoldTyped<T>(acc, x, n, [](T a, T b) { return static_cast<T>(a & b); });
      return true;
    case Bitwise::kOr:
      FoldTyped<T>(acc, x, n, [](T a, T b) { return static_cast<T>(a | b); });
      return true;
    case Bitwise::kXor:
      FoldTyped<T>(acc, x, n, [](T a, T b) { return static_cast<T>(a ^ b); });
      return true;
    default:
      return false;
  }
}

// A reduction region applied to elements of one type, as the evaluator applies it.
class Reducer {
 public:
  // nullopt when the region can be run neither as compiled code nor alone through the evaluator.
  static std::optional<Reducer> Plan(const Region& region, ElementType e, TypeContext& types) {
    Reducer r;
    r.e_ = e;
    r.width_ = ElementStorageBytes(e);
    r.region_ = &region;
    if (std::optional<DirectBody> direct = DirectBodyOf(region)) {
      if (direct->arith && !ArithDefinedOn(*direct->arith, e)) return std::nullopt;
      if (direct->bitwise && !(IsInteger(e) || IsBool(e))) return std::nullopt;
      r.direct_ = direct;
      return r;
    }
    const ElementType args[] = {e, e};
    const ElementType results[] = {e};
    r.scalar_ = ScalarRegion::Compile(region, args, results);
    if (r.scalar_) return r;
    if (ReadsOutside(region)) return std::nullopt;
    r.scalar_type_ = types.Tensor(std::span<const int64_t>(), types.Element(e));
    return r;
  }

  // What one fold needs of its own: the compiled scalar code's registers.
  std::optional<ScalarRegion> Scratch() const { return scalar_; }

  // acc[i] = region(acc[i], x[i]) for the n elements at acc and x.
  Status Fold(const DeviceContext& device, std::optional<ScalarRegion>& scratch, char* acc, const char* x,
              int64_t n) const {
    if (direct_) {
      if (FoldFast(acc, x, n)) return Status::Ok();
      for (int64_t i = 0; i < n; ++i) {
        char* a = acc + i * width_;
        if (direct_->arith)
          ArithElement(*direct_->arith, e_, e_, a, x + i * width_, a);
        else
          BitwiseElement(*direct_->bitwise, e_, e_, a, x + i * width_, a);
      }
      return Status::Ok();
    }
    if (scratch) {
      for (int64_t i = 0; i < n; ++i) {
        char* a = acc + i * width_;
        const char* args[] = {a, x + i * width_};
        char* const results[] = {a};
        scratch->Run(args, results);
      }
      return Status::Ok();
    }
    HLX_CHECK(device.evaluator && device.run);
    for (int64_t i = 0; i < n; ++i) {
      char* a = acc + i * width_;
      const Tensor args[] = {Tensor::FromBytes(scalar_type_, std::string(a, width_)),
                             Tensor::FromBytes(scalar_type_, std::string(x + i * width_, width_))};
      HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, device.evaluator->RunRegion(*region_, args, *device.run));
      if (r.size() != 1 || !r[0].is_tensor() || r[0].type() != scalar_type_)
        return InvalidArgument("a reduction region does not give one " + scalar_type_.ToString());
      std::memcpy(a, r[0].data(), width_);
    }
    return Status::Ok();
  }

 private:
  bool FoldFast(char* acc, const char* x, int64_t n) const {
    switch (e_) {
      case ElementType::kF32:
        return direct_->arith && FoldFloat<float>(*direct_->arith, acc, x, n);
      case ElementType::kF64:
        return direct_->arith && FoldFloat<double>(*direct_->arith, acc, x, n);
      case ElementType::kSI32:
        return FoldInt<int32_t>(*direct_, acc, x, n);
      case ElementType::kSI64:
        return FoldInt<int64_t>(*direct_, acc, x, n);
      case ElementType::kUI32:
        return FoldInt<uint32_t>(*direct_, acc, x, n);
      case ElementType::kUI64:
        return FoldInt<uint64_t>(*direct_, acc, x, n);
      default:
        return false;
    }
  }

  ElementType e_ = ElementType::kF32;
  int width_ = 4;
  const Region* region_ = nullptr;
  std::optional<DirectBody> direct_;
  std::optional<ScalarRegion> scalar_;
  Type scalar_type_;
};

// ---- Groups -------------------------------------------------------------------------------------------

// The groups of an op and each device's place in them.
struct Placement {
  std::vector<std::vector<int64_t>> groups;
  std::vector<int64_t> group_of;  // per device: its group, or -1
  std::vector<int64_t> position;  // per device: its index in its group

  // nullopt when a group names a device twice or two groups share one.
  static std::optional<Placement> Of(std::vector<std::vector<int64_t>> groups, int64_t num_devices) {
    Placement p;
    p.group_of.assign(num_devices, -1);
    p.position.assign(num_devices, 0);
    for (size_t g = 0; g < groups.size(); ++g)
      for (size_t i = 0; i < groups[g].size(); ++i) {
        const int64_t d = groups[g][i];
        if (d < 0 || d >= num_devices || p.group_of[d] >= 0) return std::nullopt;
        p.group_of[d] = static_cast<int64_t>(g);
        p.position[d] = static_cast<int64_t>(i);
      }
    p.groups = std::move(groups);
    return p;
  }
  bool Everyone() const {
    return std::none_of(group_of.begin(), group_of.end(), [](int64_t g) { return g < 0; });
  }
  std::span<const int64_t> GroupOf(int64_t device) const { return groups[group_of[device]]; }
};

// Meets the other members of `group` (communicator.h), or the part of the meeting device.phase names:
// a start posts, a done completes what the start posted. A group of one needs no communicator: its
// start does nothing and its done runs `work` alone.
template <typename Work>
Status MeetGroup(const DeviceContext& device, const std::string& key, std::span<const int64_t> group,
                 std::span<char* const> addresses, Work&& work) {
  if (group.size() == 1) {
    if (device.phase == CollectivePhase::kStart) return Status::Ok();
    const std::span<char* const> alone[] = {addresses};
    return work(std::span<const std::span<char* const>>(alone));
  }
  HLX_CHECK(device.communicator != nullptr);
  switch (device.phase) {
    case CollectivePhase::kWhole:
      return device.communicator->Meet(key, device.device, group, addresses, std::forward<Work>(work));
    case CollectivePhase::kStart: {
      HLX_CHECK(device.pending != nullptr);
      HLX_ASSIGN_OR_RETURN(*device.pending, device.communicator->Post(key, device.device, group, addresses));
      return Status::Ok();
    }
    case CollectivePhase::kDone:
      HLX_CHECK(device.pending != nullptr);
      return device.communicator->Complete(*device.pending, addresses, std::forward<Work>(work));
  }
  return Status::Ok();
}

// The addresses a device publishes: its operands, then its results.
std::vector<char*> Published(std::span<const char* const> operands, std::span<char* const> results) {
  std::vector<char*> all;
  for (const char* p : operands) all.push_back(const_cast<char*>(p));
  all.insert(all.end(), results.begin(), results.end());
  return all;
}

// Elements [begin, end) of the fold of `count` elements at each member's `read(member)` (of element
// type `from`) into `out` (of type `to`), members in group order.
Status FoldMembers(const DeviceContext& device, const Reducer& reducer, std::optional<ScalarRegion>& scratch,
                   std::span<const std::span<char* const>> members, int operand, ElementType from,
                   ElementType to, int64_t begin, int64_t end, char* out) {
  const int in_w = ElementStorageBytes(from), out_w = ElementStorageBytes(to);
  std::vector<char> converted;
  if (from != to) converted.resize(kChunk * out_w);
  for (int64_t b = begin; b < end; b += kChunk) {
    const int64_t n = std::min(kChunk, end - b);
    char* acc = out + (b - begin) * out_w;
    for (size_t m = 0; m < members.size(); ++m) {
      const char* src = members[m][operand] + b * in_w;
      if (from != to) {
        for (int64_t i = 0; i < n; ++i)
          ConvertElement(from, to, src + i * in_w, converted.data() + i * out_w);
        src = converted.data();
      }
      if (m == 0) {
        std::memcpy(acc, src, n * out_w);
      } else {
        HLX_RETURN_IF_ERROR(reducer.Fold(device, scratch, acc, src, n));
      }
    }
  }
  return Status::Ok();
}

// What every collective op shares: its key in the communicator, its groups and how it names itself in
// errors.
class CollectiveBase : public CollectiveOp {
 protected:
  CollectiveBase(const Op& op, const Module& module, Placement placement)
      : placement_(std::move(placement)),
        where_(module.Where(op.loc()) + ": error: '" + op.name() + "' op ") {
    std::ostringstream key;
    key << op.name() << " at " << module.Where(op.loc()) << '@' << static_cast<const void*>(&op);
    key_ = key.str();
  }
  Status Error(const std::string& message) const { return InvalidArgument(where_ + message); }

  Placement placement_;
  std::string key_;
  std::string where_;
};

// ---- all_reduce, collective_reduce, reduce_scatter ---------------------------------------------------

struct ReducedOperand {
  ElementType from, to;
  int64_t elements = 0;
  Reducer reducer;
};

class AllReduce : public CollectiveBase {
 public:
  // `root_only`: collective_reduce, whose result only the group's first member receives.
  AllReduce(const Op& op, const Module& module, Placement placement, std::vector<ReducedOperand> operands,
            bool root_only)
      : CollectiveBase(op, module, std::move(placement)),
        operands_(std::move(operands)),
        root_only_(root_only) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    const std::span<const int64_t> group = placement_.GroupOf(device.device);
    const int64_t n = static_cast<int64_t>(group.size()), self = placement_.position[device.device];
    const std::vector<char*> mine = Published(operands, results);
    const int num_operands = static_cast<int>(operands.size());
    int64_t moved = 0;
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, group, mine, [&](std::span<const std::span<char* const>> members) {
          for (size_t k = 0; k < operands_.size(); ++k) {
            const ReducedOperand& o = operands_[k];
            const int64_t in_w = ElementStorageBytes(o.from), out_w = ElementStorageBytes(o.to);
            std::optional<ScalarRegion> scratch = o.reducer.Scratch();
            if (root_only_) {
              // The root folds everything into its result; the others' results are zeros.
              if (self != 0) {
                if (o.elements > 0) std::memset(results[k], 0, o.elements * out_w);
                continue;
              }
              HLX_RETURN_IF_ERROR(FoldMembers(device, o.reducer, scratch, members, static_cast<int>(k),
                                              o.from, o.to, 0, o.elements, results[k]));
              moved += (n - 1) * o.elements * in_w;
              continue;
            }
            // This member's slice, folded into its own result, then copied into every other member's.
            const int64_t begin = o.elements * self / n, end = o.elements * (self + 1) / n;
            char* own = results[k] + begin * out_w;
            HLX_RETURN_IF_ERROR(FoldMembers(device, o.reducer, scratch, members, static_cast<int>(k), o.from,
                                            o.to, begin, end, own));
            for (int64_t m = 0; m < n; ++m)
              if (m != self && end > begin)
                std::memcpy(members[m][num_operands + k] + begin * out_w, own, (end - begin) * out_w);
            moved += (n - 1) * (end - begin) * (in_w + out_w);
          }
          return Status::Ok();
        }));
    return moved;
  }

 private:
  std::vector<ReducedOperand> operands_;
  bool root_only_;
};

// Several operands (hlx's variadic reduce_scatter) each scatter alike, in one meeting.
class ReduceScatter : public CollectiveBase {
 public:
  ReduceScatter(const Op& op, const Module& module, Placement placement, std::vector<ReducedOperand> operands,
                std::vector<std::vector<int64_t>> shapes, int64_t dim)
      : CollectiveBase(op, module, std::move(placement)),
        operands_(std::move(operands)),
        shapes_(std::move(shapes)),
        dim_(dim) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    const std::span<const int64_t> group = placement_.GroupOf(device.device);
    const int64_t n = static_cast<int64_t>(group.size()), self = placement_.position[device.device];
    const std::vector<char*> mine = Published(operands, results);
    int64_t moved = 0;
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, group, mine, [&](std::span<const std::span<char* const>> members) {
          for (size_t k = 0; k < operands_.size(); ++k) {
            const ReducedOperand& operand = operands_[k];
            const std::vector<int64_t>& shape = shapes_[k];
            // Along the scatter dimension, this member's part: `outer` runs of `run` elements.
            int64_t outer = 1, inner = 1;
            for (int64_t d = 0; d < dim_; ++d) outer *= shape[d];
            for (size_t d = dim_ + 1; d < shape.size(); ++d) inner *= shape[d];
            const int64_t part = shape[dim_] / n, run = part * inner;
            const int64_t out_w = ElementStorageBytes(operand.to);
            std::optional<ScalarRegion> scratch = operand.reducer.Scratch();
            for (int64_t o = 0; o < outer; ++o) {
              const int64_t begin = o * shape[dim_] * inner + self * run;
              HLX_RETURN_IF_ERROR(FoldMembers(device, operand.reducer, scratch, members, static_cast<int>(k),
                                              operand.from, operand.to, begin, begin + run,
                                              results[k] + o * run * out_w));
            }
            moved += (n - 1) * outer * run * ElementStorageBytes(operand.from);
          }
          return Status::Ok();
        }));
    return moved;
  }

 private:
  std::vector<ReducedOperand> operands_;
  std::vector<std::vector<int64_t>> shapes_;  // the operands'
  int64_t dim_;
};

// ---- all_gather, all_to_all --------------------------------------------------------------------------

// Copies a box of `shape` (row-major, elements of `width` bytes) from `src` (a tensor of `src_dims`, the
// box starting at `src_start`) to `dst` (of `dst_dims`, at `dst_start`), a row of the last dimension
// at a time.
void CopyBox(std::span<const int64_t> shape, int width, const char* src, std::span<const int64_t> src_dims,
             std::span<const int64_t> src_start, char* dst, std::span<const int64_t> dst_dims,
             std::span<const int64_t> dst_start) {
  const size_t rank = shape.size();
  int64_t rows = 1;
  for (size_t d = 0; d + 1 < rank; ++d) rows *= shape[d];
  const int64_t row_bytes = (rank ? shape[rank - 1] : 1) * width;
  if (row_bytes == 0) return;
  std::vector<int64_t> index(rank, 0);
  for (int64_t r = 0; r < rows; ++r) {
    int64_t s = 0, t = 0;
    for (size_t d = 0; d < rank; ++d) {
      s = s * src_dims[d] + src_start[d] + index[d];
      t = t * dst_dims[d] + dst_start[d] + index[d];
    }
    std::memcpy(dst + t * width, src + s * width, row_bytes);
    for (size_t d = rank - 1; d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

struct Shaped {
  std::vector<int64_t> operand, result;
  int width = 0;
};

class AllGather : public CollectiveBase {
 public:
  AllGather(const Op& op, const Module& module, Placement placement, std::vector<Shaped> shapes, int64_t dim)
      : CollectiveBase(op, module, std::move(placement)), shapes_(std::move(shapes)), dim_(dim) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    const std::span<const int64_t> group = placement_.GroupOf(device.device);
    const int64_t n = static_cast<int64_t>(group.size()), self = placement_.position[device.device];
    const std::vector<char*> mine = Published(operands, results);
    int64_t moved = 0;
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, group, mine, [&](std::span<const std::span<char* const>> members) {
          for (size_t k = 0; k < shapes_.size(); ++k) {
            const Shaped& s = shapes_[k];
            std::vector<int64_t> zero(s.operand.size(), 0), at(s.operand.size(), 0);
            for (int64_t m = 0; m < n; ++m) {
              at[dim_] = m * s.operand[dim_];
              CopyBox(s.operand, s.width, members[m][k], s.operand, zero, results[k], s.result, at);
              if (m != self) moved += NumElements(s.operand) * s.width;
            }
          }
          return Status::Ok();
        }));
    return moved;
  }

 private:
  std::vector<Shaped> shapes_;
  int64_t dim_;
};

class AllToAll : public CollectiveBase {
 public:
  AllToAll(const Op& op, const Module& module, Placement placement, std::vector<Shaped> shapes,
           int64_t split_dim, int64_t concat_dim)
      : CollectiveBase(op, module, std::move(placement)),
        shapes_(std::move(shapes)),
        split_dim_(split_dim),
        concat_dim_(concat_dim) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    const std::span<const int64_t> group = placement_.GroupOf(device.device);
    const int64_t n = static_cast<int64_t>(group.size()), self = placement_.position[device.device];
    const std::vector<char*> mine = Published(operands, results);
    int64_t moved = 0;
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, group, mine, [&](std::span<const std::span<char* const>> members) {
          for (size_t k = 0; k < shapes_.size(); ++k) {
            const Shaped& s = shapes_[k];
            // Each member's part for this device: its operand's self-th slice along split_dim, placed at the
            // member's place along concat_dim.
            std::vector<int64_t> part = s.operand;
            part[split_dim_] /= n;
            std::vector<int64_t> from(part.size(), 0), to(part.size(), 0);
            from[split_dim_] = self * part[split_dim_];
            for (int64_t m = 0; m < n; ++m) {
              to[concat_dim_] = m * part[concat_dim_];
              CopyBox(part, s.width, members[m][k], s.operand, from, results[k], s.result, to);
              if (m != self) moved += NumElements(part) * s.width;
            }
          }
          return Status::Ok();
        }));
    return moved;
  }

 private:
  std::vector<Shaped> shapes_;
  int64_t split_dim_, concat_dim_;
};

// ---- collective_permute, collective_broadcast --------------------------------------------------------

class CollectivePermute : public CollectiveBase {
 public:
  // `source[d]`: the device whose operand device d receives, or -1 (zeros).
  CollectivePermute(const Op& op, const Module& module, Placement lines, std::vector<int64_t> source,
                    int64_t bytes)
      : CollectiveBase(op, module, std::move(lines)), source_(std::move(source)), bytes_(bytes) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    const std::span<const int64_t> line = placement_.GroupOf(device.device);
    const std::vector<char*> mine = Published(operands, results);
    const int64_t from = source_[device.device];
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, line, mine, [&](std::span<const std::span<char* const>> members) {
          if (from < 0) {
            if (bytes_ > 0) std::memset(results[0], 0, bytes_);
          } else {
            if (bytes_ > 0) std::memcpy(results[0], members[placement_.position[from]][0], bytes_);
          }
          return Status::Ok();
        }));
    return from >= 0 && from != device.device ? bytes_ : 0;
  }

 private:
  std::vector<int64_t> source_;
  int64_t bytes_;
};

class CollectiveBroadcast : public CollectiveBase {
 public:
  // `root_type`: the type of the last operand, which names each data operand's root, when the roots are
  // dynamic.
  CollectiveBroadcast(const Op& op, const Module& module, Placement placement, std::vector<int64_t> bytes,
                      std::optional<ElementType> root_type)
      : CollectiveBase(op, module, std::move(placement)), bytes_(std::move(bytes)), root_type_(root_type) {}

  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                        std::span<char* const> results) const override {
    if (placement_.group_of[device.device] < 0) {
      for (size_t k = 0; k < bytes_.size(); ++k)
        if (bytes_[k] > 0) std::memset(results[k], 0, bytes_[k]);
      return 0;
    }
    const std::span<const int64_t> group = placement_.GroupOf(device.device);
    const int64_t n = static_cast<int64_t>(group.size()), self = placement_.position[device.device];
    std::vector<int64_t> roots(bytes_.size(), 0);
    if (root_type_) {
      const int w = ElementStorageBytes(*root_type_);
      for (size_t k = 0; k < roots.size(); ++k) roots[k] = LoadInt(*root_type_, operands.back() + k * w);
    }
    for (int64_t root : roots)
      if (root < 0 || root >= n)
        return Error("has root " + std::to_string(root) + " outside its group of " + std::to_string(n) +
                     " processes");
    const std::vector<char*> mine = Published(operands, results);
    int64_t moved = 0;
    HLX_RETURN_IF_ERROR(
        MeetGroup(device, key_, group, mine, [&](std::span<const std::span<char* const>> members) {
          for (size_t k = 0; k < bytes_.size(); ++k) {
            if (bytes_[k] > 0) std::memcpy(results[k], members[roots[k]][k], bytes_[k]);
            if (roots[k] != self) moved += bytes_[k];
          }
          return Status::Ok();
        }));
    return moved;
  }

 private:
  std::vector<int64_t> bytes_;
  std::optional<ElementType> root_type_;
};

// ---- replica_id, partition_id ------------------------------------------------------------------------

class ProcessId : public CollectiveOp {
 public:
  // `partition`: partition_id (else replica_id).
  ProcessId(ElementType e, bool partition, int64_t num_partitions)
      : e_(e), partition_(partition), num_partitions_(num_partitions) {}
  StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const>,
                        std::span<char* const> results) const override {
    StoreInt(e_, results[0], partition_ ? device.device % num_partitions_ : device.device / num_partitions_);
    return 0;
  }
  bool Meets() const override { return false; }

 private:
  ElementType e_;
  bool partition_;
  int64_t num_partitions_;
};

// ---- Planning -----------------------------------------------------------------------------------------

std::optional<int64_t> IntAttr(const Op& op, std::string_view name) {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kInteger)) return std::nullopt;
  return a.int_value();
}

std::vector<int64_t> DimsOf(Type t) { return std::vector<int64_t>(t.dims().begin(), t.dims().end()); }

bool AllPlain(const Op& op) {
  for (Value* v : op.operands())
    if (!IsPlain(v->type())) return false;
  for (int r = 0; r < op.num_results(); ++r)
    if (!IsPlain(op.result(r)->type())) return false;
  return true;
}

// The operands of a reducing op, each with its reducer; nullopt where the evaluator would not reduce
// them as planned (other result shapes, a conversion between kinds of element).
std::optional<std::vector<ReducedOperand>> PlanReduced(const Op& op, const Module& module, bool same_shape) {
  if (op.num_regions() != 1 || op.region(0)->empty() || op.region(0)->front()->num_args() != 2 ||
      op.num_operands() != op.num_results())
    return std::nullopt;
  std::vector<ReducedOperand> operands;
  for (int k = 0; k < op.num_operands(); ++k) {
    Type in = op.operand(k)->type(), out = op.result(k)->type();
    const ElementType from = ElementOf(in), to = ElementOf(out);
    if (same_shape && DimsOf(in) != DimsOf(out)) return std::nullopt;
    const bool same_kind = (IsFloat(from) && IsFloat(to)) || (IsComplex(from) && IsComplex(to)) ||
                           ((IsInteger(from) || IsBool(from)) && (IsInteger(to) || IsBool(to)) &&
                            IsUnsigned(from) == IsUnsigned(to) && IsBool(from) == IsBool(to));
    if (!same_kind) return std::nullopt;
    std::optional<Reducer> reducer = Reducer::Plan(*op.region(0), to, module.types());
    if (!reducer) return std::nullopt;
    operands.push_back({from, to, in.NumElements(), std::move(*reducer)});
  }
  return operands;
}

std::unique_ptr<CollectiveOp> Plan(const Op& op, const Module& module, int64_t num_replicas,
                                   int64_t num_partitions) {
  const int64_t num_devices = num_replicas * num_partitions;
  if (op.kind() == OpKind::kReplicaId || op.kind() == OpKind::kPartitionId) {
    if (op.num_results() != 1 || !IsPlain(op.result(0)->type()) || op.result(0)->type().NumElements() != 1 ||
        !IsInteger(ElementOf(op.result(0)->type())))
      return nullptr;
    return std::make_unique<ProcessId>(ElementOf(op.result(0)->type()), op.kind() == OpKind::kPartitionId,
                                       num_partitions);
  }
  switch (op.kind()) {
    case OpKind::kAllReduce:
    case OpKind::kAllGather:
    case OpKind::kReduceScatter:
    case OpKind::kAllToAll:
    case OpKind::kCollectivePermute:
    case OpKind::kCollectiveBroadcast:
    case OpKind::kCollectiveReduce:
      break;
    default:
      return nullptr;
  }
  if (!AllPlain(op)) return nullptr;
  if (op.kind() == OpKind::kCollectivePermute) {
    auto pairs = PermutePairs(op, num_replicas, num_partitions);
    if (!pairs.ok() || op.num_operands() != 1 || op.num_results() != 1 ||
        op.operand(0)->type() != op.result(0)->type())
      return nullptr;
    const bool across_replicas = ReplicaOrPartitionMode(op) == GroupMode::kCrossReplica;
    std::vector<std::vector<int64_t>> lines;
    std::vector<int64_t> source(num_devices, -1);
    for (int64_t d = 0; d < num_devices; ++d) {
      std::vector<int64_t> line = PermuteLine(op, d, num_replicas, num_partitions);
      if (line[0] == d) lines.push_back(line);
      const int64_t own = across_replicas ? d / num_partitions : d % num_partitions;
      for (const auto& pair : *pairs)
        if (pair[1] == own) {
          source[d] = line[pair[0]];
          break;
        }
    }
    std::optional<Placement> placement = Placement::Of(std::move(lines), num_devices);
    if (!placement) return nullptr;
    return std::make_unique<CollectivePermute>(op, module, std::move(*placement), std::move(source),
                                               BytesOf(op.result(0)->type()));
  }
  auto groups = CollectiveGroups(op, num_replicas, num_partitions);
  if (!groups.ok()) return nullptr;
  std::optional<Placement> placement = Placement::Of(std::move(*groups), num_devices);
  if (!placement) return nullptr;
  if (op.kind() == OpKind::kCollectiveBroadcast) {
    const bool dynamic_root = static_cast<bool>(op.attr("has_dynamic_root"));
    const int num_data = op.num_operands() - (dynamic_root ? 1 : 0);
    if (num_data != op.num_results()) return nullptr;
    std::vector<int64_t> bytes;
    for (int k = 0; k < num_data; ++k) {
      if (op.operand(k)->type() != op.result(k)->type()) return nullptr;
      bytes.push_back(BytesOf(op.result(k)->type()));
    }
    std::optional<ElementType> root_type;
    if (dynamic_root) {
      Type roots = op.operand(num_data)->type();
      if (roots.NumElements() != num_data || !IsInteger(ElementOf(roots))) return nullptr;
      root_type = ElementOf(roots);
    }
    return std::make_unique<CollectiveBroadcast>(op, module, std::move(*placement), std::move(bytes),
                                                 root_type);
  }
  // The other collectives need every device in a group (the evaluator reports the one that is not).
  if (!placement->Everyone()) return nullptr;
  switch (op.kind()) {
    case OpKind::kAllReduce:
    case OpKind::kCollectiveReduce: {
      std::optional<std::vector<ReducedOperand>> operands = PlanReduced(op, module, true);
      if (!operands) return nullptr;
      return std::make_unique<AllReduce>(op, module, std::move(*placement), std::move(*operands),
                                         op.kind() == OpKind::kCollectiveReduce);
    }
    case OpKind::kReduceScatter: {
      std::optional<int64_t> dim = IntAttr(op, "scatter_dimension");
      std::optional<std::vector<ReducedOperand>> operands = PlanReduced(op, module, false);
      if (!dim || !operands) return nullptr;
      std::vector<std::vector<int64_t>> shapes;
      for (int k = 0; k < op.num_operands(); ++k) {
        const std::vector<int64_t> in = DimsOf(op.operand(k)->type()), out = DimsOf(op.result(k)->type());
        if (*dim < 0 || *dim >= static_cast<int64_t>(in.size()) || in.size() != out.size()) return nullptr;
        for (const auto& group : placement->groups) {
          const int64_t n = static_cast<int64_t>(group.size());
          for (size_t d = 0; d < in.size(); ++d)
            if (static_cast<int64_t>(d) == *dim ? (in[d] % n != 0 || out[d] != in[d] / n) : out[d] != in[d])
              return nullptr;
        }
        shapes.push_back(in);
      }
      return std::make_unique<ReduceScatter>(op, module, std::move(*placement), std::move(*operands),
                                             std::move(shapes), *dim);
    }
    case OpKind::kAllGather: {
      std::optional<int64_t> dim = IntAttr(op, "all_gather_dim");
      if (!dim || op.num_operands() != op.num_results()) return nullptr;
      std::vector<Shaped> shapes;
      for (int k = 0; k < op.num_operands(); ++k) {
        Type in = op.operand(k)->type(), out = op.result(k)->type();
        if (ElementOf(in) != ElementOf(out) || in.rank() != out.rank() || *dim < 0 || *dim >= in.rank())
          return nullptr;
        for (const auto& group : placement->groups)
          for (int64_t d = 0; d < in.rank(); ++d)
            if (out.dims()[d] !=
                (d == *dim ? in.dims()[d] * static_cast<int64_t>(group.size()) : in.dims()[d]))
              return nullptr;
        shapes.push_back({DimsOf(in), DimsOf(out), ElementStorageBytes(ElementOf(in))});
      }
      return std::make_unique<AllGather>(op, module, std::move(*placement), std::move(shapes), *dim);
    }
    case OpKind::kAllToAll: {
      std::optional<int64_t> split = IntAttr(op, "split_dimension"), concat = IntAttr(op, "concat_dimension"),
                             count = IntAttr(op, "split_count");
      if (!split || !concat || !count || op.num_operands() != op.num_results()) return nullptr;
      std::vector<Shaped> shapes;
      for (int k = 0; k < op.num_operands(); ++k) {
        Type in = op.operand(k)->type(), out = op.result(k)->type();
        if (ElementOf(in) != ElementOf(out) || in.rank() != out.rank() || *split < 0 || *split >= in.rank() ||
            *concat < 0 || *concat >= in.rank() || *count <= 0 || in.dims()[*split] % *count != 0)
          return nullptr;
        std::vector<int64_t> expected = DimsOf(in);
        expected[*split] /= *count;
        expected[*concat] *= *count;
        if (expected != DimsOf(out)) return nullptr;
        shapes.push_back({DimsOf(in), DimsOf(out), ElementStorageBytes(ElementOf(in))});
      }
      for (const auto& group : placement->groups)
        if (static_cast<int64_t>(group.size()) != *count) return nullptr;
      return std::make_unique<AllToAll>(op, module, std::move(*placement), std::move(shapes), *split,
                                        *concat);
    }
    default:
      return nullptr;
  }
}

}  // namespace

std::unique_ptr<CollectiveOp> PlanCollective(const Op& op, const Module& module, int64_t num_replicas,
                                             int64_t num_partitions) {
  return Plan(op, module, num_replicas, num_partitions);
}

}  // namespace hlx::cpu
