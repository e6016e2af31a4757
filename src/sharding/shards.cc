#include "sharding/shards.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <vector>

#include "ir/verifier.h"
#include "sharding/partitioner.h"
#include "sharding/reshard.h"

namespace hlx {
namespace {

// Where tile `tile` (a per-dimension index) of a value split into pieces of `local` shape starts.
std::vector<int64_t> TileStart(std::span<const int64_t> tile, std::span<const int64_t> local) {
  std::vector<int64_t> start(tile.size());
  for (size_t d = 0; d < tile.size(); ++d) start[d] = tile[d] * local[d];
  return start;
}

// The tile index of each dimension that `device` holds.
std::vector<int64_t> TileOfDevice(const TensorSharding& s, const MeshTable& meshes, int64_t device) {
  std::vector<int64_t> tile(s.dims.size(), 0);
  if (s.IsReplicated()) return tile;
  const Mesh& mesh = meshes.at(s.mesh);
  for (size_t d = 0; d < s.dims.size(); ++d) tile[d] = TileIndex(s, mesh, static_cast<int64_t>(d), device);
  return tile;
}

// Copies the part of the block of `shape` at `start` (in a tensor of `full` shape) that lies inside
// `full`, between the block tensor `block` and the full tensor `whole`, in the direction `to_block` says.
void CopyBlock(const char* from, char* to, std::span<const int64_t> full, std::span<const int64_t> shape,
               std::span<const int64_t> start, int element_bytes, bool to_block) {
  const size_t rank = full.size();
  if (rank == 0) {
    std::memcpy(to, from, static_cast<size_t>(element_bytes));
    return;
  }
  for (size_t d = 0; d < rank; ++d)
    if (start[d] >= full[d]) return;
  const std::vector<int64_t> full_strides = Strides(full), block_strides = Strides(shape);
  const int64_t row = std::min(shape[rank - 1], full[rank - 1] - start[rank - 1]);
  std::vector<int64_t> outer(shape.begin(), shape.end() - 1), index(rank - 1, 0);
  for (size_t d = 0; d + 1 < rank; ++d) outer[d] = std::min(shape[d], full[d] - start[d]);
  if (std::any_of(outer.begin(), outer.end(), [](int64_t n) { return n <= 0; })) return;
  do {
    int64_t f = start[rank - 1], b = 0;
    for (size_t d = 0; d + 1 < rank; ++d) {
      f += (start[d] + index[d]) * full_strides[d];
      b += index[d] * block_strides[d];
    }
    if (to_block) {
      std::memcpy(to + b * element_bytes, from + f * element_bytes, static_cast<size_t>(row * element_bytes));
    } else {
      std::memcpy(to + f * element_bytes, from + b * element_bytes, static_cast<size_t>(row * element_bytes));
    }
  } while (NextIndex(outer, index));
}

}  // namespace

Tensor ShardOf(const Tensor& global, const TensorSharding& s, const MeshTable& meshes, int64_t device,
               TypeContext& types) {
  if (!global.type().IsTensor() || s.IsReplicated()) return global;
  const std::vector<int64_t> local = LocalShape(global.shape(), s.DimShards());
  Tensor piece = Tensor::Zeros(types.Tensor(local, global.type().element_type()));
  const std::vector<int64_t> start = TileStart(TileOfDevice(s, meshes, device), local);
  CopyBlock(global.data(), piece.mutable_data(), global.shape(), local, start, global.element_bytes(), true);
  return piece;
}

StatusOr<Tensor> AssembleShards(std::span<const Tensor> pieces, Type global, const TensorSharding& s,
                                const MeshTable& meshes) {
  if (!global.IsTensor()) return pieces[0];
  if (!s.unreduced.empty()) return Unimplemented("assembling a value of unreduced axes " + s.ToString());
  const std::vector<int64_t> local = LocalShape(global.dims(), s.DimShards());
  Tensor whole = Tensor::Zeros(global);
  std::map<std::vector<int64_t>, int64_t> taken;  // tile -> the device whose piece fills it
  for (size_t device = 0; device < pieces.size(); ++device) {
    if (pieces[device].type().dims().size() != local.size() ||
        !std::equal(local.begin(), local.end(), pieces[device].shape().begin()))
      return InvalidArgument("the piece of partition " + std::to_string(device) + " has type " +
                             pieces[device].type().ToString() + ", expected the shape " + FormatIndex(local));
    std::vector<int64_t> tile = TileOfDevice(s, meshes, static_cast<int64_t>(device));
    if (!taken.emplace(tile, static_cast<int64_t>(device)).second) continue;
    CopyBlock(pieces[device].data(), whole.mutable_data(), global.dims(), local, TileStart(tile, local),
              whole.element_bytes(), false);
  }
  return whole;
}

std::vector<std::vector<Tensor>> ShardArguments(const SpmdProgram& program, const SpmdSignature& signature,
                                                std::span<const Tensor> args, int64_t num_replicas,
                                                TypeContext& types) {
  const int64_t partitions = program.num_partitions;
  std::vector<std::vector<Tensor>> per_process(static_cast<size_t>(num_replicas * partitions));
  for (int64_t p = 0; p < num_replicas * partitions; ++p)
    for (size_t i = 0; i < args.size() && i < signature.args.size(); ++i) {
      const SpmdValue& v = signature.args[i];
      per_process[p].push_back(
          v.manual ? args[i] : ShardOf(args[i], v.sharding, program.meshes, p % partitions, types));
    }
  return per_process;
}

StatusOr<std::vector<std::vector<Tensor>>> AssembleResults(const SpmdProgram& program,
                                                           const SpmdSignature& signature,
                                                           std::span<const std::vector<Tensor>> per_process,
                                                           int64_t num_replicas, std::string_view where) {
  const int64_t partitions = program.num_partitions;
  if (static_cast<int64_t>(per_process.size()) != num_replicas * partitions)
    return InvalidArgument(std::string(where) + ": " + std::to_string(per_process.size()) +
                           " processes' results, expected " + std::to_string(num_replicas * partitions));
  std::vector<std::vector<Tensor>> assembled(static_cast<size_t>(num_replicas));
  for (int64_t r = 0; r < num_replicas; ++r) {
    for (size_t i = 0; i < signature.results.size(); ++i) {
      const SpmdValue& v = signature.results[i];
      if (v.manual)
        return Unimplemented(std::string(where) + ": result " + std::to_string(i) +
                             " is each device's own (manual); it has no global value to assemble");
      std::vector<Tensor> pieces;
      for (int64_t p = 0; p < partitions; ++p) pieces.push_back(per_process[r * partitions + p][i]);
      HLX_ASSIGN_OR_RETURN(Tensor whole, AssembleShards(pieces, v.global, v.sharding, program.meshes));
      assembled[r].push_back(std::move(whole));
    }
  }
  return assembled;
}

StatusOr<RunResult> RunPartitioned(Module& module, std::string_view entry, std::span<const Tensor> args,
                                   const EvalOptions& options) {
  HLX_ASSIGN_OR_RETURN(SpmdProgram program,
                       PartitionSpmd(module, options.num_partitions, options.num_replicas));
  HLX_RETURN_IF_ERROR(VerifyModule(module));
  auto found = program.functions.find(entry);
  if (found == program.functions.end())
    return NotFound(module.source_name() + ": error: @" + std::string(entry) +
                    " is not a partitioned function");
  std::vector<std::vector<Tensor>> per_process =
      ShardArguments(program, found->second, args, options.num_replicas, module.types());
  HLX_ASSIGN_OR_RETURN(RunResult result, RunFunctionPerProcess(module, entry, per_process, options));
  HLX_ASSIGN_OR_RETURN(result.outputs,
                       AssembleResults(program, found->second, result.outputs, options.num_replicas,
                                       module.source_name() + ": @" + std::string(entry)));
  return result;
}

}  // namespace hlx
