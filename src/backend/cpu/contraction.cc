#include "backend/cpu/contraction.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>
#include <vector>

#include "interp/tensor.h"

namespace hlx::cpu {
namespace {

// ---- element conversion ---------------------------------------------------------------------------

// Element `p` of type `from` in the compute domain T of a result of type `to`, as the evaluator's
// LoadAs converts it: integers (and bool) wrap to T's width, floats round to `to` first where that is
// narrower than T.
template <typename S, typename T>
T Cast(const char* p) {
  S s;
  std::memcpy(&s, p, sizeof(S));
  return static_cast<T>(s);
}

template <typename T>
T Load(ElementType from, ElementType to, const char* p) {
  if constexpr (std::is_integral_v<T>) {
    switch (from) {
      case ElementType::kSI8:
        return Cast<int8_t, T>(p);
      case ElementType::kSI16:
        return Cast<int16_t, T>(p);
      case ElementType::kSI32:
        return Cast<int32_t, T>(p);
      case ElementType::kSI64:
        return Cast<int64_t, T>(p);
      case ElementType::kUI8:
        return Cast<uint8_t, T>(p);
      case ElementType::kUI16:
        return Cast<uint16_t, T>(p);
      case ElementType::kUI32:
        return Cast<uint32_t, T>(p);
      case ElementType::kUI64:
        return Cast<uint64_t, T>(p);
      default:
        return static_cast<T>(LoadInt(from, p));
    }
  } else {
    if (from == to || to == ElementType::kF32 || to == ElementType::kF64) {
      if (from == ElementType::kF32) return Cast<float, T>(p);
      if (from == ElementType::kF64) return Cast<double, T>(p);
      return static_cast<T>(LoadFloat(from, p));
    }
    char rounded[8];
    StoreFloat(to, rounded, LoadFloat(from, p));
    return static_cast<T>(LoadFloat(to, rounded));
  }
}

// Stores `v` as an element of type `e`, as the evaluator's StoreAs does: integers keep their low bits
// (bool: nonzero is true), floats round once.
template <typename T>
void Store(ElementType e, char* p, T v) {
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

// One tile of the product: `a` holds the tile's row panels ([panel][k][kMr], `k` steps each), `b` its
// column panels ([panel][k][kNr]); `c` gets rows_panels*kMr x cols_panels*kNr sums (row stride ldc),
// added to what it holds.
template <typename T>
struct Tile {
  const T* a;
  const T* b;
  T* c;
  int64_t k, row_panels, col_panels, ldc;
};

template <typename T>
[[gnu::always_inline]] inline void MultiplyTile(const Tile<T>& t) {
  constexpr int64_t kMr = Blocking<T>::kMr, kNr = Blocking<T>::kNr, kKc = Blocking<T>::kKc;
  for (int64_t k0 = 0; k0 < t.k; k0 += kKc) {
    const int64_t kc = std::min(kKc, t.k - k0);
    for (int64_t jp = 0; jp < t.col_panels; ++jp)
      for (int64_t ip = 0; ip < t.row_panels; ++ip)
        MicroKernel(t.a + (ip * t.k + k0) * kMr, t.b + (jp * t.k + k0) * kNr, kc,
                    t.c + ip * kMr * t.ldc + jp * kNr, t.ldc);
  }
}

// The tile loop built for each vector width the host may have, picked when the process starts: hlx is
// built for the baseline x86-64, and the JIT kernels target the host, so this does too.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
#define HLX_HOST_CLONES __attribute__((target_clones("arch=x86-64-v4", "avx2", "default")))
#else
#define HLX_HOST_CLONES
#endif

HLX_HOST_CLONES void MultiplyTileF32(const Tile<float>& t) { MultiplyTile(t); }
HLX_HOST_CLONES void MultiplyTileF64(const Tile<double>& t) { MultiplyTile(t); }
HLX_HOST_CLONES void MultiplyTileU32(const Tile<uint32_t>& t) { MultiplyTile(t); }
HLX_HOST_CLONES void MultiplyTileU64(const Tile<uint64_t>& t) { MultiplyTile(t); }

void Multiply(const Tile<float>& t) { MultiplyTileF32(t); }
void Multiply(const Tile<double>& t) { MultiplyTileF64(t); }
void Multiply(const Tile<uint32_t>& t) { MultiplyTileU32(t); }
void Multiply(const Tile<uint64_t>& t) { MultiplyTileU64(t); }

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Offsets (in elements) of a GEMM operand or result as sums of one term per index: element (g, i, p)
// of an operand sits at group[g] + outer[i] + inner[p]; element (g, i, j) of the result at group[g] +
// outer[i] + inner[j].
struct Offsets {
  std::vector<int64_t> group, outer, inner;
};

// The operand's element type and the result's: what Load converts between.
struct Conversion {
  ElementType from, to;
};

// Packs an operand laid out as `off` says into panels of R outer indices, [group][panel][k][R], zeros
// past the last outer index.
template <typename T, int64_t R>
void PackPanels(const char* src, int width, Conversion conv, const Offsets& off, T* out) {
  const int64_t outer = static_cast<int64_t>(off.outer.size()), k = static_cast<int64_t>(off.inner.size());
  const int64_t panels = CeilDiv(outer, R), total = static_cast<int64_t>(off.group.size()) * panels;
#pragma omp parallel for schedule(static) if (total * k * R > (1 << 15))
  for (int64_t gp = 0; gp < total; ++gp) {
    const int64_t g = gp / panels, i0 = gp % panels * R;
    T* dst = out + gp * k * R;
    for (int64_t r = 0; r < R; ++r) {
      if (i0 + r >= outer) {
        for (int64_t p = 0; p < k; ++p) dst[p * R + r] = T(0);
        continue;
      }
      const int64_t base = off.group[g] + off.outer[i0 + r];
      for (int64_t p = 0; p < k; ++p)
        dst[p * R + r] = Load<T>(conv.from, conv.to, src + (base + off.inner[p]) * width);
    }
  }
}

// The product of packed operands a ([group][row panel][k][kMr]) and b ([group][column panel][k][kNr]),
// `rows` x `cols` per group, stored as element type `e` where `out_off` says. Tiles of the result
// run in parallel, each summed in a scratch tile of T.
template <typename T>
void MultiplyPacked(const T* a, const T* b, int64_t groups, int64_t rows, int64_t cols, int64_t k,
                    ElementType e, const Offsets& out_off, char* out) {
  using B = Blocking<T>;
  const int width = ElementStorageBytes(e);
  const int64_t row_panels = CeilDiv(rows, B::kMr), col_panels = CeilDiv(cols, B::kNr);
  const int64_t row_tiles = CeilDiv(rows, B::kMc), col_tiles = CeilDiv(cols, B::kNc);
  const int64_t tiles = groups * row_tiles * col_tiles;
#pragma omp parallel for schedule(static) if (rows * cols * std::max <int64_t>(k, 1) * groups > (1 << 16))
  for (int64_t t = 0; t < tiles; ++t) {
    const int64_t g = t / (row_tiles * col_tiles), i0 = t / col_tiles % row_tiles * B::kMc,
                  j0 = t % col_tiles * B::kNc;
    const int64_t m = std::min(B::kMc, rows - i0), n = std::min(B::kNc, cols - j0);
    Tile<T> tile;
    tile.k = k;
    tile.row_panels = CeilDiv(m, B::kMr);
    tile.col_panels = CeilDiv(n, B::kNr);
    tile.ldc = tile.col_panels * B::kNr;
    tile.a = a + (g * row_panels + i0 / B::kMr) * k * B::kMr;
    tile.b = b + (g * col_panels + j0 / B::kNr) * k * B::kNr;
    std::vector<T> scratch(tile.row_panels * B::kMr * tile.ldc, T(0));
    tile.c = scratch.data();
    Multiply(tile);
    for (int64_t i = 0; i < m; ++i) {
      const int64_t base = out_off.group[g] + out_off.outer[i0 + i];
      for (int64_t j = 0; j < n; ++j)
        Store(e, out + (base + out_off.inner[j0 + j]) * width, scratch[i * tile.ldc + j]);
    }
  }
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
      std::vector<T> a(groups * CeilDiv(m, B::kMr) * B::kMr * k), b(groups * CeilDiv(n, B::kNr) * B::kNr * k);
      PackPanels<T, B::kMr>(operands[0], ElementStorageBytes(lhs_.from), lhs_, lhs_off_, a.data());
      PackPanels<T, B::kNr>(operands[1], ElementStorageBytes(rhs_.from), rhs_, rhs_off_, b.data());
      MultiplyPacked(a.data(), b.data(), groups, m, n, k, out_, out_off_, results[0]);
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
    Attr numbers = op.attr("dimension_numbers");
    if (!numbers) return nullptr;
    const std::optional<Domain> domain =
        DomainOf(lhs.element_type().element(), rhs.element_type().element(), out.element_type().element());
    if (!domain) return nullptr;
    const ConvDims d = GetConvDims(numbers);
    const int64_t ns = static_cast<int64_t>(d.input_spatial.size());
    auto list_or = [&](const char* name, int64_t fill) -> std::optional<std::vector<int64_t>> {
      Attr a = op.attr(name);
      if (!a) return std::vector<int64_t>(ns, fill);
      auto v = a.AsIntList();
      if (!v || static_cast<int64_t>(v->size()) != ns) return std::nullopt;
      return v;
    };
    auto strides = list_or("window_strides", 1), lhs_dil = list_or("lhs_dilation", 1),
         rhs_dil = list_or("rhs_dilation", 1), reversal = list_or("window_reversal", 0);
    if (!strides || !lhs_dil || !rhs_dil || !reversal) return nullptr;
    std::vector<int64_t> padding(2 * ns, 0);
    if (Attr p = op.attr("padding")) {
      if (p.Is(AttrKind::kDenseElements)) {
        if (NumElements(p.type().dims()) != 2 * ns) return nullptr;
        for (int64_t i = 0; i < 2 * ns; ++i) padding[i] = DenseIntAt(p, i);
      } else {
        std::optional<std::vector<int64_t>> list = p.AsIntList();
        if (!list || static_cast<int64_t>(list->size()) != 2 * ns) return nullptr;
        padding = *list;
      }
    }
    int64_t fgc = 1, bgc = 1;
    if (Attr a = op.attr("feature_group_count")) fgc = a.int_value();
    if (Attr a = op.attr("batch_group_count")) bgc = a.int_value();
    if (static_cast<int64_t>(d.kernel_spatial.size()) != ns ||
        static_cast<int64_t>(d.output_spatial.size()) != ns || lhs.rank() != ns + 2 || rhs.rank() != ns + 2 ||
        out.rank() != ns + 2 || fgc < 1 || bgc < 1)
      return nullptr;
    for (int64_t i = 0; i < ns; ++i)
      if ((*strides)[i] < 1 || (*lhs_dil)[i] < 1 || (*rhs_dil)[i] < 1) return nullptr;
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
      using B = Blocking<T>;
      const int64_t groups = static_cast<int64_t>(in_group_.size()), k = window_ * kin_;
      const int64_t rows = out_batch_ * out_points_, cols = static_cast<int64_t>(ker_off_.outer.size());
      std::vector<T> a(groups * CeilDiv(rows, B::kMr) * B::kMr * k),
          b(groups * CeilDiv(cols, B::kNr) * B::kNr * k);
      PackWindows<T>(operands[0], a.data());
      PackPanels<T, B::kNr>(operands[1], ElementStorageBytes(rhs_.from), rhs_, ker_off_, b.data());
      MultiplyPacked(a.data(), b.data(), groups, rows, cols, k, out_, out_off_, results[0]);
    });
  }

 private:
  // im2col into lhs panels: row (output batch, output position), contraction (window position, input
  // feature), [group][row panel][k][kMr], zeros on padding, dilation holes and past the last row.
  template <typename T>
  void PackWindows(const char* src, T* out) const {
    constexpr int64_t R = Blocking<T>::kMr;
    const int width = ElementStorageBytes(lhs_.from);
    const int64_t rows = out_batch_ * out_points_, k = window_ * kin_, panels = CeilDiv(rows, R);
    const int64_t total = static_cast<int64_t>(in_group_.size()) * panels;
#pragma omp parallel for schedule(static) if (total * k * R > (1 << 15))
    for (int64_t gp = 0; gp < total; ++gp) {
      const int64_t g = gp / panels, i0 = gp % panels * R;
      T* dst = out + gp * k * R;
      // Per row of the panel: its input batch's offset and output position (-1 past the last row).
      int64_t base[R];
      std::vector<int64_t> opos(R * ns_);
      for (int64_t r = 0; r < R; ++r) {
        const int64_t row = i0 + r;
        base[r] = row < rows ? in_group_[g] + row / out_points_ * in_batch_stride_ : -1;
        if (base[r] < 0) continue;
        int64_t p = row % out_points_;
        for (int64_t i = ns_ - 1; i >= 0; --i) {
          opos[r * ns_ + i] = p % o_sp_[i];
          p /= o_sp_[i];
        }
      }
      std::vector<int64_t> kpos(ns_, 0);
      for (int64_t w = 0; w < window_; ++w, NextIndex(k_sp_, kpos)) {
        T* col = dst + w * kin_ * R;
        for (int64_t r = 0; r < R; ++r) {
          int64_t offset = base[r];
          for (int64_t i = 0; i < ns_ && offset >= 0; ++i) {
            const int64_t s = source_[i][opos[r * ns_ + i] * k_sp_[i] + kpos[i]];
            offset = s < 0 ? -1 : offset + s;
          }
          if (offset < 0) {
            for (int64_t ci = 0; ci < kin_; ++ci) col[ci * R + r] = T(0);
            continue;
          }
          for (int64_t ci = 0; ci < kin_; ++ci)
            col[ci * R + r] = Load<T>(lhs_.from, lhs_.to, src + (offset + ci * in_feature_stride_) * width);
        }
      }
    }
  }

  Domain domain_ = Domain::kF32;
  Conversion lhs_{}, rhs_{};
  ElementType out_ = ElementType::kF32;
  int64_t ns_ = 0, kin_ = 0, out_batch_ = 0, out_points_ = 0, window_ = 0;
  int64_t in_batch_stride_ = 0, in_feature_stride_ = 0;
  std::vector<int64_t> o_sp_, k_sp_;
  std::vector<std::vector<int64_t>> source_;  // per spatial dimension, [output position][window position]
  std::vector<int64_t> in_group_;             // per group: the offset of its first batch and feature
  Offsets ker_off_, out_off_;
};

}  // namespace

std::unique_ptr<NativeOp> PlanNativeDot(const Op& op) { return DotOp::Plan(op); }

std::unique_ptr<NativeOp> PlanNativeConvolution(const Op& op) { return ConvolutionOp::Plan(op); }

}  // namespace hlx::cpu
