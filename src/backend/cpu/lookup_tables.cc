#include "backend/cpu/lookup_tables.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <span>
#include <unordered_set>

#include "interp/tensor.h"
#include "ir/printer.h"
#include "schedule/cost_model.h"

namespace hlx::cpu {
namespace {

// The element types whose values index a table: at most 16 bits, and more than one bit.
bool IndexElement(ElementType e) {
  return e == ElementType::kBF16 || e == ElementType::kF16 || e == ElementType::kSI8 ||
         e == ElementType::kUI8 || e == ElementType::kSI16 || e == ElementType::kUI16;
}

// The element types a table's 32-bit entries hold.
bool EntryElement(ElementType e) {
  return e == ElementType::kF32 || e == ElementType::kBF16 || e == ElementType::kF16 ||
         e == ElementType::kI1 || e == ElementType::kSI8 || e == ElementType::kUI8 ||
         e == ElementType::kSI16 || e == ElementType::kUI16 || e == ElementType::kSI32 ||
         e == ElementType::kUI32;
}

ElementType ElementOf(const Value* v) { return v->type().storage_element(); }

bool Elementwise(const Op& op) {
  return op.num_results() == 1 && op.num_regions() == 0 && op.info().MapsElements();
}

// The value of a splat constant, none for any other value.
std::optional<Attr> SplatOf(const Value* v) {
  const Op* def = v->defining_op();
  if (!def || def->kind() != OpKind::kConstant) return std::nullopt;
  Attr value = def->attr("value");
  if (!value.Is(AttrKind::kDenseElements) || !value.dense_is_splat()) return std::nullopt;
  return value;
}

// What a fused op computing in the kernel costs per element (lookup_tables.h).
int ComputeCost(const Op& op) {
  int cost = static_cast<int>(schedule::FlopsPerElement(op.kind()));
  // The ops that only pick, move or negate bits of an operand round nothing.
  constexpr OpKind kExact[] = {
      OpKind::kSelect,           OpKind::kClamp,          OpKind::kNegate, OpKind::kAbs,  OpKind::kMaximum,
      OpKind::kMinimum,          OpKind::kSign,           OpKind::kFloor,  OpKind::kCeil, OpKind::kCompare,
      OpKind::kRoundNearestEven, OpKind::kRoundNearestAfz};
  if (std::ranges::find(kExact, op.kind()) != std::end(kExact)) return cost;
  const ElementType e = ElementOf(op.result(0));
  if (e == ElementType::kBF16) cost += 5;
  if (e == ElementType::kF16) cost += 2;
  return cost;
}

// Where a value of the kernel comes from.
struct Origin {
  enum Kind { kOpaque, kConstant, kChain } kind = kOpaque;
  // kChain: the value it is computed from by elementwise ops and constants; itself where it is such an
  // index (a kernel operand, or a fused op not of one index's chain).
  const Value* index = nullptr;
};

// The f32 bits of the f16 value of `bits`, as widening it gives them (NaN payloads kept).
uint32_t WidenF16(uint16_t bits) {
  const uint32_t sign = static_cast<uint32_t>(bits >> 15) << 31;
  const uint32_t exponent = (bits >> 10) & 31, mantissa = bits & 0x3ff;
  if (exponent == 31) return sign | 0x7f800000u | (mantissa << 13);
  if (exponent != 0) return sign | ((exponent + 112) << 23) | (mantissa << 13);
  const float subnormal = static_cast<float>(mantissa) * 0x1p-24f;  // exact, zero included
  uint32_t out;
  std::memcpy(&out, &subnormal, sizeof(out));
  return sign | out;
}

// With FTZ and DAZ, what the CPU computes from and into `t`: each f32, bf16 or f64 denormal the zero of
// its sign. f16 values are computed in f32, where their denormals are normal.
void FlushDenormals(Tensor& t) {
  const ElementType e = t.element();
  if (e != ElementType::kF32 && e != ElementType::kBF16 && e != ElementType::kF64) return;
  const int bytes = t.element_bytes();
  const int mantissa_bits = e == ElementType::kF64 ? 52 : e == ElementType::kF32 ? 23 : 7;
  const uint64_t exponent = ((uint64_t{1} << (bytes * 8 - 1 - mantissa_bits)) - 1) << mantissa_bits;
  const uint64_t sign = uint64_t{1} << (bytes * 8 - 1);
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, t.data() + i * bytes, bytes);  // little-endian: the low bytes
    if ((bits & exponent) != 0 || (bits & ~sign) == 0) continue;
    bits &= sign;
    std::memcpy(t.mutable_data() + i * bytes, &bits, bytes);
  }
}

}  // namespace

std::vector<LookupTable> LookupTables::Plan(const KernelSpec& spec) {
  std::unordered_map<const Value*, Origin> origin;
  for (const Value* v : spec.operands) {
    if (SplatOf(v)) {
      origin[v] = {Origin::kConstant, nullptr};
    } else if (!IsUniform(v) && IndexElement(ElementOf(v))) {
      origin[v] = {Origin::kChain, v};
    }
  }
  auto of = [&](const Value* v) {
    auto it = origin.find(v);
    return it == origin.end() ? Origin() : it->second;
  };
  std::unordered_set<const Value*> fused;
  for (const Op* op : spec.ops) {
    if (op->num_results() != 1) continue;
    const Value* result = op->result(0);
    fused.insert(result);
    Origin o;
    if (op->kind() == OpKind::kConstant && SplatOf(result)) {
      o.kind = Origin::kConstant;
    } else if ((op->kind() == OpKind::kBroadcastInDim || op->kind() == OpKind::kReshape) &&
               of(op->operand(0)).kind == Origin::kConstant) {
      o.kind = Origin::kConstant;
    } else if (Elementwise(*op)) {
      bool mixed = false, varies = false;
      for (const Value* operand : op->operands()) {
        const Origin from = of(operand);
        if (from.kind == Origin::kConstant) continue;
        if (from.kind == Origin::kOpaque || (varies && from.index != o.index)) {
          mixed = true;
          break;
        }
        varies = true;
        o.index = from.index;
      }
      o.kind = mixed ? Origin::kOpaque : varies ? Origin::kChain : Origin::kConstant;
      if (mixed) o.index = nullptr;
    }
    // Any other op's result, or one of several indices' values, may index tables itself.
    if (o.kind == Origin::kOpaque && IndexElement(ElementOf(result))) o = {Origin::kChain, result};
    origin[result] = o;
  }
  // A value of an index's chain that is an index's own value too, or opaque, reads it.
  auto in_chain_of = [&](const Value* v, const Value* index) {
    const Origin o = of(v);
    return o.kind == Origin::kChain && o.index == index && v != index;
  };

  struct Candidate {
    const Value* value;
    std::vector<const Op*> chain;  // the ops of its chain, in program order
    int cost = 0;
  };
  std::vector<Candidate> candidates;
  const Value* root = spec.ops.back()->result(0);
  for (const Op* op : spec.ops) {
    if (op->num_results() != 1) continue;
    const Value* v = op->result(0);
    const Origin o = of(v);
    if (!in_chain_of(v, o.index) || !EntryElement(ElementOf(v))) continue;
    // The kernel needs v itself: it writes it, or an op outside v's chain reads it.
    bool needed = v == root || std::ranges::find_if(spec.outputs, [&](const Op* output) {
                                 return output->result(0) == v;
                               }) != spec.outputs.end();
    for (const Op* user : spec.ops)
      if (!needed && user->num_results() == 1 && !in_chain_of(user->result(0), o.index))
        needed = std::ranges::find(user->operands(), v) != user->operands().end();
    if (!needed) continue;
    const int64_t entries = int64_t{1} << GetElementInfo(ElementOf(o.index)).bit_width;
    if (!v->type().HasStaticShape() || v->type().NumElements() < entries) continue;
    // The chain: the fused ops v is computed from, back to the index and constants.
    std::unordered_set<const Value*> members = {v};
    Candidate c{v, {}, 0};
    for (auto it = spec.ops.rbegin(); it != spec.ops.rend(); ++it) {
      const Op* member = *it;
      if (member->num_results() != 1 || !members.count(member->result(0))) continue;
      c.chain.insert(c.chain.begin(), member);
      if (of(member->result(0)).kind == Origin::kChain) c.cost += ComputeCost(*member);
      for (const Value* operand : member->operands())
        if (fused.count(operand) && operand != o.index) members.insert(operand);
    }
    if (c.cost >= kMinTableCost) candidates.push_back(std::move(c));
  }
  std::ranges::stable_sort(candidates,
                           [](const Candidate& a, const Candidate& b) { return a.cost > b.cost; });

  std::vector<LookupTable> tables;
  constexpr int64_t kTableBudgetBytes = int64_t{1} << 20;
  int64_t bytes = 0;
  for (const Candidate& c : candidates) {
    const Value* index = of(c.value).index;
    const int64_t table_bytes = int64_t{4} << GetElementInfo(ElementOf(index)).bit_width;
    if (bytes + table_bytes > kTableBudgetBytes) continue;
    // The key: the chain's ops, their constants and element types.
    std::unordered_map<const Value*, std::string> names = {
        {index, "x:" + index->type().element_type().ToString()}};
    std::string key;
    for (size_t i = 0; i < c.chain.size(); ++i) {
      const Op& op = *c.chain[i];
      key += std::string(op.name()) + "(";
      for (const Value* operand : op.operands()) {
        auto name = names.find(operand);
        if (name != names.end()) {
          key += name->second;
        } else if (std::optional<Attr> splat = SplatOf(operand)) {
          key += PrintAttr(*splat) + ":" + operand->type().element_type().ToString();
        }
        key += ",";
      }
      key += ")";
      for (const NamedAttr& attr : op.attrs())
        if (op.kind() != OpKind::kBroadcastInDim) key += " " + attr.name + "=" + PrintAttr(attr.value);
      key += "->" + op.result(0)->type().element_type().ToString() + ";";
      names[op.result(0)] = "%" + std::to_string(i);
    }
    const Filled& filled = Fill(key, c.value, index, c.chain);
    if (!filled.entries) continue;
    bytes += table_bytes;
    tables.push_back({c.value, index, filled.entries, filled.symbol});
  }
  return tables;
}

const LookupTables::Filled& LookupTables::Fill(const std::string& key, const Value* value, const Value* index,
                                               const std::vector<const Op*>& chain) {
  auto [known, added] = filled_.try_emplace(key);
  Filled& filled = known->second;
  if (!added) return filled;
  const ElementType from = ElementOf(index);
  const int width = GetElementInfo(from).bit_width;
  const int64_t n = int64_t{1} << width;
  const int64_t shape[] = {n};
  auto spread = [&](const Value* v) { return types_.Tensor(shape, v->type().element_type()); };
  // The index takes every bit pattern of its type, in order.
  std::string bits(static_cast<size_t>(n * (width / 8)), '\0');
  for (int64_t i = 0; i < n; ++i) {
    const uint16_t pattern = static_cast<uint16_t>(i);
    std::memcpy(bits.data() + i * (width / 8), &pattern, width / 8);  // little-endian: the low bytes
  }
  // Flushed, every value the chain reads or makes is flushed as the CPU's FTZ and DAZ would: a denormal
  // index reads as the zero of its sign, and a step that underflows gives the next one a zero.
  auto computed_as_cpu = [&](Tensor t) {
    if (flush_denormals_) FlushDenormals(t);
    return t;
  };
  std::unordered_map<const Value*, Tensor> values = {
      {index, computed_as_cpu(Tensor::FromBytes(spread(index), std::move(bits)))}};
  OpRunState run;
  for (const Op* op : chain) {
    std::vector<Tensor> args;
    for (const Value* operand : op->operands()) {
      auto it = values.find(operand);
      if (it != values.end()) {
        args.push_back(it->second);
      } else if (std::optional<Attr> splat = SplatOf(operand)) {
        args.push_back(computed_as_cpu(Tensor::FromDense(*splat, spread(operand))));
      } else {
        return filled;
      }
    }
    const Value* result = op->result(0);
    if (op->kind() == OpKind::kConstant) {
      values[result] = computed_as_cpu(Tensor::FromDense(op->attr("value"), spread(result)));
    } else if (op->kind() == OpKind::kBroadcastInDim || op->kind() == OpKind::kReshape) {
      values[result] = args[0];  // of a splat: the same value at every index
    } else {
      auto results = evaluator_.EvaluateElementwise(*op, args, run);
      if (!results.ok()) return filled;
      values[result] = computed_as_cpu(std::move(results).value()[0]);
    }
  }
  const Tensor& computed = values.at(value);
  const ElementType to = ElementOf(value);
  auto entries = std::make_shared<std::vector<uint32_t>>(n);
  for (int64_t i = 0; i < n; ++i) {
    const char* p = computed.data() + i * computed.element_bytes();
    uint32_t entry = 0;
    if (to == ElementType::kF32) {
      std::memcpy(&entry, p, 4);
    } else if (to == ElementType::kBF16 || to == ElementType::kF16) {
      uint16_t half;
      std::memcpy(&half, p, 2);
      entry = to == ElementType::kBF16 ? uint32_t{half} << 16 : WidenF16(half);
    } else {
      entry = static_cast<uint32_t>(LoadInt(to, p));
    }
    (*entries)[i] = entry;
  }
  filled.entries = std::move(entries);
  filled.symbol = "hlx.table." + std::to_string(++tables_filled_);
  return filled;
}

}  // namespace hlx::cpu
