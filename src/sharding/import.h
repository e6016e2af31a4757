// Import: every sharding annotation a producer writes, read into Shardy's model (sharding.h), and written
// back in one form.
//
// Read, for each value (highest precedence first):
//   - `sdy.sharding` (#sdy.sharding on function arguments and results, #sdy.sharding_per_value on ops);
//   - the frontend attribute `xla.sdy.sharding` (`mhlo.frontend_attributes`), as JAX's Shardy export
//     writes them, with the meshes of the module's frontend attribute `xla.sdy.meshes`;
//   - `mhlo.sharding` (XLA's HLO sharding, hlo_sharding.h), unless the module is a Shardy export (has
//     `xla.sdy.meshes`), whose `mhlo.sharding`s only repeat its Shardy shardings;
// and `sdy.mesh` ops, `sdy.sharding_constraint`, `sdy.manual_computation` (in_shardings, out_shardings,
// manual_axes), the `@xla.sdy.FuncResultSharding` custom call (its sharding is the function result's that
// returns it), and the calls of `@xla.sdy.manual_computation_body*` functions with the frontend
// attributes `xla.sdy.in_shardings`, `xla.sdy.out_shardings` and `xla.sdy.manual_axes`.
//
// A malformed or inconsistent annotation (an axis not in its mesh, an axis used twice, a tile count that
// is not the device count, a device id out of range, a sharding of another rank than its value, ...) is an
// error that says where (file:line:col of the op or function), what was expected and what was found.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/ir.h"
#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

struct ManualShardings {
  std::string mesh;  // the mesh of its shardings; empty if it has none
  std::vector<TensorSharding> in, out;
  std::vector<std::string> manual_axes;
};

struct ModuleShardings {
  MeshTable meshes;
  // The meshes the import made (from xla.sdy.meshes or for HLO shardings), which have no sdy.mesh op yet.
  std::vector<std::string> new_meshes;
  // The sharding of each annotated value: function arguments and op results.
  std::unordered_map<const Value*, TensorSharding> values;
  // The declared sharding of each function result, per function.
  std::unordered_map<const Op*, std::vector<std::optional<TensorSharding>>> func_results;
  // Values that HLO shardings mark manual (each device's own piece): `{manual}`, or manual last tile
  // dimensions.
  std::unordered_set<const Value*> manual;
  // sdy.manual_computation ops, and calls of @xla.sdy.manual_computation_body functions.
  std::unordered_map<const Op*, ManualShardings> manual_computations;

  const Mesh* FindMesh(std::string_view name) const {
    auto it = meshes.find(name);
    return it == meshes.end() ? nullptr : &it->second;
  }
};

StatusOr<ModuleShardings> ImportShardings(const Module& module);

// Writes the shardings in Shardy's form: an `sdy.mesh` op for each new mesh, `sdy.sharding` on each
// function argument and result that has one, and `sdy.sharding = #sdy.sharding_per_value<[...]>` on each
// op with a result that has one (the others of its results open and unsharded), except
// sdy.sharding_constraint (whose own sharding it updates where propagation extended it) and
// sdy.manual_computation, which carry theirs. Other attributes stay.
void WriteShardings(Module& module, const ModuleShardings& shardings);

// The target of a custom call, or "" for another op.
std::string_view CustomCallTarget(const Op& op);

}  // namespace hlx
