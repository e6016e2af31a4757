// A cursor over attribute text as the MLIR lexer's tokens, with one token of lookahead, for the readers
// of sharding text (Shardy's attributes, XLA's HLO shardings, sharding rules). Its errors say what was
// expected and what was found.
#pragma once

#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "parse/lexer.h"
#include "support/status.h"

namespace hlx {

class TextCursor {
 public:
  explicit TextCursor(std::string_view text) : lexer_(text, 1), next_(lexer_.Next()) {}

  bool AtEnd() const { return next_.kind == Tok::kEof; }
  // Whether the next token is `token` (by its text).
  bool Is(std::string_view token) const { return Usable() && next_.text == token; }
  bool IsKind(Tok kind) const { return next_.kind == kind; }
  std::string_view Peek() const { return next_.text; }
  // Takes the next token if it is `token`.
  bool Eat(std::string_view token) {
    if (!Is(token)) return false;
    Advance();
    return true;
  }
  // Takes `token` or fails with "expected `what`, found ...".
  Status Expect(std::string_view token, std::string_view what = {}) {
    if (Eat(token)) return Status::Ok();
    return Fail(what.empty() ? "'" + std::string(token) + "'" : std::string(what));
  }
  // A quoted string, unescaped.
  std::optional<std::string> Quoted() {
    if (next_.kind != Tok::kString) return std::nullopt;
    return Lexer::Unescape(Advance().text);
  }
  // A non-negative decimal integer.
  std::optional<int64_t> Int() {
    if (next_.kind != Tok::kInteger) return std::nullopt;
    std::string_view digits = next_.text;
    int64_t value = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    Advance();
    return value;
  }
  // `@name` or `@"name"`: the name.
  std::optional<std::string> Symbol() {
    if (next_.kind != Tok::kSymbolId) return std::nullopt;
    return Lexer::SymbolName(Advance().text);
  }
  // A bare identifier.
  std::optional<std::string> BareId() {
    if (next_.kind != Tok::kBareId) return std::nullopt;
    return std::string(Advance().text);
  }
  // Skips to just past the `close` that balances the `open` already taken.
  bool SkipBalanced(std::string_view open, std::string_view close) {
    for (int depth = 1; Usable();) {
      Token t = Advance();
      if (t.text == open) ++depth;
      if (t.text == close && --depth == 0) return true;
    }
    return false;
  }
  // "expected `what`, found `the next token`".
  Status Fail(const std::string& what) const {
    return InvalidArgument("expected " + what + ", found " + Found());
  }
  std::string Found() const {
    if (next_.kind == Tok::kEof) return "the end of the text";
    if (next_.kind == Tok::kError) return "'" + std::string(lexer_.error_message()) + "'";
    return "'" + std::string(next_.text) + "'";
  }

 private:
  bool Usable() const { return next_.kind != Tok::kEof && next_.kind != Tok::kError; }
  Token Advance() { return std::exchange(next_, lexer_.Next()); }
  Lexer lexer_;
  Token next_;
};

}  // namespace hlx
