// FFI handlers of a user's library, written with XLA's header-only FFI library (jax.ffi.include_dir()):
// test_ffi.py builds this file and registers its handlers with jax.ffi.register_ffi_target for both
// hlx and JAX's CPU backend.
#include <algorithm>
#include <cstdint>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

// y = scale * x + shift, shift repeating along x's last dimension.
static ffi::Error ScaleShiftImpl(ffi::Buffer<ffi::F32> x, ffi::Buffer<ffi::F32> shift,
                                 ffi::ResultBuffer<ffi::F32> y, float scale) {
  if (scale < 0) return ffi::Error::InvalidArgument("scale must not be negative");
  const auto dims = x.dimensions();
  const int64_t n = dims.size() == 0 ? 1 : dims.back();
  if (static_cast<int64_t>(shift.element_count()) != n)
    return ffi::Error::InvalidArgument("shift must have x's last dimension");
  const float* in = x.typed_data();
  const float* s = shift.typed_data();
  float* out = y->typed_data();
  for (size_t i = 0; i < x.element_count(); ++i) out[i] = scale * in[i] + s[i % n];
  return ffi::Error::Success();
}

XLA_FFI_DEFINE_HANDLER_SYMBOL(ScaleShift, ScaleShiftImpl,
                              ffi::Ffi::Bind()
                                  .Arg<ffi::Buffer<ffi::F32>>()
                                  .Arg<ffi::Buffer<ffi::F32>>()
                                  .Ret<ffi::Buffer<ffi::F32>>()
                                  .Attr<float>("scale"));

// The sums and maxima of x's rows (its last dimension), each plus `offset`, for f32 or f64 x.
template <typename T>
static void RowStats(const T* x, int64_t rows, int64_t n, int64_t offset, T* sums, T* maxes) {
  for (int64_t r = 0; r < rows; ++r) {
    T sum = 0, max = x[r * n];
    for (int64_t k = 0; k < n; ++k) {
      sum += x[r * n + k];
      max = std::max(max, x[r * n + k]);
    }
    sums[r] = sum + static_cast<T>(offset);
    maxes[r] = max + static_cast<T>(offset);
  }
}

static ffi::Error RowStatsImpl(ffi::AnyBuffer x, ffi::Result<ffi::AnyBuffer> sums,
                               ffi::Result<ffi::AnyBuffer> maxes, int64_t offset) {
  const auto dims = x.dimensions();
  if (dims.size() == 0 || dims.back() == 0) return ffi::Error::InvalidArgument("x needs non-empty rows");
  const int64_t n = dims.back(), rows = static_cast<int64_t>(x.element_count()) / n;
  if (x.element_type() == ffi::F32)
    RowStats(x.typed_data<float>(), rows, n, offset, sums->typed_data<float>(), maxes->typed_data<float>());
  else if (x.element_type() == ffi::F64)
    RowStats(x.typed_data<double>(), rows, n, offset, sums->typed_data<double>(),
             maxes->typed_data<double>());
  else
    return ffi::Error::InvalidArgument("x must be f32 or f64");
  return ffi::Error::Success();
}

XLA_FFI_DEFINE_HANDLER_SYMBOL(
    RowStatsHandler, RowStatsImpl,
    ffi::Ffi::Bind().Arg<ffi::AnyBuffer>().Ret<ffi::AnyBuffer>().Ret<ffi::AnyBuffer>().Attr<int64_t>(
        "offset"));
