// The text reader's parser state, shared by text_reader.cc (generic syntax, types, attributes) and
// op_syntax.cc (the pretty form of each op). Internal to src/parse.
//
// Functions return false after recording the first error; callers propagate false without adding
// messages of their own, so the user sees the innermost, most precise diagnostic.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"
#include "parse/lexer.h"
#include "support/status.h"

namespace hlx {

// How the reader takes an op of the mhlo dialect, which PyTorch/XLA, TensorFlow and older exporters write.
// StableHLO began as a copy of MHLO, so mhlo.X reads as stablehlo.X where StableHLO has an op X, else as
// chlo.X where CHLO has one (mhlo's acos, acosh, asin, asinh, atanh, cosh, sinh, erf and ragged_dot),
// each in mhlo's pretty form, which for a unary op is stablehlo's (`%a : T`) rather than chlo's. mhlo.copy
// is an identity: its result names its operand. The other mhlo ops have no StableHLO meaning and are an
// error: add_dependency, async_start, async_update, async_done, bitcast, cross-replica-sum, domain,
// fusion, minimum_broadcast_shapes, set_dimension_size, stochastic_convert, topk, trace and
// xla.rng_get_and_update_state.
struct MhloReading {
  const OpInfo* info = nullptr;  // the op it reads as (for an identity: an op of its syntax); null if none
  Syntax syntax = Syntax::kGeneric;
  bool identity = false;
};
// `name` starts with "mhlo.".
MhloReading ReadMhloOp(std::string_view name);

class Parser {
 public:
  // Types are made in `types` when given (for attributes and types read alone), else in the module's
  // own context.
  Parser(std::string_view text, std::string source_name, int first_line, TypeContext* types = nullptr);

  StatusOr<std::unique_ptr<Module>> ParseTopLevel();
  // One attribute, or one type, that must make up the whole text.
  StatusOr<Attr> ParseLoneAttr();
  StatusOr<Type> ParseLoneType();

  // ---- Tokens ----
  const Token& tok() const { return tok_; }
  void Advance();
  bool Is(Tok kind) const { return tok_.kind == kind; }
  bool IsKeyword(std::string_view word) const { return tok_.kind == Tok::kBareId && tok_.text == word; }
  // Consumes the token if it is `kind` / the keyword; returns whether it did.
  bool Consume(Tok kind);
  bool ConsumeKeyword(std::string_view word);
  // Consumes `kind` or fails with "expected <what>".
  bool Expect(Tok kind, const char* what);
  bool ExpectKeyword(std::string_view word);

  // ---- Errors ----
  bool Fail(const char* at, const std::string& message);
  bool FailHere(const std::string& message) { return Fail(tok_.begin(), message); }
  // "expected X, found 'tok'"
  bool FailExpected(const std::string& what);
  SourceLoc LocOf(const char* p) const { return lex_.LocOf(p); }

  // ---- Types and attributes ----
  bool ParseType(Type& out);
  bool ParseTypeList(std::vector<Type>& out);  // a, b, c (at least one)
  // `(A, B) -> R` or `(A, B) -> (R1, R2)`.
  bool ParseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results);
  // A type list in parens or one type: `(A, B)` / `A`.
  bool ParseResultTypes(std::vector<Type>& out);
  bool ParseAttr(Attr& out);
  bool ParseAttrDict(std::vector<NamedAttr>& out);  // { a = 1, b }
  bool ParseIntList(std::vector<int64_t>& out);     // [1, 2, 3]
  bool ParseInt(int64_t& out);                      // -3, 42
  bool ParseLocation(Attr& out);                    // after 'loc': `(...)`
  bool ParseLocationBody(Attr& out);                // inside `loc(...)`
  // An optional trailing `loc(...)`.
  bool ParseOptionalTrailingLoc(Attr& out);
  Type I64();

  // ---- Values, ops and regions ----
  struct ResultName {
    std::string_view name;  // includes '%'
    int count;              // 1, or N in `%x:N`
    const char* at;
  };
  // Looks up `%name` or `%name#i` at the current token and consumes it.
  bool ParseOperand(Value*& out);
  bool ParseOperandList(std::vector<Value*>& out);  // zero or more, comma-separated
  // Checks that `value` has type `type`.
  bool CheckOperandType(const char* at, Value* value, Type type);
  // Defines `%name` in the current scope as the given values.
  bool DefineValue(std::string_view name, const char* at, Value* value);
  bool DefineResults(const std::vector<ResultName>& names, Op* op, const char* at);
  // Defines the one name of an identity op (`op`, read as `op_name`) as its operand, and removes `op`.
  bool DefineIdentity(const std::vector<ResultName>& names, Op* op, const std::string& op_name,
                      const char* at);

  // A region `{ ... }`. When `entry_args` is given, the entry block takes those (named) arguments and
  // the region may not declare its own `^bb0(...)` header.
  struct NamedArg {
    std::string_view name;
    const char* at;
    Type type;
    Attr loc;
  };
  bool ParseRegion(Region* region, const std::vector<NamedArg>* entry_args, bool isolated);
  // `%a: T loc(..)` entries of a block header or func signature.
  bool ParseBlockArgList(std::vector<NamedArg>& out);
  // Parses one op into `block`.
  bool ParseOp(Block* block);
  std::unique_ptr<Op> NewOp(OpKind kind, const char* at) {
    return std::make_unique<Op>(kind, lex_.LocOf(at));
  }
  TypeContext& types() { return types_ ? *types_ : module_->types(); }
  Module& module() { return *module_; }

  // Parses the pretty form of `op` (op_syntax.cc); the op's name has been consumed.
  // The pretty form `syntax` (the op's own, or for an mhlo op the form mhlo writes it in).
  bool ParseCustomOp(Op* op, Syntax syntax, const char* op_start);
  // Parses the body of a successor reference `^bb(%a, %b : A, B)` (cf ops).
  bool ParseSuccessor(Op* op);

 private:
  bool ParseGenericOpBody(Op* op, const char* op_start);
  bool ParseModuleBody(Block* block);
  bool ParseTopLevelAlias();
  bool ResolveAlias(std::string_view name, bool is_type, Attr& attr_out, Type& type_out);
  bool ParseDenseElements(Attr& out);
  bool ParseDenseArray(Attr& out);
  bool ParseTensorType(Type& out);
  bool ParseQuantType(Type& out);
  bool ParseDialectAttr(std::string_view name, const char* at, Attr& out);
  bool ParseConvDimsBody(const char* at, Attr& out);

 public:
  bool ParseConvDims(const char* at, ConvDims& d);
  // `<field = value, ...>` from the '<'; ParseStructFields starts after it.
  bool ParseStructBody(StructKind kind, const char* at, Attr& out);
  bool ParseStructFields(StructKind kind, const char* at, Attr& out);
  bool SkipBalanced(const char* at, std::string_view& body);

 private:
  void PushScope(bool isolated);
  void PopScope();

  // Counts one level of nesting for as long as it lives.
  class NestingGuard {
   public:
    explicit NestingGuard(int& depth) : depth_(depth) { ++depth_; }
    ~NestingGuard() { --depth_; }
    bool too_deep() const { return depth_ > kMaxDepth; }

   private:
    int& depth_;
  };

  struct ValueDef {
    Value* value;  // block argument, or nullptr when `op` is set
    Op* op;
    int first_result;
    int count;
  };
  struct Scope {
    bool isolated;
    std::vector<std::string_view> names;                  // defined in this scope, to erase on exit
    std::unordered_map<std::string_view, Block*> blocks;  // by label: defined, or named by a branch
    std::vector<std::string_view> defined_blocks;
    std::vector<std::pair<std::string_view, const char*>> forward_blocks;  // named before defined
  };

  Lexer lex_;
  Token tok_;
  std::unique_ptr<Module> module_;
  TypeContext* types_;
  std::string error_;
  bool failed_ = false;
  int depth_ = 0;

  // Values visible now. Isolated regions hide the values of enclosing scopes: each isolated scope has
  // its own map.
  std::vector<std::unordered_map<std::string_view, ValueDef>> value_maps_;
  std::vector<Scope> scopes_;

  // Aliases: where each is defined, and its value once parsed.
  std::unordered_map<std::string_view, const char*> alias_sites_;
  std::unordered_map<std::string_view, Attr> attr_aliases_;
  std::unordered_map<std::string_view, Type> type_aliases_;
  std::vector<std::string_view> resolving_;
  // Type texts already parsed, to skip re-parsing the same `tensor<...>` spelling.
  std::unordered_map<std::string_view, Type> type_cache_;

 public:
  // Limits on untrusted input.
  static constexpr int kMaxDepth = 200;
  static constexpr int64_t kMaxElements = int64_t{1} << 38;
};

}  // namespace hlx
