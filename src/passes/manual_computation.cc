#include "passes/manual_computation.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "passes/inline.h"
#include "passes/rewrite.h"
#include "support/check.h"

namespace hlx {
namespace {

// ---- Shardy's text, as far as this pass reads it -------------------------------------------------------

// A mesh: its axes, major to minor, with their sizes.
using Mesh = std::vector<std::pair<std::string, int64_t>>;

// A tensor sharding: per dimension, the axes (or sub-axes, `"a":(1)2`) that split it, major to minor, and
// the number of pieces they make. Open dimensions (`?`), priorities and replicated/unreduced axes do not
// change a shard's shape and are not kept.
struct Sharding {
  std::string mesh;  // empty for a value that is the same on every device
  std::vector<std::vector<std::string>> dim_axes;
  std::vector<int64_t> dim_pieces;

  bool Replicated() const {
    for (const auto& axes : dim_axes)
      if (!axes.empty()) return false;
    return true;
  }
  bool operator==(const Sharding& other) const {
    if (Replicated() && other.Replicated()) return true;
    return mesh == other.mesh && dim_axes == other.dim_axes;
  }
  std::string ToString() const {
    std::string s = "<@" + mesh + ", [";
    for (size_t d = 0; d < dim_axes.size(); ++d) {
      s += d ? ", {" : "{";
      for (size_t a = 0; a < dim_axes[d].size(); ++a) s += (a ? ", " : "") + dim_axes[d][a];
      s += "}";
    }
    return s + "]>";
  }
};

// A cursor over attribute text; every read skips the blanks before it.
class Text {
 public:
  explicit Text(std::string_view text) : text_(text) {}
  bool Eat(std::string_view token) {
    Skip();
    if (text_.substr(pos_, token.size()) != token) return false;
    pos_ += token.size();
    return true;
  }
  bool Peek(char c) {
    Skip();
    return pos_ < text_.size() && text_[pos_] == c;
  }
  std::optional<std::string> Quoted() {
    Skip();
    if (pos_ >= text_.size() || text_[pos_] != '"') return std::nullopt;
    size_t end = text_.find('"', pos_ + 1);
    if (end == std::string_view::npos) return std::nullopt;
    std::string s(text_.substr(pos_ + 1, end - pos_ - 1));
    pos_ = end + 1;
    return s;
  }
  std::optional<int64_t> Int() {
    Skip();
    size_t start = pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (start == pos_ || pos_ - start > 15) return std::nullopt;
    return std::stoll(std::string(text_.substr(start, pos_ - start)));
  }
  std::string Name() {
    Skip();
    size_t start = pos_;
    while (pos_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' ||
            text_[pos_] == '.' || text_[pos_] == '$' || text_[pos_] == '-'))
      ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }
  // Skips to just past the `close` that balances the bracket already read.
  bool SkipBalanced(char open, char close) {
    for (int depth = 1; pos_ < text_.size(); ++pos_) {
      if (text_[pos_] == '"') {
        pos_ = text_.find('"', pos_ + 1);
        if (pos_ == std::string_view::npos) return false;
      } else if (text_[pos_] == open) {
        ++depth;
      } else if (text_[pos_] == close && --depth == 0) {
        ++pos_;
        return true;
      }
    }
    return false;
  }

 private:
  void Skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  std::string_view text_;
  size_t pos_ = 0;
};

// `#sdy.mesh<["a"=4, "b"=2]>`, with or without device_ids after the axes.
std::optional<Mesh> ParseMesh(std::string_view text) {
  Text t(text);
  if (!t.Eat("#sdy.mesh<") || !t.Eat("[")) return std::nullopt;
  Mesh mesh;
  while (!t.Eat("]")) {
    if (!mesh.empty() && !t.Eat(",")) return std::nullopt;
    std::optional<std::string> name = t.Quoted();
    std::optional<int64_t> size;
    if (!name || !t.Eat("=") || !(size = t.Int()) || *size < 1) return std::nullopt;
    mesh.emplace_back(*name, *size);
  }
  return mesh;
}

// The size of the mesh axis `name`, or 0.
int64_t AxisSize(const Mesh& mesh, std::string_view name) {
  for (const auto& [axis, size] : mesh)
    if (axis == name) return size;
  return 0;
}

// One sharding `<@mesh, [{"a"}, {}], replicated={"b"}>` from `t`, its axes checked against `meshes`.
StatusOr<Sharding> ReadSharding(Text& t, const std::map<std::string, Mesh>& meshes, std::string_view text) {
  auto bad = [&](const std::string& why) {
    return InvalidArgument("cannot read the sharding " + std::string(text) + ": " + why);
  };
  if (!t.Eat("<")) return bad("expected '<'");
  if (!t.Eat("@"))
    return Unimplemented("the sharding " + std::string(text) +
                         " has its mesh inline; hlx reads "
                         "shardings that name an sdy.mesh");
  Sharding s;
  s.mesh = t.Name();
  auto mesh = meshes.find(s.mesh);
  if (mesh == meshes.end()) return bad("the module defines no sdy.mesh @" + s.mesh);
  if (!t.Eat(",") || !t.Eat("[")) return bad("expected the dimensions");
  while (!t.Eat("]")) {
    if (!s.dim_axes.empty() && !t.Eat(",")) return bad("expected ','");
    if (!t.Eat("{")) return bad("expected '{'");
    s.dim_axes.emplace_back();
    int64_t pieces = 1;
    while (!t.Eat("}")) {
      if (!s.dim_axes.back().empty() && !t.Eat(",")) return bad("expected ','");
      if (t.Eat("?")) continue;
      std::optional<std::string> axis = t.Quoted();
      if (!axis) return bad("expected an axis name");
      int64_t size = AxisSize(mesh->second, *axis);
      if (size == 0) return bad("the mesh @" + s.mesh + " has no axis \"" + *axis + "\"");
      std::string ref = "\"" + *axis + "\"";
      if (t.Eat(":")) {  // a sub-axis: ":(pre-size)size"
        std::optional<int64_t> pre, sub;
        if (!t.Eat("(") || !(pre = t.Int()) || !t.Eat(")") || !(sub = t.Int()) || *sub < 1)
          return bad("expected a sub-axis ':(N)M'");
        // The whole axis written as a sub-axis is the axis.
        if (*pre != 1 || *sub != size) ref += ":(" + std::to_string(*pre) + ")" + std::to_string(*sub);
        size = *sub;
      }
      s.dim_axes.back().push_back(ref);
      pieces *= size;
    }
    if (t.Eat("p")) t.Int();  // a priority
    s.dim_pieces.push_back(pieces);
  }
  // replicated={...} and unreduced={...} leave the shard's shape alone.
  while (t.Eat(",")) {
    t.Name();
    if (!t.Eat("=") || !t.Eat("{") || !t.SkipBalanced('{', '}')) return bad("expected NAME={...}");
  }
  if (!t.Eat(">")) return bad("expected '>'");
  return s;
}

// `#sdy.sharding<@mesh, [...]>`.
StatusOr<Sharding> ParseSharding(std::string_view text, const std::map<std::string, Mesh>& meshes) {
  Text t(text);
  if (!t.Eat("#sdy.sharding"))
    return InvalidArgument("expected an #sdy.sharding, found " + std::string(text));
  return ReadSharding(t, meshes, text);
}

// `#sdy.sharding_per_value<[<@mesh, [...]>, ...]>`.
StatusOr<std::vector<Sharding>> ParseShardings(std::string_view text,
                                               const std::map<std::string, Mesh>& meshes) {
  Text t(text);
  if (!t.Eat("#sdy.sharding_per_value<") || !t.Eat("["))
    return InvalidArgument("expected an #sdy.sharding_per_value, found " + std::string(text));
  std::vector<Sharding> shardings;
  while (!t.Eat("]")) {
    if (!shardings.empty() && !t.Eat(","))
      return InvalidArgument("cannot read the shardings " + std::string(text));
    HLX_ASSIGN_OR_RETURN(Sharding s, ReadSharding(t, meshes, text));
    shardings.push_back(std::move(s));
  }
  return shardings;
}

// `#sdy<manual_axes{"a", "b"}>`.
std::optional<std::vector<std::string>> ParseManualAxes(std::string_view text) {
  Text t(text);
  if (!t.Eat("#sdy<manual_axes{")) return std::nullopt;
  std::vector<std::string> axes;
  while (!t.Eat("}")) {
    if (!axes.empty() && !t.Eat(",")) return std::nullopt;
    std::optional<std::string> axis = t.Quoted();
    if (!axis) return std::nullopt;
    axes.push_back(*axis);
  }
  return axes;
}

// ---- The rewrite -------------------------------------------------------------------------------------

class Localizer {
 public:
  explicit Localizer(Module& module) : module_(module) {}

  StatusOr<bool> Run();

 private:
  std::string Where(const Op& op) const { return module_.Where(op.loc()) + ": "; }
  Status NeedsPartitioning(const Op& op, const std::string& why) const {
    return Unimplemented(Where(op) + why +
                         "; the program needs SPMD partitioning, which hlx does not do yet");
  }
  // The per-device type of a value of `global` type sharded as `s`.
  StatusOr<Type> LocalType(const Op& at, Type global, const Sharding& s, const std::string& what) const;
  Status CheckManualComputation(const Op& mc);
  Status CheckShardingConstraint(const Op& op);
  Status CheckOtherOp(const Op& op);
  Status CheckReturn(const Op& ret);
  void Rewrite();

  // The sdy.sharding of result or argument `index` of @main, or nullopt.
  StatusOr<std::optional<Sharding>> DeclaredSharding(std::string_view list, int index) const;

  Module& module_;
  Op* main_ = nullptr;
  std::map<std::string, Mesh> meshes_;
  // The sharding of each global value of @main's body; its local type is what the rewrite gives it.
  std::unordered_map<const Value*, Sharding> sharding_;
  std::unordered_map<const Value*, Type> local_;
};

StatusOr<Type> Localizer::LocalType(const Op& at, Type global, const Sharding& s,
                                    const std::string& what) const {
  if (!global.IsTensor() || !global.HasStaticShape())
    return Unimplemented(Where(at) + what + " has the type " + global.ToString() +
                         "; hlx splits static-shaped tensors only");
  if (s.Replicated()) return global;
  if (static_cast<int64_t>(s.dim_pieces.size()) != global.rank())
    return InvalidArgument(Where(at) + what + " has the sharding " + s.ToString() + " of " +
                           std::to_string(s.dim_pieces.size()) + " dimensions for a value of type " +
                           global.ToString());
  std::vector<int64_t> dims(global.dims().begin(), global.dims().end());
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] % s.dim_pieces[d] != 0)
      return Unimplemented(Where(at) + what + " of type " + global.ToString() + " is split by " +
                           s.ToString() + " into " + std::to_string(s.dim_pieces[d]) +
                           " unequal pieces along dimension " + std::to_string(d));
    dims[d] /= s.dim_pieces[d];
  }
  return module_.types().Tensor(dims, global.element_type());
}

StatusOr<std::optional<Sharding>> Localizer::DeclaredSharding(std::string_view list, int index) const {
  Attr attrs = main_->attr(list);
  if (!attrs.Is(AttrKind::kArray) || index >= static_cast<int>(attrs.elements().size())) return std::nullopt;
  Attr sharding = attrs.elements()[index].Is(AttrKind::kDictionary)
                      ? attrs.elements()[index].Get("sdy.sharding")
                      : Attr();
  if (!sharding) return std::nullopt;
  if (!sharding.Is(AttrKind::kOpaque))
    return InvalidArgument(Where(*main_) + "expected an #sdy.sharding on " +
                           (list == "arg_attrs" ? "argument " : "result ") + std::to_string(index));
  StatusOr<Sharding> s = ParseSharding(sharding.string_value(), meshes_);
  if (!s.ok()) return Status(s.status().code(), Where(*main_) + s.status().message());
  return std::optional<Sharding>(std::move(s).value());
}

Status Localizer::CheckManualComputation(const Op& mc) {
  Attr in = mc.attr("in_shardings"), out = mc.attr("out_shardings"), manual = mc.attr("manual_axes");
  if (!in.Is(AttrKind::kOpaque) || !out.Is(AttrKind::kOpaque) || !manual.Is(AttrKind::kOpaque))
    return InvalidArgument(Where(mc) + "expected in_shardings, out_shardings and manual_axes");
  StatusOr<std::vector<Sharding>> ins = ParseShardings(in.string_value(), meshes_);
  StatusOr<std::vector<Sharding>> outs = ParseShardings(out.string_value(), meshes_);
  if (!ins.ok()) return Status(ins.status().code(), Where(mc) + ins.status().message());
  if (!outs.ok()) return Status(outs.status().code(), Where(mc) + outs.status().message());
  std::optional<std::vector<std::string>> axes = ParseManualAxes(manual.string_value());
  if (!axes) return InvalidArgument(Where(mc) + "cannot read the manual axes " + manual.string_value());
  if (static_cast<int>(ins->size()) != mc.num_operands() ||
      static_cast<int>(outs->size()) != mc.num_results())
    return InvalidArgument(Where(mc) +
                           "expected one in_sharding per operand and one out_sharding per result");

  // Every axis of the mesh is manual: the body is the whole per-device program.
  std::string mesh_name;
  for (const auto* list : {&*ins, &*outs})
    for (const Sharding& s : *list) {
      if (!mesh_name.empty() && s.mesh != mesh_name)
        return Unimplemented(Where(mc) + "shards over the meshes @" + mesh_name + " and @" + s.mesh +
                             "; hlx runs manual computations over one mesh");
      mesh_name = s.mesh;
    }
  if (!mesh_name.empty()) {
    const Mesh& mesh = meshes_.at(mesh_name);
    std::vector<std::string> free;
    for (const auto& [axis, size] : mesh)
      if (size > 1 && std::find(axes->begin(), axes->end(), axis) == axes->end()) free.push_back(axis);
    if (!free.empty()) {
      std::string names;
      for (const std::string& a : free) names += (names.empty() ? "\"" : ", \"") + a + "\"";
      return NeedsPartitioning(mc, "sdy.manual_computation leaves the mesh axes {" + names + "} of @" +
                                       mesh_name + " automatic (manual_axes " + manual.string_value() + ")");
    }
    int64_t devices = 1;
    for (const auto& axis : mesh) devices *= axis.second;
    Attr partitions = module_.attr("mhlo.num_partitions");
    if (partitions.Is(AttrKind::kInteger) && partitions.int_value() != devices)
      return InvalidArgument(Where(mc) + "runs over the mesh @" + mesh_name + " of " +
                             std::to_string(devices) + " devices in a program of " +
                             std::to_string(partitions.int_value()) + " partitions");
  }

  const Block& body = *mc.region(0)->front();
  for (int i = 0; i < mc.num_operands(); ++i) {
    const Value* v = mc.operand(i);
    const Sharding& s = (*ins)[i];
    const std::string what = "operand " + std::to_string(i) + " of sdy.manual_computation";
    auto known = sharding_.find(v);
    if (known == sharding_.end()) {
      // An argument without sdy.sharding takes its first manual computation's, as propagation would.
      if (!v->owner_block() || v->owner_block() != &FuncBody(*main_))
        return NeedsPartitioning(mc, what + " is not an argument of @main or a per-device value");
      known = sharding_.emplace(v, s).first;
      HLX_ASSIGN_OR_RETURN(Type local, LocalType(mc, v->type(), s, what));
      local_[v] = local;
    } else if (!(known->second == s)) {
      return NeedsPartitioning(
          mc, what + " is sharded as " + known->second.ToString() + " but taken as " + s.ToString());
    }
    HLX_ASSIGN_OR_RETURN(Type local, LocalType(mc, v->type(), s, what));
    if (local != body.arg(i)->type())
      return InvalidArgument(Where(mc) + what + " of type " + v->type().ToString() + " sharded as " +
                             s.ToString() + " has shards of type " + local.ToString() +
                             ", but the body takes " + body.arg(i)->type().ToString());
  }
  const Op* ret = body.back();
  if (!ret || ret->num_operands() != mc.num_results())
    return InvalidArgument(Where(mc) + "expected a body that returns one value per result");
  for (int r = 0; r < mc.num_results(); ++r) {
    const std::string what = "result " + std::to_string(r) + " of sdy.manual_computation";
    HLX_ASSIGN_OR_RETURN(Type local, LocalType(mc, mc.result(r)->type(), (*outs)[r], what));
    if (local != ret->operand(r)->type())
      return InvalidArgument(Where(mc) + what + " of type " + mc.result(r)->type().ToString() +
                             " sharded as " + (*outs)[r].ToString() + " has shards of type " +
                             local.ToString() + ", but the body returns " +
                             ret->operand(r)->type().ToString());
    sharding_[mc.result(r)] = (*outs)[r];
    local_[mc.result(r)] = local;
  }
  return Status::Ok();
}

// `sdy.sharding_constraint` on a value of that sharding, or on an argument without one, which takes it.
Status Localizer::CheckShardingConstraint(const Op& op) {
  Attr text = op.attr("sharding");
  if (!text.Is(AttrKind::kOpaque)) return InvalidArgument(Where(op) + "expected a sharding");
  StatusOr<Sharding> s = ParseSharding(text.string_value(), meshes_);
  if (!s.ok()) return Status(s.status().code(), Where(op) + s.status().message());
  const Value* v = op.operand(0);
  auto known = sharding_.find(v);
  if (known == sharding_.end()) {
    if (v->owner_block() != &FuncBody(*main_))
      return NeedsPartitioning(op, "sdy.sharding_constraint reads a global value");
    HLX_ASSIGN_OR_RETURN(Type local, LocalType(op, v->type(), *s, "the operand of sdy.sharding_constraint"));
    sharding_[v] = *s;
    local_[v] = local;
  } else if (!(known->second == *s)) {
    return NeedsPartitioning(op, "sdy.sharding_constraint reshards a value sharded as " +
                                     known->second.ToString() + " to " + s->ToString());
  }
  sharding_[op.result(0)] = *s;
  local_[op.result(0)] = local_.at(v);
  return Status::Ok();
}

// An op outside the manual computations: pure, on replicated values, or elementwise on values of one
// sharding.
Status Localizer::CheckOtherOp(const Op& op) {
  const std::string name = op.name();
  if (!IsPure(op))
    return NeedsPartitioning(op, name + " outside sdy.manual_computation has effects on global values");
  std::optional<Sharding> common;
  bool replicated = true;
  for (const Value* v : op.operands()) {
    auto known = sharding_.find(v);
    if (known == sharding_.end())
      return NeedsPartitioning(op, name + " outside sdy.manual_computation reads a global value");
    replicated &= known->second.Replicated();
    if (!common) common = known->second;
    if (!(*common == known->second))
      return NeedsPartitioning(op, name + " outside sdy.manual_computation reads values sharded as " +
                                       common->ToString() + " and " + known->second.ToString());
  }
  if (!replicated && !op.info().Has(kElementwise))
    return NeedsPartitioning(
        op, name +
                " outside sdy.manual_computation works on the global shape of a value sharded "
                "as " +
                common->ToString());
  Sharding s = common && !replicated ? *common : Sharding();
  for (int r = 0; r < op.num_results(); ++r) {
    HLX_ASSIGN_OR_RETURN(
        Type local, LocalType(op, op.result(r)->type(), s, "result " + std::to_string(r) + " of " + name));
    sharding_[op.result(r)] = s;
    local_[op.result(r)] = local;
  }
  return Status::Ok();
}

Status Localizer::CheckReturn(const Op& ret) {
  for (int r = 0; r < ret.num_operands(); ++r) {
    const Value* v = ret.operand(r);
    auto known = sharding_.find(v);
    const std::string what = "result " + std::to_string(r) + " of @main";
    if (known == sharding_.end()) return NeedsPartitioning(ret, what + " is a global value");
    HLX_ASSIGN_OR_RETURN(std::optional<Sharding> declared, DeclaredSharding("res_attrs", r));
    if (declared && !(*declared == known->second))
      return NeedsPartitioning(ret, what + " is declared as " + declared->ToString() + " but computed as " +
                                        known->second.ToString());
  }
  return Status::Ok();
}

// Drops `sdy.sharding` from each dictionary of the list attribute `name` of @main.
void DropShardings(Op& main, std::string_view name) {
  Attr list = main.attr(name);
  if (!list.Is(AttrKind::kArray)) return;
  std::vector<Attr> dicts;
  for (const Attr& dict : list.elements()) {
    if (!dict.Is(AttrKind::kDictionary)) {
      dicts.push_back(dict);
      continue;
    }
    std::vector<NamedAttr> entries;
    for (const NamedAttr& e : dict.entries())
      if (e.name != "sdy.sharding") entries.push_back(e);
    dicts.push_back(Attr::Dictionary(std::move(entries)));
  }
  main.SetAttr(name, Attr::Array(std::move(dicts)));
}

void Localizer::Rewrite() {
  Block& block = FuncBody(*main_);
  for (int a = 0; a < block.num_args(); ++a)
    if (auto it = local_.find(block.arg(a)); it != local_.end()) block.arg(a)->set_type(it->second);
  for (size_t at = 0; at < block.ops().size();) {
    Op* op = block.ops()[at].get();
    if (op->kind() == OpKind::kSdyShardingConstraint) {  // the shard is what it was
      op->result(0)->ReplaceAllUsesWith(op->operand(0));
      op->DropAllReferences();
      block.Erase(op);
      continue;
    }
    if (op->kind() != OpKind::kSdyManualComputation) {
      for (int r = 0; r < op->num_results(); ++r) op->result(r)->set_type(local_.at(op->result(r)));
      ++at;
      continue;
    }
    const Block& body = *op->region(0)->front();
    std::unordered_map<const Value*, Value*> map;
    for (int i = 0; i < body.num_args(); ++i) map[body.arg(i)] = op->operand(i);
    for (const auto& inner : body.ops()) {
      if (inner->kind() == OpKind::kSdyReturn) {
        for (int r = 0; r < op->num_results(); ++r) {
          auto it = map.find(inner->operand(r));
          op->result(r)->ReplaceAllUsesWith(it == map.end() ? inner->operand(r) : it->second);
        }
        continue;
      }
      block.Insert(at++, CloneOp(*inner, map));
    }
    op->DropAllReferences();
    block.Erase(op);
  }
  std::vector<Type> inputs, results;
  for (int a = 0; a < block.num_args(); ++a) inputs.push_back(block.arg(a)->type());
  for (const Value* v : block.back()->operands()) results.push_back(v->type());
  main_->SetAttr("function_type", Attr::TypeAttr(module_.types().Function(inputs, results)));
  DropShardings(*main_, "arg_attrs");
  DropShardings(*main_, "res_attrs");
}

bool HasManualComputation(Module& module) {
  bool found = false;
  ForEachBlock(module, [&](Block& block) {
    for (const auto& op : block.ops()) found |= op->kind() == OpKind::kSdyManualComputation;
  });
  return found;
}

StatusOr<bool> Localizer::Run() {
  if (!HasManualComputation(module_)) return false;
  main_ = module_.LookupFunc("main");
  if (!main_)
    return InvalidArgument(module_.source_name() + ": a program of sdy.manual_computation needs a @main");
  // Bring manual computations in called functions up to @main's top level.
  bool nested = false;
  ForEachBlock(module_, [&](Block& block) {
    for (const auto& op : block.ops())
      nested |= op->kind() == OpKind::kSdyManualComputation && op->parent_op() != main_;
  });
  if (nested) HLX_RETURN_IF_ERROR(Inline(module_).status());
  main_ = module_.LookupFunc("main");
  Block& block = FuncBody(*main_);
  if (main_->region(0)->num_blocks() != 1)
    return NeedsPartitioning(*main_,
                             "@main has " + std::to_string(main_->region(0)->num_blocks()) + " blocks");
  Status nested_error;
  ForEachBlock(module_, [&](Block& b) {
    for (const auto& op : b.ops())
      if (op->kind() == OpKind::kSdyManualComputation && op->parent_op() != main_ && nested_error.ok())
        nested_error =
            NeedsPartitioning(*op, "sdy.manual_computation is nested in " +
                                       std::string(op->parent_op() ? op->parent_op()->name() : "the module"));
  });
  HLX_RETURN_IF_ERROR(nested_error);

  for (const auto& op : module_.body().ops()) {
    if (op->kind() != OpKind::kSdyMesh) continue;
    Attr name = op->attr("sym_name"), mesh = op->attr("mesh");
    std::optional<Mesh> axes = mesh.Is(AttrKind::kOpaque) ? ParseMesh(mesh.string_value()) : std::nullopt;
    if (!name.Is(AttrKind::kString) || !axes)
      return InvalidArgument(Where(*op) + "cannot read the mesh " +
                             (mesh.Is(AttrKind::kOpaque) ? mesh.string_value() : ""));
    meshes_[name.string_value()] = std::move(*axes);
  }
  for (int a = 0; a < block.num_args(); ++a) {
    HLX_ASSIGN_OR_RETURN(std::optional<Sharding> s, DeclaredSharding("arg_attrs", a));
    if (!s) continue;
    HLX_ASSIGN_OR_RETURN(Type local,
                         LocalType(*main_, block.arg(a)->type(), *s, "argument " + std::to_string(a)));
    sharding_[block.arg(a)] = *s;
    local_[block.arg(a)] = local;
  }
  for (const auto& op : block.ops()) {
    if (op->kind() == OpKind::kSdyManualComputation)
      HLX_RETURN_IF_ERROR(CheckManualComputation(*op));
    else if (op->kind() == OpKind::kSdyShardingConstraint)
      HLX_RETURN_IF_ERROR(CheckShardingConstraint(*op));
    else if (op->kind() == OpKind::kFuncReturn)
      HLX_RETURN_IF_ERROR(CheckReturn(*op));
    else
      HLX_RETURN_IF_ERROR(CheckOtherOp(*op));
  }
  Rewrite();
  return true;
}

}  // namespace

StatusOr<bool> InlineManualComputations(Module& module) { return Localizer(module).Run(); }

}  // namespace hlx
