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

  // ---- Instructions: one builder per HLO opcode, or family of opcodes (kOpcodes) ----
  // An instruction being built: its text, the block its ops go into, its operands, the nesting depth of
  // the computations it calls, and where its HLO value goes.
  struct Site {
    const Instr& in;
    Block* block;
    std::vector<Value*>& ops;
    int depth;
    Value*& result;
  };
  struct Opcode {
    std::string_view hlo;
    bool (HloReader::*build)(Site&);
  };
  static const Opcode kOpcodes[];

  // The HLO value is the result of `op` (Set), or its results packed as a tuple (SetPacked).
  bool Set(Site& s, Op* op);
  bool SetPacked(Site& s, Op* op);
  // Reads the int list `hlo` into `op`'s attribute `attr`.
  bool DimsAttr(const Instr& in, Op* op, const char* hlo, const char* attr);
  // Reads `dimensions={d}`: one dimension, `what` naming it in the error.
  bool OneDimension(const Instr& in, const char* what, int64_t& out);
  Op* RegionOp(Site& s, OpKind kind, const char* attr);

  template <OpKind kind>
  bool Elementwise(Site& s);
  template <OpKind kind>
  bool Variadic(Site& s);
  template <OpKind kind>
  bool NoOperands(Site& s);
  bool Constant(Site& s);
  bool Copy(Site& s);
  bool Compare(Site& s);
  bool Broadcast(Site& s);
  bool Transpose(Site& s);
  bool Reverse(Site& s);
  bool Concatenate(Site& s);
  bool Iota(Site& s);
  bool Slice(Site& s);
  bool DynamicSlice(Site& s);
  bool Pad(Site& s);
  bool GetTupleElement(Site& s);
  bool Dot(Site& s);
  bool Convolution(Site& s);
  bool Fusion(Site& s);
  bool Call(Site& s);
  bool Reduce(Site& s);
  bool ReduceWindow(Site& s);
  bool SelectAndScatter(Site& s);
  bool Scatter(Site& s);
  bool Sort(Site& s);
  bool Map(Site& s);
  bool AllReduce(Site& s);
  bool ReduceScatter(Site& s);
  bool Gather(Site& s);
  bool While(Site& s);
  bool Conditional(Site& s);
  bool AllGather(Site& s);
  bool AllToAll(Site& s);
  bool CollectivePermute(Site& s);
  bool CustomCall(Site& s);
  bool RngBitGenerator(Site& s);
  bool Rng(Site& s);
  bool OptimizationBarrier(Site& s);
  bool ReducePrecision(Site& s);

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
// One builder per HLO opcode (or family of opcodes), each reading the attributes its op needs; kOpcodes,
// after them, says which builder reads which opcode into which op.

bool HloReader::Set(Site& s, Op* op) {
  s.result = op->result(0);
  return true;
}

bool HloReader::SetPacked(Site& s, Op* op) {
  s.result = Pack(s.block, s.in, op);
  return true;
}

bool HloReader::DimsAttr(const Instr& in, Op* op, const char* hlo, const char* attr) {
  std::vector<int64_t> v;
  if (!AttrIntList(in, hlo, v, true)) return false;
  op->SetAttr(attr, I64List(v));
  return true;
}

bool HloReader::OneDimension(const Instr& in, const char* what, int64_t& out) {
  std::vector<int64_t> d;
  if (!AttrIntList(in, "dimensions", d, true)) return false;
  if (d.size() != 1) return Fail(in.Find("dimensions")->begin, std::string("expected one ") + what);
  out = d[0];
  return true;
}

template <OpKind kind>
bool HloReader::Elementwise(Site& s) {
  // As many operands as the StableHLO op takes (any number for a variadic one).
  const int arity = GetOpInfo(kind).num_operands;
  if (arity >= 0 && !Arity(s.in, s.ops, static_cast<size_t>(arity))) return false;
  return Set(s, Emit1(s.block, kind, s.in, s.ops, s.in.type));
}

template <OpKind kind>
bool HloReader::Variadic(Site& s) {
  return Set(s, Emit1(s.block, kind, s.in, s.ops, s.in.type));
}

template <OpKind kind>
bool HloReader::NoOperands(Site& s) {
  return Arity(s.in, s.ops, 0) && Set(s, Emit1(s.block, kind, s.in, s.ops, s.in.type));
}

bool HloReader::Constant(Site& s) {
  Attr value;
  if (!Arity(s.in, s.ops, 0) || !Literal(s.in, value)) return false;
  Op* op = Emit1(s.block, OpKind::kConstant, s.in, s.ops, s.in.type);
  op->SetAttr("value", value);
  return Set(s, op);
}

bool HloReader::Copy(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  if (s.ops[0]->type() == s.in.type) {
    s.result = s.ops[0];
    return true;
  }
  return Set(s, Emit1(s.block, OpKind::kReshape, s.in, s.ops, s.in.type));
}

bool HloReader::Compare(Site& s) {
  if (!Arity(s.in, s.ops, 2)) return false;
  Op* op = Emit1(s.block, OpKind::kCompare, s.in, s.ops, s.in.type);
  const RawAttr* dir;
  if (!Required(s.in, "direction", dir)) return false;
  if (!EnumAttr(s.in, "direction", EnumFamily::kComparisonDirection, "comparison_direction", op, "") ||
      !EnumAttr(s.in, "type", EnumFamily::kComparisonType, "compare_type", op, ""))
    return false;
  return Set(s, op);
}

bool HloReader::Broadcast(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  Op* op = Emit1(s.block, OpKind::kBroadcastInDim, s.in, s.ops, s.in.type);
  return DimsAttr(s.in, op, "dimensions", "broadcast_dimensions") && Set(s, op);
}

bool HloReader::Transpose(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  Op* op = Emit1(s.block, OpKind::kTranspose, s.in, s.ops, s.in.type);
  return DimsAttr(s.in, op, "dimensions", "permutation") && Set(s, op);
}

bool HloReader::Reverse(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  Op* op = Emit1(s.block, OpKind::kReverse, s.in, s.ops, s.in.type);
  return DimsAttr(s.in, op, "dimensions", "dimensions") && Set(s, op);
}

bool HloReader::Concatenate(Site& s) {
  int64_t d;
  if (!OneDimension(s.in, "concatenate dimension", d)) return false;
  Op* op = Emit1(s.block, OpKind::kConcatenate, s.in, s.ops, s.in.type);
  op->SetAttr("dimension", Attr::Integer(d, I64()));
  return Set(s, op);
}

bool HloReader::Iota(Site& s) {
  int64_t d;
  if (!Arity(s.in, s.ops, 0) || !AttrInt(s.in, "iota_dimension", d)) return false;
  Op* op = Emit1(s.block, OpKind::kIota, s.in, s.ops, s.in.type);
  op->SetAttr("iota_dimension", Attr::Integer(d, I64()));
  return Set(s, op);
}

bool HloReader::Slice(Site& s) {
  const RawAttr* a;
  if (!Arity(s.in, s.ops, 1) || !Required(s.in, "slice", a)) return false;
  std::vector<int64_t> start, limit, stride;
  {
    Into into(*this, a->begin, a->end);
    if (!Expect('{', "'{' to begin the slice")) return false;
    if (!Consume('}')) {
      do {
        int64_t b, l, st = 1;
        if (!Expect('[', "'['") || !Int(b) || !Expect(':', "':'") || !Int(l)) return false;
        if (Consume(':') && !Int(st)) return false;
        if (!Expect(']', "']'")) return false;
        start.push_back(b);
        limit.push_back(l);
        stride.push_back(st);
      } while (Consume(','));
      if (!Expect('}', "'}' to end the slice")) return false;
    }
  }
  Op* op = Emit1(s.block, OpKind::kSlice, s.in, s.ops, s.in.type);
  op->SetAttr("start_indices", I64List(start));
  op->SetAttr("limit_indices", I64List(limit));
  op->SetAttr("strides", I64List(stride));
  return Set(s, op);
}

bool HloReader::DynamicSlice(Site& s) {
  Op* op = Emit1(s.block, OpKind::kDynamicSlice, s.in, s.ops, s.in.type);
  return DimsAttr(s.in, op, "dynamic_slice_sizes", "slice_sizes") && Set(s, op);
}

bool HloReader::Pad(Site& s) {
  const RawAttr* a;
  if (!Arity(s.in, s.ops, 2) || !Required(s.in, "padding", a)) return false;
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
  Op* op = Emit1(s.block, OpKind::kPad, s.in, s.ops, s.in.type);
  op->SetAttr("edge_padding_low", I64List(lo));
  op->SetAttr("edge_padding_high", I64List(hi));
  op->SetAttr("interior_padding", I64List(interior));
  return Set(s, op);
}

bool HloReader::GetTupleElement(Site& s) {
  int64_t index;
  if (!Arity(s.in, s.ops, 1) || !AttrInt(s.in, "index", index)) return false;
  Type t = s.ops[0]->type();
  if (!t.IsTuple() || index < 0 || index >= static_cast<int64_t>(t.types().size()))
    return Fail(s.in.Find("index")->begin, "expected an index into the tuple " + t.ToString());
  Op* def = s.ops[0]->defining_op();
  if (def && def->kind() == OpKind::kTuple) {
    s.result = def->operand(static_cast<int>(index));
    return true;
  }
  Op* op = Emit1(s.block, OpKind::kGetTupleElement, s.in, s.ops, s.in.type);
  op->SetAttr("index", Attr::Integer(index, types().Element(ElementType::kSI32)));
  return Set(s, op);
}

bool HloReader::Dot(Site& s) {
  if (!Arity(s.in, s.ops, 2)) return false;
  DotDims d;
  if (!AttrIntList(s.in, "lhs_batch_dims", d.lhs_batching, false) ||
      !AttrIntList(s.in, "rhs_batch_dims", d.rhs_batching, false) ||
      !AttrIntList(s.in, "lhs_contracting_dims", d.lhs_contracting, false) ||
      !AttrIntList(s.in, "rhs_contracting_dims", d.rhs_contracting, false))
    return false;
  Op* op = Emit1(s.block, OpKind::kDotGeneral, s.in, s.ops, s.in.type);
  op->SetAttr("dot_dimension_numbers", MakeDotDims(d));
  return Precision(s.in, op) && Set(s, op);
}

bool HloReader::Convolution(Site& s) {
  if (!Arity(s.in, s.ops, 2)) return false;
  ConvDims d;
  Window w;
  if (!DimLabels(s.in, d) || !ReadWindow(s.in, w, false)) return false;
  Op* op = Emit1(s.block, OpKind::kConvolution, s.in, s.ops, s.in.type);
  op->SetAttr("dimension_numbers", MakeConvDims(d));
  if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
  if (!w.lhs_dilate.empty()) op->SetAttr("lhs_dilation", I64List(w.lhs_dilate));
  if (!w.rhs_dilate.empty()) op->SetAttr("rhs_dilation", I64List(w.rhs_dilate));
  SetWindowPadding(op, w);
  int64_t groups = 1, batch_groups = 1;
  if (s.in.Find("feature_group_count") && !AttrInt(s.in, "feature_group_count", groups)) return false;
  if (s.in.Find("batch_group_count") && !AttrInt(s.in, "batch_group_count", batch_groups)) return false;
  op->SetAttr("feature_group_count", Attr::Integer(groups, I64()));
  op->SetAttr("batch_group_count", Attr::Integer(batch_groups, I64()));
  return Precision(s.in, op) && Set(s, op);
}

bool HloReader::Fusion(Site& s) {
  const Computation* callee = Callee(s.in, "calls");
  return callee && Inline(*callee, s.block, s.ops, s.depth + 1, s.result);
}

bool HloReader::Call(Site& s) {
  const Computation* callee = Callee(s.in, "to_apply");
  std::string name;
  if (!callee || !FuncFor(*callee, s.depth, name)) return false;
  Op* op = Emit1(s.block, OpKind::kFuncCall, s.in, s.ops, s.in.type);
  op->SetAttr("callee", Attr::SymbolRef({name}));
  return Set(s, op);
}

// Ops with regions, whose HLO result is a tuple when they have several results: the op, with the
// region of the computation that `attr` names; null on an error.
Op* HloReader::RegionOp(Site& s, OpKind kind, const char* attr) {
  const Computation* body = Callee(s.in, attr);
  if (!body) return nullptr;
  Op* op = Emit(s.block, kind, s.in, s.ops, Flat(s.in.type));
  return RegionFrom(*body, op, s.in, s.depth) ? op : nullptr;
}

bool HloReader::Reduce(Site& s) {
  Op* op = RegionOp(s, OpKind::kReduce, "to_apply");
  return op && DimsAttr(s.in, op, "dimensions", "dimensions") && SetPacked(s, op);
}

bool HloReader::ReduceWindow(Site& s) {
  Op* op = RegionOp(s, OpKind::kReduceWindow, "to_apply");
  Window w;
  if (!op || !ReadWindow(s.in, w, true)) return false;
  op->SetAttr("window_dimensions", I64List(w.size));
  if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
  if (!w.lhs_dilate.empty()) op->SetAttr("base_dilations", I64List(w.lhs_dilate));
  if (!w.rhs_dilate.empty()) op->SetAttr("window_dilations", I64List(w.rhs_dilate));
  SetWindowPadding(op, w);
  return SetPacked(s, op);
}

bool HloReader::SelectAndScatter(Site& s) {
  Op* op = RegionOp(s, OpKind::kSelectAndScatter, "select");
  if (!op) return false;
  Window w;
  const Computation* scatter = Callee(s.in, "scatter");
  if (!scatter || !RegionFrom(*scatter, op, s.in, s.depth) || !ReadWindow(s.in, w, true)) return false;
  op->SetAttr("window_dimensions", I64List(w.size));
  if (!w.stride.empty()) op->SetAttr("window_strides", I64List(w.stride));
  SetWindowPadding(op, w);
  return SetPacked(s, op);
}

bool HloReader::Scatter(Site& s) {
  Op* op = RegionOp(s, OpKind::kScatter, "to_apply");
  if (!op) return false;
  ScatterDims d{};
  int64_t ivd = 0;
  if (!AttrIntList(s.in, "update_window_dims", d.update_window_dims, false) ||
      !AttrIntList(s.in, "inserted_window_dims", d.inserted_window_dims, false) ||
      !AttrIntList(s.in, "input_batching_dims", d.input_batching_dims, false) ||
      !AttrIntList(s.in, "scatter_indices_batching_dims", d.scatter_indices_batching_dims, false) ||
      !AttrIntList(s.in, "scatter_dims_to_operand_dims", d.scatter_dims_to_operand_dims, false) ||
      !AttrInt(s.in, "index_vector_dim", ivd))
    return false;
  op->SetAttr("scatter_dimension_numbers",
              Attr::Struct(StructKind::kScatterDims,
                           {{"update_window_dims", I64List(d.update_window_dims)},
                            {"inserted_window_dims", I64List(d.inserted_window_dims)},
                            {"input_batching_dims", I64List(d.input_batching_dims)},
                            {"scatter_indices_batching_dims", I64List(d.scatter_indices_batching_dims)},
                            {"scatter_dims_to_operand_dims", I64List(d.scatter_dims_to_operand_dims)},
                            {"index_vector_dim", Attr::Integer(ivd, I64())}}));
  return Flag(s.in, "indices_are_sorted", op) && Flag(s.in, "unique_indices", op) && SetPacked(s, op);
}

bool HloReader::Sort(Site& s) {
  Op* op = RegionOp(s, OpKind::kSort, "to_apply");
  int64_t d;
  if (!op || !OneDimension(s.in, "sort dimension", d)) return false;
  op->SetAttr("dimension", Attr::Integer(d, I64()));
  return Flag(s.in, "is_stable", op) && SetPacked(s, op);
}

bool HloReader::Map(Site& s) {
  Op* op = RegionOp(s, OpKind::kMap, "to_apply");
  if (!op) return false;
  std::vector<int64_t> d;
  for (int64_t i = 0; i < s.in.type.rank(); ++i) d.push_back(i);
  op->SetAttr("dimensions", I64List(d));
  return SetPacked(s, op);
}

bool HloReader::AllReduce(Site& s) {
  Op* op = RegionOp(s, OpKind::kAllReduce, "to_apply");
  return op && ReplicaGroups(s.in, op) && SetPacked(s, op);
}

bool HloReader::ReduceScatter(Site& s) {
  // StableHLO's reduce_scatter takes one operand: one op per operand. As with all-gather, a scalar
  // whose result is itself (groups of one member) bypasses the op.
  const Computation* body = Callee(s.in, "to_apply");
  int64_t d;
  if (!body || !OneDimension(s.in, "scatter dimension", d)) return false;
  std::vector<Type> result_types = Flat(s.in.type);
  if (result_types.size() != s.ops.size())
    return Fail(s.in.at, "expected one result per operand of reduce-scatter, found " +
                             std::to_string(result_types.size()));
  std::vector<Value*> results;
  for (size_t i = 0; i < s.ops.size(); ++i) {
    if (s.ops[i]->type().IsTensor() && s.ops[i]->type().rank() == 0 && s.ops[i]->type() == result_types[i]) {
      results.push_back(s.ops[i]);
      continue;
    }
    Value* operand[] = {s.ops[i]};
    Op* op = Emit1(s.block, OpKind::kReduceScatter, s.in, operand, result_types[i]);
    if (!RegionFrom(*body, op, s.in, s.depth) || !ReplicaGroups(s.in, op)) return false;
    op->SetAttr("scatter_dimension", Attr::Integer(d, I64()));
    results.push_back(op->result(0));
  }
  s.result =
      s.in.type.IsTuple() ? Emit1(s.block, OpKind::kTuple, s.in, results, s.in.type)->result(0) : results[0];
  return true;
}

bool HloReader::Gather(Site& s) {
  if (!Arity(s.in, s.ops, 2)) return false;
  GatherDims g{};
  int64_t ivd = 0;
  std::vector<int64_t> sizes;
  if (!AttrIntList(s.in, "offset_dims", g.offset_dims, false) ||
      !AttrIntList(s.in, "collapsed_slice_dims", g.collapsed_slice_dims, false) ||
      !AttrIntList(s.in, "operand_batching_dims", g.operand_batching_dims, false) ||
      !AttrIntList(s.in, "start_indices_batching_dims", g.start_indices_batching_dims, false) ||
      !AttrIntList(s.in, "start_index_map", g.start_index_map, false) ||
      !AttrInt(s.in, "index_vector_dim", ivd) || !AttrIntList(s.in, "slice_sizes", sizes, true))
    return false;
  Op* op = Emit1(s.block, OpKind::kGather, s.in, s.ops, s.in.type);
  op->SetAttr("dimension_numbers",
              Attr::Struct(StructKind::kGatherDims,
                           {{"offset_dims", I64List(g.offset_dims)},
                            {"collapsed_slice_dims", I64List(g.collapsed_slice_dims)},
                            {"operand_batching_dims", I64List(g.operand_batching_dims)},
                            {"start_indices_batching_dims", I64List(g.start_indices_batching_dims)},
                            {"start_index_map", I64List(g.start_index_map)},
                            {"index_vector_dim", Attr::Integer(ivd, I64())}}));
  op->SetAttr("slice_sizes", I64List(sizes));
  return Flag(s.in, "indices_are_sorted", op) && Set(s, op);
}

bool HloReader::While(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  const Computation* cond = Callee(s.in, "condition");
  const Computation* body = cond ? Callee(s.in, "body") : nullptr;
  if (!body) return false;
  std::vector<Value*> inits = Unpack(s.block, s.in, s.ops[0]);
  Op* op = Emit(s.block, OpKind::kWhile, s.in, inits, Flat(s.in.type));
  if (!RegionFrom(*cond, op, s.in, s.depth) || !RegionFrom(*body, op, s.in, s.depth)) return false;
  return SetPacked(s, op);
}

bool HloReader::Conditional(Site& s) {
  if (s.ops.empty()) return Arity(s.in, s.ops, 1);
  std::vector<const Computation*> branches;
  if (const RawAttr* a = s.in.Find("branch_computations")) {
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
    const Computation* t = Callee(s.in, "true_computation");
    const Computation* f = t ? Callee(s.in, "false_computation") : nullptr;
    if (!f) return false;
    branches = {t, f};
  }
  if (s.ops.size() != branches.size() + 1)
    return Fail(s.in.opcode_at, "expected one operand per branch after the selector, found " +
                                    std::to_string(s.ops.size() - 1));
  bool is_if = s.in.Find("true_computation") != nullptr;
  Value* selector[] = {s.ops[0]};
  Op* op = Emit(s.block, is_if ? OpKind::kIf : OpKind::kCase, s.in, selector, Flat(s.in.type));
  // stablehlo.if runs its first region when the predicate is true, as HLO's true_computation.
  for (size_t i = 0; i < branches.size(); ++i)
    if (!BranchFrom(*branches[i], op, s.in, s.ops[i + 1], s.depth)) return false;
  return SetPacked(s, op);
}

bool HloReader::AllGather(Site& s) {
  int64_t d;
  if (!OneDimension(s.in, "dimension", d)) return false;
  std::vector<Type> result_types = Flat(s.in.type);
  if (result_types.size() != s.ops.size())
    return Fail(s.in.at, "expected one result per operand of all-gather, found " +
                             std::to_string(result_types.size()));
  // XLA lets a scalar pass through an all-gather whose groups have one member (its result is the
  // operand); StableHLO's all_gather needs a dimension, so such operands bypass the op.
  std::vector<Value*> gathered, results(s.ops.size());
  std::vector<Type> gathered_types;
  for (size_t i = 0; i < s.ops.size(); ++i) {
    if (s.ops[i]->type().IsTensor() && s.ops[i]->type().rank() == 0 && s.ops[i]->type() == result_types[i]) {
      results[i] = s.ops[i];
    } else {
      gathered.push_back(s.ops[i]);
      gathered_types.push_back(result_types[i]);
    }
  }
  if (!gathered.empty()) {
    Op* op = Emit(s.block, OpKind::kAllGather, s.in, gathered, gathered_types);
    if (!ReplicaGroups(s.in, op)) return false;
    op->SetAttr("all_gather_dim", Attr::Integer(d, I64()));
    for (size_t i = 0, j = 0; i < s.ops.size(); ++i)
      if (!results[i]) results[i] = op->result(static_cast<int>(j++));
  }
  s.result =
      s.in.type.IsTuple() ? Emit1(s.block, OpKind::kTuple, s.in, results, s.in.type)->result(0) : results[0];
  return true;
}

bool HloReader::AllToAll(Site& s) {
  int64_t d;
  if (!OneDimension(s.in, "dimension", d)) return false;
  Op* op = Emit(s.block, OpKind::kAllToAll, s.in, s.ops, Flat(s.in.type));
  if (!ReplicaGroups(s.in, op)) return false;
  const int64_t count = op->attr("replica_groups").type().dims()[1];
  op->SetAttr("split_dimension", Attr::Integer(d, I64()));
  op->SetAttr("concat_dimension", Attr::Integer(d, I64()));
  op->SetAttr("split_count", Attr::Integer(count, I64()));
  return SetPacked(s, op);
}

bool HloReader::CollectivePermute(Site& s) {
  const RawAttr* a;
  if (!Arity(s.in, s.ops, 1) || !Required(s.in, "source_target_pairs", a)) return false;
  std::vector<std::vector<int64_t>> pairs;
  {
    Into into(*this, a->begin, a->end);
    if (!IntMatrix(pairs) || !Done("the end of the pairs")) return false;
  }
  for (const auto& p : pairs)
    if (p.size() != 2) return Fail(a->begin, "expected {source,target} pairs");
  Op* op = Emit1(s.block, OpKind::kCollectivePermute, s.in, s.ops, s.in.type);
  op->SetAttr("source_target_pairs", DenseI64(pairs, 2));
  if (const RawAttr* ch = s.in.Find("channel_id")) {
    int64_t id;
    Into into(*this, ch->begin, ch->end);
    if (!Int(id)) return false;
    op->SetAttr("channel_handle",
                Attr::Struct(StructKind::kChannelHandle,
                             {{"handle", Attr::Integer(id, I64())}, {"type", Attr::Integer(1, I64())}}));
  }
  return Set(s, op);
}

bool HloReader::CustomCall(Site& s) {
  const RawAttr* a;
  if (!Required(s.in, "custom_call_target", a)) return false;
  Op* op = Emit(s.block, OpKind::kCustomCall, s.in, s.ops, Flat(s.in.type));
  op->SetAttr("call_target_name", Attr::String(AttrString(*a)));
  if (const RawAttr* effect = s.in.Find("custom_call_has_side_effect"))
    op->SetAttr("has_side_effect", Attr::Bool(AttrText(*effect) == "true"));
  if (!EnumAttr(s.in, "api_version", EnumFamily::kCustomCallApiVersion, "api_version", op, "")) return false;
  return SetPacked(s, op);
}

bool HloReader::RngBitGenerator(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  Op* op = Emit(s.block, OpKind::kRngBitGenerator, s.in, s.ops, Flat(s.in.type));
  if (!EnumAttr(s.in, "algorithm", EnumFamily::kRngAlgorithm, "rng_algorithm", op, "rng_")) return false;
  if (!op->attr("rng_algorithm")) op->SetAttr("rng_algorithm", Attr::Enum(EnumFamily::kRngAlgorithm, 0));
  return SetPacked(s, op);
}

bool HloReader::Rng(Site& s) {
  if (!Arity(s.in, s.ops, 2)) return false;
  if (!s.in.type.IsTensor()) return Fail(s.in.at, "expected an array shape for rng");
  std::string bytes;
  for (int64_t d : s.in.type.dims()) PutInt(bytes, static_cast<uint64_t>(d), 8);
  Type shape_type = types().Tensor({s.in.type.rank()}, ElementType::kSI64);
  Op* shape = Emit1(s.block, OpKind::kConstant, s.in, {}, shape_type);
  shape->SetAttr("value", Attr::DenseElements(shape_type, std::make_shared<std::string>(bytes), false));
  s.ops.push_back(shape->result(0));
  Op* op = Emit1(s.block, OpKind::kRng, s.in, s.ops, s.in.type);
  if (!EnumAttr(s.in, "distribution", EnumFamily::kRngDistribution, "rng_distribution", op, "rng_"))
    return false;
  if (!op->attr("rng_distribution"))
    return Fail(s.in.opcode_at, "expected attribute 'distribution' on rng, found none");
  return Set(s, op);
}

bool HloReader::OptimizationBarrier(Site& s) {
  if (!Arity(s.in, s.ops, 1)) return false;
  std::vector<Value*> parts = Unpack(s.block, s.in, s.ops[0]);
  Op* op = Emit(s.block, OpKind::kOptimizationBarrier, s.in, parts, Flat(s.in.type));
  return SetPacked(s, op);
}

bool HloReader::ReducePrecision(Site& s) {
  int64_t e, m;
  if (!Arity(s.in, s.ops, 1) || !AttrInt(s.in, "exponent_bits", e) || !AttrInt(s.in, "mantissa_bits", m))
    return false;
  Op* op = Emit1(s.block, OpKind::kReducePrecision, s.in, s.ops, s.in.type);
  op->SetAttr("exponent_bits", Attr::Integer(e, types().Element(ElementType::kSI32)));
  op->SetAttr("mantissa_bits", Attr::Integer(m, types().Element(ElementType::kSI32)));
  return Set(s, op);
}

// Every HLO opcode hlx reads, and the builder that reads it (the StableHLO op it becomes is the builder's
// name, or its template argument).
const HloReader::Opcode HloReader::kOpcodes[] = {
    {"abs", &HloReader::Elementwise<OpKind::kAbs>},
    {"add", &HloReader::Elementwise<OpKind::kAdd>},
    {"after-all", &HloReader::Variadic<OpKind::kAfterAll>},
    {"all-gather", &HloReader::AllGather},
    {"all-reduce", &HloReader::AllReduce},
    {"all-to-all", &HloReader::AllToAll},
    {"and", &HloReader::Elementwise<OpKind::kAnd>},
    {"atan2", &HloReader::Elementwise<OpKind::kAtan2>},
    {"bitcast", &HloReader::Copy},
    {"bitcast-convert", &HloReader::Elementwise<OpKind::kBitcastConvert>},
    {"broadcast", &HloReader::Broadcast},
    {"call", &HloReader::Call},
    {"cbrt", &HloReader::Elementwise<OpKind::kCbrt>},
    {"ceil", &HloReader::Elementwise<OpKind::kCeil>},
    {"clamp", &HloReader::Elementwise<OpKind::kClamp>},
    {"clz", &HloReader::Elementwise<OpKind::kCountLeadingZeros>},
    {"collective-permute", &HloReader::CollectivePermute},
    {"compare", &HloReader::Compare},
    {"complex", &HloReader::Elementwise<OpKind::kComplex>},
    {"concatenate", &HloReader::Concatenate},
    {"conditional", &HloReader::Conditional},
    {"constant", &HloReader::Constant},
    {"convert", &HloReader::Elementwise<OpKind::kConvert>},
    {"convolution", &HloReader::Convolution},
    {"copy", &HloReader::Copy},
    {"cosine", &HloReader::Elementwise<OpKind::kCosine>},
    {"custom-call", &HloReader::CustomCall},
    {"divide", &HloReader::Elementwise<OpKind::kDivide>},
    {"dot", &HloReader::Dot},
    {"dynamic-slice", &HloReader::DynamicSlice},
    {"dynamic-update-slice", &HloReader::Elementwise<OpKind::kDynamicUpdateSlice>},
    {"erf", &HloReader::Elementwise<OpKind::kChloErf>},
    {"exponential", &HloReader::Elementwise<OpKind::kExponential>},
    {"exponential-minus-one", &HloReader::Elementwise<OpKind::kExponentialMinusOne>},
    {"floor", &HloReader::Elementwise<OpKind::kFloor>},
    {"fusion", &HloReader::Fusion},
    {"gather", &HloReader::Gather},
    {"get-tuple-element", &HloReader::GetTupleElement},
    {"imag", &HloReader::Elementwise<OpKind::kImag>},
    {"iota", &HloReader::Iota},
    {"is-finite", &HloReader::Elementwise<OpKind::kIsFinite>},
    {"log", &HloReader::Elementwise<OpKind::kLog>},
    {"log-plus-one", &HloReader::Elementwise<OpKind::kLogPlusOne>},
    {"logistic", &HloReader::Elementwise<OpKind::kLogistic>},
    {"map", &HloReader::Map},
    {"maximum", &HloReader::Elementwise<OpKind::kMaximum>},
    {"minimum", &HloReader::Elementwise<OpKind::kMinimum>},
    {"multiply", &HloReader::Elementwise<OpKind::kMultiply>},
    {"negate", &HloReader::Elementwise<OpKind::kNegate>},
    {"not", &HloReader::Elementwise<OpKind::kNot>},
    {"opt-barrier", &HloReader::OptimizationBarrier},
    {"optimization-barrier", &HloReader::OptimizationBarrier},
    {"or", &HloReader::Elementwise<OpKind::kOr>},
    {"pad", &HloReader::Pad},
    {"partition-id", &HloReader::NoOperands<OpKind::kPartitionId>},
    {"popcnt", &HloReader::Elementwise<OpKind::kPopulationCount>},
    {"power", &HloReader::Elementwise<OpKind::kPower>},
    {"real", &HloReader::Elementwise<OpKind::kReal>},
    {"reduce", &HloReader::Reduce},
    {"reduce-precision", &HloReader::ReducePrecision},
    {"reduce-scatter", &HloReader::ReduceScatter},
    {"reduce-window", &HloReader::ReduceWindow},
    {"remainder", &HloReader::Elementwise<OpKind::kRemainder>},
    {"replica-id", &HloReader::NoOperands<OpKind::kReplicaId>},
    {"reshape", &HloReader::Elementwise<OpKind::kReshape>},
    {"reverse", &HloReader::Reverse},
    {"rng", &HloReader::Rng},
    {"rng-bit-generator", &HloReader::RngBitGenerator},
    {"round-nearest-afz", &HloReader::Elementwise<OpKind::kRoundNearestAfz>},
    {"round-nearest-even", &HloReader::Elementwise<OpKind::kRoundNearestEven>},
    {"rsqrt", &HloReader::Elementwise<OpKind::kRsqrt>},
    {"scatter", &HloReader::Scatter},
    {"select", &HloReader::Elementwise<OpKind::kSelect>},
    {"select-and-scatter", &HloReader::SelectAndScatter},
    {"shift-left", &HloReader::Elementwise<OpKind::kShiftLeft>},
    {"shift-right-arithmetic", &HloReader::Elementwise<OpKind::kShiftRightArithmetic>},
    {"shift-right-logical", &HloReader::Elementwise<OpKind::kShiftRightLogical>},
    {"sign", &HloReader::Elementwise<OpKind::kSign>},
    {"sine", &HloReader::Elementwise<OpKind::kSine>},
    {"slice", &HloReader::Slice},
    {"sort", &HloReader::Sort},
    {"sqrt", &HloReader::Elementwise<OpKind::kSqrt>},
    {"subtract", &HloReader::Elementwise<OpKind::kSubtract>},
    {"tan", &HloReader::Elementwise<OpKind::kTan>},
    {"tanh", &HloReader::Elementwise<OpKind::kTanh>},
    {"transpose", &HloReader::Transpose},
    {"tuple", &HloReader::Variadic<OpKind::kTuple>},
    {"while", &HloReader::While},
    {"xor", &HloReader::Elementwise<OpKind::kXor>},
};

bool HloReader::Instruction(const Instr& in, Block* b, Scope& scope, int depth, Value*& result) {
  static const std::unordered_map<std::string_view, const Opcode*> by_name = [] {
    std::unordered_map<std::string_view, const Opcode*> map;
    for (const Opcode& opcode : kOpcodes) map.emplace(opcode.hlo, &opcode);
    return map;
  }();
  std::vector<Value*> ops;
  if (!Operands(in, scope, ops)) return false;
  auto it = by_name.find(in.opcode);
  if (it == by_name.end())
    return Fail(in.opcode_at,
                "expected an HLO opcode that hlx reads, found '" + std::string(in.opcode) + "'");
  Site site{in, b, ops, depth, result};
  return (this->*it->second->build)(site);
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
