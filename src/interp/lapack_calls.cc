// The solver custom calls of JAX's lowerings, run with XLA's semantics by calling the LAPACK hlx was
// built with (Debian's libopenblas-dev or liblapack-dev, found at configure time; see docs/pjrt.md,
// "Linear algebra").
//
// Each LAPACK target (`lapack_sgeev_ffi`, `lapack_zheevd_ffi`, ...; JAX's CPU lowerings) is jaxlib's FFI
// kernel (jaxlib/cpu/lapack_kernels.cc) re-read: the same operands and results in the same order, the
// same attributes (`mode`, `uplo`, `compute_left`, ... in `mhlo.backend_config`, or in `backend_config`
// when that is a dictionary), the same LAPACK routine with the same arguments, and the same `info`
// results. Like XLA, the evaluator hands each operand to the kernel in the physical order its
// `operand_layouts` entry names (default: row-major) and reads each result back in the order of its
// `result_layouts` entry; the kernel sees a batch of column-major matrices, batch dimensions leading, as
// JAX's lowerings ask. Prefixes s, d, c, z are f32, f64, complex<f32>, complex<f64>.
//
// The cuSOLVER and hipSOLVER targets of JAX's GPU lowerings (`cusolver_syevd_ffi`,
// `hipsolver_getrf_ffi`, ...; jaxlib/gpu/solver_kernels_ffi.cc) compute the same factorizations with
// the same operands and results, so each runs on the LAPACK target's kernel; only how the call spells
// its parameters differs (Convention below): the element type comes from the operand, `uplo` is a
// boolean `lower`, eigenvectors are always computed, and the older syevd/syevj calls pack their
// parameters into a descriptor and return a workspace too. The tridiagonal solve of cuSPARSE and
// hipSPARSE (`cusparse_gtsv2_ffi`, `hipsparse_gtsv2_ffi`; jaxlib/gpu/sparse_kernels.cc) runs on the
// kernel of `lapack_?gtsv_ffi` too, and returns the solution alone.
//
// XLA's own linear-algebra custom calls, which JAX's TPU lowerings emit (`Qr`, the packed QR of geqrf
// and its Householder scalars; `ProductOfElementaryHouseholderReflectors`, the Q of orgqr / ungqr; and
// `LuDecomposition`, getrf's LU with 0-based pivots and the row permutation they make), run on the same
// kernels: they take no attributes, their buffers are row-major (their `xla_shape` says so) and Qr and
// LuDecomposition return their results as one tuple.
//
// lu_pivots_to_permutation (`cu_`/`hip_`; jaxlib/gpu/lu_pivot_kernels) needs no LAPACK. Without LAPACK
// every other target here is a located UNIMPLEMENTED error that says so.
#include "interp/lapack_calls.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

namespace hlx {

namespace {

// How a target spells its routine's parameters.
enum class Convention {
  // lapack_<t><routine>_ffi: the type letter in the name, character parameters as ui8 attributes.
  kLapack,
  // cusolver_<routine>_ffi, hipsolver_<routine>_ffi: the type of the first operand, `lower` (a boolean)
  // for uplo, eigenvectors always computed; syevd's `algorithm` (0 default, 1 divide and conquer,
  // 2 Jacobi, 3 QR) picks cuSOLVER's method, each of which gives the same decomposition. Also
  // cusparse_gtsv2_ffi and hipsparse_gtsv2_ffi (routine "gtsv2"), which have no attributes.
  kGpuFfi,
  // cusolver_/hipsolver_ syevd and syevj (custom-call API version 2, before jaxlib's FFI kernels): a
  // descriptor of five 32-bit integers in backend_config (type 0..3 for f32, f64, complex<f32>,
  // complex<f64>; fill mode 121 upper, 122 lower; batch; n; workspace size) and a workspace result last.
  kGpuDescriptor,
  // Qr, ProductOfElementaryHouseholderReflectors, LuDecomposition (XLA's): the type of the first operand,
  // no attributes, row-major operands and results (LAPACK gets column-major copies), several results as
  // one tuple.
  kXla,
};

struct SolverTarget {
  std::string_view routine;  // as in the target's name ("syevd" also for complex GPU calls)
  char prefix = 0;           // s, d, c or z; 0 where the first operand's type says
  Convention convention = Convention::kLapack;
};

// What `target` names, or nullopt when it is not a solver target.
std::optional<SolverTarget> ParseSolverTarget(std::string_view target) {
  constexpr std::string_view kLapack = "lapack_", kTail = "_ffi";
  if (target.starts_with(kLapack)) {
    if (target.size() <= kLapack.size() + kTail.size() + 1 || !target.ends_with(kTail)) return std::nullopt;
    const char prefix = target[kLapack.size()];
    if (prefix != 's' && prefix != 'd' && prefix != 'c' && prefix != 'z') return std::nullopt;
    return SolverTarget{target.substr(kLapack.size() + 1, target.size() - kLapack.size() - 1 - kTail.size()),
                        prefix, Convention::kLapack};
  }
  for (std::string_view vendor : {std::string_view("cusolver_"), std::string_view("hipsolver_")}) {
    if (!target.starts_with(vendor)) continue;
    std::string_view rest = target.substr(vendor.size());
    if (rest == "syevd" || rest == "syevj") return SolverTarget{"syevd", 0, Convention::kGpuDescriptor};
    if (!rest.ends_with(kTail)) return std::nullopt;
    rest.remove_suffix(kTail.size());
    for (std::string_view routine : {"syevd", "getrf", "geqrf", "orgqr", "potrf", "sytrd"})
      if (rest == routine) return SolverTarget{routine, 0, Convention::kGpuFfi};
  }
  if (target == "cusparse_gtsv2_ffi" || target == "hipsparse_gtsv2_ffi")
    return SolverTarget{"gtsv2", 0, Convention::kGpuFfi};
  if (target == "Qr") return SolverTarget{"geqrf", 0, Convention::kXla};
  if (target == "ProductOfElementaryHouseholderReflectors") return SolverTarget{"orgqr", 0, Convention::kXla};
  if (target == "LuDecomposition") return SolverTarget{"lu", 0, Convention::kXla};
  return std::nullopt;
}

// ---- lu_pivots_to_permutation: pivots (batch, k) -> permutation (batch, m) ---------------------------
// Row i of the identity permutation of m is swapped with row pivots[i] (0-based), for i = 0 .. k - 1 in
// order; a pivot outside [0, m) swaps nothing. m is the result's last dimension, at least k.
Results LuPivotsToPermutation(const OpCall& c, std::string_view target) {
  auto error = [&](const std::string& message) {
    return c.Error("custom call @" + std::string(target) + ": " + message);
  };
  if (c.args.size() != 1 || c.result_types.size() != 1) return error("expected one operand and one result");
  const Tensor& pivots = c.args[0];
  const Type out_type = c.result_types[0];
  if (!pivots.is_tensor() || pivots.element() != ElementType::kSI32 || pivots.rank() < 1)
    return error("expected i32 pivots of rank 1 or more, found " + pivots.type().ToString());
  std::span<const int64_t> in = pivots.shape();
  const bool fits =
      out_type.IsTensor() && out_type.element_type().IsElement() &&
      out_type.element_type().element() == ElementType::kSI32 && out_type.rank() == pivots.rank() &&
      std::equal(in.begin(), in.end() - 1, out_type.dims().begin()) && out_type.dims().back() >= in.back();
  if (!fits)
    return error(
        "expected an i32 result with the pivots' batch dimensions and a last dimension of at least " +
        std::to_string(in.back()) + ", found " + out_type.ToString());
  // jaxlib's kernel reads row-major buffers, as JAX's lowering lays them out.
  for (const char* name : {"operand_layouts", "result_layouts"}) {
    Attr layouts = c.op.attr(name);
    if (!layouts.Is(AttrKind::kArray)) continue;
    for (const Attr& layout : layouts.elements()) {
      auto list = layout.AsIntList();
      bool row_major = list && static_cast<int64_t>(list->size()) == pivots.rank();
      for (size_t d = 0; row_major && d < list->size(); ++d)
        row_major = (*list)[d] == pivots.rank() - 1 - static_cast<int64_t>(d);
      if (!row_major) return error(std::string("expected row-major ") + name);
    }
  }
  const int64_t k = in.back(), m = out_type.dims().back();
  Tensor out = Tensor::Zeros(out_type);
  const int32_t* p = reinterpret_cast<const int32_t*>(pivots.data());
  int32_t* perm = reinterpret_cast<int32_t*>(out.mutable_data());
  const int64_t batch = m == 0 ? 0 : out.num_elements() / m;
  for (int64_t b = 0; b < batch; ++b) {
    int32_t* row = perm + b * m;
    for (int64_t i = 0; i < m; ++i) row[i] = static_cast<int32_t>(i);
    for (int64_t i = 0; i < k; ++i) {
      const int32_t j = p[b * k + i];
      if (j >= 0 && j < m) std::swap(row[i], row[j]);
    }
  }
  return std::vector<Tensor>{out};
}

bool IsPivotsToPermutation(std::string_view target) {
  return target == "cu_lu_pivots_to_permutation" || target == "hip_lu_pivots_to_permutation";
}

// The results of a call to a LAPACK-backed solver target.
Results RunSolver(const OpCall& c, std::string_view target, const SolverTarget& solver);

}  // namespace

std::optional<Results> EvalSolverCustomCall(const OpCall& c, std::string_view target) {
  if (IsPivotsToPermutation(target)) return LuPivotsToPermutation(c, target);
  std::optional<SolverTarget> solver = ParseSolverTarget(target);
  if (!solver) return std::nullopt;
  return RunSolver(c, target, *solver);
}

std::vector<std::pair<std::string, bool>> SolverTargets() {
  std::vector<std::pair<std::string, bool>> targets;
  // lapack_<t><routine>_ffi: complex types name the Hermitian and unitary routines.
  for (char t : {'s', 'd', 'c', 'z'}) {
    const bool c = t == 'c' || t == 'z';
    for (std::string_view routine :
         {"trsm", "getrf", "geqrf", "geqp3", c ? "ungqr" : "orgqr", c ? "unmqr" : "ormqr", "potrf", "gesdd",
          "gesvd", c ? "heevd" : "syevd", "geev", "gees", "gehrd", c ? "hetrd" : "sytrd", "gtsv"})
      targets.emplace_back("lapack_" + std::string(1, t) + std::string(routine) + "_ffi", true);
  }
  for (std::string vendor : {"cusolver_", "hipsolver_"}) {
    targets.emplace_back(vendor + "syevd", true);
    targets.emplace_back(vendor + "syevj", true);
    for (std::string_view routine : {"syevd", "getrf", "geqrf", "orgqr", "potrf", "sytrd"})
      targets.emplace_back(vendor + std::string(routine) + "_ffi", true);
  }
  targets.emplace_back("cusparse_gtsv2_ffi", true);
  targets.emplace_back("hipsparse_gtsv2_ffi", true);
  for (const char* xla : {"Qr", "ProductOfElementaryHouseholderReflectors", "LuDecomposition"})
    targets.emplace_back(xla, true);
  targets.emplace_back("cu_lu_pivots_to_permutation", false);
  targets.emplace_back("hip_lu_pivots_to_permutation", false);
  for (const auto& [name, lapack] : targets)
    HLX_CHECK(ParseSolverTarget(name).has_value() == lapack && (lapack || IsPivotsToPermutation(name)));
  return targets;
}

}  // namespace hlx

#ifndef HLX_HAVE_LAPACK

namespace hlx {
namespace {

Results RunSolver(const OpCall& c, std::string_view target, const SolverTarget&) {
  return Status(StatusCode::kUnimplemented,
                c.ctx.module().Where(c.op.loc()) + ": error: custom call @" + std::string(target) +
                    " needs LAPACK, and this hlx was built without it (install libopenblas-dev "
                    "or liblapack-dev and configure again)");
}

}  // namespace
}  // namespace hlx

#else  // HLX_HAVE_LAPACK

// LAPACK and BLAS, Fortran calling convention (LP64: 32-bit integers; a hidden length per character
// argument, at the end).
using hlx_c32 = std::complex<float>;
using hlx_c64 = std::complex<double>;
using hlx_len = size_t;
extern "C" {
#define HLX_TRSM(p, T)                                                                                \
  void p##trsm_(const char*, const char*, const char*, const char*, const int*, const int*, const T*, \
                const T*, const int*, T*, const int*, hlx_len, hlx_len, hlx_len, hlx_len);
HLX_TRSM(s, float)
HLX_TRSM(d, double)
HLX_TRSM(c, hlx_c32)
HLX_TRSM(z, hlx_c64)
#define HLX_GETRF(p, T) void p##getrf_(const int*, const int*, T*, const int*, int*, int*);
HLX_GETRF(s, float)
HLX_GETRF(d, double)
HLX_GETRF(c, hlx_c32)
HLX_GETRF(z, hlx_c64)
#define HLX_GEQRF(p, T) void p##geqrf_(const int*, const int*, T*, const int*, T*, T*, const int*, int*);
HLX_GEQRF(s, float)
HLX_GEQRF(d, double)
HLX_GEQRF(c, hlx_c32)
HLX_GEQRF(z, hlx_c64)
void sgeqp3_(const int*, const int*, float*, const int*, int*, float*, float*, const int*, int*);
void dgeqp3_(const int*, const int*, double*, const int*, int*, double*, double*, const int*, int*);
void cgeqp3_(const int*, const int*, hlx_c32*, const int*, int*, hlx_c32*, hlx_c32*, const int*, float*,
             int*);
void zgeqp3_(const int*, const int*, hlx_c64*, const int*, int*, hlx_c64*, hlx_c64*, const int*, double*,
             int*);
#define HLX_ORGQR(name, T) \
  void name(const int*, const int*, const int*, T*, const int*, const T*, T*, const int*, int*);
HLX_ORGQR(sorgqr_, float)
HLX_ORGQR(dorgqr_, double)
HLX_ORGQR(cungqr_, hlx_c32)
HLX_ORGQR(zungqr_, hlx_c64)
#define HLX_ORMQR(name, T)                                                                                \
  void name(const char*, const char*, const int*, const int*, const int*, const T*, const int*, const T*, \
            T*, const int*, T*, const int*, int*, hlx_len, hlx_len);
HLX_ORMQR(sormqr_, float)
HLX_ORMQR(dormqr_, double)
HLX_ORMQR(cunmqr_, hlx_c32)
HLX_ORMQR(zunmqr_, hlx_c64)
#define HLX_POTRF(p, T) void p##potrf_(const char*, const int*, T*, const int*, int*, hlx_len);
HLX_POTRF(s, float)
HLX_POTRF(d, double)
HLX_POTRF(c, hlx_c32)
HLX_POTRF(z, hlx_c64)
void sgesdd_(const char*, const int*, const int*, float*, const int*, float*, float*, const int*, float*,
             const int*, float*, const int*, int*, int*, hlx_len);
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*,
             const int*, double*, const int*, int*, int*, hlx_len);
void cgesdd_(const char*, const int*, const int*, hlx_c32*, const int*, float*, hlx_c32*, const int*,
             hlx_c32*, const int*, hlx_c32*, const int*, float*, int*, int*, hlx_len);
void zgesdd_(const char*, const int*, const int*, hlx_c64*, const int*, double*, hlx_c64*, const int*,
             hlx_c64*, const int*, hlx_c64*, const int*, double*, int*, int*, hlx_len);
void sgesvd_(const char*, const char*, const int*, const int*, float*, const int*, float*, float*, const int*,
             float*, const int*, float*, const int*, int*, hlx_len, hlx_len);
void dgesvd_(const char*, const char*, const int*, const int*, double*, const int*, double*, double*,
             const int*, double*, const int*, double*, const int*, int*, hlx_len, hlx_len);
void cgesvd_(const char*, const char*, const int*, const int*, hlx_c32*, const int*, float*, hlx_c32*,
             const int*, hlx_c32*, const int*, hlx_c32*, const int*, float*, int*, hlx_len, hlx_len);
void zgesvd_(const char*, const char*, const int*, const int*, hlx_c64*, const int*, double*, hlx_c64*,
             const int*, hlx_c64*, const int*, hlx_c64*, const int*, double*, int*, hlx_len, hlx_len);
void ssyevd_(const char*, const char*, const int*, float*, const int*, float*, float*, const int*, int*,
             const int*, int*, hlx_len, hlx_len);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*, const int*, int*,
             const int*, int*, hlx_len, hlx_len);
void cheevd_(const char*, const char*, const int*, hlx_c32*, const int*, float*, hlx_c32*, const int*, float*,
             const int*, int*, const int*, int*, hlx_len, hlx_len);
void zheevd_(const char*, const char*, const int*, hlx_c64*, const int*, double*, hlx_c64*, const int*,
             double*, const int*, int*, const int*, int*, hlx_len, hlx_len);
void sgeev_(const char*, const char*, const int*, float*, const int*, float*, float*, float*, const int*,
            float*, const int*, float*, const int*, int*, hlx_len, hlx_len);
void dgeev_(const char*, const char*, const int*, double*, const int*, double*, double*, double*, const int*,
            double*, const int*, double*, const int*, int*, hlx_len, hlx_len);
void cgeev_(const char*, const char*, const int*, hlx_c32*, const int*, hlx_c32*, hlx_c32*, const int*,
            hlx_c32*, const int*, hlx_c32*, const int*, float*, int*, hlx_len, hlx_len);
void zgeev_(const char*, const char*, const int*, hlx_c64*, const int*, hlx_c64*, hlx_c64*, const int*,
            hlx_c64*, const int*, hlx_c64*, const int*, double*, int*, hlx_len, hlx_len);
void sgees_(const char*, const char*, void*, const int*, float*, const int*, int*, float*, float*, float*,
            const int*, float*, const int*, int*, int*, hlx_len, hlx_len);
void dgees_(const char*, const char*, void*, const int*, double*, const int*, int*, double*, double*, double*,
            const int*, double*, const int*, int*, int*, hlx_len, hlx_len);
void cgees_(const char*, const char*, void*, const int*, hlx_c32*, const int*, int*, hlx_c32*, hlx_c32*,
            const int*, hlx_c32*, const int*, float*, int*, int*, hlx_len, hlx_len);
void zgees_(const char*, const char*, void*, const int*, hlx_c64*, const int*, int*, hlx_c64*, hlx_c64*,
            const int*, hlx_c64*, const int*, double*, int*, int*, hlx_len, hlx_len);
#define HLX_GEHRD(p, T) \
  void p##gehrd_(const int*, const int*, const int*, T*, const int*, T*, T*, const int*, int*);
HLX_GEHRD(s, float)
HLX_GEHRD(d, double)
HLX_GEHRD(c, hlx_c32)
HLX_GEHRD(z, hlx_c64)
#define HLX_SYTRD(name, T, R) \
  void name(const char*, const int*, T*, const int*, R*, R*, T*, T*, const int*, int*, hlx_len);
HLX_SYTRD(ssytrd_, float, float)
HLX_SYTRD(dsytrd_, double, double)
HLX_SYTRD(chetrd_, hlx_c32, float)
HLX_SYTRD(zhetrd_, hlx_c64, double)
#define HLX_GTSV(p, T) void p##gtsv_(const int*, const int*, T*, T*, T*, T*, const int*, int*);
HLX_GTSV(s, float)
HLX_GTSV(d, double)
HLX_GTSV(c, hlx_c32)
HLX_GTSV(z, hlx_c64)
#undef HLX_TRSM
#undef HLX_GETRF
#undef HLX_GEQRF
#undef HLX_ORGQR
#undef HLX_ORMQR
#undef HLX_POTRF
#undef HLX_GEHRD
#undef HLX_SYTRD
#undef HLX_GTSV
}

namespace hlx {

namespace {

template <typename T>
constexpr bool kComplex = std::is_same_v<T, hlx_c32> || std::is_same_v<T, hlx_c64>;
template <typename T>
struct RealPart {
  using type = T;
};
template <typename R>
struct RealPart<std::complex<R>> {
  using type = R;
};
template <typename T>
using RealOf = typename RealPart<T>::type;
template <typename T>
using ComplexOf = std::conditional_t<kComplex<T>, T, std::complex<T>>;

// Calls the routine of T's precision: s(...) for float, d for double, c for complex<float>, z for
// complex<double>. Only the chosen call is instantiated, so the four may take different arguments.
template <typename T, typename S, typename D, typename C, typename Z, typename... A>
void Lapack(S s, D d, C c, Z z, A... args) {
  if constexpr (std::is_same_v<T, float>)
    s(args...);
  else if constexpr (std::is_same_v<T, double>)
    d(args...);
  else if constexpr (std::is_same_v<T, hlx_c32>)
    c(args...);
  else
    z(args...);
}

template <typename T>
ElementType ElementOf() {
  if constexpr (std::is_same_v<T, float>)
    return ElementType::kF32;
  else if constexpr (std::is_same_v<T, double>)
    return ElementType::kF64;
  else if constexpr (std::is_same_v<T, hlx_c32>)
    return ElementType::kC64;
  else if constexpr (std::is_same_v<T, hlx_c64>)
    return ElementType::kC128;
  else
    return ElementType::kSI32;
}

// A routine's workspace: `n` elements, not zeroed (the routine writes before it reads), so that a large
// one costs no pass over its memory.
template <typename T>
class WorkBuffer {
 public:
  explicit WorkBuffer(int64_t n) : data_(new T[std::max<int64_t>(n, 1)]) {}
  T* data() { return data_.get(); }

 private:
  std::unique_ptr<T[]> data_;
};

// LAPACK's optimal workspace size, as a query returns it in work[0].
template <typename T>
int WorkSize(T query) {
  return std::max(1, static_cast<int>(std::real(query)));
}

// One custom call being run: its operands in physical order and its results, built in physical order.
class Kernel {
 public:
  Kernel(const OpCall& c, std::string_view target, Convention convention)
      : c_(c), target_(target), convention_(convention) {}

  Status Error(const std::string& message) const {
    return c_.Error("custom call @" + target_ + ": " + message);
  }

  // The minor-to-major layout of operand or result `i` (rank `rank`): its entry in operand_layouts or
  // result_layouts, or row-major where there is none.
  StatusOr<std::vector<int64_t>> Layout(bool result, size_t i, int64_t rank) const {
    Attr layouts = c_.op.attr(result ? "result_layouts" : "operand_layouts");
    std::vector<int64_t> layout;
    if (convention_ == Convention::kXla && i == 0 && rank >= 2) {
      // The first operand and the first result are the matrices, which the kernels read column-major,
      // batch dimensions leading; the others (taus, pivots) are batches of vectors, row-major.
      layout = {rank - 2, rank - 1};
      for (int64_t d = rank - 3; d >= 0; --d) layout.push_back(d);
    } else if (convention_ == Convention::kXla) {
      for (int64_t d = rank - 1; d >= 0; --d) layout.push_back(d);
    } else if (layouts.Is(AttrKind::kArray) && i < layouts.elements().size()) {
      auto list = layouts.elements()[i].AsIntList();
      if (!list)
        return Error(std::string("expected ") + (result ? "result" : "operand") +
                     "_layouts to hold integer lists");
      layout = *list;
    } else {
      for (int64_t d = rank - 1; d >= 0; --d) layout.push_back(d);
    }
    std::vector<bool> seen(rank, false);
    bool ok = static_cast<int64_t>(layout.size()) == rank;
    for (int64_t d : layout) {
      ok = ok && d >= 0 && d < rank && !seen[d];
      if (ok) seen[d] = true;
    }
    if (!ok)
      return Error("layout of " + std::string(result ? "result #" : "operand #") + std::to_string(i) +
                   " is not a permutation of its " + std::to_string(rank) + " dimensions");
    return layout;
  }

  // Calls f(logical_index, physical_index) for every element of `shape` laid out as `layout`, a row of
  // the last logical dimension at a time.
  template <typename F>
  static void ForEachElement(std::span<const int64_t> shape, std::span<const int64_t> layout, F f) {
    const size_t rank = shape.size();
    std::vector<int64_t> stride(rank, 1);
    int64_t s = 1;
    for (int64_t d : layout) {
      stride[d] = s;
      s *= shape[d];
    }
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    if (n == 0) return;
    if (rank == 0) {
      f(0, 0);
      return;
    }
    const int64_t row = shape[rank - 1], step = stride[rank - 1];
    std::vector<int64_t> index(rank, 0);
    int64_t physical = 0;
    for (int64_t logical = 0; logical < n; logical += row) {
      for (int64_t j = 0, p = physical; j < row; ++j, p += step) f(logical + j, p);
      for (size_t d = rank - 1; d-- > 0;) {
        if (++index[d] < shape[d]) {
          physical += stride[d];
          break;
        }
        physical -= (shape[d] - 1) * stride[d];
        index[d] = 0;
      }
    }
  }

  // Operand `i` in physical order, after checking that its element type is U's.
  template <typename U>
  StatusOr<std::vector<U>> Operand(size_t i) const {
    const Tensor& t = c_.args[i];
    if (!t.is_tensor() || t.element() != ElementOf<U>())
      return Error("expected operand #" + std::to_string(i) + " of element type " +
                   std::string(GetElementInfo(ElementOf<U>()).mnemonic) + ", found " + t.type().ToString());
    HLX_ASSIGN_OR_RETURN(std::vector<int64_t> layout, Layout(false, i, t.rank()));
    std::vector<U> out(t.num_elements());
    const U* in = reinterpret_cast<const U*>(t.data());
    ForEachElement(t.shape(), layout, [&](int64_t l, int64_t p) { std::memcpy(&out[p], &in[l], sizeof(U)); });
    return out;
  }

  // Checks that the call has `operands` operands and results of exactly `types` (batch dimensions of
  // operand 0 first, then each entry's own dimensions, with its element type).
  struct Expected {
    ElementType element;
    std::vector<int64_t> dims;
  };
  Status Check(size_t operands, const std::vector<Expected>& results) const {
    if (c_.args.size() != operands)
      return Error("expected " + std::to_string(operands) + " operands, found " +
                   std::to_string(c_.args.size()));
    if (c_.result_types.size() != results.size() + workspace_results_)
      return Error("expected " + std::to_string(results.size() + workspace_results_) + " results, found " +
                   std::to_string(c_.result_types.size()));
    for (size_t i = 0; i < results.size(); ++i) {
      std::vector<int64_t> dims = batch_;
      dims.insert(dims.end(), results[i].dims.begin(), results[i].dims.end());
      Type t = c_.result_types[i];
      bool ok = t.IsTensor() && t.element_type().IsElement() &&
                t.element_type().element() == results[i].element &&
                std::equal(t.dims().begin(), t.dims().end(), dims.begin(), dims.end());
      if (!ok) {
        std::string want = "tensor<";
        for (int64_t d : dims) want += std::to_string(d) + "x";
        want += std::string(GetElementInfo(results[i].element).mnemonic) + ">";
        return Error("expected result #" + std::to_string(i) + " of type " + want + ", found " +
                     t.ToString());
      }
    }
    return Status::Ok();
  }

  // Reads operand 0 as a batch of matrices: batch dimensions, rows m, columns n.
  Status Matrices(bool square) {
    if (c_.args.empty() || !c_.args[0].is_tensor() || c_.args[0].rank() < 2)
      return Error("expected a first operand of rank 2 or more");
    std::span<const int64_t> s = c_.args[0].shape();
    batch_.assign(s.begin(), s.end() - 2);
    m_ = s[s.size() - 2];
    n_ = s[s.size() - 1];
    batch_count_ = 1;
    for (int64_t d : batch_) batch_count_ *= d;
    if (square && m_ != n_) return Error("expected square matrices, found " + c_.args[0].type().ToString());
    if (m_ > INT32_MAX || n_ > INT32_MAX || m_ * n_ > INT32_MAX)
      return Error("matrices of " + std::to_string(m_) + "x" + std::to_string(n_) +
                   " are too large for 32-bit LAPACK");
    return Status::Ok();
  }

  // Result `i` from its elements in physical order.
  template <typename U>
  StatusOr<Tensor> Result(size_t i, const std::vector<U>& physical) const {
    Type type = c_.result_types[i];
    HLX_ASSIGN_OR_RETURN(std::vector<int64_t> layout, Layout(true, i, type.rank()));
    Tensor out = Tensor::Zeros(type);
    // A result nothing reads (the overwritten operand, which JAX's lowerings drop) is not laid out.
    if (i < static_cast<size_t>(c_.op.num_results()) && !c_.op.result(static_cast<int>(i))->HasUses())
      return out;
    U* dst = reinterpret_cast<U*>(out.mutable_data());
    ForEachElement(type.dims(), layout,
                   [&](int64_t l, int64_t p) { std::memcpy(&dst[l], &physical[p], sizeof(U)); });
    return out;
  }

  // Every result, in order, from its physical elements (as Result).
  template <typename... Us>
  Results AllResults(const std::vector<Us>&... physical) const {
    std::vector<Tensor> out;
    Status status;
    auto add = [&](const auto& elements) {
      if (!status.ok()) return;
      StatusOr<Tensor> result = Result(out.size(), elements);
      if (result.ok())
        out.push_back(std::move(result).value());
      else
        status = result.status();
    };
    (add(physical), ...);
    if (!status.ok()) return status;
    // Workspace results hold nothing a program may read.
    for (size_t i = 0; i < workspace_results_; ++i) out.push_back(Tensor::Zeros(c_.result_types[out.size()]));
    return out;
  }

  // A character attribute (a ui8, as JAX writes them) or a boolean, from mhlo.backend_config.
  StatusOr<int64_t> Attribute(const char* name, std::optional<int64_t> default_value = std::nullopt) const {
    Attr config = c_.op.attr("mhlo.backend_config");
    if (!config.Is(AttrKind::kDictionary)) config = c_.op.attr("backend_config");
    Attr a = config.Is(AttrKind::kDictionary) ? config.Get(name) : Attr();
    if (a.Is(AttrKind::kInteger)) return a.int_value();
    if (a.Is(AttrKind::kBool)) return a.bool_value() ? 1 : 0;
    if (default_value) return *default_value;
    return Error(std::string("expected attribute '") + name + "' in mhlo.backend_config");
  }
  StatusOr<char> CharAttribute(const char* name, std::string_view allowed) const {
    HLX_ASSIGN_OR_RETURN(int64_t v, Attribute(name));
    if (v <= 0 || v > 127 || allowed.find(static_cast<char>(v)) == std::string_view::npos)
      return Error(std::string("attribute '") + name + "' must be one of '" + std::string(allowed) +
                   "' (as a ui8 character code), found " + std::to_string(v));
    return static_cast<char>(v);
  }

  // The triangle a symmetric or Hermitian operand is read from: 'L' or 'U'.
  StatusOr<char> Uplo() const {
    switch (convention_) {
      case Convention::kLapack:
        return CharAttribute("uplo", "LU");
      case Convention::kGpuFfi: {
        HLX_ASSIGN_OR_RETURN(int64_t lower, Attribute("lower"));
        return lower ? 'L' : 'U';
      }
      case Convention::kGpuDescriptor:
        return descriptor_uplo_;
      case Convention::kXla:
        break;  // XLA's calls name no routine that reads one triangle
    }
    HLX_UNREACHABLE("convention");
  }

  // An eigensolver's mode: 'V' (eigenvectors too) or 'N'. The GPU targets always compute eigenvectors.
  StatusOr<char> EigenvectorMode() const {
    if (convention_ == Convention::kLapack) return CharAttribute("mode", "NV");
    if (convention_ == Convention::kGpuFfi) {
      HLX_ASSIGN_OR_RETURN(int64_t algorithm, Attribute("algorithm", 0));
      if (algorithm < 0 || algorithm > 3)
        return Error(
            "attribute 'algorithm' must be 0 (default), 1 (divide and conquer), 2 (Jacobi) or 3 "
            "(QR), found " +
            std::to_string(algorithm));
    }
    return 'V';
  }

  // Reads the descriptor of a kGpuDescriptor call on a first operand of element type `element`, and
  // checks it against the operand and the workspace result.
  Status ReadDescriptor(ElementType element) {
    Attr config = c_.op.attr("backend_config");
    int32_t field[5];
    if (!config.Is(AttrKind::kString) || config.string_value().size() != sizeof(field))
      return Error(
          "expected backend_config to be a descriptor of five 32-bit integers (type, fill mode, "
          "batch, n, workspace size)");
    std::memcpy(field, config.string_value().data(), sizeof(field));
    constexpr ElementType kTypes[] = {ElementType::kF32, ElementType::kF64, ElementType::kC64,
                                      ElementType::kC128};
    if (field[0] < 0 || field[0] > 3 || kTypes[field[0]] != element)
      return Error("the descriptor's type " + std::to_string(field[0]) +
                   " is not the operand's element type " + std::string(GetElementInfo(element).mnemonic));
    if (field[1] != 121 && field[1] != 122)
      return Error("the descriptor's fill mode must be 121 (upper) or 122 (lower), found " +
                   std::to_string(field[1]));
    descriptor_uplo_ = field[1] == 122 ? 'L' : 'U';
    std::span<const int64_t> s = c_.args[0].shape();
    int64_t batch = 1;
    for (size_t d = 0; d + 2 < s.size(); ++d) batch *= s[d];
    if (s.size() < 2 || batch != field[2] || s.back() != field[3])
      return Error("the descriptor's batch " + std::to_string(field[2]) + " and n " +
                   std::to_string(field[3]) + " do not fit the operand " + c_.args[0].type().ToString());
    const Type work = c_.result_types.empty() ? Type() : c_.result_types.back();
    if (!work.IsTensor() || work.rank() != 1 || !work.element_type().IsElement() ||
        work.element_type().element() != element || work.dims()[0] != field[4])
      return Error("expected a last result of " + std::to_string(field[4]) + " workspace elements of type " +
                   std::string(GetElementInfo(element).mnemonic));
    workspace_results_ = 1;
    return Status::Ok();
  }

  const OpCall& c_;
  std::string target_;
  Convention convention_;
  char descriptor_uplo_ = 'L';
  size_t workspace_results_ = 0;  // trailing results that only give the routine scratch space
  std::vector<int64_t> batch_;
  int64_t batch_count_ = 1, m_ = 0, n_ = 0;
};

int Int32(int64_t v) { return static_cast<int>(v); }
int Ld(int64_t v) { return std::max(1, static_cast<int>(v)); }

// ---- trsm: (a, b) -> x, solving op(a) x = b (side L) or x op(a) = b (side R) ----------------------
template <typename T>
Results Trsm(Kernel& k) {
  if (k.c_.args.size() != 2 || !k.c_.args[1].is_tensor() || k.c_.args[1].rank() < 2)
    return k.Error("expected two operands, the second of rank 2 or more");
  HLX_ASSIGN_OR_RETURN(char side, k.CharAttribute("side", "LR"));
  HLX_ASSIGN_OR_RETURN(char uplo, k.CharAttribute("uplo", "LU"));
  HLX_ASSIGN_OR_RETURN(char trans, k.CharAttribute("trans_x", "NTC"));
  HLX_ASSIGN_OR_RETURN(char diag, k.CharAttribute("diag", "NU"));
  std::span<const int64_t> bs = k.c_.args[1].shape();
  const int64_t m = bs[bs.size() - 2], n = bs[bs.size() - 1];
  const int64_t ka = side == 'L' ? m : n;
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  if (k.m_ != ka)
    return k.Error("expected the first operand's matrices to be " + std::to_string(ka) + "x" +
                   std::to_string(ka));
  if (!std::equal(k.batch_.begin(), k.batch_.end(), bs.begin(), bs.end() - 2))
    return k.Error("expected both operands to have the same batch dimensions");
  HLX_RETURN_IF_ERROR(k.Check(2, {{ElementOf<T>(), {m, n}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  HLX_ASSIGN_OR_RETURN(std::vector<T> b, k.Operand<T>(1));
  const int mi = Int32(m), ni = Int32(n), lda = Ld(ka), ldb = Ld(m);
  const T one = T(1);
  if (m > 0 && n > 0)
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(strsm_, dtrsm_, ctrsm_, ztrsm_, &side, &uplo, &trans, &diag, &mi, &ni, &one,
                a.data() + i * ka * ka, &lda, b.data() + i * m * n, &ldb, hlx_len{1}, hlx_len{1}, hlx_len{1},
                hlx_len{1});
  HLX_ASSIGN_OR_RETURN(Tensor x, k.Result(0, b));
  return std::vector<Tensor>{x};
}

// ---- getrf: a -> (lu, pivots (1-based), info) ----------------------------------------------------
template <typename T>
Results Getrf(Kernel& k) {
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_, mn = std::min(m, n);
  HLX_RETURN_IF_ERROR(
      k.Check(1, {{ElementOf<T>(), {m, n}}, {ElementType::kSI32, {mn}}, {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<int32_t> ipiv(k.batch_count_ * mn), info(k.batch_count_);
  const int mi = Int32(m), ni = Int32(n), lda = Ld(m);
  if (m > 0 && n > 0)
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(sgetrf_, dgetrf_, cgetrf_, zgetrf_, &mi, &ni, a.data() + i * m * n, &lda,
                ipiv.data() + i * mn, info.data() + i);
  return k.AllResults(a, ipiv, info);
}

// ---- LuDecomposition (XLA's): a -> (lu, pivots (0-based), permutation) -----------------------------
// getrf's factorization P A = L U; pivot i is the row swapped with row i (0-based), and the permutation
// lists, for each row of P A, the row of A it is: the identity of m rows with those swaps applied in
// order. A singular matrix factors all the same (U has a zero on its diagonal), as XLA's does.
template <typename T>
Results LuDecomposition(Kernel& k) {
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_, mn = std::min(m, n);
  HLX_RETURN_IF_ERROR(
      k.Check(1, {{ElementOf<T>(), {m, n}}, {ElementType::kSI32, {mn}}, {ElementType::kSI32, {m}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<int32_t> ipiv(k.batch_count_ * mn), perm(k.batch_count_ * m);
  const int mi = Int32(m), ni = Int32(n), lda = Ld(m);
  for (int64_t i = 0; i < k.batch_count_; ++i) {
    int info = 0;
    int32_t* pivots = ipiv.data() + i * mn;
    if (m > 0 && n > 0)
      Lapack<T>(sgetrf_, dgetrf_, cgetrf_, zgetrf_, &mi, &ni, a.data() + i * m * n, &lda, pivots, &info);
    int32_t* row = perm.data() + i * m;
    std::iota(row, row + m, 0);
    for (int64_t j = 0; j < mn; ++j) std::swap(row[j], row[--pivots[j]]);
  }
  return k.AllResults(a, ipiv, perm);
}

// ---- geqrf: a -> (householder vectors and r, tau) --------------------------------------------------
template <typename T>
Results Geqrf(Kernel& k) {
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_, mn = std::min(m, n);
  HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {m, n}}, {ElementOf<T>(), {mn}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<T> tau(k.batch_count_ * mn);
  const int mi = Int32(m), ni = Int32(n), lda = Ld(m), query = -1;
  int info = 0;
  if (m > 0 && n > 0) {
    T w{};
    Lapack<T>(sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_, &mi, &ni, nullptr, &lda, nullptr, &w, &query, &info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_, &mi, &ni, a.data() + i * m * n, &lda, tau.data() + i * mn,
                work.data(), &lwork, &info);
  }
  return k.AllResults(a, tau);
}

// ---- geqp3: (a, jpvt) -> (householder vectors and r, jpvt, tau): QR with column pivoting ------------
template <typename T>
Results Geqp3(Kernel& k) {
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_, mn = std::min(m, n);
  HLX_RETURN_IF_ERROR(
      k.Check(2, {{ElementOf<T>(), {m, n}}, {ElementType::kSI32, {n}}, {ElementOf<T>(), {mn}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  HLX_ASSIGN_OR_RETURN(std::vector<int32_t> jpvt, k.Operand<int32_t>(1));
  if (static_cast<int64_t>(jpvt.size()) != k.batch_count_ * n)
    return k.Error("expected the second operand to hold one pivot per column");
  std::vector<T> tau(k.batch_count_ * mn);
  const int mi = Int32(m), ni = Int32(n), lda = Ld(m), query = -1;
  int info = 0;
  if (m > 0 && n > 0) {
    T w{};
    std::vector<RealOf<T>> rwork(2 * n);
    if constexpr (kComplex<T>)
      Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, nullptr, &lda, nullptr, nullptr, &w, &query,
                rwork.data(), &info);
    else
      Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, nullptr, &lda, nullptr, nullptr, &w, &query,
                &info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i) {
      if constexpr (kComplex<T>)
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, a.data() + i * m * n, &lda,
                  jpvt.data() + i * n, tau.data() + i * mn, work.data(), &lwork, rwork.data(), &info);
      else
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, a.data() + i * m * n, &lda,
                  jpvt.data() + i * n, tau.data() + i * mn, work.data(), &lwork, &info);
    }
  }
  return k.AllResults(a, jpvt, tau);
}

// ---- orgqr / ungqr: (householder vectors, tau) -> q ------------------------------------------------
template <typename T>
Results Orgqr(Kernel& k) {
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_;
  if (k.c_.args.size() != 2 || !k.c_.args[1].is_tensor() ||
      k.c_.args[1].rank() != static_cast<int64_t>(k.batch_.size()) + 1)
    return k.Error("expected two operands, the second a batch of vectors");
  const int64_t kk = k.c_.args[1].shape().back();
  if (kk > n || n > m) return k.Error("expected tau of at most n elements and matrices of m >= n");
  HLX_RETURN_IF_ERROR(k.Check(2, {{ElementOf<T>(), {m, n}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  HLX_ASSIGN_OR_RETURN(std::vector<T> tau, k.Operand<T>(1));
  const int mi = Int32(m), ni = Int32(n), ki = Int32(kk), lda = Ld(m), query = -1;
  int info = 0;
  if (m > 0 && n > 0) {
    T w{};
    auto call = [&](T* a_data, const T* tau_data, T* work, const int* lwork) {
      Lapack<T>(sorgqr_, dorgqr_, cungqr_, zungqr_, &mi, &ni, &ki, a_data, &lda, tau_data, work, lwork,
                &info);
    };
    call(nullptr, nullptr, &w, &query);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      call(a.data() + i * m * n, tau.data() + i * kk, work.data(), &lwork);
  }
  return k.AllResults(a);
}

// ---- ormqr / unmqr: (householder vectors, tau, c) -> q c, q^H c, c q or c q^H ------------------------
template <typename T>
Results Ormqr(Kernel& k) {
  if (k.c_.args.size() != 3 || !k.c_.args[2].is_tensor() || k.c_.args[2].rank() < 2 ||
      !k.c_.args[1].is_tensor() || k.c_.args[1].rank() < 1)
    return k.Error("expected three operands: householder vectors, tau and a batch of matrices");
  HLX_ASSIGN_OR_RETURN(int64_t left, k.Attribute("left"));
  HLX_ASSIGN_OR_RETURN(int64_t transpose, k.Attribute("transpose"));
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t a_rows = k.m_, a_cols = k.n_;
  std::span<const int64_t> cs = k.c_.args[2].shape();
  const int64_t m = cs[cs.size() - 2], n = cs[cs.size() - 1];
  const int64_t kk = k.c_.args[1].shape().back();
  const int64_t nq = left ? m : n;
  if (a_rows != nq || kk > nq || kk > a_cols)
    return k.Error("expected householder vectors of " + std::to_string(nq) +
                   " rows and at most that many reflectors");
  HLX_RETURN_IF_ERROR(k.Check(3, {{ElementOf<T>(), {m, n}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  HLX_ASSIGN_OR_RETURN(std::vector<T> tau, k.Operand<T>(1));
  HLX_ASSIGN_OR_RETURN(std::vector<T> cm, k.Operand<T>(2));
  const char side = left ? 'L' : 'R';
  const char trans = transpose ? (kComplex<T> ? 'C' : 'T') : 'N';
  const int mi = Int32(m), ni = Int32(n), ki = Int32(kk), lda = Ld(left ? a_rows : n), ldc = Ld(m),
            query = -1;
  int info = 0;
  if (m > 0 && n > 0) {
    T w{};
    auto call = [&](const T* a_data, const T* tau_data, T* c_data, T* work, const int* lwork) {
      Lapack<T>(sormqr_, dormqr_, cunmqr_, zunmqr_, &side, &trans, &mi, &ni, &ki, a_data, &lda, tau_data,
                c_data, &ldc, work, lwork, &info, hlx_len{1}, hlx_len{1});
    };
    call(nullptr, nullptr, nullptr, &w, &query);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      call(a.data() + i * a_rows * a_cols, tau.data() + i * kk, cm.data() + i * m * n, work.data(), &lwork);
  }
  return k.AllResults(cm);
}

// ---- potrf: a -> (cholesky factor in the `uplo` triangle, info) -------------------------------------
template <typename T>
Results Potrf(Kernel& k) {
  HLX_ASSIGN_OR_RETURN(char uplo, k.Uplo());
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_;
  HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<int32_t> info(k.batch_count_);
  const int ni = Int32(n), lda = Ld(n);
  if (n > 0)
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(spotrf_, dpotrf_, cpotrf_, zpotrf_, &uplo, &ni, a.data() + i * n * n, &lda, info.data() + i,
                hlx_len{1});
  return k.AllResults(a, info);
}

// ---- gesdd / gesvd: a -> (a overwritten, singular values, u, vt, info) -----------------------------
template <typename T>
Results Svd(Kernel& k, bool divide_and_conquer) {
  using R = RealOf<T>;
  HLX_ASSIGN_OR_RETURN(char mode, k.CharAttribute("mode", "ASON"));
  if (mode == 'O')
    return k.Error("mode 'O' (overwrite the operand with U or VT) is not supported, as in XLA");
  HLX_RETURN_IF_ERROR(k.Matrices(false));
  const int64_t m = k.m_, n = k.n_, mn = std::min(m, n);
  if (k.c_.result_types.size() != 5 || k.c_.result_types[2].rank() < 2 || k.c_.result_types[3].rank() < 2)
    return k.Error("expected five results: the operand, singular values, u, vt and info");
  std::span<const int64_t> us = k.c_.result_types[2].dims(), vs = k.c_.result_types[3].dims();
  const int64_t u_rows = us[us.size() - 2], u_cols = us.back(), vt_rows = vs[vs.size() - 2],
                vt_cols = vs.back();
  if (mode != 'N' &&
      (u_rows != m || vt_cols != n || u_cols < (mode == 'A' ? m : mn) || vt_rows < (mode == 'A' ? n : mn)))
    return k.Error("u and vt have shapes that do not fit mode '" + std::string(1, mode) + "'");
  HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {m, n}},
                                  {ElementOf<R>(), {mn}},
                                  {ElementOf<T>(), {u_rows, u_cols}},
                                  {ElementOf<T>(), {vt_rows, vt_cols}},
                                  {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<R> s(k.batch_count_ * mn);
  std::vector<T> u(k.batch_count_ * u_rows * u_cols), vt(k.batch_count_ * vt_rows * vt_cols);
  std::vector<int32_t> info(k.batch_count_);
  const int mi = Int32(m), ni = Int32(n), lda = Ld(m), ldu = Ld(m), ldvt = Ld(vt_rows), query = -1;
  if (m > 0 && n > 0) {
    std::vector<int> iwork(8 * mn);
    std::vector<R> rwork;
    if constexpr (kComplex<T>) {
      const int64_t mx = std::max(m, n);
      rwork.resize(
          divide_and_conquer
              ? (mode == 'N' ? 7 * mn : std::max(5 * mn * mn + 5 * mn, 2 * mx * mn + 2 * mn * mn + mn))
              : 5 * mn);
    }
    auto call = [&](T* a_data, R* s_data, T* u_data, T* vt_data, T* work, const int* lwork, int* info_data) {
      if (divide_and_conquer) {
        if constexpr (kComplex<T>)
          Lapack<T>(sgesdd_, dgesdd_, cgesdd_, zgesdd_, &mode, &mi, &ni, a_data, &lda, s_data, u_data, &ldu,
                    vt_data, &ldvt, work, lwork, rwork.data(), iwork.data(), info_data, hlx_len{1});
        else
          Lapack<T>(sgesdd_, dgesdd_, cgesdd_, zgesdd_, &mode, &mi, &ni, a_data, &lda, s_data, u_data, &ldu,
                    vt_data, &ldvt, work, lwork, iwork.data(), info_data, hlx_len{1});
      } else {
        if constexpr (kComplex<T>)
          Lapack<T>(sgesvd_, dgesvd_, cgesvd_, zgesvd_, &mode, &mode, &mi, &ni, a_data, &lda, s_data, u_data,
                    &ldu, vt_data, &ldvt, work, lwork, rwork.data(), info_data, hlx_len{1}, hlx_len{1});
        else
          Lapack<T>(sgesvd_, dgesvd_, cgesvd_, zgesvd_, &mode, &mode, &mi, &ni, a_data, &lda, s_data, u_data,
                    &ldu, vt_data, &ldvt, work, lwork, info_data, hlx_len{1}, hlx_len{1});
      }
    };
    T w{};
    int query_info = 0;
    call(nullptr, nullptr, nullptr, nullptr, &w, &query, &query_info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      call(a.data() + i * m * n, s.data() + i * mn, u.data() + i * u_rows * u_cols,
           vt.data() + i * vt_rows * vt_cols, work.data(), &lwork, info.data() + i);
  }
  std::vector<Tensor> out;
  return k.AllResults(a, s, u, vt, info);
}

// ---- syevd / heevd: a -> (eigenvectors (mode V) or a overwritten, eigenvalues ascending, info) ------
template <typename T>
Results Syevd(Kernel& k) {
  using R = RealOf<T>;
  HLX_ASSIGN_OR_RETURN(char mode, k.EigenvectorMode());
  HLX_ASSIGN_OR_RETURN(char uplo, k.Uplo());
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_;
  HLX_RETURN_IF_ERROR(
      k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementOf<R>(), {n}}, {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<R> w(k.batch_count_ * n);
  std::vector<int32_t> info(k.batch_count_);
  // The workspace sizes jaxlib gives the routine (the minimum the routine documents).
  const bool vectors = mode == 'V';
  const int ni = Int32(n), lda = Ld(n);
  const int liwork = vectors ? 3 + 5 * ni : 1;
  std::vector<int> iwork(liwork);
  if (n > 0) {
    if constexpr (kComplex<T>) {
      const int lwork = vectors ? 2 * ni + ni * ni : ni + 1;
      const int lrwork = vectors ? 1 + 5 * ni + 2 * ni * ni : std::max(ni, 1);
      WorkBuffer<T> work(lwork);
      std::vector<R> rwork(lrwork);
      for (int64_t i = 0; i < k.batch_count_; ++i)
        Lapack<T>(ssyevd_, dsyevd_, cheevd_, zheevd_, &mode, &uplo, &ni, a.data() + i * n * n, &lda,
                  w.data() + i * n, work.data(), &lwork, rwork.data(), &lrwork, iwork.data(), &liwork,
                  info.data() + i, hlx_len{1}, hlx_len{1});
    } else {
      const int lwork = vectors ? 1 + 6 * ni + 2 * ni * ni : 2 * ni + 1;
      WorkBuffer<T> work(lwork);
      for (int64_t i = 0; i < k.batch_count_; ++i)
        Lapack<T>(ssyevd_, dsyevd_, cheevd_, zheevd_, &mode, &uplo, &ni, a.data() + i * n * n, &lda,
                  w.data() + i * n, work.data(), &lwork, iwork.data(), &liwork, info.data() + i, hlx_len{1},
                  hlx_len{1});
    }
  }
  return k.AllResults(a, w, info);
}

template <typename T>
bool AllFinite(const T* data, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (!std::isfinite(std::real(data[i])) || !std::isfinite(std::imag(data[i]))) return false;
  return true;
}

// ---- geev: a -> real: (wr, wi, vl, vr, info), complex: (w, vl, vr, info); vectors are complex --------
// Real eigenvector pairs come back from LAPACK packed (real part, imaginary part in the next column)
// and are unpacked into conjugate pairs, as jaxlib does. A matrix with a non-finite element is not
// passed to LAPACK: its info is -4 and its outputs are left zero.
template <typename T>
Results Geev(Kernel& k) {
  using R = RealOf<T>;
  using C = ComplexOf<T>;
  HLX_ASSIGN_OR_RETURN(char jobvl, k.CharAttribute("compute_left", "NV"));
  HLX_ASSIGN_OR_RETURN(char jobvr, k.CharAttribute("compute_right", "NV"));
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_, nn = n * n;
  if constexpr (kComplex<T>)
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n, n}},
                                    {ElementOf<T>(), {n, n}},
                                    {ElementType::kSI32, {}}}));
  else
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementOf<C>(), {n, n}},
                                    {ElementOf<C>(), {n, n}},
                                    {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<T> wr(k.batch_count_ * n), wi(kComplex<T> ? 0 : k.batch_count_ * n);
  std::vector<C> vl(k.batch_count_ * nn), vr(k.batch_count_ * nn);
  std::vector<int32_t> info(k.batch_count_);
  const int ni = Int32(n), ld = Ld(n), query = -1;
  if (n > 0) {
    std::vector<R> rwork(kComplex<T> ? 2 * n : 0);
    std::vector<T> vl_packed(kComplex<T> ? 0 : nn), vr_packed(kComplex<T> ? 0 : nn);
    auto call = [&](T* a_data, T* wr_data, T* wi_data, C* vl_data, C* vr_data, T* work, const int* lwork,
                    int* info_data) {
      if constexpr (kComplex<T>)
        Lapack<T>(sgeev_, dgeev_, cgeev_, zgeev_, &jobvl, &jobvr, &ni, a_data, &ld, wr_data, vl_data, &ld,
                  vr_data, &ld, work, lwork, rwork.data(), info_data, hlx_len{1}, hlx_len{1});
      else
        Lapack<T>(sgeev_, dgeev_, cgeev_, zgeev_, &jobvl, &jobvr, &ni, a_data, &ld, wr_data, wi_data,
                  vl_data ? vl_packed.data() : nullptr, &ld, vr_data ? vr_packed.data() : nullptr, &ld, work,
                  lwork, info_data, hlx_len{1}, hlx_len{1});
    };
    T w{};
    int query_info = 0;
    call(nullptr, nullptr, nullptr, nullptr, nullptr, &w, &query, &query_info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i) {
      T* ai = a.data() + i * nn;
      if (!AllFinite(ai, nn)) {
        info[i] = -4;
        continue;
      }
      C* vli = vl.data() + i * nn;
      C* vri = vr.data() + i * nn;
      call(ai, wr.data() + i * n, kComplex<T> ? nullptr : wi.data() + i * n, vli, vri, work.data(), &lwork,
           info.data() + i);
      if constexpr (!kComplex<T>) {
        if (info[i] != 0) continue;
        const T* im = wi.data() + i * n;
        // Column j of a packed matrix is one eigenvector, or with column j + 1 a conjugate pair.
        auto unpack = [&](const std::vector<T>& packed, C* out) {
          for (int64_t j = 0; j < n;) {
            if (im[j] == 0 || std::isnan(im[j])) {
              for (int64_t r = 0; r < n; ++r) out[j * n + r] = C(packed[j * n + r], 0);
              ++j;
            } else {
              for (int64_t r = 0; r < n; ++r) {
                const T re = packed[j * n + r], imag = j + 1 < n ? packed[(j + 1) * n + r] : T(0);
                out[j * n + r] = C(re, imag);
                if (j + 1 < n) out[(j + 1) * n + r] = C(re, -imag);
              }
              j += 2;
            }
          }
        };
        if (jobvl == 'V') unpack(vl_packed, vli);
        if (jobvr == 'V') unpack(vr_packed, vri);
      }
    }
  }
  std::vector<Tensor> out;
  size_t r = 0;
  HLX_ASSIGN_OR_RETURN(Tensor w_tensor, k.Result(r++, wr));
  out.push_back(w_tensor);
  if constexpr (!kComplex<T>) {
    HLX_ASSIGN_OR_RETURN(Tensor wi_tensor, k.Result(r++, wi));
    out.push_back(wi_tensor);
  }
  HLX_ASSIGN_OR_RETURN(Tensor vl_tensor, k.Result(r++, vl));
  HLX_ASSIGN_OR_RETURN(Tensor vr_tensor, k.Result(r++, vr));
  HLX_ASSIGN_OR_RETURN(Tensor info_tensor, k.Result(r++, info));
  out.push_back(vl_tensor);
  out.push_back(vr_tensor);
  out.push_back(info_tensor);
  return out;
}

// ---- gees: a -> real: (t, schur vectors, wr, wi, sdim, info), complex: (t, vs, w, sdim, info) ---------
template <typename T>
Results Gees(Kernel& k) {
  using R = RealOf<T>;
  HLX_ASSIGN_OR_RETURN(char mode, k.CharAttribute("mode", "NV"));
  HLX_ASSIGN_OR_RETURN(char sort, k.CharAttribute("sort", "NS"));
  if (sort != 'N') return k.Error("sorting eigenvalues (sort 'S') is not supported, as in XLA");
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_, nn = n * n;
  if constexpr (kComplex<T>)
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}},
                                    {ElementOf<T>(), {n, n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementType::kSI32, {}},
                                    {ElementType::kSI32, {}}}));
  else
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}},
                                    {ElementOf<T>(), {n, n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementType::kSI32, {}},
                                    {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<T> vs(k.batch_count_ * nn), wr(k.batch_count_ * n), wi(kComplex<T> ? 0 : k.batch_count_ * n);
  std::vector<int32_t> sdim(k.batch_count_), info(k.batch_count_);
  const int ni = Int32(n), ld = Ld(n), query = -1;
  if (n > 0) {
    std::vector<R> rwork(kComplex<T> ? n : 0);
    auto call = [&](T* a_data, T* vs_data, T* wr_data, T* wi_data, T* work, const int* lwork, int* sdim_data,
                    int* info_data) {
      if constexpr (kComplex<T>)
        Lapack<T>(sgees_, dgees_, cgees_, zgees_, &mode, &sort, nullptr, &ni, a_data, &ld, sdim_data, wr_data,
                  vs_data, &ld, work, lwork, rwork.data(), nullptr, info_data, hlx_len{1}, hlx_len{1});
      else
        Lapack<T>(sgees_, dgees_, cgees_, zgees_, &mode, &sort, nullptr, &ni, a_data, &ld, sdim_data, wr_data,
                  wi_data, vs_data, &ld, work, lwork, nullptr, info_data, hlx_len{1}, hlx_len{1});
    };
    T w{};
    int query_sdim = 0, query_info = 0;
    call(nullptr, nullptr, nullptr, nullptr, &w, &query, &query_sdim, &query_info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      call(a.data() + i * nn, vs.data() + i * nn, wr.data() + i * n,
           kComplex<T> ? nullptr : wi.data() + i * n, work.data(), &lwork, sdim.data() + i, info.data() + i);
  }
  std::vector<Tensor> out;
  size_t r = 0;
  for (const std::vector<T>* v : {&a, &vs, &wr}) {
    HLX_ASSIGN_OR_RETURN(Tensor t, k.Result(r++, *v));
    out.push_back(t);
  }
  if constexpr (!kComplex<T>) {
    HLX_ASSIGN_OR_RETURN(Tensor t, k.Result(r++, wi));
    out.push_back(t);
  }
  HLX_ASSIGN_OR_RETURN(Tensor sdim_tensor, k.Result(r++, sdim));
  HLX_ASSIGN_OR_RETURN(Tensor info_tensor, k.Result(r++, info));
  out.push_back(sdim_tensor);
  out.push_back(info_tensor);
  return out;
}

// ---- gehrd: a -> (hessenberg form and reflectors, tau (n - 1), info); attributes low, high -----------
template <typename T>
Results Gehrd(Kernel& k) {
  HLX_ASSIGN_OR_RETURN(int64_t low, k.Attribute("low"));
  HLX_ASSIGN_OR_RETURN(int64_t high, k.Attribute("high"));
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_, nn = n * n, taus = std::max<int64_t>(n - 1, 0);
  if (n > 0 && (low < 1 || low > std::max<int64_t>(1, n) || high < std::min(low, n) || high > n))
    return k.Error("expected 1 <= low <= high <= n, found low " + std::to_string(low) + ", high " +
                   std::to_string(high));
  HLX_RETURN_IF_ERROR(
      k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementOf<T>(), {taus}}, {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<T> tau(k.batch_count_ * taus);
  std::vector<int32_t> info(k.batch_count_);
  const int ni = Int32(n), lo = Int32(low), hi = Int32(high), lda = Ld(n), query = -1;
  if (n > 0) {
    T w{};
    int query_info = 0;
    Lapack<T>(sgehrd_, dgehrd_, cgehrd_, zgehrd_, &ni, &lo, &hi, nullptr, &lda, nullptr, &w, &query,
              &query_info);
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(sgehrd_, dgehrd_, cgehrd_, zgehrd_, &ni, &lo, &hi, a.data() + i * nn, &lda,
                tau.data() + i * taus, work.data(), &lwork, info.data() + i);
  }
  return k.AllResults(a, tau, info);
}

// ---- sytrd / hetrd: a -> (reflectors, diagonal, off-diagonal, tau, info) ----------------------------
template <typename T>
Results Sytrd(Kernel& k) {
  using R = RealOf<T>;
  HLX_ASSIGN_OR_RETURN(char uplo, k.Uplo());
  HLX_RETURN_IF_ERROR(k.Matrices(true));
  const int64_t n = k.n_, nn = n * n, off = std::max<int64_t>(n - 1, 0);
  HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}},
                                  {ElementOf<R>(), {n}},
                                  {ElementOf<R>(), {off}},
                                  {ElementOf<T>(), {off}},
                                  {ElementType::kSI32, {}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> a, k.Operand<T>(0));
  std::vector<R> d(k.batch_count_ * n), e(k.batch_count_ * off);
  std::vector<T> tau(k.batch_count_ * off);
  std::vector<int32_t> info(k.batch_count_);
  const int ni = Int32(n), lda = Ld(n), query = -1;
  if (n > 0) {
    T w{};
    int query_info = 0;
    Lapack<T>(ssytrd_, dsytrd_, chetrd_, zhetrd_, &uplo, &ni, nullptr, &lda, nullptr, nullptr, nullptr, &w,
              &query, &query_info, hlx_len{1});
    const int lwork = WorkSize(w);
    WorkBuffer<T> work(lwork);
    for (int64_t i = 0; i < k.batch_count_; ++i)
      Lapack<T>(ssytrd_, dsytrd_, chetrd_, zhetrd_, &uplo, &ni, a.data() + i * nn, &lda, d.data() + i * n,
                e.data() + i * off, tau.data() + i * off, work.data(), &lwork, info.data() + i, hlx_len{1});
  }
  return k.AllResults(a, d, e, tau, info);
}

// ---- gtsv: (dl, d, du, b) -> (dl, d, du, x, info); gtsv2: (dl, d, du, b) -> x -------------------
// Solves A x = b for a tridiagonal A, one system of n rows per batch entry, by Gaussian elimination
// with partial pivoting. dl, d, du are the sub-, main and super-diagonals, each (batch..., n): dl[0] and
// du[n - 1] lie outside A and are ignored; b and x are (batch..., n, nrhs). The LAPACK form returns what
// ?gtsv leaves in the diagonals (the factor U's diagonals; dl[0] and du[n - 1] unchanged) and info, the
// first zero pivot (1-based; that system's x is left partly solved, as LAPACK leaves it). The cuSPARSE
// and hipSPARSE form (gtsv2: m >= 3, as cuSPARSE requires) returns x only: a singular system's x is NaN.
template <typename T>
Results Gtsv(Kernel& k) {
  const bool lapack = k.convention_ == Convention::kLapack;
  std::span<const Tensor> args = k.c_.args;
  if (args.size() != 4 || !args[3].is_tensor() || args[3].rank() < 2)
    return k.Error("expected four operands (dl, d, du, b), b of rank 2 or more");
  std::span<const int64_t> bs = args[3].shape();
  k.batch_.assign(bs.begin(), bs.end() - 2);
  k.batch_count_ = 1;
  for (int64_t d : k.batch_) k.batch_count_ *= d;
  const int64_t n = bs[bs.size() - 2], nrhs = bs[bs.size() - 1];
  if (n > INT32_MAX || nrhs > INT32_MAX || n * nrhs > INT32_MAX)
    return k.Error("a right-hand side of " + std::to_string(n) + "x" + std::to_string(nrhs) +
                   " is too large for 32-bit LAPACK");
  if (!lapack && n < 3)
    return k.Error("expected at least 3 rows, as cuSPARSE's gtsv2 requires, found " + std::to_string(n));
  for (size_t i = 0; i < 3; ++i) {
    std::span<const int64_t> s = args[i].is_tensor() ? args[i].shape() : std::span<const int64_t>();
    if (!args[i].is_tensor() || s.size() != bs.size() - 1 || !std::equal(s.begin(), s.end(), bs.begin()))
      return k.Error("expected operand #" + std::to_string(i) +
                     " to have b's dimensions but the last, found " + args[i].type().ToString());
  }
  if (lapack)
    HLX_RETURN_IF_ERROR(k.Check(4, {{ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n}},
                                    {ElementOf<T>(), {n, nrhs}},
                                    {ElementType::kSI32, {}}}));
  else
    HLX_RETURN_IF_ERROR(k.Check(4, {{ElementOf<T>(), {n, nrhs}}}));
  HLX_ASSIGN_OR_RETURN(std::vector<T> dl, k.Operand<T>(0));
  HLX_ASSIGN_OR_RETURN(std::vector<T> d, k.Operand<T>(1));
  HLX_ASSIGN_OR_RETURN(std::vector<T> du, k.Operand<T>(2));
  HLX_ASSIGN_OR_RETURN(std::vector<T> b, k.Operand<T>(3));
  std::vector<int32_t> info(k.batch_count_);
  const int ni = Int32(n), nrhsi = Int32(nrhs), ldb = Ld(n);
  if (n > 0)
    for (int64_t i = 0; i < k.batch_count_; ++i) {
      T* x = b.data() + i * n * nrhs;
      Lapack<T>(sgtsv_, dgtsv_, cgtsv_, zgtsv_, &ni, &nrhsi, dl.data() + i * n + 1, d.data() + i * n,
                du.data() + i * n, x, &ldb, info.data() + i);
      if (!lapack && info[i] != 0) std::fill(x, x + n * nrhs, T(std::numeric_limits<RealOf<T>>::quiet_NaN()));
    }
  if (!lapack) {
    HLX_ASSIGN_OR_RETURN(Tensor x, k.Result(0, b));
    return std::vector<Tensor>{x};
  }
  return k.AllResults(dl, d, du, b, info);
}

// The kernel for `routine` at precision T; nullopt for a routine hlx does not know.
template <typename T>
std::optional<Results> Run(Kernel& k, std::string_view routine) {
  constexpr bool c = kComplex<T>;
  if (routine == "trsm") return Trsm<T>(k);
  if (routine == "getrf") return Getrf<T>(k);
  if (routine == "lu") return LuDecomposition<T>(k);
  if (routine == "geqrf") return Geqrf<T>(k);
  if (routine == "geqp3") return Geqp3<T>(k);
  if (routine == (c ? "ungqr" : "orgqr")) return Orgqr<T>(k);
  if (routine == (c ? "unmqr" : "ormqr")) return Ormqr<T>(k);
  if (routine == "potrf") return Potrf<T>(k);
  if (routine == "gesdd") return Svd<T>(k, true);
  if (routine == "gesvd") return Svd<T>(k, false);
  if (routine == (c ? "heevd" : "syevd")) return Syevd<T>(k);
  if (routine == "geev") return Geev<T>(k);
  if (routine == "gees") return Gees<T>(k);
  if (routine == "gehrd") return Gehrd<T>(k);
  if (routine == (c ? "hetrd" : "sytrd")) return Sytrd<T>(k);
  if (routine == (k.convention_ == Convention::kLapack ? "gtsv" : "gtsv2")) return Gtsv<T>(k);
  return std::nullopt;
}

// The routine's LAPACK name for element type `prefix`: a GPU target names the real routine for complex
// types too.
std::string_view LapackName(std::string_view routine, char prefix, Convention convention) {
  if (convention == Convention::kLapack || (prefix != 'c' && prefix != 'z')) return routine;
  if (routine == "syevd") return "heevd";
  if (routine == "orgqr") return "ungqr";
  if (routine == "sytrd") return "hetrd";
  return routine;
}

Results RunSolver(const OpCall& c, std::string_view target, const SolverTarget& solver) {
  // XLA's calls return several results as one tuple: computed as separate results, then packed.
  if (solver.convention == Convention::kXla && c.result_types.size() == 1 && c.result_types[0].IsTuple()) {
    const std::span<const Type> elements = c.result_types[0].types();
    const OpCall flat{c.op, c.args, elements, c.ctx};
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> parts, RunSolver(flat, target, solver));
    return std::vector<Tensor>{Tensor::Tuple(c.result_types[0], std::move(parts))};
  }
  Kernel k(c, target, solver.convention);
  char prefix = solver.prefix;
  if (prefix == 0) {
    const ElementType e = c.args.empty() || !c.args[0].is_tensor() ? ElementType::kSI32 : c.args[0].element();
    prefix = e == ElementType::kF32    ? 's'
             : e == ElementType::kF64  ? 'd'
             : e == ElementType::kC64  ? 'c'
             : e == ElementType::kC128 ? 'z'
                                       : 0;
    if (prefix == 0)
      return k.Error("expected a first operand of f32, f64, complex<f32> or complex<f64> elements");
    if (solver.convention == Convention::kGpuDescriptor) HLX_RETURN_IF_ERROR(k.ReadDescriptor(e));
  }
  const std::string_view routine = LapackName(solver.routine, prefix, solver.convention);
  std::optional<Results> r;
  switch (prefix) {
    case 's':
      r = Run<float>(k, routine);
      break;
    case 'd':
      r = Run<double>(k, routine);
      break;
    case 'c':
      r = Run<hlx_c32>(k, routine);
      break;
    default:
      r = Run<hlx_c64>(k, routine);
      break;
  }
  if (!r)
    return Status(StatusCode::kUnimplemented,
                  c.ctx.module().Where(c.op.loc()) +
                      ": error: 'stablehlo.custom_call' op calls LAPACK target @" + std::string(target) +
                      ", which hlx does not implement");
  return std::move(*r);
}

}  // namespace

}  // namespace hlx

#endif  // HLX_HAVE_LAPACK
