// The MLIR text reader: lexing is in lexer.cc, the pretty form of each op in op_syntax.cc; this file
// reads everything else: modules, aliases, generic ops, regions, types and attributes.
#include "parse/text_reader.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "parse/element_bytes.h"
#include "parse/parser.h"
#include "support/check.h"

namespace hlx {

namespace {

// Returns the offset of the first byte that is not part of valid UTF-8, or npos.
size_t FindInvalidUtf8(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  size_t n = s.size();
  size_t i = 0;
  while (i < n) {
    unsigned char c = p[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    int len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
    if (len == 0 || (len == 2 && c < 0xC2) || (len == 4 && c > 0xF4) || i + len > n) return i;
    for (int k = 1; k < len; ++k)
      if ((p[i + k] & 0xC0) != 0x80) return i;
    if (len == 3 && c == 0xE0 && p[i + 1] < 0xA0) return i;
    if (len == 3 && c == 0xED && p[i + 1] >= 0xA0) return i;
    if (len == 4 && c == 0xF0 && p[i + 1] < 0x90) return i;
    if (len == 4 && c == 0xF4 && p[i + 1] >= 0x90) return i;
    i += len;
  }
  return std::string_view::npos;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string TokenDescription(const Token& t) {
  if (t.kind == Tok::kEof) return "end of input";
  std::string text(t.text.substr(0, 40));
  if (t.text.size() > 40) text += "...";
  return "'" + text + "'";
}

}  // namespace

std::vector<TextCase> SplitCases(std::string_view text) {
  std::vector<TextCase> cases;
  size_t case_start = 0;
  int case_line = 1;
  int line = 1;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) eol = text.size();
    std::string_view l = text.substr(pos, eol - pos);
    while (!l.empty() && (l.back() == ' ' || l.back() == '\r' || l.back() == '\t')) l.remove_suffix(1);
    size_t first = l.find_first_not_of(" \t");
    if (first != std::string_view::npos && l.substr(first) == "// -----") {
      cases.push_back({text.substr(case_start, pos - case_start), case_line});
      case_start = eol + 1 <= text.size() ? eol + 1 : text.size();
      case_line = line + 1;
    }
    if (eol == text.size()) break;
    pos = eol + 1;
    ++line;
  }
  cases.push_back({text.substr(case_start), case_line});
  return cases;
}

StatusOr<std::unique_ptr<Module>> ParseModule(std::string_view text, std::string source_name,
                                              int first_line) {
  size_t bad = FindInvalidUtf8(text);
  if (bad != std::string_view::npos) {
    Lexer lex(text, first_line);
    SourceLoc loc = lex.LocOf(text.data() + bad);
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[bad]));
    return InvalidArgument(source_name + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col) +
                           ": error: input is not valid UTF-8: found byte " + byte);
  }
  Parser parser(text, std::move(source_name), first_line);
  return parser.ParseTopLevel();
}

StatusOr<Attr> ParseAttrText(std::string_view text, TypeContext& types, std::string source_name) {
  if (FindInvalidUtf8(text) != std::string_view::npos)
    return InvalidArgument(source_name + ": error: attribute text is not valid UTF-8");
  return Parser(text, std::move(source_name), 1, &types).ParseLoneAttr();
}

StatusOr<Type> ParseTypeText(std::string_view text, TypeContext& types, std::string source_name) {
  if (FindInvalidUtf8(text) != std::string_view::npos)
    return InvalidArgument(source_name + ": error: type text is not valid UTF-8");
  return Parser(text, std::move(source_name), 1, &types).ParseLoneType();
}

// ---- Parser: tokens and errors -----------------------------------------------------------------

Parser::Parser(std::string_view text, std::string source_name, int first_line, TypeContext* types)
    : lex_(text, first_line), module_(std::make_unique<Module>()), types_(types) {
  module_->set_source_name(std::move(source_name));
  Advance();
}

void Parser::Advance() {
  tok_ = lex_.Next();
  if (tok_.kind == Tok::kError && !failed_) Fail(tok_.begin(), lex_.error_message());
}

bool Parser::Consume(Tok kind) {
  if (tok_.kind != kind) return false;
  Advance();
  return true;
}

bool Parser::ConsumeKeyword(std::string_view word) {
  if (!IsKeyword(word)) return false;
  Advance();
  return true;
}

bool Parser::Expect(Tok kind, const char* what) {
  if (Consume(kind)) return true;
  return FailExpected(what);
}

bool Parser::ExpectKeyword(std::string_view word) {
  if (ConsumeKeyword(word)) return true;
  return FailExpected("'" + std::string(word) + "'");
}

bool Parser::Fail(const char* at, const std::string& message) {
  if (failed_) return false;
  failed_ = true;
  SourceLoc loc = lex_.LocOf(at);
  error_ = module_->Where(loc) + ": error: " + message;
  return false;
}

bool Parser::FailExpected(const std::string& what) {
  if (tok_.kind == Tok::kError) return false;  // the lexer's message is already recorded
  return FailHere("expected " + what + ", found " + TokenDescription(tok_));
}

Type Parser::I64() { return types().Element(ElementType::kSI64); }

// ---- Top level ---------------------------------------------------------------------------------

StatusOr<std::unique_ptr<Module>> Parser::ParseTopLevel() {
  // Aliases may be used before they are defined (producers print `#loc` aliases last): note where each
  // top-level alias is defined, and parse it on first use.
  std::string_view src = lex_.source();
  for (size_t pos = 0; pos < src.size();) {
    char c = src[pos];
    if (c == '#' || c == '!') {
      size_t end = pos + 1;
      while (end < src.size() && (std::isalnum(static_cast<unsigned char>(src[end])) || src[end] == '_' ||
                                  src[end] == '.' || src[end] == '$' || src[end] == '-'))
        ++end;
      size_t eq = end;
      while (eq < src.size() && src[eq] == ' ') ++eq;
      if (end > pos + 1 && eq < src.size() && src[eq] == '=')
        alias_sites_.emplace(src.substr(pos, end - pos), src.data() + pos);
    }
    size_t nl = src.find('\n', pos);
    if (nl == std::string_view::npos) break;
    pos = nl + 1;
  }

  value_maps_.emplace_back();
  scopes_.push_back(Scope{true, {}, {}, {}, {}});
  bool saw_module = false;
  while (!failed_ && !Is(Tok::kEof)) {
    if (Is(Tok::kHashId) || Is(Tok::kBangId)) {
      if (!ParseTopLevelAlias()) break;
      continue;
    }
    if (Is(Tok::kFileMetadataBegin)) {
      FailHere("file metadata sections `{-# ... #-}` are not supported");
      break;
    }
    if (IsKeyword("module")) {
      if (saw_module || !module_->body().empty()) {
        FailHere("expected one module per input; split modules with `// -----`");
        break;
      }
      saw_module = true;
      module_->set_loc(LocOf(tok_.begin()));
      Advance();
      if (Is(Tok::kSymbolId)) {
        module_->set_name(Lexer::SymbolName(tok_.text));
        Advance();
      }
      if (ConsumeKeyword("attributes")) {
        std::vector<NamedAttr> attrs;
        if (!ParseAttrDict(attrs)) break;
        for (NamedAttr& a : attrs) module_->SetAttr(a.name, std::move(a.value));
      }
      if (!Expect(Tok::kLBrace, "'{' to begin the module body")) break;
      if (!ParseModuleBody(&module_->body())) break;
      Attr loc;
      if (!ParseOptionalTrailingLoc(loc)) break;
      module_->set_debug_loc(loc);
      continue;
    }
    if (saw_module) {
      FailExpected("end of input after the module");
      break;
    }
    if (!ParseOp(&module_->body())) break;
  }
  PopScope();
  if (failed_) return InvalidArgument(error_);
  return std::move(module_);
}

StatusOr<Attr> Parser::ParseLoneAttr() {
  Attr attr;
  if (ParseAttr(attr) && !Is(Tok::kEof)) FailExpected("the end of the attribute");
  if (failed_) return InvalidArgument(error_);
  return attr;
}

StatusOr<Type> Parser::ParseLoneType() {
  Type type;
  if (ParseType(type) && !Is(Tok::kEof)) FailExpected("the end of the type");
  if (failed_) return InvalidArgument(error_);
  return type;
}

bool Parser::ParseModuleBody(Block* block) {
  while (!failed_) {
    if (Consume(Tok::kRBrace)) return true;
    if (Is(Tok::kEof)) return FailExpected("'}' to end the module body");
    if (!ParseOp(block)) return false;
  }
  return false;
}

namespace {

// Aliases share their value wherever they are used, so an alias built of aliases can stand for a value
// far larger than its text (`#a = [#b, #b]`, `#b = [#c, #c]`, ...). These count the nodes a value
// spells out when printed, down from `budget`, and stop at zero.
void SpendType(Type t, int64_t& budget) {
  if (--budget <= 0 || !t) return;
  if (t.IsTuple() || t.IsFunction()) {
    for (Type e : t.types()) SpendType(e, budget);
    if (t.IsFunction())
      for (Type r : t.results()) SpendType(r, budget);
  }
}

void SpendAttr(const Attr& a, int64_t& budget) {
  if (--budget <= 0 || !a) return;
  switch (a.kind()) {
    case AttrKind::kArray:
      for (const Attr& e : a.elements()) SpendAttr(e, budget);
      return;
    case AttrKind::kLocation:
      for (const Attr& e : a.elements()) SpendAttr(e, budget);
      SpendAttr(a.loc_metadata(), budget);
      return;
    case AttrKind::kDictionary:
    case AttrKind::kStruct:
      for (const NamedAttr& e : a.entries()) SpendAttr(e.value, budget);
      return;
    case AttrKind::kType:
      SpendType(a.type(), budget);
      return;
    default:
      return;
  }
}

}  // namespace

bool Parser::ParseTopLevelAlias() {
  std::string_view name = tok_.text;
  const char* at = tok_.begin();
  bool is_type = tok_.kind == Tok::kBangId;
  Advance();
  if (!Expect(Tok::kEqual, "'=' after an alias name")) return false;
  constexpr int64_t kMaxAliasNodes = int64_t{1} << 20;
  int64_t budget = kMaxAliasNodes;
  if (is_type) {
    Type t;
    if (!ParseType(t)) return false;
    SpendType(t, budget);
    type_aliases_[name] = t;
  } else {
    Attr a;
    if (!ParseAttr(a)) return false;
    SpendAttr(a, budget);
    attr_aliases_[name] = a;
  }
  if (budget <= 0)
    return Fail(at, "alias '" + std::string(name) + "' expands to more than 2^20 attributes or types");
  return true;
}

bool Parser::ResolveAlias(std::string_view name, bool is_type, Attr& attr_out, Type& type_out) {
  if (is_type) {
    auto it = type_aliases_.find(name);
    if (it != type_aliases_.end()) {
      type_out = it->second;
      return true;
    }
  } else {
    auto it = attr_aliases_.find(name);
    if (it != attr_aliases_.end()) {
      attr_out = it->second;
      return true;
    }
  }
  auto site = alias_sites_.find(name);
  if (site == alias_sites_.end())
    return FailHere("undefined " + std::string(is_type ? "type" : "attribute") + " alias '" +
                    std::string(name) + "'");
  for (std::string_view r : resolving_)
    if (r == name) return FailHere("alias '" + std::string(name) + "' is defined in terms of itself");
  if (resolving_.size() >= 64) return FailHere("aliases nested too deeply");
  // Parse the definition where it stands, then come back.
  resolving_.push_back(name);
  const char* resume = lex_.cursor();
  Token saved = tok_;
  lex_.ResetTo(site->second);
  Advance();
  bool ok = ParseTopLevelAlias();
  lex_.ResetTo(resume);
  tok_ = saved;
  resolving_.pop_back();
  if (!ok) return false;
  return ResolveAlias(name, is_type, attr_out, type_out);
}

// ---- Scopes, values and blocks -----------------------------------------------------------------

void Parser::PushScope(bool isolated) {
  if (isolated) value_maps_.emplace_back();
  scopes_.push_back(Scope{isolated, {}, {}, {}, {}});
}

void Parser::PopScope() {
  Scope& scope = scopes_.back();
  if (scope.isolated) {
    value_maps_.pop_back();
  } else {
    auto& map = value_maps_.back();
    for (std::string_view n : scope.names) map.erase(n);
  }
  scopes_.pop_back();
}

bool Parser::DefineValue(std::string_view name, const char* at, Value* value) {
  auto& map = value_maps_.back();
  if (!map.emplace(name, ValueDef{value, nullptr, 0, 1}).second)
    return Fail(at, "redefinition of SSA value '" + std::string(name) + "'");
  scopes_.back().names.push_back(name);
  return true;
}

bool Parser::DefineResults(const std::vector<ResultName>& names, Op* op, const char* at) {
  int total = 0;
  for (const ResultName& n : names) total += n.count;
  if (total != op->num_results())
    return Fail(at, "'" + std::string(op->name()) + "' has " + std::to_string(op->num_results()) +
                        " results, but " + std::to_string(total) + " names were given");
  auto& map = value_maps_.back();
  int next = 0;
  for (const ResultName& n : names) {
    if (!map.emplace(n.name, ValueDef{nullptr, op, next, n.count}).second)
      return Fail(n.at, "redefinition of SSA value '" + std::string(n.name) + "'");
    scopes_.back().names.push_back(n.name);
    next += n.count;
  }
  return true;
}

bool Parser::ParseOperand(Value*& out) {
  if (!Is(Tok::kValueId)) return FailExpected("an SSA value");
  std::string_view name = tok_.text;
  const char* at = tok_.begin();
  const char* name_end = tok_.text.data() + tok_.text.size();
  Advance();
  int64_t index = 0;
  bool has_index = false;
  if (Is(Tok::kHashId) && tok_.begin() == name_end) {
    std::string_view digits = tok_.text.substr(1);
    auto [p, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
    if (ec != std::errc() || p != digits.data() + digits.size() || index < 0)
      return FailHere("expected a result number after '#'");
    has_index = true;
    Advance();
  }
  const ValueDef* def = nullptr;
  auto& map = value_maps_.back();
  auto it = map.find(name);
  if (it != map.end()) def = &it->second;
  if (!def) return Fail(at, "use of undefined value '" + std::string(name) + "'");
  if (index >= def->count)
    return Fail(at, "'" + std::string(name) + "' has " + std::to_string(def->count) + " results; #" +
                        std::to_string(index) + " is out of range");
  if (!has_index && def->count > 1 && false) return false;
  out = def->op ? def->op->result(def->first_result + static_cast<int>(index)) : def->value;
  return true;
}

bool Parser::ParseOperandList(std::vector<Value*>& out) {
  // Stops before a comma that is not followed by a value: `%a, %b, dims = [...]`.
  while (Is(Tok::kValueId)) {
    Value* v;
    if (!ParseOperand(v)) return false;
    out.push_back(v);
    if (!Is(Tok::kComma)) break;
    const char* resume = lex_.cursor();
    Token comma = tok_;
    Advance();
    if (!Is(Tok::kValueId)) {
      lex_.ResetTo(resume);
      tok_ = comma;
      break;
    }
  }
  return !failed_;
}

bool Parser::CheckOperandType(const char* at, Value* value, Type type) {
  if (value->type() == type) return true;
  return Fail(at, "operand has type " + value->type().ToString() + " where its use says " + type.ToString());
}

bool Parser::ParseBlockArgList(std::vector<NamedArg>& out) {
  // Called after '('; consumes through ')'.
  if (Consume(Tok::kRParen)) return true;
  do {
    if (!Is(Tok::kValueId)) return FailExpected("a block argument name");
    NamedArg arg{tok_.text, tok_.begin(), Type(), Attr()};
    Advance();
    if (!Expect(Tok::kColon, "':' and the argument's type")) return false;
    if (!ParseType(arg.type)) return false;
    if (!ParseOptionalTrailingLoc(arg.loc)) return false;
    out.push_back(arg);
  } while (Consume(Tok::kComma));
  return Expect(Tok::kRParen, "')' to end the argument list");
}

bool Parser::ParseRegion(Region* region, const std::vector<NamedArg>* entry_args, bool isolated) {
  if (!Expect(Tok::kLBrace, "'{' to begin a region")) return false;
  NestingGuard nesting(depth_);
  if (nesting.too_deep()) return FailHere("regions nested more than " + std::to_string(kMaxDepth) + " deep");
  PushScope(isolated);
  // Entry block.
  bool ok = true;
  if (Is(Tok::kRBrace)) {
    // An empty region: no blocks, unless arguments were given.
    if (entry_args) {
      Block* b = region->AddBlock();
      for (const NamedArg& a : *entry_args) {
        Value* v = b->AddArg(a.type);
        b->set_arg_loc(b->num_args() - 1, a.loc);
        if (!DefineValue(a.name, a.at, v)) ok = false;
      }
    }
    Advance();
  } else {
    bool first = true;
    while (ok && !failed_) {
      if (Consume(Tok::kRBrace)) break;
      if (Is(Tok::kEof)) {
        ok = FailExpected("'}' to end a region");
        break;
      }
      Block* block;
      if (Is(Tok::kCaretId)) {
        std::string_view label = tok_.text;
        const char* at = tok_.begin();
        Advance();
        Scope& scope = scopes_.back();
        for (std::string_view d : scope.defined_blocks)
          if (d == label) {
            ok = Fail(at, "redefinition of block '" + std::string(label) + "'");
            break;
          }
        if (!ok) break;
        scope.defined_blocks.push_back(label);
        auto it = scope.blocks.find(label);
        if (it != scope.blocks.end()) {
          block = it->second;  // named earlier by a branch
        } else {
          block = region->AddBlock();
          scope.blocks[label] = block;
        }
        if (first && entry_args) {
          ok = Fail(at, "this region takes its arguments from the op; it cannot declare a block header");
          break;
        }
        std::vector<NamedArg> args;
        if (Consume(Tok::kLParen) && !ParseBlockArgList(args)) {
          ok = false;
          break;
        }
        if (!Expect(Tok::kColon, "':' after the block header")) {
          ok = false;
          break;
        }
        for (const NamedArg& a : args) {
          Value* v = block->AddArg(a.type);
          block->set_arg_loc(block->num_args() - 1, a.loc);
          if (!DefineValue(a.name, a.at, v)) {
            ok = false;
            break;
          }
        }
      } else if (first) {
        block = region->AddBlock();
        if (entry_args) {
          for (const NamedArg& a : *entry_args) {
            Value* v = block->AddArg(a.type);
            block->set_arg_loc(block->num_args() - 1, a.loc);
            if (!DefineValue(a.name, a.at, v)) {
              ok = false;
              break;
            }
          }
        }
      } else {
        ok = FailExpected("a block label");
        break;
      }
      first = false;
      // Ops until the next block label or the end of the region.
      while (ok && !failed_ && !Is(Tok::kRBrace) && !Is(Tok::kCaretId) && !Is(Tok::kEof)) ok = ParseOp(block);
    }
    // Every block that a branch named must have been defined.
    const Scope& scope = scopes_.back();
    for (const auto& [label, at] : scope.forward_blocks) {
      bool defined = false;
      for (std::string_view d : scope.defined_blocks) defined |= d == label;
      if (ok && !failed_ && !defined)
        ok = Fail(at, "reference to an undefined block '" + std::string(label) + "'");
    }
  }
  PopScope();
  return ok && !failed_;
}

bool Parser::ParseSuccessor(Op* op) {
  if (!Is(Tok::kCaretId)) return FailExpected("a block label");
  std::string_view label = tok_.text;
  const char* at = tok_.begin();
  Advance();
  // Labels are scoped to the innermost region; a branch may name a block defined later.
  if (scopes_.size() < 2) return Fail(at, "branches are only allowed inside a region");
  auto& scope = scopes_.back();
  Block* block = nullptr;
  auto it = scope.blocks.find(label);
  if (it != scope.blocks.end()) {
    block = it->second;
  } else {
    Block* current = op->parent_block();
    HLX_CHECK(current != nullptr);
    block = current->parent()->AddBlock();
    scope.blocks[label] = block;
    scope.forward_blocks.push_back({label, at});
  }
  int first = op->num_operands();
  int count = 0;
  if (Consume(Tok::kLParen)) {
    std::vector<Value*> values;
    const char* values_at = tok_.begin();
    if (!ParseOperandList(values)) return false;
    std::vector<Type> types;
    if (!values.empty()) {
      if (!Expect(Tok::kColon, "':' and the types of the branch operands")) return false;
      if (!ParseTypeList(types)) return false;
      if (types.size() != values.size())
        return Fail(values_at, "branch has " + std::to_string(values.size()) + " operands but " +
                                   std::to_string(types.size()) + " types");
    }
    if (!Expect(Tok::kRParen, "')'")) return false;
    for (size_t i = 0; i < values.size(); ++i) {
      if (!CheckOperandType(values_at, values[i], types[i])) return false;
      op->AddOperand(values[i]);
    }
    count = static_cast<int>(values.size());
  }
  op->AddSuccessor(block, first, count);
  return true;
}

// ---- Ops ---------------------------------------------------------------------------------------

MhloReading ReadMhloOp(std::string_view name) {
  const std::string x(name.substr(std::string_view("mhlo.").size()));
  if (x == "copy") return {LookupOp("stablehlo.reshape"), Syntax::kDefault, true};
  if (const OpInfo* info = LookupOp("stablehlo." + x)) return {info, info->syntax, false};
  if (const OpInfo* info = LookupOp("chlo." + x))
    return {info, info->syntax == Syntax::kChlo ? Syntax::kDefault : info->syntax, false};
  return {};
}

bool Parser::ParseOp(Block* block) {
  const char* op_start = tok_.begin();
  std::vector<ResultName> names;
  if (Is(Tok::kValueId)) {
    do {
      if (!Is(Tok::kValueId)) return FailExpected("a result name");
      ResultName n{tok_.text, 1, tok_.begin()};
      Advance();
      if (Consume(Tok::kColon)) {
        int64_t count;
        const char* count_at = tok_.begin();
        if (!Is(Tok::kInteger) || !ParseInt(count)) return FailExpected("a result count after ':'");
        if (count < 1 || count > 1000000) return Fail(count_at, "result count out of range");
        n.count = static_cast<int>(count);
      }
      names.push_back(n);
    } while (Consume(Tok::kComma));
    if (!Expect(Tok::kEqual, "'=' after the result names")) return false;
  }

  const char* name_at = tok_.begin();
  const OpInfo* info = nullptr;
  bool generic = false;
  std::string op_name;
  if (Is(Tok::kString)) {
    op_name = Lexer::Unescape(tok_.text);
    generic = true;
  } else if (Is(Tok::kBareId)) {
    op_name = std::string(tok_.text);
    // Ops of the enclosing function's dialect may be written without their prefix.
    if (op_name == "return") op_name = "func.return";
    if (op_name == "call") op_name = "func.call";
  } else {
    return FailExpected("an operation");
  }
  info = LookupOp(op_name);
  MhloReading mhlo;
  if (!info && op_name.starts_with("mhlo.")) {
    mhlo = ReadMhloOp(op_name);
    if (!mhlo.info)
      return Fail(name_at, "'" + op_name +
                               "' has no StableHLO equivalent: hlx reads an mhlo op as the stablehlo or chlo "
                               "op of its name, and mhlo.copy as an identity");
    info = mhlo.info;
  }
  if (!info) return Fail(name_at, "unknown operation '" + op_name + "'");
  const Syntax syntax = mhlo.info ? mhlo.syntax : info->syntax;
  Advance();

  auto op_owner = NewOp(info->kind, op_start);
  Op* op = block->Append(std::move(op_owner));
  bool ok = generic || syntax == Syntax::kGeneric ? ParseGenericOpBody(op, op_start)
                                                  : ParseCustomOp(op, syntax, op_start);
  if (!ok) return false;
  Attr loc;
  if (!ParseOptionalTrailingLoc(loc)) return false;
  op->set_debug_loc(loc);
  if (mhlo.identity) return DefineIdentity(names, op, op_name, name_at);
  return DefineResults(names, op, names.empty() ? op_start : names.front().at);
}

bool Parser::DefineIdentity(const std::vector<ResultName>& names, Op* op, const std::string& op_name,
                            const char* at) {
  if (op->num_operands() != 1 || op->num_results() != 1 || op->result(0)->type() != op->operand(0)->type())
    return Fail(at,
                "'" + op_name + "' gives back its one operand: expected one result of the operand's type");
  Value* operand = op->operand(0);
  op->parent_block()->Erase(op);
  if (names.size() != 1 || names[0].count != 1)
    return Fail(at,
                "'" + op_name + "' has 1 result, but " + std::to_string(names.size()) + " names were given");
  return DefineValue(names[0].name, names[0].at, operand);
}

bool Parser::ParseGenericOpBody(Op* op, const char* op_start) {
  if (!Expect(Tok::kLParen, "'(' to begin the operand list")) return false;
  std::vector<Value*> operands;
  const char* operands_at = tok_.begin();
  if (!ParseOperandList(operands)) return false;
  if (!Expect(Tok::kRParen, "')' to end the operand list")) return false;
  if (Is(Tok::kLSquare)) return FailHere("successor lists in generic form are not supported");
  std::vector<NamedAttr> attrs;
  if (Consume(Tok::kLess)) {
    if (!ParseAttrDict(attrs)) return false;
    if (!Expect(Tok::kGreater, "'>' to end the properties")) return false;
  }
  if (Consume(Tok::kLParen)) {
    do {
      if (!ParseRegion(op->AddRegion(), nullptr, op->info().Has(kIsolatedFromAbove))) return false;
    } while (Consume(Tok::kComma));
    if (!Expect(Tok::kRParen, "')' to end the region list")) return false;
  }
  if (Is(Tok::kLBrace)) {
    std::vector<NamedAttr> more;
    if (!ParseAttrDict(more)) return false;
    for (NamedAttr& a : more) attrs.push_back(std::move(a));
  }
  for (NamedAttr& a : attrs) op->SetAttr(a.name, std::move(a.value));
  if (!Expect(Tok::kColon, "':' and the op's function type")) return false;
  std::vector<Type> inputs, results;
  const char* type_at = tok_.begin();
  if (!ParseFunctionType(inputs, results)) return false;
  if (inputs.size() != operands.size())
    return Fail(type_at, "the op has " + std::to_string(operands.size()) + " operands but its type lists " +
                             std::to_string(inputs.size()));
  for (size_t i = 0; i < operands.size(); ++i) {
    if (!CheckOperandType(operands_at, operands[i], inputs[i])) return false;
    op->AddOperand(operands[i]);
  }
  for (Type t : results) op->AddResult(t);
  return true;
}

// ---- Types -------------------------------------------------------------------------------------

bool Parser::ParseTypeList(std::vector<Type>& out) {
  do {
    Type t;
    if (!ParseType(t)) return false;
    out.push_back(t);
  } while (Consume(Tok::kComma));
  return true;
}

bool Parser::ParseResultTypes(std::vector<Type>& out) {
  if (Consume(Tok::kLParen)) {
    if (Consume(Tok::kRParen)) return true;
    if (!ParseTypeList(out)) return false;
    return Expect(Tok::kRParen, "')' to end the type list");
  }
  Type t;
  if (!ParseType(t)) return false;
  out.push_back(t);
  return true;
}

bool Parser::ParseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results) {
  if (!Expect(Tok::kLParen, "'(' to begin a function type")) return false;
  if (!Consume(Tok::kRParen)) {
    if (!ParseTypeList(inputs)) return false;
    if (!Expect(Tok::kRParen, "')'")) return false;
  }
  if (!Expect(Tok::kArrow, "'->' in a function type")) return false;
  return ParseResultTypes(results);
}

bool Parser::ParseType(Type& out) {
  NestingGuard nesting(depth_);
  if (nesting.too_deep()) return FailHere("types nested too deeply");
  const char* at = tok_.begin();
  switch (tok_.kind) {
    case Tok::kBareId: {
      std::string_view word = tok_.text;
      if (word == "tensor") return ParseTensorType(out);
      if (word == "tuple") {
        Advance();
        if (!Expect(Tok::kLess, "'<' after 'tuple'")) return false;
        std::vector<Type> elems;
        if (!Is(Tok::kGreater) && !ParseTypeList(elems)) return false;
        if (!Expect(Tok::kGreater, "'>' to end the tuple type")) return false;
        out = types().Tuple(elems);
        return true;
      }
      if (word == "complex") {
        Advance();
        if (!Expect(Tok::kLess, "'<' after 'complex'")) return false;
        const char* part_at = tok_.begin();
        Type part;
        if (!ParseType(part)) return false;
        if (!Expect(Tok::kGreater, "'>' to end the complex type")) return false;
        if (part == types().Element(ElementType::kF32)) {
          out = types().Element(ElementType::kC64);
        } else if (part == types().Element(ElementType::kF64)) {
          out = types().Element(ElementType::kC128);
        } else {
          return Fail(part_at, "complex types must have f32 or f64 parts, found " + part.ToString());
        }
        return true;
      }
      const ElementInfo* info = LookupElementType(word);
      if (!info || info->category == ElementCategory::kComplex) {
        if (word == "si8" || word == "si16" || word == "si32" || word == "si64")
          return FailHere("signed integer types are written without 's' in StableHLO (i8, not si8)");
        return Fail(at, "unknown type '" + std::string(word) + "'");
      }
      Advance();
      out = types().Element(info->type);
      return true;
    }
    case Tok::kBangId: {
      std::string_view name = tok_.text;
      if (name == "!stablehlo.token" || name == "!mhlo.token") {
        Advance();
        out = types().Token();
        return true;
      }
      if (name == "!quant.uniform") return ParseQuantType(out);
      if (alias_sites_.count(name) || type_aliases_.count(name)) {
        Attr unused;
        if (!ResolveAlias(name, true, unused, out)) return false;
        Advance();
        return true;
      }
      return Fail(at, "unknown type '" + std::string(name) + "'");
    }
    case Tok::kLParen: {
      std::vector<Type> inputs, results;
      if (!ParseFunctionType(inputs, results)) return false;
      out = types().Function(inputs, results);
      return true;
    }
    default:
      return FailExpected("a type");
  }
}

bool Parser::ParseTensorType(Type& out) {
  const char* start = tok_.begin();
  // Find the end of the spelling to reuse an identical type parsed before.
  std::string_view src = lex_.source();
  size_t pos = static_cast<size_t>(start - src.data()) + 6;  // after "tensor"
  if (pos >= src.size() || src[pos] != '<') {
    Advance();
    return FailExpected("'<' after 'tensor'");
  }
  int nesting = 0;
  size_t end = pos;
  for (; end < src.size(); ++end) {
    char c = src[end];
    if (c == '<')
      ++nesting;
    else if (c == '>' && src[end - 1] != '-' && --nesting == 0)
      break;
    else if (c == '\n' || c == '{' || c == '"')
      break;
  }
  std::string_view spelling;
  if (end < src.size() && src[end] == '>') {
    spelling = src.substr(static_cast<size_t>(start - src.data()),
                          end + 1 - static_cast<size_t>(start - src.data()));
    auto it = type_cache_.find(spelling);
    if (it != type_cache_.end()) {
      lex_.ResetTo(src.data() + end + 1);
      Advance();
      out = it->second;
      return true;
    }
  }
  // Dimensions are scanned by hand: `2x?x3xf32` is not a sequence of ordinary tokens.
  const char* p = src.data() + pos + 1;
  const char* limit = src.data() + src.size();
  std::vector<int64_t> dims;
  int64_t elements = 1;
  for (;;) {
    while (p < limit && *p == ' ') ++p;
    const char* dim_at = p;
    if (p < limit && *p == '?') {
      ++p;
      dims.push_back(kDynamic);
    } else if (p < limit && *p >= '0' && *p <= '9') {
      int64_t d = 0;
      while (p < limit && *p >= '0' && *p <= '9') {
        if (d > kMaxElements) break;
        d = d * 10 + (*p - '0');
        ++p;
      }
      if (p < limit && *p >= '0' && *p <= '9') {
        while (p < limit && *p >= '0' && *p <= '9') ++p;
        d = kMaxElements + 1;
      }
      if (d > kMaxElements || (d > 0 && elements > kMaxElements / d))
        return Fail(dim_at, "tensor dimension or element count exceeds the limit of 2^38 elements");
      elements *= d == 0 ? 1 : d;
      dims.push_back(d);
    } else if (p < limit && *p == '*') {
      return Fail(dim_at, "unranked tensors are not supported");
    } else {
      break;
    }
    if (p < limit && *p == 'x') {
      ++p;
      continue;
    }
    return Fail(p, "expected 'x' after a tensor dimension");
  }
  if (dims.size() > 64) return Fail(start, "tensor rank exceeds the limit of 64");
  lex_.ResetTo(p);
  Advance();
  const char* elem_at = tok_.begin();
  Type element;
  if (!ParseType(element)) return false;
  if (!element.IsElement() && !element.IsQuant())
    return Fail(elem_at, "expected an element type in a tensor type, found " + element.ToString());
  std::vector<int64_t> bounds;
  if (Consume(Tok::kComma)) {
    const char* enc_at = tok_.begin();
    bool is_bounds = Is(Tok::kHashId) && tok_.text == "#stablehlo.bounds";
    bool is_ext = Is(Tok::kHashId) &&
                  (tok_.text == "#stablehlo.type_extensions" || tok_.text == "#mhlo.type_extensions");
    if (!is_bounds && !is_ext) return FailExpected("'#stablehlo.bounds<...>' as a tensor encoding");
    Advance();
    if (!Expect(Tok::kLess, "'<'")) return false;
    if (is_ext && (!ExpectKeyword("bounds") || !Expect(Tok::kEqual, "'='") || !Expect(Tok::kLSquare, "'['")))
      return false;
    if (!Is(Tok::kGreater) && !Is(Tok::kRSquare)) {
      do {
        if (Consume(Tok::kQuestion)) {
          bounds.push_back(kDynamic);
        } else {
          int64_t b;
          if (!ParseInt(b)) return false;
          bounds.push_back(b);
        }
      } while (Consume(Tok::kComma));
    }
    if (is_ext && !Expect(Tok::kRSquare, "']'")) return false;
    if (!Expect(Tok::kGreater, "'>' to end the bounds")) return false;
    if (bounds.size() != dims.size())
      return Fail(enc_at, "bounds must have one entry per dimension (" + std::to_string(dims.size()) +
                              "), found " + std::to_string(bounds.size()));
  }
  if (!Expect(Tok::kGreater, "'>' to end the tensor type")) return false;
  out = types().Tensor(dims, element, bounds);
  if (!spelling.empty() && tok_.begin() >= spelling.data() + spelling.size())
    type_cache_.emplace(spelling, out);
  return true;
}

bool Parser::ParseQuantType(Type& out) {
  Advance();  // !quant.uniform
  if (!Expect(Tok::kLess, "'<' after '!quant.uniform'")) return false;
  QuantParams q{};
  const char* storage_at = tok_.begin();
  if (!Is(Tok::kBareId)) return FailExpected("a storage type");
  std::string storage_name(tok_.text);
  if (storage_name.size() > 1 && storage_name[0] == 'u' && storage_name[1] != 'i')
    storage_name = "ui" + storage_name.substr(1);
  const ElementInfo* storage = LookupElementType(storage_name);
  if (!storage ||
      (storage->category != ElementCategory::kSigned && storage->category != ElementCategory::kUnsigned))
    return Fail(storage_at, "expected an integer storage type, found '" + std::string(tok_.text) + "'");
  Advance();
  q.storage = storage->type;
  int bits = storage->bit_width;
  bool is_unsigned = storage->category == ElementCategory::kUnsigned;
  q.storage_min = is_unsigned ? 0 : INT64_MIN >> (64 - bits);
  q.storage_max =
      is_unsigned ? (bits == 64 ? INT64_MAX : (int64_t{1} << bits) - 1) : INT64_MAX >> (64 - bits);
  if (Consume(Tok::kLess)) {
    if (!ParseInt(q.storage_min) || !Expect(Tok::kColon, "':'") || !ParseInt(q.storage_max) ||
        !Expect(Tok::kGreater, "'>'"))
      return false;
  }
  if (!Expect(Tok::kColon, "':' after the storage type")) return false;
  const char* expressed_at = tok_.begin();
  Type expressed;
  if (!ParseType(expressed)) return false;
  if (!expressed.IsElement() || !IsFloat(expressed.element()))
    return Fail(expressed_at, "expected a float expressed type, found " + expressed.ToString());
  q.expressed = expressed.element();
  q.quantized_dimension = -1;
  if (Consume(Tok::kColon)) {
    int64_t axis;
    if (!ParseInt(axis)) return false;
    if (axis < 0 || axis > 64) return FailHere("quantized dimension out of range");
    q.quantized_dimension = static_cast<int32_t>(axis);
  }
  if (!Expect(Tok::kComma, "',' and the scale")) return false;
  auto parse_scale_zp = [&]() -> bool {
    if (!Is(Tok::kFloat) && !Is(Tok::kInteger)) return FailExpected("a scale");
    double s;
    auto r = std::from_chars(tok_.text.data(), tok_.text.data() + tok_.text.size(), s);
    if (r.ec != std::errc() || !(s > 0) || !std::isfinite(s))
      return FailHere("expected a positive, finite scale");
    Advance();
    int64_t zp = 0;
    if (Consume(Tok::kColon) && !ParseInt(zp)) return false;
    q.scales.push_back(s);
    q.zero_points.push_back(zp);
    return true;
  };
  if (q.quantized_dimension >= 0) {
    if (!Expect(Tok::kLBrace, "'{' and per-axis scales")) return false;
    do {
      if (!parse_scale_zp()) return false;
    } while (Consume(Tok::kComma));
    if (!Expect(Tok::kRBrace, "'}'")) return false;
  } else if (!parse_scale_zp()) {
    return false;
  }
  if (!Expect(Tok::kGreater, "'>' to end the quantized type")) return false;
  out = types().Quant(q);
  return true;
}

// ---- Attributes --------------------------------------------------------------------------------

bool Parser::ParseInt(int64_t& out) {
  bool negative = Consume(Tok::kMinus);
  if (!Is(Tok::kInteger)) return FailExpected("an integer");
  std::string_view t = tok_.text;
  uint64_t v = 0;
  std::from_chars_result r;
  if (t.size() > 2 && t[1] == 'x')
    r = std::from_chars(t.data() + 2, t.data() + t.size(), v, 16);
  else
    r = std::from_chars(t.data(), t.data() + t.size(), v);
  if (r.ec != std::errc() || r.ptr != t.data() + t.size()) return FailHere("integer out of range");
  if (negative) {
    if (v > uint64_t{1} << 63) return FailHere("integer out of range");
    out = static_cast<int64_t>(0 - v);
  } else {
    out = static_cast<int64_t>(v);  // values above INT64_MAX keep their bits (unsigned 64-bit)
  }
  Advance();
  return true;
}

bool Parser::ParseIntList(std::vector<int64_t>& out) {
  if (!Expect(Tok::kLSquare, "'['")) return false;
  if (Consume(Tok::kRSquare)) return true;
  do {
    int64_t v;
    if (!ParseInt(v)) return false;
    out.push_back(v);
  } while (Consume(Tok::kComma));
  return Expect(Tok::kRSquare, "']'");
}

bool Parser::ParseAttrDict(std::vector<NamedAttr>& out) {
  if (!Expect(Tok::kLBrace, "'{' to begin an attribute dictionary")) return false;
  if (Consume(Tok::kRBrace)) return true;
  do {
    std::string name;
    if (Is(Tok::kBareId))
      name = std::string(tok_.text);
    else if (Is(Tok::kString))
      name = Lexer::Unescape(tok_.text);
    else
      return FailExpected("an attribute name");
    const char* name_at = tok_.begin();
    Advance();
    for (const NamedAttr& a : out)
      if (a.name == name) return Fail(name_at, "duplicate attribute '" + name + "'");
    Attr value = Attr::Unit();
    if (Consume(Tok::kEqual) && !ParseAttr(value)) return false;
    out.push_back(NamedAttr{std::move(name), std::move(value)});
  } while (Consume(Tok::kComma));
  return Expect(Tok::kRBrace, "'}' to end the attribute dictionary");
}

bool Parser::ParseOptionalTrailingLoc(Attr& out) {
  if (!IsKeyword("loc")) return true;
  Advance();
  return ParseLocation(out);
}

bool Parser::ParseLocation(Attr& out) {
  if (!Expect(Tok::kLParen, "'(' after 'loc'")) return false;
  return ParseLocationBody(out) && Expect(Tok::kRParen, "')' to end the location");
}

bool Parser::ParseLocationBody(Attr& out) {
  NestingGuard nesting(depth_);
  if (nesting.too_deep()) return FailHere("locations nested too deeply");
  if (Is(Tok::kHashId)) {
    Type unused;
    if (!ResolveAlias(tok_.text, false, out, unused)) return false;
    if (!out.Is(AttrKind::kLocation))
      return FailHere("alias '" + std::string(tok_.text) + "' is not a location");
    Advance();
    return true;
  }
  if (IsKeyword("loc")) {  // a nested `loc(...)`, as some producers write inside fused locations
    Advance();
    return ParseLocation(out);
  }
  if (ConsumeKeyword("unknown")) {
    out = Attr::Location(LocKind::kUnknown, "", 0, 0, {});
    return true;
  }
  if (ConsumeKeyword("callsite")) {
    Attr callee, caller;
    if (!Expect(Tok::kLParen, "'('") || !ParseLocationBody(callee) || !ExpectKeyword("at") ||
        !ParseLocationBody(caller) || !Expect(Tok::kRParen, "')'"))
      return false;
    out = Attr::Location(LocKind::kCallSite, "", 0, 0, {callee, caller});
    return true;
  }
  if (ConsumeKeyword("fused")) {
    Attr metadata;
    if (Consume(Tok::kLess) && (!ParseAttr(metadata) || !Expect(Tok::kGreater, "'>'"))) return false;
    if (!Expect(Tok::kLSquare, "'['")) return false;
    std::vector<Attr> locs;
    if (!Is(Tok::kRSquare)) {
      do {
        Attr l;
        if (!ParseLocationBody(l)) return false;
        locs.push_back(l);
      } while (Consume(Tok::kComma));
    }
    if (!Expect(Tok::kRSquare, "']'")) return false;
    out = Attr::Location(LocKind::kFused, "", 0, 0, std::move(locs), metadata);
    return true;
  }
  if (!Is(Tok::kString)) return FailExpected("a location");
  std::string s = Lexer::Unescape(tok_.text);
  Advance();
  if (Consume(Tok::kColon)) {
    int64_t line, col = 0;
    if (!ParseInt(line)) return false;
    if (Consume(Tok::kColon) && !ParseInt(col)) return false;
    std::vector<Attr> range;
    if (ConsumeKeyword("to")) {
      // A range: `to line:col` or `to :col` (same line).
      int64_t end_line = line, end_col = 0;
      if (Is(Tok::kInteger) && !ParseInt(end_line)) return false;
      if (!Expect(Tok::kColon, "':'") || !ParseInt(end_col)) return false;
      range = {Attr::Integer(end_line, Type()), Attr::Integer(end_col, Type())};
    }
    out = Attr::Location(LocKind::kFileLineCol, s, line, col, std::move(range));
    return true;
  }
  if (Consume(Tok::kLParen)) {  // name(child)
    Attr child;
    if (!ParseLocationBody(child) || !Expect(Tok::kRParen, "')'")) return false;
    out = Attr::Location(LocKind::kName, s, 0, 0, {child});
    return true;
  }
  out = Attr::Location(LocKind::kName, s, 0, 0, {});
  return true;
}

bool Parser::SkipBalanced(const char* at, std::string_view& body) {
  // The current token is '<'. Finds its matching '>' (nesting <>, (), [], {}; skipping strings and `->`)
  // and returns the text between them; the lexer continues after the '>'.
  std::string_view src = lex_.source();
  size_t start = static_cast<size_t>(tok_.begin() - src.data());
  std::vector<char> stack;
  for (size_t i = start; i < src.size(); ++i) {
    char c = src[i];
    if (c == '"') {
      for (++i; i < src.size() && src[i] != '"'; ++i)
        if (src[i] == '\\') ++i;
      continue;
    }
    char close = c == '<' ? '>' : c == '(' ? ')' : c == '[' ? ']' : c == '{' ? '}' : 0;
    if (close) {
      if (stack.size() >= static_cast<size_t>(kMaxDepth))
        return Fail(src.data() + i, "attribute nested too deeply");
      stack.push_back(close);
      continue;
    }
    if (c == '>' && i > 0 && src[i - 1] == '-') continue;
    if (c == '>' || c == ')' || c == ']' || c == '}') {
      if (stack.empty() || stack.back() != c)
        return Fail(src.data() + i, std::string("unbalanced '") + c + "'");
      stack.pop_back();
      if (stack.empty()) {
        body = src.substr(start + 1, i - start - 1);
        lex_.ResetTo(src.data() + i + 1);
        Advance();
        return true;
      }
    }
  }
  return Fail(at, "unterminated attribute: missing '>'");
}

bool Parser::ParseAttr(Attr& out) {
  NestingGuard nesting(depth_);
  if (nesting.too_deep()) return FailHere("attributes nested too deeply");
  const char* at = tok_.begin();
  switch (tok_.kind) {
    case Tok::kLSquare: {
      Advance();
      std::vector<Attr> elems;
      if (!Is(Tok::kRSquare)) {
        do {
          Attr e;
          if (!ParseAttr(e)) return false;
          elems.push_back(std::move(e));
        } while (Consume(Tok::kComma));
      }
      if (!Expect(Tok::kRSquare, "']' to end the array")) return false;
      out = Attr::Array(std::move(elems));
      return true;
    }
    case Tok::kLBrace: {
      std::vector<NamedAttr> entries;
      if (!ParseAttrDict(entries)) return false;
      out = Attr::Dictionary(std::move(entries));
      return true;
    }
    case Tok::kString: {
      out = Attr::String(Lexer::Unescape(tok_.text));
      Advance();
      return true;
    }
    case Tok::kSymbolId: {
      std::vector<std::string> path;
      for (;;) {
        path.push_back(Lexer::SymbolName(tok_.text));
        Advance();
        if (!Consume(Tok::kColonColon)) break;
        if (!Is(Tok::kSymbolId)) return FailExpected("a nested symbol reference");
      }
      out = Attr::SymbolRef(std::move(path));
      return true;
    }
    case Tok::kMinus:
    case Tok::kInteger:
    case Tok::kFloat: {
      bool negative = Consume(Tok::kMinus);
      if (!Is(Tok::kInteger) && !Is(Tok::kFloat)) return FailExpected("a number after '-'");
      std::string_view text = tok_.text;
      bool is_float = Is(Tok::kFloat);
      Advance();
      Type type;
      if (Consume(Tok::kColon)) {
        if (!ParseType(type)) return false;
        if (!type.IsElement())
          return Fail(at, "expected an element type after a number, found " + type.ToString());
      }
      bool float_type = type && IsFloat(type.element());
      if (is_float || float_type) {
        double v;
        if (!is_float && text.size() > 2 && text[1] == 'x') {
          // A float given by its bit pattern.
          uint64_t bits = 0;
          std::from_chars(text.data() + 2, text.data() + text.size(), bits, 16);
          ElementType e = type.element();
          const ElementInfo& info = GetElementInfo(e);
          if (info.small_float)
            v = DecodeFloat(*info.small_float, bits);
          else if (e == ElementType::kF32) {
            uint32_t b32 = static_cast<uint32_t>(bits);
            float f;
            std::memcpy(&f, &b32, 4);
            v = f;
          } else
            std::memcpy(&v, &bits, 8);
        } else {
          auto r = std::from_chars(text.data(), text.data() + text.size(), v);
          if (r.ec != std::errc()) return Fail(at, "invalid floating-point literal");
        }
        out = Attr::Float(negative ? -v : v, type);
        return true;
      }
      uint64_t v = 0;
      std::from_chars_result r;
      if (text.size() > 2 && text[1] == 'x')
        r = std::from_chars(text.data() + 2, text.data() + text.size(), v, 16);
      else
        r = std::from_chars(text.data(), text.data() + text.size(), v);
      if (r.ec != std::errc()) return Fail(at, "integer literal out of range");
      if (negative && v > uint64_t{1} << 63) return Fail(at, "integer literal out of range");
      if (type) {
        ElementType e = type.element();
        int bits = GetElementInfo(e).bit_width;
        bool ok = true;
        if (IsBool(e))
          ok = !negative && v <= 1;
        else if (IsUnsigned(e))
          ok = !negative && (bits == 64 || v < (uint64_t{1} << bits));
        else if (bits < 64)
          ok = negative ? v <= (uint64_t{1} << (bits - 1)) : v < (uint64_t{1} << (bits - 1));
        else
          ok = negative || v <= static_cast<uint64_t>(INT64_MAX);
        if (!ok)
          return Fail(at, "integer " + std::string(negative ? "-" : "") + std::string(text) +
                              " does not fit in " + type.ToString());
      } else if (!negative && v > static_cast<uint64_t>(INT64_MAX)) {
        type = types().Element(ElementType::kUI64);
      }
      out = Attr::Integer(negative ? static_cast<int64_t>(0 - v) : static_cast<int64_t>(v), type);
      return true;
    }
    case Tok::kHashId: {
      std::string_view name = tok_.text;
      const char* name_end = name.data() + name.size();
      Advance();
      if (Is(Tok::kLess) && tok_.begin() == name_end) return ParseDialectAttr(name, at, out);
      Type unused;
      lex_.ResetTo(at);
      tok_ = Token{Tok::kHashId, name};
      if (!ResolveAlias(name, false, out, unused)) return false;
      lex_.ResetTo(name_end);
      Advance();
      return true;
    }
    case Tok::kBareId: {
      std::string_view word = tok_.text;
      if (word == "true" || word == "false") {
        out = Attr::Bool(word == "true");
        Advance();
        return true;
      }
      if (word == "unit") {
        out = Attr::Unit();
        Advance();
        return true;
      }
      if (word == "dense") return ParseDenseElements(out);
      if (word == "array") return ParseDenseArray(out);
      if (word == "loc") {
        Advance();
        return ParseLocation(out);
      }
      if (word == "dense_resource") {
        Advance();
        if (!Expect(Tok::kLess, "'<' after 'dense_resource'")) return false;
        if (!Is(Tok::kBareId) && !Is(Tok::kString)) return FailExpected("a resource handle");
        std::string handle = Is(Tok::kString) ? Lexer::Unescape(tok_.text) : std::string(tok_.text);
        Advance();
        if (!Expect(Tok::kGreater, "'>'") || !Expect(Tok::kColon, "':' and the resource's type"))
          return false;
        const char* type_at = tok_.begin();
        Type t;
        if (!ParseType(t)) return false;
        if (!t.IsTensor()) return Fail(type_at, "expected a tensor type, found " + t.ToString());
        out = Attr::DenseResource(std::move(handle), t);
        return true;
      }
      Type t;
      if (!ParseType(t)) return false;
      out = Attr::TypeAttr(t);
      return true;
    }
    case Tok::kBangId:
    case Tok::kLParen: {
      Type t;
      if (!ParseType(t)) return false;
      out = Attr::TypeAttr(t);
      return true;
    }
    default:
      return FailExpected("an attribute");
  }
}

bool Parser::ParseDialectAttr(std::string_view name, const char* at, Attr& out) {
  // The current token is the '<' right after `#dialect` or `#dialect.name`.
  std::string_view dialect_name = name.substr(1);
  if (dialect_name == "stablehlo" || dialect_name == "chlo" || dialect_name == "mhlo") {
    // #stablehlo<family VALUE>
    Advance();
    if (!Is(Tok::kBareId)) return FailExpected("an enum name");
    std::string_view family_name = tok_.text;
    const char* family_at = tok_.begin();
    auto family = LookupEnumFamily(family_name);
    if (!family) return Fail(family_at, "unknown enum '" + std::string(family_name) + "'");
    Advance();
    if (!Is(Tok::kBareId)) return FailExpected("a value of " + std::string(family_name));
    int value = LookupEnumValue(*family, tok_.text);
    if (value < 0)
      return FailHere("'" + std::string(tok_.text) + "' is not a value of " + std::string(family_name));
    Advance();
    if (!Expect(Tok::kGreater, "'>'")) return false;
    out = Attr::Enum(*family, value, std::string(dialect_name));
    return true;
  }
  if (dialect_name == "stablehlo.conv" || dialect_name == "mhlo.conv") return ParseConvDimsBody(at, out);
  if (auto kind = LookupStruct(dialect_name)) return ParseStructBody(*kind, at, out);
  // mhlo's attributes are StableHLO's (or CHLO's) of the same name (ReadMhloOp).
  if (dialect_name.starts_with("mhlo.")) {
    const std::string_view x = dialect_name.substr(std::string_view("mhlo.").size());
    if (auto kind = LookupStruct("stablehlo." + std::string(x))) return ParseStructBody(*kind, at, out);
    if (auto kind = LookupStruct("chlo." + std::string(x))) return ParseStructBody(*kind, at, out);
  }
  // Attributes of other dialects are kept as written.
  std::string_view body;
  if (!SkipBalanced(at, body)) return false;
  out = Attr::Opaque(std::string(name) + "<" + std::string(body) + ">");
  return true;
}

bool Parser::ParseStructBody(StructKind kind, const char* at, Attr& out) {
  Advance();  // '<'
  return ParseStructFields(kind, at, out);
}

bool Parser::ParseStructFields(StructKind kind, const char* at, Attr& out) {
  std::vector<NamedAttr> fields;
  auto schema = StructFields(kind);
  if (!Is(Tok::kGreater)) {
    do {
      if (!Is(Tok::kBareId)) return FailExpected("a field name of " + std::string(StructName(kind)));
      std::string field(tok_.text);
      const char* field_at = tok_.begin();
      const StructField* spec = nullptr;
      for (const StructField& f : schema)
        if (field == f.name) spec = &f;
      if (!spec) return Fail(field_at, "'" + field + "' is not a field of #" + StructName(kind));
      for (const NamedAttr& f : fields)
        if (f.name == field) return Fail(field_at, "duplicate field '" + field + "'");
      Advance();
      if (!Expect(Tok::kEqual, "'=' after a field name")) return false;
      const char* value_at = tok_.begin();
      Attr value;
      if (spec->kind == FieldKind::kIntList) {
        std::vector<int64_t> ints;
        if (!ParseIntList(ints)) return false;
        std::vector<Attr> elems;
        for (int64_t v : ints) elems.push_back(Attr::Integer(v, Type()));
        value = Attr::Array(std::move(elems));
      } else if (spec->kind == FieldKind::kInt) {
        int64_t v;
        if (!ParseInt(v)) return false;
        value = Attr::Integer(v, Type());
      } else if (spec->kind == FieldKind::kBool) {
        if (!IsKeyword("true") && !IsKeyword("false")) return FailExpected("true or false");
        value = Attr::Bool(IsKeyword("true"));
        Advance();
      } else if (spec->kind == FieldKind::kType) {
        Type t;
        if (!ParseType(t)) return false;
        value = Attr::TypeAttr(t);
      } else {
        if (!ParseAttr(value)) return false;
      }
      (void)value_at;
      fields.push_back({std::move(field), std::move(value)});
    } while (Consume(Tok::kComma));
  }
  if (!Expect(Tok::kGreater, "'>' to end the attribute")) return false;
  for (const StructField& f : schema) {
    if (!f.required) continue;
    bool present = false;
    for (const NamedAttr& x : fields) present |= x.name == f.name;
    if (!present) return Fail(at, "#" + std::string(StructName(kind)) + " needs the field '" + f.name + "'");
  }
  out = Attr::Struct(kind, std::move(fields));
  return true;
}

bool Parser::ParseConvDimsBody(const char* at, Attr& out) {
  // #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> or #stablehlo.conv<raw field = ...>.
  Advance();  // '<'
  if (IsKeyword("raw")) {
    Advance();
    return ParseStructFields(StructKind::kConvDims, at, out);  // the raw form lists the fields
  }
  ConvDims d{};
  if (!ParseConvDims(at, d)) return false;
  if (!Expect(Tok::kGreater, "'>'")) return false;
  out = MakeConvDims(d);
  return true;
}

bool Parser::ParseConvDims(const char* at, ConvDims& d) {
  // `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`: letters name the batch and feature dimensions (b, f for
  // input and output; i, o for the kernel), numbers the spatial dimensions in order.
  auto group = [&](char a, char b, int64_t& da, int64_t& db, std::vector<int64_t>& spatial) -> bool {
    if (!Expect(Tok::kLSquare, "'['")) return false;
    da = db = -1;
    std::vector<std::pair<int64_t, int64_t>> sp;  // (spatial number, position)
    int64_t pos = 0;
    if (!Is(Tok::kRSquare)) {
      do {
        const char* item_at = tok_.begin();
        if (Is(Tok::kBareId) && tok_.text.size() == 1 && (tok_.text[0] == a || tok_.text[0] == b)) {
          int64_t& slot = tok_.text[0] == a ? da : db;
          if (slot != -1) return Fail(item_at, std::string("'") + tok_.text[0] + "' appears twice");
          slot = pos;
          Advance();
        } else if (Is(Tok::kInteger)) {
          int64_t s;
          if (!ParseInt(s)) return false;
          if (s < 0 || s > 64) return Fail(item_at, "spatial dimension number out of range");
          sp.push_back({s, pos});
        } else {
          return FailExpected(std::string("'") + a + "', '" + b + "' or a spatial dimension number");
        }
        if (++pos > 66) return Fail(item_at, "too many dimensions");
      } while (Consume(Tok::kComma));
    }
    if (!Expect(Tok::kRSquare, "']'")) return false;
    if (da < 0 || db < 0)
      return Fail(at, std::string("convolution dimensions need '") + a + "' and '" + b + "'");
    spatial.assign(sp.size(), -1);
    for (auto [s, p] : sp) {
      if (s >= static_cast<int64_t>(sp.size()) || spatial[s] != -1)
        return Fail(at, "spatial dimension numbers must each appear once, counting from 0");
      spatial[s] = p;
    }
    return true;
  };
  if (!group('b', 'f', d.input_batch, d.input_feature, d.input_spatial)) return false;
  if (!IsKeyword("x")) return FailExpected("'x' between input and kernel dimensions");
  Advance();
  if (!group('i', 'o', d.kernel_input_feature, d.kernel_output_feature, d.kernel_spatial)) return false;
  if (!Expect(Tok::kArrow, "'->'")) return false;
  return group('b', 'f', d.output_batch, d.output_feature, d.output_spatial);
}

bool Parser::ParseDenseArray(Attr& out) {
  Advance();  // array
  if (!Expect(Tok::kLess, "'<' after 'array'")) return false;
  const char* type_at = tok_.begin();
  Type t;
  if (!ParseType(t)) return false;
  if (!t.IsElement() || IsComplex(t.element()))
    return Fail(type_at, "expected an integer or float element type");
  ElementType e = t.element();
  std::vector<int64_t> ints;
  std::vector<double> floats;
  if (Consume(Tok::kColon)) {
    do {
      const char* at = tok_.begin();
      if (IsBool(e) && (IsKeyword("true") || IsKeyword("false"))) {
        ints.push_back(IsKeyword("true"));
        Advance();
        continue;
      }
      Attr v;
      if (!ParseAttr(v)) return false;
      if (IsFloat(e)) {
        if (v.Is(AttrKind::kFloat))
          floats.push_back(v.float_value());
        else if (v.Is(AttrKind::kInteger))
          floats.push_back(static_cast<double>(v.int_value()));
        else
          return Fail(at, "expected a number");
      } else {
        if (!v.Is(AttrKind::kInteger)) return Fail(at, "expected an integer");
        ints.push_back(v.int_value());
      }
      if (ints.size() + floats.size() > static_cast<size_t>(kMaxElements)) return Fail(at, "array too large");
    } while (Consume(Tok::kComma));
  }
  if (!Expect(Tok::kGreater, "'>' to end the array")) return false;
  out = Attr::DenseArray(e, std::move(ints), std::move(floats));
  return true;
}

namespace {}  // namespace

bool Parser::ParseDenseElements(Attr& out) {
  const char* at = tok_.begin();
  Advance();  // dense
  if (!Is(Tok::kLess)) return FailExpected("'<' after 'dense'");
  const char* literal_at = tok_.begin();
  // The literal's meaning depends on the type that follows it: skip it, read the type, come back.
  std::string_view literal;
  if (!SkipBalanced(at, literal)) return false;
  if (!Expect(Tok::kColon, "':' and the type of the dense elements")) return false;
  const char* type_at = tok_.begin();
  Type type;
  if (!ParseType(type)) return false;
  if (!type.IsTensor())
    return Fail(type_at, "expected a tensor type for dense elements, found " + type.ToString());
  if (!type.HasStaticShape())
    return Fail(type_at, "dense elements need a static shape, found " + type.ToString());
  const char* resume = lex_.cursor();
  Token after = tok_;

  ElementType e = type.storage_element();
  const int elem_bytes = ElementStorageBytes(e) * (IsComplex(e) ? 1 : 1);
  const int64_t n = type.NumElements();
  auto data = std::make_shared<std::string>();
  bool splat = false;

  // Hex blob.
  size_t first = literal.find_first_not_of(" \n\t\r");
  if (first != std::string_view::npos && literal[first] == '"') {
    size_t close = literal.find('"', first + 1);
    std::string_view hex = literal.substr(first + 1, close - first - 1);
    if (hex.size() < 2 || hex[0] != '0' || hex[1] != 'x' || (hex.size() % 2) != 0)
      return Fail(literal_at, "expected a hex string \"0x...\" of whole bytes");
    size_t nbytes = (hex.size() - 2) / 2;
    if (nbytes != static_cast<size_t>(elem_bytes) && nbytes != static_cast<size_t>(n * elem_bytes))
      return Fail(literal_at, "hex data has " + std::to_string(nbytes) + " bytes, but " + type.ToString() +
                                  " needs " + std::to_string(n * elem_bytes) + " (or " +
                                  std::to_string(elem_bytes) + " for a splat)");
    data->resize(nbytes);
    char* dst = data->data();
    const char* src = hex.data() + 2;
    for (size_t i = 0; i < nbytes; ++i) {
      int hi = HexDigit(src[2 * i]), lo = HexDigit(src[2 * i + 1]);
      if (hi < 0 || lo < 0) return Fail(literal_at, "invalid hex digit in dense data");
      dst[i] = static_cast<char>(hi * 16 + lo);
    }
    splat = nbytes == static_cast<size_t>(elem_bytes) && n != 1;
    if (n == 0) splat = false;
    out = Attr::DenseElements(type, std::move(data), splat);
    return true;
  }

  // Element literals: re-lex the literal with the element type known.
  lex_.ResetTo(literal.data());
  Advance();
  int64_t count = 0;
  std::vector<int64_t> shape_seen;  // element count at each nesting level, checked against the type
  auto dims = type.dims();
  int rank = static_cast<int>(dims.size());

  auto parse_scalar = [&](ElementType et) -> bool {
    const char* s_at = tok_.begin();
    if (IsBool(et)) {
      if (IsKeyword("true") || IsKeyword("false")) {
        data->push_back(IsKeyword("true") ? 1 : 0);
        Advance();
        return true;
      }
      if (!Is(Tok::kInteger)) return Fail(s_at, "expected true or false for an i1 element");
      int64_t v;
      if (!ParseInt(v)) return false;
      if (v != 0 && v != 1) return Fail(s_at, "expected true or false for an i1 element");
      data->push_back(static_cast<char>(v));
      return true;
    }
    bool negative = false;
    if (Consume(Tok::kMinus))
      negative = true;
    else
      Consume(Tok::kPlus);
    if (IsFloat(et) || IsComplex(et)) {
      ElementType part = IsComplex(et) ? ComplexPartType(et) : et;
      double v;
      if (Is(Tok::kBareId) && (tok_.text == "inf" || tok_.text == "nan")) {
        v = tok_.text == "inf" ? HUGE_VAL : std::numeric_limits<double>::quiet_NaN();
        Advance();
        PutFloat(*data, part, negative ? -v : v);
        return true;
      }
      if (Is(Tok::kInteger) && tok_.text.size() > 2 && tok_.text[1] == 'x') {
        uint64_t bits = 0;
        auto r = std::from_chars(tok_.text.data() + 2, tok_.text.data() + tok_.text.size(), bits, 16);
        int part_bytes = ElementStorageBytes(part);
        if (r.ec != std::errc() || (part_bytes < 8 && bits >> (8 * part_bytes)) || negative)
          return Fail(s_at,
                      "hex float bit pattern does not fit in " + std::string(GetElementInfo(part).mnemonic));
        PutInt(*data, bits, part_bytes);
        Advance();
        return true;
      }
      if (!Is(Tok::kInteger) && !Is(Tok::kFloat)) return FailExpected("a number");
      if (part == ElementType::kF32) {
        float f;
        auto r = std::from_chars(tok_.text.data(), tok_.text.data() + tok_.text.size(), f);
        if (r.ec == std::errc::result_out_of_range)
          f = HUGE_VALF;
        else if (r.ec != std::errc())
          return FailHere("invalid number");
        if (negative) f = -f;
        char b[4];
        std::memcpy(b, &f, 4);
        data->append(b, 4);
      } else {
        auto r = std::from_chars(tok_.text.data(), tok_.text.data() + tok_.text.size(), v);
        if (r.ec == std::errc::result_out_of_range)
          v = HUGE_VAL;
        else if (r.ec != std::errc())
          return FailHere("invalid number");
        PutFloat(*data, part, negative ? -v : v);
      }
      Advance();
      return true;
    }
    // Integers.
    if (!Is(Tok::kInteger)) return FailExpected("an integer");
    uint64_t v = 0;
    std::string_view t = tok_.text;
    std::from_chars_result r = t.size() > 2 && t[1] == 'x'
                                   ? std::from_chars(t.data() + 2, t.data() + t.size(), v, 16)
                                   : std::from_chars(t.data(), t.data() + t.size(), v);
    if (r.ec != std::errc()) return Fail(s_at, "integer out of range");
    int bits = GetElementInfo(et).bit_width;
    bool ok;
    if (IsUnsigned(et))
      ok = !negative && (bits == 64 || v < (uint64_t{1} << bits));
    else if (bits < 64)
      ok = negative ? v <= (uint64_t{1} << (bits - 1)) : v < (uint64_t{1} << (bits - 1));
    else
      ok = negative ? v <= (uint64_t{1} << 63) : v <= static_cast<uint64_t>(INT64_MAX);
    if (!ok)
      return Fail(s_at, "integer " + std::string(negative ? "-" : "") + std::string(t) + " does not fit in " +
                            GetElementInfo(et).mnemonic);
    PutInt(*data, negative ? 0 - v : v, ElementStorageBytes(et));
    Advance();
    return true;
  };
  auto parse_element = [&]() -> bool {
    if (IsComplex(e)) {
      if (!Expect(Tok::kLParen, "'(' to begin a complex number")) return false;
      if (!parse_scalar(e) || !Expect(Tok::kComma, "','") || !parse_scalar(e)) return false;
      return Expect(Tok::kRParen, "')' to end a complex number");
    }
    return parse_scalar(e);
  };
  // Nested lists must match the shape exactly.
  std::function<bool(int)> parse_level = [&](int level) -> bool {
    if (level == rank) {
      ++count;
      if (count > n) return FailHere("too many elements for " + type.ToString());
      return parse_element();
    }
    const char* list_at = tok_.begin();
    if (!Consume(Tok::kLSquare))
      return FailExpected("'[' for dimension " + std::to_string(level) + " of " + type.ToString());
    int64_t items = 0;
    if (!Is(Tok::kRSquare)) {
      do {
        if (!parse_level(level + 1)) return false;
        ++items;
      } while (Consume(Tok::kComma));
    }
    if (!Expect(Tok::kRSquare, "']'")) return false;
    if (items != dims[level])
      return Fail(list_at, "dimension " + std::to_string(level) + " of " + type.ToString() + " has " +
                               std::to_string(dims[level]) + " elements, found " + std::to_string(items));
    return true;
  };
  if (Is(Tok::kGreater)) {
    // dense<> : an empty tensor.
    if (n != 0)
      return Fail(literal_at, "empty dense literal for " + type.ToString() + ", which has elements");
  } else if (Is(Tok::kLSquare)) {
    if (rank == 0) return Fail(literal_at, "a list literal for a scalar type " + type.ToString());
    if (!parse_level(0)) return false;
  } else {
    if (!parse_element()) return false;
    splat = n != 1;
  }
  if (!Is(Tok::kGreater)) return FailExpected("'>' to end the dense literal");
  lex_.ResetTo(resume);
  tok_ = after;
  if (n == 0) splat = false;
  out = Attr::DenseElements(type, std::move(data), splat);
  return true;
}

}  // namespace hlx
