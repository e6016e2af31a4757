// The verifier's distribution, tokens and host communication: the collectives (all_gather, all_reduce,
// reduce_scatter, all_to_all, collective_permute, collective_broadcast, collective_reduce), replica and
// partition ids, tokens, infeed, outfeed, send and recv.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {

// ---- Distribution, tokens and host communication -------------------------------------------------------

Status Verifier::VerifyAllGather(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t dim = 0;
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(RequireInt(op, "all_gather_dim", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/true, global_ids, std::nullopt));
  if (global_ids && channel_id < 0)
    return Error(op, "expected a non-negative channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    Type result = op.result(i)->type();
    if (dim < 0 || dim >= operand.rank())
      return Error(op, "expected 'all_gather_dim' in [0, " + std::to_string(operand.rank()) + ")",
                   std::to_string(dim));
    if (operand.dims()[dim] == 0)
      return Error(op, "expected a non-empty operand dimension 'all_gather_dim' = " + std::to_string(dim),
                   Str(operand));
    if (result.rank() != operand.rank())
      return Error(op, "expected result #" + std::to_string(i) + " of rank " + std::to_string(operand.rank()),
                   Str(result));
    for (int64_t d = 0; d < operand.rank(); ++d) {
      int64_t o = operand.dims()[d];
      int64_t r = result.dims()[d];
      bool ok = d == dim ? (o == kDynamic || r == kDynamic || r % o == 0) : DimsCompatible(o, r);
      if (!ok)
        return Error(op,
                     "expected result #" + std::to_string(i) + " to be operand #" + std::to_string(i) + " " +
                         Str(operand) + " gathered along dimension " + std::to_string(dim),
                     Str(result));
    }
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, operand.element_type()));
  }
  return Status::Ok();
}

// all_reduce and collective_reduce: the computation reduces each operand elementwise.
Status Verifier::VerifyAllReduce(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  if (op.attr("replica_groups"))
    HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/false, global_ids, std::nullopt));
  if (global_ids && channel_id <= 0)
    return Error(op, "expected a positive channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    Type scalar = types_.Tensor(std::span<const int64_t>(), operand.element_type());
    HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, std::vector<Type>{operand}, std::vector<Type>{scalar}, {}));
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, operand.dims()));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, Returned(op, 0)[0].element_type()));
  }
  return Status::Ok();
}

// reduce_scatter: StableHLO's of one operand, or (hlx, as XLA) of several, each scattered alike.
Status Verifier::VerifyReduceScatter(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t dim = 0;
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(RequireInt(op, "scatter_dimension", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/true, global_ids, std::nullopt));
  if (global_ids && channel_id <= 0)
    return Error(op, "expected a positive channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    Type result = op.result(i)->type();
    Type scalar = types_.Tensor(std::span<const int64_t>(), operand.element_type());
    HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, std::vector<Type>{operand}, std::vector<Type>{scalar}, {}));
    // One operand (StableHLO's reduce_scatter) is "the operand", several are numbered.
    const std::string result_name = op.num_operands() == 1 ? "the result" : "result #" + std::to_string(i);
    const std::string operand_name = op.num_operands() == 1 ? "the operand" : "operand #" + std::to_string(i);
    if (result.rank() != operand.rank())
      return Error(op,
                   "expected " + std::string(op.num_operands() == 1 ? "a result" : result_name) +
                       " of rank " + std::to_string(operand.rank()) + " (" + operand_name + "'s)",
                   Str(result));
    if (dim < 0 || dim >= operand.rank())
      return Error(op, "expected 'scatter_dimension' in [0, " + std::to_string(operand.rank()) + ")",
                   std::to_string(dim));
    for (int64_t d = 0; d < operand.rank(); ++d) {
      int64_t o = operand.dims()[d];
      int64_t r = result.dims()[d];
      bool ok = d == dim ? (o == kDynamic || r == kDynamic || (r != 0 && o != 0 && o % r == 0))
                         : DimsCompatible(o, r);
      if (!ok)
        return Error(op,
                     "expected " + result_name + " to be " + operand_name + " " + Str(operand) +
                         " scattered along dimension " + std::to_string(dim),
                     Str(result));
    }
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, Returned(op, 0)[0].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyAllToAll(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferAllToAllShape(module_, op));
  for (int i = 0; i < op.num_operands(); ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, shapes[i]));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, op.operand(i)->type().element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyCollectivePermute(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t channel_id = 0;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  Attr pairs_attr = op.attr("source_target_pairs");
  std::optional<IntMatrix> pairs = IntMatrixOf(pairs_attr);
  if (!pairs || pairs->cols != 2)
    return WrongAttr(op, "source_target_pairs", "an Nx2 tensor of integers", pairs_attr);
  std::set<int64_t> sources;
  std::set<int64_t> targets;
  for (int64_t r = 0; r < pairs->rows; ++r) {
    int64_t source = pairs->values[2 * r];
    int64_t target = pairs->values[2 * r + 1];
    if (source < 0 || target < 0)
      return Error(op, "expected non-negative ids in 'source_target_pairs'",
                   std::to_string(source) + " -> " + std::to_string(target));
    if (!sources.insert(source).second)
      return Error(op, "expected each source once in 'source_target_pairs'",
                   std::to_string(source) + " twice");
    if (!targets.insert(target).second)
      return Error(op, "expected each target once in 'source_target_pairs'",
                   std::to_string(target) + " twice");
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, op.operand(0)->type().dims()));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

// Operands: the data, plus with `has_dynamic_root` a 1-D i32 tensor naming each datum's root.
Status Verifier::VerifyCollectiveBroadcast(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t channel_id = 0;
  bool dynamic_root = false;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "has_dynamic_root", &dynamic_root));
  Attr groups = op.attr("replica_groups");
  if (!groups) return WrongAttr(op, "replica_groups", "a 2-D tensor of replica ids", groups);
  if (groups.Is(AttrKind::kDenseElements)) {
    std::optional<IntMatrix> m = IntMatrixOf(groups);
    if (!m) return Error(op, "expected 'replica_groups' to be a 2-D tensor of integers", Str(groups.type()));
    std::set<int64_t> seen;
    for (int64_t id : m->values) {
      if (id < 0) return Error(op, "expected replica ids >= 0 in 'replica_groups'", std::to_string(id));
      if (!seen.insert(id).second)
        return Error(op, "expected every replica id once in 'replica_groups'", std::to_string(id) + " twice");
    }
  }
  int64_t num_data = op.num_operands() - (dynamic_root ? 1 : 0);
  if (num_data < 1)
    return Error(op,
                 dynamic_root ? "expected data operands and a root operand" : "expected at least 1 operand",
                 Count(op.num_operands(), "operand"));
  if (dynamic_root) {
    Type root = op.operand(op.num_operands() - 1)->type();
    Type want = types_.Tensor({num_data}, ElementType::kSI32);
    if (root != want)
      return Error(op, "expected the last operand (the roots, with 'has_dynamic_root') of type " + Str(want),
                   Str(root));
  }
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, num_data));
  for (int i = 0; i < num_data; ++i)
    HLX_RETURN_IF_ERROR(ExpectCompatible(op, "operand #" + std::to_string(i), op.operand(i)->type(),
                                         "result #" + std::to_string(i), op.result(i)->type()));
  return Status::Ok();
}

Status Verifier::VerifyIdOp(const Op& op) {
  Type want = types_.Tensor(std::span<const int64_t>(), types_.Element(ElementType::kUI32));
  if (op.result(0)->type() != want)
    return Error(op, "expected result type " + Str(want), Str(op.result(0)->type()));
  return Status::Ok();
}

Status Verifier::VerifyAfterAll(const Op& op) {
  for (int i = 0; i < op.num_operands(); ++i)
    if (!op.operand(i)->type().IsToken())
      return Error(op, "expected token operands", Str(op.operand(i)->type()));
  return VerifyCreateToken(op);
}

Status Verifier::VerifyCreateToken(const Op& op) {
  if (!op.result(0)->type().IsToken()) return Error(op, "expected a token result", Str(op.result(0)->type()));
  return Status::Ok();
}

// infeed and recv: a token in; tensors and a token out.
Status Verifier::VerifyInfeedOrRecv(const Op& op) {
  if (!op.operand(0)->type().IsToken())
    return Error(op, "expected a token operand", Str(op.operand(0)->type()));
  if (op.num_results() < 1) return Error(op, "expected at least 1 result (a token)", "none");
  for (int i = 0; i + 1 < op.num_results(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "result #" + std::to_string(i), op.result(i)->type()));
  Type last = op.result(op.num_results() - 1)->type();
  if (!last.IsToken()) return Error(op, "expected the last result to be a token", Str(last));
  if (op.kind() == OpKind::kInfeed) {
    std::string config;
    if (op.attr("infeed_config")) HLX_RETURN_IF_ERROR(RequireString(op, "infeed_config", &config));
    if (Attr layout = op.attr("layout")) {
      if (!layout.Is(AttrKind::kArray)) return WrongAttr(op, "layout", "an array", layout);
      if (static_cast<int64_t>(layout.elements().size()) != op.num_results() - 1)
        return Error(op,
                     "expected 'layout' to have one entry per tensor result (" +
                         std::to_string(op.num_results() - 1) + ")",
                     std::to_string(layout.elements().size()));
    }
    return Status::Ok();
  }
  return VerifyTransferChannel(op, 3, "host to device");
}

// outfeed and send: tensors and a token in; a token out.
Status Verifier::VerifyOutfeedOrSend(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand (a token)", "none");
  for (int i = 0; i + 1 < op.num_operands(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #" + std::to_string(i), op.operand(i)->type()));
  Type last = op.operand(op.num_operands() - 1)->type();
  if (!last.IsToken()) return Error(op, "expected the last operand to be a token", Str(last));
  HLX_RETURN_IF_ERROR(VerifyCreateToken(op));
  if (op.kind() == OpKind::kOutfeed) {
    std::string config;
    if (op.attr("outfeed_config")) HLX_RETURN_IF_ERROR(RequireString(op, "outfeed_config", &config));
    return Status::Ok();
  }
  return VerifyTransferChannel(op, 2, "device to host");
}

// send and recv: channel type 1 (device to device) without `is_host_transfer`; with it, `host_type`
// (2, device to host, for send; 3, host to device, for recv).
Status Verifier::VerifyTransferChannel(const Op& op, int64_t host_type, const char* host_name) const {
  int64_t channel_id = 0;
  int64_t channel_type = 0;
  bool host = false;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id, &channel_type));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "is_host_transfer", &host));
  if (!op.attr("channel_handle")) return Status::Ok();
  if (!host && channel_type != 1)
    return Error(op, "expected channel type 1 (device to device) without 'is_host_transfer'",
                 std::to_string(channel_type));
  if (host && channel_type != host_type)
    return Error(
        op,
        "expected channel type " + std::to_string(host_type) + " (" + host_name + ") with 'is_host_transfer'",
        std::to_string(channel_type));
  return Status::Ok();
}

}  // namespace hlx
