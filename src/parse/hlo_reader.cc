// The HLO text reader (hlo_reader.h). Two passes: the first reads the text into computations of
// instructions whose attributes are kept as source ranges; the second builds StableHLO ops, reading each
// attribute value where the op that needs it asks for it, so every error points into the source.
#include "parse/hlo_reader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <vector>

#include "parse/element_bytes.h"
#include "support/float_formats.h"

namespace hlx {

namespace {

constexpr int kMaxDepth = 64;     // nesting of shapes, literals and called computations
constexpr int64_t kMaxRank = 64;  // dimensions of one shape
// Shapes only describe; the evaluator checks what it allocates. Exported training graphs name arrays
// of more than 2^38 elements (batch x heads x sequence x sequence).
constexpr int64_t kMaxElements = int64_t{1} << 48;

bool IsNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '-';
}

// Source range of an attribute value: [begin, end) in the text.
struct RawAttr {
  std::string_view name;
  size_t begin;
  size_t end;
};

struct Instr {
  std::string_view name;
  size_t at = 0;
  bool root = false;
  Type type;
  std::string_view opcode;
  size_t opcode_at = 0;
  std::vector<std::pair<std::string_view, size_t>> operands;  // names, without '%'
  size_t args_begin = 0, args_end = 0;                        // the text inside the operand parens
  std::vector<RawAttr> attrs;

  const RawAttr* Find(std::string_view attr) const {
    for (const RawAttr& a : attrs)
      if (a.name == attr) return &a;
    return nullptr;
  }
};

struct Computation {
  std::string_view name;
  size_t at = 0;
  bool entry = false;
  std::vector<Instr> instrs;
  int root = -1;
};

struct ElementName {
  const char* hlo;
  ElementType type;
};
constexpr ElementName kElementNames[] = {
    {"pred", ElementType::kI1},
    {"s2", ElementType::kSI2},
    {"s4", ElementType::kSI4},
    {"s8", ElementType::kSI8},
    {"s16", ElementType::kSI16},
    {"s32", ElementType::kSI32},
    {"s64", ElementType::kSI64},
    {"u2", ElementType::kUI2},
    {"u4", ElementType::kUI4},
    {"u8", ElementType::kUI8},
    {"u16", ElementType::kUI16},
    {"u32", ElementType::kUI32},
    {"u64", ElementType::kUI64},
    {"bf16", ElementType::kBF16},
    {"f16", ElementType::kF16},
    {"f32", ElementType::kF32},
    {"f64", ElementType::kF64},
    {"c64", ElementType::kC64},
    {"c128", ElementType::kC128},
    {"f8e5m2", ElementType::kF8E5M2},
    {"f8e4m3fn", ElementType::kF8E4M3FN},
    {"f8e4m3", ElementType::kF8E4M3},
    {"f8e4m3fnuz", ElementType::kF8E4M3FNUZ},
    {"f8e5m2fnuz", ElementType::kF8E5M2FNUZ},
    {"f8e4m3b11fnuz", ElementType::kF8E4M3B11FNUZ},
    {"f8e3m4", ElementType::kF8E3M4},
    {"f4e2m1fn", ElementType::kF4E2M1FN},
    {"f8e8m0fnu", ElementType::kF8E8M0FNU},
};

struct ElementwiseName {
  const char* hlo;
  OpKind kind;
};
constexpr ElementwiseName kElementwise[] = {
    {"abs", OpKind::kAbs},
    {"add", OpKind::kAdd},
    {"and", OpKind::kAnd},
    {"atan2", OpKind::kAtan2},
    {"bitcast-convert", OpKind::kBitcastConvert},
    {"cbrt", OpKind::kCbrt},
    {"ceil", OpKind::kCeil},
    {"clamp", OpKind::kClamp},
    {"clz", OpKind::kCountLeadingZeros},
    {"complex", OpKind::kComplex},
    {"convert", OpKind::kConvert},
    {"cosine", OpKind::kCosine},
    {"divide", OpKind::kDivide},
    {"dynamic-update-slice", OpKind::kDynamicUpdateSlice},
    {"erf", OpKind::kChloErf},
    {"exponential", OpKind::kExponential},
    {"exponential-minus-one", OpKind::kExponentialMinusOne},
    {"floor", OpKind::kFloor},
    {"imag", OpKind::kImag},
    {"is-finite", OpKind::kIsFinite},
    {"log", OpKind::kLog},
    {"log-plus-one", OpKind::kLogPlusOne},
    {"logistic", OpKind::kLogistic},
    {"maximum", OpKind::kMaximum},
    {"minimum", OpKind::kMinimum},
    {"multiply", OpKind::kMultiply},
    {"negate", OpKind::kNegate},
    {"not", OpKind::kNot},
    {"or", OpKind::kOr},
    {"popcnt", OpKind::kPopulationCount},
    {"power", OpKind::kPower},
    {"real", OpKind::kReal},
    {"remainder", OpKind::kRemainder},
    {"reshape", OpKind::kReshape},
    {"round-nearest-afz", OpKind::kRoundNearestAfz},
    {"round-nearest-even", OpKind::kRoundNearestEven},
    {"rsqrt", OpKind::kRsqrt},
    {"select", OpKind::kSelect},
    {"shift-left", OpKind::kShiftLeft},
    {"shift-right-arithmetic", OpKind::kShiftRightArithmetic},
    {"shift-right-logical", OpKind::kShiftRightLogical},
    {"sign", OpKind::kSign},
    {"sine", OpKind::kSine},
    {"sqrt", OpKind::kSqrt},
    {"subtract", OpKind::kSubtract},
    {"tan", OpKind::kTan},
    {"tanh", OpKind::kTanh},
    {"xor", OpKind::kXor},
};

class HloReader {
 public:
  HloReader(std::string_view text, std::string source_name)
      : src_(text), end_(text.size()), source_name_(std::move(source_name)), module_(new Module()) {
    module_->set_source_name(source_name_);
  }

  StatusOr<std::unique_ptr<Module>> Read() {
    if (!ReadModule() || !Build()) return InvalidArgument(error_);
    return std::move(module_);
  }

 private:
  // ---- Characters and errors ----
  char Peek(size_t ahead = 0) const { return pos_ + ahead < end_ ? src_[pos_ + ahead] : '\0'; }
  bool AtEnd() const { return pos_ >= end_; }

  void SkipSpace() {
    while (pos_ < end_) {
      char c = src_[pos_];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        ++pos_;
      } else if (c == '/' && Peek(1) == '*') {
        size_t close = src_.find("*/", pos_ + 2);
        pos_ = close == std::string_view::npos || close + 2 > end_ ? end_ : close + 2;
      } else if (c == '/' && Peek(1) == '/') {
        while (pos_ < end_ && src_[pos_] != '\n') ++pos_;
      } else {
        return;
      }
    }
  }

  SourceLoc Loc(size_t at) {
    if (line_starts_.empty()) {
      line_starts_.push_back(0);
      for (size_t i = 0; i < src_.size(); ++i)
        if (src_[i] == '\n') line_starts_.push_back(i + 1);
    }
    size_t line = std::upper_bound(line_starts_.begin(), line_starts_.end(), at) - line_starts_.begin();
    return SourceLoc{static_cast<uint32_t>(line), static_cast<uint32_t>(at - line_starts_[line - 1] + 1)};
  }

  std::string Where(size_t at) {
    SourceLoc loc = Loc(at);
    return source_name_ + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col);
  }

  bool Fail(size_t at, const std::string& message) {
    if (error_.empty()) error_ = Where(at) + ": error: " + message;
    return false;
  }

  // What is at `at`, for "found ...".
  std::string Found(size_t at) const {
    if (at >= end_) return "end of input";
    size_t n = 0;
    while (at + n < end_ && n < 24 && IsNameChar(src_[at + n])) ++n;
    if (n == 0) n = 1;
    std::string s(src_.substr(at, n));
    if (s == "\n") return "end of line";
    return "'" + s + "'";
  }

  bool Expected(const std::string& what) { return Fail(pos_, "expected " + what + ", found " + Found(pos_)); }

  bool Consume(char c) {
    SkipSpace();
    if (Peek() != c) return false;
    ++pos_;
    return true;
  }

  bool Expect(char c, const char* what) { return Consume(c) || Expected(what); }

  std::string_view Name() {
    SkipSpace();
    size_t b = pos_;
    while (pos_ < end_ && IsNameChar(src_[pos_])) ++pos_;
    return src_.substr(b, pos_ - b);
  }

  // A number's spelling: name characters, and '+' after an exponent's 'e'.
  std::string_view Number() {
    SkipSpace();
    size_t b = pos_;
    while (pos_ < end_ && (IsNameChar(src_[pos_]) || (src_[pos_] == '+' && pos_ > b &&
                                                      (src_[pos_ - 1] == 'e' || src_[pos_ - 1] == 'E'))))
      ++pos_;
    return src_.substr(b, pos_ - b);
  }

  // A name, optionally written with '%'.
  bool ValueName(std::string_view& out, const char* what) {
    SkipSpace();
    if (Peek() == '%') ++pos_;
    out = Name();
    return !out.empty() || Expected(what);
  }

  bool Int(int64_t& out) {
    SkipSpace();
    size_t b = pos_;
    if (Peek() == '-' || Peek() == '+') ++pos_;
    while (pos_ < end_ && src_[pos_] >= '0' && src_[pos_] <= '9') ++pos_;
    auto r = std::from_chars(src_.data() + b + (src_[b] == '+' ? 1 : 0), src_.data() + pos_, out);
    if (r.ec != std::errc() || r.ptr != src_.data() + pos_) {
      pos_ = b;
      return Expected("an integer");
    }
    return true;
  }

  // Skips a balanced value: strings, and (), {}, [] nesting; stops at a top-level ',' or whitespace, or an
  // unmatched closer.
  bool SkipValue() {
    int depth = 0;
    size_t start = pos_;
    while (pos_ < end_) {
      char c = src_[pos_];
      if (c == '"') {
        ++pos_;
        while (pos_ < end_ && src_[pos_] != '"') pos_ += src_[pos_] == '\\' ? 2 : 1;
        if (pos_ >= end_) return Fail(start, "expected '\"' to end the string");
        ++pos_;
        continue;
      }
      if (c == '{' || c == '(' || c == '[') {
        if (++depth > kMaxDepth) return Fail(pos_, "value nested too deeply");
      } else if (c == '}' || c == ')' || c == ']') {
        if (depth == 0) break;
        --depth;
      } else if (depth == 0 && (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
        break;
      }
      ++pos_;
    }
    if (depth != 0) return Fail(start, "expected a closing bracket for this value, found end of input");
    return true;
  }

  // ---- Shapes ----
  bool Shape(Type& out, int depth = 0) {
    SkipSpace();
    if (depth > kMaxDepth) return Fail(pos_, "shape nested too deeply");
    if (Peek() == '(') {
      ++pos_;
      std::vector<Type> elements;
      if (!Consume(')')) {
        do {
          Type t;
          if (!Shape(t, depth + 1)) return false;
          elements.push_back(t);
        } while (Consume(','));
        if (!Expect(')', "')' to end the tuple shape")) return false;
      }
      out = types().Tuple(elements);
      return true;
    }
    size_t at = pos_;
    std::string_view word = Name();
    if (word.empty()) return Expected("a shape");
    if (word == "token") {
      if (!Expect('[', "'[' after 'token'") || !Expect(']', "']'")) return false;
      out = types().Token();
      return true;
    }
    const ElementName* element = nullptr;
    for (const ElementName& e : kElementNames)
      if (word == e.hlo) element = &e;
    if (!element)
      return Fail(at, "expected an element type (pred, s32, f32, ...), found '" + std::string(word) + "'");
    if (Peek() != '[') return Expected("'[' and the dimensions");
    ++pos_;
    std::vector<int64_t> dims, bounds;
    bool any_bound = false;
    SkipSpace();
    if (Peek() != ']') {
      do {
        SkipSpace();
        if (static_cast<int64_t>(dims.size()) >= kMaxRank) return Fail(pos_, "shape has too many dimensions");
        if (Peek() == '?') {
          ++pos_;
          dims.push_back(kDynamic);
          bounds.push_back(kDynamic);
          continue;
        }
        bool bounded = false;
        if (Peek() == '<' && Peek(1) == '=') {
          pos_ += 2;
          bounded = any_bound = true;
        }
        size_t d_at = pos_;
        int64_t d;
        if (!Int(d)) return false;
        if (d < 0 || d > kMaxElements) return Fail(d_at, "dimension size out of range: " + std::to_string(d));
        dims.push_back(bounded ? kDynamic : d);
        bounds.push_back(bounded ? d : kDynamic);
      } while (Consume(','));
    }
    if (!Expect(']', "']' to end the dimensions")) return false;
    int64_t n = 1;
    for (int64_t d : dims)
      if (d != kDynamic && (n = n * std::max<int64_t>(d, 1)) > kMaxElements)
        return Fail(at, "shape has too many elements");
    // A layout follows the dimensions directly: `{1,0}`.
    if (Peek() == '{' && !SkipValue()) return false;
    out = types().Tensor(dims, types().Element(element->type),
                         any_bound ? std::span<const int64_t>(bounds) : std::span<const int64_t>());
    return true;
  }

  // ---- Pass 1: the module's text ----
  bool ReadModule() {
    SkipSpace();
    if (Name() != "HloModule") return Fail(0, "expected 'HloModule', found " + Found(0));
    std::string_view name = Name();
    if (name.empty()) return Expected("the module name");
    module_->set_name(std::string(name));
    // Module attributes: `, key=value` up to the end of the line.
    while (true) {
      size_t save = pos_;
      while (pos_ < end_ && (src_[pos_] == ' ' || src_[pos_] == '\t')) ++pos_;
      if (Peek() != ',') {
        pos_ = save;
        break;
      }
      ++pos_;
      size_t key_at = pos_;
      std::string_view key = Name();
      if (key.empty()) return Expected("a module attribute");
      if (!Expect('=', "'=' after the attribute name")) return false;
      SkipSpace();
      size_t value_at = pos_;
      if (!SkipValue()) return false;
      if (key == "replica_count" || key == "num_partitions") {
        int64_t v;
        size_t after = pos_;
        pos_ = value_at;
        if (!Int(v)) return false;
        pos_ = after;
        module_->SetAttr(key == "replica_count" ? "mhlo.num_replicas" : "mhlo.num_partitions",
                         Attr::Integer(v, types().Element(ElementType::kSI32)));
      }
      (void)key_at;
    }
    SkipSpace();
    while (!AtEnd()) {
      if (!ReadComputation()) return false;
      SkipSpace();
    }
    if (entry_ < 0) {
      if (comps_.empty()) return Fail(pos_, "expected a computation, found end of input");
      entry_ = static_cast<int>(comps_.size()) - 1;  // the last computation is the entry by default
    }
    return true;
  }

  bool ReadComputation() {
    Computation comp;
    SkipSpace();
    comp.at = pos_;
    size_t save = pos_;
    if (Name() == "ENTRY") {
      comp.entry = true;
    } else {
      pos_ = save;
    }
    if (!ValueName(comp.name, "a computation name")) return false;
    if (Consume('(')) {  // the signature: `(p: shape, ...) -> shape`
      if (!Consume(')')) {
        do {
          std::string_view param;
          Type t;
          if (!ValueName(param, "a parameter name") || !Expect(':', "':' after the parameter name") ||
              !Shape(t))
            return false;
        } while (Consume(','));
        if (!Expect(')', "')' to end the parameters")) return false;
      }
      SkipSpace();
      if (Peek() != '-' || Peek(1) != '>') return Expected("'->' and the result shape");
      pos_ += 2;
      Type t;
      if (!Shape(t)) return false;
    }
    if (!Expect('{', "'{' to begin the computation")) return false;
    while (!Consume('}')) {
      if (AtEnd()) return Expected("'}' to end the computation");
      comp.instrs.emplace_back();
      if (!ReadInstr(comp.instrs.back())) return false;
      if (comp.instrs.back().root) {
        if (comp.root >= 0) return Fail(comp.instrs.back().at, "a computation has one ROOT instruction");
        comp.root = static_cast<int>(comp.instrs.size()) - 1;
      }
    }
    if (comp.instrs.empty()) return Fail(comp.at, "computation '" + std::string(comp.name) + "' is empty");
    if (comp.root < 0) comp.root = static_cast<int>(comp.instrs.size()) - 1;
    if (comp_index_.count(comp.name))
      return Fail(comp.at, "computation '" + std::string(comp.name) + "' is defined twice");
    if (comp.entry) {
      if (entry_ >= 0) return Fail(comp.at, "a module has one ENTRY computation");
      entry_ = static_cast<int>(comps_.size());
    }
    comp_index_[comp.name] = static_cast<int>(comps_.size());
    comps_.push_back(std::move(comp));
    return true;
  }

  bool ReadInstr(Instr& in) {
    SkipSpace();
    in.at = pos_;
    size_t save = pos_;
    if (Name() == "ROOT") {
      in.root = true;
    } else {
      pos_ = save;
    }
    if (!ValueName(in.name, "an instruction name")) return false;
    if (!Expect('=', "'=' after the instruction name")) return false;
    if (!Shape(in.type)) return false;
    SkipSpace();
    in.opcode_at = pos_;
    in.opcode = Name();
    if (in.opcode.empty()) return Expected("an opcode");
    if (Peek() != '(') return Expected("'(' after the opcode");
    ++pos_;
    in.args_begin = pos_;
    if (in.opcode == "constant" || in.opcode == "parameter") {
      --pos_;
      if (!SkipValue()) return false;
      in.args_end = pos_ - 1;
    } else {
      if (!Consume(')')) {
        do {
          SkipSpace();
          // An operand may be preceded by its shape: `f32[2]{0} %x`.
          size_t b = pos_;
          std::string_view word = Name();
          bool shaped = Peek() == '[' || (word.empty() && Peek() == '(');
          pos_ = b;
          if (shaped) {
            Type ignored;
            if (!Shape(ignored)) return false;
          }
          SkipSpace();
          size_t at = pos_;
          std::string_view name;
          if (!ValueName(name, "an operand name")) return false;
          in.operands.emplace_back(name, at);
        } while (Consume(','));
        if (!Expect(')', "')' to end the operands")) return false;
      }
      in.args_end = pos_ - 1;
    }
    // Attributes: `, name=value`.
    while (true) {
      size_t save2 = pos_;
      while (pos_ < end_ && (src_[pos_] == ' ' || src_[pos_] == '\t')) ++pos_;
      if (Peek() != ',') {
        pos_ = save2;
        break;
      }
      ++pos_;
      std::string_view name = Name();
      if (name.empty()) return Expected("an attribute name");
      if (Peek() != '=') return Expected("'=' after the attribute name");
      ++pos_;
      size_t b = pos_;
      if (!SkipValue()) return false;
      if (pos_ == b) return Expected("the value of attribute '" + std::string(name) + "'");
      in.attrs.push_back({name, b, pos_});
    }
    return true;
  }

  // ---- Pass 2: building IR ----
  TypeContext& types() { return module_->types(); }
  Type I64() { return types().Element(ElementType::kSI64); }

  // Moves the cursor into an attribute value; the guard restores it.
  class Into {
   public:
    Into(HloReader& r, size_t begin, size_t end) : r_(r), pos_(r.pos_), end_(r.end_) {
      r.pos_ = begin;
      r.end_ = end;
    }
    ~Into() {
      r_.pos_ = pos_;
      r_.end_ = end_;
    }

   private:
    HloReader& r_;
    size_t pos_, end_;
  };

  bool Done(const char* what) {
    SkipSpace();
    return AtEnd() || Expected(what);
  }

  bool Required(const Instr& in, std::string_view name, const RawAttr*& out) {
    out = in.Find(name);
    return out || Fail(in.opcode_at, "expected attribute '" + std::string(name) + "' on " +
                                         std::string(in.opcode) + ", found none");
  }

  // `{1,2,3}`
  bool IntList(std::vector<int64_t>& out) {
    if (!Expect('{', "'{' and a list of integers")) return false;
    if (Consume('}')) return true;
    do {
      int64_t v;
      if (!Int(v)) return false;
      if (out.size() > static_cast<size_t>(kMaxElements)) return Fail(pos_, "list too long");
      out.push_back(v);
    } while (Consume(','));
    return Expect('}', "'}' to end the list");
  }

  bool AttrIntList(const Instr& in, std::string_view name, std::vector<int64_t>& out, bool required) {
    const RawAttr* a = in.Find(name);
    if (!a) return !required || Required(in, name, a);
    Into into(*this, a->begin, a->end);
    return IntList(out) && Done("the end of the list");
  }

  bool AttrInt(const Instr& in, std::string_view name, int64_t& out) {
    const RawAttr* a;
    if (!Required(in, name, a)) return false;
    Into into(*this, a->begin, a->end);
    return Int(out) && Done("the end of the integer");
  }

  std::string_view AttrText(const RawAttr& a) const { return src_.substr(a.begin, a.end - a.begin); }

  // A string value without its quotes, unescaped; a bare value as written.
  std::string AttrString(const RawAttr& a) const {
    std::string_view t = AttrText(a);
    if (t.size() < 2 || t.front() != '"') return std::string(t);
    std::string out;
    for (size_t i = 1; i + 1 < t.size(); ++i) {
      if (t[i] == '\\' && i + 2 < t.size()) {
        char c = t[++i];
        out.push_back(c == 'n' ? '\n' : c == 't' ? '\t' : c);
      } else {
        out.push_back(t[i]);
      }
    }
    return out;
  }

  // `{{0,1},{2,3}}`
  bool IntMatrix(std::vector<std::vector<int64_t>>& rows) {
    if (!Expect('{', "'{' and a list of lists")) return false;
    if (Consume('}')) return true;
    do {
      rows.emplace_back();
      if (!IntList(rows.back())) return false;
    } while (Consume(','));
    return Expect('}', "'}' to end the list of lists");
  }

  Attr DenseI64(const std::vector<std::vector<int64_t>>& rows, int64_t cols) {
    std::string bytes;
    for (const auto& r : rows)
      for (int64_t v : r) PutInt(bytes, static_cast<uint64_t>(v), 8);
    std::vector<int64_t> shape = {static_cast<int64_t>(rows.size()), cols};
    return Attr::DenseElements(types().Tensor(shape, I64()), std::make_shared<std::string>(std::move(bytes)),
                               false);
  }

  bool Rectangular(const std::vector<std::vector<int64_t>>& rows, size_t at, int64_t& cols) {
    cols = rows.empty() ? 0 : static_cast<int64_t>(rows[0].size());
    for (const auto& r : rows)
      if (static_cast<int64_t>(r.size()) != cols) return Fail(at, "expected groups of equal size");
    return true;
  }

  // replica_groups: `{{0,1},{2,3}}` or the iota form `[G,S]<=[N]`.
  bool ReplicaGroups(const Instr& in, Op* op) {
    const RawAttr* a = in.Find("replica_groups");
    std::vector<std::vector<int64_t>> rows;
    int64_t cols = 0;
    if (a) {
      Into into(*this, a->begin, a->end);
      SkipSpace();
      if (Peek() == '[') {
        ++pos_;
        int64_t g, s, n;
        if (!Int(g) || !Expect(',', "','") || !Int(s) || !Expect(']', "']'")) return false;
        SkipSpace();
        if (Peek() != '<' || Peek(1) != '=') return Expected("'<=' in iota replica groups");
        pos_ += 2;
        if (!Expect('[', "'['") || !Int(n) || !Expect(']', "']'") || !Done("the end of the replica groups"))
          return false;
        if (g < 0 || s < 0 || g * s != n || n > (1 << 20))
          return Fail(a->begin, "expected [groups,size]<=[groups*size] replica groups");
        for (int64_t i = 0; i < g; ++i) {
          rows.emplace_back();
          for (int64_t j = 0; j < s; ++j) rows.back().push_back(i * s + j);
        }
      } else if (!IntMatrix(rows) || !Done("the end of the replica groups")) {
        return false;
      }
      if (!Rectangular(rows, a->begin, cols)) return false;
    }
    op->SetAttr("replica_groups", DenseI64(rows, cols));
    if (const RawAttr* ch = in.Find("channel_id")) {
      int64_t id;
      Into into(*this, ch->begin, ch->end);
      if (!Int(id)) return false;
      op->SetAttr("channel_handle",
                  Attr::Struct(StructKind::kChannelHandle,
                               {{"handle", Attr::Integer(id, I64())}, {"type", Attr::Integer(1, I64())}}));
    }
    if (const RawAttr* g = in.Find("use_global_device_ids"))
      if (AttrText(*g) == "true") op->SetAttr("use_global_device_ids", Attr::Unit());
    return true;
  }

  // ---- Values ----
  using Scope = std::unordered_map<std::string_view, Value*>;

  Op* Emit(Block* block, OpKind kind, const Instr& in, std::span<Value* const> operands,
           std::span<const Type> results) {
    auto op = std::make_unique<Op>(kind, Loc(in.at));
    for (Value* v : operands) op->AddOperand(v);
    for (Type t : results) op->AddResult(t);
    if (const RawAttr* a = in.Find("sharding"))
      op->SetAttr("mhlo.sharding", Attr::String(std::string(AttrText(*a))));
    if (const RawAttr* a = in.Find("backend_config"))
      op->SetAttr("backend_config", Attr::String(AttrString(*a)));
    if (const RawAttr* a = in.Find("frontend_attributes"))
      op->SetAttr("mhlo.frontend_attributes", Attr::String(std::string(AttrText(*a))));
    if (const RawAttr* a = in.Find("metadata")) op->set_debug_loc(MetadataLoc(*a));
    return block->Append(std::move(op));
  }

  Op* Emit1(Block* block, OpKind kind, const Instr& in, std::span<Value* const> operands, Type result) {
    return Emit(block, kind, in, operands, std::span<const Type>(&result, 1));
  }

  // metadata={op_name="..." source_file="..." source_line=N}: a name location around a file location.
  Attr MetadataLoc(const RawAttr& a) {
    std::string_view t = AttrText(a);
    auto field = [&](std::string_view key) -> std::string {
      std::string k = std::string(key) + "=";
      size_t p = 0;
      while ((p = t.find(k, p)) != std::string_view::npos) {
        if (p == 0 || t[p - 1] == '{' || t[p - 1] == ' ') break;
        p += k.size();
      }
      if (p == std::string_view::npos) return "";
      p += k.size();
      if (p < t.size() && t[p] == '"') {
        size_t q = p + 1;
        while (q < t.size() && t[q] != '"') q += t[q] == '\\' ? 2 : 1;
        return std::string(t.substr(p + 1, std::min(q, t.size()) - p - 1));
      }
      size_t q = p;
      while (q < t.size() && t[q] != ' ' && t[q] != '}') ++q;
      return std::string(t.substr(p, q - p));
    };
    std::string name = field("op_name"), file = field("source_file"), line = field("source_line");
    std::vector<Attr> children;
    if (!file.empty()) {
      int64_t l = 0;
      std::from_chars(line.data(), line.data() + line.size(), l);
      children.push_back(Attr::Location(LocKind::kFileLineCol, file, l, 0, {}));
    }
    if (name.empty()) return children.empty() ? Attr() : children[0];
    return Attr::Location(LocKind::kName, name, 0, 0, std::move(children));
  }

  // The values of a tuple: the operands of the tuple op that made it, or get_tuple_element of each.
  std::vector<Value*> Unpack(Block* block, const Instr& in, Value* v) {
    if (!v->type().IsTuple()) return {v};
    Op* def = v->defining_op();
    if (def && def->kind() == OpKind::kTuple) return {def->operands().begin(), def->operands().end()};
    std::vector<Value*> out;
    std::span<const Type> ts = v->type().types();
    for (size_t i = 0; i < ts.size(); ++i) {
      Value* operand[] = {v};
      Op* gte = Emit1(block, OpKind::kGetTupleElement, in, operand, ts[i]);
      gte->SetAttr("index", Attr::Integer(static_cast<int64_t>(i), types().Element(ElementType::kSI32)));
      out.push_back(gte->result(0));
    }
    return out;
  }

  // The op's results as the HLO value: one result, or a tuple of them when the HLO shape is a tuple.
  Value* Pack(Block* block, const Instr& in, Op* op) {
    if (!in.type.IsTuple()) return op->result(0);
    std::vector<Value*> rs;
    for (int i = 0; i < op->num_results(); ++i) rs.push_back(op->result(i));
    return Emit1(block, OpKind::kTuple, in, rs, in.type)->result(0);
  }

  static std::vector<Type> Flat(Type t) {
    if (t.IsTuple()) return {t.types().begin(), t.types().end()};
    return {t};
  }

  const Computation* Callee(const Instr& in, std::string_view attr) {
    const RawAttr* a;
    if (!Required(in, attr, a)) return nullptr;
    std::string_view name = AttrText(*a);
    if (!name.empty() && name[0] == '%') name.remove_prefix(1);
    auto it = comp_index_.find(name);
    if (it == comp_index_.end()) {
      Fail(a->begin, "expected a computation name, found '" + std::string(name) + "'");
      return nullptr;
    }
    return &comps_[it->second];
  }

  // The parameters of `comp` by number.
  bool Params(const Computation& comp, std::vector<const Instr*>& out) {
    for (const Instr& in : comp.instrs) {
      if (in.opcode != "parameter") continue;
      int64_t index;
      Into into(*this, in.args_begin, in.args_end);
      if (!Int(index) || !Done("')'")) return false;
      if (index < 0 || index >= static_cast<int64_t>(comp.instrs.size()))
        return Fail(in.args_begin, "parameter number out of range");
      if (out.size() <= static_cast<size_t>(index)) out.resize(index + 1, nullptr);
      if (out[index]) return Fail(in.at, "parameter " + std::to_string(index) + " is defined twice");
      out[index] = &in;
    }
    for (size_t i = 0; i < out.size(); ++i)
      if (!out[i]) return Fail(comp.at, "computation has no parameter " + std::to_string(i));
    return true;
  }

  // Emits the instructions of `comp` into `block`, `args[i]` standing for parameter i.
  bool Inline(const Computation& comp, Block* block, std::span<Value* const> args, int depth, Value*& root) {
    if (depth > kMaxDepth) return Fail(comp.at, "computations call each other too deeply");
    std::vector<const Instr*> params;
    if (!Params(comp, params)) return false;
    if (params.size() != args.size())
      return Fail(comp.at, "expected " + std::to_string(args.size()) + " parameters in computation '" +
                               std::string(comp.name) + "', found " + std::to_string(params.size()));
    Scope scope;
    for (size_t i = 0; i < params.size(); ++i) {
      if (params[i]->type != args[i]->type())
        return Fail(params[i]->at, "parameter has shape " + params[i]->type.ToString() +
                                       " but its argument is " + args[i]->type().ToString());
      scope[params[i]->name] = args[i];
    }
    for (const Instr& in : comp.instrs) {
      if (in.opcode == "parameter") continue;
      Value* v = nullptr;
      if (!Instruction(in, block, scope, depth, v)) return false;
      if (!scope.emplace(in.name, v).second)
        return Fail(in.at, "'" + std::string(in.name) + "' is defined twice");
    }
    root = scope.at(comp.instrs[comp.root].name);
    return true;
  }

  // Erases the tuples nothing reads: those that stood for a tuple parameter or root that became several
  // block arguments or results.
  static void EraseDeadTuples(Block* block) {
    std::vector<Op*> ops;
    for (const auto& op : block->ops()) ops.push_back(op.get());
    for (auto it = ops.rbegin(); it != ops.rend(); ++it)
      if ((*it)->kind() == OpKind::kTuple && !(*it)->result(0)->HasUses()) block->Erase(*it);
  }

  // A region whose block takes the (flattened) parameters of `comp` and returns its (flattened) root.
  bool RegionFrom(const Computation& comp, Op* op, const Instr& in, int depth) {
    Block* block = op->AddRegion()->AddBlock();
    std::vector<const Instr*> params;
    if (!Params(comp, params)) return false;
    std::vector<Value*> args;
    for (const Instr* p : params) {
      if (!p->type.IsTuple()) {
        args.push_back(block->AddArg(p->type));
        continue;
      }
      std::vector<Value*> parts;
      for (Type t : p->type.types()) parts.push_back(block->AddArg(t));
      args.push_back(Emit1(block, OpKind::kTuple, in, parts, p->type)->result(0));
    }
    Value* root;
    if (!Inline(comp, block, args, depth + 1, root)) return false;
    std::vector<Value*> results = Unpack(block, in, root);
    Emit(block, OpKind::kReturn, in, results, {});
    EraseDeadTuples(block);
    return true;
  }

  // A region without arguments that computes `comp` on values from outside (if, case).
  bool BranchFrom(const Computation& comp, Op* op, const Instr& in, Value* arg, int depth) {
    Block* block = op->AddRegion()->AddBlock();
    Value* root;
    Value* args[] = {arg};
    if (!Inline(comp, block, args, depth + 1, root)) return false;
    Emit(block, OpKind::kReturn, in, Unpack(block, in, root), {});
    return true;
  }

  // A private func.func for `comp` (memoized).
  bool FuncFor(const Computation& comp, int depth, std::string& name) {
    name = std::string(comp.name);
    for (char& c : name)
      if (c == '-') c = '_';
    if (funcs_done_.count(comp.name)) return true;
    funcs_done_[comp.name] = true;
    std::vector<const Instr*> params;
    if (!Params(comp, params)) return false;
    std::vector<Type> inputs;
    for (const Instr* p : params) inputs.push_back(p->type);
    Type result = comp.instrs[comp.root].type;
    auto func = std::make_unique<Op>(OpKind::kFunc, Loc(comp.at));
    func->SetAttr("sym_name", Attr::String(name));
    func->SetAttr("sym_visibility", Attr::String("private"));
    func->SetAttr("function_type",
                  Attr::TypeAttr(types().Function(inputs, std::span<const Type>(&result, 1))));
    Op* f = func.get();
    module_->body().Append(std::move(func));
    Block* block = f->AddRegion()->AddBlock();
    std::vector<Value*> args;
    for (Type t : inputs) args.push_back(block->AddArg(t));
    Value* root;
    if (!Inline(comp, block, args, depth + 1, root)) return false;
    Value* rs[] = {root};
    Emit(block, OpKind::kFuncReturn, comp.instrs[comp.root], rs, {});
    return true;
  }

  bool Build() {
    const Computation& entry = comps_[entry_];
    std::vector<const Instr*> params;
    if (!Params(entry, params)) return false;
    std::vector<Type> inputs;
    for (const Instr* p : params) inputs.push_back(p->type);
    auto func = std::make_unique<Op>(OpKind::kFunc, Loc(entry.at));
    func->SetAttr("sym_name", Attr::String("main"));
    Op* f = func.get();
    module_->body().Append(std::move(func));
    Block* block = f->AddRegion()->AddBlock();
    std::vector<Value*> args;
    for (Type t : inputs) args.push_back(block->AddArg(t));
    Value* root;
    if (!Inline(entry, block, args, 0, root)) return false;
    std::vector<Value*> results = Unpack(block, entry.instrs[entry.root], root);
    std::vector<Type> result_types;
    for (Value* v : results) result_types.push_back(v->type());
    Emit(block, OpKind::kFuncReturn, entry.instrs[entry.root], results, {});
    EraseDeadTuples(block);
    f->SetAttr("function_type", Attr::TypeAttr(types().Function(inputs, result_types)));
    return true;
  }

  bool Operands(const Instr& in, Scope& scope, std::vector<Value*>& out) {
    for (const auto& [name, at] : in.operands) {
      auto it = scope.find(name);
      if (it == scope.end())
        return Fail(at, "expected a value defined earlier, found '" + std::string(name) + "'");
      out.push_back(it->second);
    }
    return true;
  }

  bool Arity(const Instr& in, const std::vector<Value*>& ops, size_t n) {
    if (ops.size() == n) return true;
    return Fail(in.opcode_at, "expected " + std::to_string(n) + " operands for " + std::string(in.opcode) +
                                  ", found " + std::to_string(ops.size()));
  }

  Attr I64List(const std::vector<int64_t>& v) { return Attr::DenseArray(ElementType::kSI64, v, {}); }

  // window={size=2x2 stride=1x1 pad=0_1x0_1 lhs_dilate=1x1 rhs_dilate=1x1 rhs_reversal=0x0}
  struct Window {
    std::vector<int64_t> size, stride, lhs_dilate, rhs_dilate, reversal;
    std::vector<std::vector<int64_t>> pad;
  };
  bool ReadWindow(const Instr& in, Window& w, bool required) {
    const RawAttr* a = in.Find("window");
    if (!a) return !required || Required(in, "window", a);
    Into into(*this, a->begin, a->end);
    if (!Expect('{', "'{' to begin the window")) return false;
    while (!Consume('}')) {
      std::string_view key = Name();
      if (key.empty()) return Expected("a window field (size, stride, pad, lhs_dilate, rhs_dilate)");
      if (!Expect('=', "'='")) return false;
      if (key == "pad") {
        do {
          std::vector<int64_t> lh(2);
          if (!Int(lh[0]) || !Expect('_', "'_' between low and high padding") || !Int(lh[1])) return false;
          w.pad.push_back(lh);
        } while (Consume('x'));
        continue;
      }
      std::vector<int64_t>* dst = key == "size"           ? &w.size
                                  : key == "stride"       ? &w.stride
                                  : key == "lhs_dilate"   ? &w.lhs_dilate
                                  : key == "rhs_dilate"   ? &w.rhs_dilate
                                  : key == "rhs_reversal" ? &w.reversal
                                                          : nullptr;
      if (!dst) return Fail(pos_, "unknown window field '" + std::string(key) + "'");
      do {
        int64_t v;
        if (!Int(v)) return false;
        dst->push_back(v);
      } while (Consume('x'));
    }
    return Done("the end of the window");
  }

  void SetWindowPadding(Op* op, const Window& w) {
    if (!w.pad.empty()) op->SetAttr("padding", DenseI64(w.pad, 2));
  }

  // dim_labels=b01f_01io->b01f
  bool DimLabels(const Instr& in, ConvDims& d) {
    const RawAttr* a;
    if (!Required(in, "dim_labels", a)) return false;
    std::string_view t = AttrText(*a);
    size_t u = t.find('_'), arrow = t.find("->");
    if (u == std::string_view::npos || arrow == std::string_view::npos || arrow < u)
      return Fail(a->begin, "expected dim_labels like b01f_01io->b01f, found '" + std::string(t) + "'");
    std::string_view lhs = t.substr(0, u), rhs = t.substr(u + 1, arrow - u - 1), out = t.substr(arrow + 2);
    auto labels = [&](std::string_view s, char a0, char a1, int64_t& x0, int64_t& x1,
                      std::vector<int64_t>& spatial) -> bool {
      x0 = x1 = -1;
      size_t n = 0;
      for (char c : s) n += (c >= '0' && c <= '9');
      spatial.assign(n, -1);
      for (size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == a0) {
          x0 = static_cast<int64_t>(i);
        } else if (c == a1) {
          x1 = static_cast<int64_t>(i);
        } else if (c >= '0' && c <= '9' && static_cast<size_t>(c - '0') < n) {
          spatial[c - '0'] = static_cast<int64_t>(i);
        } else {
          return Fail(a->begin,
                      "unexpected dimension label '" + std::string(1, c) + "' in '" + std::string(t) + "'");
        }
      }
      for (int64_t v : spatial)
        if (v < 0) return Fail(a->begin, "missing spatial dimension in dim_labels '" + std::string(t) + "'");
      if (x0 < 0 || x1 < 0) return Fail(a->begin, "missing dimension label in '" + std::string(t) + "'");
      return true;
    };
    return labels(lhs, 'b', 'f', d.input_batch, d.input_feature, d.input_spatial) &&
           labels(rhs, 'i', 'o', d.kernel_input_feature, d.kernel_output_feature, d.kernel_spatial) &&
           labels(out, 'b', 'f', d.output_batch, d.output_feature, d.output_spatial);
  }

  bool Precision(const Instr& in, Op* op) {
    const RawAttr* a = in.Find("operand_precision");
    if (!a) return true;
    Into into(*this, a->begin, a->end);
    if (!Expect('{', "'{'")) return false;
    std::vector<Attr> values;
    if (!Consume('}')) {
      do {
        size_t at = pos_;
        std::string word(Name());
        for (char& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        int v = LookupEnumValue(EnumFamily::kPrecision, word);
        if (v < 0) return Fail(at, "expected a precision (default, high, highest), found " + Found(at));
        values.push_back(Attr::Enum(EnumFamily::kPrecision, v));
      } while (Consume(','));
      if (!Expect('}', "'}'")) return false;
    }
    op->SetAttr("precision_config", Attr::Array(std::move(values)));
    return true;
  }

  bool EnumAttr(const Instr& in, const char* hlo_name, EnumFamily family, const char* attr, Op* op,
                std::string_view strip_prefix) {
    const RawAttr* a = in.Find(hlo_name);
    if (!a) return true;
    std::string word(AttrText(*a));
    if (word.rfind(strip_prefix, 0) == 0) word = word.substr(strip_prefix.size());
    for (char& c : word) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    int v = LookupEnumValue(family, word);
    if (v < 0)
      return Fail(a->begin, std::string("expected a ") + EnumFamilyName(family) + ", found '" +
                                std::string(AttrText(*a)) + "'");
    op->SetAttr(attr, Attr::Enum(family, v));
    return true;
  }

  bool Flag(const Instr& in, const char* name, Op* op) {
    if (const RawAttr* a = in.Find(name)) {
      if (AttrText(*a) != "true" && AttrText(*a) != "false")
        return Fail(a->begin, std::string("expected true or false, found ") + Found(a->begin));
      op->SetAttr(name, Attr::Bool(AttrText(*a) == "true"));
    }
    return true;
  }

  bool Literal(const Instr& in, Attr& out);

  // One instruction. Sets `result` to its HLO value.
  bool Instruction(const Instr& in, Block* b, Scope& scope, int depth, Value*& result);

  std::string_view src_;
  size_t pos_ = 0;
  size_t end_;
  std::string source_name_;
  std::unique_ptr<Module> module_;
  std::string error_;
  std::vector<Computation> comps_;
  std::unordered_map<std::string_view, int> comp_index_;
  std::unordered_map<std::string_view, bool> funcs_done_;
  int entry_ = -1;
  std::vector<size_t> line_starts_;  // offsets of the lines, made on first use
};

// ---- Constants ---------------------------------------------------------------------------------

bool HloReader::Literal(const Instr& in, Attr& out) {
  Type t = in.type;
  if (!t.IsTensor() || !t.HasStaticShape())
    return Fail(in.at, "expected a constant of a static array shape, found " + t.ToString());
  Into into(*this, in.args_begin, in.args_end);
  SkipSpace();
  if (src_.substr(pos_, end_ - pos_) == "{...}") {
    out = Attr::DenseResource(std::string(in.name), t);
    return true;
  }
  const ElementType e = t.storage_element();
  const int64_t n = t.NumElements();
  auto data = std::make_shared<std::string>();
  int64_t count = 0;
  auto scalar = [&]() -> bool {
    SkipSpace();
    size_t at = pos_;
    if (++count > n) return Fail(at, "constant has more than " + std::to_string(n) + " elements");
    if (IsBool(e)) {
      std::string_view w = Name();
      if (w != "true" && w != "false" && w != "1" && w != "0") {
        pos_ = at;
        return Expected("true or false");
      }
      data->push_back(w == "true" || w == "1" ? 1 : 0);
      return true;
    }
    auto real = [&](ElementType part) -> bool {
      SkipSpace();
      size_t b = pos_;
      bool neg = Peek() == '-';
      if (neg || Peek() == '+') ++pos_;
      std::string_view w = Number();
      double v;
      if (w == "inf") {
        v = HUGE_VAL;
      } else if (w == "nan") {
        v = std::numeric_limits<double>::quiet_NaN();
        if (Peek() == '(') {
          while (pos_ < end_ && src_[pos_] != ')') ++pos_;
          ++pos_;
        }
      } else {
        auto r = std::from_chars(w.data(), w.data() + w.size(), v);
        if (r.ec == std::errc::result_out_of_range) {
          v = HUGE_VAL;
        } else if (r.ec != std::errc() || r.ptr != w.data() + w.size()) {
          pos_ = b;
          return Expected("a number");
        }
      }
      PutFloat(*data, part, neg ? -v : v);
      return true;
    };
    if (IsComplex(e)) {
      ElementType part = ComplexPartType(e);
      return Expect('(', "'(' to begin a complex number") && real(part) && Expect(',', "','") && real(part) &&
             Expect(')', "')'");
    }
    if (IsFloat(e)) return real(e);
    bool neg = Peek() == '-';
    if (neg) ++pos_;
    std::string_view w = Name();
    uint64_t mag;
    auto r = std::from_chars(w.data(), w.data() + w.size(), mag);
    if (w.empty() || r.ec != std::errc() || r.ptr != w.data() + w.size()) {
      pos_ = at;
      return Expected("an integer");
    }
    const int bits = GetElementInfo(e).bit_width;
    bool fits = IsUnsigned(e)
                    ? !neg && (bits == 64 || mag < (uint64_t{1} << bits))
                    : (neg ? mag <= (uint64_t{1} << (bits - 1)) : mag < (uint64_t{1} << (bits - 1)));
    if (!fits) return Fail(at, "integer does not fit in " + std::string(GetElementInfo(e).mnemonic));
    PutInt(*data, neg ? uint64_t{0} - mag : mag, ElementStorageBytes(e));
    return true;
  };
  // Nested braces, as deep as the rank.
  auto nested = [&](auto& self, int depth) -> bool {
    SkipSpace();
    if (Peek() != '{') return scalar();
    if (depth > t.rank()) return Fail(pos_, "constant nested deeper than its rank");
    ++pos_;
    if (Consume('}')) return true;
    do {
      if (!self(self, depth + 1)) return false;
    } while (Consume(','));
    return Expect('}', "'}' or ',' in the constant");
  };
  if (!nested(nested, 0) || !Done("the end of the constant")) return false;
  if (count != n)
    return Fail(in.args_begin, "constant of shape " + t.ToString() + " needs " + std::to_string(n) +
                                   " elements, found " + std::to_string(count));
  out = Attr::DenseElements(t, std::move(data), false);
  return true;
}

// ---- Instructions ------------------------------------------------------------------------------

bool HloReader::Instruction(const Instr& in, Block* b, Scope& scope, int depth, Value*& result) {
  std::vector<Value*> ops;
  if (!Operands(in, scope, ops)) return false;
  const std::string_view opc = in.opcode;
  auto set = [&](Op* op) {
    result = op->result(0);
    return true;
  };
  auto dims_attr = [&](Op* op, const char* hlo, const char* attr) {
    std::vector<int64_t> v;
    if (!AttrIntList(in, hlo, v, true)) return false;
    op->SetAttr(attr, I64List(v));
    return true;
  };

  for (const ElementwiseName& e : kElementwise) {
    if (opc != e.hlo) continue;
    if (e.kind == OpKind::kSelect || e.kind == OpKind::kClamp) {
      if (!Arity(in, ops, 3)) return false;
    } else if (e.kind != OpKind::kDynamicUpdateSlice &&
               !Arity(in, ops, static_cast<size_t>(GetOpInfo(e.kind).num_operands))) {
      return false;
    }
    return set(Emit1(b, e.kind, in, ops, in.type));
  }
  if (opc == "constant") {
    Attr value;
    if (!Arity(in, ops, 0) || !Literal(in, value)) return false;
    Op* op = Emit1(b, OpKind::kConstant, in, ops, in.type);
    op->SetAttr("value", value);
    return set(op);
  }
  if (opc == "copy" || opc == "bitcast") {
    if (!Arity(in, ops, 1)) return false;
    if (ops[0]->type() == in.type) {
      result = ops[0];
      return true;
    }
    return set(Emit1(b, OpKind::kReshape, in, ops, in.type));
  }
  if (opc == "compare") {
    if (!Arity(in, ops, 2)) return false;
    Op* op = Emit1(b, OpKind::kCompare, in, ops, in.type);
    const RawAttr* dir;
    if (!Required(in, "direction", dir)) return false;
    if (!EnumAttr(in, "direction", EnumFamily::kComparisonDirection, "comparison_direction", op, "") ||
        !EnumAttr(in, "type", EnumFamily::kComparisonType, "compare_type", op, ""))
      return false;
    return set(op);
  }
  if (opc == "broadcast") {
    if (!Arity(in, ops, 1)) return false;
    Op* op = Emit1(b, OpKind::kBroadcastInDim, in, ops, in.type);
    return dims_attr(op, "dimensions", "broadcast_dimensions") && set(op);
  }
  if (opc == "transpose") {
    if (!Arity(in, ops, 1)) return false;
    Op* op = Emit1(b, OpKind::kTranspose, in, ops, in.type);
    return dims_attr(op, "dimensions", "permutation") && set(op);
  }
  if (opc == "reverse") {
    if (!Arity(in, ops, 1)) return false;
    Op* op = Emit1(b, OpKind::kReverse, in, ops, in.type);
    return dims_attr(op, "dimensions", "dimensions") && set(op);
  }
  if (opc == "concatenate") {
    std::vector<int64_t> d;
    if (!AttrIntList(in, "dimensions", d, true)) return false;
    if (d.size() != 1) return Fail(in.Find("dimensions")->begin, "expected one concatenate dimension");
    Op* op = Emit1(b, OpKind::kConcatenate, in, ops, in.type);
    op->SetAttr("dimension", Attr::Integer(d[0], I64()));
    return set(op);
  }
  if (opc == "iota") {
    int64_t d;
    if (!Arity(in, ops, 0) || !AttrInt(in, "iota_dimension", d)) return false;
    Op* op = Emit1(b, OpKind::kIota, in, ops, in.type);
    op->SetAttr("iota_dimension", Attr::Integer(d, I64()));
    return set(op);
  }
  if (opc == "slice") {
    const RawAttr* a;
    if (!Arity(in, ops, 1) || !Required(in, "slice", a)) return false;
    std::vector<int64_t> start, limit, stride;
    {
      Into into(*this, a->begin, a->end);
      if (!Expect('{', "'{' to begin the slice")) return false;
      if (!Consume('}')) {
        do {
          int64_t s, l, st = 1;
          if (!Expect('[', "'['") || !Int(s) || !Expect(':', "':'") || !Int(l)) return false;
          if (Consume(':') && !Int(st)) return false;
          if (!Expect(']', "']'")) return false;
          start.push_back(s);
          limit.push_back(l);
          stride.push_back(st);
        } while (Consume(','));
        if (!Expect('}', "'}' to end the slice")) return false;
      }
    }
    Op* op = Emit1(b, OpKind::kSlice, in, ops, in.type);
    op->SetAttr("start_indices", I64List(start));
    op->SetAttr("limit_indices", I64List(limit));
    op->SetAttr("strides", I64List(stride));
    return set(op);
  }
  if (opc == "dynamic-slice") {
    Op* op = Emit1(b, OpKind::kDynamicSlice, in, ops, in.type);
    return dims_attr(op, "dynamic_slice_sizes", "slice_sizes") && set(op);
  }
  if (opc == "pad") {
    const RawAttr* a;
    if (!Arity(in, ops, 2) || !Required(in, "padding", a)) return false;
    std::vector<int64_t> lo, hi, interior;
    {
      Into into(*this, a->begin, a->end);
      do {
        int64_t l, h, i = 0;
        if (!Int(l) || !Expect('_', "'_' between low and high padding") || !Int(h)) return false;
        if (Consume('_') && !Int(i)) return false;
        lo.push_back(l);
        hi.push_back(h);
        interior.push_back(i);
      } while (Consume('x'));
      if (!Done("the end of the padding")) return false;
    }
    Op* op = Emit1(b, OpKind::kPad, in, ops, in.type);
    op->SetAttr("edge_padding_low", I64List(lo));
    op->SetAttr("edge_padding_high", I64List(hi));
    op->SetAttr("interior_padding", I64List(interior));
    return set(op);
  }
  if (opc == "tuple") return set(Emit1(b, OpKind::kTuple, in, ops, in.type));
  if (opc == "get-tuple-element") {
    int64_t index;
    if (!Arity(in, ops, 1) || !AttrInt(in, "index", index)) return false;
    Type t = ops[0]->type();
    if (!t.IsTuple() || index < 0 || index >= static_cast<int64_t>(t.types().size()))
      return Fail(in.Find("index")->begin, "expected an index into the tuple " + t.ToString());
    Op* def = ops[0]->defining_op();
    if (def && def->kind() == OpKind::kTuple) {
      result = def->operand(static_cast<int>(index));
      return true;
    }
    Op* op = Emit1(b, OpKind::kGetTupleElement, in, ops, in.type);
    op->SetAttr("index", Attr::Integer(index, types().Element(ElementType::kSI32)));
    return set(op);
  }
  if (opc == "dot") {
    if (!Arity(in, ops, 2)) return false;
    DotDims d;
    if (!AttrIntList(in, "lhs_batch_dims", d.lhs_batching, false) ||
        !AttrIntList(in, "rhs_batch_dims", d.rhs_batching, false) ||
        !AttrIntList(in, "lhs_contracting_dims", d.lhs_contracting, false) ||
        !AttrIntList(in, "rhs_contracting_dims", d.rhs_contracting, false))
      return false;
    Op* op = Emit1(b, OpKind::kDotGeneral, in, ops, in.type);
    op->SetAttr("dot_dimension_numbers", MakeDotDims(d));
    return Precision(in, op) && set(op);
  }
  if (opc == "convolution") {
    if (!Arity(in, ops, 2)) return false;
    ConvDims d;
    Window w;
    if (!DimLabels(in, d) || !ReadWindow(in, w, false)) return false;
    Op* op = Emit1(b, OpKind::kConvolution, in, ops, in.type);
    op->SetAttr("dimension_numbers", MakeConvDims(d));
    if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
    if (!w.lhs_dilate.empty()) op->SetAttr("lhs_dilation", I64List(w.lhs_dilate));
    if (!w.rhs_dilate.empty()) op->SetAttr("rhs_dilation", I64List(w.rhs_dilate));
    SetWindowPadding(op, w);
    int64_t groups = 1, batch_groups = 1;
    if (in.Find("feature_group_count") && !AttrInt(in, "feature_group_count", groups)) return false;
    if (in.Find("batch_group_count") && !AttrInt(in, "batch_group_count", batch_groups)) return false;
    op->SetAttr("feature_group_count", Attr::Integer(groups, I64()));
    op->SetAttr("batch_group_count", Attr::Integer(batch_groups, I64()));
    return Precision(in, op) && set(op);
  }
  if (opc == "fusion") {
    const Computation* callee = Callee(in, "calls");
    return callee && Inline(*callee, b, ops, depth + 1, result);
  }
  if (opc == "call") {
    const Computation* callee = Callee(in, "to_apply");
    std::string name;
    if (!callee || !FuncFor(*callee, depth, name)) return false;
    Op* op = Emit1(b, OpKind::kFuncCall, in, ops, in.type);
    op->SetAttr("callee", Attr::SymbolRef({name}));
    return set(op);
  }
  // Ops with regions, whose HLO result is a tuple when they have several results.
  const bool region_op = opc == "reduce" || opc == "reduce-window" || opc == "scatter" || opc == "sort" ||
                         opc == "map" || opc == "all-reduce" || opc == "select-and-scatter";
  if (region_op) {
    const Computation* body = Callee(in, opc == "select-and-scatter" ? "select" : "to_apply");
    if (!body) return false;
    OpKind kind = opc == "reduce"          ? OpKind::kReduce
                  : opc == "reduce-window" ? OpKind::kReduceWindow
                  : opc == "scatter"       ? OpKind::kScatter
                  : opc == "sort"          ? OpKind::kSort
                  : opc == "map"           ? OpKind::kMap
                  : opc == "all-reduce"    ? OpKind::kAllReduce
                                           : OpKind::kSelectAndScatter;
    Op* op = Emit(b, kind, in, ops, Flat(in.type));
    if (!RegionFrom(*body, op, in, depth)) return false;
    if (kind == OpKind::kReduce) {
      if (!dims_attr(op, "dimensions", "dimensions")) return false;
    } else if (kind == OpKind::kReduceWindow) {
      Window w;
      if (!ReadWindow(in, w, true)) return false;
      op->SetAttr("window_dimensions", I64List(w.size));
      if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
      if (!w.lhs_dilate.empty()) op->SetAttr("base_dilations", I64List(w.lhs_dilate));
      if (!w.rhs_dilate.empty()) op->SetAttr("window_dilations", I64List(w.rhs_dilate));
      SetWindowPadding(op, w);
    } else if (kind == OpKind::kSelectAndScatter) {
      Window w;
      const Computation* scatter = Callee(in, "scatter");
      if (!scatter || !RegionFrom(*scatter, op, in, depth) || !ReadWindow(in, w, true)) return false;
      op->SetAttr("window_dimensions", I64List(w.size));
      if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
      SetWindowPadding(op, w);
    } else if (kind == OpKind::kScatter) {
      ScatterDims s{};
      int64_t ivd = 0;
      if (!AttrIntList(in, "update_window_dims", s.update_window_dims, false) ||
          !AttrIntList(in, "inserted_window_dims", s.inserted_window_dims, false) ||
          !AttrIntList(in, "input_batching_dims", s.input_batching_dims, false) ||
          !AttrIntList(in, "scatter_indices_batching_dims", s.scatter_indices_batching_dims, false) ||
          !AttrIntList(in, "scatter_dims_to_operand_dims", s.scatter_dims_to_operand_dims, false) ||
          !AttrInt(in, "index_vector_dim", ivd))
        return false;
      op->SetAttr("scatter_dimension_numbers",
                  Attr::Struct(StructKind::kScatterDims,
                               {{"update_window_dims", I64List(s.update_window_dims)},
                                {"inserted_window_dims", I64List(s.inserted_window_dims)},
                                {"input_batching_dims", I64List(s.input_batching_dims)},
                                {"scatter_indices_batching_dims", I64List(s.scatter_indices_batching_dims)},
                                {"scatter_dims_to_operand_dims", I64List(s.scatter_dims_to_operand_dims)},
                                {"index_vector_dim", Attr::Integer(ivd, I64())}}));
      if (!Flag(in, "indices_are_sorted", op) || !Flag(in, "unique_indices", op)) return false;
    } else if (kind == OpKind::kSort) {
      std::vector<int64_t> d;
      if (!AttrIntList(in, "dimensions", d, true)) return false;
      if (d.size() != 1) return Fail(in.Find("dimensions")->begin, "expected one sort dimension");
      op->SetAttr("dimension", Attr::Integer(d[0], I64()));
      if (!Flag(in, "is_stable", op)) return false;
    } else if (kind == OpKind::kMap) {
      std::vector<int64_t> d;
      for (int64_t i = 0; i < in.type.rank(); ++i) d.push_back(i);
      op->SetAttr("dimensions", I64List(d));
    } else if (kind == OpKind::kAllReduce) {
      if (!ReplicaGroups(in, op)) return false;
    }
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "reduce-scatter") {
    // StableHLO's reduce_scatter takes one operand: one op per operand. As with all-gather, a scalar
    // whose result is itself (groups of one member) bypasses the op.
    std::vector<int64_t> d;
    const Computation* body = Callee(in, "to_apply");
    if (!body || !AttrIntList(in, "dimensions", d, true)) return false;
    if (d.size() != 1) return Fail(in.Find("dimensions")->begin, "expected one scatter dimension");
    std::vector<Type> result_types = Flat(in.type);
    if (result_types.size() != ops.size())
      return Fail(in.at, "expected one result per operand of reduce-scatter, found " +
                             std::to_string(result_types.size()));
    std::vector<Value*> results;
    for (size_t i = 0; i < ops.size(); ++i) {
      if (ops[i]->type().IsTensor() && ops[i]->type().rank() == 0 && ops[i]->type() == result_types[i]) {
        results.push_back(ops[i]);
        continue;
      }
      Value* operand[] = {ops[i]};
      Op* op = Emit1(b, OpKind::kReduceScatter, in, operand, result_types[i]);
      if (!RegionFrom(*body, op, in, depth) || !ReplicaGroups(in, op)) return false;
      op->SetAttr("scatter_dimension", Attr::Integer(d[0], I64()));
      results.push_back(op->result(0));
    }
    result = in.type.IsTuple() ? Emit1(b, OpKind::kTuple, in, results, in.type)->result(0) : results[0];
    return true;
  }
  if (opc == "gather") {
    if (!Arity(in, ops, 2)) return false;
    GatherDims g{};
    int64_t ivd = 0;
    std::vector<int64_t> sizes;
    if (!AttrIntList(in, "offset_dims", g.offset_dims, false) ||
        !AttrIntList(in, "collapsed_slice_dims", g.collapsed_slice_dims, false) ||
        !AttrIntList(in, "operand_batching_dims", g.operand_batching_dims, false) ||
        !AttrIntList(in, "start_indices_batching_dims", g.start_indices_batching_dims, false) ||
        !AttrIntList(in, "start_index_map", g.start_index_map, false) ||
        !AttrInt(in, "index_vector_dim", ivd) || !AttrIntList(in, "slice_sizes", sizes, true))
      return false;
    Op* op = Emit1(b, OpKind::kGather, in, ops, in.type);
    op->SetAttr("dimension_numbers",
                Attr::Struct(StructKind::kGatherDims,
                             {{"offset_dims", I64List(g.offset_dims)},
                              {"collapsed_slice_dims", I64List(g.collapsed_slice_dims)},
                              {"operand_batching_dims", I64List(g.operand_batching_dims)},
                              {"start_indices_batching_dims", I64List(g.start_indices_batching_dims)},
                              {"start_index_map", I64List(g.start_index_map)},
                              {"index_vector_dim", Attr::Integer(ivd, I64())}}));
    op->SetAttr("slice_sizes", I64List(sizes));
    return Flag(in, "indices_are_sorted", op) && set(op);
  }
  if (opc == "while") {
    if (!Arity(in, ops, 1)) return false;
    const Computation* cond = Callee(in, "condition");
    const Computation* body = cond ? Callee(in, "body") : nullptr;
    if (!body) return false;
    std::vector<Value*> inits = Unpack(b, in, ops[0]);
    Op* op = Emit(b, OpKind::kWhile, in, inits, Flat(in.type));
    if (!RegionFrom(*cond, op, in, depth) || !RegionFrom(*body, op, in, depth)) return false;
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "conditional") {
    if (ops.empty()) return Arity(in, ops, 1);
    std::vector<const Computation*> branches;
    if (const RawAttr* a = in.Find("branch_computations")) {
      Into into(*this, a->begin, a->end);
      if (!Expect('{', "'{' and the branch computations")) return false;
      do {
        std::string_view name;
        size_t at = pos_;
        if (!ValueName(name, "a computation name")) return false;
        auto it = comp_index_.find(name);
        if (it == comp_index_.end())
          return Fail(at, "expected a computation name, found '" + std::string(name) + "'");
        branches.push_back(&comps_[it->second]);
      } while (Consume(','));
      if (!Expect('}', "'}'")) return false;
    } else {
      const Computation* t = Callee(in, "true_computation");
      const Computation* f = t ? Callee(in, "false_computation") : nullptr;
      if (!f) return false;
      branches = {t, f};
    }
    if (ops.size() != branches.size() + 1)
      return Fail(in.opcode_at, "expected one operand per branch after the selector, found " +
                                    std::to_string(ops.size() - 1));
    bool is_if = in.Find("true_computation") != nullptr;
    Value* selector[] = {ops[0]};
    Op* op = Emit(b, is_if ? OpKind::kIf : OpKind::kCase, in, selector, Flat(in.type));
    // stablehlo.if runs its first region when the predicate is true, as HLO's true_computation.
    for (size_t i = 0; i < branches.size(); ++i)
      if (!BranchFrom(*branches[i], op, in, ops[i + 1], depth)) return false;
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "all-gather" || opc == "all-to-all") {
    std::vector<int64_t> d;
    if (!AttrIntList(in, "dimensions", d, true)) return false;
    if (d.size() != 1) return Fail(in.Find("dimensions")->begin, "expected one dimension");
    bool gather = opc == "all-gather";
    std::vector<Type> result_types = Flat(in.type);
    if (gather) {
      if (result_types.size() != ops.size())
        return Fail(in.at, "expected one result per operand of all-gather, found " +
                               std::to_string(result_types.size()));
      // XLA lets a scalar pass through an all-gather whose groups have one member (its result is the
      // operand); StableHLO's all_gather needs a dimension, so such operands bypass the op.
      std::vector<Value*> gathered, results(ops.size());
      std::vector<Type> gathered_types;
      for (size_t i = 0; i < ops.size(); ++i) {
        if (ops[i]->type().IsTensor() && ops[i]->type().rank() == 0 && ops[i]->type() == result_types[i]) {
          results[i] = ops[i];
        } else {
          gathered.push_back(ops[i]);
          gathered_types.push_back(result_types[i]);
        }
      }
      if (!gathered.empty()) {
        Op* op = Emit(b, OpKind::kAllGather, in, gathered, gathered_types);
        if (!ReplicaGroups(in, op)) return false;
        op->SetAttr("all_gather_dim", Attr::Integer(d[0], I64()));
        for (size_t i = 0, j = 0; i < ops.size(); ++i)
          if (!results[i]) results[i] = op->result(static_cast<int>(j++));
      }
      result = in.type.IsTuple() ? Emit1(b, OpKind::kTuple, in, results, in.type)->result(0) : results[0];
      return true;
    }
    Op* op = Emit(b, OpKind::kAllToAll, in, ops, result_types);
    if (!ReplicaGroups(in, op)) return false;
    {
      Attr groups = op->attr("replica_groups");
      int64_t count = groups.type().dims()[1];
      op->SetAttr("split_dimension", Attr::Integer(d[0], I64()));
      op->SetAttr("concat_dimension", Attr::Integer(d[0], I64()));
      op->SetAttr("split_count", Attr::Integer(count, I64()));
    }
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "collective-permute") {
    const RawAttr* a;
    if (!Arity(in, ops, 1) || !Required(in, "source_target_pairs", a)) return false;
    std::vector<std::vector<int64_t>> pairs;
    {
      Into into(*this, a->begin, a->end);
      if (!IntMatrix(pairs) || !Done("the end of the pairs")) return false;
    }
    for (const auto& p : pairs)
      if (p.size() != 2) return Fail(a->begin, "expected {source,target} pairs");
    Op* op = Emit1(b, OpKind::kCollectivePermute, in, ops, in.type);
    op->SetAttr("source_target_pairs", DenseI64(pairs, 2));
    if (const RawAttr* ch = in.Find("channel_id")) {
      int64_t id;
      Into into(*this, ch->begin, ch->end);
      if (!Int(id)) return false;
      op->SetAttr("channel_handle",
                  Attr::Struct(StructKind::kChannelHandle,
                               {{"handle", Attr::Integer(id, I64())}, {"type", Attr::Integer(1, I64())}}));
    }
    return set(op);
  }
  if (opc == "partition-id" || opc == "replica-id" || opc == "after-all") {
    OpKind kind = opc == "partition-id" ? OpKind::kPartitionId
                  : opc == "replica-id" ? OpKind::kReplicaId
                                        : OpKind::kAfterAll;
    if (kind != OpKind::kAfterAll && !Arity(in, ops, 0)) return false;
    return set(Emit1(b, kind, in, ops, in.type));
  }
  if (opc == "custom-call") {
    const RawAttr* a;
    if (!Required(in, "custom_call_target", a)) return false;
    Op* op = Emit(b, OpKind::kCustomCall, in, ops, Flat(in.type));
    op->SetAttr("call_target_name", Attr::String(AttrString(*a)));
    if (const RawAttr* s = in.Find("custom_call_has_side_effect"))
      op->SetAttr("has_side_effect", Attr::Bool(AttrText(*s) == "true"));
    if (!EnumAttr(in, "api_version", EnumFamily::kCustomCallApiVersion, "api_version", op, "")) return false;
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "rng-bit-generator") {
    if (!Arity(in, ops, 1)) return false;
    Op* op = Emit(b, OpKind::kRngBitGenerator, in, ops, Flat(in.type));
    if (!EnumAttr(in, "algorithm", EnumFamily::kRngAlgorithm, "rng_algorithm", op, "rng_")) return false;
    if (!op->attr("rng_algorithm")) op->SetAttr("rng_algorithm", Attr::Enum(EnumFamily::kRngAlgorithm, 0));
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "rng") {
    if (!Arity(in, ops, 2)) return false;
    if (!in.type.IsTensor()) return Fail(in.at, "expected an array shape for rng");
    std::string bytes;
    for (int64_t d : in.type.dims()) PutInt(bytes, static_cast<uint64_t>(d), 8);
    Type shape_type = types().Tensor({in.type.rank()}, ElementType::kSI64);
    Op* shape = Emit1(b, OpKind::kConstant, in, {}, shape_type);
    shape->SetAttr("value", Attr::DenseElements(shape_type, std::make_shared<std::string>(bytes), false));
    ops.push_back(shape->result(0));
    Op* op = Emit1(b, OpKind::kRng, in, ops, in.type);
    if (!EnumAttr(in, "distribution", EnumFamily::kRngDistribution, "rng_distribution", op, "rng_"))
      return false;
    if (!op->attr("rng_distribution"))
      return Fail(in.opcode_at, "expected attribute 'distribution' on rng, found none");
    return set(op);
  }
  if (opc == "opt-barrier" || opc == "optimization-barrier") {
    if (!Arity(in, ops, 1)) return false;
    std::vector<Value*> parts = Unpack(b, in, ops[0]);
    Op* op = Emit(b, OpKind::kOptimizationBarrier, in, parts, Flat(in.type));
    result = Pack(b, in, op);
    return true;
  }
  if (opc == "reduce-precision") {
    int64_t e, m;
    if (!Arity(in, ops, 1) || !AttrInt(in, "exponent_bits", e) || !AttrInt(in, "mantissa_bits", m))
      return false;
    Op* op = Emit1(b, OpKind::kReducePrecision, in, ops, in.type);
    op->SetAttr("exponent_bits", Attr::Integer(e, types().Element(ElementType::kSI32)));
    op->SetAttr("mantissa_bits", Attr::Integer(m, types().Element(ElementType::kSI32)));
    return set(op);
  }
  return Fail(in.opcode_at, "expected an HLO opcode that hlx reads, found '" + std::string(opc) + "'");
}

}  // namespace

bool LooksLikeHloText(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++i;
    } else if (text.substr(i, 2) == "//") {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (text.substr(i, 2) == "/*") {
      size_t close = text.find("*/", i + 2);
      i = close == std::string_view::npos ? text.size() : close + 2;
    } else {
      break;
    }
  }
  return text.substr(i, 9) == "HloModule" && (i + 9 == text.size() || !IsNameChar(text[i + 9]));
}

StatusOr<std::unique_ptr<Module>> ParseHloModule(std::string_view text, std::string source_name) {
  HloReader reader(text, std::move(source_name));
  return reader.Read();
}

}  // namespace hlx
