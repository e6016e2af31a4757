#include "passes/inline.h"

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "passes/rewrite.h"
#include "support/check.h"

namespace hlx {
namespace {

std::string Callee(const Op& call) { return call.attr("callee").symbol_path().front(); }

// The functions each function calls, by name.
std::unordered_map<std::string, std::set<std::string>> CallGraph(Module& module) {
  std::unordered_map<std::string, std::set<std::string>> graph;
  for (const auto& op : module.body().ops()) {
    if (op->kind() != OpKind::kFunc) continue;
    std::set<std::string>& callees = graph[std::string(FuncName(*op))];
    ForEachBlockIn(*op, [&](Block& block) {
      for (const auto& inner : block.ops())
        if (inner->kind() == OpKind::kFuncCall) callees.insert(Callee(*inner));
    });
  }
  return graph;
}

// The functions from which a chain of calls leads back to themselves.
std::set<std::string> RecursiveFunctions(Module& module) {
  auto graph = CallGraph(module);
  std::set<std::string> recursive;
  for (const auto& [name, callees] : graph) {
    std::set<std::string> seen;
    std::vector<std::string> stack(callees.begin(), callees.end());
    while (!stack.empty()) {
      std::string f = stack.back();
      stack.pop_back();
      if (f == name) {
        recursive.insert(name);
        break;
      }
      if (!seen.insert(f).second) continue;
      if (auto it = graph.find(f); it != graph.end())
        stack.insert(stack.end(), it->second.begin(), it->second.end());
    }
  }
  return recursive;
}

// Copies the callee's body in place of `call`.
void InlineCall(Op& call, const Op& callee) {
  const Block& body = FuncBody(callee);
  Block& block = *call.parent_block();
  size_t at = IndexInBlock(call);
  std::unordered_map<const Value*, Value*> map;
  for (int a = 0; a < body.num_args(); ++a) map[body.arg(a)] = call.operand(a);
  for (const auto& op : body.ops()) {
    if (op->kind() == OpKind::kFuncReturn) {
      for (int r = 0; r < call.num_results(); ++r) {
        auto it = map.find(op->operand(r));
        call.result(r)->ReplaceAllUsesWith(it == map.end() ? op->operand(r) : it->second);
      }
      continue;
    }
    block.Insert(at++, CloneOp(*op, map));
  }
  block.Erase(&call);
}

void CollectSymbols(const Attr& attr, std::set<std::string>& out) {
  if (!attr) return;
  switch (attr.kind()) {
    case AttrKind::kSymbolRef:
      out.insert(attr.symbol_path().front());
      return;
    case AttrKind::kArray:
      for (const Attr& a : attr.elements()) CollectSymbols(a, out);
      return;
    case AttrKind::kDictionary:
    case AttrKind::kStruct:
      for (const NamedAttr& a : attr.entries()) CollectSymbols(a.value, out);
      return;
    case AttrKind::kUnit:
    case AttrKind::kBool:
    case AttrKind::kInteger:
    case AttrKind::kFloat:
    case AttrKind::kString:
    case AttrKind::kType:
    case AttrKind::kDenseArray:
    case AttrKind::kDenseElements:
    case AttrKind::kDenseResource:
    case AttrKind::kEnum:
    case AttrKind::kLocation:
    case AttrKind::kOpaque:
      return;
  }
}

// The symbols that ops refer to, leaving out each function's references to itself.
std::set<std::string> ReferencedSymbols(Module& module) {
  std::set<std::string> referenced;
  for (const auto& top : module.body().ops()) {
    std::set<std::string> here;
    for (const NamedAttr& a : top->attrs())
      if (a.name != "sym_name") CollectSymbols(a.value, here);
    ForEachBlockIn(*top, [&](Block& block) {
      for (const auto& op : block.ops())
        for (const NamedAttr& a : op->attrs()) CollectSymbols(a.value, here);
    });
    if (top->kind() == OpKind::kFunc) here.erase(std::string(FuncName(*top)));
    referenced.insert(here.begin(), here.end());
  }
  return referenced;
}

// Erases the private functions nothing refers to; returns whether it erased any.
bool DropUnusedPrivateFunctions(Module& module) {
  bool changed = false;
  for (bool dropped = true; dropped;) {
    dropped = false;
    std::set<std::string> referenced = ReferencedSymbols(module);
    std::vector<Op*> dead;
    for (const auto& op : module.body().ops())
      if (op->kind() == OpKind::kFunc && !FuncIsPublic(*op) && !referenced.count(std::string(FuncName(*op))))
        dead.push_back(op.get());
    for (Op* func : dead) {
      func->DropAllReferences();
      module.body().Erase(func);
      dropped = changed = true;
    }
  }
  return changed;
}

}  // namespace

StatusOr<bool> Inline(Module& module) {
  const std::set<std::string> recursive = RecursiveFunctions(module);
  bool changed = false;
  for (bool inlined = true; inlined;) {
    inlined = false;
    std::vector<std::pair<Op*, const Op*>> calls;
    ForEachBlock(module, [&](Block& block) {
      for (const auto& op : block.ops()) {
        if (op->kind() != OpKind::kFuncCall) continue;
        const Op* callee = module.LookupFunc(Callee(*op));
        HLX_CHECK(callee);  // the verifier checks that callees exist
        if (!recursive.count(Callee(*op)) && callee->region(0)->num_blocks() == 1)
          calls.emplace_back(op.get(), callee);
      }
    });
    for (auto [call, callee] : calls) InlineCall(*call, *callee);
    inlined = !calls.empty();
    changed |= inlined;
  }
  changed |= DropUnusedPrivateFunctions(module);
  return changed;
}

}  // namespace hlx
