// HLX_CHECK: the channel for hlx's own invariants. A failed check is a bug in hlx, never a user error;
// it prints the condition and where it failed, then aborts. Input errors go through Status (status.h).
#pragma once

namespace hlx {
[[noreturn]] void CheckFailed(const char* file, int line, const char* condition, const char* message);
}  // namespace hlx

#define HLX_CHECK(cond)                                                  \
  do {                                                                   \
    if (!(cond)) ::hlx::CheckFailed(__FILE__, __LINE__, #cond, nullptr); \
  } while (0)
#define HLX_CHECK_MSG(cond, msg)                                       \
  do {                                                                 \
    if (!(cond)) ::hlx::CheckFailed(__FILE__, __LINE__, #cond, (msg)); \
  } while (0)
#define HLX_UNREACHABLE(msg) ::hlx::CheckFailed(__FILE__, __LINE__, "unreachable", (msg))
