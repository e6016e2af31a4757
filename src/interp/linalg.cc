// Contractions, convolution, fft, triangular solve, cholesky and batch norm, with the spec's semantics
// for every element type.
//
// Operands are converted to the result's element type first (the spec's implicit conversion for a
// preferred element type). Contractions (dot_general, einsum, convolution) then sum their products as the
// spec writes them, with multiply and add in the result's element type: f32, f64 and the complex types
// compute natively in that type, which reproduces XLA's results (the corpus's expected values) where a
// wider accumulator would differ by many ULPs after cancellation. Floats narrower than f32 compute in
// double and round once. Integers compute as uint64_t (wrapping, so the low bits are exact for every
// width); bool as integers (any nonzero sum is true). Contractions are laid out as [batch, M, K] x
// [batch, K, N] contiguous matrices and multiplied with a blocked i-k-j loop the compiler vectorizes;
// each element sums its products in increasing k. Convolution gathers its windows (im2col) into such a
// matrix per group. fft and batch norm compute in long double; triangular_solve and cholesky in double (long
// double for f64 and complex<f64>) and round once; the fft is radix-2 for power-of-two lengths and a direct
// DFT with an exact twiddle table otherwise. Cholesky of a matrix that is not positive definite gives all NaN
// for that matrix.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <numbers>
#include <type_traits>

#include "interp/kernels.h"

namespace hlx {
namespace {

using CD = std::complex<double>;
using CL = std::complex<long double>;

template <typename T>
struct IsComplexT : std::false_type {};
template <typename T>
struct IsComplexT<std::complex<T>> : std::true_type {};

// ---- Operand loading in a compute domain --------------------------------------------------------------
// `value` rounded to the complex element type `e` and widened back (RoundFloat for reals).
CD RoundComplex(ElementType e, CD value) {
  char buf[32];
  StoreComplex(e, buf, value);
  return LoadComplex(e, buf);
}

// The elements of `t` converted to element type `to` (the spec's convert), in compute domain T.
template <typename T>
std::vector<T> LoadAs(const Tensor& t, ElementType to) {
  const ElementType from = t.element();
  const int64_t n = t.num_elements();
  std::vector<T> out(n);
  if constexpr (std::is_same_v<T, uint64_t>) {
    if (IsInteger(from) || IsBool(from)) {
      std::vector<int64_t> v = ReadInts(t);
      for (int64_t i = 0; i < n; ++i) out[i] = static_cast<uint64_t>(v[i]);
    } else {
      // Float to integer: truncate toward zero and saturate to the type's range, as convert does; NaN
      // gives 0. (Booleans: any nonzero value is true.)
      const int bits = GetElementInfo(to).bit_width;
      const long double hi = IsBool(to) ? 1.0L : std::ldexp(1.0L, IsUnsigned(to) ? bits : bits - 1) - 1;
      const long double lo = IsUnsigned(to) || IsBool(to) ? 0.0L : -std::ldexp(1.0L, bits - 1);
      for (int64_t i = 0; i < n; ++i) {
        long double d = ElementAsDouble(t, i);
        if (std::isnan(d)) d = 0;
        if (IsBool(to)) d = d != 0;
        d = std::clamp(std::trunc(d), lo, hi);
        out[i] = d < 0 ? static_cast<uint64_t>(static_cast<int64_t>(d)) : static_cast<uint64_t>(d);
      }
    }
  } else if constexpr (IsComplexT<T>::value) {
    if (IsComplex(from)) {
      std::vector<CD> v = ReadComplexes(t);
      for (int64_t i = 0; i < n; ++i) out[i] = T(from == to ? v[i] : RoundComplex(to, v[i]));
    } else {
      for (int64_t i = 0; i < n; ++i) out[i] = T(RoundComplex(to, CD(ElementAsDouble(t, i), 0)));
    }
  } else {
    if (from == to) {
      std::vector<double> v = ReadFloats(t);
      for (int64_t i = 0; i < n; ++i) out[i] = v[i];
    } else {
      for (int64_t i = 0; i < n; ++i) out[i] = RoundFloat(to, ElementAsDouble(t, i));
    }
  }
  return out;
}

// A tensor of `type` from values in compute domain T, rounded once.
template <typename T>
Tensor StoreAs(Type type, const std::vector<T>& values) {
  if constexpr (std::is_same_v<T, uint64_t>) {
    std::vector<int64_t> v(values.size());
    for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int64_t>(values[i]);
    return MakeInts(type, v);
  } else if constexpr (IsComplexT<T>::value) {
    std::vector<CD> v(values.size());
    for (size_t i = 0; i < v.size(); ++i) v[i] = CD(static_cast<double>(values[i].real()), values[i].imag());
    return MakeComplexes(type, v);
  } else {
    std::vector<double> v(values.begin(), values.end());
    return MakeFloats(type, v);
  }
}

// Runs `f.template operator()<T>()` with the compute domain T of contractions with result element `e`.
template <typename F>
auto WithDomain(ElementType e, F&& f) {
  if (IsComplex(e)) {
    if (e == ElementType::kC64) return f.template operator()<std::complex<float>>();
    return f.template operator()<CD>();
  }
  if (IsFloat(e)) {
    if (e == ElementType::kF32) return f.template operator()<float>();
    return f.template operator()<double>();
  }
  return f.template operator()<uint64_t>();
}

// `src` (of `shape`) with its dimensions reordered: result dimension i is source dimension perm[i].
template <typename T>
std::vector<T> Permute(const std::vector<T>& src, std::span<const int64_t> shape,
                       std::span<const int64_t> perm) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  std::vector<T> out(src.size());
  if (src.empty()) return out;
  bool identity = true;
  for (int64_t i = 0; i < rank; ++i) identity = identity && perm[i] == i;
  if (identity) return src;
  std::vector<int64_t> strides = Strides(shape);
  std::vector<int64_t> out_shape(rank), step(rank);
  for (int64_t i = 0; i < rank; ++i) {
    out_shape[i] = shape[perm[i]];
    step[i] = strides[perm[i]];
  }
  // Walk the result row-major; the innermost dimension runs as a strided copy.
  const int64_t inner = out_shape[rank - 1], inner_step = step[rank - 1];
  std::vector<int64_t> index(rank, 0);
  int64_t offset = 0;
  for (int64_t o = 0; o < static_cast<int64_t>(out.size()); o += inner) {
    for (int64_t j = 0; j < inner; ++j) out[o + j] = src[offset + j * inner_step];
    for (int64_t d = rank - 2; d >= 0; --d) {
      if (++index[d] < out_shape[d]) {
        offset += step[d];
        break;
      }
      offset -= step[d] * (out_shape[d] - 1);
      index[d] = 0;
    }
  }
  return out;
}

// c[m x n] += a[m x k] * b[k x n], blocked so that a panel of b stays in cache. Each element of c sums
// its products in increasing k.
template <typename T>
void MatMulAdd(const T* a, const T* b, T* c, int64_t m, int64_t k, int64_t n) {
  constexpr int64_t kBlockK = 128, kBlockN = 512;
  for (int64_t k0 = 0; k0 < k; k0 += kBlockK) {
    const int64_t k1 = std::min(k, k0 + kBlockK);
    for (int64_t j0 = 0; j0 < n; j0 += kBlockN) {
      const int64_t j1 = std::min(n, j0 + kBlockN);
      for (int64_t i = 0; i < m; ++i) {
        T* __restrict crow = c + i * n;
        for (int64_t p = k0; p < k1; ++p) {
          const T av = a[i * k + p];
          const T* __restrict brow = b + p * n;
          for (int64_t j = j0; j < j1; ++j) crow[j] += av * brow[j];
        }
      }
    }
  }
}

// ---- dot_general ----------------------------------------------------------------------------------------
StatusOr<Tensor> DotGeneral(const OpCall& c, const Tensor& lhs, const Tensor& rhs, const DotDims& dims,
                            Type result_type) {
  const int64_t lrank = lhs.rank(), rrank = rhs.rank();
  auto valid = [](std::span<const int64_t> ds, int64_t rank) {
    return std::all_of(ds.begin(), ds.end(), [&](int64_t d) { return d >= 0 && d < rank; });
  };
  if (dims.lhs_batching.size() != dims.rhs_batching.size() ||
      dims.lhs_contracting.size() != dims.rhs_contracting.size() || !valid(dims.lhs_batching, lrank) ||
      !valid(dims.lhs_contracting, lrank) || !valid(dims.rhs_batching, rrank) ||
      !valid(dims.rhs_contracting, rrank))
    return c.Error("has invalid dot dimension numbers");
  auto free_dims = [](int64_t rank, const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
    std::vector<int64_t> out;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(a.begin(), a.end(), d) == a.end() && std::find(b.begin(), b.end(), d) == b.end())
        out.push_back(d);
    return out;
  };
  std::vector<int64_t> lfree = free_dims(lrank, dims.lhs_batching, dims.lhs_contracting);
  std::vector<int64_t> rfree = free_dims(rrank, dims.rhs_batching, dims.rhs_contracting);
  int64_t batch = 1, m = 1, k = 1, n = 1;
  for (size_t i = 0; i < dims.lhs_batching.size(); ++i) {
    if (lhs.shape()[dims.lhs_batching[i]] != rhs.shape()[dims.rhs_batching[i]])
      return c.Error("has batching dimensions of different sizes");
    batch *= lhs.shape()[dims.lhs_batching[i]];
  }
  for (size_t i = 0; i < dims.lhs_contracting.size(); ++i) {
    if (lhs.shape()[dims.lhs_contracting[i]] != rhs.shape()[dims.rhs_contracting[i]])
      return c.Error("has contracting dimensions of different sizes");
    k *= lhs.shape()[dims.lhs_contracting[i]];
  }
  for (int64_t d : lfree) m *= lhs.shape()[d];
  for (int64_t d : rfree) n *= rhs.shape()[d];
  if (NumElements(result_type.dims()) != batch * m * n) return c.Error("has a result of the wrong shape");

  std::vector<int64_t> lperm = dims.lhs_batching, rperm = dims.rhs_batching;
  lperm.insert(lperm.end(), lfree.begin(), lfree.end());
  lperm.insert(lperm.end(), dims.lhs_contracting.begin(), dims.lhs_contracting.end());
  rperm.insert(rperm.end(), dims.rhs_contracting.begin(), dims.rhs_contracting.end());
  rperm.insert(rperm.end(), rfree.begin(), rfree.end());
  const ElementType e = result_type.storage_element();
  return WithDomain(e, [&]<typename T>() -> StatusOr<Tensor> {
    std::vector<T> a = Permute(LoadAs<T>(lhs, e), lhs.shape(), lperm);
    std::vector<T> b = Permute(LoadAs<T>(rhs, e), rhs.shape(), rperm);
    std::vector<T> out(batch * m * n, T(0));
    for (int64_t i = 0; i < batch; ++i)
      MatMulAdd(a.data() + i * m * k, b.data() + i * k * n, out.data() + i * m * n, m, k, n);
    return StoreAs(result_type, out);
  });
}

// ---- einsum -----------------------------------------------------------------------------------------------
// Evaluates einsum_config "ab,bc->ac" (or "ab->ba" for one operand): every letter is a dimension; letters
// missing from the output are summed over; a letter repeated within an operand takes its diagonal.
StatusOr<Tensor> Einsum(const OpCall& c, std::span<const Tensor> operands, Type result_type) {
  Attr config = c.op.attr("einsum_config");
  if (!config.Is(AttrKind::kString)) return c.Error("needs an einsum_config string");
  const std::string& text = config.string_value();
  const size_t arrow = text.find("->");
  if (arrow == std::string::npos) return c.Error("has an einsum_config without '->'");
  std::vector<std::string> inputs;
  std::string in = text.substr(0, arrow), out_letters = text.substr(arrow + 2);
  size_t start = 0;
  for (size_t comma; (comma = in.find(',', start)) != std::string::npos; start = comma + 1)
    inputs.push_back(in.substr(start, comma - start));
  inputs.push_back(in.substr(start));
  if (inputs.size() != operands.size()) return c.Error("has an einsum_config for another number of operands");
  int64_t size[128];
  std::fill(std::begin(size), std::end(size), -1);
  auto is_letter = [](char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'); };
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (static_cast<int64_t>(inputs[i].size()) != operands[i].rank())
      return c.Error("has an einsum_config term '" + inputs[i] + "' that does not match its operand's rank");
    for (size_t d = 0; d < inputs[i].size(); ++d) {
      const char ch = inputs[i][d];
      if (!is_letter(ch)) return c.Error("has an einsum_config with '" + std::string(1, ch) + "'");
      if (size[int(ch)] >= 0 && size[int(ch)] != operands[i].shape()[d])
        return c.Error("has einsum dimensions '" + std::string(1, ch) + "' of different sizes");
      size[int(ch)] = operands[i].shape()[d];
    }
  }
  if (static_cast<int64_t>(out_letters.size()) != result_type.rank())
    return c.Error("has an einsum_config output that does not match the result's rank");
  std::string letters = out_letters;
  for (char ch : out_letters)
    if (!is_letter(ch) || size[int(ch)] < 0 || size[int(ch)] != result_type.dims()[letters.find(ch)])
      return c.Error("has an einsum_config output that does not match its operands and result");
  for (const std::string& s : inputs)
    for (char ch : s)
      if (letters.find(ch) == std::string::npos) letters.push_back(ch);
  const int64_t nl = static_cast<int64_t>(letters.size()), nout = static_cast<int64_t>(out_letters.size());
  std::vector<int64_t> extent(nl);
  for (int64_t l = 0; l < nl; ++l) extent[l] = size[int(letters[l])];
  // stride[i][l]: how far operand i's offset moves per step of letter l.
  std::vector<std::vector<int64_t>> stride(operands.size(), std::vector<int64_t>(nl, 0));
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::vector<int64_t> s = Strides(operands[i].shape());
    for (size_t d = 0; d < inputs[i].size(); ++d) stride[i][letters.find(inputs[i][d])] += s[d];
  }
  const ElementType e = result_type.storage_element();
  return WithDomain(e, [&]<typename T>() -> StatusOr<Tensor> {
    std::vector<std::vector<T>> vals;
    for (const Tensor& t : operands) vals.push_back(LoadAs<T>(t, e));
    std::vector<T> out(NumElements(result_type.dims()), T(0));
    std::vector<int64_t> index(nl, 0);
    const int64_t total = NumElements(extent);
    for (int64_t it = 0; it < total; ++it) {
      int64_t out_offset = 0;
      for (int64_t l = 0; l < nout; ++l) out_offset = out_offset * extent[l] + index[l];
      T prod = T(1);
      for (size_t i = 0; i < vals.size(); ++i) {
        int64_t off = 0;
        for (int64_t l = 0; l < nl; ++l) off += index[l] * stride[i][l];
        prod = prod * vals[i][off];
      }
      out[out_offset] += prod;
      NextIndex(extent, index);
    }
    return StoreAs(result_type, out);
  });
}

// ---- convolution ------------------------------------------------------------------------------------------
// `padding_operand`: dynamic_conv's padding; without it, the op's padding attribute.
StatusOr<Tensor> Convolution(const OpCall& c, const Tensor& lhs, const Tensor& rhs,
                             const std::optional<std::vector<int64_t>>& padding_operand, Type result_type) {
  const std::optional<ConvWindow> conv = GetConvWindow(c.op);
  if (!conv) return c.Error("has invalid dimension numbers or window attributes");
  const std::vector<int64_t>& padding_flat = padding_operand ? *padding_operand : conv->padding;
  const ConvDims& d = conv->dims;
  const int64_t ns = conv->num_spatial();
  const std::vector<int64_t>*strides = &conv->strides, *lhs_dil = &conv->lhs_dilation,
        *rhs_dil = &conv->rhs_dilation, *reversal = &conv->reversal;
  if (static_cast<int64_t>(padding_flat.size()) != 2 * ns) return c.Error("has padding of the wrong size");
  const int64_t fgc = conv->feature_group_count, bgc = conv->batch_group_count;
  if (lhs.rank() != ns + 2 || rhs.rank() != ns + 2 || result_type.rank() != ns + 2)
    return c.Error("has invalid dimension numbers");

  const int64_t batch = lhs.shape()[d.input_batch], in_feat = lhs.shape()[d.input_feature];
  const int64_t kin = rhs.shape()[d.kernel_input_feature], kout = rhs.shape()[d.kernel_output_feature];
  const int64_t groups = fgc * bgc;
  if (in_feat != kin * fgc || batch % bgc != 0 || kout % groups != 0)
    return c.Error("has feature or batch group counts that do not divide its dimensions");
  const int64_t out_batch = batch / bgc, group_out = kout / groups;
  std::vector<int64_t> in_sp(ns), k_sp(ns), o_sp(ns);
  for (int64_t i = 0; i < ns; ++i) {
    in_sp[i] = lhs.shape()[d.input_spatial[i]];
    k_sp[i] = rhs.shape()[d.kernel_spatial[i]];
    o_sp[i] = result_type.dims()[d.output_spatial[i]];
  }
  if (result_type.dims()[d.output_batch] != out_batch || result_type.dims()[d.output_feature] != kout)
    return c.Error("has a result of the wrong shape");

  // For each spatial dimension, output position o and window position k: the input index read, or -1
  // where the window sits on padding or on a hole of the lhs dilation.
  std::vector<std::vector<int64_t>> source(ns);
  for (int64_t i = 0; i < ns; ++i) {
    source[i].assign(o_sp[i] * k_sp[i], -1);
    for (int64_t o = 0; o < o_sp[i]; ++o)
      for (int64_t k = 0; k < k_sp[i]; ++k) {
        const int64_t p = o * (*strides)[i] + k * (*rhs_dil)[i] - padding_flat[2 * i];
        if (p < 0 || p % (*lhs_dil)[i] != 0 || p / (*lhs_dil)[i] >= in_sp[i]) continue;
        source[i][o * k_sp[i] + k] = p / (*lhs_dil)[i];
      }
  }

  std::vector<int64_t> lperm{d.input_batch}, rperm = d.kernel_spatial, operm{d.output_batch};
  lperm.insert(lperm.end(), d.input_spatial.begin(), d.input_spatial.end());
  lperm.push_back(d.input_feature);
  rperm.push_back(d.kernel_input_feature);
  rperm.push_back(d.kernel_output_feature);
  operm.insert(operm.end(), d.output_spatial.begin(), d.output_spatial.end());
  operm.push_back(d.output_feature);
  // The result is computed as [batch, spatial..., feature]; inverse[j] is where result dimension j sits.
  std::vector<int64_t> canon_shape(ns + 2), inverse(ns + 2);
  for (int64_t j = 0; j < ns + 2; ++j) {
    canon_shape[j] = result_type.dims()[operm[j]];
    inverse[operm[j]] = j;
  }
  const int64_t window = NumElements(k_sp), out_points = NumElements(o_sp);
  const int64_t rows = out_batch * out_points, cols = window * kin;
  std::vector<int64_t> in_strides(ns + 2);
  {
    std::vector<int64_t> canon_in{batch};
    canon_in.insert(canon_in.end(), in_sp.begin(), in_sp.end());
    canon_in.push_back(in_feat);
    in_strides = Strides(canon_in);
  }
  const ElementType e = result_type.storage_element();
  return WithDomain(e, [&]<typename T>() -> StatusOr<Tensor> {
    const std::vector<T> in = Permute(LoadAs<T>(lhs, e), lhs.shape(), lperm);
    const std::vector<T> ker = Permute(LoadAs<T>(rhs, e), rhs.shape(), rperm);
    std::vector<T> out(NumElements(canon_shape), T(0));
    std::vector<T> a(rows * cols), b(cols * group_out), prod(rows * group_out);
    std::vector<int64_t> opos(ns), kpos(ns);
    for (int64_t g = 0; g < groups; ++g) {
      const int64_t feat0 = fgc > 1 ? g * kin : 0, batch0 = bgc > 1 ? g * out_batch : 0;
      // b[(window position, input feature), output feature of the group], windows reversed as asked.
      std::fill(kpos.begin(), kpos.end(), 0);
      for (int64_t w = 0; w < window; ++w, NextIndex(k_sp, kpos)) {
        int64_t kw = 0;
        for (int64_t i = 0; i < ns; ++i)
          kw = kw * k_sp[i] + ((*reversal)[i] ? k_sp[i] - 1 - kpos[i] : kpos[i]);
        for (int64_t ci = 0; ci < kin; ++ci)
          for (int64_t f = 0; f < group_out; ++f)
            b[(w * kin + ci) * group_out + f] = ker[(kw * kin + ci) * kout + g * group_out + f];
      }
      // a[(batch, output position), (window position, input feature)]: the input under each window.
      for (int64_t nb = 0; nb < out_batch; ++nb) {
        std::fill(opos.begin(), opos.end(), 0);
        for (int64_t op = 0; op < out_points; ++op, NextIndex(o_sp, opos)) {
          T* row = a.data() + (nb * out_points + op) * cols;
          std::fill(kpos.begin(), kpos.end(), 0);
          for (int64_t w = 0; w < window; ++w, NextIndex(k_sp, kpos)) {
            int64_t offset = (batch0 + nb) * in_strides[0] + feat0;
            bool inside = true;
            for (int64_t i = 0; i < ns && inside; ++i) {
              const int64_t s = source[i][opos[i] * k_sp[i] + kpos[i]];
              inside = s >= 0;
              offset += s * in_strides[i + 1];
            }
            T* dst = row + w * kin;
            if (inside)
              std::copy(in.begin() + offset, in.begin() + offset + kin, dst);
            else
              std::fill(dst, dst + kin, T(0));
          }
        }
      }
      std::fill(prod.begin(), prod.end(), T(0));
      MatMulAdd(a.data(), b.data(), prod.data(), rows, cols, group_out);
      for (int64_t r = 0; r < rows; ++r)
        std::copy(prod.begin() + r * group_out, prod.begin() + (r + 1) * group_out,
                  out.begin() + r * kout + g * group_out);
    }
    return StoreAs(result_type, Permute(out, canon_shape, inverse));
  });
}

// ---- fft
// ---------------------------------------------------------------------------------------------------- An
// in-place DFT of `x`: sign -1 forward, +1 inverse (unscaled).
void Dft(std::vector<CL>& x, int sign) {
  const int64_t n = static_cast<int64_t>(x.size());
  if (n <= 1) return;
  const long double tau = 2 * std::numbers::pi_v<long double>;
  if ((n & (n - 1)) == 0) {
    for (int64_t i = 1, j = 0; i < n; ++i) {
      int64_t bit = n >> 1;
      for (; j & bit; bit >>= 1) j ^= bit;
      j ^= bit;
      if (i < j) std::swap(x[i], x[j]);
    }
    for (int64_t len = 2; len <= n; len <<= 1) {
      const int64_t half = len / 2;
      std::vector<CL> w(half);
      for (int64_t t = 0; t < half; ++t)
        w[t] = std::polar(1.0L, sign * tau * static_cast<long double>(t) / static_cast<long double>(len));
      for (int64_t s = 0; s < n; s += len)
        for (int64_t t = 0; t < half; ++t) {
          const CL u = x[s + t], v = x[s + t + half] * w[t];
          x[s + t] = u + v;
          x[s + t + half] = u - v;
        }
    }
    return;
  }
  std::vector<CL> w(n), out(n);
  for (int64_t t = 0; t < n; ++t)
    w[t] = std::polar(1.0L, sign * tau * static_cast<long double>(t) / static_cast<long double>(n));
  for (int64_t k = 0; k < n; ++k) {
    CL sum = 0;
    for (int64_t j = 0, idx = 0; j < n; ++j, idx = (idx + k) % n) sum += x[j] * w[idx];
    out[k] = sum;
  }
  x = std::move(out);
}

// Transforms every line of `data` (of `shape`) along dimension `axis`; inverse transforms divide by n.
void DftAlong(std::vector<CL>& data, std::span<const int64_t> shape, int64_t axis, bool inverse) {
  const int64_t n = shape[axis];
  int64_t inner = 1, outer = 1;
  for (size_t i = axis + 1; i < shape.size(); ++i) inner *= shape[i];
  for (int64_t i = 0; i < axis; ++i) outer *= shape[i];
  std::vector<CL> line(n);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      CL* base = data.data() + o * n * inner + in;
      for (int64_t j = 0; j < n; ++j) line[j] = base[j * inner];
      Dft(line, inverse ? 1 : -1);
      for (int64_t j = 0; j < n; ++j)
        base[j * inner] = inverse ? line[j] / static_cast<long double>(n) : line[j];
    }
}

std::vector<CL> ToWide(const std::vector<CD>& v) { return std::vector<CL>(v.begin(), v.end()); }

// ---- triangular solve and cholesky
// --------------------------------------------------------------------------
template <typename T>
T Conj(T v) {
  if constexpr (IsComplexT<T>::value)
    return std::conj(v);
  else
    return v;
}

template <typename T>
Tensor TriangularSolve(const Tensor& a, const Tensor& b, Type result_type, bool left, bool lower, bool unit,
                       Transpose transpose) {
  const ElementType e = result_type.storage_element();
  std::vector<T> av = LoadAs<T>(a, e), bv = LoadAs<T>(b, e);
  const int64_t rank = b.rank(), m = a.shape()[rank - 1];
  const int64_t rows = b.shape()[rank - 2], cols = b.shape()[rank - 1];
  const int64_t batches = m == 0 || rows == 0 || cols == 0 ? 0 : b.num_elements() / (rows * cols);
  // Left side: solve op(A) X = B. Right side: X op(A) = B, solved as op(A)^T X^T = B^T.
  const int64_t nrhs = left ? cols : rows;
  std::vector<T> tm(m * m), x(m * nrhs);
  std::vector<T> out(bv.size());
  for (int64_t bi = 0; bi < batches; ++bi) {
    const T* ab = av.data() + bi * m * m;
    const T* bb = bv.data() + bi * rows * cols;
    // tm = the matrix the system is solved with, as a function of the triangle of A read.
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < m; ++j) {
        // Element (i, j) of op(A), or its transpose on the right side.
        int64_t r = i, s = j;
        bool conj = false;
        if (transpose != Transpose::NO_TRANSPOSE) {
          std::swap(r, s);
          conj = transpose == Transpose::ADJOINT;
        }
        if (!left) std::swap(r, s);
        T v = (lower ? s <= r : s >= r) ? ab[r * m + s] : T(0);
        if (r == s && unit) v = T(1);
        tm[i * m + j] = conj ? Conj(v) : v;
      }
    bool tm_lower = lower != (transpose != Transpose::NO_TRANSPOSE);
    if (!left) tm_lower = !tm_lower;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < nrhs; ++j) x[i * nrhs + j] = left ? bb[i * cols + j] : bb[j * cols + i];
    for (int64_t step = 0; step < m; ++step) {
      const int64_t i = tm_lower ? step : m - 1 - step;
      for (int64_t j = 0; j < nrhs; ++j) {
        T sum = x[i * nrhs + j];
        if (tm_lower) {
          for (int64_t p = 0; p < i; ++p) sum -= tm[i * m + p] * x[p * nrhs + j];
        } else {
          for (int64_t p = i + 1; p < m; ++p) sum -= tm[i * m + p] * x[p * nrhs + j];
        }
        x[i * nrhs + j] = sum / tm[i * m + i];
      }
    }
    T* ob = out.data() + bi * rows * cols;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < nrhs; ++j) (left ? ob[i * cols + j] : ob[j * cols + i]) = x[i * nrhs + j];
  }
  return StoreAs(result_type, out);
}

template <typename T>
Tensor Cholesky(const Tensor& a, Type result_type, bool lower) {
  const ElementType e = result_type.storage_element();
  std::vector<T> av = LoadAs<T>(a, e);
  const int64_t n = a.shape()[a.rank() - 1];
  const int64_t batches = n == 0 ? 0 : a.num_elements() / (n * n);
  std::vector<T> out(av.size(), T(0));
  std::vector<T> l(n * n);
  for (int64_t bi = 0; bi < batches; ++bi) {
    const T* ab = av.data() + bi * n * n;
    // Element (i, j), j <= i, of the Hermitian matrix, from the triangle the op reads.
    auto at = [&](int64_t i, int64_t j) { return lower ? ab[i * n + j] : Conj(ab[j * n + i]); };
    std::fill(l.begin(), l.end(), T(0));
    bool ok = true;
    for (int64_t j = 0; j < n && ok; ++j) {
      T d = at(j, j);
      for (int64_t p = 0; p < j; ++p) d -= l[j * n + p] * Conj(l[j * n + p]);
      const auto dr = std::real(d);
      ok = dr > 0;
      if (!ok) break;
      const T pivot = T(std::sqrt(dr));
      l[j * n + j] = pivot;
      for (int64_t i = j + 1; i < n; ++i) {
        T s = at(i, j);
        for (int64_t p = 0; p < j; ++p) s -= l[i * n + p] * Conj(l[j * n + p]);
        l[i * n + j] = s / pivot;
      }
    }
    T* ob = out.data() + bi * n * n;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j) {
        const T v = ok ? l[i * n + j] : T(std::numeric_limits<double>::quiet_NaN());
        (lower ? ob[i * n + j] : ob[j * n + i]) = lower ? v : Conj(v);
      }
    if (!ok) std::fill(ob, ob + n * n, T(std::numeric_limits<double>::quiet_NaN()));
  }
  return StoreAs(result_type, out);
}

// ---- batch norm
// -------------------------------------------------------------------------------------------- The layout of
// an operand around its feature dimension: index = (o * features + f) * inner + i.
struct FeatureLayout {
  int64_t outer = 1, features = 1, inner = 1;
  int64_t per_feature() const { return outer * inner; }
};

StatusOr<FeatureLayout> LayoutOf(const OpCall& c, const Tensor& operand) {
  Attr fi = c.op.attr("feature_index");
  if (!fi) return c.Error("needs feature_index");
  const int64_t f = fi.int_value();
  if (f < 0 || f >= operand.rank()) return c.Error("has a feature_index out of range");
  FeatureLayout l;
  l.features = operand.shape()[f];
  for (int64_t i = 0; i < f; ++i) l.outer *= operand.shape()[i];
  for (int64_t i = f + 1; i < operand.rank(); ++i) l.inner *= operand.shape()[i];
  return l;
}

StatusOr<long double> EpsilonOf(const OpCall& c) {
  Attr eps = c.op.attr("epsilon");
  if (!eps) return c.Error("needs epsilon");
  return static_cast<long double>(eps.float_value());
}

std::vector<long double> Wide(const Tensor& t) {
  std::vector<double> v = ReadFloats(t);
  return std::vector<long double>(v.begin(), v.end());
}

Tensor FromWide(Type type, const std::vector<long double>& v) {
  std::vector<double> d(v.begin(), v.end());
  return MakeFloats(type, d);
}

// Sums of `v` per feature.
std::vector<long double> FeatureSums(const FeatureLayout& l, const std::vector<long double>& v) {
  std::vector<long double> sums(l.features, 0);
  for (int64_t o = 0; o < l.outer; ++o)
    for (int64_t f = 0; f < l.features; ++f)
      for (int64_t i = 0; i < l.inner; ++i) sums[f] += v[(o * l.features + f) * l.inner + i];
  return sums;
}

template <typename F>
void ForEachElement(const FeatureLayout& l, F&& f) {
  for (int64_t o = 0; o < l.outer; ++o)
    for (int64_t ft = 0; ft < l.features; ++ft)
      for (int64_t i = 0; i < l.inner; ++i) f((o * l.features + ft) * l.inner + i, ft);
}

bool AllFloat(std::span<const Tensor> ts) {
  return std::all_of(ts.begin(), ts.end(), [](const Tensor& t) { return IsFloat(t.element()); });
}

}  // namespace

Results EvalDot(const OpCall& c) {
  const Tensor &lhs = c.args[0], &rhs = c.args[1];
  if (lhs.rank() < 1 || lhs.rank() > 2 || rhs.rank() < 1 || rhs.rank() > 2)
    return c.Error("takes operands of rank 1 or 2");
  DotDims dims;
  dims.lhs_contracting = {lhs.rank() - 1};
  dims.rhs_contracting = {0};
  HLX_ASSIGN_OR_RETURN(Tensor out, DotGeneral(c, lhs, rhs, dims, c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalDotGeneral(const OpCall& c) {
  Attr dn = c.op.attr("dot_dimension_numbers");
  if (!dn) return c.Error("needs dot_dimension_numbers");
  HLX_ASSIGN_OR_RETURN(Tensor out, DotGeneral(c, c.args[0], c.args[1], GetDotDims(dn), c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalEinsum(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor out, Einsum(c, c.args, c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalUnaryEinsum(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor out, Einsum(c, c.args, c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalConvolution(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor out, Convolution(c, c.args[0], c.args[1], std::nullopt, c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalDynamicConv(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor out,
                       Convolution(c, c.args[0], c.args[1], ReadInts(c.args[2]), c.result_types[0]));
  return std::vector<Tensor>{out};
}

Results EvalFft(const OpCall& c) {
  const Tensor& operand = c.args[0];
  Type result_type = c.result_types[0];
  Attr type_attr = c.op.attr("fft_type");
  auto lengths = c.op.attr("fft_length") ? c.op.attr("fft_length").AsIntList() : std::nullopt;
  if (!type_attr.Is(AttrKind::kEnum) || !lengths) return c.Error("needs fft_type and fft_length");
  const auto type = static_cast<FftType>(type_attr.enum_value());
  const int64_t nl = static_cast<int64_t>(lengths->size()), rank = operand.rank();
  if (nl < 1 || nl > 3 || nl > rank) return c.Error("has an fft_length of the wrong size");
  // The complex side's shape: the operand's for FFT, IFFT and IRFFT, the result's for RFFT.
  std::vector<int64_t> shape(result_type.dims().begin(), result_type.dims().end());
  std::vector<int64_t> in_shape(operand.shape().begin(), operand.shape().end());
  for (int64_t i = 0; i < nl; ++i) {
    const int64_t d = rank - nl + i, len = (*lengths)[i];
    const bool last = i == nl - 1;
    const int64_t real_len = len, half = len / 2 + 1;
    switch (type) {
      case FftType::FFT:
      case FftType::IFFT:
        if (in_shape[d] != len || shape[d] != len) return c.Error("has an fft_length that does not match");
        break;
      case FftType::RFFT:
        if (in_shape[d] != real_len || shape[d] != (last ? half : len))
          return c.Error("has an fft_length that does not match");
        break;
      case FftType::IRFFT:
        if (shape[d] != real_len || in_shape[d] != (last ? half : len))
          return c.Error("has an fft_length that does not match");
        break;
    }
  }
  std::vector<CL> data;
  switch (type) {
    case FftType::FFT:
    case FftType::IFFT: {
      data = ToWide(ReadComplexes(operand));
      for (int64_t d = rank - nl; d < rank; ++d) DftAlong(data, in_shape, d, type == FftType::IFFT);
      std::vector<CD> out(data.begin(), data.end());
      return std::vector<Tensor>{MakeComplexes(result_type, out)};
    }
    case FftType::RFFT: {
      std::vector<double> re = ReadFloats(operand);
      data.assign(re.begin(), re.end());
      DftAlong(data, in_shape, rank - 1, false);
      // Keep the first n/2 + 1 frequencies of the last dimension.
      const int64_t n = in_shape[rank - 1], half = shape[rank - 1];
      std::vector<CL> kept(NumElements(shape));
      for (int64_t r = 0; n > 0 && r < static_cast<int64_t>(kept.size()) / half; ++r)
        std::copy(data.begin() + r * n, data.begin() + r * n + half, kept.begin() + r * half);
      for (int64_t d = rank - nl; d < rank - 1; ++d) DftAlong(kept, shape, d, false);
      std::vector<CD> out(kept.begin(), kept.end());
      return std::vector<Tensor>{MakeComplexes(result_type, out)};
    }
    case FftType::IRFFT: {
      data = ToWide(ReadComplexes(operand));
      for (int64_t d = rank - nl; d < rank - 1; ++d) DftAlong(data, in_shape, d, true);
      // Extend each last-dimension line by Hermitian symmetry, invert it and keep the real part.
      const int64_t n = shape[rank - 1], half = in_shape[rank - 1];
      const int64_t lines = n == 0 ? 0 : NumElements(shape) / n;
      std::vector<double> out(NumElements(shape));
      std::vector<CL> line(n);
      for (int64_t r = 0; r < lines; ++r) {
        for (int64_t k = 0; k < n; ++k)
          line[k] = k < half ? data[r * half + k] : std::conj(data[r * half + (n - k)]);
        Dft(line, 1);
        for (int64_t k = 0; k < n; ++k) out[r * n + k] = static_cast<double>(line[k].real() / n);
      }
      return std::vector<Tensor>{MakeFloats(result_type, out)};
    }
  }
  return c.Error("has an unknown fft_type");
}

Results EvalTriangularSolve(const OpCall& c) {
  const Tensor &a = c.args[0], &b = c.args[1];
  auto flag = [&](const char* name) {
    Attr v = c.op.attr(name);
    return v && v.Is(AttrKind::kBool) && v.bool_value();
  };
  Attr t = c.op.attr("transpose_a");
  if (!t.Is(AttrKind::kEnum)) return c.Error("needs transpose_a");
  const auto transpose = static_cast<Transpose>(t.enum_value());
  if (transpose == Transpose::TRANSPOSE_INVALID) return c.Error("has transpose_a TRANSPOSE_INVALID");
  const bool left = flag("left_side");
  if (a.rank() < 2 || a.rank() != b.rank() || a.shape()[a.rank() - 1] != a.shape()[a.rank() - 2] ||
      b.shape()[b.rank() - (left ? 2 : 1)] != a.shape()[a.rank() - 1])
    return c.Error("has operands of incompatible shapes");
  Type rt = c.result_types[0];
  const ElementType e = rt.storage_element();
  if (!IsFloat(e) && !IsComplex(e)) return c.Error("takes float or complex operands");
  const bool lower = flag("lower"), unit = flag("unit_diagonal");
  Tensor out = e == ElementType::kC128  ? TriangularSolve<CL>(a, b, rt, left, lower, unit, transpose)
               : IsComplex(e)           ? TriangularSolve<CD>(a, b, rt, left, lower, unit, transpose)
               : e == ElementType::kF64 ? TriangularSolve<long double>(a, b, rt, left, lower, unit, transpose)
                                        : TriangularSolve<double>(a, b, rt, left, lower, unit, transpose);
  return std::vector<Tensor>{out};
}

Results EvalCholesky(const OpCall& c) {
  const Tensor& a = c.args[0];
  if (a.rank() < 2 || a.shape()[a.rank() - 1] != a.shape()[a.rank() - 2])
    return c.Error("takes square matrices");
  Attr lower_attr = c.op.attr("lower");
  const bool lower = lower_attr && lower_attr.Is(AttrKind::kBool) && lower_attr.bool_value();
  Type rt = c.result_types[0];
  const ElementType e = rt.storage_element();
  if (!IsFloat(e) && !IsComplex(e)) return c.Error("takes float or complex operands");
  Tensor out = e == ElementType::kC128  ? Cholesky<CL>(a, rt, lower)
               : IsComplex(e)           ? Cholesky<CD>(a, rt, lower)
               : e == ElementType::kF64 ? Cholesky<long double>(a, rt, lower)
                                        : Cholesky<double>(a, rt, lower);
  return std::vector<Tensor>{out};
}

Results EvalBatchNormTraining(const OpCall& c) {
  if (!AllFloat(c.args)) return c.Error("takes float operands");
  HLX_ASSIGN_OR_RETURN(FeatureLayout l, LayoutOf(c, c.args[0]));
  HLX_ASSIGN_OR_RETURN(long double eps, EpsilonOf(c));
  std::vector<long double> x = Wide(c.args[0]), scale = Wide(c.args[1]), offset = Wide(c.args[2]);
  const long double count = static_cast<long double>(l.per_feature());
  std::vector<long double> mean = FeatureSums(l, x);
  for (long double& m : mean) m /= count;
  std::vector<long double> sq(x.size());
  ForEachElement(l, [&](int64_t i, int64_t f) { sq[i] = (x[i] - mean[f]) * (x[i] - mean[f]); });
  std::vector<long double> var = FeatureSums(l, sq);
  for (long double& v : var) v /= count;
  std::vector<long double> y(x.size());
  ForEachElement(l, [&](int64_t i, int64_t f) {
    y[i] = (x[i] - mean[f]) / std::sqrt(var[f] + eps) * scale[f] + offset[f];
  });
  return std::vector<Tensor>{FromWide(c.result_types[0], y), FromWide(c.result_types[1], mean),
                             FromWide(c.result_types[2], var)};
}

Results EvalBatchNormInference(const OpCall& c) {
  if (!AllFloat(c.args)) return c.Error("takes float operands");
  HLX_ASSIGN_OR_RETURN(FeatureLayout l, LayoutOf(c, c.args[0]));
  HLX_ASSIGN_OR_RETURN(long double eps, EpsilonOf(c));
  std::vector<long double> x = Wide(c.args[0]), scale = Wide(c.args[1]), offset = Wide(c.args[2]),
                           mean = Wide(c.args[3]), var = Wide(c.args[4]);
  std::vector<long double> factor(l.features);
  for (int64_t f = 0; f < l.features; ++f) factor[f] = scale[f] / std::sqrt(var[f] + eps);
  std::vector<long double> y(x.size());
  ForEachElement(l, [&](int64_t i, int64_t f) { y[i] = (x[i] - mean[f]) * factor[f] + offset[f]; });
  return std::vector<Tensor>{FromWide(c.result_types[0], y)};
}

Results EvalBatchNormGrad(const OpCall& c) {
  if (!AllFloat(c.args)) return c.Error("takes float operands");
  HLX_ASSIGN_OR_RETURN(FeatureLayout l, LayoutOf(c, c.args[0]));
  HLX_ASSIGN_OR_RETURN(long double eps, EpsilonOf(c));
  std::vector<long double> x = Wide(c.args[0]), scale = Wide(c.args[1]), mean = Wide(c.args[2]),
                           var = Wide(c.args[3]), dy = Wide(c.args[4]);
  const long double count = static_cast<long double>(l.per_feature());
  std::vector<long double> centered(x.size()), dy_centered(x.size()), dy_normalized(x.size());
  ForEachElement(l, [&](int64_t i, int64_t f) {
    centered[i] = x[i] - mean[f];
    dy_centered[i] = dy[i] * centered[i];
    dy_normalized[i] = dy_centered[i] / std::sqrt(var[f] + eps);
  });
  std::vector<long double> sum_dy = FeatureSums(l, dy), sum_dy_centered = FeatureSums(l, dy_centered);
  std::vector<long double> grad_scale = FeatureSums(l, dy_normalized);
  std::vector<long double> dx(x.size());
  ForEachElement(l, [&](int64_t i, int64_t f) {
    const long double var_eps = var[f] + eps;
    const long double i6 = dy[i] * count - sum_dy[f] - sum_dy_centered[f] * centered[i] / var_eps;
    dx[i] = scale[f] / std::sqrt(var_eps) / count * i6;
  });
  return std::vector<Tensor>{FromWide(c.result_types[0], dx), FromWide(c.result_types[1], grad_scale),
                             FromWide(c.result_types[2], sum_dy)};
}

}  // namespace hlx
