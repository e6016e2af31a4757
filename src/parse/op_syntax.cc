// The pretty form of each op (Syntax in ops.h), read side. printer.cc writes the same forms; keep the
// two in step. Each parser starts after the op's name and ends before its trailing `loc(...)`.
#include <charconv>

#include "parse/parser.h"
#include "support/check.h"

namespace hlx {

namespace {

Attr I64Array(const std::vector<int64_t>& v) { return Attr::DenseArray(ElementType::kSI64, v, {}); }

}  // namespace

// ---- Helpers shared by the forms ---------------------------------------------------------------

namespace {

struct Ctx {
  Parser& p;
  Op* op;
  const char* start;

  // `: T` (every operand and result has type T) or `: (A, B) -> R`. Adds operands and results.
  bool SameOrFunctional(const std::vector<Value*>& operands, const char* operands_at, int num_results) {
    if (!p.Expect(Tok::kColon, "':' and the op's types")) return false;
    if (p.Is(Tok::kLParen)) return FunctionalType(operands, operands_at);
    Type t;
    if (!p.ParseType(t)) return false;
    for (Value* v : operands) {
      if (!p.CheckOperandType(operands_at, v, t)) return false;
      op->AddOperand(v);
    }
    for (int i = 0; i < num_results; ++i) op->AddResult(t);
    return true;
  }

  bool Functional(const std::vector<Value*>& operands, const char* operands_at,
                  const std::vector<Type>& inputs, const std::vector<Type>& results, const char* type_at) {
    if (inputs.size() != operands.size())
      return p.Fail(type_at, "'" + std::string(op->name()) + "' has " + std::to_string(operands.size()) +
                                 " operands but its type lists " + std::to_string(inputs.size()));
    for (size_t i = 0; i < operands.size(); ++i) {
      if (!p.CheckOperandType(operands_at, operands[i], inputs[i])) return false;
      op->AddOperand(operands[i]);
    }
    for (Type t : results) op->AddResult(t);
    return true;
  }

  // `(A, B) -> R` (after the colon). Adds operands and results.
  bool FunctionalType(const std::vector<Value*>& operands, const char* operands_at) {
    std::vector<Type> inputs, results;
    const char* type_at = p.tok().begin();
    if (!p.ParseFunctionType(inputs, results)) return false;
    return Functional(operands, operands_at, inputs, results, type_at);
  }

  // `: (A, B) -> R` only.
  bool FunctionalOnly(const std::vector<Value*>& operands, const char* operands_at) {
    return p.Expect(Tok::kColon, "':' and the op's function type") && FunctionalType(operands, operands_at);
  }

  bool OptionalAttrDict() {
    if (!p.Is(Tok::kLBrace)) return true;
    std::vector<NamedAttr> attrs;
    if (!p.ParseAttrDict(attrs)) return false;
    for (NamedAttr& a : attrs) op->SetAttr(a.name, std::move(a.value));
    return true;
  }

  // `attributes {...}`, used where a bare `{` would be read as a region.
  bool OptionalAttributesKeyword() {
    if (!p.ConsumeKeyword("attributes")) return true;
    return OptionalAttrDict();
  }

  int FixedResults() const {
    int n = op->info().num_results;
    return n >= 0 ? n : 1;
  }

  bool Enum(EnumFamily family, const char* attr) {
    if (!p.Is(Tok::kBareId)) return p.FailExpected(std::string("a ") + EnumFamilyName(family));
    int v = LookupEnumValue(family, p.tok().text);
    if (v < 0) return p.FailHere("'" + std::string(p.tok().text) + "' is not a " + EnumFamilyName(family));
    p.Advance();
    op->SetAttr(attr, Attr::Enum(family, v));
    return true;
  }

  bool KeywordEq(const char* keyword) { return p.ExpectKeyword(keyword) && p.Expect(Tok::kEqual, "'='"); }

  bool IntListAttr(const char* attr) {
    std::vector<int64_t> v;
    if (!p.ParseIntList(v)) return false;
    op->SetAttr(attr, I64Array(v));
    return true;
  }

  bool PrecisionList(const char* attr) {
    if (!p.Expect(Tok::kLSquare, "'['")) return false;
    std::vector<Attr> values;
    if (!p.Is(Tok::kRSquare)) {
      do {
        if (!p.Is(Tok::kBareId)) return p.FailExpected("a precision (DEFAULT, HIGH or HIGHEST)");
        int v = LookupEnumValue(EnumFamily::kPrecision, p.tok().text);
        if (v < 0) return p.FailHere("'" + std::string(p.tok().text) + "' is not a precision");
        p.Advance();
        values.push_back(Attr::Enum(EnumFamily::kPrecision, v));
      } while (p.Consume(Tok::kComma));
    }
    if (!p.Expect(Tok::kRSquare, "']'")) return false;
    op->SetAttr(attr, Attr::Array(std::move(values)));
    return true;
  }
};

}  // namespace

// ---- The forms ---------------------------------------------------------------------------------

bool Parser::ParseCustomOp(Op* op, Syntax syntax, const char* op_start) {
  Ctx c{*this, op, op_start};
  const OpKind kind = op->kind();
  std::vector<Value*> operands;
  const char* operands_at = tok_.begin();
  switch (syntax) {
    case Syntax::kGeneric:
      HLX_UNREACHABLE("generic ops are read by ParseGenericOpBody");

    case Syntax::kDefault:
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, c.FixedResults());

    case Syntax::kCompare:
      if (!c.Enum(EnumFamily::kComparisonDirection, "comparison_direction")) return false;
      if (!Expect(Tok::kComma, "','")) return false;
      operands_at = tok_.begin();
      if (!ParseOperandList(operands)) return false;
      // The optional comparison type follows the operands after a comma.
      if (Consume(Tok::kComma) && !c.Enum(EnumFamily::kComparisonType, "compare_type")) return false;
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kComplex: {
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      if (!Expect(Tok::kColon, "':' and the result type")) return false;
      if (Is(Tok::kLParen)) return c.FunctionalType(operands, operands_at);
      Type t;
      if (!ParseType(t)) return false;
      for (Value* v : operands) op->AddOperand(v);
      op->AddResult(t);
      return true;
    }

    case Syntax::kSelect: {
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      if (!Expect(Tok::kColon, "':' and the op's types")) return false;
      if (Is(Tok::kLParen)) return c.FunctionalType(operands, operands_at);
      std::vector<Type> ts;
      const char* type_at = tok_.begin();
      if (!ParseTypeList(ts)) return false;
      if (ts.size() != 2 || operands.size() != 3)
        return Fail(type_at, "expected the predicate type and the value type after ':'");
      if (!CheckOperandType(operands_at, operands[0], ts[0]) ||
          !CheckOperandType(operands_at, operands[1], ts[1]) ||
          !CheckOperandType(operands_at, operands[2], ts[1]))
        return false;
      for (Value* v : operands) op->AddOperand(v);
      op->AddResult(ts[1]);
      return true;
    }

    case Syntax::kConstant: {
      if (!c.OptionalAttrDict()) return false;
      const char* value_at = tok_.begin();
      Attr value;
      if (!ParseAttr(value)) return false;
      if (!value.Is(AttrKind::kDenseElements) && !value.Is(AttrKind::kDenseResource))
        return Fail(value_at, "expected dense elements as the constant's value");
      op->SetAttr("value", value);
      op->AddResult(value.type());
      return true;
    }

    case Syntax::kDim:
    case Syntax::kDims:
    case Syntax::kSizes: {
      SyntaxKeyword kw = GetSyntaxKeyword(kind);
      if (!ParseOperandList(operands)) return false;
      if (!operands.empty() && !Expect(Tok::kComma, "','")) return false;
      if (!c.KeywordEq(kw.keyword)) return false;
      if (syntax == Syntax::kDim) {
        int64_t v;
        if (!ParseInt(v)) return false;
        op->SetAttr(kw.attr, Attr::Integer(v, I64()));
      } else if (!c.IntListAttr(kw.attr)) {
        return false;
      }
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kSlice: {
      if (!ParseOperandList(operands)) return false;
      if (!Expect(Tok::kLSquare, "'[' and the slice ranges")) return false;
      std::vector<int64_t> start, limit, strides;
      if (!Is(Tok::kRSquare)) {
        do {
          int64_t s, l, st = 1;
          if (!ParseInt(s) || !Expect(Tok::kColon, "':'") || !ParseInt(l)) return false;
          if (Consume(Tok::kColon) && !ParseInt(st)) return false;
          start.push_back(s);
          limit.push_back(l);
          strides.push_back(st);
        } while (Consume(Tok::kComma));
      }
      if (!Expect(Tok::kRSquare, "']'")) return false;
      op->SetAttr("start_indices", I64Array(start));
      op->SetAttr("limit_indices", I64Array(limit));
      op->SetAttr("strides", I64Array(strides));
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kPad:
      if (!ParseOperandList(operands)) return false;
      if (!Expect(Tok::kComma, "','") || !c.KeywordEq("low") || !c.IntListAttr("edge_padding_low") ||
          !Expect(Tok::kComma, "','") || !c.KeywordEq("high") || !c.IntListAttr("edge_padding_high") ||
          !Expect(Tok::kComma, "','") || !c.KeywordEq("interior") || !c.IntListAttr("interior_padding"))
        return false;
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kTuple: {
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      if (!Expect(Tok::kColon, "':' and the tuple type")) return false;
      const char* type_at = tok_.begin();
      Type t;
      if (!ParseType(t)) return false;
      if (!t.IsTuple()) return Fail(type_at, "expected a tuple type, found " + t.ToString());
      if (t.types().size() != operands.size())
        return Fail(type_at, "tuple type has " + std::to_string(t.types().size()) + " elements for " +
                                 std::to_string(operands.size()) + " operands");
      for (size_t i = 0; i < operands.size(); ++i) {
        if (!CheckOperandType(operands_at, operands[i], t.types()[i])) return false;
        op->AddOperand(operands[i]);
      }
      op->AddResult(t);
      return true;
    }

    case Syntax::kGetTupleElement: {
      if (!ParseOperandList(operands)) return false;
      if (!Expect(Tok::kLSquare, "'[' and the element index")) return false;
      int64_t index;
      if (!ParseInt(index) || !Expect(Tok::kRSquare, "']'")) return false;
      op->SetAttr("index", Attr::Integer(index, types().Element(ElementType::kSI32)));
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kDot:
      if (!ParseOperandList(operands)) return false;
      if (Consume(Tok::kComma) && (!c.KeywordEq("precision") || !c.PrecisionList("precision_config")))
        return false;
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kDotGeneral: {
      if (!ParseOperandList(operands)) return false;
      DotDims dims;
      while (Consume(Tok::kComma)) {
        if (IsKeyword("batching_dims") || IsKeyword("contracting_dims")) {
          bool batching = IsKeyword("batching_dims");
          Advance();
          if (!Expect(Tok::kEqual, "'='")) return false;
          auto& lhs = batching ? dims.lhs_batching : dims.lhs_contracting;
          auto& rhs = batching ? dims.rhs_batching : dims.rhs_contracting;
          if (!ParseIntList(lhs) || !ExpectKeyword("x") || !ParseIntList(rhs)) return false;
        } else if (IsKeyword("precision")) {
          if (!c.KeywordEq("precision") || !c.PrecisionList("precision_config")) return false;
        } else if (IsKeyword("algorithm")) {
          const char* at = tok_.begin();
          if (!c.KeywordEq("algorithm")) return false;
          if (!Is(Tok::kLess)) return FailExpected("'<' to begin the dot algorithm");
          Attr algorithm;
          if (!ParseStructBody(StructKind::kDotAlgorithm, at, algorithm)) return false;
          op->SetAttr("algorithm", algorithm);
        } else {
          return FailExpected("batching_dims, contracting_dims, precision or algorithm");
        }
      }
      op->SetAttr("dot_dimension_numbers", MakeDotDims(dims));
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kConvolution: {
      if (!Expect(Tok::kLParen, "'('")) return false;
      operands_at = tok_.begin();
      if (!ParseOperandList(operands) || !Expect(Tok::kRParen, "')'")) return false;
      const char* dims_at = tok_.begin();
      if (!c.KeywordEq("dim_numbers")) return false;
      ConvDims d{};
      if (!ParseConvDims(dims_at, d)) return false;
      op->SetAttr("dimension_numbers", MakeConvDims(d));
      if (!Expect(Tok::kComma, "','") || !c.KeywordEq("window") || !Expect(Tok::kLBrace, "'{'")) return false;
      if (!Is(Tok::kRBrace)) {
        do {
          if (!Is(Tok::kBareId)) return FailExpected("stride, pad, lhs_dilate, rhs_dilate or reverse");
          std::string key(tok_.text);
          const char* key_at = tok_.begin();
          Advance();
          if (!Expect(Tok::kEqual, "'='")) return false;
          if (key == "stride" || key == "lhs_dilate" || key == "rhs_dilate") {
            const char* attr = key == "stride"       ? "window_strides"
                               : key == "lhs_dilate" ? "lhs_dilation"
                                                     : "rhs_dilation";
            if (!c.IntListAttr(attr)) return false;
          } else if (key == "pad") {
            if (!Expect(Tok::kLSquare, "'['")) return false;
            std::vector<int64_t> flat;
            int64_t rows = 0;
            if (!Is(Tok::kRSquare)) {
              do {
                std::vector<int64_t> pair;
                const char* pair_at = tok_.begin();
                if (!ParseIntList(pair)) return false;
                if (pair.size() != 2) return Fail(pair_at, "expected [low, high] padding");
                flat.insert(flat.end(), pair.begin(), pair.end());
                ++rows;
              } while (Consume(Tok::kComma));
            }
            if (!Expect(Tok::kRSquare, "']'")) return false;
            auto bytes =
                std::make_shared<std::string>(reinterpret_cast<const char*>(flat.data()), flat.size() * 8);
            op->SetAttr("padding",
                        Attr::DenseElements(types().Tensor({rows, 2}, ElementType::kSI64), bytes, false));
          } else if (key == "reverse") {
            if (!Expect(Tok::kLSquare, "'['")) return false;
            std::vector<int64_t> flags;
            if (!Is(Tok::kRSquare)) {
              do {
                if (IsKeyword("true") || IsKeyword("false")) {
                  flags.push_back(IsKeyword("true"));
                  Advance();
                } else {
                  int64_t v;
                  if (!ParseInt(v)) return false;
                  flags.push_back(v != 0);
                }
              } while (Consume(Tok::kComma));
            }
            if (!Expect(Tok::kRSquare, "']'")) return false;
            op->SetAttr("window_reversal", Attr::DenseArray(ElementType::kI1, flags, {}));
          } else {
            return Fail(key_at, "unknown window field '" + key + "'");
          }
        } while (Consume(Tok::kComma));
      }
      if (!Expect(Tok::kRBrace, "'}'")) return false;
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kReduce: {
      // (%a init: %i), (%b init: %j) ...
      std::vector<Value*> inputs, inits;
      do {
        if (!Expect(Tok::kLParen, "'('")) return false;
        Value *x, *init;
        if (!ParseOperand(x) || !ExpectKeyword("init") || !Expect(Tok::kColon, "':'") ||
            !ParseOperand(init) || !Expect(Tok::kRParen, "')'"))
          return false;
        inputs.push_back(x);
        inits.push_back(init);
      } while (Consume(Tok::kComma));
      operands = inputs;
      operands.insert(operands.end(), inits.begin(), inits.end());
      const char* applies_at = nullptr;
      const OpInfo* applied = nullptr;
      if (IsKeyword("applies")) {
        Advance();
        applies_at = tok_.begin();
        if (!Is(Tok::kBareId)) return FailExpected("the name of the reduction op");
        applied = LookupOp(tok_.text);
        if (!applied && tok_.text.starts_with("mhlo.")) applied = ReadMhloOp(tok_.text).info;
        if (!applied || applied->num_operands != 2 || applied->num_regions != 0)
          return FailHere("'" + std::string(tok_.text) + "' cannot be the body of a reduction");
        Advance();
      }
      if (!ExpectKeyword("across") || !c.KeywordEq("dimensions") || !c.IntListAttr("dimensions"))
        return false;
      if (!c.OptionalAttrDict()) return false;
      if (!c.FunctionalOnly(operands, operands_at)) return false;
      Region* body = op->AddRegion();
      const size_t n = inputs.size();
      if (applied) {
        if (n != 1) return Fail(applies_at, "the 'applies' form takes one input");
        Block* block = body->AddBlock();
        Type t = inits[0]->type();
        Value* a = block->AddArg(t);
        Value* b = block->AddArg(t);
        auto inner = NewOp(applied->kind, applies_at);
        inner->AddOperand(a);
        inner->AddOperand(b);
        Value* r = inner->AddResult(t);
        block->Append(std::move(inner));
        auto ret = NewOp(OpKind::kReturn, applies_at);
        ret->AddOperand(r);
        block->Append(std::move(ret));
        return true;
      }
      // reducer(%a: T, %b: T) (%c: U, %d: U) { ... }: pairs (accumulator, element) per input.
      if (!ExpectKeyword("reducer")) return false;
      std::vector<NamedArg> firsts, seconds;
      for (size_t i = 0; i < n; ++i) {
        if (!Expect(Tok::kLParen, "'('")) return false;
        std::vector<NamedArg> pair;
        const char* pair_at = tok_.begin();
        if (!ParseBlockArgList(pair)) return false;
        if (pair.size() != 2) return Fail(pair_at, "expected two reducer arguments per input");
        firsts.push_back(pair[0]);
        seconds.push_back(pair[1]);
      }
      std::vector<NamedArg> args = firsts;
      args.insert(args.end(), seconds.begin(), seconds.end());
      return ParseRegion(body, &args, false);
    }

    case Syntax::kWhile: {
      if (!Expect(Tok::kLParen, "'('")) return false;
      std::vector<NamedArg> args;
      if (!Is(Tok::kRParen)) {
        do {
          if (!Is(Tok::kValueId)) return FailExpected("a loop variable name");
          NamedArg a{tok_.text, tok_.begin(), Type(), Attr()};
          Advance();
          if (!Expect(Tok::kEqual, "'='")) return false;
          Value* init;
          if (!ParseOperand(init)) return false;
          operands.push_back(init);
          args.push_back(a);
        } while (Consume(Tok::kComma));
      }
      if (!Expect(Tok::kRParen, "')'")) return false;
      std::vector<Type> ts;
      if (!operands.empty()) {
        if (!Expect(Tok::kColon, "':' and the loop variable types")) return false;
        const char* type_at = tok_.begin();
        if (!ParseTypeList(ts)) return false;
        if (ts.size() != operands.size())
          return Fail(type_at, std::to_string(operands.size()) + " loop variables but " +
                                   std::to_string(ts.size()) + " types");
      }
      for (size_t i = 0; i < operands.size(); ++i) {
        if (!CheckOperandType(operands_at, operands[i], ts[i])) return false;
        op->AddOperand(operands[i]);
        op->AddResult(ts[i]);
        args[i].type = ts[i];
      }
      if (!c.OptionalAttributesKeyword()) return false;
      if (!ExpectKeyword("cond") || !ParseRegion(op->AddRegion(), &args, false)) return false;
      return ExpectKeyword("do") && ParseRegion(op->AddRegion(), &args, false);
    }

    case Syntax::kTypedOperands: {
      if (!ParseOperandList(operands)) return false;
      // Inline `, key = value` attributes.
      while (Consume(Tok::kComma)) {
        if (!Is(Tok::kBareId)) return FailExpected("an attribute name");
        std::string key(tok_.text);
        Advance();
        if (!Expect(Tok::kEqual, "'='")) return false;
        Attr value;
        if (Is(Tok::kInteger) || Is(Tok::kMinus)) {
          bool negative = Is(Tok::kMinus);
          int64_t v;
          if (!ParseInt(v)) return false;
          value = Attr::Integer(v, !negative && v < 0 ? types().Element(ElementType::kUI64) : Type());
        } else if (Is(Tok::kFloat)) {
          // A number here takes no `: type` suffix; the op's types follow the colon.
          double v;
          auto r = std::from_chars(tok_.text.data(), tok_.text.data() + tok_.text.size(), v);
          if (r.ec != std::errc()) return FailHere("invalid floating-point literal");
          Advance();
          value = Attr::Float(v, Type());
        } else if (!ParseAttr(value)) {
          return false;
        }
        op->SetAttr(key, value);
      }
      if (!c.OptionalAttrDict()) return false;
      std::vector<Type> ts;
      if (!operands.empty()) {
        if (!Expect(Tok::kColon, "':' and the operand types")) return false;
        const char* type_at = tok_.begin();
        if (!ParseTypeList(ts)) return false;
        // One type may stand for all operands.
        if (ts.size() == 1) ts.resize(operands.size(), ts[0]);
        if (ts.size() != operands.size())
          return Fail(type_at, std::to_string(operands.size()) + " operands but " +
                                   std::to_string(ts.size()) + " types");
      }
      for (size_t i = 0; i < operands.size(); ++i) {
        if (!CheckOperandType(operands_at, operands[i], ts[i])) return false;
        op->AddOperand(operands[i]);
      }
      int results = op->info().num_results;
      if (results == 1) {
        if (ts.empty()) return Fail(op_start, "'" + std::string(op->name()) + "' needs an operand");
        op->AddResult(ts[0]);
      } else if (results < 0) {
        for (Type t : ts) op->AddResult(t);
      }
      return true;
    }

    case Syntax::kComposite: {
      if (!Is(Tok::kString)) return FailExpected("the composite's name as a string");
      op->SetAttr("name", Attr::String(Lexer::Unescape(tok_.text)));
      Advance();
      operands_at = tok_.begin();
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      return c.FunctionalOnly(operands, operands_at);
    }

    case Syntax::kCustomCall: {
      if (!Is(Tok::kSymbolId)) return FailExpected("the call target, as @name");
      op->SetAttr("call_target_name", Attr::String(Lexer::SymbolName(tok_.text)));
      Advance();
      if (!Expect(Tok::kLParen, "'('")) return false;
      operands_at = tok_.begin();
      if (!ParseOperandList(operands) || !Expect(Tok::kRParen, "')'") || !c.OptionalAttrDict()) return false;
      return c.FunctionalOnly(operands, operands_at);
    }

    case Syntax::kFft:
      if (!ParseOperandList(operands) || !Expect(Tok::kComma, "','") || !c.KeywordEq("type") ||
          !c.Enum(EnumFamily::kFftType, "fft_type") || !Expect(Tok::kComma, "','") ||
          !c.KeywordEq("length") || !c.IntListAttr("fft_length") || !c.OptionalAttrDict())
        return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kRng:
      if (!ParseOperandList(operands) || !Expect(Tok::kComma, "','") || !c.KeywordEq("distribution") ||
          !c.Enum(EnumFamily::kRngDistribution, "rng_distribution") || !c.OptionalAttrDict())
        return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kRngBitGenerator:
      if (!ParseOperandList(operands) || !Expect(Tok::kComma, "','") || !c.KeywordEq("algorithm") ||
          !c.Enum(EnumFamily::kRngAlgorithm, "rng_algorithm") || !c.OptionalAttrDict())
        return false;
      return c.FunctionalOnly(operands, operands_at);

    case Syntax::kCholesky:
      if (!ParseOperandList(operands)) return false;
      if (Consume(Tok::kComma)) {
        if (!c.KeywordEq("lower")) return false;
        if (!IsKeyword("true") && !IsKeyword("false")) return FailExpected("true or false");
        op->SetAttr("lower", Attr::Bool(IsKeyword("true")));
        Advance();
      }
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);

    case Syntax::kReducePrecision: {
      if (!ParseOperandList(operands) || !Expect(Tok::kComma, "','") || !c.KeywordEq("format")) return false;
      // eXmY: exponent and mantissa bits.
      std::string_view f = tok_.text;
      int64_t e = -1, m = -1;
      if (Is(Tok::kBareId) && f.size() >= 4 && f[0] == 'e') {
        size_t mpos = f.find('m');
        if (mpos != std::string_view::npos) {
          auto r1 = std::from_chars(f.data() + 1, f.data() + mpos, e);
          auto r2 = std::from_chars(f.data() + mpos + 1, f.data() + f.size(), m);
          if (r1.ptr != f.data() + mpos || r2.ptr != f.data() + f.size()) e = m = -1;
        }
      }
      if (e < 0 || m < 0 || e > 64 || m > 64) return FailExpected("a format eXmY, such as e5m10");
      Advance();
      Type i32 = types().Element(ElementType::kSI32);
      op->SetAttr("exponent_bits", Attr::Integer(e, i32));
      op->SetAttr("mantissa_bits", Attr::Integer(m, i32));
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kChlo: {
      if (!ParseOperandList(operands) || !c.OptionalAttrDict()) return false;
      if (!Expect(Tok::kColon, "':' and the op's types")) return false;
      const char* type_at = tok_.begin();
      std::vector<Type> inputs, results;
      if (!ParseTypeList(inputs) || !Expect(Tok::kArrow, "'->'") || !ParseResultTypes(results)) return false;
      return c.Functional(operands, operands_at, inputs, results, type_at);
    }

    case Syntax::kChloTopK: {
      if (!Expect(Tok::kLParen, "'('")) return false;
      operands_at = tok_.begin();
      Value* x;
      if (!ParseOperand(x) || !Expect(Tok::kComma, "','") || !c.KeywordEq("k")) return false;
      int64_t k;
      if (!ParseInt(k) || !Expect(Tok::kRParen, "')'")) return false;
      op->SetAttr("k", Attr::Integer(k, I64()));
      if (!c.OptionalAttrDict() || !Expect(Tok::kColon, "':'")) return false;
      const char* type_at = tok_.begin();
      std::vector<Type> inputs, results;
      if (!ParseTypeList(inputs) || !Expect(Tok::kArrow, "'->'") || !ParseResultTypes(results)) return false;
      return c.Functional({x}, operands_at, inputs, results, type_at);
    }

    case Syntax::kChloScan: {
      // (%inputs) inits(%inits) dimension=N [attributes {...}] { region } : (types) -> (types)
      if (!Expect(Tok::kLParen, "'('") || !ParseOperandList(operands) || !Expect(Tok::kRParen, "')'"))
        return false;
      std::vector<Value*> inits;
      if (!ExpectKeyword("inits") || !Expect(Tok::kLParen, "'('") || !ParseOperandList(inits) ||
          !Expect(Tok::kRParen, "')'"))
        return false;
      op->SetAttr("num_inputs", Attr::Integer(static_cast<int64_t>(operands.size()), I64()));
      operands.insert(operands.end(), inits.begin(), inits.end());
      if (!c.KeywordEq("dimension")) return false;
      int64_t d;
      if (!ParseInt(d)) return false;
      op->SetAttr("dimension", Attr::Integer(d, I64()));
      if (!c.OptionalAttributesKeyword()) return false;
      if (!ParseRegion(op->AddRegion(), nullptr, false)) return false;
      return c.FunctionalOnly(operands, operands_at);
    }

    case Syntax::kFunc: {
      if (IsKeyword("public") || IsKeyword("private") || IsKeyword("nested")) {
        op->SetAttr("sym_visibility", Attr::String(std::string(tok_.text)));
        Advance();
      }
      if (!Is(Tok::kSymbolId)) return FailExpected("the function name, as @name");
      op->SetAttr("sym_name", Attr::String(Lexer::SymbolName(tok_.text)));
      Advance();
      if (!Expect(Tok::kLParen, "'(' to begin the argument list")) return false;
      std::vector<NamedArg> args;
      std::vector<Attr> arg_attrs;
      bool any_arg_attrs = false;
      if (!Is(Tok::kRParen)) {
        do {
          if (!Is(Tok::kValueId)) return FailExpected("an argument name");
          NamedArg a{tok_.text, tok_.begin(), Type(), Attr()};
          Advance();
          if (!Expect(Tok::kColon, "':' and the argument type") || !ParseType(a.type)) return false;
          std::vector<NamedAttr> attrs;
          if (Is(Tok::kLBrace) && !ParseAttrDict(attrs)) return false;
          any_arg_attrs |= !attrs.empty();
          arg_attrs.push_back(Attr::Dictionary(std::move(attrs)));
          if (!ParseOptionalTrailingLoc(a.loc)) return false;
          args.push_back(a);
        } while (Consume(Tok::kComma));
      }
      if (!Expect(Tok::kRParen, "')' to end the argument list")) return false;
      std::vector<Type> results;
      std::vector<Attr> res_attrs;
      bool any_res_attrs = false;
      if (Consume(Tok::kArrow)) {
        // Result attributes only in the parenthesized form: `-> T {` begins the body.
        auto one_result = [&](bool in_parens) -> bool {
          Type t;
          if (!ParseType(t)) return false;
          std::vector<NamedAttr> attrs;
          if (in_parens && Is(Tok::kLBrace) && !ParseAttrDict(attrs)) return false;
          any_res_attrs |= !attrs.empty();
          res_attrs.push_back(Attr::Dictionary(std::move(attrs)));
          results.push_back(t);
          Attr unused_loc;
          return ParseOptionalTrailingLoc(unused_loc);
        };
        if (Consume(Tok::kLParen)) {
          if (!Is(Tok::kRParen)) {
            do {
              if (!one_result(true)) return false;
            } while (Consume(Tok::kComma));
          }
          if (!Expect(Tok::kRParen, "')' to end the result list")) return false;
        } else if (!one_result(false)) {
          return false;
        }
      }
      std::vector<Type> arg_types;
      for (const NamedArg& a : args) arg_types.push_back(a.type);
      op->SetAttr("function_type", Attr::TypeAttr(types().Function(arg_types, results)));
      if (any_arg_attrs) op->SetAttr("arg_attrs", Attr::Array(arg_attrs));
      if (any_res_attrs) op->SetAttr("res_attrs", Attr::Array(res_attrs));
      if (ConsumeKeyword("attributes")) {
        std::vector<NamedAttr> attrs;
        if (!ParseAttrDict(attrs)) return false;
        for (NamedAttr& a : attrs) op->SetAttr(a.name, std::move(a.value));
      }
      Region* body = op->AddRegion();
      if (!Is(Tok::kLBrace)) return true;  // a declaration
      return ParseRegion(body, &args, true);
    }

    case Syntax::kCall: {
      if (!Is(Tok::kSymbolId)) return FailExpected("the callee, as @name");
      op->SetAttr("callee", Attr::SymbolRef({Lexer::SymbolName(tok_.text)}));
      Advance();
      if (!Expect(Tok::kLParen, "'('")) return false;
      operands_at = tok_.begin();
      if (!ParseOperandList(operands) || !Expect(Tok::kRParen, "')'") || !c.OptionalAttrDict()) return false;
      return c.FunctionalOnly(operands, operands_at);
    }

    case Syntax::kBranch:
      if (!c.OptionalAttrDict()) return false;
      return ParseSuccessor(op);

    case Syntax::kCondBranch: {
      Value* cond;
      if (!ParseOperand(cond)) return false;
      op->AddOperand(cond);
      if (!Expect(Tok::kComma, "','") || !ParseSuccessor(op) || !Expect(Tok::kComma, "','") ||
          !ParseSuccessor(op))
        return false;
      return c.OptionalAttrDict();
    }

    case Syntax::kTensorExtract: {
      Value* t;
      if (!ParseOperand(t) || !Expect(Tok::kLSquare, "'['")) return false;
      std::vector<Value*> indices;
      if (!ParseOperandList(indices) || !Expect(Tok::kRSquare, "']'") || !c.OptionalAttrDict()) return false;
      if (!Expect(Tok::kColon, "':' and the tensor type")) return false;
      const char* type_at = tok_.begin();
      Type tt;
      if (!ParseType(tt)) return false;
      if (!tt.IsTensor()) return Fail(type_at, "expected a tensor type, found " + tt.ToString());
      if (!CheckOperandType(operands_at, t, tt)) return false;
      op->AddOperand(t);
      for (Value* i : indices) op->AddOperand(i);
      op->AddResult(tt.element_type());
      return true;
    }

    case Syntax::kSdyMesh: {
      if (!Is(Tok::kSymbolId)) return FailExpected("the mesh name, as @name");
      op->SetAttr("sym_name", Attr::String(Lexer::SymbolName(tok_.text)));
      Advance();
      if (!Expect(Tok::kEqual, "'='")) return false;
      const char* at = tok_.begin();
      if (!Is(Tok::kLess)) return FailExpected("'<' to begin the mesh");
      std::string_view body;
      if (!SkipBalanced(at, body)) return false;
      op->SetAttr("mesh", Attr::Opaque("#sdy.mesh<" + std::string(body) + ">"));
      return c.OptionalAttrDict();
    }

    case Syntax::kSdyShardingConstraint: {
      if (!ParseOperandList(operands)) return false;
      const char* at = tok_.begin();
      if (!Is(Tok::kLess)) return FailExpected("'<' to begin the sharding");
      std::string_view body;
      if (!SkipBalanced(at, body)) return false;
      op->SetAttr("sharding", Attr::Opaque("#sdy.sharding<" + std::string(body) + ">"));
      if (!c.OptionalAttrDict()) return false;
      return c.SameOrFunctional(operands, operands_at, 1);
    }

    case Syntax::kSdyManualComputation: {
      if (!Expect(Tok::kLParen, "'('")) return false;
      operands_at = tok_.begin();
      if (!ParseOperandList(operands) || !Expect(Tok::kRParen, "')'")) return false;
      // Kept as the attributes they are: #sdy.sharding_per_value<[...]> and #sdy<manual_axes{...}>.
      for (const char* key : {"in_shardings", "out_shardings", "manual_axes"}) {
        if (!c.KeywordEq(key)) return false;
        const char* at = tok_.begin();
        bool axes = std::string_view(key) == "manual_axes";
        if (!Is(axes ? Tok::kLBrace : Tok::kLSquare)) return FailExpected(axes ? "'{'" : "'['");
        std::string_view body;
        if (!SkipBalanced(at, body)) return false;
        op->SetAttr(key, Attr::Opaque(axes ? "#sdy<manual_axes{" + std::string(body) + "}>"
                                           : "#sdy.sharding_per_value<[" + std::string(body) + "]>"));
      }
      if (!Expect(Tok::kLParen, "'(' and the body's arguments")) return false;
      std::vector<NamedArg> args;
      if (!ParseBlockArgList(args)) return false;
      if (!ParseRegion(op->AddRegion(), &args, true)) return false;
      return c.FunctionalOnly(operands, operands_at);
    }

    case Syntax::kCheckConst: {
      if (!ParseOperandList(operands) || !Expect(Tok::kComma, "','")) return false;
      const char* value_at = tok_.begin();
      Attr value;
      if (!ParseAttr(value)) return false;
      if (!value.Is(AttrKind::kDenseElements)) return Fail(value_at, "expected dense elements");
      if (operands.size() != 1) return Fail(operands_at, "expected one operand");
      if (!CheckOperandType(operands_at, operands[0], value.type())) return false;
      op->AddOperand(operands[0]);
      op->SetAttr("value", value);
      return c.OptionalAttrDict();
    }
  }
  HLX_UNREACHABLE("unhandled syntax");
}

}  // namespace hlx
