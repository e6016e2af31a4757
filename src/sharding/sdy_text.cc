#include "sharding/sdy_text.h"

#include <optional>

#include "sharding/text_cursor.h"

namespace hlx {
namespace {

// The body of a mesh, after its `<`: `["a"=2, ...], device_ids=[...]>` or `"a"=2, ...>`.
StatusOr<Mesh> ReadMeshBody(TextCursor& t) {
  Mesh mesh;
  const bool bracketed = t.Eat("[");
  const std::string_view end = bracketed ? "]" : ">";
  while (!t.Is(end)) {
    if (!mesh.axes.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '" + std::string(end) + "'"));
    std::optional<std::string> name = t.Quoted();
    if (!name) return t.Fail("an axis name in quotes");
    HLX_RETURN_IF_ERROR(t.Expect("="));
    std::optional<int64_t> size = t.Int();
    if (!size) return t.Fail("the size of the axis \"" + *name + "\"");
    mesh.axes.push_back({*name, *size});
  }
  if (bracketed) {
    t.Eat("]");
    if (t.Eat(",")) {
      HLX_RETURN_IF_ERROR(t.Expect("device_ids"));
      HLX_RETURN_IF_ERROR(t.Expect("="));
      HLX_RETURN_IF_ERROR(t.Expect("["));
      while (!t.Eat("]")) {
        if (!mesh.device_ids.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ']'"));
        std::optional<int64_t> id = t.Int();
        if (!id) return t.Fail("a device id");
        mesh.device_ids.push_back(*id);
      }
    }
  }
  HLX_RETURN_IF_ERROR(t.Expect(">"));
  HLX_RETURN_IF_ERROR(CheckMesh(mesh));
  // Device ids in mesh order say nothing more than no ids.
  bool iota = !mesh.axes.empty();
  for (size_t i = 0; i < mesh.device_ids.size(); ++i) iota &= mesh.device_ids[i] == static_cast<int64_t>(i);
  if (iota) mesh.device_ids.clear();
  return mesh;
}

// `"a"` or the sub-axis `"a":(pre)size`, of `mesh` (CheckSharding checks the axis against it). A sub-axis
// that covers its whole axis, `"a":(1)N`, is the axis.
StatusOr<AxisRef> ReadAxisRef(TextCursor& t, const Mesh& mesh) {
  std::optional<std::string> name = t.Quoted();
  if (!name) return t.Fail("an axis name in quotes");
  AxisRef ref{*name, 1, mesh.AxisSize(*name), mesh.AxisSize(*name)};
  if (t.Eat(":")) {
    HLX_RETURN_IF_ERROR(t.Expect("(", "'(' of a sub-axis :(pre-size)size"));
    std::optional<int64_t> pre = t.Int();
    if (!pre) return t.Fail("the pre-size of a sub-axis");
    HLX_RETURN_IF_ERROR(t.Expect(")"));
    std::optional<int64_t> size = t.Int();
    if (!size) return t.Fail("the size of a sub-axis");
    ref.pre_size = *pre;
    ref.size = *size;
  }
  return ref;
}

// `{"a", "b":(1)2}`: axes of `mesh`.
StatusOr<std::vector<AxisRef>> ReadAxisList(TextCursor& t, const Mesh& mesh) {
  HLX_RETURN_IF_ERROR(t.Expect("{"));
  std::vector<AxisRef> axes;
  while (!t.Eat("}")) {
    if (!axes.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
    HLX_ASSIGN_OR_RETURN(AxisRef ref, ReadAxisRef(t, mesh));
    axes.push_back(std::move(ref));
  }
  return axes;
}

// `<@mesh, [...], replicated={...}, unreduced={...}>`.
StatusOr<TensorSharding> ReadSharding(TextCursor& t, const MeshTable& meshes) {
  HLX_RETURN_IF_ERROR(t.Expect("<"));
  TensorSharding s;
  std::optional<std::string> name = t.Symbol();
  if (!name) {
    if (t.Is("mesh"))
      return Unimplemented("the sharding has its mesh inline; hlx reads shardings that name an sdy.mesh");
    return t.Fail("the mesh, as @name");
  }
  s.mesh = *name;
  auto mesh = meshes.find(s.mesh);
  if (mesh == meshes.end()) return InvalidArgument("expected the name of an sdy.mesh, found @" + s.mesh);
  HLX_RETURN_IF_ERROR(t.Expect(","));
  HLX_RETURN_IF_ERROR(t.Expect("[", "'[' and the dimensions' shardings"));
  while (!t.Eat("]")) {
    if (!s.dims.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ']'"));
    HLX_RETURN_IF_ERROR(t.Expect("{", "'{' and a dimension's axes"));
    DimSharding dim;
    while (!t.Eat("}")) {
      if (!dim.closed) return t.Fail("'}' after '?'");
      if (!dim.axes.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
      if (t.Eat("?")) {
        dim.closed = false;
        continue;
      }
      if (!t.IsKind(Tok::kString)) return t.Fail("an axis name in quotes or '?'");
      HLX_ASSIGN_OR_RETURN(AxisRef ref, ReadAxisRef(t, mesh->second));
      dim.axes.push_back(std::move(ref));
    }
    if (t.IsKind(Tok::kBareId) && t.Peek().starts_with("p")) {
      std::string p = *t.BareId();
      int64_t priority = 0;
      auto [end, error] = std::from_chars(p.data() + 1, p.data() + p.size(), priority);
      if (p.size() < 2 || error != std::errc() || end != p.data() + p.size())
        return InvalidArgument("expected a priority p0, p1, ..., found '" + p + "'");
      dim.priority = priority;
    }
    s.dims.push_back(std::move(dim));
  }
  while (t.Eat(",")) {
    std::optional<std::string> key = t.BareId();
    if (!key || (*key != "replicated" && *key != "unreduced")) return t.Fail("replicated= or unreduced=");
    HLX_RETURN_IF_ERROR(t.Expect("="));
    HLX_ASSIGN_OR_RETURN(std::vector<AxisRef> axes, ReadAxisList(t, mesh->second));
    (*key == "replicated" ? s.replicated : s.unreduced) = std::move(axes);
  }
  HLX_RETURN_IF_ERROR(t.Expect(">", "',' or '>'"));
  HLX_RETURN_IF_ERROR(CheckSharding(s, mesh->second));
  return s;
}

Status ExpectEnd(const TextCursor& t) {
  return t.AtEnd() ? Status::Ok() : t.Fail("the end of the attribute");
}

}  // namespace

StatusOr<Mesh> ParseMesh(std::string_view text) {
  TextCursor t(text);
  HLX_RETURN_IF_ERROR(t.Expect("#sdy.mesh"));
  HLX_RETURN_IF_ERROR(t.Expect("<"));
  HLX_ASSIGN_OR_RETURN(Mesh mesh, ReadMeshBody(t));
  HLX_RETURN_IF_ERROR(ExpectEnd(t));
  return mesh;
}

StatusOr<std::vector<std::pair<std::string, Mesh>>> ParseMeshDictionary(std::string_view text) {
  TextCursor t(text);
  std::vector<std::pair<std::string, Mesh>> meshes;
  HLX_RETURN_IF_ERROR(t.Expect("{"));
  while (!t.Eat("}")) {
    if (!meshes.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
    std::optional<std::string> name = t.BareId();
    if (!name) name = t.Quoted();
    if (!name) return t.Fail("a mesh name");
    HLX_RETURN_IF_ERROR(t.Expect("="));
    HLX_RETURN_IF_ERROR(t.Expect("#sdy.mesh"));
    HLX_RETURN_IF_ERROR(t.Expect("<"));
    StatusOr<Mesh> mesh = ReadMeshBody(t);
    if (!mesh.ok()) return Status(mesh.status().code(), "the mesh " + *name + ": " + mesh.status().message());
    meshes.emplace_back(*name, std::move(mesh).value());
  }
  HLX_RETURN_IF_ERROR(ExpectEnd(t));
  return meshes;
}

StatusOr<TensorSharding> ParseSharding(std::string_view text, const MeshTable& meshes) {
  TextCursor t(text);
  HLX_RETURN_IF_ERROR(t.Expect("#sdy.sharding"));
  HLX_ASSIGN_OR_RETURN(TensorSharding s, ReadSharding(t, meshes));
  HLX_RETURN_IF_ERROR(ExpectEnd(t));
  return s;
}

StatusOr<std::vector<TensorSharding>> ParseShardingPerValue(std::string_view text, const MeshTable& meshes) {
  TextCursor t(text);
  HLX_RETURN_IF_ERROR(t.Expect("#sdy.sharding_per_value"));
  HLX_RETURN_IF_ERROR(t.Expect("<"));
  HLX_RETURN_IF_ERROR(t.Expect("["));
  std::vector<TensorSharding> shardings;
  while (!t.Eat("]")) {
    if (!shardings.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ']'"));
    StatusOr<TensorSharding> s = ReadSharding(t, meshes);
    if (!s.ok())
      return Status(s.status().code(),
                    "sharding " + std::to_string(shardings.size()) + ": " + s.status().message());
    shardings.push_back(std::move(s).value());
  }
  HLX_RETURN_IF_ERROR(t.Expect(">"));
  HLX_RETURN_IF_ERROR(ExpectEnd(t));
  return shardings;
}

StatusOr<std::vector<std::string>> ParseManualAxes(std::string_view text) {
  TextCursor t(text);
  HLX_RETURN_IF_ERROR(t.Expect("#sdy"));
  HLX_RETURN_IF_ERROR(t.Expect("<"));
  HLX_RETURN_IF_ERROR(t.Expect("manual_axes"));
  HLX_RETURN_IF_ERROR(t.Expect("{"));
  std::vector<std::string> axes;
  while (!t.Eat("}")) {
    if (!axes.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
    std::optional<std::string> axis = t.Quoted();
    if (!axis) return t.Fail("an axis name in quotes");
    axes.push_back(*axis);
  }
  HLX_RETURN_IF_ERROR(t.Expect(">"));
  HLX_RETURN_IF_ERROR(ExpectEnd(t));
  return axes;
}

}  // namespace hlx
