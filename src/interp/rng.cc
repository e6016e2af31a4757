// rng and rng_bit_generator.
//
// rng_bit_generator reproduces XLA's bit generators bit for bit (XLA's prng library, as its
// rng_bit_generator expansion calls it): THREE_FRY is threefry2x32 with 20 rounds keyed by state[0] and
// counting from state[1]; PHILOX is philox4x32 with 10 rounds keyed by state[0] and counting from the
// 128-bit counter (state[1], state[2]) for a [3] state, or (state[1], state[0]) for a [2] state, of which
// the new state keeps the low word. DEFAULT is PHILOX, as on XLA's CPU and GPU backends. Outputs of 8 and
// 16 bits take the low bits of the 32-bit stream.
//
// rng draws from philox4x32 too, keyed by the evaluation's seed, the process and a count of the rng ops
// this thread has run, so a run is reproducible: UNIFORM gives [a, b) (floats from 53 random bits,
// integers a + bits mod (b - a)), NORMAL gives a + b * z with z standard normal (Box-Muller).
//
// JAX's threefry2x32 custom call (cu_/hip_threefry2x32_ffi; a BuiltinCall, custom_calls.h): operands
// key0, key1, count0, count1 and results hash0, hash1, all u32 of one shape; each element is
// Threefry-2x32 (20 rounds) of its counts under its key.
#include <array>
#include <cmath>
#include <cstring>
#include <numbers>

#include "interp/custom_calls.h"
#include "interp/kernels.h"

namespace hlx {
namespace {

using U32x2 = std::array<uint32_t, 2>;
using U32x4 = std::array<uint32_t, 4>;

uint32_t Lo(uint64_t v) { return static_cast<uint32_t>(v); }
uint32_t Hi(uint64_t v) { return static_cast<uint32_t>(v >> 32); }
uint64_t Join(uint32_t lo, uint32_t hi) { return uint64_t{lo} | (uint64_t{hi} << 32); }

uint32_t RotateLeft(uint32_t v, int distance) { return (v << distance) | (v >> (32 - distance)); }

// Threefry2x32 with 20 rounds (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011).
U32x2 ThreeFry2x32(U32x2 x, U32x2 key) {
  static constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  x[0] += ks[0];
  x[1] += ks[1];
  for (int block = 0; block < 5; ++block) {
    for (int r = 0; r < 4; ++r) {
      x[0] += x[1];
      x[1] = RotateLeft(x[1], kRotations[(block % 2) * 4 + r]);
      x[1] ^= x[0];
    }
    // Key injection after every four rounds.
    x[0] += ks[(block + 1) % 3];
    x[1] += ks[(block + 2) % 3] + static_cast<uint32_t>(block + 1);
  }
  return x;
}

// Philox4x32 with 10 rounds (same paper).
U32x4 Philox4x32(U32x4 x, U32x2 key) {
  constexpr uint32_t kW0 = 0x9E3779B9u, kW1 = 0xBB67AE85u;
  constexpr uint64_t kM0 = 0xD2511F53u, kM1 = 0xCD9E8D57u;
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = kM0 * x[0], p1 = kM1 * x[2];
    x = {Hi(p1) ^ x[1] ^ key[0], Lo(p1), Hi(p0) ^ x[3] ^ key[1], Lo(p0)};
    key[0] += kW0;
    key[1] += kW1;
  }
  return x;
}

struct U128 {
  uint64_t lo, hi;
};

U128 Add(U128 a, uint64_t b) {
  U128 r{a.lo + b, a.hi};
  if (r.lo < a.lo) ++r.hi;
  return r;
}

// 32 random bits for each element of a tensor of `shape` from threefry, as XLA splits the shape: along
// the first even dimension (else the largest) into two halves, the two words of one threefry output
// filling neighbouring elements of that dimension. Advances `counter` by the number of pairs.
std::vector<uint32_t> ThreeFryBits32(std::span<const int64_t> shape, uint64_t key, uint64_t& counter) {
  const int64_t n = NumElements(shape), rank = static_cast<int64_t>(shape.size());
  std::vector<uint32_t> out(n);
  if (rank == 0) {
    out[0] = ThreeFry2x32({Lo(counter), Hi(counter)}, {Lo(key), Hi(key)})[0];
    counter += 1;
    return out;
  }
  int64_t split = -1;
  for (int64_t i = 0; i < rank && split < 0; ++i)
    if (shape[i] % 2 == 0) split = i;
  if (split < 0)
    for (int64_t i = 0; i < rank; ++i)
      if (split < 0 || shape[i] > shape[split]) split = i;
  std::vector<int64_t> half(shape.begin(), shape.end());
  half[split] = (shape[split] + 1) / 2;
  const int64_t pairs = NumElements(half);
  std::vector<int64_t> half_strides = Strides(half);
  std::vector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < n; ++i, NextIndex(shape, index)) {
    int64_t h = 0;
    for (int64_t d = 0; d < rank; ++d) h += (d == split ? index[d] / 2 : index[d]) * half_strides[d];
    const uint64_t ctr = counter + static_cast<uint64_t>(h);
    out[i] = ThreeFry2x32({Lo(ctr), Hi(ctr)}, {Lo(key), Hi(key)})[index[split] % 2];
  }
  counter += static_cast<uint64_t>(pairs);
  return out;
}

std::vector<uint64_t> ThreeFryBits64(int64_t n, uint64_t key, uint64_t& counter) {
  std::vector<uint64_t> out(n);
  for (int64_t i = 0; i < n; ++i) {
    const uint64_t ctr = counter + static_cast<uint64_t>(i);
    U32x2 r = ThreeFry2x32({Lo(ctr), Hi(ctr)}, {Lo(key), Hi(key)});
    out[i] = Join(r[0], r[1]);
  }
  counter += static_cast<uint64_t>(n);
  return out;
}

// 32-bit words from consecutive philox blocks, four per block; advances `counter` by the blocks used.
std::vector<uint32_t> PhiloxWords(int64_t n, uint64_t key, U128& counter) {
  const int64_t blocks = (n + 3) / 4;
  std::vector<uint32_t> out(blocks * 4);
  for (int64_t b = 0; b < blocks; ++b) {
    const U128 ctr = Add(counter, static_cast<uint64_t>(b));
    U32x4 r = Philox4x32({Lo(ctr.lo), Hi(ctr.lo), Lo(ctr.hi), Hi(ctr.hi)}, {Lo(key), Hi(key)});
    std::copy(r.begin(), r.end(), out.begin() + b * 4);
  }
  counter = Add(counter, static_cast<uint64_t>(blocks));
  out.resize(n);
  return out;
}

std::vector<uint64_t> PhiloxBits64(int64_t n, uint64_t key, U128& counter) {
  std::vector<uint32_t> words = PhiloxWords(2 * n, key, counter);
  std::vector<uint64_t> out(n);
  for (int64_t i = 0; i < n; ++i) out[i] = Join(words[2 * i], words[2 * i + 1]);
  return out;
}

// Writes the low `bits` bits of `value` as element `i` of `data` (element_bytes bytes each).
void StoreBits(char* data, int element_bytes, int bits, int64_t i, uint64_t value) {
  if (bits < 64) value &= (uint64_t{1} << bits) - 1;
  for (int b = 0; b < element_bytes; ++b) data[i * element_bytes + b] = static_cast<char>(value >> (8 * b));
}

// ---- rng --------------------------------------------------------------------------------------------------
// `n` random 64-bit draws for the `call`-th rng op of this thread.
std::vector<uint64_t> Draws(const OpCall& c, int64_t n, uint64_t call) {
  const uint64_t key = c.ctx.options().seed ^ (static_cast<uint64_t>(c.ctx.replica_id()) << 48) ^
                       (static_cast<uint64_t>(c.ctx.partition_id()) << 32);
  U128 counter{0, call};
  return PhiloxBits64(n, key, counter);
}

// A draw as a double in [0, 1), from its top 53 bits.
double Unit(uint64_t draw) { return std::ldexp(static_cast<double>(draw >> 11), -53); }

thread_local uint64_t rng_calls = 0;

}  // namespace

Results EvalRng(const OpCall& c) {
  const Tensor &a = c.args[0], &b = c.args[1];
  Type rt = c.result_types[0];
  Attr dist = c.op.attr("rng_distribution");
  if (!dist.Is(AttrKind::kEnum)) return c.Error("needs rng_distribution");
  if (a.num_elements() != 1 || b.num_elements() != 1) return c.Error("takes scalar a and b");
  const ElementType e = rt.storage_element();
  const int64_t n = NumElements(rt.dims());
  const bool normal = static_cast<RngDistribution>(dist.enum_value()) == RngDistribution::NORMAL;
  if (normal && !IsFloat(e)) return c.Error("draws a NORMAL distribution of floats only");
  if (IsComplex(e)) return c.Error("cannot draw complex numbers");
  std::vector<uint64_t> draws = Draws(c, normal ? n + n % 2 : n, rng_calls++);
  if (IsFloat(e)) {
    const double lo = ReadFloats(a)[0], hi = ReadFloats(b)[0];
    std::vector<double> v(n);
    for (int64_t i = 0; i < n; ++i) {
      if (normal) {
        // Box-Muller on the pair (u[2j], u[2j + 1]); 1 - u lies in (0, 1].
        const int64_t j = i / 2 * 2;
        const double r = std::sqrt(-2 * std::log(1 - Unit(draws[j])));
        const double theta = 2 * std::numbers::pi * Unit(draws[j + 1]);
        v[i] = lo + hi * r * (i % 2 == 0 ? std::cos(theta) : std::sin(theta));
      } else {
        v[i] = lo + (hi - lo) * Unit(draws[i]);
      }
    }
    Tensor out = MakeFloats(rt, v);
    if (!normal) {
      // Rounding may land on b; such draws take a instead, to keep [a, b).
      std::vector<double> rounded = ReadFloats(out);
      for (int64_t i = 0; i < n; ++i)
        if (rounded[i] >= hi && lo < hi) v[i] = lo;
      out = MakeFloats(rt, v);
    }
    return std::vector<Tensor>{out};
  }
  const int64_t lo = ReadInts(a)[0], hi = ReadInts(b)[0];
  const bool empty_range = IsUnsigned(e) ? static_cast<uint64_t>(hi) <= static_cast<uint64_t>(lo) : hi <= lo;
  const uint64_t range = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
  std::vector<int64_t> v(n);
  for (int64_t i = 0; i < n; ++i)
    v[i] = empty_range ? lo : static_cast<int64_t>(static_cast<uint64_t>(lo) + draws[i] % range);
  return std::vector<Tensor>{MakeInts(rt, v)};
}

Results EvalRngBitGenerator(const OpCall& c) {
  const Tensor& state = c.args[0];
  Attr alg = c.op.attr("rng_algorithm");
  if (!alg.Is(AttrKind::kEnum)) return c.Error("needs rng_algorithm");
  auto algorithm = static_cast<RngAlgorithm>(alg.enum_value());
  if (algorithm == RngAlgorithm::DEFAULT) algorithm = RngAlgorithm::PHILOX;
  if (state.rank() != 1 || state.element_bytes() != 8) return c.Error("takes a 1-D state of 64-bit elements");
  const int64_t state_size = state.num_elements();
  const bool three_fry = algorithm == RngAlgorithm::THREE_FRY;
  if (three_fry ? state_size != 2 : state_size != 2 && state_size != 3)
    return c.Error(three_fry ? "takes a THREE_FRY state of 2 elements"
                             : "takes a PHILOX state of 2 or 3 elements");
  std::vector<uint64_t> s(state_size);
  std::memcpy(s.data(), state.data(), state_size * 8);

  Type out_type = c.result_types[1];
  const ElementType e = out_type.storage_element();
  if (IsBool(e) || IsComplex(e)) return c.Error("generates integer or float bits only");
  const int bits = GetElementInfo(e).bit_width;
  const int64_t n = NumElements(out_type.dims());
  Tensor out = Tensor::Zeros(out_type);
  char* data = out.mutable_data();
  const int eb = out.element_bytes();
  std::vector<uint64_t> new_state = s;
  if (three_fry) {
    uint64_t counter = s[1];
    if (bits == 64) {
      std::vector<uint64_t> v = ThreeFryBits64(n, s[0], counter);
      for (int64_t i = 0; i < n; ++i) StoreBits(data, eb, bits, i, v[i]);
    } else {
      std::vector<uint32_t> v = ThreeFryBits32(out_type.dims(), s[0], counter);
      for (int64_t i = 0; i < n; ++i) StoreBits(data, eb, bits, i, v[i]);
    }
    new_state[1] = counter;
  } else {
    U128 counter = state_size == 3 ? U128{s[1], s[2]} : U128{s[1], s[0]};
    if (bits == 64) {
      std::vector<uint64_t> v = PhiloxBits64(n, s[0], counter);
      for (int64_t i = 0; i < n; ++i) StoreBits(data, eb, bits, i, v[i]);
    } else {
      std::vector<uint32_t> v = PhiloxWords(n, s[0], counter);
      for (int64_t i = 0; i < n; ++i) StoreBits(data, eb, bits, i, v[i]);
    }
    new_state[1] = counter.lo;
    if (state_size == 3) new_state[2] = counter.hi;
  }
  std::string state_bytes(state_size * 8, '\0');
  std::memcpy(state_bytes.data(), new_state.data(), state_bytes.size());
  return std::vector<Tensor>{Tensor::FromBytes(c.result_types[0], std::move(state_bytes)), out};
}

namespace {

// threefry2x32 on buffers of `n` elements each.
class ThreeFry2x32Call final : public BuiltinCall {
 public:
  explicit ThreeFry2x32Call(int64_t n) : n_(n) {}
  Status Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const uint32_t* k0 = reinterpret_cast<const uint32_t*>(operands[0]);
    const uint32_t* k1 = reinterpret_cast<const uint32_t*>(operands[1]);
    const uint32_t* x0 = reinterpret_cast<const uint32_t*>(operands[2]);
    const uint32_t* x1 = reinterpret_cast<const uint32_t*>(operands[3]);
    uint32_t* y0 = reinterpret_cast<uint32_t*>(results[0]);
    uint32_t* y1 = reinterpret_cast<uint32_t*>(results[1]);
    for (int64_t i = 0; i < n_; ++i) {
      const U32x2 y = ThreeFry2x32({x0[i], x1[i]}, {k0[i], k1[i]});
      y0[i] = y[0];
      y1[i] = y[1];
    }
    return Status::Ok();
  }

 private:
  int64_t n_;
};

}  // namespace

StatusOr<std::unique_ptr<BuiltinCall>> PrepareThreeFry2x32Call(const BuiltinSite& site) {
  if (site.operand_types.size() != 4 || site.result_types.size() != 2)
    return site.Error("threefry2x32 expects four operands (key0, key1, count0, count1) and two results");
  const Type type = site.result_types[0];
  bool ok = type.IsTensor() && type.element_type().IsElement() &&
            type.element_type().element() == ElementType::kUI32 && site.result_types[1] == type;
  for (Type t : site.operand_types) ok = ok && t == type;
  if (!ok) return site.Error("threefry2x32 expects operands and results of one u32 tensor type");
  return std::unique_ptr<BuiltinCall>(new ThreeFry2x32Call(type.NumElements()));
}

}  // namespace hlx
