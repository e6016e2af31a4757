#include "backend/cpu/contraction.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "interp/tensor.h"
#include "support/int_math.h"

namespace hlx::cpu {
namespace {

// ---- element conversion ---------------------------------------------------------------------------

template <typename S, typename T>
T Cast(const char* p) {
  S s;
  std::memcpy(&s, p, sizeof(S));
  return static_cast<T>(s);
}

// The operand's element type and the result's: what an operand element is converted between.
struct Conversion {
  ElementType from, to;
};

// Calls `f(load)` with `load(p)` giving element `p` of type `conv.from` in the compute domain T of a
// result of type `conv.to`, as the evaluator's LoadAs converts it: integers (and bool) wrap to T's width,
// floats round to `conv.to` first where that is narrower than T. The common types load as typed reads
// that the packing loops inline.
template <typename T, typename F>
void WithLoader(Conversion conv, F&& f) {
  auto typed = [&]<typename S>() { f([](const char* p) { return Cast<S, T>(p); }); };
  if constexpr (std::is_integral_v<T>) {
    switch (conv.from) {
      case ElementType::kSI8:
        return typed.template operator()<int8_t>();
      case ElementType::kSI16:
        return typed.template operator()<int16_t>();
      case ElementType::kSI32:
        return typed.template operator()<int32_t>();
      case ElementType::kSI64:
        return typed.template operator()<int64_t>();
      case ElementType::kUI8:
        return typed.template operator()<uint8_t>();
      case ElementType::kUI16:
        return typed.template operator()<uint16_t>();
      case ElementType::kUI32:
        return typed.template operator()<uint32_t>();
      case ElementType::kUI64:
        return typed.template operator()<uint64_t>();
      default:
        return f([from = conv.from](const char* p) { return static_cast<T>(LoadInt(from, p)); });
    }
  } else {
    if (conv.from == conv.to || conv.to == ElementType::kF32 || conv.to == ElementType::kF64) {
      if (conv.from == ElementType::kF32) return typed.template operator()<float>();
      if (conv.from == ElementType::kF64) return typed.template operator()<double>();
      return f([from = conv.from](const char* p) { return static_cast<T>(LoadFloat(from, p)); });
    }
    return f([conv](const char* p) {
      char rounded[8];
      StoreFloat(conv.to, rounded, LoadFloat(conv.from, p));
      return static_cast<T>(LoadFloat(conv.to, rounded));
    });
  }
}

// Stores `v` as an element of type `e`, as the evaluator's StoreAs does: integers keep their low bits
// (bool: nonzero is true), floats round once.
template <typename T>
void Store(ElementType e, char* p, T v) {
  static_assert(std::endian::native == std::endian::little);
  if constexpr (std::is_integral_v<T>) {
    switch (e) {
      case ElementType::kSI8:
      case ElementType::kUI8:
      case ElementType::kSI16:
      case ElementType::kUI16:
      case ElementType::kSI32:
      case ElementType::kUI32:
      case ElementType::kSI64:
      case ElementType::kUI64:
        std::memcpy(p, &v, ElementStorageBytes(e));  // little-endian: the low bytes
        return;
      default:
        StoreInt(e, p, static_cast<int64_t>(v));
    }
  } else {
    if (e == ElementType::kF32 || e == ElementType::kF64) {
      std::memcpy(p, &v, sizeof(T));
      return;
    }
    StoreFloat(e, p, static_cast<double>(v));
  }
}

// ---- the GEMM -------------------------------------------------------------------------------------

// Register block (kMr rows by kNr columns of the result) and cache blocks: a kMc x kKc block of packed
// lhs stays in L2 while each kKc x kNr panel of packed rhs stays in L1.
template <typename T>
struct Blocking {
  static constexpr int64_t kMr = 4, kNr = 64 / sizeof(T);
  static constexpr int64_t kMc = 64, kKc = 256, kNc = 128;
};

// c[kMr x kNr] (row stride ldc) += a * b over `kc` steps, a packed [kc][kMr] and b [kc][kNr]; each
// element adds its products in order. A row of the block is one vector of the compiler's generic vector
// extension, which each clone below lowers to its own registers.
template <typename T>
[[gnu::always_inline]] inline void MicroKernel(const T* __restrict a, const T* __restrict b, int64_t kc,
                                               T* __restrict c, int64_t ldc) {
  constexpr int64_t kMr = Blocking<T>::kMr;
  using Row [[gnu::vector_size(64)]] = T;
  static_assert(sizeof(Row) == Blocking<T>::kNr * sizeof(T));
  Row acc[kMr];
  for (int64_t i = 0; i < kMr; ++i) std::memcpy(&acc[i], c + i * ldc, sizeof(Row));
  for (int64_t p = 0; p < kc; ++p) {
    Row row;
    std::memcpy(&row, b + p * Blocking<T>::kNr, sizeof(Row));
    for (int64_t i = 0; i < kMr; ++i) acc[i] += a[p * kMr + i] * row;
  }
  for (int64_t i = 0; i < kMr; ++i) std::memcpy(c + i * ldc, &acc[i], sizeof(Row));
}

// One block of a tile of the product: `a` holds the block's row panels ([panel][kc][kMr]), `b` its
// column panels (panel j at b + j * b_stride, [kc][kNr] each); `c` gets row_panels*kMr x
// col_panels*kNr sums (row stride ldc), added to what it holds.
template <typename T>
struct Block {
  const T* a;
  const T* b;
  T* c;
  int64_t kc, b_stride, row_panels, col_panels, ldc;
};

template <typename T>
[[gnu::always_inline]] inline void MultiplyBlock(const Block<T>& t) {
  constexpr int64_t kMr = Blocking<T>::kMr, kNr = Blocking<T>::kNr;
  for (int64_t jp = 0; jp < t.col_panels; ++jp)
    for (int64_t ip = 0; ip < t.row_panels; ++ip)
      MicroKernel(t.a + ip * t.kc * kMr, t.b + jp * t.b_stride, t.kc, t.c + ip * kMr * t.ldc + jp * kNr,
                  t.ldc);
}

// The block loop built for each vector width the host may have, picked when the process starts: hlx is
// built for the baseline x86-64, and the JIT kernels target the host, so this does too.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
#define HLX_HOST_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define HLX_HOST_CLONES
#endif

HLX_HOST_CLONES void MultiplyBlockF32(const Block<float>& t) { MultiplyBlock(t); }
HLX_HOST_CLONES void MultiplyBlockF64(const Block<double>& t) { MultiplyBlock(t); }
HLX_HOST_CLONES void MultiplyBlockU32(const Block<uint32_t>& t) { MultiplyBlock(t); }
HLX_HOST_CLONES void MultiplyBlockU64(const Block<uint64_t>& t) { MultiplyBlock(t); }

void Multiply(const Block<float>& t) { MultiplyBlockF32(t); }
void Multiply(const Block<double>& t) { MultiplyBlockF64(t); }
void Multiply(const Block<uint32_t>& t) { MultiplyBlockU32(t); }
void Multiply(const Block<uint64_t>& t) { MultiplyBlockU64(t); }

// The multiply-adds (or elements packed) below which a loop runs on the calling thread alone: starting
// the OpenMP team would cost more.
constexpr int64_t kParallelWork = 1 << 16;

// Offsets (in elements) of a GEMM operand or result as sums of one term per index: element (g, i, p)
// of an operand sits at group[g] + outer[i] + inner[p]; element (g, i, j) of the result at group[g] +
// outer[i] + inner[j].
struct Offsets {
  std::vector<int64_t> group, outer, inner;
};

// Packs outer indices [i0, i0 + m) of group g of an operand laid out as `off` says, contraction steps
// [k0, k0 + kc), into panels of R outer indices, [panel][kc][R], zeros past the m-th. A panel is filled
// a contraction step at a time: its R elements are adjacent in a row-major rhs, and in a row-major lhs
// R rows are read side by side, each cache line of them used for several steps.
template <typename T, int64_t R, typename Load>
void PackRows(const char* src, int width, Load load, const Offsets& off, int64_t g, int64_t i0, int64_t m,
              int64_t k0, int64_t kc, T* out) {
  for (int64_t i = 0; i < m; i += R) {
    const int64_t rows = std::min(R, m - i);
    const char* base[R];
    for (int64_t r = 0; r < rows; ++r) base[r] = src + (off.group[g] + off.outer[i0 + i + r]) * width;
    T* dst = out + i * kc;
    for (int64_t p = 0; p < kc; ++p, dst += R) {
      const int64_t at = off.inner[k0 + p] * width;
      for (int64_t r = 0; r < rows; ++r) dst[r] = load(base[r] + at);
      for (int64_t r = rows; r < R; ++r) dst[r] = T(0);
    }
  }
}

// The product of a and b, `rows` x `cols` x `k` per group, stored as element type `e` where `out_off`
// says. `b` is packed whole ([group][column panel][k][kNr]); pack_a(g, i0, m, k0, kc, dst) packs rows
// [i0, i0 + m) of group g, contraction steps [k0, k0 + kc), as PackRows does. Tiles of the result run in
// parallel, each summed in a scratch tile of T.
template <typename T, typename PackA>
void MultiplyTiles(const PackA& pack_a, const T* b, int64_t groups, int64_t rows, int64_t cols, int64_t k,
                   ElementType e, const Offsets& out_off, char* out) {
  using B = Blocking<T>;
  const int width = ElementStorageBytes(e);
  const int64_t col_panels = CeilDiv(cols, B::kNr);
  const int64_t row_tiles = CeilDiv(rows, B::kMc), col_tiles = CeilDiv(cols, B::kNc);
  const int64_t tiles = groups * row_tiles * col_tiles;
  const bool parallel = groups * rows * cols * std::max<int64_t>(k, 1) > kParallelWork;
  // Tiles are handed out as threads come free (a tile's sums do not depend on which thread computes
  // it), so a thread the machine holds back does not hold the others up.
#pragma omp parallel for schedule(dynamic) if (parallel)
  for (int64_t t = 0; t < tiles; ++t) {
    const int64_t g = t / (row_tiles * col_tiles), i0 = t / col_tiles % row_tiles * B::kMc,
                  j0 = t % col_tiles * B::kNc;
    const int64_t m = std::min(B::kMc, rows - i0), n = std::min(B::kNc, cols - j0);
    Block<T> block;
    block.row_panels = CeilDiv(m, B::kMr);
    block.col_panels = CeilDiv(n, B::kNr);
    block.ldc = block.col_panels * B::kNr;
    block.b_stride = k * B::kNr;
    std::vector<T> scratch(block.row_panels * B::kMr * block.ldc, T(0));
    std::vector<T> a(block.row_panels * B::kMr * std::min(k, B::kKc));
    block.c = scratch.data();
    block.a = a.data();
    for (int64_t k0 = 0; k0 < k; k0 += B::kKc) {
      block.kc = std::min(B::kKc, k - k0);
      pack_a(g, i0, m, k0, block.kc, a.data());
      block.b = b + (g * col_panels + j0 / B::kNr) * k * B::kNr + k0 * B::kNr;
      Multiply(block);
    }
    for (int64_t i = 0; i < m; ++i) {
      const int64_t base = out_off.group[g] + out_off.outer[i0 + i];
      for (int64_t j = 0; j < n; ++j)
        Store(e, out + (base + out_off.inner[j0 + j]) * width, scratch[i * block.ldc + j]);
    }
  }
}

// `b` packed whole for MultiplyTiles: [group][column panel][k][kNr].
template <typename T, typename Load>
std::unique_ptr<T[]> PackWhole(const char* src, int width, Load load, const Offsets& off) {
  constexpr int64_t R = Blocking<T>::kNr;
  const int64_t cols = static_cast<int64_t>(off.outer.size()), k = static_cast<int64_t>(off.inner.size());
  const int64_t panels = CeilDiv(cols, R), total = static_cast<int64_t>(off.group.size()) * panels;
  auto out = std::make_unique_for_overwrite<T[]>(total * k * R);  // every element written below
  const bool parallel = total * k * R > kParallelWork;
#pragma omp parallel for schedule(static) if (parallel)
  for (int64_t gp = 0; gp < total; ++gp) {
    const int64_t j0 = gp % panels * R;
    PackRows<T, R>(src, width, load, off, gp / panels, j0, std::min(R, cols - j0), 0, k,
                   out.get() + gp * k * R);
  }
  return out;
}

// The compute domain of a contraction with operands of types `lhs`, `rhs` and result of type `out`
// (the evaluator's WithDomain), or nullopt where this path does not compute it.
enum class Domain { kF32, kF64, kU32, kU64 };

std::optional<Domain> DomainOf(ElementType lhs, ElementType rhs, ElementType out) {
  auto real_float = [](ElementType e) { return IsFloat(e) && GetElementInfo(e).bit_width >= 16; };
  auto integer = [](ElementType e) { return IsInteger(e) || IsBool(e); };
  if (integer(out)) {
    if (!integer(lhs) || !integer(rhs)) return std::nullopt;
    return GetElementInfo(out).bit_width > 32 || IsBool(out) ? Domain::kU64 : Domain::kU32;
  }
  if (!real_float(out) || !real_float(lhs) || !real_float(rhs)) return std::nullopt;
  return out == ElementType::kF32 ? Domain::kF32 : Domain::kF64;
}

// Runs `f.template operator()<T>()` with the C type of `d`.
template <typename F>
void WithDomain(Domain d, F&& f) {
  switch (d) {
    case Domain::kF32:
      return f.template operator()<float>();
    case Domain::kF64:
      return f.template operator()<double>();
    case Domain::kU32:
      return f.template operator()<uint32_t>();
    case Domain::kU64:
      return f.template operator()<uint64_t>();
  }
}

// The offsets of the elements of an operand of shape `shape` indexed by `dims` (row-major over them):
// the sum of index * stride over those dimensions.
std::vector<int64_t> OffsetsOver(std::span<const int64_t> shape, std::span<const int64_t> dims) {
  const std::vector<int64_t> strides = Strides(shape);
  std::vector<int64_t> extent, step;
  for (int64_t d : dims) {
    extent.push_back(shape[d]);
    step.push_back(strides[d]);
  }
  std::vector<int64_t> out(NumElements(extent));
  std::vector<int64_t> index(extent.size(), 0);
  for (size_t e = 0; e < out.size(); ++e, NextIndex(extent, index))
    for (size_t d = 0; d < index.size(); ++d) out[e] += index[d] * step[d];
  return out;
}

// ---- dot_general ----------------------------------------------------------------------------------

class DotOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result(0)->type();
    DotDims dims;
    if (op.kind() == OpKind::kDot) {
      if (lhs.rank() < 1 || lhs.rank() > 2 || rhs.rank() < 1 || rhs.rank() > 2) return nullptr;
      dims.lhs_contracting = {lhs.rank() - 1};
      dims.rhs_contracting = {0};
    } else {
      Attr numbers = op.attr("dot_dimension_numbers");
      if (!numbers) return nullptr;
      dims = GetDotDims(numbers);
    }
    auto native = std::make_unique<DotOp>();
    const std::optional<Domain> domain =
        DomainOf(lhs.element_type().element(), rhs.element_type().element(), out.element_type().element());
    if (!domain) return nullptr;
    native->domain_ = *domain;
    native->lhs_ = {lhs.element_type().element(), out.element_type().element()};
    native->rhs_ = {rhs.element_type().element(), out.element_type().element()};
    native->out_ = out.element_type().element();
    // Each dimension of an operand is a batch, contracting or free dimension exactly once.
    auto free_dims = [](int64_t rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contract,
                        std::vector<int64_t>& out_dims) {
      std::vector<int> seen(rank, 0);
      for (int64_t d : batch)
        if (d < 0 || d >= rank || seen[d]++) return false;
      for (int64_t d : contract)
        if (d < 0 || d >= rank || seen[d]++) return false;
      for (int64_t d = 0; d < rank; ++d)
        if (!seen[d]) out_dims.push_back(d);
      return true;
    };
    std::vector<int64_t> lfree, rfree;
    if (dims.lhs_batching.size() != dims.rhs_batching.size() ||
        dims.lhs_contracting.size() != dims.rhs_contracting.size() ||
        !free_dims(lhs.rank(), dims.lhs_batching, dims.lhs_contracting, lfree) ||
        !free_dims(rhs.rank(), dims.rhs_batching, dims.rhs_contracting, rfree))
      return nullptr;
    for (size_t i = 0; i < dims.lhs_batching.size(); ++i)
      if (lhs.dims()[dims.lhs_batching[i]] != rhs.dims()[dims.rhs_batching[i]]) return nullptr;
    for (size_t i = 0; i < dims.lhs_contracting.size(); ++i)
      if (lhs.dims()[dims.lhs_contracting[i]] != rhs.dims()[dims.rhs_contracting[i]]) return nullptr;
    native->lhs_off_ = {OffsetsOver(lhs.dims(), dims.lhs_batching), OffsetsOver(lhs.dims(), lfree),
                        OffsetsOver(lhs.dims(), dims.lhs_contracting)};
    native->rhs_off_ = {OffsetsOver(rhs.dims(), dims.rhs_batching), OffsetsOver(rhs.dims(), rfree),
                        OffsetsOver(rhs.dims(), dims.rhs_contracting)};
    const int64_t batch = static_cast<int64_t>(native->lhs_off_.group.size());
    const int64_t m = static_cast<int64_t>(native->lhs_off_.outer.size());
    const int64_t n = static_cast<int64_t>(native->rhs_off_.outer.size());
    if (out.NumElements() != batch * m * n) return nullptr;
    // The result is [batch..., lhs free..., rhs free...], row-major.
    for (int64_t b = 0; b < batch; ++b) native->out_off_.group.push_back(b * m * n);
    for (int64_t i = 0; i < m; ++i) native->out_off_.outer.push_back(i * n);
    for (int64_t j = 0; j < n; ++j) native->out_off_.inner.push_back(j);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    WithDomain(domain_, [&]<typename T>() {
      using B = Blocking<T>;
      const int64_t groups = static_cast<int64_t>(lhs_off_.group.size()),
                    k = static_cast<int64_t>(lhs_off_.inner.size());
      const int64_t m = static_cast<int64_t>(lhs_off_.outer.size()),
                    n = static_cast<int64_t>(rhs_off_.outer.size());
      std::unique_ptr<T[]> b;
      WithLoader<T>(rhs_, [&](auto load) {
        b = PackWhole<T>(operands[1], ElementStorageBytes(rhs_.from), load, rhs_off_);
      });
      WithLoader<T>(lhs_, [&](auto load) {
        auto pack_a = [&](int64_t g, int64_t i0, int64_t rows, int64_t k0, int64_t kc, T* dst) {
          PackRows<T, B::kMr>(operands[0], ElementStorageBytes(lhs_.from), load, lhs_off_, g, i0, rows, k0,
                              kc, dst);
        };
        MultiplyTiles(pack_a, b.get(), groups, m, n, k, out_, out_off_, results[0]);
      });
    });
  }

 private:
  Domain domain_ = Domain::kF32;
  Conversion lhs_{}, rhs_{};
  ElementType out_ = ElementType::kF32;
  // lhs: (batch, free, contracting); rhs: (batch, free, contracting); result: (batch, lhs free, rhs free).
  Offsets lhs_off_, rhs_off_, out_off_;
};

// ---- convolution ----------------------------------------------------------------------------------

// A convolution as one GEMM per group (feature_group_count * batch_group_count groups): rows are
// (output batch, output position), the contraction (window position, input feature), columns the
// group's output features.
class ConvolutionOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type(), out = op.result(0)->type();
    const std::optional<Domain> domain =
        DomainOf(lhs.element_type().element(), rhs.element_type().element(), out.element_type().element());
    if (!domain) return nullptr;
    const std::optional<ConvWindow> window = GetConvWindow(op);
    if (!window) return nullptr;
    const ConvDims& d = window->dims;
    const int64_t ns = window->num_spatial();
    const std::vector<int64_t>*strides = &window->strides, *lhs_dil = &window->lhs_dilation,
          *rhs_dil = &window->rhs_dilation, *reversal = &window->reversal;
    const std::vector<int64_t>& padding = window->padding;
    const int64_t fgc = window->feature_group_count, bgc = window->batch_group_count;
    if (lhs.rank() != ns + 2 || rhs.rank() != ns + 2 || out.rank() != ns + 2) return nullptr;
    // Each side's dimension numbers name every dimension once.
    auto permutation = [&](int64_t a, int64_t b, const std::vector<int64_t>& spatial) {
      std::vector<int> seen(ns + 2, 0);
      for (int64_t x : {a, b})
        if (x < 0 || x >= ns + 2 || seen[x]++) return false;
      for (int64_t x : spatial)
        if (x < 0 || x >= ns + 2 || seen[x]++) return false;
      return true;
    };
    if (!permutation(d.input_batch, d.input_feature, d.input_spatial) ||
        !permutation(d.kernel_input_feature, d.kernel_output_feature, d.kernel_spatial) ||
        !permutation(d.output_batch, d.output_feature, d.output_spatial))
      return nullptr;
    const int64_t batch = lhs.dims()[d.input_batch], in_feat = lhs.dims()[d.input_feature];
    const int64_t kin = rhs.dims()[d.kernel_input_feature], kout = rhs.dims()[d.kernel_output_feature];
    const int64_t groups = fgc * bgc;
    if (in_feat != kin * fgc || batch % bgc != 0 || kout % groups != 0) return nullptr;
    const int64_t out_batch = batch / bgc, group_out = kout / groups;
    if (out.dims()[d.output_batch] != out_batch || out.dims()[d.output_feature] != kout) return nullptr;

    auto native = std::make_unique<ConvolutionOp>();
    native->domain_ = *domain;
    native->lhs_ = {lhs.element_type().element(), out.element_type().element()};
    native->rhs_ = {rhs.element_type().element(), out.element_type().element()};
    native->out_ = out.element_type().element();
    native->ns_ = ns;
    native->kin_ = kin;
    native->out_batch_ = out_batch;
    const std::vector<int64_t> in_strides = Strides(lhs.dims()), k_strides = Strides(rhs.dims()),
                               o_strides = Strides(out.dims());
    std::vector<int64_t> k_sp(ns), o_sp(ns);
    for (int64_t i = 0; i < ns; ++i) {
      k_sp[i] = rhs.dims()[d.kernel_spatial[i]];
      o_sp[i] = out.dims()[d.output_spatial[i]];
    }
    native->out_points_ = NumElements(o_sp);
    native->window_ = NumElements(k_sp);
    // For each spatial dimension, output position o and window position k: the offset of the input
    // element read, or -1 where the window sits on padding or on a hole of the lhs dilation.
    native->source_.resize(ns);
    native->o_sp_ = o_sp;
    native->k_sp_ = k_sp;
    for (int64_t i = 0; i < ns; ++i) {
      const int64_t in_size = lhs.dims()[d.input_spatial[i]];
      native->source_[i].assign(o_sp[i] * k_sp[i], -1);
      for (int64_t o = 0; o < o_sp[i]; ++o)
        for (int64_t k = 0; k < k_sp[i]; ++k) {
          const int64_t p = o * (*strides)[i] + k * (*rhs_dil)[i] - padding[2 * i];
          if (p < 0 || p % (*lhs_dil)[i] != 0 || p / (*lhs_dil)[i] >= in_size) continue;
          native->source_[i][o * k_sp[i] + k] = p / (*lhs_dil)[i] * in_strides[d.input_spatial[i]];
        }
    }
    native->in_batch_stride_ = in_strides[d.input_batch];
    native->in_feature_stride_ = in_strides[d.input_feature];
    for (int64_t g = 0; g < groups; ++g)
      native->in_group_.push_back((bgc > 1 ? g * out_batch * in_strides[d.input_batch] : 0) +
                                  (fgc > 1 ? g * kin * in_strides[d.input_feature] : 0));
    // The kernel: (window position, reversed as asked; input feature) by the group's output features.
    Offsets& ker = native->ker_off_;
    for (int64_t g = 0; g < groups; ++g)
      ker.group.push_back(g * group_out * k_strides[d.kernel_output_feature]);
    for (int64_t f = 0; f < group_out; ++f) ker.outer.push_back(f * k_strides[d.kernel_output_feature]);
    std::vector<int64_t> kpos(ns, 0);
    for (int64_t w = 0; w < native->window_; ++w, NextIndex(k_sp, kpos)) {
      native->window_pos_.insert(native->window_pos_.end(), kpos.begin(), kpos.end());
      int64_t offset = 0;
      for (int64_t i = 0; i < ns; ++i)
        offset += ((*reversal)[i] ? k_sp[i] - 1 - kpos[i] : kpos[i]) * k_strides[d.kernel_spatial[i]];
      for (int64_t ci = 0; ci < kin; ++ci)
        ker.inner.push_back(offset + ci * k_strides[d.kernel_input_feature]);
    }
    // The result: rows (output batch, output position), columns the group's output features.
    Offsets& res = native->out_off_;
    for (int64_t g = 0; g < groups; ++g) res.group.push_back(g * group_out * o_strides[d.output_feature]);
    std::vector<int64_t> opos(ns, 0);
    for (int64_t nb = 0; nb < out_batch; ++nb) {
      std::fill(opos.begin(), opos.end(), 0);
      for (int64_t p = 0; p < native->out_points_; ++p, NextIndex(o_sp, opos)) {
        int64_t offset = nb * o_strides[d.output_batch];
        for (int64_t i = 0; i < ns; ++i) offset += opos[i] * o_strides[d.output_spatial[i]];
        res.outer.push_back(offset);
      }
    }
    for (int64_t f = 0; f < group_out; ++f) res.inner.push_back(f * o_strides[d.output_feature]);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    WithDomain(domain_, [&]<typename T>() {
      const int64_t groups = static_cast<int64_t>(in_group_.size()), k = window_ * kin_;
      const int64_t rows = out_batch_ * out_points_, cols = static_cast<int64_t>(ker_off_.outer.size());
      std::unique_ptr<T[]> b;
      WithLoader<T>(rhs_, [&](auto load) {
        b = PackWhole<T>(operands[1], ElementStorageBytes(rhs_.from), load, ker_off_);
      });
      WithLoader<T>(lhs_, [&](auto load) {
        auto pack_a = [&](int64_t g, int64_t i0, int64_t m, int64_t k0, int64_t kc, T* dst) {
          PackWindows<T>(operands[0], load, g, i0, m, k0, kc, dst);
        };
        MultiplyTiles(pack_a, b.get(), groups, rows, cols, k, out_, out_off_, results[0]);
      });
    });
  }

 private:
  // im2col into lhs panels as PackRows packs: rows [i0, i0 + m) (output batch, output position) of group
  // g, contraction steps [k0, k0 + kc) (window position, input feature), [panel][kc][kMr]; zeros on
  // padding, dilation holes and past the m-th row.
  template <typename T, typename Load>
  void PackWindows(const char* src, Load load, int64_t g, int64_t i0, int64_t m, int64_t k0, int64_t kc,
                   T* out) const {
    constexpr int64_t R = Blocking<T>::kMr;
    const int width = ElementStorageBytes(lhs_.from);
    std::vector<int64_t> opos(ns_);
    for (int64_t r = 0; r < CeilDiv(m, R) * R; ++r) {
      T* dst = out + r / R * kc * R + r % R;
      if (r >= m) {
        for (int64_t p = 0; p < kc; ++p) dst[p * R] = T(0);
        continue;
      }
      const int64_t row = i0 + r;
      const int64_t base = in_group_[g] + row / out_points_ * in_batch_stride_;
      for (int64_t i = ns_ - 1, q = row % out_points_; i >= 0; --i) {
        opos[i] = q % o_sp_[i];
        q /= o_sp_[i];
      }
      // Step p is input feature ci of window position w; the input offset changes with w.
      int64_t w = k0 / kin_, ci = k0 % kin_, offset = WindowOffset(base, opos, w);
      for (int64_t p = 0; p < kc; ++p) {
        dst[p * R] = offset < 0 ? T(0) : load(src + (offset + ci * in_feature_stride_) * width);
        if (++ci == kin_ && p + 1 < kc) {
          ci = 0;
          offset = WindowOffset(base, opos, ++w);
        }
      }
    }
  }

  // The offset of the input element under window position w of the output position `opos`, feature 0,
  // from the batch's `base`; -1 on padding or a dilation hole.
  int64_t WindowOffset(int64_t base, const std::vector<int64_t>& opos, int64_t w) const {
    int64_t offset = base;
    for (int64_t i = 0; i < ns_; ++i) {
      const int64_t s = source_[i][opos[i] * k_sp_[i] + window_pos_[w * ns_ + i]];
      if (s < 0) return -1;
      offset += s;
    }
    return offset;
  }

  Domain domain_ = Domain::kF32;
  Conversion lhs_{}, rhs_{};
  ElementType out_ = ElementType::kF32;
  int64_t ns_ = 0, kin_ = 0, out_batch_ = 0, out_points_ = 0, window_ = 0;
  int64_t in_batch_stride_ = 0, in_feature_stride_ = 0;
  std::vector<int64_t> o_sp_, k_sp_;
  std::vector<int64_t> window_pos_;           // per window position, its index per spatial dimension
  std::vector<std::vector<int64_t>> source_;  // per spatial dimension, [output position][window position]
  std::vector<int64_t> in_group_;             // per group: the offset of its first batch and feature
  Offsets ker_off_, out_off_;
};

}  // namespace

std::unique_ptr<NativeOp> PlanNativeDot(const Op& op) { return DotOp::Plan(op); }

std::unique_ptr<NativeOp> PlanNativeConvolution(const Op& op) { return ConvolutionOp::Plan(op); }

}  // namespace hlx::cpu
