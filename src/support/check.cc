#include "support/check.h"

#include <cstdio>
#include <cstdlib>

namespace hlx {

void CheckFailed(const char* file, int line, const char* condition, const char* message) {
  std::fprintf(stderr, "%s:%d: internal error: check failed: %s%s%s\n", file, line, condition,
               message ? ": " : "", message ? message : "");
  std::abort();
}

}  // namespace hlx
