// Readers of Shardy's attribute text. hlx keeps Shardy's attributes as opaque attributes holding the
// producer's text (ir/attributes.h); these read that text, with the MLIR lexer, into the model of
// sharding.h, and check what they read against it. An error says what was expected and what was found;
// the caller adds where the text was.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

// `#sdy.mesh<["a"=2, "b"=4]>`, `#sdy.mesh<["a"=2], device_ids=[1, 0]>`, `#sdy.mesh<[], device_ids=[3]>`
// (the older `#sdy.mesh<"a"=2>` without brackets too). Checked with CheckMesh.
StatusOr<Mesh> ParseMesh(std::string_view text);

// The dictionary of meshes that JAX's Shardy export keeps in the module's frontend attribute
// `xla.sdy.meshes`: `{mesh = #sdy.mesh<["a"=2]>, other = #sdy.mesh<...>}`, in the order written.
StatusOr<std::vector<std::pair<std::string, Mesh>>> ParseMeshDictionary(std::string_view text);

// `#sdy.sharding<@mesh, [{"x"}, {"y":(1)2, ?}p1, {}], replicated={"z"}, unreduced={"w"}>`, its mesh
// looked up in `meshes` and the sharding checked with CheckSharding. A mesh written inline instead of
// named is UNIMPLEMENTED.
StatusOr<TensorSharding> ParseSharding(std::string_view text, const MeshTable& meshes);

// `#sdy.sharding_per_value<[<@mesh, [...]>, ...]>`: one sharding per value.
StatusOr<std::vector<TensorSharding>> ParseShardingPerValue(std::string_view text, const MeshTable& meshes);

// `#sdy<manual_axes{"a", "b"}>`.
StatusOr<std::vector<std::string>> ParseManualAxes(std::string_view text);

}  // namespace hlx
