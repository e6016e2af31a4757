// The scalar region compiler and interpreter (scalar_region.h).
#include "interp/scalar_region.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "support/check.h"

namespace hlx {
namespace {

// The element type of a rank-0 tensor of a plain element type, or nullopt.
std::optional<ElementType> ScalarElement(Type type) {
  if (!type.IsTensor() || type.rank() != 0 || !type.element_type().IsElement()) return std::nullopt;
  return type.element_type().element();
}

// Copies one element of `bytes` bytes (1, 2, 4, 8 or 16), with copies of fixed size.
void CopyElement(char* dst, const char* src, int bytes) {
  switch (bytes) {
    case 1:
      *dst = *src;
      return;
    case 2:
      std::memcpy(dst, src, 2);
      return;
    case 4:
      std::memcpy(dst, src, 4);
      return;
    case 8:
      std::memcpy(dst, src, 8);
      return;
    default:
      HLX_CHECK(bytes == 16);
      std::memcpy(dst, src, 16);
  }
}

bool IsConstantOp(const Op& op) {
  return op.kind() == OpKind::kConstant || op.kind() == OpKind::kArithConstant ||
         op.kind() == OpKind::kSdyConstant;
}

}  // namespace

std::optional<ScalarRegion> ScalarRegion::Compile(const Region& region, std::span<const ElementType> args,
                                                  std::span<const ElementType> results) {
  if (region.num_blocks() != 1) return std::nullopt;
  const Block& block = *region.front();
  if (block.num_args() != static_cast<int>(args.size()) || block.empty()) return std::nullopt;
  ScalarRegion s;
  // Registers by value; the body's values are all defined in it, arguments first.
  std::unordered_map<const Value*, int> regs;
  std::vector<ElementType> reg_types;
  for (int i = 0; i < block.num_args(); ++i) {
    if (ScalarElement(block.arg(i)->type()) != args[i]) return std::nullopt;
    regs[block.arg(i)] = i;
    reg_types.push_back(args[i]);
    s.arg_bytes_.push_back(ElementStorageBytes(args[i]));
  }
  std::vector<std::pair<int, Tensor>> constants;
  // The register of `v`: a body value, or a scalar constant defined outside the region (CSE merges a
  // body's constants with the function's), given a register of its own the first time.
  auto reg_of = [&](const Value* v) -> std::optional<int> {
    if (auto it = regs.find(v); it != regs.end()) return it->second;
    const Op* def = v->defining_op();
    if (!def || !IsConstantOp(*def)) return std::nullopt;
    const std::optional<ElementType> e = ScalarElement(v->type());
    const Attr value = def->attr("value");
    if (!e || !value || !value.Is(AttrKind::kDenseElements) || value.type().NumElements() != 1)
      return std::nullopt;
    const int r = static_cast<int>(reg_types.size());
    constants.emplace_back(r, Tensor::FromDense(value, v->type()));
    regs[v] = r;
    reg_types.push_back(*e);
    return r;
  };
  for (size_t k = 0; k + 1 < block.ops().size(); ++k) {
    const Op& op = *block.ops()[k];
    if (op.num_regions() != 0 || op.num_results() != 1) return std::nullopt;
    const std::optional<ElementType> out = ScalarElement(op.result(0)->type());
    if (!out) return std::nullopt;
    int operands[3] = {0, 0, 0};
    if (op.num_operands() > 3) return std::nullopt;
    for (int i = 0; i < op.num_operands(); ++i) {
      const std::optional<int> r = reg_of(op.operand(i));
      if (!r) return std::nullopt;
      operands[i] = *r;
    }
    Instr in{.code = Code::kArith, .e = *out, .out_e = *out, .dst = static_cast<int>(reg_types.size())};
    in.a = operands[0];
    in.b = operands[1];
    in.c = operands[2];
    const ElementType a_type = op.num_operands() > 0 ? reg_types[in.a] : *out;
    const auto same_operands = [&](int n) {
      if (op.num_operands() != n) return false;
      for (int i = 1; i < n; ++i)
        if (reg_types[operands[i]] != a_type) return false;
      return true;
    };
    if (const std::optional<Arith> arith = ArithOf(op.kind())) {
      if (!same_operands(2) || !ArithDefinedOn(*arith, a_type)) return std::nullopt;
      in.arith = *arith;
      in.e = a_type;
    } else if (const std::optional<Unary> unary = UnaryOf(op.kind())) {
      if (op.num_operands() != 1 || !UnaryDefinedOn(*unary, a_type)) return std::nullopt;
      in.code = Code::kUnary;
      in.unary = *unary;
      in.e = a_type;
    } else if (const std::optional<Bitwise> bitwise = BitwiseOf(op.kind())) {
      if (!same_operands(2) || !(IsInteger(a_type) || IsBool(a_type))) return std::nullopt;
      in.code = Code::kBitwise;
      in.bitwise = *bitwise;
      in.e = a_type;
    } else if (op.kind() == OpKind::kCompare) {
      const Attr direction = op.attr("comparison_direction"), type = op.attr("compare_type");
      if (!same_operands(2) || !direction || !IsBool(*out)) return std::nullopt;
      in.code = Code::kCompare;
      in.direction = static_cast<ComparisonDirection>(direction.enum_value());
      if (type) in.compare_type = static_cast<ComparisonType>(type.enum_value());
      in.e = a_type;
    } else if (op.kind() == OpKind::kSelect) {
      if (op.num_operands() != 3 || !IsBool(a_type) || reg_types[in.b] != *out || reg_types[in.c] != *out)
        return std::nullopt;
      in.code = Code::kSelect;
    } else if (op.kind() == OpKind::kConvert) {
      if (op.num_operands() != 1) return std::nullopt;
      in.code = Code::kConvert;
      in.e = a_type;
    } else if (IsConstantOp(op)) {
      const Attr value = op.attr("value");
      if (!value || !value.Is(AttrKind::kDenseElements) || value.type().NumElements() != 1)
        return std::nullopt;
      constants.emplace_back(in.dst, Tensor::FromDense(value, op.result(0)->type()));
      regs[op.result(0)] = in.dst;
      reg_types.push_back(*out);
      continue;
    } else {
      return std::nullopt;
    }
    regs[op.result(0)] = in.dst;
    reg_types.push_back(*out);
    s.code_.push_back(in);
  }
  const Op& ret = *block.back();
  if ((ret.kind() != OpKind::kReturn && ret.kind() != OpKind::kFuncReturn) ||
      ret.num_operands() != static_cast<int>(results.size()))
    return std::nullopt;
  for (int i = 0; i < ret.num_operands(); ++i) {
    const std::optional<int> r = reg_of(ret.operand(i));
    if (!r || reg_types[*r] != results[i]) return std::nullopt;
    s.result_regs_.push_back(*r);
    s.result_bytes_.push_back(ElementStorageBytes(results[i]));
  }
  s.registers_.assign(reg_types.size() * kRegisterBytes, 0);
  for (const auto& [r, t] : constants) std::memcpy(s.Reg(r), t.data(), t.element_bytes());
  return s;
}

void ScalarRegion::Run(std::span<const char* const> args, std::span<char* const> results) {
  HLX_CHECK(args.size() == arg_bytes_.size() && results.size() == result_regs_.size());
  for (size_t i = 0; i < args.size(); ++i) CopyElement(Reg(static_cast<int>(i)), args[i], arg_bytes_[i]);
  for (const Instr& in : code_) {
    char* dst = Reg(in.dst);
    switch (in.code) {
      case Code::kArith:
        ArithElement(in.arith, in.e, in.out_e, Reg(in.a), Reg(in.b), dst);
        break;
      case Code::kUnary:
        UnaryElement(in.unary, in.e, in.out_e, Reg(in.a), dst);
        break;
      case Code::kBitwise:
        BitwiseElement(in.bitwise, in.e, in.out_e, Reg(in.a), Reg(in.b), dst);
        break;
      case Code::kCompare:
        CompareElement(in.direction, in.compare_type, in.e, Reg(in.a), Reg(in.b), dst);
        break;
      case Code::kSelect:
        std::memcpy(dst, Reg(*Reg(in.a) != 0 ? in.b : in.c), kRegisterBytes);
        break;
      case Code::kConvert:
        ConvertElement(in.e, in.out_e, Reg(in.a), dst);
        break;
    }
  }
  for (size_t i = 0; i < results.size(); ++i) CopyElement(results[i], Reg(result_regs_[i]), result_bytes_[i]);
}

}  // namespace hlx
