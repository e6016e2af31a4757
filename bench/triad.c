// triad: the STREAM triad a[i] = b[i] + s * c[i] over large f32 arrays, the bandwidth peer of hlx's
// memory-bound benchmarks. Runs the loop with OpenMP threads, each touching first the pages it later
// streams, and prints one JSON line {"n","ms","gbps"}: the median time of one pass and the bytes it
// moves (3 arrays x 4 bytes per element) per second.
//
//   triad [--n=ELEMENTS] [--iters=N] [--threads=T]     (defaults: 2^26 elements, 20 passes, 2 threads)
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int compare_doubles(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

// Reads --NAME=VALUE into *out; returns 1 when arg is that flag.
static int flag_value(const char* arg, const char* name, long* out) {
  const size_t len = strlen(name);
  if (strncmp(arg, name, len) != 0 || arg[len] != '=') return 0;
  char* end = NULL;
  *out = strtol(arg + len + 1, &end, 10);
  return *end == '\0';
}

int main(int argc, char** argv) {
  long n = 1L << 26, iters = 20, threads = 2;
  for (int i = 1; i < argc; ++i) {
    if (!flag_value(argv[i], "--n", &n) && !flag_value(argv[i], "--iters", &iters) &&
        !flag_value(argv[i], "--threads", &threads)) {
      fprintf(stderr, "usage: triad [--n=ELEMENTS] [--iters=N] [--threads=T]\n");
      return 2;
    }
  }
  if (n < 1 || iters < 1 || threads < 1) {
    fprintf(stderr, "triad: --n, --iters and --threads must be positive\n");
    return 2;
  }
  omp_set_num_threads((int)threads);
  float* a = aligned_alloc(64, ((size_t)n * sizeof(float) + 63) / 64 * 64);
  float* b = aligned_alloc(64, ((size_t)n * sizeof(float) + 63) / 64 * 64);
  float* c = aligned_alloc(64, ((size_t)n * sizeof(float) + 63) / 64 * 64);
  double* times = malloc((size_t)iters * sizeof(double));
  if (!a || !b || !c || !times) {
    fprintf(stderr, "triad: cannot allocate 3 arrays of %ld floats\n", n);
    return 1;
  }
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    a[i] = 0.0f;
    b[i] = 1.0f;
    c[i] = 2.0f;
  }
  const float s = 3.0f;
  for (long it = 0; it < iters; ++it) {
    const double start = omp_get_wtime();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
    times[it] = omp_get_wtime() - start;
  }
  // The result keeps the loop alive and checks it: every element is 1 + 3 * 2.
  if (a[0] != 7.0f || a[n - 1] != 7.0f) {
    fprintf(stderr, "triad: wrong result %g\n", (double)a[n - 1]);
    return 1;
  }
  qsort(times, (size_t)iters, sizeof(double), compare_doubles);
  const double ms = times[iters / 2] * 1e3;
  const double bytes = 3.0 * sizeof(float) * (double)n;
  printf("{\"n\": %ld, \"ms\": %.4f, \"gbps\": %.2f}\n", n, ms, bytes / (ms * 1e-3) / 1e9);
  free(a);
  free(b);
  free(c);
  free(times);
  return 0;
}
