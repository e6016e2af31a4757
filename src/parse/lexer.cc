#include "parse/lexer.h"

#include <cstring>

namespace hlx {

namespace {
bool IsIdStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsIdChar(char c) { return IsIdStart(c) || IsDigit(c) || c == '$' || c == '.'; }
bool IsSuffixChar(char c) { return IsIdChar(c) || c == '-'; }
int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

Lexer::Lexer(std::string_view source, int first_line)
    : source_(source),
      cur_(source.data()),
      end_(source.data() + source.size()),
      first_line_(first_line),
      loc_pos_(source.data()),
      loc_line_(static_cast<uint32_t>(first_line)),
      loc_line_start_(source.data()) {}

SourceLoc Lexer::LocOf(const char* p) const {
  if (p < source_.data() || p > end_) return SourceLoc{0, 0};
  if (p < loc_pos_) {
    loc_pos_ = source_.data();
    loc_line_ = static_cast<uint32_t>(first_line_);
    loc_line_start_ = source_.data();
  }
  for (const char* q = loc_pos_; q < p; ++q) {
    q = static_cast<const char*>(std::memchr(q, '\n', static_cast<size_t>(p - q)));
    if (!q) break;
    ++loc_line_;
    loc_line_start_ = q + 1;
  }
  loc_pos_ = p;
  // Columns count characters, not bytes: skip UTF-8 continuation bytes.
  uint32_t col = 1;
  for (const char* q = loc_line_start_; q < p; ++q)
    if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++col;
  return SourceLoc{loc_line_, col};
}

Token Lexer::Next() {
  for (;;) {
    // Whitespace and comments.
    while (cur_ < end_ && (*cur_ == ' ' || *cur_ == '\n' || *cur_ == '\t' || *cur_ == '\r')) ++cur_;
    if (cur_ + 1 < end_ && cur_[0] == '/' && cur_[1] == '/') {
      const void* nl = std::memchr(cur_, '\n', static_cast<size_t>(end_ - cur_));
      cur_ = nl ? static_cast<const char*>(nl) + 1 : end_;
      continue;
    }
    break;
  }
  const char* start = cur_;
  if (cur_ >= end_) return Token{Tok::kEof, std::string_view(end_, 0)};
  char c = *cur_++;
  switch (c) {
    case '(':
      return Make(Tok::kLParen, start);
    case ')':
      return Make(Tok::kRParen, start);
    case '[':
      return Make(Tok::kLSquare, start);
    case ']':
      return Make(Tok::kRSquare, start);
    case '{':
      if (cur_ < end_ && *cur_ == '-') {
        ++cur_;
        return Make(Tok::kFileMetadataBegin, start);
      }
      return Make(Tok::kLBrace, start);
    case '}':
      return Make(Tok::kRBrace, start);
    case '<':
      return Make(Tok::kLess, start);
    case '>':
      return Make(Tok::kGreater, start);
    case ',':
      return Make(Tok::kComma, start);
    case '=':
      return Make(Tok::kEqual, start);
    case '?':
      return Make(Tok::kQuestion, start);
    case '*':
      return Make(Tok::kStar, start);
    case '+':
      return Make(Tok::kPlus, start);
    case ':':
      if (cur_ < end_ && *cur_ == ':') {
        ++cur_;
        return Make(Tok::kColonColon, start);
      }
      return Make(Tok::kColon, start);
    case '-':
      if (cur_ < end_ && *cur_ == '>') {
        ++cur_;
        return Make(Tok::kArrow, start);
      }
      if (cur_ < end_ && *cur_ == '}') {
        ++cur_;
        return Make(Tok::kFileMetadataEnd, start);
      }
      return Make(Tok::kMinus, start);
    case '"':
      return LexString(start);
    case '%':
      return LexPrefixed(start, Tok::kValueId);
    case '^':
      return LexPrefixed(start, Tok::kCaretId);
    case '#':
      return LexPrefixed(start, Tok::kHashId);
    case '!':
      return LexPrefixed(start, Tok::kBangId);
    case '@': {
      if (cur_ < end_ && *cur_ == '"') {
        Token s = LexString(cur_);
        if (s.kind == Tok::kError) return s;
        return Make(Tok::kSymbolId, start);
      }
      return LexPrefixed(start, Tok::kSymbolId);
    }
    default:
      break;
  }
  if (IsDigit(c)) return LexNumber(start);
  if (IsIdStart(c)) {
    while (cur_ < end_ && IsIdChar(*cur_)) ++cur_;
    return Make(Tok::kBareId, start);
  }
  cur_ = start;
  if (static_cast<unsigned char>(c) >= 0x80) return Error(start, "unexpected non-ASCII character");
  return Error(start, "unexpected character");
}

Token Lexer::LexPrefixed(const char* start, Tok kind) {
  if (cur_ < end_ && *cur_ == '"' && kind != Tok::kValueId) {
    Token s = LexString(cur_);
    if (s.kind == Tok::kError) return s;
    return Make(kind, start);
  }
  const char* name_start = cur_;
  while (cur_ < end_ && IsSuffixChar(*cur_)) ++cur_;
  if (cur_ == name_start) {
    cur_ = start;
    return Error(start, "expected an identifier after the prefix");
  }
  return Make(kind, start);
}

Token Lexer::LexNumber(const char* start) {
  // Hexadecimal integer.
  if (*start == '0' && cur_ < end_ && (*cur_ == 'x') && cur_ + 1 < end_ && HexValue(cur_[1]) >= 0) {
    ++cur_;
    while (cur_ < end_ && HexValue(*cur_) >= 0) ++cur_;
    return Make(Tok::kInteger, start);
  }
  while (cur_ < end_ && IsDigit(*cur_)) ++cur_;
  if (cur_ >= end_ || *cur_ != '.') return Make(Tok::kInteger, start);
  ++cur_;
  while (cur_ < end_ && IsDigit(*cur_)) ++cur_;
  if (cur_ < end_ && (*cur_ == 'e' || *cur_ == 'E')) {
    const char* p = cur_ + 1;
    if (p < end_ && (*p == '+' || *p == '-')) ++p;
    if (p < end_ && IsDigit(*p)) {
      cur_ = p;
      while (cur_ < end_ && IsDigit(*cur_)) ++cur_;
    }
  }
  return Make(Tok::kFloat, start);
}

Token Lexer::LexString(const char* start) {
  // `start` points at the opening quote.
  cur_ = start + 1;
  for (;;) {
    const char* q = cur_;
    while (q < end_ && *q != '"' && *q != '\\' && *q != '\n') ++q;
    cur_ = q;
    if (cur_ >= end_ || *cur_ == '\n') {
      cur_ = start;
      return Error(start, "unterminated string");
    }
    if (*cur_ == '"') {
      ++cur_;
      return Make(Tok::kString, start);
    }
    // Backslash escape.
    if (cur_ + 1 >= end_) {
      cur_ = start;
      return Error(start, "unterminated string");
    }
    char e = cur_[1];
    if (e == '"' || e == '\\' || e == 'n' || e == 't') {
      cur_ += 2;
    } else if (cur_ + 2 < end_ && HexValue(e) >= 0 && HexValue(cur_[2]) >= 0) {
      cur_ += 3;
    } else {
      const char* at = cur_;
      cur_ = start;
      return Error(at, "unknown escape in string");
    }
  }
}

std::string Lexer::SymbolName(std::string_view symbol_token) {
  std::string_view name = symbol_token.substr(1);
  return !name.empty() && name[0] == '"' ? Unescape(name) : std::string(name);
}

std::string Lexer::Unescape(std::string_view quoted) {
  std::string out;
  std::string_view s = quoted.substr(1, quoted.size() - 2);
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      out += s[i];
      continue;
    }
    char e = s[++i];
    switch (e) {
      case '"':
        out += '"';
        break;
      case '\\':
        out += '\\';
        break;
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      default:
        out += static_cast<char>(HexValue(e) * 16 + HexValue(s[i + 1]));
        ++i;
        break;
    }
  }
  return out;
}

}  // namespace hlx
