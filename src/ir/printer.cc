// The printer, write side of the pretty forms (Syntax in ops.h); src/parse/op_syntax.cc reads them.
// An op whose attributes do not fit its pretty form is printed in generic form, so nothing is lost.
#include "ir/printer.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <optional>
#include <unordered_map>

#include "support/check.h"

namespace hlx {

namespace {

bool IsBareIdentifier(std::string_view s) {
  if (s.empty()) return false;
  char c = s[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
  for (char ch : s)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
          ch == '$' || ch == '.'))
      return false;
  return true;
}

void AppendEscaped(std::string& out, std::string_view s) {
  static const char kHex[] = "0123456789ABCDEF";
  out += '"';
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c >= 0x7F) {
      out += '\\';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += ch;
    }
  }
  out += '"';
}

void AppendSymbol(std::string& out, std::string_view name) {
  out += '@';
  if (IsBareIdentifier(name))
    out += name;
  else
    AppendEscaped(out, name);
}

// A float literal that reads back to the same value and lexes as a float (it has a '.').
template <typename T>
void AppendShortestFloat(std::string& out, T v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  if (s.find_first_of(".") == std::string::npos) {
    size_t e = s.find('e');
    if (e == std::string::npos)
      s += ".0";
    else
      s.insert(e, ".0");
  }
  out += s;
}

// The bit pattern of `v` in the float type `e`, as 0x... (for NaN and infinities).
void AppendFloatBits(std::string& out, ElementType e, double v) {
  const ElementInfo& info = GetElementInfo(e);
  uint64_t bits;
  int hex_digits;
  if (info.small_float) {
    bits = EncodeFloat(*info.small_float, v);
    hex_digits = (ElementStorageBytes(e)) * 2;
  } else if (e == ElementType::kF32) {
    float f = static_cast<float>(v);
    uint32_t b;
    std::memcpy(&b, &f, 4);
    bits = b;
    hex_digits = 8;
  } else {
    std::memcpy(&bits, &v, 8);
    hex_digits = 16;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%0*llX", hex_digits, static_cast<unsigned long long>(bits));
  out += buf;
}

void AppendFloatValue(std::string& out, ElementType e, double v) {
  if (!std::isfinite(v)) {
    AppendFloatBits(out, e, v);
  } else if (e == ElementType::kF64) {
    AppendShortestFloat(out, v);
  } else {
    AppendShortestFloat(out, static_cast<float>(v));
  }
}

void AppendInt(std::string& out, int64_t v, Type type) {
  if (type && type.IsElement() && IsUnsigned(type.element()))
    out += std::to_string(static_cast<uint64_t>(v));
  else
    out += std::to_string(v);
}

void AppendAttr(std::string& out, const Attr& a);

void AppendIntList(std::string& out, std::span<const int64_t> v) {
  out += '[';
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(v[i]);
  }
  out += ']';
}

void AppendDictEntries(std::string& out, std::span<const NamedAttr> entries) {
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) out += ", ";
    if (IsBareIdentifier(entries[i].name))
      out += entries[i].name;
    else
      AppendEscaped(out, entries[i].name);
    if (!entries[i].value.Is(AttrKind::kUnit)) {
      out += " = ";
      AppendAttr(out, entries[i].value);
    }
  }
}

void AppendDenseElement(std::string& out, const Attr& a, int64_t i) {
  ElementType e = a.type().storage_element();
  if (IsBool(e)) {
    out += DenseIntAt(a, i) ? "true" : "false";
  } else if (IsComplex(e)) {
    // Two parts, each of the part type.
    ElementType part = ComplexPartType(e);
    int part_bytes = ElementStorageBytes(part);
    const std::string& data = a.dense_bytes();
    int64_t offset = a.dense_is_splat() ? 0 : i * 2 * part_bytes;
    auto read = [&](int64_t off) {
      if (part == ElementType::kF32) {
        float f;
        std::memcpy(&f, data.data() + off, 4);
        return static_cast<double>(f);
      }
      double d;
      std::memcpy(&d, data.data() + off, 8);
      return d;
    };
    out += '(';
    AppendFloatValue(out, part, read(offset));
    out += ", ";
    AppendFloatValue(out, part, read(offset + part_bytes));
    out += ')';
  } else if (IsFloat(e)) {
    AppendFloatValue(out, e, DenseFloatAt(a, i));
  } else {
    int64_t v = DenseIntAt(a, i);
    if (IsUnsigned(e))
      out +=
          std::to_string(static_cast<uint64_t>(v) & (GetElementInfo(e).bit_width == 64
                                                         ? ~uint64_t{0}
                                                         : (uint64_t{1} << GetElementInfo(e).bit_width) - 1));
    else
      out += std::to_string(v);
  }
}

void AppendDense(std::string& out, const Attr& a) {
  Type t = a.type();
  out += "dense<";
  const std::string& data = a.dense_bytes();
  int64_t n = t.NumElements();
  if (a.dense_is_splat()) {
    AppendDenseElement(out, a, 0);
  } else if (n == 0) {
    // dense<>
  } else if (data.size() > 256) {
    static const char kHex[] = "0123456789ABCDEF";
    std::string hex;
    hex.resize(2 + data.size() * 2);
    hex[0] = '0';
    hex[1] = 'x';
    for (size_t i = 0; i < data.size(); ++i) {
      auto c = static_cast<unsigned char>(data[i]);
      hex[2 + 2 * i] = kHex[c >> 4];
      hex[3 + 2 * i] = kHex[c & 15];
    }
    out += '"';
    out += hex;
    out += '"';
  } else if (t.rank() == 0) {
    AppendDenseElement(out, a, 0);
  } else {
    auto dims = t.dims();
    std::vector<int64_t> index(dims.size(), 0);
    int64_t flat = 0;
    // Nested lists, row-major.
    std::function<void(size_t)> level = [&](size_t d) {
      out += '[';
      for (int64_t k = 0; k < dims[d]; ++k) {
        if (k) out += ", ";
        if (d + 1 == dims.size())
          AppendDenseElement(out, a, flat++);
        else
          level(d + 1);
      }
      out += ']';
    };
    level(0);
  }
  out += "> : ";
  out += t.ToString();
}

void AppendLoc(std::string& out, const Attr& a, bool with_keyword);

void AppendLocBody(std::string& out, const Attr& a) {
  switch (a.loc_kind()) {
    case LocKind::kUnknown:
      out += "unknown";
      return;
    case LocKind::kFileLineCol:
      AppendEscaped(out, a.string_value());
      out += ':' + std::to_string(a.loc_line()) + ':' + std::to_string(a.loc_col());
      if (a.elements().size() == 2)  // a range: `to line:col`
        out += " to " + std::to_string(a.elements()[0].int_value()) + ":" +
               std::to_string(a.elements()[1].int_value());
      return;
    case LocKind::kName:
      AppendEscaped(out, a.string_value());
      if (!a.elements().empty()) {
        out += '(';
        AppendLocBody(out, a.elements()[0]);
        out += ')';
      }
      return;
    case LocKind::kCallSite:
      out += "callsite(";
      AppendLocBody(out, a.elements()[0]);
      out += " at ";
      AppendLocBody(out, a.elements()[1]);
      out += ')';
      return;
    case LocKind::kFused:
      out += "fused";
      if (a.loc_metadata()) {
        out += '<';
        AppendAttr(out, a.loc_metadata());
        out += '>';
      }
      out += '[';
      for (size_t i = 0; i < a.elements().size(); ++i) {
        if (i) out += ", ";
        AppendLocBody(out, a.elements()[i]);
      }
      out += ']';
      return;
  }
}

void AppendLoc(std::string& out, const Attr& a, bool with_keyword) {
  if (with_keyword) out += "loc(";
  AppendLocBody(out, a);
  if (with_keyword) out += ')';
}

void AppendConvDims(std::string& out, const ConvDims& d) {
  auto group = [&](int64_t da, char a, int64_t db, char b, const std::vector<int64_t>& spatial) {
    size_t rank = spatial.size() + 2;
    std::vector<std::string> items(rank, "?");
    if (da >= 0 && static_cast<size_t>(da) < rank) items[da] = std::string(1, a);
    if (db >= 0 && static_cast<size_t>(db) < rank) items[db] = std::string(1, b);
    for (size_t s = 0; s < spatial.size(); ++s)
      if (spatial[s] >= 0 && static_cast<size_t>(spatial[s]) < rank) items[spatial[s]] = std::to_string(s);
    out += '[';
    for (size_t i = 0; i < rank; ++i) {
      if (i) out += ", ";
      out += items[i];
    }
    out += ']';
  };
  group(d.input_batch, 'b', d.input_feature, 'f', d.input_spatial);
  out += 'x';
  group(d.kernel_input_feature, 'i', d.kernel_output_feature, 'o', d.kernel_spatial);
  out += "->";
  group(d.output_batch, 'b', d.output_feature, 'f', d.output_spatial);
}

// Whether a #stablehlo.conv struct can be written in its compact form: every position named once.
bool ConvDimsAreCompact(const ConvDims& d) {
  auto ok = [](int64_t a, int64_t b, const std::vector<int64_t>& spatial) {
    size_t rank = spatial.size() + 2;
    std::vector<int> seen(rank, 0);
    for (int64_t p : {a, b}) {
      if (p < 0 || static_cast<size_t>(p) >= rank || seen[p]++) return false;
    }
    for (int64_t p : spatial)
      if (p < 0 || static_cast<size_t>(p) >= rank || seen[p]++) return false;
    return true;
  };
  return ok(d.input_batch, d.input_feature, d.input_spatial) &&
         ok(d.kernel_input_feature, d.kernel_output_feature, d.kernel_spatial) &&
         ok(d.output_batch, d.output_feature, d.output_spatial);
}

void AppendStructFields(std::string& out, const Attr& a) {
  auto fields = a.entries();
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i) out += ", ";
    out += fields[i].name;
    out += " = ";
    AppendAttr(out, fields[i].value);
  }
}

void AppendAttr(std::string& out, const Attr& a) {
  if (!a) {
    out += "<<null attribute>>";
    return;
  }
  switch (a.kind()) {
    case AttrKind::kUnit:
      out += "unit";
      return;
    case AttrKind::kBool:
      out += a.bool_value() ? "true" : "false";
      return;
    case AttrKind::kInteger:
      AppendInt(out, a.int_value(), a.type());
      if (a.type()) out += " : " + a.type().ToString();
      return;
    case AttrKind::kFloat: {
      ElementType e = a.type() ? a.type().element() : ElementType::kF64;
      AppendFloatValue(out, a.type() ? e : ElementType::kF64, a.float_value());
      if (a.type()) {
        out += " : " + a.type().ToString();
      } else if (!std::isfinite(a.float_value())) {
        out += " : f64";  // a bit pattern alone would read back as an integer
      }
      return;
    }
    case AttrKind::kString:
      AppendEscaped(out, a.string_value());
      return;
    case AttrKind::kType:
      out += a.type().ToString();
      return;
    case AttrKind::kArray: {
      out += '[';
      auto elems = a.elements();
      for (size_t i = 0; i < elems.size(); ++i) {
        if (i) out += ", ";
        AppendAttr(out, elems[i]);
      }
      out += ']';
      return;
    }
    case AttrKind::kDenseArray: {
      ElementType e = a.dense_array_element();
      out += "array<";
      out += GetElementInfo(e).mnemonic;
      bool first = true;
      if (IsFloat(e)) {
        for (double v : a.dense_array_floats()) {
          out += first ? ": " : ", ";
          first = false;
          AppendFloatValue(out, e, v);
        }
      } else {
        for (int64_t v : a.dense_array_ints()) {
          out += first ? ": " : ", ";
          first = false;
          if (IsBool(e))
            out += v ? "true" : "false";
          else
            AppendInt(out, v, Type());
        }
      }
      out += '>';
      return;
    }
    case AttrKind::kDenseElements:
      AppendDense(out, a);
      return;
    case AttrKind::kDenseResource:
      out += "dense_resource<";
      if (IsBareIdentifier(a.string_value()))
        out += a.string_value();
      else
        AppendEscaped(out, a.string_value());
      out += "> : " + a.type().ToString();
      return;
    case AttrKind::kDictionary:
      out += '{';
      AppendDictEntries(out, a.entries());
      out += '}';
      return;
    case AttrKind::kSymbolRef: {
      auto path = a.symbol_path();
      for (size_t i = 0; i < path.size(); ++i) {
        if (i) out += "::";
        AppendSymbol(out, path[i]);
      }
      return;
    }
    case AttrKind::kEnum:
      out += "#" + a.enum_dialect() + "<" + EnumFamilyName(a.enum_family()) + " " +
             EnumValueName(a.enum_family(), a.enum_value()) + ">";
      return;
    case AttrKind::kStruct:
      out += '#';
      out += StructName(a.struct_kind());
      out += '<';
      if (a.struct_kind() == StructKind::kConvDims) {
        ConvDims d = GetConvDims(a);
        if (ConvDimsAreCompact(d)) {
          AppendConvDims(out, d);
        } else {
          out += "raw ";
          AppendStructFields(out, a);
        }
      } else {
        AppendStructFields(out, a);
      }
      out += '>';
      return;
    case AttrKind::kLocation:
      AppendLoc(out, a, true);
      return;
    case AttrKind::kOpaque:
      out += a.string_value();
      return;
  }
}

// ---- Ops ---------------------------------------------------------------------------------------

class Printer {
 public:
  Printer(const PrintOptions& options) : options_(options) {}

  std::string PrintModule(const Module& m) {
    out_ += "module";
    if (!m.name().empty()) {
      out_ += ' ';
      AppendSymbol(out_, m.name());
    }
    if (!m.attrs().empty()) {
      out_ += " attributes {";
      AppendDictEntries(out_, m.attrs());
      out_ += '}';
    }
    out_ += " {\n";
    indent_ = 1;
    for (const auto& op : m.body().ops()) PrintOp(*op);
    out_ += '}';
    if (options_.debug_info && m.debug_loc()) {
      out_ += ' ';
      AppendLoc(out_, m.debug_loc(), true);
    }
    out_ += '\n';
    return std::move(out_);
  }

 private:
  // ---- Names ----
  void ResetNames() {
    names_.clear();
    next_value_ = 0;
    next_arg_ = 0;
    next_block_ = 0;
    block_names_.clear();
  }
  std::string NameArg(const Value* v, const char* prefix = "%arg") {
    std::string n = prefix + std::to_string(next_arg_++);
    names_[v] = n;
    return n;
  }
  const std::string& ValueName(const Value* v) {
    auto it = names_.find(v);
    if (it != names_.end()) return it->second;
    // A value printed before its definition (cannot happen in valid IR) still gets a unique name.
    return names_[v] = "%unnamed" + std::to_string(next_value_++);
  }
  // `%3` or `%3#1` for results of multi-result ops.
  std::string Ref(const Value* v) {
    const Op* def = v->defining_op();
    if (def && def->num_results() > 1) return ValueName(def->result(0)) + "#" + std::to_string(v->index());
    return ValueName(v);
  }
  const std::string& BlockName(const Block* b) {
    auto it = block_names_.find(b);
    if (it != block_names_.end()) return it->second;
    return block_names_[b] = "^bb" + std::to_string(next_block_++);
  }

  // ---- Output helpers ----
  void Indent() { out_.append(static_cast<size_t>(indent_) * 2, ' '); }
  void Operands(std::span<Value* const> vs) {
    for (size_t i = 0; i < vs.size(); ++i) {
      if (i) out_ += ", ";
      out_ += Ref(vs[i]);
    }
  }
  void TypeList(const std::vector<Type>& ts) {
    for (size_t i = 0; i < ts.size(); ++i) {
      if (i) out_ += ", ";
      out_ += ts[i].ToString();
    }
  }
  static std::vector<Type> OperandTypes(const Op& op) {
    std::vector<Type> ts;
    for (Value* v : op.operands()) ts.push_back(v->type());
    return ts;
  }
  static std::vector<Type> ResultTypes(const Op& op) {
    std::vector<Type> ts;
    for (int i = 0; i < op.num_results(); ++i) ts.push_back(op.result(i)->type());
    return ts;
  }
  void FunctionalType(const Op& op) {
    out_ += "(";
    TypeList(OperandTypes(op));
    out_ += ") -> ";
    auto results = ResultTypes(op);
    if (results.size() == 1 && !results[0].IsFunction()) {
      out_ += results[0].ToString();
    } else {
      out_ += '(';
      TypeList(results);
      out_ += ')';
    }
  }
  // ` : T` when the op's operands and result all have type T, else ` : (A, B) -> R`; always the latter
  // for ops with the kFunctionalType trait, whose MLIR syntax reads nothing else (a square matmul, the
  // transpose of a square matrix).
  void SameOrFunctional(const Op& op) {
    out_ += " : ";
    bool same = op.num_results() == 1 && !GetOpInfo(op.kind()).Has(kFunctionalType);
    Type t = same ? op.result(0)->type() : Type();
    for (Value* v : op.operands()) same = same && v->type() == t;
    if (same)
      out_ += t.ToString();
    else
      FunctionalType(op);
  }
  // Prints ` {attrs}` with every attribute except `elided`.
  void AttrDict(const Op& op, std::initializer_list<std::string_view> elided, const char* prefix = " ") {
    std::vector<NamedAttr> rest;
    for (const NamedAttr& a : op.attrs()) {
      bool skip = false;
      for (std::string_view e : elided) skip |= a.name == e;
      if (!skip) rest.push_back(a);
    }
    if (rest.empty()) return;
    out_ += prefix;
    out_ += '{';
    AppendDictEntries(out_, rest);
    out_ += '}';
  }
  void Attribute(const Attr& a) { AppendAttr(out_, a); }
  // `@symbol(%a, %b) {attrs} : (A, B) -> R`, leaving out the attribute that names the symbol.
  void SymbolCall(const Op& op, std::string_view symbol, std::string_view symbol_attr) {
    AppendSymbol(out_, symbol);
    out_ += '(';
    Operands(op.operands());
    out_ += ')';
    AttrDict(op, {symbol_attr});
    out_ += " : ";
    FunctionalType(op);
  }
  // An i64 list attribute (dense array, array or 1-D dense) as [1, 2].
  bool IntListOf(const Op& op, const char* name) {
    Attr a = op.attr(name);
    if (!a.Is(AttrKind::kDenseArray) || a.dense_array_element() != ElementType::kSI64) return false;
    AppendIntList(out_, a.dense_array_ints());
    return true;
  }
  static bool IsI64Array(const Op& op, const char* name) {
    Attr a = op.attr(name);
    return a.Is(AttrKind::kDenseArray) && a.dense_array_element() == ElementType::kSI64;
  }
  static bool IsEnum(const Op& op, const char* name, EnumFamily family) {
    Attr a = op.attr(name);
    return a.Is(AttrKind::kEnum) && a.enum_family() == family && a.enum_dialect() == "stablehlo";
  }
  static bool IsPrecisionList(const Attr& a) {
    if (!a.Is(AttrKind::kArray)) return false;
    for (const Attr& e : a.elements())
      if (!e.Is(AttrKind::kEnum) || e.enum_family() != EnumFamily::kPrecision ||
          e.enum_dialect() != "stablehlo")
        return false;
    return true;
  }
  void PrecisionList(const Attr& a) {
    out_ += '[';
    auto elems = a.elements();
    for (size_t i = 0; i < elems.size(); ++i) {
      if (i) out_ += ", ";
      out_ += EnumValueName(EnumFamily::kPrecision, elems[i].enum_value());
    }
    out_ += ']';
  }
  static bool IsPlainInt(const Attr& a) { return a.Is(AttrKind::kInteger); }

  // ---- Regions ----
  // Prints `{ ... }`. When `entry_header` is false, the entry block's arguments are named by the op's
  // own syntax and no `^bb0(...)` header is printed for it.
  void RegionBody(const Region& r, bool entry_header) {
    out_ += "{\n";
    ++indent_;
    for (int b = 0; b < r.num_blocks(); ++b) {
      const Block* block = r.block(b);
      bool header = b > 0 || (entry_header && block->num_args() > 0);
      if (header) {
        out_.append(static_cast<size_t>(indent_ - 1) * 2, ' ');
        out_ += BlockName(block);
        if (block->num_args() > 0) {
          out_ += '(';
          for (int i = 0; i < block->num_args(); ++i) {
            if (i) out_ += ", ";
            if (b > 0 || entry_header) NameArg(block->arg(i));
            out_ += ValueName(block->arg(i)) + ": " + block->arg(i)->type().ToString();
            ArgLoc(*block, i);
          }
          out_ += ')';
        }
        out_ += ":\n";
      } else if (b == 0 && entry_header) {
        // no arguments: nothing to declare
      }
      for (const auto& op : block->ops()) PrintOp(*op);
    }
    --indent_;
    Indent();
    out_ += '}';
  }
  void ArgLoc(const Block& b, int i) {
    if (options_.debug_info && b.arg_loc(i)) {
      out_ += ' ';
      AppendLoc(out_, b.arg_loc(i), true);
    }
  }
  // Names the entry block's arguments of every region before printing (for forms that declare them in
  // the op's header, such as while's `%iterArg = %init`).
  void NameEntryArgs(const Region& r, const std::vector<std::string>& names) {
    if (r.empty()) return;
    const Block* b = r.front();
    for (int i = 0; i < b->num_args(); ++i) names_[b->arg(i)] = names[static_cast<size_t>(i)];
  }

  // ---- Ops ----
  void Results(const Op& op) {
    if (op.num_results() == 0) return;
    std::string name = "%" + std::to_string(next_value_++);
    for (int i = 0; i < op.num_results(); ++i) names_[op.result(i)] = name;
    out_ += name;
    if (op.num_results() > 1) out_ += ":" + std::to_string(op.num_results());
    out_ += " = ";
  }

  void PrintOp(const Op& op) {
    Indent();
    // Forward references among blocks need names before the op is printed: results are named here.
    if (op.kind() == OpKind::kFunc && !options_.generic && FuncType(op) && !FuncName(op).empty() &&
        op.num_regions() == 1 && op.num_results() == 0 && op.num_operands() == 0 &&
        (op.region(0)->empty() ||
         op.region(0)->front()->num_args() == static_cast<int>(FuncType(op).types().size()))) {
      PrintFunc(op);
    } else {
      Results(op);
      // Branches have no generic form in hlx (it would need MLIR's successor lists and operand
      // segments): they print pretty in generic mode too.
      bool pretty = !options_.generic || op.num_successors() > 0;
      if (!pretty || !PrintPretty(op)) PrintGeneric(op);
    }
    if (options_.debug_info && op.debug_loc()) {
      out_ += ' ';
      AppendLoc(out_, op.debug_loc(), true);
    }
    out_ += '\n';
  }

  void PrintGeneric(const Op& op) {
    AppendEscaped(out_, op.name());
    out_ += '(';
    Operands(op.operands());
    out_ += ')';
    if (op.num_regions() > 0) {
      out_ += " (";
      for (int i = 0; i < op.num_regions(); ++i) {
        if (i) out_ += ", ";
        RegionBody(*op.region(i), true);
      }
      out_ += ')';
    }
    AttrDict(op, {});
    out_ += " : ";
    FunctionalType(op);
  }

  void PrintFunc(const Op& op) {
    ResetNames();
    out_ += "func.func ";
    if (Attr vis = op.attr("sym_visibility"); vis.Is(AttrKind::kString)) out_ += vis.string_value() + " ";
    AppendSymbol(out_, FuncName(op));
    Type ft = FuncType(op);
    Attr arg_attrs = op.attr("arg_attrs");
    Attr res_attrs = op.attr("res_attrs");
    auto attrs_of = [](const Attr& list, size_t i) -> std::span<const NamedAttr> {
      if (!list.Is(AttrKind::kArray) || i >= list.elements().size()) return {};
      const Attr& d = list.elements()[i];
      if (!d.Is(AttrKind::kDictionary)) return {};
      return d.entries();
    };
    const Block* body = op.region(0)->empty() ? nullptr : op.region(0)->front();
    out_ += '(';
    auto inputs = ft.types();
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (i) out_ += ", ";
      std::string name = "%arg" + std::to_string(next_arg_++);
      if (body && static_cast<int>(i) < body->num_args()) names_[body->arg(static_cast<int>(i))] = name;
      out_ += name + ": " + inputs[i].ToString();
      auto attrs = attrs_of(arg_attrs, i);
      if (!attrs.empty()) {
        out_ += " {";
        AppendDictEntries(out_, attrs);
        out_ += '}';
      }
      if (body && static_cast<int>(i) < body->num_args()) ArgLoc(*body, static_cast<int>(i));
    }
    out_ += ')';
    auto results = ft.results();
    bool any_res_attrs = false;
    for (size_t i = 0; i < results.size(); ++i) any_res_attrs |= !attrs_of(res_attrs, i).empty();
    if (!results.empty()) {
      out_ += " -> ";
      bool parens = results.size() != 1 || any_res_attrs || results[0].IsFunction();
      if (parens) out_ += '(';
      for (size_t i = 0; i < results.size(); ++i) {
        if (i) out_ += ", ";
        out_ += results[i].ToString();
        auto attrs = attrs_of(res_attrs, i);
        if (!attrs.empty()) {
          out_ += " {";
          AppendDictEntries(out_, attrs);
          out_ += '}';
        }
      }
      if (parens) out_ += ')';
    }
    AttrDict(op, {"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"}, " attributes ");
    if (body) {
      out_ += ' ';
      RegionBody(*op.region(0), false);
    }
  }

  // Prints `op` in its pretty form; returns false (printing nothing) when its attributes do not fit.
  bool PrintPretty(const Op& op) {
    const OpKind kind = op.kind();
    const OpInfo& info = op.info();
    const size_t mark = out_.size();
    auto name = [&] { out_ += op.name(); };
    auto fixed_results = [&](int n) {
      return op.num_results() == n && op.num_regions() == 0 && op.num_successors() == 0;
    };
    switch (info.syntax) {
      case Syntax::kGeneric:
        return false;

      case Syntax::kDefault:
        if (!fixed_results(info.num_results >= 0 ? info.num_results : 1)) return false;
        name();
        if (op.num_operands()) out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {});
        SameOrFunctional(op);
        return true;

      case Syntax::kCompare:
        if (!fixed_results(1) || !IsEnum(op, "comparison_direction", EnumFamily::kComparisonDirection))
          return false;
        if (op.attr("compare_type") && !IsEnum(op, "compare_type", EnumFamily::kComparisonType)) return false;
        name();
        out_ += ' ';
        out_ += EnumValueName(EnumFamily::kComparisonDirection, op.attr("comparison_direction").enum_value());
        out_ += ", ";
        Operands(op.operands());
        if (Attr t = op.attr("compare_type")) {
          out_ += ", ";
          out_ += EnumValueName(EnumFamily::kComparisonType, t.enum_value());
        }
        AttrDict(op, {"comparison_direction", "compare_type"});
        SameOrFunctional(op);
        return true;

      case Syntax::kComplex: {
        if (!fixed_results(1) || op.num_operands() != 2) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {});
        out_ += " : ";
        Type r = op.result(0)->type();
        bool derived = false;
        if (r.IsTensor() && r.element_type().IsElement() && IsComplex(r.element_type().element())) {
          Type a = op.operand(0)->type(), b = op.operand(1)->type();
          derived = a == b && a.IsTensor() && a.element_type().IsElement() &&
                    a.element_type().element() == ComplexPartType(r.element_type().element()) &&
                    std::equal(a.dims().begin(), a.dims().end(), r.dims().begin(), r.dims().end());
        }
        if (derived)
          out_ += r.ToString();
        else
          FunctionalType(op);
        return true;
      }

      case Syntax::kSelect:
        if (!fixed_results(1) || op.num_operands() != 3) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {});
        out_ += " : ";
        if (op.operand(1)->type() == op.result(0)->type() && op.operand(2)->type() == op.result(0)->type()) {
          out_ += op.operand(0)->type().ToString() + ", " + op.result(0)->type().ToString();
        } else {
          FunctionalType(op);
        }
        return true;

      case Syntax::kConstant: {
        Attr v = op.attr("value");
        if (!fixed_results(0 + 1) || op.num_operands() != 0) return false;
        if (!(v.Is(AttrKind::kDenseElements) || v.Is(AttrKind::kDenseResource)) ||
            v.type() != op.result(0)->type())
          return false;
        name();
        AttrDict(op, {"value"});
        out_ += ' ';
        Attribute(v);
        return true;
      }

      case Syntax::kDim:
      case Syntax::kDims:
      case Syntax::kSizes: {
        SyntaxKeyword kw = GetSyntaxKeyword(kind);
        if (!fixed_results(1)) return false;
        Attr a = op.attr(kw.attr);
        if (info.syntax == Syntax::kDim ? !IsPlainInt(a) : !IsI64Array(op, kw.attr)) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        if (op.num_operands()) out_ += ", ";
        out_ += kw.keyword;
        out_ += " = ";
        if (info.syntax == Syntax::kDim)
          out_ += std::to_string(a.int_value());
        else
          IntListOf(op, kw.attr);
        AttrDict(op, {kw.attr});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kSlice: {
        if (!fixed_results(1) || !IsI64Array(op, "start_indices") || !IsI64Array(op, "limit_indices") ||
            !IsI64Array(op, "strides"))
          return false;
        auto s = op.attr("start_indices").dense_array_ints();
        auto l = op.attr("limit_indices").dense_array_ints();
        auto st = op.attr("strides").dense_array_ints();
        if (s.size() != l.size() || s.size() != st.size()) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += " [";
        for (size_t i = 0; i < s.size(); ++i) {
          if (i) out_ += ", ";
          out_ += std::to_string(s[i]) + ":" + std::to_string(l[i]);
          if (st[i] != 1) out_ += ":" + std::to_string(st[i]);
        }
        out_ += ']';
        AttrDict(op, {"start_indices", "limit_indices", "strides"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kPad:
        if (!fixed_results(1) || !IsI64Array(op, "edge_padding_low") ||
            !IsI64Array(op, "edge_padding_high") || !IsI64Array(op, "interior_padding"))
          return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ", low = ";
        IntListOf(op, "edge_padding_low");
        out_ += ", high = ";
        IntListOf(op, "edge_padding_high");
        out_ += ", interior = ";
        IntListOf(op, "interior_padding");
        AttrDict(op, {"edge_padding_low", "edge_padding_high", "interior_padding"});
        SameOrFunctional(op);
        return true;

      case Syntax::kTuple: {
        if (!fixed_results(1) || !op.result(0)->type().IsTuple()) return false;
        auto elems = op.result(0)->type().types();
        if (elems.size() != static_cast<size_t>(op.num_operands())) return false;
        for (int i = 0; i < op.num_operands(); ++i)
          if (op.operand(i)->type() != elems[static_cast<size_t>(i)]) return false;
        name();
        if (op.num_operands()) out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {});
        out_ += " : " + op.result(0)->type().ToString();
        return true;
      }

      case Syntax::kGetTupleElement: {
        Attr index = op.attr("index");
        if (!fixed_results(1) || !IsPlainInt(index)) return false;
        if (!index.type() || index.type().element() != ElementType::kSI32) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += "[" + std::to_string(index.int_value()) + "]";
        AttrDict(op, {"index"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kDot: {
        Attr p = op.attr("precision_config");
        if (!fixed_results(1) || (p && !IsPrecisionList(p))) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        if (p) {
          out_ += ", precision = ";
          PrecisionList(p);
        }
        AttrDict(op, {"precision_config"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kDotGeneral: {
        Attr dims = op.attr("dot_dimension_numbers");
        Attr p = op.attr("precision_config");
        Attr alg = op.attr("algorithm");
        if (!fixed_results(1) || !dims.Is(AttrKind::kStruct) || dims.struct_kind() != StructKind::kDotDims)
          return false;
        if (p && !IsPrecisionList(p)) return false;
        if (alg && !(alg.Is(AttrKind::kStruct) && alg.struct_kind() == StructKind::kDotAlgorithm))
          return false;
        DotDims d = GetDotDims(dims);
        name();
        out_ += ' ';
        Operands(op.operands());
        if (!d.lhs_batching.empty() || !d.rhs_batching.empty()) {
          out_ += ", batching_dims = ";
          AppendIntList(out_, d.lhs_batching);
          out_ += " x ";
          AppendIntList(out_, d.rhs_batching);
        }
        out_ += ", contracting_dims = ";
        AppendIntList(out_, d.lhs_contracting);
        out_ += " x ";
        AppendIntList(out_, d.rhs_contracting);
        if (p) {
          out_ += ", precision = ";
          PrecisionList(p);
        }
        if (alg) {
          out_ += ", algorithm = <";
          AppendStructFields(out_, alg);
          out_ += '>';
        }
        AttrDict(op, {"dot_dimension_numbers", "precision_config", "algorithm"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kConvolution: {
        Attr dims = op.attr("dimension_numbers");
        if (!fixed_results(1) || !dims.Is(AttrKind::kStruct) || dims.struct_kind() != StructKind::kConvDims)
          return false;
        ConvDims d = GetConvDims(dims);
        if (!ConvDimsAreCompact(d)) return false;
        Attr padding = op.attr("padding");
        if (padding) {
          Type pt = padding.Is(AttrKind::kDenseElements) ? padding.type() : Type();
          if (!pt || pt.rank() != 2 || pt.dims()[1] != 2 || !pt.element_type().IsElement() ||
              pt.element_type().element() != ElementType::kSI64)
            return false;
        }
        Attr reversal = op.attr("window_reversal");
        if (reversal &&
            !(reversal.Is(AttrKind::kDenseArray) && reversal.dense_array_element() == ElementType::kI1))
          return false;
        for (const char* a : {"window_strides", "lhs_dilation", "rhs_dilation"})
          if (op.attr(a) && !IsI64Array(op, a)) return false;
        name();
        out_ += '(';
        Operands(op.operands());
        out_ += ") dim_numbers = ";
        AppendConvDims(out_, d);
        out_ += ", window = {";
        bool first = true;
        auto field = [&](const char* key) {
          if (!first) out_ += ", ";
          first = false;
          out_ += key;
          out_ += " = ";
        };
        if (op.attr("window_strides")) {
          field("stride");
          IntListOf(op, "window_strides");
        }
        if (padding) {
          field("pad");
          out_ += '[';
          for (int64_t i = 0; i < padding.type().dims()[0]; ++i) {
            if (i) out_ += ", ";
            out_ += "[" + std::to_string(DenseIntAt(padding, 2 * i)) + ", " +
                    std::to_string(DenseIntAt(padding, 2 * i + 1)) + "]";
          }
          out_ += ']';
        }
        if (op.attr("lhs_dilation")) {
          field("lhs_dilate");
          IntListOf(op, "lhs_dilation");
        }
        if (op.attr("rhs_dilation")) {
          field("rhs_dilate");
          IntListOf(op, "rhs_dilation");
        }
        if (reversal) {
          field("reverse");
          out_ += '[';
          auto flags = reversal.dense_array_ints();
          for (size_t i = 0; i < flags.size(); ++i) {
            if (i) out_ += ", ";
            out_ += flags[i] ? "true" : "false";
          }
          out_ += ']';
        }
        out_ += '}';
        AttrDict(op, {"dimension_numbers", "window_strides", "padding", "lhs_dilation", "rhs_dilation",
                      "window_reversal"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kReduce: {
        const int n = op.num_operands() / 2;
        if (op.num_operands() % 2 != 0 || n == 0 || op.num_regions() != 1 || !IsI64Array(op, "dimensions"))
          return false;
        const Region& r = *op.region(0);
        if (r.num_blocks() != 1 || r.front()->num_args() != 2 * n) return false;
        name();
        out_ += '(';
        for (int i = 0; i < n; ++i) {
          out_ += Ref(op.operand(i)) + " init: " + Ref(op.operand(n + i)) + ")";
          if (i + 1 < n) out_ += ", (";
        }
        // The compact form: the body is one binary op of the two arguments, returned.
        const Block* b = r.front();
        const Op* inner = b->ops().size() == 2 ? b->ops()[0].get() : nullptr;
        const Op* ret = b->ops().size() == 2 ? b->ops()[1].get() : nullptr;
        bool compact = n == 1 && inner && ret && ret->kind() == OpKind::kReturn && ret->num_operands() == 1 &&
                       inner->num_operands() == 2 && inner->num_results() == 1 && inner->num_regions() == 0 &&
                       inner->attrs().empty() && inner->operand(0) == b->arg(0) &&
                       inner->operand(1) == b->arg(1) && ret->operand(0) == inner->result(0) &&
                       std::string_view(inner->name()).starts_with("stablehlo.") &&
                       inner->info().syntax == Syntax::kDefault &&
                       b->arg(0)->type() == op.operand(1)->type() &&
                       b->arg(1)->type() == op.operand(1)->type() &&
                       inner->result(0)->type() == op.operand(1)->type() && !options_.debug_info;
        if (compact) {
          out_ += " applies ";
          out_ += inner->name();
        }
        out_ += " across dimensions = ";
        IntListOf(op, "dimensions");
        AttrDict(op, {"dimensions"});
        out_ += " : ";
        FunctionalType(op);
        if (compact) return true;
        out_ += "\n";
        Indent();
        out_ += " reducer";
        for (int i = 0; i < n; ++i) {
          out_ += '(';
          for (int k : {i, n + i}) {
            if (k != i) out_ += ", ";
            out_ += NameArg(b->arg(k)) + ": " + b->arg(k)->type().ToString();
            ArgLoc(*b, k);
          }
          out_ += ')';
        }
        out_ += ' ';
        RegionBody(r, false);
        return true;
      }

      case Syntax::kWhile: {
        if (op.num_regions() != 2 || op.num_results() != op.num_operands()) return false;
        for (int i = 0; i < 2; ++i) {
          const Region& r = *op.region(i);
          if (r.num_blocks() < 1 || r.front()->num_args() != op.num_operands()) return false;
          for (int k = 0; k < op.num_operands(); ++k)
            if (r.front()->arg(k)->type() != op.operand(k)->type()) return false;
        }
        for (int k = 0; k < op.num_operands(); ++k)
          if (op.result(k)->type() != op.operand(k)->type()) return false;
        name();
        out_ += '(';
        std::vector<std::string> names;
        for (int k = 0; k < op.num_operands(); ++k) {
          if (k) out_ += ", ";
          names.push_back("%iterArg" + std::to_string(next_arg_++));
          out_ += names.back() + " = " + Ref(op.operand(k));
        }
        out_ += ')';
        if (op.num_operands()) {
          out_ += " : ";
          TypeList(OperandTypes(op));
        }
        AttrDict(op, {}, " attributes ");
        out_ += "\n";
        Indent();
        out_ += "cond ";
        NameEntryArgs(*op.region(0), names);
        RegionBody(*op.region(0), false);
        out_ += " do ";
        NameEntryArgs(*op.region(1), names);
        RegionBody(*op.region(1), false);
        return true;
      }

      case Syntax::kTypedOperands: {
        if (op.num_regions() != 0 || op.num_successors() != 0) return false;
        int want = info.num_results == 1 ? 1 : info.num_results < 0 ? op.num_operands() : 0;
        if (op.num_results() != want) return false;
        for (int i = 0; i < op.num_results(); ++i)
          if (op.result(i)->type() != op.operand(i)->type()) return false;
        // Inside a function, its dialect's ops go without prefix.
        out_ += kind == OpKind::kFuncReturn ? "return" : op.name();
        if (op.num_operands()) out_ += ' ';
        Operands(op.operands());
        if (op.num_operands() == 0 && !op.attrs().empty()) return out_.resize(mark), false;
        for (const NamedAttr& a : op.attrs()) {
          out_ += ", " + a.name + " = ";
          if (a.value.Is(AttrKind::kInteger) &&
              (!a.value.type() ||
               (a.value.type().IsElement() && a.value.type().element() == ElementType::kUI64)))
            AppendInt(out_, a.value.int_value(), a.value.type());
          else if (a.value.Is(AttrKind::kFloat) && !a.value.type() && std::isfinite(a.value.float_value()))
            AppendShortestFloat(out_, a.value.float_value());
          else if (a.value.Is(AttrKind::kInteger) || a.value.Is(AttrKind::kFloat) ||
                   a.value.Is(AttrKind::kUnit))
            return out_.resize(mark), false;
          else
            Attribute(a.value);
        }
        if (op.num_operands()) {
          out_ += " : ";
          TypeList(OperandTypes(op));
        }
        return true;
      }

      case Syntax::kComposite: {
        Attr n = op.attr("name");
        if (!n.Is(AttrKind::kString) || op.num_regions() != 0) return false;
        name();
        out_ += ' ';
        AppendEscaped(out_, n.string_value());
        if (op.num_operands()) out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {"name"});
        out_ += " : ";
        FunctionalType(op);
        return true;
      }

      case Syntax::kCustomCall: {
        Attr target = op.attr("call_target_name");
        if (!target.Is(AttrKind::kString) || op.num_regions() != 0) return false;
        name();
        out_ += ' ';
        SymbolCall(op, target.string_value(), "call_target_name");
        return true;
      }

      case Syntax::kFft:
        if (!fixed_results(1) || !IsEnum(op, "fft_type", EnumFamily::kFftType) ||
            !IsI64Array(op, "fft_length"))
          return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ", type = ";
        out_ += EnumValueName(EnumFamily::kFftType, op.attr("fft_type").enum_value());
        out_ += ", length = ";
        IntListOf(op, "fft_length");
        AttrDict(op, {"fft_type", "fft_length"});
        SameOrFunctional(op);
        return true;

      case Syntax::kRng:
        if (!fixed_results(1) || !IsEnum(op, "rng_distribution", EnumFamily::kRngDistribution)) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ", distribution = ";
        out_ += EnumValueName(EnumFamily::kRngDistribution, op.attr("rng_distribution").enum_value());
        AttrDict(op, {"rng_distribution"});
        SameOrFunctional(op);
        return true;

      case Syntax::kRngBitGenerator:
        if (op.num_regions() != 0 || !IsEnum(op, "rng_algorithm", EnumFamily::kRngAlgorithm)) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ", algorithm = ";
        out_ += EnumValueName(EnumFamily::kRngAlgorithm, op.attr("rng_algorithm").enum_value());
        AttrDict(op, {"rng_algorithm"});
        out_ += " : ";
        FunctionalType(op);
        return true;

      case Syntax::kCholesky: {
        Attr lower = op.attr("lower");
        if (!fixed_results(1) || (lower && !lower.Is(AttrKind::kBool))) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        if (lower) out_ += std::string(", lower = ") + (lower.bool_value() ? "true" : "false");
        AttrDict(op, {"lower"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kReducePrecision: {
        Attr e = op.attr("exponent_bits"), m = op.attr("mantissa_bits");
        Type i32 = Type();
        if (!fixed_results(1) || !IsPlainInt(e) || !IsPlainInt(m)) return false;
        i32 = e.type();
        if (!i32 || i32 != m.type() || i32.element() != ElementType::kSI32) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ", format = e" + std::to_string(e.int_value()) + "m" + std::to_string(m.int_value());
        AttrDict(op, {"exponent_bits", "mantissa_bits"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kChlo:
        if (op.num_regions() != 0 || op.num_operands() == 0) return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        AttrDict(op, {});
        out_ += " : ";
        TypeList(OperandTypes(op));
        out_ += " -> ";
        if (op.num_results() == 1) {
          out_ += op.result(0)->type().ToString();
        } else {
          out_ += '(';
          TypeList(ResultTypes(op));
          out_ += ')';
        }
        return true;

      case Syntax::kChloTopK: {
        Attr k = op.attr("k");
        if (op.num_operands() != 1 || !IsPlainInt(k)) return false;
        name();
        out_ += "(" + Ref(op.operand(0)) + ", k = " + std::to_string(k.int_value()) + ")";
        AttrDict(op, {"k"});
        out_ += " : " + op.operand(0)->type().ToString() + " -> (";
        TypeList(ResultTypes(op));
        out_ += ')';
        return true;
      }

      case Syntax::kChloScan: {
        Attr num_inputs = op.attr("num_inputs");
        Attr dim = op.attr("dimension");
        if (!IsPlainInt(num_inputs) || !IsPlainInt(dim) || op.num_regions() != 1) return false;
        int64_t ni = num_inputs.int_value();
        if (ni < 0 || ni > op.num_operands()) return false;
        name();
        out_ += '(';
        Operands(op.operands().subspan(0, static_cast<size_t>(ni)));
        out_ += ") inits(";
        Operands(op.operands().subspan(static_cast<size_t>(ni)));
        out_ += ") dimension=" + std::to_string(dim.int_value());
        AttrDict(op, {"num_inputs", "dimension"}, " attributes ");
        out_ += ' ';
        RegionBody(*op.region(0), true);
        out_ += " : ";
        FunctionalType(op);
        return true;
      }

      case Syntax::kFunc:
        return false;  // PrintOp prints well-formed functions; the rest print in generic form

      case Syntax::kCall: {
        Attr callee = op.attr("callee");
        if (!callee.Is(AttrKind::kSymbolRef) || callee.symbol_path().size() != 1) return false;
        // Qualified: inside a region of another dialect's op MLIR reads no unqualified `call`.
        out_ += kind == OpKind::kFuncCall ? "func.call " : "";
        SymbolCall(op, callee.symbol_path()[0], "callee");
        return true;
      }

      case Syntax::kBranch:
      case Syntax::kCondBranch: {
        name();
        out_ += ' ';
        int first_succ = 0;
        if (info.syntax == Syntax::kCondBranch) {
          if (op.num_successors() != 2 || op.num_operands() < 1) return out_.resize(mark), false;
          out_ += Ref(op.operand(0)) + ", ";
        } else if (op.num_successors() != 1) {
          return out_.resize(mark), false;
        }
        for (int s = first_succ; s < op.num_successors(); ++s) {
          if (s) out_ += ", ";
          out_ += BlockName(op.successor(s));
          int start = op.successor_operand_start(s), count = op.successor_operand_count(s);
          if (count > 0) {
            out_ += '(';
            Operands(op.operands().subspan(static_cast<size_t>(start), static_cast<size_t>(count)));
            out_ += " : ";
            std::vector<Type> ts;
            for (int i = 0; i < count; ++i) ts.push_back(op.operand(start + i)->type());
            TypeList(ts);
            out_ += ')';
          }
        }
        AttrDict(op, {});
        return true;
      }

      case Syntax::kTensorExtract:
        if (op.num_operands() < 1 || op.num_results() != 1) return false;
        name();
        out_ += ' ' + Ref(op.operand(0)) + '[';
        Operands(op.operands().subspan(1));
        out_ += ']';
        AttrDict(op, {});
        out_ += " : " + op.operand(0)->type().ToString();
        return true;

      case Syntax::kSdyMesh: {
        Attr n = op.attr("sym_name"), mesh = op.attr("mesh");
        if (!n.Is(AttrKind::kString) || !mesh.Is(AttrKind::kOpaque) ||
            mesh.string_value().rfind("#sdy.mesh<", 0) != 0)
          return false;
        name();
        out_ += ' ';
        AppendSymbol(out_, n.string_value());
        out_ += " = " + mesh.string_value().substr(9);
        AttrDict(op, {"sym_name", "mesh"});
        return true;
      }

      case Syntax::kSdyShardingConstraint: {
        Attr s = op.attr("sharding");
        if (!fixed_results(1) || !s.Is(AttrKind::kOpaque) || s.string_value().rfind("#sdy.sharding<", 0) != 0)
          return false;
        name();
        out_ += ' ';
        Operands(op.operands());
        out_ += ' ' + s.string_value().substr(13);
        AttrDict(op, {"sharding"});
        SameOrFunctional(op);
        return true;
      }

      case Syntax::kSdyManualComputation: {
        auto fragment = [&](const char* key, std::string_view prefix) -> std::optional<std::string> {
          Attr a = op.attr(key);
          if (!a.Is(AttrKind::kOpaque) || !std::string_view(a.string_value()).starts_with(prefix))
            return std::nullopt;
          return a.string_value().substr(prefix.size(), a.string_value().size() - prefix.size() - 1);
        };
        auto in = fragment("in_shardings", "#sdy.sharding_per_value<");
        auto out = fragment("out_shardings", "#sdy.sharding_per_value<");
        auto axes = fragment("manual_axes", "#sdy<manual_axes");
        if (!in || !out || !axes) return false;
        if (op.num_regions() != 1 || op.region(0)->empty()) return false;
        name();
        out_ += '(';
        Operands(op.operands());
        out_ += ')';
        out_ += " in_shardings=" + *in + " out_shardings=" + *out + " manual_axes=" + *axes;
        AttrDict(op, {"in_shardings", "out_shardings", "manual_axes"});
        if (op.attrs().size() != 3) return out_.resize(mark), false;
        const Block* b = op.region(0)->front();
        out_ += " (";
        // The body is isolated: its names restart? No: names stay unique within the function.
        for (int i = 0; i < b->num_args(); ++i) {
          if (i) out_ += ", ";
          out_ += NameArg(b->arg(i)) + ": " + b->arg(i)->type().ToString();
          ArgLoc(*b, i);
        }
        out_ += ") ";
        RegionBody(*op.region(0), false);
        out_ += " : ";
        FunctionalType(op);
        return true;
      }

      case Syntax::kCheckConst: {
        Attr v = op.attr("value");
        if (op.num_results() != 0 || op.num_operands() != 1 || !v.Is(AttrKind::kDenseElements) ||
            v.type() != op.operand(0)->type())
          return false;
        name();
        out_ += ' ' + Ref(op.operand(0)) + ", ";
        Attribute(v);
        AttrDict(op, {"value"});
        return true;
      }
    }
    HLX_UNREACHABLE("unhandled syntax");
  }

  const PrintOptions& options_;
  std::string out_;
  int indent_ = 0;
  std::unordered_map<const Value*, std::string> names_;
  std::unordered_map<const Block*, std::string> block_names_;
  int next_value_ = 0;
  int next_arg_ = 0;
  int next_block_ = 0;
};

}  // namespace

std::string PrintModule(const Module& module, const PrintOptions& options) {
  return Printer(options).PrintModule(module);
}

std::string PrintAttr(const Attr& attr) {
  std::string out;
  AppendAttr(out, attr);
  return out;
}

}  // namespace hlx
