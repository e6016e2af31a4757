// The matmul peer: one M x K by K x N product, timed either calling oneDNN's matmul directly (plain
// row-major operands, the primitive made once) or through hlx (`--via=hlx`: the same product written as
// a stablehlo.dot_general and planned by PlanDnnlDot), so that the two can be compared in one run.
//
//   onednn_matmul --m=M --n=N --k=K [--dtype=f32|bf16] [--iters=N] [--via=onednn|hlx]
//
// Prints one JSON line: {"m","n","k","dtype","via","ms" (the median of the timed runs, after warm-up
// runs),"gflops","impl" (the implementation oneDNN picked, direct runs only)}. bf16 products read bf16
// operands and write a bf16 result, accumulating in f32.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <oneapi/dnnl/dnnl.hpp>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "parse/text_reader.h"

namespace {

struct Options {
  int64_t m = 1024, n = 1024, k = 1024;
  std::string dtype = "f32";
  int iters = 20;
  std::string via = "onednn";
};

int Usage(const char* message) {
  std::fprintf(stderr,
               "onednn_matmul: %s\nusage: onednn_matmul --m=M --n=N --k=K [--dtype=f32|bf16] [--iters=N] "
               "[--via=onednn|hlx]\n",
               message);
  return 2;
}

int Fail(const std::string& message) {
  std::fprintf(stderr, "onednn_matmul: %s\n", message.c_str());
  return 1;
}

// Bytes on a 64-byte boundary, as an allocator for SIMD code (and hlx's buffers) gives them: where they
// start 16 bytes off a cache line, as std::vector's default allocation leaves them, oneDNN's kernels ran
// a 197 x 768 by 768 x 3072 f32 product 1.2 to 1.5 times slower (13.3 to 14.4 ms against 9.2 to 11.2,
// 2 threads, Intel Xeon with AMX), square bf16 ones of 1024 up to twice as slow.
template <typename T>
struct CacheLineAllocator {
  using value_type = T;
  CacheLineAllocator() = default;
  template <typename U>
  CacheLineAllocator(const CacheLineAllocator<U>&) {}
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(64))); }
  void deallocate(T* p, size_t) { ::operator delete(p, std::align_val_t(64)); }
  bool operator==(const CacheLineAllocator&) const { return true; }
};
using Bytes = std::vector<char, CacheLineAllocator<char>>;

// Random operand bytes: f32 uniform in [-1, 1), or those values truncated to bf16.
Bytes RandomBytes(int64_t count, bool bf16, uint32_t seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  Bytes out(count * (bf16 ? 2 : 4));
  for (int64_t i = 0; i < count; ++i) {
    const float v = dist(gen);
    uint32_t bits;
    std::memcpy(&bits, &v, 4);
    if (bf16) {
      const uint16_t high = static_cast<uint16_t>(bits >> 16);
      std::memcpy(out.data() + 2 * i, &high, 2);
    } else {
      std::memcpy(out.data() + 4 * i, &bits, 4);
    }
  }
  return out;
}

// The median time of `iters` runs of `run` in milliseconds, after a few untimed ones.
double MedianMs(int iters, const std::function<void()>& run) {
  for (int i = 0; i < 3; ++i) run();
  std::vector<double> ms;
  for (int i = 0; i < iters; ++i) {
    const auto start = std::chrono::steady_clock::now();
    run();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    auto value = [&](std::string_view name) -> const char* {
      return arg.starts_with(name) ? argv[i] + name.size() : nullptr;
    };
    if (const char* v = value("--m=")) {
      o.m = std::atoll(v);
    } else if (const char* v = value("--n=")) {
      o.n = std::atoll(v);
    } else if (const char* v = value("--k=")) {
      o.k = std::atoll(v);
    } else if (const char* v = value("--dtype=")) {
      o.dtype = v;
    } else if (const char* v = value("--iters=")) {
      o.iters = std::atoi(v);
    } else if (const char* v = value("--via=")) {
      o.via = v;
    } else {
      return Usage(("unknown argument " + std::string(arg)).c_str());
    }
  }
  if (o.m < 1 || o.n < 1 || o.k < 1 || o.iters < 1) return Usage("sizes and --iters must be positive");
  if (o.dtype != "f32" && o.dtype != "bf16") return Usage("--dtype must be f32 or bf16");
  if (o.via != "onednn" && o.via != "hlx") return Usage("--via must be onednn or hlx");
  const bool bf16 = o.dtype == "bf16";
  const int bytes = bf16 ? 2 : 4;
  Bytes a = RandomBytes(o.m * o.k, bf16, 1), b = RandomBytes(o.k * o.n, bf16, 2);
  Bytes c(o.m * o.n * bytes);

  double ms = 0;
  std::string impl;
  if (o.via == "onednn") {
    using dnnl::memory;
    const memory::data_type type = bf16 ? memory::data_type::bf16 : memory::data_type::f32;
    dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    dnnl::stream stream(engine);
    const memory::desc a_md({o.m, o.k}, type, memory::format_tag::ab);
    const memory::desc b_md({o.k, o.n}, type, memory::format_tag::ab);
    const memory::desc c_md({o.m, o.n}, type, memory::format_tag::ab);
    // allow_empty: no exception where oneDNN has no matmul of these types on this CPU (bf16 on AVX2).
    const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(a_md, b_md, c_md), engine, true);
    if (!pd) return Fail("oneDNN has no " + o.dtype + " matmul on this CPU");
    impl = pd.impl_info_str();
    const dnnl::matmul matmul(pd);
    memory a_mem(a_md, engine, a.data()), b_mem(b_md, engine, b.data()), c_mem(c_md, engine, c.data());
    ms = MedianMs(o.iters, [&] {
      matmul.execute(stream, {{DNNL_ARG_SRC, a_mem}, {DNNL_ARG_WEIGHTS, b_mem}, {DNNL_ARG_DST, c_mem}});
      stream.wait();
    });
  } else {
    auto tensor = [&](int64_t rows, int64_t cols) {
      return "tensor<" + std::to_string(rows) + "x" + std::to_string(cols) + "x" + o.dtype + ">";
    };
    const std::string text = "func.func @main(%a: " + tensor(o.m, o.k) + ", %b: " + tensor(o.k, o.n) +
                             ") -> " + tensor(o.m, o.n) +
                             " {\n  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (" +
                             tensor(o.m, o.k) + ", " + tensor(o.k, o.n) + ") -> " + tensor(o.m, o.n) +
                             "\n  func.return %0 : " + tensor(o.m, o.n) + "\n}\n";
    auto module = hlx::ParseModule(text, "<onednn_matmul>");
    if (!module.ok()) return Fail(module.status().message());
    const hlx::Op& dot = *hlx::FuncBody(*(*module)->LookupFunc("main")).ops().front();
    auto planned = hlx::cpu::PlanDnnlDot(dot);
    if (!planned.ok()) return Fail(planned.status().message());
    if (!*planned) return Fail("PlanDnnlDot did not take the product");
    const void* operands[] = {a.data(), b.data()};
    bool failed = false;
    ms = MedianMs(o.iters, [&] { failed |= !(*planned)->Run(operands, c.data()).ok(); });
    if (failed) return Fail("the planned product failed to run");
  }
  const double gflops = 2.0 * o.m * o.n * o.k / (ms * 1e6);
  std::printf(
      "{\"m\": %lld, \"n\": %lld, \"k\": %lld, \"dtype\": \"%s\", \"via\": \"%s\", \"ms\": %.4f, \"gflops\": "
      "%.2f",
      static_cast<long long>(o.m), static_cast<long long>(o.n), static_cast<long long>(o.k), o.dtype.c_str(),
      o.via.c_str(), ms, gflops);
  if (!impl.empty()) std::printf(", \"impl\": \"%s\"", impl.c_str());
  std::printf("}\n");
  return 0;
}
