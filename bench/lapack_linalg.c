// lapack_linalg: LAPACK called directly, the peer of hlx's linear-algebra benchmarks
// (bench/programs/{eig,svd}_f32_512.mlir, whose custom calls hlx runs on the same LAPACK): times one
// routine on an N x N f32 matrix of uniform values in [-1, 1) (column-major, as LAPACK reads it) and
// prints one JSON line {"routine","n","ms","iters"}, ms the median of --iters calls after one warm-up
// call. Each call gets a fresh copy of the matrix (the routines overwrite it); the copy is not timed.
//
//   lapack_linalg --routine=geev|gesdd [--n=N] [--iters=N]
//
// geev computes the eigenvalues and the right eigenvectors (jobvl = N, jobvr = V), gesdd the full SVD
// (jobz = A), as JAX's jnp.linalg.eig and jnp.linalg.svd ask of lapack_sgeev_ffi and
// lapack_sgesdd_ffi. The workspace sizes come from LAPACK's own queries, made once.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void sgeev_(const char* jobvl, const char* jobvr, const int* n, float* a, const int* lda, float* wr,
            float* wi, float* vl, const int* ldvl, float* vr, const int* ldvr, float* work, const int* lwork,
            int* info);
void sgesdd_(const char* jobz, const int* m, const int* n, float* a, const int* lda, float* s, float* u,
             const int* ldu, float* vt, const int* ldvt, float* work, const int* lwork, int* iwork,
             int* info);

static int compare_doubles(const void* a, const void* b) {
  const double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
  const char* routine = NULL;
  long n = 512, iters = 10;
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--routine=", 10) == 0)
      routine = argv[i] + 10;
    else if (strncmp(argv[i], "--n=", 4) == 0)
      n = strtol(argv[i] + 4, NULL, 10);
    else if (strncmp(argv[i], "--iters=", 8) == 0)
      iters = strtol(argv[i] + 8, NULL, 10);
    else
      routine = NULL, iters = 0;
  }
  const int geev = routine && strcmp(routine, "geev") == 0, gesdd = routine && strcmp(routine, "gesdd") == 0;
  if ((!geev && !gesdd) || n < 1 || n > 16384 || iters < 1) {
    fprintf(stderr, "usage: lapack_linalg --routine=geev|gesdd [--n=N (1..16384)] [--iters=N]\n");
    return 2;
  }
  const int ni = (int)n;
  const size_t nn = (size_t)n * (size_t)n;
  float* matrix = malloc(nn * sizeof(float));
  float* a = malloc(nn * sizeof(float));
  float* out1 = malloc(nn * sizeof(float));  // vr, or u
  float* out2 = malloc(nn * sizeof(float));  // vt
  float* w1 = malloc((size_t)n * sizeof(float));
  float* w2 = malloc((size_t)n * sizeof(float));
  int* iwork = malloc(8 * (size_t)n * sizeof(int));
  unsigned long long state = 0x9E3779B97F4A7C15ull;
  for (size_t i = 0; i < nn; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    matrix[i] = (float)((double)(state >> 40) / (double)(1ull << 24) * 2.0 - 1.0);
  }
  // The workspace queries.
  float query = 0;
  int lwork = -1, info = 0, one = 1;
  if (geev)
    sgeev_("N", "V", &ni, a, &ni, w1, w2, NULL, &one, out1, &ni, &query, &lwork, &info);
  else
    sgesdd_("A", &ni, &ni, a, &ni, w1, out1, &ni, out2, &ni, &query, &lwork, iwork, &info);
  lwork = (int)query;
  float* work = malloc((size_t)(lwork > 1 ? lwork : 1) * sizeof(float));
  double* times = malloc((size_t)iters * sizeof(double));
  for (long it = -1; it < iters; ++it) {
    memcpy(a, matrix, nn * sizeof(float));
    const double start = now_ms();
    if (geev)
      sgeev_("N", "V", &ni, a, &ni, w1, w2, NULL, &one, out1, &ni, work, &lwork, &info);
    else
      sgesdd_("A", &ni, &ni, a, &ni, w1, out1, &ni, out2, &ni, work, &lwork, iwork, &info);
    const double ms = now_ms() - start;
    if (info != 0) {
      fprintf(stderr, "lapack_linalg: %s returned info = %d\n", routine, info);
      return 1;
    }
    if (it >= 0) times[it] = ms;
  }
  qsort(times, (size_t)iters, sizeof(double), compare_doubles);
  printf("{\"routine\": \"%s\", \"n\": %ld, \"ms\": %.4f, \"iters\": %ld}\n", routine, n, times[iters / 2],
         iters);
  return 0;
}
