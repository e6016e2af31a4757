// Status and StatusOr: the error channel for everything that input or the environment can cause.
//
// A Status is either OK or carries a code and a message. Messages that concern a place in a source file
// start with `file:line:col: ` so that tools can jump to them. hlx's own invariants use HLX_CHECK
// (check.h) instead; no exception crosses a library boundary.
//
// A StatusOr's value is read only after ok() (or through HLX_ASSIGN_OR_RETURN): reading the value of an
// error is a bug in hlx, an HLX_CHECK failure that prints the error and aborts.
#pragma once

#include <cassert>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "support/check.h"

namespace hlx {

enum class StatusCode {
  kOk = 0,
  kInvalidArgument,  // malformed or inconsistent input
  kNotFound,         // a file, symbol or entry that does not exist
  kUnimplemented,    // valid input that hlx does not support yet
  kResourceExhausted,
  kFailedPrecondition,
  kInternal,
};

const char* StatusCodeName(StatusCode code);

class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(StatusCode code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status Ok() { return Status(); }
  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }
  // "INVALID_ARGUMENT: message", or "OK".
  std::string ToString() const;

 private:
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

inline Status InvalidArgument(std::string message) {
  return Status(StatusCode::kInvalidArgument, std::move(message));
}
inline Status NotFound(std::string message) { return Status(StatusCode::kNotFound, std::move(message)); }
inline Status Unimplemented(std::string message) {
  return Status(StatusCode::kUnimplemented, std::move(message));
}
inline Status ResourceExhausted(std::string message) {
  return Status(StatusCode::kResourceExhausted, std::move(message));
}
inline Status Internal(std::string message) { return Status(StatusCode::kInternal, std::move(message)); }

// The HLX_CHECK failure of reading the value of a StatusOr that holds `error`.
[[noreturn]] void StatusOrValueOfError(const Status& error);

template <typename T>
class [[nodiscard]] StatusOr {
 public:
  StatusOr(const Status& status) : value_(status) { assert(!status.ok()); }
  StatusOr(Status&& status) : value_(std::move(status)) { assert(!std::get<0>(value_).ok()); }
  StatusOr(const T& value) : value_(value) {}
  StatusOr(T&& value) : value_(std::move(value)) {}
  template <typename U, typename = std::enable_if_t<std::is_convertible_v<U&&, T> &&
                                                    !std::is_same_v<std::decay_t<U>, Status>>>
  StatusOr(U&& value) : value_(T(std::forward<U>(value))) {}

  bool ok() const { return value_.index() == 1; }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<0>(value_);
  }
  T& value() & {
    CheckHasValue();
    return std::get<1>(value_);
  }
  const T& value() const& {
    CheckHasValue();
    return std::get<1>(value_);
  }
  T&& value() && {
    CheckHasValue();
    return std::get<1>(std::move(value_));
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  void CheckHasValue() const {
    if (!ok()) StatusOrValueOfError(std::get<0>(value_));
  }

  std::variant<Status, T> value_;
};

}  // namespace hlx

#define HLX_STATUS_CONCAT_INNER(a, b) a##b
#define HLX_STATUS_CONCAT(a, b) HLX_STATUS_CONCAT_INNER(a, b)

// Returns from the enclosing function if `expr` (a Status) is not OK.
#define HLX_RETURN_IF_ERROR(expr)              \
  do {                                         \
    ::hlx::Status hlx_status_ = (expr);        \
    if (!hlx_status_.ok()) return hlx_status_; \
  } while (0)

// `HLX_ASSIGN_OR_RETURN(auto x, F())`: binds the value of a StatusOr or returns its error.
#define HLX_ASSIGN_OR_RETURN(lhs, expr) \
  HLX_ASSIGN_OR_RETURN_IMPL(HLX_STATUS_CONCAT(hlx_statusor_, __LINE__), lhs, expr)
#define HLX_ASSIGN_OR_RETURN_IMPL(tmp, lhs, expr) \
  auto tmp = (expr);                              \
  if (!tmp.ok()) return tmp.status();             \
  lhs = std::move(tmp).value()
