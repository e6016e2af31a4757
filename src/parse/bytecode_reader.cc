// Builds hlx's IR from a bytecode file's op tree: VHLO ops become the StableHLO ops they version, with
// their attributes turned back into StableHLO's as StableHLO's VHLO-to-StableHLO legalization does.
#include "parse/bytecode_reader.h"

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ir/printer.h"
#include "parse/bytecode_attrs.h"
#include "parse/bytecode_container.h"

namespace hlx {

namespace {

using bytecode::AttrTypeDecoder;
using bytecode::ByteReader;
using bytecode::Container;
using bytecode::RawBlock;
using bytecode::RawOp;
using bytecode::Source;

struct VhloOp {
  const char* mnemonic;
  OpKind kind;
  const char* attrs;  // the properties' attribute names, sorted, separated by spaces
};

constexpr VhloOp kVhloOps[] = {
#define VHLO_OP(MNEMONIC, KIND, ATTRS) {MNEMONIC, OpKind::k##KIND, ATTRS},
#include "parse/vhlo_ops.def"
};

// Ops of other dialects whose properties hlx reads: their attribute names in properties order; a name
// starting with '?' is optional.
struct PropertyLayout {
  const char* op;
  const char* attrs;
};
constexpr PropertyLayout kPropertyLayouts[] = {
    {"builtin.module", "?sym_name ?sym_visibility"},
    {"sdy.mesh", "mesh sym_name"},
    {"sdy.sharding_constraint", "sharding"},
    {"sdy.manual_computation", "in_shardings manual_axes out_shardings"},
    {"sdy.constant", "value"},
    {"sdy.return", ""},
};

std::vector<std::string> SplitNames(std::string_view names) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < names.size()) {
    size_t end = names.find(' ', pos);
    if (end == std::string_view::npos) end = names.size();
    if (end > pos) out.emplace_back(names.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

bool OneOf(OpKind kind, std::initializer_list<OpKind> kinds) {
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

// Upper bound on the elements of an integer list an attribute may spell out (a splat may stand for more).
constexpr int64_t kMaxListElements = int64_t{1} << 16;

// ---- Predicates on attributes, for StableHLO's defaults ----------------------------------------

bool IsBoolValue(const Attr& a, bool v) { return a.Is(AttrKind::kBool) && a.bool_value() == v; }
bool IsIntValue(const Attr& a, int64_t v) { return a.Is(AttrKind::kInteger) && a.int_value() == v; }
bool IsEmptyString(const Attr& a) { return a.Is(AttrKind::kString) && a.string_value().empty(); }
bool IsEmptyDictionary(const Attr& a) { return a.Is(AttrKind::kDictionary) && a.entries().empty(); }
bool IsEmptyArray(const Attr& a) { return a.Is(AttrKind::kArray) && a.elements().empty(); }
bool IsEmptyTensor(const Attr& a) { return a.Is(AttrKind::kDenseElements) && a.dense_bytes().empty(); }
// A dense integer (or i1) splat of `v`; as in MLIR, a single element counts as a splat.
bool IsSplatOf(const Attr& a, int64_t v) {
  if (!a.Is(AttrKind::kDenseElements)) return false;
  ElementType e = a.type().storage_element();
  if (!IsInteger(e) && !IsBool(e)) return false;
  if (!a.dense_is_splat() && a.type().NumElements() != 1) return false;
  return DenseIntAt(a, 0) == v;
}
bool AllDefaultPrecision(const Attr& a) {
  if (!a.Is(AttrKind::kArray)) return false;
  for (const Attr& e : a.elements())
    if (!e.Is(AttrKind::kEnum) || e.enum_family() != EnumFamily::kPrecision || e.enum_value() != 0)
      return false;
  return true;
}
bool IsFalse(const Attr& a) { return IsBoolValue(a, false); }
bool IsZero(const Attr& a) { return IsIntValue(a, 0); }
bool IsMinusOne(const Attr& a) { return IsIntValue(a, -1); }
bool IsSplatOne(const Attr& a) { return IsSplatOf(a, 1); }
bool IsSplatZero(const Attr& a) { return IsSplatOf(a, 0); }
bool IsNoComparisonType(const Attr& a) {
  return a.Is(AttrKind::kEnum) && a.enum_family() == EnumFamily::kComparisonType && a.enum_value() == 0;
}
bool IsEmptyConfig(const Attr& a) { return IsEmptyString(a) || IsEmptyDictionary(a); }
bool IsOriginalApi(const Attr& a) { return IsIntValue(a, 1); }  // API_VERSION_ORIGINAL
bool IsDefaultResultAccuracy(const Attr& a) {
  if (!a.Is(AttrKind::kStruct) || a.struct_kind() != StructKind::kResultAccuracy || a.entries().size() != 1)
    return false;
  Attr mode = a.Get("mode");
  return mode.Is(AttrKind::kOpaque) && mode.string_value() == "#stablehlo.result_accuracy_mode<DEFAULT>";
}

// The attributes StableHLO leaves out when they hold their default, by op (StableHLO's
// VhloLegalizeToStablehlo removes the same).
struct DefaultValue {
  std::initializer_list<OpKind> kinds;
  const char* attr;
  bool (*is_default)(const Attr&);
};
const std::initializer_list<OpKind> kCollectives = {
    OpKind::kAllGather,         OpKind::kAllReduce,           OpKind::kReduceScatter,   OpKind::kAllToAll,
    OpKind::kCollectivePermute, OpKind::kCollectiveBroadcast, OpKind::kCollectiveReduce};
const std::initializer_list<OpKind> kConvolutions = {OpKind::kConvolution, OpKind::kDynamicConv};
const DefaultValue kDefaultValues[] = {
    {{OpKind::kFunc}, "sym_visibility", IsEmptyString},
    {{OpKind::kFunc}, "arg_attrs", IsEmptyArray},
    {{OpKind::kFunc}, "res_attrs", IsEmptyArray},
    {kCollectives, "channel_id", IsZero},
    {kCollectives, "use_global_device_ids", IsFalse},
    {kCollectives, "has_dynamic_root", IsFalse},
    {{OpKind::kCholesky}, "lower", IsFalse},
    {{OpKind::kCompare}, "compare_type", IsNoComparisonType},
    {{OpKind::kComposite}, "version", IsZero},
    {{OpKind::kComposite}, "composite_attributes", IsEmptyDictionary},
    {kConvolutions, "window_strides", IsSplatOne},
    {{OpKind::kConvolution}, "padding", IsSplatZero},
    {kConvolutions, "lhs_dilation", IsSplatOne},
    {kConvolutions, "rhs_dilation", IsSplatOne},
    {kConvolutions, "window_reversal", IsSplatZero},
    {kConvolutions, "precision_config", AllDefaultPrecision},
    {{OpKind::kCustomCall}, "has_side_effect", IsFalse},
    {{OpKind::kCustomCall}, "backend_config", IsEmptyConfig},
    {{OpKind::kCustomCall}, "api_version", IsOriginalApi},
    {{OpKind::kCustomCall}, "called_computations", IsEmptyArray},
    {{OpKind::kCustomCall}, "output_operand_aliases", IsEmptyArray},
    {{OpKind::kCustomCall}, "result_tilings", IsEmptyArray},
    {{OpKind::kDot, OpKind::kDotGeneral}, "precision_config", AllDefaultPrecision},
    {{OpKind::kDynamicBroadcastInDim}, "known_expanding_dimensions", IsEmptyTensor},
    {{OpKind::kDynamicBroadcastInDim}, "known_nonexpanding_dimensions", IsEmptyTensor},
    {{OpKind::kGather, OpKind::kDynamicGather}, "indices_are_sorted", IsFalse},
    {{OpKind::kInfeed}, "infeed_config", IsEmptyString},
    {{OpKind::kInfeed}, "layout", IsEmptyArray},
    {{OpKind::kOutfeed}, "outfeed_config", IsEmptyString},
    {{OpKind::kSend, OpKind::kRecv}, "is_host_transfer", IsFalse},
    {{OpKind::kSend, OpKind::kRecv}, "source_target_pairs", IsEmptyTensor},
    {{OpKind::kReduceWindow}, "window_strides", IsSplatOne},
    {{OpKind::kReduceWindow}, "base_dilations", IsSplatOne},
    {{OpKind::kReduceWindow}, "window_dilations", IsSplatOne},
    {{OpKind::kReduceWindow}, "padding", IsSplatZero},
    {{OpKind::kScatter}, "indices_are_sorted", IsFalse},
    {{OpKind::kScatter}, "unique_indices", IsFalse},
    {{OpKind::kSelectAndScatter}, "window_strides", IsSplatOne},
    {{OpKind::kSelectAndScatter}, "padding", IsSplatZero},
    {{OpKind::kSort}, "dimension", IsMinusOne},
    {{OpKind::kSort}, "is_stable", IsFalse},
    {{OpKind::kCbrt, OpKind::kCosine, OpKind::kExponential, OpKind::kExponentialMinusOne, OpKind::kLog,
      OpKind::kLogPlusOne, OpKind::kLogistic, OpKind::kRsqrt, OpKind::kSine, OpKind::kSqrt, OpKind::kTan,
      OpKind::kTanh},
     "result_accuracy",
     IsDefaultResultAccuracy},
};

Attr UntypedInt(int64_t v) { return Attr::Integer(v, Type()); }
Attr UntypedIntList(const std::vector<int64_t>& values) {
  std::vector<Attr> elements;
  for (int64_t v : values) elements.push_back(UntypedInt(v));
  return Attr::Array(std::move(elements));
}

// The attributes of an op being converted.
class AttrList {
 public:
  explicit AttrList(std::vector<NamedAttr> attrs) : attrs_(std::move(attrs)) {}
  Attr Get(std::string_view name) const {
    for (const NamedAttr& a : attrs_)
      if (a.name == name) return a.value;
    return Attr();
  }
  void Erase(std::string_view name) {
    std::erase_if(attrs_, [&](const NamedAttr& a) { return a.name == name; });
  }
  void Set(std::string_view name, Attr value) {
    Erase(name);
    attrs_.push_back({std::string(name), std::move(value)});
  }
  // Erases `name` when its value satisfies `is_default`.
  template <typename Pred>
  void EraseIf(std::string_view name, Pred is_default) {
    Attr a = Get(name);
    if (a && is_default(a)) Erase(name);
  }
  const std::vector<NamedAttr>& all() const { return attrs_; }

 private:
  std::vector<NamedAttr> attrs_;
};

// ---- The builder -------------------------------------------------------------------------------

class ModuleBuilder {
 public:
  ModuleBuilder(Source& source, const Container& container, Module& module)
      : source_(source),
        container_(container),
        module_(module),
        decoder_(source, container, module.types()),
        values_(container.num_values, nullptr),
        vhlo_ops_(container.op_names.size(), nullptr) {
    for (size_t i = 0; i < container.op_names.size(); ++i) {
      std::string_view name = container.op_names[i].name;
      if (name.substr(0, 5) != "vhlo.") continue;
      for (const VhloOp& op : kVhloOps)
        if (name.substr(5) == op.mnemonic) vhlo_ops_[i] = &op;
    }
  }

  bool Build() {
    const RawBlock& top = container_.top;
    if (top.ops.size() == 1 && container_.op_names[top.ops[0].name].name == "builtin.module")
      return BuildModuleOp(top.ops[0]);
    for (const RawOp& op : top.ops)
      if (!BuildOp(op, &module_.body(), nullptr)) return false;
    return true;
  }

 private:
  bool Fail(const RawOp& op, const std::string& message) {
    return source_.Fail(op.offset, "'" + OpName(op) + "': " + message);
  }
  const std::string& OpName(const RawOp& op) const { return container_.op_names[op.name].name; }

  bool BuildModuleOp(const RawOp& op) {
    std::vector<NamedAttr> attrs;
    Attr loc;
    if (!ReadAttrs(op, PropertiesOf("builtin.module"), attrs) || !ReadLocation(op, loc)) return false;
    for (NamedAttr& a : attrs) {
      if (a.name == "sym_name" && a.value.Is(AttrKind::kString)) {
        module_.set_name(a.value.string_value());
      } else if (a.name != "sym_visibility") {
        module_.SetAttr(a.name, a.value);
      }
    }
    module_.set_debug_loc(loc);
    if (!op.operands.empty() || !op.result_types.empty() || op.regions.size() != 1)
      return Fail(op, "expected a module with one region and no operands or results");
    const auto& blocks = op.regions[0].blocks;
    if (blocks.size() > 1 || (!blocks.empty() && !blocks[0].args.empty()))
      return Fail(op, "expected a module body of one block without arguments");
    if (blocks.empty()) return true;
    for (const RawOp& inner : blocks[0].ops)
      if (!BuildOp(inner, &module_.body(), nullptr)) return false;
    return true;
  }

  std::string_view PropertiesOf(std::string_view op) const {
    for (const PropertyLayout& layout : kPropertyLayouts)
      if (op == layout.op) return layout.attrs;
    return {};
  }

  bool ReadLocation(const RawOp& op, Attr& loc) {
    if (!decoder_.GetAttr(op.loc, op.offset, loc)) return false;
    if (!loc.Is(AttrKind::kLocation)) return Fail(op, "expected a location, found " + PrintAttr(loc));
    return true;
  }

  // The op's attributes: its dictionary, and its properties read in the order `layout` names them.
  bool ReadAttrs(const RawOp& op, std::string_view layout, std::vector<NamedAttr>& out) {
    auto append_dictionary = [&](uint64_t index) {
      Attr dict;
      if (!decoder_.GetAttr(index, op.offset, dict)) return false;
      if (!dict.Is(AttrKind::kDictionary))
        return Fail(op, "expected an attribute dictionary, found " + PrintAttr(dict));
      for (const NamedAttr& a : dict.entries()) out.push_back(a);
      return true;
    };
    if (op.attrs && !append_dictionary(*op.attrs)) return false;
    if (op.properties_attr && !append_dictionary(*op.properties_attr)) return false;
    if (!op.properties) return true;
    if (layout.data() == nullptr) return Fail(op, "hlx does not know how this op stores its properties");
    ByteReader r(source_, container_.properties[*op.properties]);
    for (const std::string& name : SplitNames(layout)) {
      bool optional = name[0] == '?';
      Attr value;
      if (!(optional ? decoder_.ReadOptionalAttr(r, value) : decoder_.ReadAttr(r, value))) return false;
      if (value) out.push_back({optional ? name.substr(1) : name, value});
    }
    if (!r.empty()) return r.Fail("unexpected bytes at the end of the properties of '" + OpName(op) + "'");
    return true;
  }

  bool BuildOp(const RawOp& op, Block* block, Op* parent) {
    const std::string& name = OpName(op);
    if (name == "builtin.unrealized_conversion_cast") return BuildCast(op);
    Attr loc;
    if (!ReadLocation(op, loc)) return false;
    OpKind kind;
    std::vector<NamedAttr> attrs;
    if (const VhloOp* vhlo = vhlo_ops_[op.name]) {
      kind = vhlo->kind;
      if (kind == OpKind::kReturn && parent && parent->kind() == OpKind::kFunc) kind = OpKind::kFuncReturn;
      if (!ReadAttrs(op, vhlo->attrs, attrs)) return false;
      AttrList list(std::move(attrs));
      if (!ConvertVhloAttrs(op, kind, list)) return false;
      attrs = list.all();
    } else if (const OpInfo* info = name.substr(0, 5) != "vhlo." ? LookupOp(name) : nullptr) {
      kind = info->kind;
      if (!ReadAttrs(op, PropertiesOf(name), attrs)) return false;
    } else if (name.substr(0, 5) == "vhlo.") {
      return Fail(op, "unsupported VHLO op (hlx has no op it versions)");
    } else {
      return Fail(op, "unsupported op: hlx reads VHLO ops, and the builtin and Shardy ops it knows");
    }
    if (!op.successors.empty()) return Fail(op, "ops with successors are not supported");

    auto owned = std::make_unique<Op>(
        kind, SourceLoc{0, static_cast<uint32_t>(std::min<size_t>(op.offset + 1, UINT32_MAX))});
    owned->set_debug_loc(loc);
    // In name order, each lands at the end of the op's sorted list (a later duplicate replaces).
    std::stable_sort(attrs.begin(), attrs.end(),
                     [](const NamedAttr& a, const NamedAttr& b) { return a.name < b.name; });
    for (NamedAttr& a : attrs) owned->SetAttr(a.name, std::move(a.value));
    for (bytecode::ValueId id : op.operands) {
      if (!values_[id]) return Fail(op, "an operand refers to a value hlx did not read");
      owned->AddOperand(values_[id]);
    }
    for (size_t i = 0; i < op.result_types.size(); ++i) {
      Type t;
      if (!decoder_.GetType(op.result_types[i], op.offset, t)) return false;
      values_[op.first_result + i] = owned->AddResult(t);
    }
    Op* built = block->Append(std::move(owned));
    for (const bytecode::RawRegion& raw_region : op.regions) {
      Region* region = built->AddRegion();
      for (const RawBlock& raw_block : raw_region.blocks) {
        Block* b = region->AddBlock();
        for (size_t i = 0; i < raw_block.args.size(); ++i) {
          const bytecode::RawBlockArg& arg = raw_block.args[i];
          Type t;
          Attr arg_loc = Attr::Location(LocKind::kUnknown, "", 0, 0, {});
          if (!decoder_.GetType(arg.type, op.offset, t)) return false;
          if (arg.loc && !decoder_.GetAttr(*arg.loc, op.offset, arg_loc)) return false;
          if (!arg_loc.Is(AttrKind::kLocation))
            return Fail(op, "a block argument's location is not a location");
          values_[raw_block.first_arg + i] = b->AddArg(t);
          b->set_arg_loc(static_cast<int>(i), arg_loc);
        }
        for (const RawOp& inner : raw_block.ops)
          if (!BuildOp(inner, b, built)) return false;
      }
    }
    return true;
  }

  // The casts VHLO places between its types and another dialect's read as the value itself.
  bool BuildCast(const RawOp& op) {
    if (op.operands.size() != 1 || op.result_types.size() != 1 || !op.regions.empty())
      return Fail(op, "expected one operand and one result");
    Value* operand = values_[op.operands[0]];
    Type t;
    if (!operand) return Fail(op, "the operand refers to a value hlx did not read");
    if (!decoder_.GetType(op.result_types[0], op.offset, t)) return false;
    if (t != operand->type()) {
      return Fail(
          op, "a cast from " + operand->type().ToString() + " to " + t.ToString() +
                  " is not supported (only casts between VHLO's and other dialects' spelling of one type)");
    }
    values_[op.first_result] = operand;
    return true;
  }

  // ---- VHLO attributes to StableHLO's ----

  // The integers of a list attribute (VHLO writes them as a 1-D i64 tensor; with `boolean`, i1).
  bool ListElements(const RawOp& op, const Attr& a, std::string_view name, bool boolean,
                    std::vector<int64_t>& out) {
    out.clear();
    bool element_ok = a.Is(AttrKind::kDenseElements) &&
                      (boolean ? IsBool(a.type().storage_element()) : IsInteger(a.type().storage_element()));
    if (!element_ok || a.type().rank() != 1) {
      return Fail(op, "expected '" + std::string(name) + "' to be a 1-D " + (boolean ? "i1" : "integer") +
                          " tensor, found " + PrintAttr(a));
    }
    int64_t n = a.type().NumElements();
    if (n > kMaxListElements) return Fail(op, "'" + std::string(name) + "' is too long");
    for (int64_t i = 0; i < n; ++i) out.push_back(DenseIntAt(a, i));
    return true;
  }
  bool IntList(const RawOp& op, const AttrList& list, std::string_view name, bool required,
               std::vector<int64_t>& out) {
    Attr a = list.Get(name);
    out.clear();
    if (!a) return !required || Fail(op, "expected attribute '" + std::string(name) + "'");
    return ListElements(op, a, name, /*boolean=*/false, out);
  }
  bool Int(const RawOp& op, const AttrList& list, std::string_view name, int64_t& out) {
    Attr a = list.Get(name);
    if (!a.Is(AttrKind::kInteger))
      return Fail(op, "expected an integer attribute '" + std::string(name) + "'");
    out = a.int_value();
    return true;
  }

  // Turns list attributes into `array<i64: ...>` (or `array<i1: ...>`), as StableHLO has them.
  bool ToDenseArray(const RawOp& op, AttrList& list, std::string_view name, ElementType element) {
    Attr a = list.Get(name);
    if (!a) return true;
    std::vector<int64_t> values;
    if (!ListElements(op, a, name, element == ElementType::kI1, values)) return false;
    list.Set(name, Attr::DenseArray(element, std::move(values), {}));
    return true;
  }

  // Gathers flattened dimension numbers into a #stablehlo struct, leaving out empty lists and zero
  // integers as StableHLO's printer does. `ints` name the integer fields; fields absent in older
  // versions of an op (`optional`) read as empty.
  bool Implode(const RawOp& op, AttrList& list, StructKind kind, const char* target,
               std::initializer_list<const char*> optional) {
    std::vector<NamedAttr> fields;
    for (const StructField& field : StructFields(kind)) {
      bool is_optional = std::find_if(optional.begin(), optional.end(), [&](const char* n) {
                           return std::string_view(n) == field.name;
                         }) != optional.end();
      if (field.kind == FieldKind::kInt) {
        int64_t v;
        if (!Int(op, list, field.name, v)) return false;
        if (v != 0) fields.push_back({field.name, UntypedInt(v)});
      } else {
        std::vector<int64_t> values;
        if (!IntList(op, list, field.name, !is_optional, values)) return false;
        if (!values.empty()) fields.push_back({field.name, UntypedIntList(values)});
      }
      list.Erase(field.name);
    }
    list.Set(target, Attr::Struct(kind, std::move(fields)));
    return true;
  }

  bool ConvertVhloAttrs(const RawOp& op, OpKind kind, AttrList& list) {
    RemoveDefaults(kind, list);
    if (kind == OpKind::kFunc) {
      // Argument and result attributes that are all empty are not written in text.
      for (const char* name : {"arg_attrs", "res_attrs"}) {
        list.EraseIf(name, [](const Attr& a) {
          if (!a.Is(AttrKind::kArray)) return false;
          for (const Attr& d : a.elements())
            if (!IsEmptyDictionary(d)) return false;
          return true;
        });
      }
    }
    if (OneOf(kind, {OpKind::kConvolution, OpKind::kDynamicConv})) {
      ConvDims d{};
      if (!Int(op, list, "input_batch_dimension", d.input_batch) ||
          !Int(op, list, "input_feature_dimension", d.input_feature) ||
          !IntList(op, list, "input_spatial_dimensions", true, d.input_spatial) ||
          !Int(op, list, "kernel_input_feature_dimension", d.kernel_input_feature) ||
          !Int(op, list, "kernel_output_feature_dimension", d.kernel_output_feature) ||
          !IntList(op, list, "kernel_spatial_dimensions", true, d.kernel_spatial) ||
          !Int(op, list, "output_batch_dimension", d.output_batch) ||
          !Int(op, list, "output_feature_dimension", d.output_feature) ||
          !IntList(op, list, "output_spatial_dimensions", true, d.output_spatial))
        return false;
      for (const char* name :
           {"input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
            "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
            "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions"})
        list.Erase(name);
      list.Set("dimension_numbers", MakeConvDims(d));
      // dynamic_conv_v1's `padding` became an operand in v2.
      if (kind == OpKind::kDynamicConv) list.Erase("padding");
      if (!ToDenseArray(op, list, "window_strides", ElementType::kSI64) ||
          !ToDenseArray(op, list, "lhs_dilation", ElementType::kSI64) ||
          !ToDenseArray(op, list, "rhs_dilation", ElementType::kSI64) ||
          !ToDenseArray(op, list, "window_reversal", ElementType::kI1) || !ExpandSplat(op, list, "padding"))
        return false;
    }
    if (kind == OpKind::kDotGeneral) {
      DotDims d;
      if (!IntList(op, list, "lhs_batching_dimensions", true, d.lhs_batching) ||
          !IntList(op, list, "rhs_batching_dimensions", true, d.rhs_batching) ||
          !IntList(op, list, "lhs_contracting_dimensions", true, d.lhs_contracting) ||
          !IntList(op, list, "rhs_contracting_dimensions", true, d.rhs_contracting))
        return false;
      for (const char* name : {"lhs_batching_dimensions", "rhs_batching_dimensions",
                               "lhs_contracting_dimensions", "rhs_contracting_dimensions"})
        list.Erase(name);
      list.Set("dot_dimension_numbers", MakeDotDims(d));
      if (!ConvertDotAlgorithm(op, list)) return false;
    }
    if (OneOf(kind, {OpKind::kGather, OpKind::kDynamicGather}) &&
        !Implode(op, list, StructKind::kGatherDims, "dimension_numbers",
                 {"operand_batching_dims", "start_indices_batching_dims"}))
      return false;
    if (kind == OpKind::kScatter && !Implode(op, list, StructKind::kScatterDims, "scatter_dimension_numbers",
                                             {"input_batching_dims", "scatter_indices_batching_dims"}))
      return false;
    if (OneOf(kind, {OpKind::kSend, OpKind::kRecv})) {
      int64_t handle, type;
      if (!Int(op, list, "channel_id", handle) || !Int(op, list, "channel_type", type)) return false;
      list.Erase("channel_id");
      list.Erase("channel_type");
      list.Set("channel_handle", Attr::Struct(StructKind::kChannelHandle,
                                              {{"handle", UntypedInt(handle)}, {"type", UntypedInt(type)}}));
    }
    if (OneOf(kind, {OpKind::kAllGather, OpKind::kAllReduce, OpKind::kAllToAll, OpKind::kCollectivePermute,
                     OpKind::kReduceScatter, OpKind::kCollectiveBroadcast, OpKind::kCollectiveReduce})) {
      if (Attr id = list.Get("channel_id")) {
        if (!id.Is(AttrKind::kInteger)) return Fail(op, "expected an integer 'channel_id'");
        list.Erase("channel_id");
        list.Set("channel_handle",
                 Attr::Struct(StructKind::kChannelHandle,
                              {{"handle", UntypedInt(id.int_value())}, {"type", UntypedInt(0)}}));
      }
      for (const char* flag : {"use_global_device_ids", "has_dynamic_root"}) {
        Attr a = list.Get(flag);
        if (!a) continue;
        if (!a.Is(AttrKind::kBool)) return Fail(op, "expected a boolean '" + std::string(flag) + "'");
        if (a.bool_value())
          list.Set(flag, Attr::Unit());
        else
          list.Erase(flag);
      }
    }
    // Symbol names are strings in VHLO.
    auto to_symbol = [&](const char* name) {
      Attr a = list.Get(name);
      if (!a) return true;
      if (!a.Is(AttrKind::kString)) return Fail(op, "expected a string '" + std::string(name) + "'");
      list.Set(name, Attr::SymbolRef({a.string_value()}));
      return true;
    };
    if (kind == OpKind::kFuncCall && !to_symbol("callee")) return false;
    if (kind == OpKind::kComposite && !to_symbol("decomposition")) return false;
    if (kind == OpKind::kCustomCall) {
      if (Attr called = list.Get("called_computations")) {
        if (!called.Is(AttrKind::kArray)) return Fail(op, "expected an array 'called_computations'");
        std::vector<Attr> symbols;
        for (const Attr& s : called.elements()) {
          if (!s.Is(AttrKind::kString)) return Fail(op, "expected strings in 'called_computations'");
          symbols.push_back(Attr::SymbolRef({s.string_value()}));
        }
        list.Set("called_computations", Attr::Array(std::move(symbols)));
      }
    }
    // Lists StableHLO keeps as `array<i64: ...>`.
    struct DenseArrayAttrs {
      OpKind kind;
      std::initializer_list<const char*> names;
    };
    static const DenseArrayAttrs kDenseArrays[] = {
        {OpKind::kFft, {"fft_length"}},
        {OpKind::kBroadcast, {"broadcast_sizes"}},
        {OpKind::kDynamicSlice, {"slice_sizes"}},
        {OpKind::kReverse, {"dimensions"}},
        {OpKind::kTranspose, {"permutation"}},
        {OpKind::kPad, {"edge_padding_low", "edge_padding_high", "interior_padding"}},
        {OpKind::kSlice, {"start_indices", "limit_indices", "strides"}},
        {OpKind::kBroadcastInDim, {"broadcast_dimensions"}},
        {OpKind::kDynamicBroadcastInDim,
         {"broadcast_dimensions", "known_expanding_dimensions", "known_nonexpanding_dimensions"}},
        {OpKind::kSelectAndScatter, {"window_dimensions", "window_strides"}},
        {OpKind::kReduceWindow,
         {"window_dimensions", "window_strides", "base_dilations", "window_dilations"}},
        {OpKind::kMap, {"dimensions"}},
        {OpKind::kReduce, {"dimensions"}},
        {OpKind::kGather, {"slice_sizes"}},
    };
    for (const DenseArrayAttrs& d : kDenseArrays) {
      if (d.kind != kind) continue;
      for (const char* name : d.names)
        if (!ToDenseArray(op, list, name, ElementType::kSI64)) return false;
    }
    return true;
  }

  // StableHLO leaves out attributes that hold their default value (VHLO spells every one out).
  void RemoveDefaults(OpKind kind, AttrList& list) {
    for (const DefaultValue& d : kDefaultValues)
      if (OneOf(kind, d.kinds)) list.EraseIf(d.attr, d.is_default);
    // Layouts go together: both or neither.
    if (kind == OpKind::kCustomCall && IsEmptyArray(list.Get("operand_layouts")) &&
        IsEmptyArray(list.Get("result_layouts"))) {
      list.Erase("operand_layouts");
      list.Erase("result_layouts");
    }
  }

  // dot_general_v2 spells out the algorithm as seven attributes, all the none type when there is none.
  bool ConvertDotAlgorithm(const RawOp& op, AttrList& list) {
    static const char* const kFields[] = {"lhs_precision_type",          "rhs_precision_type",
                                          "accumulation_type",           "lhs_component_count",
                                          "rhs_component_count",         "num_primitive_operations",
                                          "allow_imprecise_accumulation"};
    Attr first = list.Get(kFields[0]);
    if (!first || first.Is(AttrKind::kUnit)) {
      for (const char* name : kFields) list.Erase(name);
      return true;
    }
    std::vector<NamedAttr> fields;
    for (const StructField& field : StructFields(StructKind::kDotAlgorithm)) {
      Attr a = list.Get(field.name);
      bool ok = field.kind == FieldKind::kType   ? a.Is(AttrKind::kType)
                : field.kind == FieldKind::kBool ? a.Is(AttrKind::kBool)
                                                 : a.Is(AttrKind::kInteger);
      if (!ok)
        return Fail(
            op, "expected every field of the dot algorithm, '" + std::string(field.name) + "' is missing");
      fields.push_back({field.name, field.kind == FieldKind::kInt ? UntypedInt(a.int_value()) : a});
      list.Erase(field.name);
    }
    list.Set("algorithm", Attr::Struct(StructKind::kDotAlgorithm, std::move(fields)));
    return true;
  }

  // convolution's padding is written in full in text (`pad = [[0, 0], [1, 1]]`), never as a splat.
  bool ExpandSplat(const RawOp& op, AttrList& list, std::string_view name) {
    Attr a = list.Get(name);
    if (!a || !a.Is(AttrKind::kDenseElements) || !a.dense_is_splat()) return true;
    int64_t n = a.type().NumElements();
    if (n > kMaxListElements) return Fail(op, "'" + std::string(name) + "' is too long");
    auto data = std::make_shared<std::string>();
    for (int64_t i = 0; i < n; ++i) *data += a.dense_bytes();
    list.Set(name, Attr::DenseElements(a.type(), std::move(data), false));
    return true;
  }

  Source& source_;
  const Container& container_;
  Module& module_;
  AttrTypeDecoder decoder_;
  std::vector<Value*> values_;
  std::vector<const VhloOp*> vhlo_ops_;  // per op name: its VHLO op, if a known one
};

}  // namespace

bool IsMlirBytecode(std::string_view data) { return bytecode::HasMagic(data); }

StatusOr<std::unique_ptr<Module>> ReadBytecodeModule(std::string_view data, std::string source_name) {
  Source source(data, source_name);
  Container container;
  auto module = std::make_unique<Module>();
  module->set_source_name(std::move(source_name));
  if (!bytecode::ReadContainer(source, container) || !ModuleBuilder(source, container, *module).Build())
    return InvalidArgument(source.error());
  return module;
}

}  // namespace hlx
