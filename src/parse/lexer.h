// The MLIR text lexer. Tokens are views into the source, which must outlive them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ir/ir.h"

namespace hlx {

enum class Tok : uint8_t {
  kEof,
  kError,     // text is the message
  kBareId,    // foo, stablehlo.add, tensor, x
  kValueId,   // %name  (text includes '%')
  kSymbolId,  // @name or @"name"  (text includes '@')
  kCaretId,   // ^bb0
  kHashId,    // #alias or #dialect.name
  kBangId,    // !alias or !dialect.type
  kInteger,   // 42, 0x2A
  kFloat,     // 1.5, 1e-3
  kString,    // "..." (text includes quotes; use Lexer::Unescape)
  kLParen,
  kRParen,
  kLSquare,
  kRSquare,
  kLBrace,
  kRBrace,
  kLess,
  kGreater,
  kComma,
  kColon,
  kColonColon,
  kEqual,
  kArrow,
  kQuestion,
  kStar,
  kPlus,
  kMinus,
  kFileMetadataBegin,
  kFileMetadataEnd,
};

struct Token {
  Tok kind = Tok::kEof;
  std::string_view text;
  const char* begin() const { return text.data(); }
};

class Lexer {
 public:
  // `first_line` is the line number of the first line of `source` in its file.
  Lexer(std::string_view source, int first_line);

  Token Next();
  // Position of a pointer into the source, as a 1-based line and column.
  SourceLoc LocOf(const char* p) const;
  const char* cursor() const { return cur_; }
  void ResetTo(const char* p) { cur_ = p; }
  std::string_view source() const { return source_; }

  // The bytes a string token denotes (escapes \n \t \" \\ and \XX resolved).
  static std::string Unescape(std::string_view quoted);
  // The name a symbol token (@name or @"quoted name") denotes, without the '@' and with a quoted
  // name unescaped.
  static std::string SymbolName(std::string_view symbol_token);

 private:
  Token Make(Tok kind, const char* start) {
    return Token{kind, std::string_view(start, static_cast<size_t>(cur_ - start))};
  }
  Token Error(const char* start, const char* message) {
    error_message_ = message;
    return Token{Tok::kError, std::string_view(start, 0)};
  }
  Token LexNumber(const char* start);
  Token LexString(const char* start);
  Token LexPrefixed(const char* start, Tok kind);

 public:
  const char* error_message() const { return error_message_; }

 private:
  std::string_view source_;
  const char* cur_;
  const char* end_;
  int first_line_;
  const char* error_message_ = "";
  // Line-start cache for LocOf: the last position asked about and its line.
  mutable const char* loc_pos_;
  mutable uint32_t loc_line_;
  mutable const char* loc_line_start_;
};

}  // namespace hlx
