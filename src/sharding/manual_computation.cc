#include "sharding/manual_computation.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "passes/inline.h"
#include "passes/rewrite.h"
#include "sharding/sdy_text.h"
#include "sharding/sharding.h"
#include "support/check.h"

namespace hlx {
namespace {

using Sharding = TensorSharding;

// `#sdy.sharding<...>` (`per_value`: `#sdy.sharding_per_value<[...]>`) read against `meshes`, its error
// prefixed by what was read.
StatusOr<std::vector<Sharding>> ReadShardings(std::string_view text, const MeshTable& meshes,
                                              bool per_value) {
  StatusOr<std::vector<Sharding>> s = per_value ? ParseShardingPerValue(text, meshes) : [&]() {
    StatusOr<Sharding> one = ParseSharding(text, meshes);
    return one.ok() ? StatusOr<std::vector<Sharding>>(std::vector<Sharding>{std::move(one).value()})
                    : StatusOr<std::vector<Sharding>>(one.status());
  }();
  if (!s.ok())
    return Status(s.status().code(),
                  "cannot read the sharding " + std::string(text) + ": " + s.status().message());
  return s;
}

// ---- The rewrite -------------------------------------------------------------------------------------

class Localizer {
 public:
  explicit Localizer(Module& module) : module_(module) {}

  StatusOr<bool> Run();

 private:
  std::string Where(const Op& op) const { return module_.Where(op.loc()) + ": "; }
  Status NeedsPartitioning(const Op& op, const std::string& why) const {
    return Unimplemented(Where(op) + why + "; the program needs SPMD partitioning (spmd-partition)");
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
  MeshTable meshes_;
  // The sharding of each global value of @main's body; its local type is what the rewrite gives it.
  std::unordered_map<const Value*, Sharding> sharding_;
  std::unordered_map<const Value*, Type> local_;
};

StatusOr<Type> Localizer::LocalType(const Op& at, Type global, const Sharding& s,
                                    const std::string& what) const {
  if (!global.IsTensor() || !global.HasStaticShape())
    return Unimplemented(Where(at) + what + " has the type " + global.ToString() +
                         "; hlx splits static-shaped tensors only");
  if (s.IsReplicated()) return global;
  const std::vector<int64_t> pieces = s.DimShards();
  if (static_cast<int64_t>(pieces.size()) != global.rank())
    return InvalidArgument(Where(at) + what + " has the sharding " + s.ToString() + " of " +
                           std::to_string(pieces.size()) + " dimensions for a value of type " +
                           global.ToString());
  std::vector<int64_t> dims(global.dims().begin(), global.dims().end());
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] % pieces[d] != 0)
      return Unimplemented(Where(at) + what + " of type " + global.ToString() + " is split by " +
                           s.ToString() + " into " + std::to_string(pieces[d]) +
                           " unequal pieces along dimension " + std::to_string(d));
    dims[d] /= pieces[d];
  }
  return module_.types().Tensor(dims, global.element_type());
}

StatusOr<std::optional<Sharding>> Localizer::DeclaredSharding(std::string_view list, int index) const {
  Attr sharding = FuncValueAttr(*main_, list, static_cast<size_t>(index), "sdy.sharding");
  if (!sharding) return std::nullopt;
  if (!sharding.Is(AttrKind::kOpaque))
    return InvalidArgument(Where(*main_) + "expected an #sdy.sharding on " +
                           (list == "arg_attrs" ? "argument " : "result ") + std::to_string(index));
  StatusOr<std::vector<Sharding>> s = ReadShardings(sharding.string_value(), meshes_, false);
  if (!s.ok()) return Status(s.status().code(), Where(*main_) + s.status().message());
  return std::optional<Sharding>(std::move((*s)[0]));
}

Status Localizer::CheckManualComputation(const Op& mc) {
  Attr in = mc.attr("in_shardings"), out = mc.attr("out_shardings"), manual = mc.attr("manual_axes");
  if (!in.Is(AttrKind::kOpaque) || !out.Is(AttrKind::kOpaque) || !manual.Is(AttrKind::kOpaque))
    return InvalidArgument(Where(mc) + "expected in_shardings, out_shardings and manual_axes");
  StatusOr<std::vector<Sharding>> ins = ReadShardings(in.string_value(), meshes_, true);
  StatusOr<std::vector<Sharding>> outs = ReadShardings(out.string_value(), meshes_, true);
  if (!ins.ok()) return Status(ins.status().code(), Where(mc) + ins.status().message());
  if (!outs.ok()) return Status(outs.status().code(), Where(mc) + outs.status().message());
  StatusOr<std::vector<std::string>> axes = ParseManualAxes(manual.string_value());
  if (!axes.ok())
    return InvalidArgument(Where(mc) + "cannot read the manual axes " + manual.string_value() + ": " +
                           axes.status().message());
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
    for (const MeshAxis& axis : mesh.axes)
      if (axis.size > 1 && std::find(axes->begin(), axes->end(), axis.name) == axes->end())
        free.push_back(axis.name);
    if (!free.empty()) {
      std::string names;
      for (const std::string& a : free) names += (names.empty() ? "\"" : ", \"") + a + "\"";
      return NeedsPartitioning(mc, "sdy.manual_computation leaves the mesh axes {" + names + "} of @" +
                                       mesh_name + " automatic (manual_axes " + manual.string_value() + ")");
    }
    const int64_t devices = mesh.num_devices();
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
    } else if (!SameTiling(known->second, s)) {
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
  StatusOr<std::vector<Sharding>> read = ReadShardings(text.string_value(), meshes_, false);
  if (!read.ok()) return Status(read.status().code(), Where(op) + read.status().message());
  const Sharding* s = &(*read)[0];
  const Value* v = op.operand(0);
  auto known = sharding_.find(v);
  if (known == sharding_.end()) {
    if (v->owner_block() != &FuncBody(*main_))
      return NeedsPartitioning(op, "sdy.sharding_constraint reads a global value");
    HLX_ASSIGN_OR_RETURN(Type local, LocalType(op, v->type(), *s, "the operand of sdy.sharding_constraint"));
    sharding_[v] = *s;
    local_[v] = local;
  } else if (!SameTiling(known->second, *s)) {
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
    replicated &= known->second.IsReplicated();
    if (!common) common = known->second;
    if (!SameTiling(*common, known->second))
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
    if (declared && !SameTiling(*declared, known->second))
      return NeedsPartitioning(ret, what + " is declared as " + declared->ToString() + " but computed as " +
                                        known->second.ToString());
  }
  return Status::Ok();
}

// Puts `mhlo.sharding = texts[i]` in place of `sdy.sharding` in dictionary i of the list attribute `name`
// of @main (made if @main has none).
void SetHloShardings(Op& main, std::string_view name, const std::vector<std::string>& texts) {
  Attr list = main.attr(name);
  std::vector<Attr> dicts;
  for (size_t i = 0; i < texts.size(); ++i) {
    std::vector<NamedAttr> entries;
    if (list.Is(AttrKind::kArray) && i < list.elements().size() &&
        list.elements()[i].Is(AttrKind::kDictionary))
      for (const NamedAttr& e : list.elements()[i].entries())
        if (e.name != "sdy.sharding" && e.name != "mhlo.sharding") entries.push_back(e);
    entries.push_back({"mhlo.sharding", Attr::String(texts[i])});
    dicts.push_back(Attr::Dictionary(std::move(entries)));
  }
  main.SetAttr(name, Attr::Array(std::move(dicts)));
}

void Localizer::Rewrite() {
  Block& block = FuncBody(*main_);
  // The global shardings, as JAX reads them from the compiled program to build its arrays; taken before
  // the bodies replace the manual computations' results.
  auto text = [&](const Value* v) {
    auto it = sharding_.find(v);  // an unused argument stays whole
    if (it == sharding_.end() || it->second.IsReplicated()) return std::string("{replicated}");
    return HloShardingText(it->second, meshes_.at(it->second.mesh));
  };
  std::vector<std::string> arg_texts, result_texts;
  for (int a = 0; a < block.num_args(); ++a) arg_texts.push_back(text(block.arg(a)));
  for (const Value* v : block.back()->operands()) result_texts.push_back(text(v));
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
  SetHloShardings(*main_, "arg_attrs", arg_texts);
  SetHloShardings(*main_, "res_attrs", result_texts);
  // What XLA's partitioner records in the HLO module and PJRT's GetParameterShardings and
  // GetOutputShardings read: one sharding per parameter, and the result's (a tuple of them for several).
  std::vector<Attr> parameters;
  for (const std::string& t : arg_texts) parameters.push_back(Attr::String(t));
  module_.SetAttr("mhlo.spmd_parameters_shardings", Attr::Array(std::move(parameters)));
  if (result_texts.size() == 1) {
    module_.SetAttr("mhlo.spmd_output_sharding", Attr::String(result_texts[0]));
  } else if (!result_texts.empty()) {
    std::string tuple = "{";
    for (size_t r = 0; r < result_texts.size(); ++r) tuple += (r ? ", " : "") + result_texts[r];
    module_.SetAttr("mhlo.spmd_output_sharding", Attr::String(tuple + "}"));
  }
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
    StatusOr<Mesh> axes = mesh.Is(AttrKind::kOpaque) ? ParseMesh(mesh.string_value()) : InvalidArgument("");
    if (!name.Is(AttrKind::kString) || !axes.ok())
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
