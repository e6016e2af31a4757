#include "passes/manual_computation.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "parse/lexer.h"
#include "passes/inline.h"
#include "passes/rewrite.h"
#include "support/check.h"

namespace hlx {
namespace {

// ---- Shardy's text, as far as this pass reads it -------------------------------------------------------

// A mesh: its axes, major to minor, with their sizes, and the device of each mesh position (row-major)
// when `device_ids` gives them out of order.
struct Mesh {
  std::vector<std::pair<std::string, int64_t>> axes;
  std::vector<int64_t> device_ids;  // empty: position p is device p
};

// An axis `"a"`, or the sub-axis `"a":(pre)size` of it: the `size` pieces of the axis after its `pre`
// major ones. A whole axis is pre 1, size the axis's.
struct AxisRef {
  std::string name;
  int64_t pre = 1;
  int64_t size = 1;
  int64_t axis_size = 1;

  bool operator==(const AxisRef& other) const {
    return name == other.name && pre == other.pre && size == other.size;
  }
  std::string ToString() const {
    std::string s = "\"" + name + "\"";
    if (pre != 1 || size != axis_size) s += ":(" + std::to_string(pre) + ")" + std::to_string(size);
    return s;
  }
};

// A tensor sharding: per dimension, the axes (or sub-axes) that split it, major to minor, and the number
// of pieces they make. Open dimensions (`?`), priorities and replicated/unreduced axes do not change a
// shard's shape and are not kept.
struct Sharding {
  std::string mesh;  // empty for a value that is the same on every device
  std::vector<std::vector<AxisRef>> dim_axes;
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
      for (size_t a = 0; a < dim_axes[d].size(); ++a) s += (a ? ", " : "") + dim_axes[d][a].ToString();
      s += "}";
    }
    return s + "]>";
  }
};

// Attribute text as the MLIR lexer's tokens, with one token of lookahead.
class Text {
 public:
  explicit Text(std::string_view text) : lexer_(text, 1), next_(lexer_.Next()) {}
  // Takes the next token if it is `token`.
  bool Eat(std::string_view token) {
    if (next_.kind == Tok::kEof || next_.kind == Tok::kError || next_.text != token) return false;
    Advance();
    return true;
  }
  std::optional<std::string> Quoted() {
    if (next_.kind != Tok::kString) return std::nullopt;
    return Lexer::Unescape(Advance().text);
  }
  std::optional<int64_t> Int() {
    if (next_.kind != Tok::kInteger) return std::nullopt;
    std::string_view digits = Advance().text;
    int64_t value = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return value;
  }
  // `@name` or `@"name"`: the name.
  std::optional<std::string> Symbol() {
    if (next_.kind != Tok::kSymbolId) return std::nullopt;
    return Lexer::SymbolName(Advance().text);
  }
  std::string Name() { return next_.kind == Tok::kBareId ? std::string(Advance().text) : std::string(); }
  // A dimension's priority, `p` and a number.
  bool Priority() {
    if (next_.kind != Tok::kBareId || next_.text.size() < 2 || next_.text[0] != 'p') return false;
    Advance();
    return true;
  }
  // Skips to just past the `}` that balances the `{` already read.
  bool SkipBraces() {
    for (int depth = 1; next_.kind != Tok::kEof && next_.kind != Tok::kError;) {
      Tok kind = Advance().kind;
      if (kind == Tok::kLBrace) ++depth;
      if (kind == Tok::kRBrace && --depth == 0) return true;
    }
    return false;
  }

 private:
  Token Advance() { return std::exchange(next_, lexer_.Next()); }
  Lexer lexer_;
  Token next_;
};

// `#sdy.mesh<["a"=4, "b"=2]>` or `#sdy.mesh<["a"=4, "b"=2], device_ids=[...]>`.
std::optional<Mesh> ParseMesh(std::string_view text) {
  Text t(text);
  if (!t.Eat("#sdy.mesh") || !t.Eat("<") || !t.Eat("[")) return std::nullopt;
  Mesh mesh;
  int64_t devices = 1;
  while (!t.Eat("]")) {
    if (!mesh.axes.empty() && !t.Eat(",")) return std::nullopt;
    std::optional<std::string> name = t.Quoted();
    std::optional<int64_t> size;
    if (!name || !t.Eat("=") || !(size = t.Int()) || *size < 1) return std::nullopt;
    mesh.axes.emplace_back(*name, *size);
    devices *= *size;
  }
  if (t.Eat(",")) {
    if (!t.Eat("device_ids") || !t.Eat("=") || !t.Eat("[")) return std::nullopt;
    while (!t.Eat("]")) {
      if (!mesh.device_ids.empty() && !t.Eat(",")) return std::nullopt;
      std::optional<int64_t> id = t.Int();
      if (!id) return std::nullopt;
      mesh.device_ids.push_back(*id);
    }
    if (static_cast<int64_t>(mesh.device_ids.size()) != std::max<int64_t>(devices, 1)) return std::nullopt;
    bool iota = true;
    for (size_t i = 0; i < mesh.device_ids.size(); ++i) iota &= mesh.device_ids[i] == static_cast<int64_t>(i);
    if (iota) mesh.device_ids.clear();
  }
  return mesh;
}

// The size of the mesh axis `name`, or 0.
int64_t AxisSize(const Mesh& mesh, std::string_view name) {
  for (const auto& [axis, size] : mesh.axes)
    if (axis == name) return size;
  return 0;
}

// One sharding `<@mesh, [{"a"}, {}], replicated={"b"}>` from `t`, its axes checked against `meshes`.
StatusOr<Sharding> ReadSharding(Text& t, const std::map<std::string, Mesh>& meshes, std::string_view text) {
  auto bad = [&](const std::string& why) {
    return InvalidArgument("cannot read the sharding " + std::string(text) + ": " + why);
  };
  if (!t.Eat("<")) return bad("expected '<'");
  std::optional<std::string> mesh_name = t.Symbol();
  if (!mesh_name)
    return Unimplemented("the sharding " + std::string(text) +
                         " has its mesh inline; hlx reads "
                         "shardings that name an sdy.mesh");
  Sharding s;
  s.mesh = *mesh_name;
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
      AxisRef ref{*axis, 1, AxisSize(mesh->second, *axis), 0};
      ref.axis_size = ref.size;
      if (ref.size == 0) return bad("the mesh @" + s.mesh + " has no axis \"" + *axis + "\"");
      if (t.Eat(":")) {  // a sub-axis: ":(pre-size)size"
        std::optional<int64_t> pre, sub;
        if (!t.Eat("(") || !(pre = t.Int()) || !t.Eat(")") || !(sub = t.Int()) || *pre < 1 || *sub < 1 ||
            ref.axis_size % (*pre * *sub) != 0)
          return bad("expected a sub-axis ':(N)M' of the axis \"" + *axis + "\" of size " +
                     std::to_string(ref.axis_size));
        ref.pre = *pre;
        ref.size = *sub;
      }
      s.dim_axes.back().push_back(ref);
      pieces *= ref.size;
    }
    t.Priority();
    s.dim_pieces.push_back(pieces);
  }
  // replicated={...} and unreduced={...} leave the shard's shape alone.
  while (t.Eat(",")) {
    t.Name();
    if (!t.Eat("=") || !t.Eat("{") || !t.SkipBraces()) return bad("expected NAME={...}");
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
  if (!t.Eat("#sdy.sharding_per_value") || !t.Eat("<") || !t.Eat("["))
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
  if (!t.Eat("#sdy") || !t.Eat("<") || !t.Eat("manual_axes") || !t.Eat("{")) return std::nullopt;
  std::vector<std::string> axes;
  while (!t.Eat("}")) {
    if (!axes.empty() && !t.Eat(",")) return std::nullopt;
    std::optional<std::string> axis = t.Quoted();
    if (!axis) return std::nullopt;
    axes.push_back(*axis);
  }
  return axes;
}

// ---- XLA's sharding text ----------------------------------------------------------------------------

std::string JoinInts(const std::vector<int64_t>& ints) {
  std::string s;
  for (size_t i = 0; i < ints.size(); ++i) s += (i ? "," : "") + std::to_string(ints[i]);
  return s;
}

// `s` over `mesh` as XLA writes an HLO sharding, which is what `mhlo.sharding` holds: `{replicated}`, or
// the tile assignment `{devices=[tiles]<=[reshape]T(perm)}`. A dimension has as many tiles as its axes
// make; the mesh axes no dimension uses add a last dimension of tiles that hold the same data
// (`last_tile_dim_replicate`). The devices are the mesh positions, reshaped to the (sub-)axes and
// transposed to the order the dimensions use them (the unused ones last), written in XLA's canonical
// form: axes of size 1 dropped, axes that stay neighbours merged, no `T` when the order is the mesh's.
// A mesh with its own device_ids lists the devices instead: `{devices=[tiles]d0,d1,...}`.
std::string HloShardingText(const Sharding& s, const Mesh& mesh) {
  int64_t tiles = 1;
  for (int64_t pieces : s.dim_pieces) tiles *= pieces;
  if (s.Replicated() || tiles == 1) return "{replicated}";
  // The mesh axes cut into the pieces the sub-axes name, major to minor: (axis, pre, size).
  struct Piece {
    std::string axis;
    int64_t pre, size;
  };
  std::vector<Piece> pieces;
  for (const auto& [axis, axis_size] : mesh.axes) {
    std::vector<int64_t> cuts = {1, axis_size};
    for (const auto& refs : s.dim_axes)
      for (const AxisRef& ref : refs)
        if (ref.name == axis) cuts.insert(cuts.end(), {ref.pre, ref.pre * ref.size});
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (size_t c = 0; c + 1 < cuts.size(); ++c) pieces.push_back({axis, cuts[c], cuts[c + 1] / cuts[c]});
  }
  std::vector<int64_t> perm;
  std::vector<bool> used(pieces.size(), false);
  for (const auto& refs : s.dim_axes)
    for (const AxisRef& ref : refs)
      for (size_t p = 0; p < pieces.size(); ++p)
        if (pieces[p].axis == ref.name && pieces[p].pre >= ref.pre && pieces[p].pre < ref.pre * ref.size) {
          perm.push_back(static_cast<int64_t>(p));
          used[p] = true;
        }
  std::vector<int64_t> tile_dims = s.dim_pieces;
  int64_t replicas = 1;
  for (size_t p = 0; p < pieces.size(); ++p)
    if (!used[p]) {
      perm.push_back(static_cast<int64_t>(p));
      replicas *= pieces[p].size;
    }
  if (replicas > 1) tile_dims.push_back(replicas);
  const std::string suffix = replicas > 1 ? " last_tile_dim_replicate}" : "}";

  std::vector<int64_t> reshape;
  for (const Piece& p : pieces) reshape.push_back(p.size);
  if (!mesh.device_ids.empty()) {
    // Position k of the transposed array holds the mesh position whose index along reshape dimension
    // perm[i] is k's index along dimension i.
    std::vector<int64_t> strides(reshape.size(), 1), devices;
    for (size_t d = reshape.size(); d-- > 1;) strides[d - 1] = strides[d] * reshape[d];
    std::vector<int64_t> index(perm.size(), 0);
    for (int64_t k = 0; k < static_cast<int64_t>(mesh.device_ids.size()); ++k) {
      int64_t position = 0;
      for (size_t i = 0; i < perm.size(); ++i) position += index[i] * strides[perm[i]];
      devices.push_back(mesh.device_ids[position]);
      for (size_t i = perm.size(); i-- > 0;) {
        if (++index[i] < reshape[perm[i]]) break;
        index[i] = 0;
      }
    }
    return "{devices=[" + JoinInts(tile_dims) + "]" + JoinInts(devices) + suffix;
  }
  // Canonical form: drop size-1 pieces, then merge pieces that stay neighbours in the transposed order.
  std::vector<int64_t> kept(reshape.size(), -1), dims, order;
  for (size_t p = 0; p < reshape.size(); ++p)
    if (reshape[p] > 1) {
      kept[p] = static_cast<int64_t>(dims.size());
      dims.push_back(reshape[p]);
    }
  for (int64_t p : perm)
    if (kept[p] >= 0) order.push_back(kept[p]);
  // Each run of consecutive pieces in `order` becomes one dimension.
  std::vector<int64_t> run_of(dims.size(), -1), run_size;
  for (size_t i = 0; i < order.size(); ++i) {
    if (i > 0 && order[i] == order[i - 1] + 1) {
      run_of[order[i]] = run_of[order[i - 1]];
      run_size[run_of[order[i]]] *= dims[order[i]];
    } else {
      run_of[order[i]] = static_cast<int64_t>(run_size.size());
      run_size.push_back(dims[order[i]]);
    }
  }
  // The runs in mesh order are the reshape dimensions; the transpose lists them in the order used.
  std::vector<int64_t> merged, run_position(run_size.size(), -1), transpose;
  for (size_t p = 0; p < dims.size(); ++p)
    if (p == 0 || run_of[p] != run_of[p - 1]) {
      run_position[run_of[p]] = static_cast<int64_t>(merged.size());
      merged.push_back(run_size[run_of[p]]);
    }
  bool identity = true;
  for (size_t i = 0; i < order.size(); ++i)
    if (i == 0 || order[i] != order[i - 1] + 1) {
      transpose.push_back(run_position[run_of[order[i]]]);
      identity &= transpose.back() == static_cast<int64_t>(transpose.size()) - 1;
    }
  if (identity)
    return "{devices=[" + JoinInts(tile_dims) + "]<=[" + std::to_string(tiles * replicas) + "]" + suffix;
  return "{devices=[" + JoinInts(tile_dims) + "]<=[" + JoinInts(merged) + "]T(" + JoinInts(transpose) + ")" +
         suffix;
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
  Attr sharding = FuncValueAttr(*main_, list, static_cast<size_t>(index), "sdy.sharding");
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
    for (const auto& [axis, size] : mesh.axes)
      if (size > 1 && std::find(axes->begin(), axes->end(), axis) == axes->end()) free.push_back(axis);
    if (!free.empty()) {
      std::string names;
      for (const std::string& a : free) names += (names.empty() ? "\"" : ", \"") + a + "\"";
      return NeedsPartitioning(mc, "sdy.manual_computation leaves the mesh axes {" + names + "} of @" +
                                       mesh_name + " automatic (manual_axes " + manual.string_value() + ")");
    }
    int64_t devices = 1;
    for (const auto& axis : mesh.axes) devices *= axis.second;
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
    if (it == sharding_.end() || it->second.Replicated()) return std::string("{replicated}");
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
