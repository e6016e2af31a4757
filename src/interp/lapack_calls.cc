// The solver custom calls of JAX's lowerings, run with XLA's semantics by calling the LAPACK hlx was
// built with (Debian's libopenblas-dev or liblapack-dev, found at configure time; see docs/pjrt.md,
// "Linear algebra").
//
// Each LAPACK target (`lapack_sgeev_ffi`, `lapack_zheevd_ffi`, ...; JAX's CPU lowerings) is jaxlib's FFI
// kernel (jaxlib/cpu/lapack_kernels.cc) re-read: the same operands and results in the same order, the
// same attributes (`mode`, `uplo`, `compute_left`, ... in `mhlo.backend_config`, or in `backend_config`
// when that is a dictionary), the same LAPACK routine with the same arguments, and the same `info`
// results. Like XLA, each operand is handed to the kernel in the physical order its `operand_layouts`
// entry names (default: row-major) and each result read back in the order of its `result_layouts`
// entry; the kernel sees a batch of column-major matrices, batch dimensions leading, as JAX's lowerings
// ask. Prefixes s, d, c, z are f32, f64, complex<f32>, complex<f64>.
//
// A call is prepared once per call site (custom_calls.h, BuiltinCall): its operands, results and
// attributes checked, LAPACK's workspace sizes asked for. A run then moves its buffers into LAPACK's
// order and back with the tiled copies of layout_copy.h: an operand that LAPACK overwrites into a result
// is copied straight into that result's buffer, square matrices of a result are transposed in place in
// its own buffer, a result nothing reads is not laid out, and everything else LAPACK needs (workspaces,
// copies of other shapes) lives in memory the call keeps and reuses run after run (Workspace).
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
#include <mutex>
#include <new>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

#include "interp/layout_copy.h"

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

// Whether `t` is a tensor of `element`s.
bool HasElement(Type t, ElementType element) {
  return t.IsTensor() && t.element_type().IsElement() && t.element_type().element() == element;
}

// ---- lu_pivots_to_permutation: pivots (batch, k) -> permutation (batch, m) ---------------------------
// Row i of the identity permutation of m is swapped with row pivots[i] (0-based), for i = 0 .. k - 1 in
// order; a pivot outside [0, m) swaps nothing. m is the result's last dimension, at least k.
class PivotsToPermutation final : public BuiltinCall {
 public:
  static StatusOr<std::unique_ptr<BuiltinCall>> Prepare(const BuiltinSite& site) {
    auto error = [&](const std::string& message) {
      return site.Error("custom call @" + std::string(site.target) + ": " + message);
    };
    if (site.operand_types.size() != 1 || site.result_types.size() != 1)
      return error("expected one operand and one result");
    const Type pivots = site.operand_types[0], out_type = site.result_types[0];
    if (!HasElement(pivots, ElementType::kSI32) || pivots.rank() < 1)
      return error("expected i32 pivots of rank 1 or more, found " + pivots.ToString());
    std::span<const int64_t> in = pivots.dims();
    const bool fits = HasElement(out_type, ElementType::kSI32) && out_type.rank() == pivots.rank() &&
                      std::equal(in.begin(), in.end() - 1, out_type.dims().begin()) &&
                      out_type.dims().back() >= in.back();
    if (!fits)
      return error(
          "expected an i32 result with the pivots' batch dimensions and a last dimension of at least " +
          std::to_string(in.back()) + ", found " + out_type.ToString());
    // jaxlib's kernel reads row-major buffers, as JAX's lowering lays them out.
    for (const char* name : {"operand_layouts", "result_layouts"}) {
      Attr layouts = site.op.attr(name);
      if (!layouts.Is(AttrKind::kArray)) continue;
      for (const Attr& layout : layouts.elements()) {
        auto list = layout.AsIntList();
        bool row_major = list && static_cast<int64_t>(list->size()) == pivots.rank();
        for (size_t d = 0; row_major && d < list->size(); ++d)
          row_major = (*list)[d] == pivots.rank() - 1 - static_cast<int64_t>(d);
        if (!row_major) return error(std::string("expected row-major ") + name);
      }
    }
    auto call = std::make_unique<PivotsToPermutation>();
    call->k_ = in.back();
    call->m_ = out_type.dims().back();
    call->batch_ = call->m_ == 0 ? 0 : out_type.NumElements() / call->m_;
    return std::unique_ptr<BuiltinCall>(std::move(call));
  }

  Status Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const int32_t* p = reinterpret_cast<const int32_t*>(operands[0]);
    int32_t* perm = reinterpret_cast<int32_t*>(results[0]);
    for (int64_t b = 0; b < batch_; ++b) {
      int32_t* row = perm + b * m_;
      for (int64_t i = 0; i < m_; ++i) row[i] = static_cast<int32_t>(i);
      for (int64_t i = 0; i < k_; ++i) {
        const int32_t j = p[b * k_ + i];
        if (j >= 0 && j < m_) std::swap(row[i], row[j]);
      }
    }
    return Status::Ok();
  }

 private:
  int64_t k_ = 0, m_ = 0, batch_ = 0;
};

bool IsPivotsToPermutation(std::string_view target) {
  return target == "cu_lu_pivots_to_permutation" || target == "hip_lu_pivots_to_permutation";
}

// A prepared call to a LAPACK-backed solver target.
StatusOr<std::unique_ptr<BuiltinCall>> PrepareLapackCall(const BuiltinSite& site, const SolverTarget& solver);

}  // namespace

StatusOr<std::unique_ptr<BuiltinCall>> PrepareSolverCall(const BuiltinSite& site) {
  if (IsPivotsToPermutation(site.target)) return PivotsToPermutation::Prepare(site);
  std::optional<SolverTarget> solver = ParseSolverTarget(site.target);
  HLX_CHECK_MSG(solver.has_value(), "not a solver target");
  return PrepareLapackCall(site, *solver);
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

StatusOr<std::unique_ptr<BuiltinCall>> PrepareLapackCall(const BuiltinSite& site, const SolverTarget&) {
  return Status(StatusCode::kUnimplemented,
                site.module.Where(site.op.loc()) + ": error: custom call @" + std::string(site.target) +
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

// LAPACK's optimal workspace size, as a query returns it in work[0].
template <typename T>
int WorkSize(T query) {
  return std::max(1, static_cast<int>(std::real(query)));
}

int Int32(int64_t v) { return static_cast<int>(v); }
int Ld(int64_t v) { return std::max(1, static_cast<int>(v)); }

// ---- workspaces ------------------------------------------------------------------------------------

// The memory one run of a call works in beyond its operands and results: regions taken in the same
// order on every run, so that the runs after the first allocate nothing. Regions are not zeroed: a run
// writes what it reads.
class Workspace {
 public:
  char* Take(int64_t bytes) {
    if (next_ == regions_.size()) regions_.emplace_back();
    Region& region = regions_[next_++];
    if (region.bytes < bytes) {
      region.data.reset(static_cast<char*>(::operator new(static_cast<size_t>(bytes), kAlign)));
      region.bytes = bytes;
    }
    return region.data.get();
  }
  void Rewind() { next_ = 0; }

 private:
  static constexpr std::align_val_t kAlign{64};
  struct Free {
    void operator()(char* p) const { ::operator delete(p, kAlign); }
  };
  struct Region {
    std::unique_ptr<char, Free> data;
    int64_t bytes = 0;
  };
  std::vector<Region> regions_;
  size_t next_ = 0;
};

// The workspaces of one prepared call: one per run in flight, kept between runs.
class WorkspacePool {
 public:
  std::unique_ptr<Workspace> Take() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (idle_.empty()) return std::make_unique<Workspace>();
    std::unique_ptr<Workspace> workspace = std::move(idle_.back());
    idle_.pop_back();
    return workspace;
  }
  void Give(std::unique_ptr<Workspace> workspace) {
    workspace->Rewind();
    std::lock_guard<std::mutex> lock(mutex_);
    idle_.push_back(std::move(workspace));
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<Workspace>> idle_;
};

// ---- where LAPACK finds each buffer ---------------------------------------------------------------

// An operand or result as the routine sees it: the array of `dims` in the physical order `layout`.
struct Placement {
  int width = 0;  // element bytes
  std::vector<int64_t> dims, layout;
  LayoutOrder order = LayoutOrder::kRowMajor;
  int64_t batch = 1, rows = 1, cols = 1;  // kTransposedMatrices: batch x (rows x cols), logical
  int64_t bytes = 0;
  // Results: whether the program reads it (one it drops is not laid out), and whether the routine works
  // in the result's own buffer (LAPACK's order is row-major, or square matrices transposed in place).
  bool used = true;
  bool in_buffer = false;
};

// One run's buffers in LAPACK's order. A routine asks for each operand and result once, before its
// loops (so that the workspace's regions come in the same order every run); Finish lays the results
// out.
class Frame {
 public:
  Frame(const std::vector<Placement>& operands, const std::vector<Placement>& results,
        std::span<const char* const> in, std::span<char* const> out, Workspace& workspace)
      : operands_(operands),
        results_(results),
        in_(in),
        out_(out),
        workspace_(workspace),
        at_(results.size()) {}

  // Operand i in LAPACK's order, in a copy the routine may overwrite.
  template <typename U>
  U* In(size_t i) {
    char* p = workspace_.Take(operands_[i].bytes);
    Place(i, p);
    return reinterpret_cast<U*>(p);
  }
  // Operand i in LAPACK's order, to read: the operand's own buffer where the orders agree.
  template <typename U>
  const U* Read(size_t i) {
    if (operands_[i].order == LayoutOrder::kRowMajor) return reinterpret_cast<const U*>(in_[i]);
    return In<U>(i);
  }
  // Where the routine writes result j in LAPACK's order.
  template <typename U>
  U* Out(size_t j) {
    if (!at_[j]) at_[j] = results_[j].in_buffer ? out_[j] : workspace_.Take(results_[j].bytes);
    return reinterpret_cast<U*>(at_[j]);
  }
  // Operand i placed where result j is written: for a routine that overwrites the operand into the
  // result.
  template <typename U>
  U* InOut(size_t i, size_t j) {
    HLX_CHECK(operands_[i].bytes == results_[j].bytes);
    U* p = Out<U>(j);
    Place(i, reinterpret_cast<char*>(p));
    return p;
  }
  // `n` elements of scratch space.
  template <typename U>
  U* Scratch(int64_t n) {
    return reinterpret_cast<U*>(workspace_.Take(n * static_cast<int64_t>(sizeof(U))));
  }

  // Lays out every result the program reads from LAPACK's order; a result the routine never wrote (a
  // workspace result) is zeros.
  void Finish() {
    for (size_t j = 0; j < results_.size(); ++j) {
      const Placement& r = results_[j];
      if (!at_[j]) {
        if (r.bytes) std::memset(out_[j], 0, r.bytes);
        continue;
      }
      if (!r.used || r.bytes == 0) continue;
      if (r.in_buffer) {
        // Written in place: in LAPACK's order already, or square matrices to transpose there.
        if (r.order == LayoutOrder::kTransposedMatrices)
          TransposeSquareMatricesInPlace(out_[j], r.batch, r.rows, r.width);
      } else {
        FromLayout(at_[j], out_[j], r.dims, r.layout, r.width);
      }
    }
  }

 private:
  // Operand i's bytes in its physical order, into `dst`.
  void Place(size_t i, char* dst) {
    const Placement& o = operands_[i];
    ToLayout(in_[i], dst, o.dims, o.layout, o.width);
  }

  const std::vector<Placement>& operands_;
  const std::vector<Placement>& results_;
  std::span<const char* const> in_;
  std::span<char* const> out_;
  Workspace& workspace_;
  std::vector<char*> at_;  // where result j is written, once asked for
};

// ---- checking a call ------------------------------------------------------------------------------

// One custom call being prepared: its operand and result types, its attributes and layouts.
class Kernel {
 public:
  Kernel(const BuiltinSite& site, Convention convention)
      : site_(site), target_(site.target), convention_(convention) {
    // XLA's calls return several results as one tuple: its elements are the results checked here.
    if (convention == Convention::kXla && site.result_types.size() == 1 && site.result_types[0].IsTuple()) {
      const std::span<const Type> elements = site.result_types[0].types();
      results_.assign(elements.begin(), elements.end());
    } else {
      results_.assign(site.result_types.begin(), site.result_types.end());
    }
  }

  Status Error(const std::string& message) const {
    return site_.Error("custom call @" + target_ + ": " + message);
  }
  size_t num_operands() const { return site_.operand_types.size(); }
  Type operand(size_t i) const { return site_.operand_types[i]; }
  Type result(size_t i) const { return results_[i]; }

  // The minor-to-major layout of operand or result `i` (rank `rank`): its entry in operand_layouts or
  // result_layouts, or row-major where there is none.
  StatusOr<std::vector<int64_t>> Layout(bool result, size_t i, int64_t rank) const {
    Attr layouts = site_.op.attr(result ? "result_layouts" : "operand_layouts");
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

  // Checks that operand `i` is a tensor of `element`s.
  Status ExpectOperand(size_t i, ElementType element) const {
    const Type t = operand(i);
    if (!HasElement(t, element))
      return Error("expected operand #" + std::to_string(i) + " of element type " +
                   std::string(GetElementInfo(element).mnemonic) + ", found " + t.ToString());
    return Status::Ok();
  }

  // Checks that the call has `operands` operands and results of exactly `types` (batch dimensions of
  // operand 0 first, then each entry's own dimensions, with its element type).
  struct Expected {
    ElementType element;
    std::vector<int64_t> dims;
  };
  Status Check(size_t operands, const std::vector<Expected>& results) const {
    if (num_operands() != operands)
      return Error("expected " + std::to_string(operands) + " operands, found " +
                   std::to_string(num_operands()));
    if (results_.size() != results.size() + workspace_results_)
      return Error("expected " + std::to_string(results.size() + workspace_results_) + " results, found " +
                   std::to_string(results_.size()));
    for (size_t i = 0; i < results.size(); ++i) {
      std::vector<int64_t> dims = batch_;
      dims.insert(dims.end(), results[i].dims.begin(), results[i].dims.end());
      const Type t = results_[i];
      const bool ok = HasElement(t, results[i].element) &&
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
    if (num_operands() == 0 || !operand(0).IsTensor() || operand(0).rank() < 2)
      return Error("expected a first operand of rank 2 or more");
    std::span<const int64_t> s = operand(0).dims();
    batch_.assign(s.begin(), s.end() - 2);
    m_ = s[s.size() - 2];
    n_ = s[s.size() - 1];
    batch_count_ = 1;
    for (int64_t d : batch_) batch_count_ *= d;
    if (square && m_ != n_) return Error("expected square matrices, found " + operand(0).ToString());
    if (m_ > INT32_MAX || n_ > INT32_MAX || m_ * n_ > INT32_MAX)
      return Error("matrices of " + std::to_string(m_) + "x" + std::to_string(n_) +
                   " are too large for 32-bit LAPACK");
    return Status::Ok();
  }

  // A character attribute (a ui8, as JAX writes them) or a boolean, from mhlo.backend_config.
  StatusOr<int64_t> Attribute(const char* name, std::optional<int64_t> default_value = std::nullopt) const {
    Attr config = site_.op.attr("mhlo.backend_config");
    if (!config.Is(AttrKind::kDictionary)) config = site_.op.attr("backend_config");
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
    Attr config = site_.op.attr("backend_config");
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
    std::span<const int64_t> s = operand(0).dims();
    int64_t batch = 1;
    for (size_t d = 0; d + 2 < s.size(); ++d) batch *= s[d];
    if (s.size() < 2 || batch != field[2] || s.back() != field[3])
      return Error("the descriptor's batch " + std::to_string(field[2]) + " and n " +
                   std::to_string(field[3]) + " do not fit the operand " + operand(0).ToString());
    const Type work = results_.empty() ? Type() : results_.back();
    if (!HasElement(work, element) || work.rank() != 1 || work.dims()[0] != field[4])
      return Error("expected a last result of " + std::to_string(field[4]) + " workspace elements of type " +
                   std::string(GetElementInfo(element).mnemonic));
    workspace_results_ = 1;
    return Status::Ok();
  }

  // Where each operand and result lives in LAPACK's order, once the call has been checked.
  Status Place(std::vector<Placement>& operands, std::vector<Placement>& results) const {
    auto place = [&](bool result, size_t i, Type t) -> StatusOr<Placement> {
      Placement p;
      p.width = ElementStorageBytes(t.storage_element());
      p.dims.assign(t.dims().begin(), t.dims().end());
      HLX_ASSIGN_OR_RETURN(p.layout, Layout(result, i, t.rank()));
      p.order = ClassifyLayout(p.dims, p.layout);
      p.bytes = t.NumElements() * p.width;
      if (p.order == LayoutOrder::kTransposedMatrices) {
        p.rows = p.dims[p.dims.size() - 2];
        p.cols = p.dims.back();
        p.batch = p.rows * p.cols == 0 ? 0 : t.NumElements() / (p.rows * p.cols);
      }
      if (result) {
        // (a tuple's elements are read through get_tuple_element, which the op's uses do not show)
        p.used =
            site_.result_types.size() != results_.size() || site_.op.result(static_cast<int>(i))->HasUses();
        p.in_buffer = p.order == LayoutOrder::kRowMajor ||
                      (p.order == LayoutOrder::kTransposedMatrices && p.rows == p.cols);
      }
      return p;
    };
    for (size_t i = 0; i < num_operands(); ++i) {
      HLX_ASSIGN_OR_RETURN(Placement p, place(false, i, operand(i)));
      operands.push_back(std::move(p));
    }
    for (size_t i = 0; i < results_.size(); ++i) {
      HLX_ASSIGN_OR_RETURN(Placement p, place(true, i, results_[i]));
      results.push_back(std::move(p));
    }
    return Status::Ok();
  }

  const BuiltinSite& site_;
  std::string target_;
  Convention convention_;
  std::vector<Type> results_;  // the results, a tuple's elements in its place
  char descriptor_uplo_ = 'L';
  size_t workspace_results_ = 0;  // trailing results that only give the routine scratch space
  std::vector<int64_t> batch_;
  int64_t batch_count_ = 1, m_ = 0, n_ = 0;
};

// A prepared call of routine R (one of the structs below: `Status Prepare(Kernel&)` checks the call
// and reads its parameters, `void Run(Frame&) const` computes).
template <typename R>
class LapackCall final : public BuiltinCall {
 public:
  LapackCall(R routine, std::vector<Placement> operands, std::vector<Placement> results)
      : routine_(std::move(routine)), operands_(std::move(operands)), results_(std::move(results)) {}

  Status Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    HLX_CHECK(operands.size() == operands_.size() && results.size() == results_.size());
    std::unique_ptr<Workspace> workspace = workspaces_.Take();
    Frame frame(operands_, results_, operands, results, *workspace);
    routine_.Run(frame);
    frame.Finish();
    workspaces_.Give(std::move(workspace));
    return Status::Ok();
  }

 private:
  R routine_;
  std::vector<Placement> operands_, results_;
  mutable WorkspacePool workspaces_;
};

template <typename R>
StatusOr<std::unique_ptr<BuiltinCall>> Prepared(Kernel& k, R routine) {
  HLX_RETURN_IF_ERROR(routine.Prepare(k));
  std::vector<Placement> operands, results;
  HLX_RETURN_IF_ERROR(k.Place(operands, results));
  return std::unique_ptr<BuiltinCall>(
      new LapackCall<R>(std::move(routine), std::move(operands), std::move(results)));
}

// Sets the `count` elements at `p` to zero.
template <typename U>
void Zero(U* p, int64_t count) {
  std::fill(p, p + count, U{});
}

// ---- trsm: (a, b) -> x, solving op(a) x = b (side L) or x op(a) = b (side R) ----------------------
template <typename T>
struct Trsm {
  char side = 'L', uplo = 'L', trans = 'N', diag = 'N';
  int64_t m = 0, n = 0, ka = 0, batch = 0;

  Status Prepare(Kernel& k) {
    if (k.num_operands() != 2 || !k.operand(1).IsTensor() || k.operand(1).rank() < 2)
      return k.Error("expected two operands, the second of rank 2 or more");
    HLX_ASSIGN_OR_RETURN(side, k.CharAttribute("side", "LR"));
    HLX_ASSIGN_OR_RETURN(uplo, k.CharAttribute("uplo", "LU"));
    HLX_ASSIGN_OR_RETURN(trans, k.CharAttribute("trans_x", "NTC"));
    HLX_ASSIGN_OR_RETURN(diag, k.CharAttribute("diag", "NU"));
    std::span<const int64_t> bs = k.operand(1).dims();
    m = bs[bs.size() - 2];
    n = bs[bs.size() - 1];
    ka = side == 'L' ? m : n;
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    if (k.m_ != ka)
      return k.Error("expected the first operand's matrices to be " + std::to_string(ka) + "x" +
                     std::to_string(ka));
    if (!std::equal(k.batch_.begin(), k.batch_.end(), bs.begin(), bs.end() - 2))
      return k.Error("expected both operands to have the same batch dimensions");
    HLX_RETURN_IF_ERROR(k.Check(2, {{ElementOf<T>(), {m, n}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(1, ElementOf<T>()));
    batch = k.batch_count_;
    return Status::Ok();
  }

  void Run(Frame& f) const {
    const T* a = f.Read<T>(0);
    T* b = f.InOut<T>(1, 0);
    const int mi = Int32(m), ni = Int32(n), lda = Ld(ka), ldb = Ld(m);
    const T one = T(1);
    if (m > 0 && n > 0)
      for (int64_t i = 0; i < batch; ++i)
        Lapack<T>(strsm_, dtrsm_, ctrsm_, ztrsm_, &side, &uplo, &trans, &diag, &mi, &ni, &one,
                  a + i * ka * ka, &lda, b + i * m * n, &ldb, hlx_len{1}, hlx_len{1}, hlx_len{1}, hlx_len{1});
  }
};

// ---- getrf: a -> (lu, pivots (1-based), info) ----------------------------------------------------
// LuDecomposition (XLA's): a -> (lu, pivots (0-based), permutation). getrf's factorization P A = L U;
// pivot i is the row swapped with row i (0-based), and the permutation lists, for each row of P A, the
// row of A it is: the identity of m rows with those swaps applied in order. A singular matrix factors
// all the same (U has a zero on its diagonal), as XLA's does.
template <typename T>
struct Getrf {
  bool xla = false;  // LuDecomposition
  int64_t m = 0, n = 0, mn = 0, batch = 0;

  Status Prepare(Kernel& k) {
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    m = k.m_;
    n = k.n_;
    mn = std::min(m, n);
    HLX_RETURN_IF_ERROR(
        k.Check(1, {{ElementOf<T>(), {m, n}},
                    {ElementType::kSI32, {mn}},
                    {ElementType::kSI32, xla ? std::vector<int64_t>{m} : std::vector<int64_t>{}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    int32_t* ipiv = f.Out<int32_t>(1);
    int32_t* last = f.Out<int32_t>(2);  // info, or the permutation
    const int mi = Int32(m), ni = Int32(n), lda = Ld(m);
    for (int64_t i = 0; i < batch; ++i) {
      int info = 0;
      int32_t* pivots = ipiv + i * mn;
      if (m > 0 && n > 0)
        Lapack<T>(sgetrf_, dgetrf_, cgetrf_, zgetrf_, &mi, &ni, a + i * m * n, &lda, pivots, &info);
      if (!xla) {
        last[i] = info;
        continue;
      }
      int32_t* row = last + i * m;
      std::iota(row, row + m, 0);
      for (int64_t j = 0; j < mn; ++j) std::swap(row[j], row[--pivots[j]]);
    }
  }
};

// ---- geqrf: a -> (householder vectors and r, tau) --------------------------------------------------
template <typename T>
struct Geqrf {
  int64_t m = 0, n = 0, mn = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    m = k.m_;
    n = k.n_;
    mn = std::min(m, n);
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {m, n}}, {ElementOf<T>(), {mn}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (m > 0 && n > 0) {
      const int mi = Int32(m), ni = Int32(n), lda = Ld(m), query = -1;
      int info = 0;
      T w{};
      Lapack<T>(sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_, &mi, &ni, nullptr, &lda, nullptr, &w, &query, &info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    T* tau = f.Out<T>(1);
    if (m == 0 || n == 0) return;
    T* work = f.Scratch<T>(lwork);
    const int mi = Int32(m), ni = Int32(n), lda = Ld(m);
    int info = 0;
    for (int64_t i = 0; i < batch; ++i)
      Lapack<T>(sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_, &mi, &ni, a + i * m * n, &lda, tau + i * mn, work, &lwork,
                &info);
  }
};

// ---- geqp3: (a, jpvt) -> (householder vectors and r, jpvt, tau): QR with column pivoting ------------
template <typename T>
struct Geqp3 {
  int64_t m = 0, n = 0, mn = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    m = k.m_;
    n = k.n_;
    mn = std::min(m, n);
    HLX_RETURN_IF_ERROR(
        k.Check(2, {{ElementOf<T>(), {m, n}}, {ElementType::kSI32, {n}}, {ElementOf<T>(), {mn}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(1, ElementType::kSI32));
    batch = k.batch_count_;
    if (k.operand(1).NumElements() != batch * n)
      return k.Error("expected the second operand to hold one pivot per column");
    if (m > 0 && n > 0) {
      const int mi = Int32(m), ni = Int32(n), lda = Ld(m), query = -1;
      int info = 0;
      T w{};
      std::vector<RealOf<T>> rwork(2 * n);
      if constexpr (kComplex<T>)
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, nullptr, &lda, nullptr, nullptr, &w, &query,
                  rwork.data(), &info);
      else
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, nullptr, &lda, nullptr, nullptr, &w, &query,
                  &info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    int32_t* jpvt = f.InOut<int32_t>(1, 1);
    T* tau = f.Out<T>(2);
    if (m == 0 || n == 0) return;
    T* work = f.Scratch<T>(lwork);
    RealOf<T>* rwork = f.Scratch<RealOf<T>>(2 * n);
    const int mi = Int32(m), ni = Int32(n), lda = Ld(m);
    int info = 0;
    for (int64_t i = 0; i < batch; ++i) {
      if constexpr (kComplex<T>)
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, a + i * m * n, &lda, jpvt + i * n,
                  tau + i * mn, work, &lwork, rwork, &info);
      else
        Lapack<T>(sgeqp3_, dgeqp3_, cgeqp3_, zgeqp3_, &mi, &ni, a + i * m * n, &lda, jpvt + i * n,
                  tau + i * mn, work, &lwork, &info);
    }
  }
};

// ---- orgqr / ungqr: (householder vectors, tau) -> q ------------------------------------------------
template <typename T>
struct Orgqr {
  int64_t m = 0, n = 0, kk = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    m = k.m_;
    n = k.n_;
    if (k.num_operands() != 2 || !k.operand(1).IsTensor() ||
        k.operand(1).rank() != static_cast<int64_t>(k.batch_.size()) + 1)
      return k.Error("expected two operands, the second a batch of vectors");
    kk = k.operand(1).dims().back();
    if (kk > n || n > m) return k.Error("expected tau of at most n elements and matrices of m >= n");
    HLX_RETURN_IF_ERROR(k.Check(2, {{ElementOf<T>(), {m, n}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(1, ElementOf<T>()));
    batch = k.batch_count_;
    if (m > 0 && n > 0) {
      T w{};
      Call(nullptr, nullptr, &w, -1);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(T* a, const T* tau, T* work, int lwork_arg) const {
    const int mi = Int32(m), ni = Int32(n), ki = Int32(kk), lda = Ld(m);
    int info = 0;
    Lapack<T>(sorgqr_, dorgqr_, cungqr_, zungqr_, &mi, &ni, &ki, a, &lda, tau, work, &lwork_arg, &info);
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    const T* tau = f.Read<T>(1);
    if (m == 0 || n == 0) return;
    T* work = f.Scratch<T>(lwork);
    for (int64_t i = 0; i < batch; ++i) Call(a + i * m * n, tau + i * kk, work, lwork);
  }
};

// ---- ormqr / unmqr: (householder vectors, tau, c) -> q c, q^H c, c q or c q^H ------------------------
template <typename T>
struct Ormqr {
  char side = 'L', trans = 'N';
  int64_t a_rows = 0, a_cols = 0, m = 0, n = 0, kk = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    if (k.num_operands() != 3 || !k.operand(2).IsTensor() || k.operand(2).rank() < 2 ||
        !k.operand(1).IsTensor() || k.operand(1).rank() < 1)
      return k.Error("expected three operands: householder vectors, tau and a batch of matrices");
    HLX_ASSIGN_OR_RETURN(int64_t left, k.Attribute("left"));
    HLX_ASSIGN_OR_RETURN(int64_t transpose, k.Attribute("transpose"));
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    a_rows = k.m_;
    a_cols = k.n_;
    std::span<const int64_t> cs = k.operand(2).dims();
    m = cs[cs.size() - 2];
    n = cs[cs.size() - 1];
    kk = k.operand(1).dims().back();
    const int64_t nq = left ? m : n;
    if (a_rows != nq || kk > nq || kk > a_cols)
      return k.Error("expected householder vectors of " + std::to_string(nq) +
                     " rows and at most that many reflectors");
    HLX_RETURN_IF_ERROR(k.Check(3, {{ElementOf<T>(), {m, n}}}));
    for (size_t i = 0; i < 3; ++i) HLX_RETURN_IF_ERROR(k.ExpectOperand(i, ElementOf<T>()));
    side = left ? 'L' : 'R';
    trans = transpose ? (kComplex<T> ? 'C' : 'T') : 'N';
    batch = k.batch_count_;
    if (m > 0 && n > 0) {
      T w{};
      Call(nullptr, nullptr, nullptr, &w, -1);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(const T* a, const T* tau, T* c, T* work, int lwork_arg) const {
    const int mi = Int32(m), ni = Int32(n), ki = Int32(kk), lda = Ld(side == 'L' ? a_rows : n), ldc = Ld(m);
    int info = 0;
    Lapack<T>(sormqr_, dormqr_, cunmqr_, zunmqr_, &side, &trans, &mi, &ni, &ki, a, &lda, tau, c, &ldc, work,
              &lwork_arg, &info, hlx_len{1}, hlx_len{1});
  }

  void Run(Frame& f) const {
    // (the routine may change the reflectors while it runs and restores them: a copy of its own)
    const T* a = f.In<T>(0);
    const T* tau = f.Read<T>(1);
    T* c = f.InOut<T>(2, 0);
    if (m == 0 || n == 0) return;
    T* work = f.Scratch<T>(lwork);
    for (int64_t i = 0; i < batch; ++i)
      Call(a + i * a_rows * a_cols, tau + i * kk, c + i * m * n, work, lwork);
  }
};

// ---- potrf: a -> (cholesky factor in the `uplo` triangle, info) -------------------------------------
template <typename T>
struct Potrf {
  char uplo = 'L';
  int64_t n = 0, batch = 0;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(uplo, k.Uplo());
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementType::kSI32, {}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    int32_t* info = f.Out<int32_t>(1);
    Zero(info, batch);
    const int ni = Int32(n), lda = Ld(n);
    if (n > 0)
      for (int64_t i = 0; i < batch; ++i)
        Lapack<T>(spotrf_, dpotrf_, cpotrf_, zpotrf_, &uplo, &ni, a + i * n * n, &lda, info + i, hlx_len{1});
  }
};

// ---- gesdd / gesvd: a -> (a overwritten, singular values, u, vt, info) -----------------------------
// An entry whose routine fails (info != 0) gets zero u and vt: what the routine left there is not
// defined.
template <typename T>
struct Svd {
  using R = RealOf<T>;
  bool divide_and_conquer = true;
  char mode = 'A';
  int64_t m = 0, n = 0, mn = 0, u_rows = 0, u_cols = 0, vt_rows = 0, vt_cols = 0, batch = 0;
  int lwork = 1;
  int64_t lrwork = 0;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(mode, k.CharAttribute("mode", "ASON"));
    if (mode == 'O')
      return k.Error("mode 'O' (overwrite the operand with U or VT) is not supported, as in XLA");
    HLX_RETURN_IF_ERROR(k.Matrices(false));
    m = k.m_;
    n = k.n_;
    mn = std::min(m, n);
    if (k.results_.size() != 5 || !k.result(2).IsTensor() || !k.result(3).IsTensor() ||
        k.result(2).rank() < 2 || k.result(3).rank() < 2)
      return k.Error("expected five results: the operand, singular values, u, vt and info");
    std::span<const int64_t> us = k.result(2).dims(), vs = k.result(3).dims();
    u_rows = us[us.size() - 2];
    u_cols = us.back();
    vt_rows = vs[vs.size() - 2];
    vt_cols = vs.back();
    if (mode != 'N' &&
        (u_rows != m || vt_cols != n || u_cols < (mode == 'A' ? m : mn) || vt_rows < (mode == 'A' ? n : mn)))
      return k.Error("u and vt have shapes that do not fit mode '" + std::string(1, mode) + "'");
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {m, n}},
                                    {ElementOf<R>(), {mn}},
                                    {ElementOf<T>(), {u_rows, u_cols}},
                                    {ElementOf<T>(), {vt_rows, vt_cols}},
                                    {ElementType::kSI32, {}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (m > 0 && n > 0) {
      if constexpr (kComplex<T>) {
        const int64_t mx = std::max(m, n);
        lrwork = divide_and_conquer
                     ? (mode == 'N' ? 7 * mn : std::max(5 * mn * mn + 5 * mn, 2 * mx * mn + 2 * mn * mn + mn))
                     : 5 * mn;
      }
      std::vector<int> iwork(8 * mn);
      std::vector<R> rwork(lrwork);
      T w{};
      int query_info = 0;
      Call(nullptr, nullptr, nullptr, nullptr, &w, -1, rwork.data(), iwork.data(), &query_info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(T* a, R* s, T* u, T* vt, T* work, int lwork_arg, R* rwork, int* iwork, int* info) const {
    const int mi = Int32(m), ni = Int32(n), lda = Ld(m), ldu = Ld(m), ldvt = Ld(vt_rows);
    if (divide_and_conquer) {
      if constexpr (kComplex<T>)
        Lapack<T>(sgesdd_, dgesdd_, cgesdd_, zgesdd_, &mode, &mi, &ni, a, &lda, s, u, &ldu, vt, &ldvt, work,
                  &lwork_arg, rwork, iwork, info, hlx_len{1});
      else
        Lapack<T>(sgesdd_, dgesdd_, cgesdd_, zgesdd_, &mode, &mi, &ni, a, &lda, s, u, &ldu, vt, &ldvt, work,
                  &lwork_arg, iwork, info, hlx_len{1});
    } else {
      if constexpr (kComplex<T>)
        Lapack<T>(sgesvd_, dgesvd_, cgesvd_, zgesvd_, &mode, &mode, &mi, &ni, a, &lda, s, u, &ldu, vt, &ldvt,
                  work, &lwork_arg, rwork, info, hlx_len{1}, hlx_len{1});
      else
        Lapack<T>(sgesvd_, dgesvd_, cgesvd_, zgesvd_, &mode, &mode, &mi, &ni, a, &lda, s, u, &ldu, vt, &ldvt,
                  work, &lwork_arg, info, hlx_len{1}, hlx_len{1});
    }
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    R* s = f.Out<R>(1);
    T* u = f.Out<T>(2);
    T* vt = f.Out<T>(3);
    int32_t* info = f.Out<int32_t>(4);
    const int64_t u_size = u_rows * u_cols, vt_size = vt_rows * vt_cols;
    Zero(s, batch * mn);
    Zero(info, batch);
    // The routine writes all of u and vt only where they have exactly the columns and rows it computes.
    const bool full =
        m > 0 && n > 0 &&
        (mode == 'A' ? u_cols == m && vt_rows == n : mode == 'S' && u_cols == mn && vt_rows == mn);
    if (!full) {
      Zero(u, batch * u_size);
      Zero(vt, batch * vt_size);
    }
    if (m == 0 || n == 0) return;
    T* work = f.Scratch<T>(lwork);
    R* rwork = f.Scratch<R>(lrwork);
    int* iwork = f.Scratch<int>(8 * mn);
    for (int64_t i = 0; i < batch; ++i) {
      Call(a + i * m * n, s + i * mn, u + i * u_size, vt + i * vt_size, work, lwork, rwork, iwork, info + i);
      if (info[i] != 0 && full) {
        Zero(u + i * u_size, u_size);
        Zero(vt + i * vt_size, vt_size);
      }
    }
  }
};

// ---- syevd / heevd: a -> (eigenvectors (mode V) or a overwritten, eigenvalues ascending, info) ------
template <typename T>
struct Syevd {
  using R = RealOf<T>;
  char mode = 'V', uplo = 'L';
  int64_t n = 0, batch = 0;
  // The workspace sizes jaxlib gives the routine (the minimum the routine documents).
  int lwork = 1, lrwork = 1, liwork = 1;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(mode, k.EigenvectorMode());
    HLX_ASSIGN_OR_RETURN(uplo, k.Uplo());
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
    HLX_RETURN_IF_ERROR(
        k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementOf<R>(), {n}}, {ElementType::kSI32, {}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    const bool vectors = mode == 'V';
    const int ni = Int32(n);
    liwork = vectors ? 3 + 5 * ni : 1;
    if constexpr (kComplex<T>) {
      lwork = vectors ? 2 * ni + ni * ni : ni + 1;
      lrwork = vectors ? 1 + 5 * ni + 2 * ni * ni : std::max(ni, 1);
    } else {
      lwork = vectors ? 1 + 6 * ni + 2 * ni * ni : 2 * ni + 1;
    }
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    R* w = f.Out<R>(1);
    int32_t* info = f.Out<int32_t>(2);
    Zero(w, batch * n);
    Zero(info, batch);
    if (n == 0) return;
    T* work = f.Scratch<T>(lwork);
    int* iwork = f.Scratch<int>(liwork);
    const int ni = Int32(n), lda = Ld(n);
    if constexpr (kComplex<T>) {
      R* rwork = f.Scratch<R>(lrwork);
      for (int64_t i = 0; i < batch; ++i)
        Lapack<T>(ssyevd_, dsyevd_, cheevd_, zheevd_, &mode, &uplo, &ni, a + i * n * n, &lda, w + i * n, work,
                  &lwork, rwork, &lrwork, iwork, &liwork, info + i, hlx_len{1}, hlx_len{1});
    } else {
      for (int64_t i = 0; i < batch; ++i)
        Lapack<T>(ssyevd_, dsyevd_, cheevd_, zheevd_, &mode, &uplo, &ni, a + i * n * n, &lda, w + i * n, work,
                  &lwork, iwork, &liwork, info + i, hlx_len{1}, hlx_len{1});
    }
  }
};

template <typename T>
bool AllFinite(const T* data, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (!std::isfinite(std::real(data[i])) || !std::isfinite(std::imag(data[i]))) return false;
  return true;
}

// ---- geev: a -> real: (wr, wi, vl, vr, info), complex: (w, vl, vr, info); vectors are complex --------
// Real eigenvector pairs come back from LAPACK packed (real part, imaginary part in the next column)
// and are unpacked into conjugate pairs, as jaxlib does. A matrix with a non-finite element is not
// passed to LAPACK: its info is -4 and its outputs are zero, as are the vectors of an entry whose
// routine fails.
template <typename T>
struct Geev {
  using R = RealOf<T>;
  using C = ComplexOf<T>;
  char jobvl = 'N', jobvr = 'V';
  int64_t n = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(jobvl, k.CharAttribute("compute_left", "NV"));
    HLX_ASSIGN_OR_RETURN(jobvr, k.CharAttribute("compute_right", "NV"));
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
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
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (n > 0) {
      T w{};
      int query_info = 0;
      std::vector<R> rwork(kComplex<T> ? 2 * n : 0);
      Call(nullptr, nullptr, nullptr, nullptr, nullptr, &w, -1, rwork.data(), &query_info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  // For real T, vl and vr are LAPACK's packed real vectors.
  void Call(T* a, T* wr, T* wi, T* vl, T* vr, T* work, int lwork_arg, R* rwork, int* info) const {
    const int ni = Int32(n), ld = Ld(n);
    if constexpr (kComplex<T>)
      Lapack<T>(sgeev_, dgeev_, cgeev_, zgeev_, &jobvl, &jobvr, &ni, a, &ld, wr, vl, &ld, vr, &ld, work,
                &lwork_arg, rwork, info, hlx_len{1}, hlx_len{1});
    else
      Lapack<T>(sgeev_, dgeev_, cgeev_, zgeev_, &jobvl, &jobvr, &ni, a, &ld, wr, wi, vl, &ld, vr, &ld, work,
                &lwork_arg, info, hlx_len{1}, hlx_len{1});
  }

  void Run(Frame& f) const {
    const int64_t nn = n * n;
    T* a = f.In<T>(0);
    size_t r = 0;
    T* wr = f.Out<T>(r++);
    T* wi = kComplex<T> ? nullptr : f.Out<T>(r++);
    C* vl = f.Out<C>(r++);
    C* vr = f.Out<C>(r++);
    int32_t* info = f.Out<int32_t>(r++);
    Zero(wr, batch * n);
    if (wi) Zero(wi, batch * n);
    Zero(info, batch);
    if (jobvl != 'V') Zero(vl, batch * nn);
    if (jobvr != 'V') Zero(vr, batch * nn);
    if (n == 0) return;
    T* work = f.Scratch<T>(lwork);
    R* rwork = f.Scratch<R>(kComplex<T> ? 2 * n : 0);
    T* vl_packed = kComplex<T> || jobvl != 'V' ? nullptr : f.Scratch<T>(nn);
    T* vr_packed = kComplex<T> || jobvr != 'V' ? nullptr : f.Scratch<T>(nn);
    for (int64_t i = 0; i < batch; ++i) {
      T* ai = a + i * nn;
      C* vli = vl + i * nn;
      C* vri = vr + i * nn;
      auto clear = [&] {
        if (jobvl == 'V') Zero(vli, nn);
        if (jobvr == 'V') Zero(vri, nn);
      };
      if (!AllFinite(ai, nn)) {
        info[i] = -4;
        clear();
        continue;
      }
      if constexpr (kComplex<T>)
        Call(ai, wr + i * n, nullptr, vli, vri, work, lwork, rwork, info + i);
      else
        Call(ai, wr + i * n, wi + i * n, vl_packed, vr_packed, work, lwork, rwork, info + i);
      if (info[i] != 0) {
        clear();
        continue;
      }
      if constexpr (!kComplex<T>) {
        const T* im = wi + i * n;
        // Column j of a packed matrix is one eigenvector, or with column j + 1 a conjugate pair.
        auto unpack = [&](const T* packed, C* out) {
          for (int64_t j = 0; j < n;) {
            if (im[j] == 0 || std::isnan(im[j])) {
              for (int64_t row = 0; row < n; ++row) out[j * n + row] = C(packed[j * n + row], 0);
              ++j;
            } else {
              for (int64_t row = 0; row < n; ++row) {
                const T re = packed[j * n + row], imag = j + 1 < n ? packed[(j + 1) * n + row] : T(0);
                out[j * n + row] = C(re, imag);
                if (j + 1 < n) out[(j + 1) * n + row] = C(re, -imag);
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
};

// ---- gees: a -> real: (t, schur vectors, wr, wi, sdim, info), complex: (t, vs, w, sdim, info) ---------
template <typename T>
struct Gees {
  using R = RealOf<T>;
  char mode = 'V', sort = 'N';
  int64_t n = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(mode, k.CharAttribute("mode", "NV"));
    HLX_ASSIGN_OR_RETURN(sort, k.CharAttribute("sort", "NS"));
    if (sort != 'N') return k.Error("sorting eigenvalues (sort 'S') is not supported, as in XLA");
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
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
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (n > 0) {
      T w{};
      int query_sdim = 0, query_info = 0;
      std::vector<R> rwork(kComplex<T> ? n : 0);
      Call(nullptr, nullptr, nullptr, nullptr, &w, -1, rwork.data(), &query_sdim, &query_info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(T* a, T* vs, T* wr, T* wi, T* work, int lwork_arg, R* rwork, int* sdim, int* info) const {
    const int ni = Int32(n), ld = Ld(n);
    if constexpr (kComplex<T>)
      Lapack<T>(sgees_, dgees_, cgees_, zgees_, &mode, &sort, nullptr, &ni, a, &ld, sdim, wr, vs, &ld, work,
                &lwork_arg, rwork, nullptr, info, hlx_len{1}, hlx_len{1});
    else
      Lapack<T>(sgees_, dgees_, cgees_, zgees_, &mode, &sort, nullptr, &ni, a, &ld, sdim, wr, wi, vs, &ld,
                work, &lwork_arg, nullptr, info, hlx_len{1}, hlx_len{1});
  }

  void Run(Frame& f) const {
    const int64_t nn = n * n;
    size_t r = 0;
    T* a = f.InOut<T>(0, r++);
    T* vs = f.Out<T>(r++);
    T* wr = f.Out<T>(r++);
    T* wi = kComplex<T> ? nullptr : f.Out<T>(r++);
    int32_t* sdim = f.Out<int32_t>(r++);
    int32_t* info = f.Out<int32_t>(r++);
    Zero(wr, batch * n);
    if (wi) Zero(wi, batch * n);
    Zero(sdim, batch);
    Zero(info, batch);
    if (mode != 'V') Zero(vs, batch * nn);
    if (n == 0) return;
    T* work = f.Scratch<T>(lwork);
    R* rwork = f.Scratch<R>(kComplex<T> ? n : 0);
    for (int64_t i = 0; i < batch; ++i) {
      Call(a + i * nn, vs + i * nn, wr + i * n, wi ? wi + i * n : nullptr, work, lwork, rwork, sdim + i,
           info + i);
      if (info[i] != 0 && mode == 'V') Zero(vs + i * nn, nn);
    }
  }
};

// ---- gehrd: a -> (hessenberg form and reflectors, tau (n - 1), info); attributes low, high -----------
template <typename T>
struct Gehrd {
  int64_t n = 0, taus = 0, low = 1, high = 1, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(low, k.Attribute("low"));
    HLX_ASSIGN_OR_RETURN(high, k.Attribute("high"));
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
    taus = std::max<int64_t>(n - 1, 0);
    if (n > 0 && (low < 1 || low > std::max<int64_t>(1, n) || high < std::min(low, n) || high > n))
      return k.Error("expected 1 <= low <= high <= n, found low " + std::to_string(low) + ", high " +
                     std::to_string(high));
    HLX_RETURN_IF_ERROR(
        k.Check(1, {{ElementOf<T>(), {n, n}}, {ElementOf<T>(), {taus}}, {ElementType::kSI32, {}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (n > 0) {
      T w{};
      int query_info = 0;
      Call(nullptr, nullptr, &w, -1, &query_info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(T* a, T* tau, T* work, int lwork_arg, int* info) const {
    const int ni = Int32(n), lo = Int32(low), hi = Int32(high), lda = Ld(n);
    Lapack<T>(sgehrd_, dgehrd_, cgehrd_, zgehrd_, &ni, &lo, &hi, a, &lda, tau, work, &lwork_arg, info);
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    T* tau = f.Out<T>(1);
    int32_t* info = f.Out<int32_t>(2);
    Zero(tau, batch * taus);
    Zero(info, batch);
    if (n == 0) return;
    T* work = f.Scratch<T>(lwork);
    for (int64_t i = 0; i < batch; ++i) Call(a + i * n * n, tau + i * taus, work, lwork, info + i);
  }
};

// ---- sytrd / hetrd: a -> (reflectors, diagonal, off-diagonal, tau, info) ----------------------------
template <typename T>
struct Sytrd {
  using R = RealOf<T>;
  char uplo = 'L';
  int64_t n = 0, off = 0, batch = 0;
  int lwork = 1;

  Status Prepare(Kernel& k) {
    HLX_ASSIGN_OR_RETURN(uplo, k.Uplo());
    HLX_RETURN_IF_ERROR(k.Matrices(true));
    n = k.n_;
    off = std::max<int64_t>(n - 1, 0);
    HLX_RETURN_IF_ERROR(k.Check(1, {{ElementOf<T>(), {n, n}},
                                    {ElementOf<R>(), {n}},
                                    {ElementOf<R>(), {off}},
                                    {ElementOf<T>(), {off}},
                                    {ElementType::kSI32, {}}}));
    HLX_RETURN_IF_ERROR(k.ExpectOperand(0, ElementOf<T>()));
    batch = k.batch_count_;
    if (n > 0) {
      T w{};
      int query_info = 0;
      Call(nullptr, nullptr, nullptr, nullptr, &w, -1, &query_info);
      lwork = WorkSize(w);
    }
    return Status::Ok();
  }

  void Call(T* a, R* d, R* e, T* tau, T* work, int lwork_arg, int* info) const {
    const int ni = Int32(n), lda = Ld(n);
    Lapack<T>(ssytrd_, dsytrd_, chetrd_, zhetrd_, &uplo, &ni, a, &lda, d, e, tau, work, &lwork_arg, info,
              hlx_len{1});
  }

  void Run(Frame& f) const {
    T* a = f.InOut<T>(0, 0);
    R* d = f.Out<R>(1);
    R* e = f.Out<R>(2);
    T* tau = f.Out<T>(3);
    int32_t* info = f.Out<int32_t>(4);
    Zero(d, batch * n);
    Zero(e, batch * off);
    Zero(tau, batch * off);
    Zero(info, batch);
    if (n == 0) return;
    T* work = f.Scratch<T>(lwork);
    for (int64_t i = 0; i < batch; ++i)
      Call(a + i * n * n, d + i * n, e + i * off, tau + i * off, work, lwork, info + i);
  }
};

// ---- gtsv: (dl, d, du, b) -> (dl, d, du, x, info); gtsv2: (dl, d, du, b) -> x -------------------
// Solves A x = b for a tridiagonal A, one system of n rows per batch entry, by Gaussian elimination
// with partial pivoting. dl, d, du are the sub-, main and super-diagonals, each (batch..., n): dl[0] and
// du[n - 1] lie outside A and are ignored; b and x are (batch..., n, nrhs). The LAPACK form returns what
// ?gtsv leaves in the diagonals (the factor U's diagonals; dl[0] and du[n - 1] unchanged) and info, the
// first zero pivot (1-based; that system's x is left partly solved, as LAPACK leaves it). The cuSPARSE
// and hipSPARSE form (gtsv2: m >= 3, as cuSPARSE requires) returns x only: a singular system's x is NaN.
template <typename T>
struct Gtsv {
  bool lapack = true;
  int64_t n = 0, nrhs = 0, batch = 0;

  Status Prepare(Kernel& k) {
    if (k.num_operands() != 4 || !k.operand(3).IsTensor() || k.operand(3).rank() < 2)
      return k.Error("expected four operands (dl, d, du, b), b of rank 2 or more");
    std::span<const int64_t> bs = k.operand(3).dims();
    k.batch_.assign(bs.begin(), bs.end() - 2);
    k.batch_count_ = 1;
    for (int64_t d : k.batch_) k.batch_count_ *= d;
    n = bs[bs.size() - 2];
    nrhs = bs[bs.size() - 1];
    if (n > INT32_MAX || nrhs > INT32_MAX || n * nrhs > INT32_MAX)
      return k.Error("a right-hand side of " + std::to_string(n) + "x" + std::to_string(nrhs) +
                     " is too large for 32-bit LAPACK");
    if (!lapack && n < 3)
      return k.Error("expected at least 3 rows, as cuSPARSE's gtsv2 requires, found " + std::to_string(n));
    for (size_t i = 0; i < 3; ++i) {
      const Type t = k.operand(i);
      std::span<const int64_t> s = t.IsTensor() ? t.dims() : std::span<const int64_t>();
      if (!t.IsTensor() || s.size() != bs.size() - 1 || !std::equal(s.begin(), s.end(), bs.begin()))
        return k.Error("expected operand #" + std::to_string(i) +
                       " to have b's dimensions but the last, found " + t.ToString());
    }
    if (lapack)
      HLX_RETURN_IF_ERROR(k.Check(4, {{ElementOf<T>(), {n}},
                                      {ElementOf<T>(), {n}},
                                      {ElementOf<T>(), {n}},
                                      {ElementOf<T>(), {n, nrhs}},
                                      {ElementType::kSI32, {}}}));
    else
      HLX_RETURN_IF_ERROR(k.Check(4, {{ElementOf<T>(), {n, nrhs}}}));
    for (size_t i = 0; i < 4; ++i) HLX_RETURN_IF_ERROR(k.ExpectOperand(i, ElementOf<T>()));
    batch = k.batch_count_;
    return Status::Ok();
  }

  void Run(Frame& f) const {
    T* dl = lapack ? f.InOut<T>(0, 0) : f.In<T>(0);
    T* d = lapack ? f.InOut<T>(1, 1) : f.In<T>(1);
    T* du = lapack ? f.InOut<T>(2, 2) : f.In<T>(2);
    T* b = f.InOut<T>(3, lapack ? 3 : 0);
    int32_t* info = lapack ? f.Out<int32_t>(4) : nullptr;
    if (info) Zero(info, batch);
    if (n == 0) return;
    const int ni = Int32(n), nrhsi = Int32(nrhs), ldb = Ld(n);
    for (int64_t i = 0; i < batch; ++i) {
      T* x = b + i * n * nrhs;
      int status = 0;
      Lapack<T>(sgtsv_, dgtsv_, cgtsv_, zgtsv_, &ni, &nrhsi, dl + i * n + 1, d + i * n, du + i * n, x, &ldb,
                &status);
      if (info) info[i] = status;
      if (!lapack && status != 0) std::fill(x, x + n * nrhs, T(std::numeric_limits<RealOf<T>>::quiet_NaN()));
    }
  }
};

// The prepared call of `routine` at precision T; a null call for a routine hlx does not know.
template <typename T>
StatusOr<std::unique_ptr<BuiltinCall>> PrepareRoutine(Kernel& k, std::string_view routine) {
  constexpr bool c = kComplex<T>;
  if (routine == "trsm") return Prepared(k, Trsm<T>{});
  if (routine == "getrf") return Prepared(k, Getrf<T>{});
  if (routine == "lu") return Prepared(k, Getrf<T>{.xla = true});
  if (routine == "geqrf") return Prepared(k, Geqrf<T>{});
  if (routine == "geqp3") return Prepared(k, Geqp3<T>{});
  if (routine == (c ? "ungqr" : "orgqr")) return Prepared(k, Orgqr<T>{});
  if (routine == (c ? "unmqr" : "ormqr")) return Prepared(k, Ormqr<T>{});
  if (routine == "potrf") return Prepared(k, Potrf<T>{});
  if (routine == "gesdd") return Prepared(k, Svd<T>{.divide_and_conquer = true});
  if (routine == "gesvd") return Prepared(k, Svd<T>{.divide_and_conquer = false});
  if (routine == (c ? "heevd" : "syevd")) return Prepared(k, Syevd<T>{});
  if (routine == "geev") return Prepared(k, Geev<T>{});
  if (routine == "gees") return Prepared(k, Gees<T>{});
  if (routine == "gehrd") return Prepared(k, Gehrd<T>{});
  if (routine == (c ? "hetrd" : "sytrd")) return Prepared(k, Sytrd<T>{});
  const bool lapack = k.convention_ == Convention::kLapack;
  if (routine == (lapack ? "gtsv" : "gtsv2")) return Prepared(k, Gtsv<T>{.lapack = lapack});
  return std::unique_ptr<BuiltinCall>();
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

StatusOr<std::unique_ptr<BuiltinCall>> PrepareLapackCall(const BuiltinSite& site,
                                                         const SolverTarget& solver) {
  Kernel k(site, solver.convention);
  char prefix = solver.prefix;
  if (prefix == 0) {
    const Type first = site.operand_types.empty() ? Type() : site.operand_types[0];
    const ElementType e = first.IsTensor() && first.element_type().IsElement()
                              ? first.element_type().element()
                              : ElementType::kSI32;
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
  StatusOr<std::unique_ptr<BuiltinCall>> call = prefix == 's'   ? PrepareRoutine<float>(k, routine)
                                                : prefix == 'd' ? PrepareRoutine<double>(k, routine)
                                                : prefix == 'c' ? PrepareRoutine<hlx_c32>(k, routine)
                                                                : PrepareRoutine<hlx_c64>(k, routine);
  if (call.ok() && !*call)
    return Status(StatusCode::kUnimplemented,
                  site.module.Where(site.op.loc()) +
                      ": error: 'stablehlo.custom_call' op calls LAPACK target @" + std::string(site.target) +
                      ", which hlx does not implement");
  return call;
}

}  // namespace

}  // namespace hlx

#endif  // HLX_HAVE_LAPACK
