#include "sharding/import.h"

#include <algorithm>
#include <functional>

#include "sharding/hlo_sharding.h"
#include "sharding/sdy_text.h"

namespace hlx {
namespace {

constexpr std::string_view kFrontendAttrs = "mhlo.frontend_attributes";

// Calls `fn` on every op of `block` and of the blocks nested in it, in order.
void ForEachOp(const Block& block, const std::function<void(const Op&)>& fn) {
  for (const auto& op : block.ops()) {
    fn(*op);
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) ForEachOp(*op->region(r)->block(b), fn);
  }
}

// The string `name` of the dictionary `frontend` (a `mhlo.frontend_attributes`), or null.
Attr FrontendString(const Attr& frontend, std::string_view name) {
  if (!frontend.Is(AttrKind::kDictionary)) return Attr();
  Attr a = frontend.Get(name);
  return a.Is(AttrKind::kString) ? a : Attr();
}

std::string Quoted(const std::string& text) { return "\"" + text + "\""; }

int64_t RankOf(Type type) { return type.IsTensor() ? type.rank() : 0; }

class Importer {
 public:
  explicit Importer(const Module& module) : module_(module) {}
  StatusOr<ModuleShardings> Run();

 private:
  // A located error: `file:line:col: what: cause`.
  Status Error(const Op& at, const std::string& what, const Status& cause) const {
    return Status(cause.code(), module_.Where(at.loc()) + ": " + what + ": " + cause.message());
  }
  Status ReadMeshes();
  Status ReadFunc(const Op& func);
  Status ReadOp(const Op& op);
  Status ReadManual(const Op& op, const std::string& in, const std::string& out, const std::string& axes);
  Status ReadFuncResultShardings(const Op& func);
  Status ImportHloShardings();
  // The sharding of one value from the text of an sdy.sharding (`per_value`: #sdy.sharding_per_value)
  // or an xla.sdy.sharding frontend attribute.
  StatusOr<std::vector<TensorSharding>> ParseSdy(const Op& at, const std::string& what,
                                                 const std::string& attr, const std::string& text,
                                                 bool per_value) const;
  Status CheckRank(const Op& at, const std::string& what, const TensorSharding& s, Type type) const;
  // Queues `mhlo.sharding` text for the HLO import (which needs all of a module's shardings at once).
  Status AddHlo(const Op& at, const std::string& what, const std::string& text, std::vector<Type> types,
                std::function<void(size_t, TensorSharding)> set, std::function<void(size_t)> set_manual);

  struct HloUse {
    HloSharding sharding;
    int64_t rank;
    std::function<void(TensorSharding)> set;
    std::function<void()> set_manual;
  };

  const Module& module_;
  ModuleShardings out_;
  bool sdy_export_ = false;
  std::vector<HloUse> hlo_;
  int64_t num_partitions_ = 0;  // 0: not given
};

StatusOr<std::vector<TensorSharding>> Importer::ParseSdy(const Op& at, const std::string& what,
                                                         const std::string& attr, const std::string& text,
                                                         bool per_value) const {
  if (per_value) {
    StatusOr<std::vector<TensorSharding>> s = ParseShardingPerValue(text, out_.meshes);
    if (!s.ok()) return Error(at, what + ": " + attr + " " + text, s.status());
    return s;
  }
  StatusOr<TensorSharding> s = ParseSharding(text, out_.meshes);
  if (!s.ok()) return Error(at, what + ": " + attr + " " + text, s.status());
  return std::vector<TensorSharding>{std::move(s).value()};
}

Status Importer::CheckRank(const Op& at, const std::string& what, const TensorSharding& s, Type type) const {
  if (s.rank() == RankOf(type)) return Status::Ok();
  return Error(at, what,
               InvalidArgument("expected a sharding of " + std::to_string(RankOf(type)) +
                               " dimensions (for " + type.ToString() + "), found " + s.ToString()));
}

Status Importer::ReadMeshes() {
  for (const auto& op : module_.body().ops()) {
    if (op->kind() != OpKind::kSdyMesh) continue;
    Attr name = op->attr("sym_name"), text = op->attr("mesh");
    if (!name.Is(AttrKind::kString) || !text.Is(AttrKind::kOpaque))
      return Error(*op, "sdy.mesh", InvalidArgument("expected a name and a mesh"));
    StatusOr<Mesh> mesh = ParseMesh(text.string_value());
    if (!mesh.ok())
      return Error(*op, "sdy.mesh @" + name.string_value() + " " + text.string_value(), mesh.status());
    if (!out_.meshes.emplace(name.string_value(), std::move(mesh).value()).second)
      return Error(*op, "sdy.mesh",
                   InvalidArgument("expected one mesh per name, found @" + name.string_value() + " twice"));
  }
  Attr meshes = FrontendString(module_.attr(kFrontendAttrs), "xla.sdy.meshes");
  if (!meshes) return Status::Ok();
  sdy_export_ = true;
  StatusOr<std::vector<std::pair<std::string, Mesh>>> dict = ParseMeshDictionary(meshes.string_value());
  if (!dict.ok())
    return Status(dict.status().code(), module_.Where(module_.loc()) + ": the module's xla.sdy.meshes " +
                                            meshes.string_value() + ": " + dict.status().message());
  for (auto& [name, mesh] : *dict) {
    auto it = out_.meshes.find(name);
    if (it != out_.meshes.end()) {
      if (!(it->second == mesh))
        return InvalidArgument(module_.source_name() + ": the module's xla.sdy.meshes: expected the mesh @" +
                               name + " of its sdy.mesh " + it->second.ToString() + ", found " +
                               mesh.ToString());
      continue;
    }
    out_.meshes.emplace(name, mesh);
    out_.new_meshes.push_back(name);
  }
  return Status::Ok();
}

Status Importer::AddHlo(const Op& at, const std::string& what, const std::string& text,
                        std::vector<Type> types, std::function<void(size_t, TensorSharding)> set,
                        std::function<void(size_t)> set_manual) {
  if (text.empty()) return Status::Ok();  // JAX's "no sharding given"
  StatusOr<HloSharding> parsed = ParseHloSharding(text);
  const std::string context = what + ": mhlo.sharding " + Quoted(text);
  if (!parsed.ok()) return Error(at, context, parsed.status());
  std::vector<const HloSharding*> per_value;
  if (parsed->kind == HloSharding::Kind::kTuple) {
    if (types.size() == 1 && types[0].IsTuple()) return Status::Ok();  // a tuple value: not sharded here
    if (parsed->elements.size() != types.size())
      return Error(
          at, context,
          InvalidArgument("expected " + std::to_string(types.size()) +
                          " sharding(s) (one per value), found " + std::to_string(parsed->elements.size())));
    for (const HloSharding& e : parsed->elements) per_value.push_back(&e);
  } else {
    per_value.assign(types.size(), &*parsed);
  }
  for (size_t i = 0; i < per_value.size(); ++i) {
    const HloSharding& s = *per_value[i];
    if (s.kind == HloSharding::Kind::kTuple)
      return Error(at, context, InvalidArgument("expected a sharding of a tensor, found a tuple sharding"));
    if (s.kind == HloSharding::Kind::kMaximal && num_partitions_ > 0 && s.device >= num_partitions_)
      return Error(at, context,
                   InvalidArgument("expected a device id from 0 to " + std::to_string(num_partitions_ - 1) +
                                   " (mhlo.num_partitions is " + std::to_string(num_partitions_) +
                                   "), found " + std::to_string(s.device)));
    if (s.kind == HloSharding::Kind::kTiled) {
      if (s.rank() != RankOf(types[i]))
        return Error(at, context,
                     InvalidArgument("expected " + std::to_string(RankOf(types[i]) + s.subgroups.size()) +
                                     " tile dimensions (the rank of " + types[i].ToString() +
                                     (s.subgroups.empty() ? "" : " and the last tile dimensions") +
                                     "), found " + std::to_string(s.tile_dims.size())));
      if (num_partitions_ > 0 && s.num_devices() != num_partitions_)
        return Error(
            at, context,
            InvalidArgument("expected a tile assignment over " + std::to_string(num_partitions_) +
                            " devices (mhlo.num_partitions), found " + std::to_string(s.num_devices())));
      if (!hlo_.empty() && num_partitions_ == 0) {
        for (const HloUse& other : hlo_)
          if (other.sharding.kind == HloSharding::Kind::kTiled &&
              other.sharding.num_devices() != s.num_devices())
            return Error(at, context,
                         InvalidArgument("expected a tile assignment over the " +
                                         std::to_string(other.sharding.num_devices()) +
                                         " devices of the module's other shardings, found " +
                                         std::to_string(s.num_devices())));
      }
    }
    hlo_.push_back({s, RankOf(types[i]), [set, i](TensorSharding t) { set(i, std::move(t)); },
                    [set_manual, i] { set_manual(i); }});
  }
  return Status::Ok();
}

Status Importer::ReadFunc(const Op& func) {
  const std::string name = "@" + std::string(FuncName(func));
  Type type = FuncType(func);
  if (!type) return Status::Ok();
  const Block& body = FuncBody(func);
  for (std::string_view list : {"arg_attrs", "res_attrs"}) {
    const bool args = list == "arg_attrs";
    std::span<const Type> types = args ? type.types() : type.results();
    if (!args) out_.func_results[&func].resize(types.size());
    for (size_t i = 0; i < types.size(); ++i) {
      const std::string what =
          std::string(args ? "argument " : "result ") + std::to_string(i) + " of " + name;
      auto set = [this, body = &body, func = &func, args, i](TensorSharding s) {
        if (args) {
          if (static_cast<int>(i) < body->num_args())
            out_.values[body->arg(static_cast<int>(i))] = std::move(s);
        } else {
          out_.func_results[func][i] = std::move(s);
        }
      };
      Attr sdy = FuncValueAttr(func, list, i, "sdy.sharding");
      Attr frontend = FrontendString(FuncValueAttr(func, list, i, kFrontendAttrs), "xla.sdy.sharding");
      Attr hlo = FuncValueAttr(func, list, i, "mhlo.sharding");
      if (sdy || frontend) {
        if (sdy && !sdy.Is(AttrKind::kOpaque))
          return Error(func, what, InvalidArgument("expected an #sdy.sharding as sdy.sharding"));
        const std::string& text = sdy ? sdy.string_value() : frontend.string_value();
        HLX_ASSIGN_OR_RETURN(std::vector<TensorSharding> s,
                             ParseSdy(func, what, sdy ? "sdy.sharding" : "xla.sdy.sharding", text, false));
        HLX_RETURN_IF_ERROR(CheckRank(func, what, s[0], types[i]));
        set(std::move(s[0]));
      } else if (hlo && !sdy_export_) {
        if (!hlo.Is(AttrKind::kString))
          return Error(func, what, InvalidArgument("expected a string as mhlo.sharding"));
        const Value* arg =
            args && static_cast<int>(i) < body.num_args() ? body.arg(static_cast<int>(i)) : nullptr;
        HLX_RETURN_IF_ERROR(AddHlo(
            func, what, hlo.string_value(), {types[i]},
            [set](size_t, TensorSharding s) { set(std::move(s)); },
            [this, arg](size_t) {
              if (arg) out_.manual.insert(arg);
            }));
      }
    }
  }
  return Status::Ok();
}

Status Importer::ReadManual(const Op& op, const std::string& in, const std::string& out,
                            const std::string& axes) {
  const std::string what = std::string(op.name());
  ManualShardings m;
  HLX_ASSIGN_OR_RETURN(m.in, ParseSdy(op, what, "in_shardings", in, true));
  HLX_ASSIGN_OR_RETURN(m.out, ParseSdy(op, what, "out_shardings", out, true));
  StatusOr<std::vector<std::string>> manual = ParseManualAxes(axes);
  if (!manual.ok()) return Error(op, what + ": manual_axes " + axes, manual.status());
  m.manual_axes = std::move(manual).value();
  if (static_cast<int>(m.in.size()) != op.num_operands())
    return Error(op, what + ": in_shardings",
                 InvalidArgument("expected " + std::to_string(op.num_operands()) +
                                 " sharding(s) (one per operand), found " + std::to_string(m.in.size())));
  if (static_cast<int>(m.out.size()) != op.num_results())
    return Error(op, what + ": out_shardings",
                 InvalidArgument("expected " + std::to_string(op.num_results()) +
                                 " sharding(s) (one per result), found " + std::to_string(m.out.size())));
  for (size_t i = 0; i < m.in.size(); ++i)
    HLX_RETURN_IF_ERROR(
        CheckRank(op, what + ": in_sharding " + std::to_string(i), m.in[i], op.operand(i)->type()));
  for (size_t i = 0; i < m.out.size(); ++i)
    HLX_RETURN_IF_ERROR(
        CheckRank(op, what + ": out_sharding " + std::to_string(i), m.out[i], op.result(i)->type()));
  for (const auto* list : {&m.in, &m.out})
    for (const TensorSharding& s : *list) {
      if (!m.mesh.empty() && s.mesh != m.mesh)
        return Error(op, what,
                     InvalidArgument("expected shardings on one mesh, found @" + m.mesh + " and @" + s.mesh));
      m.mesh = s.mesh;
    }
  if (!m.manual_axes.empty() && m.mesh.empty())
    return Error(op, what,
                 InvalidArgument("expected shardings that name the mesh of the manual axes, found none"));
  const Mesh* mesh = out_.FindMesh(m.mesh);
  for (size_t a = 0; a < m.manual_axes.size(); ++a) {
    if (mesh->AxisSize(m.manual_axes[a]) == 0)
      return Error(op, what + ": manual_axes " + axes,
                   InvalidArgument("expected an axis of the mesh @" + m.mesh + ", found \"" +
                                   m.manual_axes[a] + "\""));
    for (size_t b = 0; b < a; ++b)
      if (m.manual_axes[a] == m.manual_axes[b])
        return Error(op, what + ": manual_axes " + axes,
                     InvalidArgument("expected each axis once, found \"" + m.manual_axes[a] + "\" twice"));
  }
  // The body's values are each device's piece along the manual axes, split further along the free ones:
  // a dimension names its manual axes before its free ones.
  auto is_manual = [&](const AxisRef& a) {
    return std::find(m.manual_axes.begin(), m.manual_axes.end(), a.name) != m.manual_axes.end();
  };
  for (const auto* list : {&m.in, &m.out})
    for (size_t i = 0; i < list->size(); ++i)
      for (const DimSharding& d : (*list)[i].dims)
        for (size_t k = 1; k < d.axes.size(); ++k)
          if (is_manual(d.axes[k]) && !is_manual(d.axes[k - 1]))
            return Error(
                op,
                what + ": " + (list == &m.in ? "in_sharding " : "out_sharding ") + std::to_string(i) + " " +
                    (*list)[i].ToString(),
                InvalidArgument("expected the manual axes of a dimension before its free axes, found " +
                                d.axes[k].ToString() + " after " + d.axes[k - 1].ToString()));
  out_.manual_computations[&op] = std::move(m);
  return Status::Ok();
}

Status Importer::ReadOp(const Op& op) {
  const std::string name = op.name();
  if (op.kind() == OpKind::kSdyShardingConstraint) {
    Attr text = op.attr("sharding");
    if (!text.Is(AttrKind::kOpaque)) return Error(op, name, InvalidArgument("expected an #sdy.sharding"));
    HLX_ASSIGN_OR_RETURN(std::vector<TensorSharding> s,
                         ParseSdy(op, name, "sharding", text.string_value(), false));
    HLX_RETURN_IF_ERROR(CheckRank(op, name, s[0], op.result(0)->type()));
    out_.values[op.result(0)] = std::move(s[0]);
    return Status::Ok();
  }
  if (op.kind() == OpKind::kSdyManualComputation) {
    Attr in = op.attr("in_shardings"), out = op.attr("out_shardings"), axes = op.attr("manual_axes");
    if (!in.Is(AttrKind::kOpaque) || !out.Is(AttrKind::kOpaque) || !axes.Is(AttrKind::kOpaque))
      return Error(op, name, InvalidArgument("expected in_shardings, out_shardings and manual_axes"));
    return ReadManual(op, in.string_value(), out.string_value(), axes.string_value());
  }
  Attr frontend = op.attr(kFrontendAttrs);
  if (op.kind() == OpKind::kFuncCall && FrontendString(frontend, "xla.sdy.in_shardings")) {
    Attr in = FrontendString(frontend, "xla.sdy.in_shardings"),
         out = FrontendString(frontend, "xla.sdy.out_shardings");
    Attr axes = FrontendString(frontend, "xla.sdy.manual_axes");
    if (!out || !axes)
      return Error(op, name,
                   InvalidArgument("expected xla.sdy.out_shardings and xla.sdy.manual_axes beside "
                                   "xla.sdy.in_shardings"));
    return ReadManual(op, in.string_value(), out.string_value(), axes.string_value());
  }
  if (op.num_results() == 0) return Status::Ok();
  std::vector<Type> types;
  for (int r = 0; r < op.num_results(); ++r) types.push_back(op.result(r)->type());
  Attr sdy = op.attr("sdy.sharding");
  Attr sdy_frontend = FrontendString(frontend, "xla.sdy.sharding");
  if (sdy || sdy_frontend) {
    if (sdy && !sdy.Is(AttrKind::kOpaque))
      return Error(op, name, InvalidArgument("expected an #sdy.sharding_per_value as sdy.sharding"));
    const std::string& text = sdy ? sdy.string_value() : sdy_frontend.string_value();
    HLX_ASSIGN_OR_RETURN(std::vector<TensorSharding> s,
                         ParseSdy(op, name, sdy ? "sdy.sharding" : "xla.sdy.sharding", text, true));
    if (s.size() != types.size())
      return Error(op, name + ": sdy.sharding " + text,
                   InvalidArgument("expected " + std::to_string(types.size()) +
                                   " sharding(s) (one per result), found " + std::to_string(s.size())));
    for (size_t r = 0; r < s.size(); ++r) {
      HLX_RETURN_IF_ERROR(CheckRank(op, "result " + std::to_string(r) + " of " + name, s[r], types[r]));
      out_.values[op.result(static_cast<int>(r))] = std::move(s[r]);
    }
    return Status::Ok();
  }
  Attr hlo = op.attr("mhlo.sharding");
  if (!hlo || sdy_export_) return Status::Ok();
  if (!hlo.Is(AttrKind::kString))
    return Error(op, name, InvalidArgument("expected a string as mhlo.sharding"));
  return AddHlo(
      op, name, hlo.string_value(), types,
      [this, op = &op](size_t r, TensorSharding s) {
        out_.values[op->result(static_cast<int>(r))] = std::move(s);
      },
      [this, op = &op](size_t r) { out_.manual.insert(op->result(static_cast<int>(r))); });
}

// A function result returned straight from an `@xla.sdy.FuncResultSharding` custom call takes its
// sharding.
Status Importer::ReadFuncResultShardings(const Op& func) {
  auto& results = out_.func_results[&func];
  ForEachOp(FuncBody(func), [&](const Op& op) {
    if (op.kind() != OpKind::kFuncReturn || op.parent_op() != &func) return;
    for (int r = 0; r < op.num_operands() && r < static_cast<int>(results.size()); ++r) {
      const Op* def = op.operand(r)->defining_op();
      if (results[r] || !def || CustomCallTarget(*def) != "xla.sdy.FuncResultSharding") continue;
      auto it = out_.values.find(op.operand(r));
      if (it != out_.values.end()) results[r] = it->second;
    }
  });
  return Status::Ok();
}

Status Importer::ImportHloShardings() {
  if (hlo_.empty()) return Status::Ok();
  std::vector<HloShardingUse> uses;
  for (const HloUse& u : hlo_) uses.push_back({&u.sharding, u.rank});
  ImportedHloShardings imported =
      ::hlx::ImportHloShardings(uses, [&](std::string_view name) { return out_.meshes.count(name) > 0; });
  for (auto& [name, mesh] : imported.meshes) {
    out_.meshes.emplace(name, mesh);
    out_.new_meshes.push_back(name);
  }
  for (size_t u = 0; u < hlo_.size(); ++u) {
    if (imported.shardings[u]) {
      hlo_[u].set(std::move(*imported.shardings[u]));
    } else if (hlo_[u].sharding.manual()) {
      hlo_[u].set_manual();
    }
  }
  return Status::Ok();
}

StatusOr<ModuleShardings> Importer::Run() {
  Attr partitions = module_.attr("mhlo.num_partitions");
  if (partitions.Is(AttrKind::kInteger)) num_partitions_ = partitions.int_value();
  HLX_RETURN_IF_ERROR(ReadMeshes());
  std::vector<const Op*> funcs;
  for (const auto& op : module_.body().ops())
    if (op->kind() == OpKind::kFunc && op->num_regions() == 1 && !op->region(0)->empty())
      funcs.push_back(op.get());
  for (const Op* func : funcs) {
    HLX_RETURN_IF_ERROR(ReadFunc(*func));
    Status status;
    ForEachOp(FuncBody(*func), [&](const Op& op) {
      if (status.ok()) status = ReadOp(op);
    });
    for (int b = 1; b < func->region(0)->num_blocks(); ++b)
      ForEachOp(*func->region(0)->block(b), [&](const Op& op) {
        if (status.ok()) status = ReadOp(op);
      });
    HLX_RETURN_IF_ERROR(status);
  }
  HLX_RETURN_IF_ERROR(ImportHloShardings());
  for (const Op* func : funcs) HLX_RETURN_IF_ERROR(ReadFuncResultShardings(*func));
  return std::move(out_);
}

// Sets `name` in dictionary `index` of the list attribute `list` of `func`, whose `count` entries are made
// where missing.
void SetFuncValueAttr(Op& func, std::string_view list, size_t index, size_t count, std::string_view name,
                      Attr value) {
  Attr old = func.attr(list);
  std::vector<Attr> dicts;
  for (size_t i = 0; i < count; ++i) {
    Attr d = old.Is(AttrKind::kArray) && i < old.elements().size() ? old.elements()[i] : Attr();
    dicts.push_back(d.Is(AttrKind::kDictionary) ? d : Attr::Dictionary({}));
  }
  std::vector<NamedAttr> entries(dicts[index].entries().begin(), dicts[index].entries().end());
  SetSortedAttr(entries, name, std::move(value));
  dicts[index] = Attr::Dictionary(std::move(entries));
  func.SetAttr(list, Attr::Array(std::move(dicts)));
}

void WriteOps(Block& block, const ModuleShardings& shardings) {
  for (const auto& op : block.ops()) {
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) WriteOps(*op->region(r)->block(b), shardings);
    if (op->kind() == OpKind::kSdyShardingConstraint) {
      // Its open dimensions may have taken axes.
      auto it = shardings.values.find(op->result(0));
      Attr old = op->attr("sharding");
      if (it != shardings.values.end() &&
          !(old.Is(AttrKind::kOpaque) && old.string_value() == it->second.AttrText()))
        op->SetAttr("sharding", Attr::Opaque(it->second.AttrText()));
      continue;
    }
    if (op->kind() == OpKind::kSdyManualComputation || op->num_results() == 0) continue;
    std::string mesh;
    bool manual = false;
    for (int r = 0; r < op->num_results(); ++r) {
      auto it = shardings.values.find(op->result(r));
      if (it != shardings.values.end() && mesh.empty()) mesh = it->second.mesh;
      manual |= shardings.manual.count(op->result(r)) > 0;
    }
    if (mesh.empty() || manual) continue;
    std::vector<TensorSharding> per_value;
    for (int r = 0; r < op->num_results(); ++r) {
      auto it = shardings.values.find(op->result(r));
      per_value.push_back(it != shardings.values.end() ? it->second
                                                       : OpenSharding(mesh, RankOf(op->result(r)->type())));
    }
    op->SetAttr("sdy.sharding", Attr::Opaque(ShardingPerValueText(per_value)));
  }
}

}  // namespace

std::string_view CustomCallTarget(const Op& op) {
  if (op.kind() != OpKind::kCustomCall) return {};
  Attr target = op.attr("call_target_name");
  return target.Is(AttrKind::kString) ? std::string_view(target.string_value()) : std::string_view();
}

StatusOr<ModuleShardings> ImportShardings(const Module& module) { return Importer(module).Run(); }

void WriteShardings(Module& module, const ModuleShardings& shardings) {
  Block& body = module.body();
  size_t at = 0;
  for (size_t i = 0; i < body.ops().size(); ++i)
    if (body.ops()[i]->kind() == OpKind::kSdyMesh) at = i + 1;
  for (const std::string& name : shardings.new_meshes) {
    auto op = std::make_unique<Op>(OpKind::kSdyMesh, SourceLoc{});
    op->SetAttr("sym_name", Attr::String(name));
    op->SetAttr("mesh", Attr::Opaque("#sdy.mesh" + shardings.meshes.at(name).ToString()));
    body.Insert(at++, std::move(op));
  }
  for (const auto& op : body.ops()) {
    if (op->kind() != OpKind::kFunc || op->num_regions() != 1 || op->region(0)->empty()) continue;
    Type type = FuncType(*op);
    if (!type) continue;
    Block& func_body = FuncBody(*op);
    for (int a = 0; a < func_body.num_args(); ++a) {
      auto it = shardings.values.find(func_body.arg(a));
      if (it != shardings.values.end())
        SetFuncValueAttr(*op, "arg_attrs", static_cast<size_t>(a), type.types().size(), "sdy.sharding",
                         Attr::Opaque(it->second.AttrText()));
    }
    if (auto it = shardings.func_results.find(op.get()); it != shardings.func_results.end())
      for (size_t r = 0; r < it->second.size(); ++r)
        if (it->second[r])
          SetFuncValueAttr(*op, "res_attrs", r, type.results().size(), "sdy.sharding",
                           Attr::Opaque(it->second[r]->AttrText()));
    for (int b = 0; b < op->region(0)->num_blocks(); ++b) WriteOps(*op->region(0)->block(b), shardings);
  }
}

}  // namespace hlx
