#include "sharding/partitioner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "interp/evaluator.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"
#include "sharding/propagate.h"
#include "sharding/reshard.h"
#include "sharding/shards.h"

namespace hlx {
namespace {

using Ints = std::vector<int64_t>;

std::vector<Tensor> Inputs(const Module& module, uint64_t seed) {
  std::vector<Tensor> args;
  Type type = FuncType(*module.LookupFunc("main"));
  for (size_t i = 0; i < type.types().size(); ++i)
    args.push_back(RandomTensor(type.types()[i], seed * 1000 + i));
  return args;
}

// Runs `text` whole and partitioned over `partitions` devices on the same inputs (`propagate`: its
// shardings propagated first); returns "" when the assembled results equal the whole program's (integers
// exactly, floats within 1e-4 of the largest magnitude), else what differs, with both programs.
std::string Compare(const std::string& text, int64_t partitions, uint64_t seed, bool propagate = false) {
  std::unique_ptr<Module> whole = ParseTestModule(text), split = ParseTestModule(text);
  if (!whole || !split) return "does not read";
  if (propagate) {
    Status propagated = PropagateShardings(*split).status();
    if (!propagated.ok()) return "propagation fails: " + propagated.message();
  }
  // The whole program runs as one process; one with manual code (collectives in it) as `partitions`
  // processes, each of which computes the whole result.
  EvalOptions one;
  if (text.find("manual") != std::string::npos) one.num_partitions = partitions;
  StatusOr<RunResult> expected = RunFunction(*whole, "main", Inputs(*whole, seed), one);
  if (!expected.ok()) return "the whole program fails: " + expected.status().message();
  EvalOptions many;
  many.num_partitions = partitions;
  StatusOr<RunResult> actual = RunPartitioned(*split, "main", Inputs(*split, seed), many);
  const std::string context =
      "\nprogram:\n" + text + "\npartitioned:\n" + PrintModule(*split, PrintOptions());
  if (!actual.ok()) return "the partitioned program fails: " + actual.status().message() + context;
  const std::vector<Tensor>& want = expected->outputs[0];
  const std::vector<Tensor>& got = actual->outputs[0];
  if (want.size() != got.size()) return "a different number of results" + context;
  for (size_t r = 0; r < want.size(); ++r) {
    if (want[r].type().ToString() != got[r].type().ToString())
      return "result " + std::to_string(r) + " has type " + got[r].type().ToString() + context;
    const int64_t n = want[r].num_elements();
    if (IsFloat(want[r].element())) {
      const std::vector<double> a = ReadFloats(want[r]), b = ReadFloats(got[r]);
      double scale = 1;
      for (double x : a) scale = std::max(scale, std::abs(x));
      for (int64_t i = 0; i < n; ++i)
        if (!(std::abs(a[i] - b[i]) <= 1e-4 * scale))
          return "result " + std::to_string(r) + " element " + std::to_string(i) + ": expected " +
                 std::to_string(a[i]) + ", got " + std::to_string(b[i]) + context;
    } else {
      const std::vector<int64_t> a = ReadInts(want[r]), b = ReadInts(got[r]);
      for (int64_t i = 0; i < n; ++i)
        if (a[i] != b[i])
          return "result " + std::to_string(r) + " element " + std::to_string(i) + ": expected " +
                 std::to_string(a[i]) + ", got " + std::to_string(b[i]) + context;
    }
  }
  return "";
}

// ---- Resharding between every pair of shardings --------------------------------------------------------

// Every way to split a rank-2 value by the axes `axes` (each axis unused or on one dimension, in either
// order where both are on one).
std::vector<std::string> AllShardings(const std::string& mesh, const std::vector<std::string>& axes) {
  std::vector<std::string> out;
  std::vector<std::vector<std::string>> dims(2);
  std::function<void(size_t)> place = [&](size_t a) {
    if (a == axes.size()) {
      std::string s = "<@" + mesh + ", [";
      for (size_t d = 0; d < 2; ++d) {
        s += d ? ", {" : "{";
        for (size_t k = 0; k < dims[d].size(); ++k) s += (k ? ", \"" : "\"") + dims[d][k] + "\"";
        s += "}";
      }
      out.push_back(s + "]>");
      return;
    }
    place(a + 1);
    for (size_t d = 0; d < 2; ++d)
      for (size_t at = 0; at <= dims[d].size(); ++at) {
        dims[d].insert(dims[d].begin() + static_cast<ptrdiff_t>(at), axes[a]);
        place(a + 1);
        dims[d].erase(dims[d].begin() + static_cast<ptrdiff_t>(at));
      }
  };
  place(0);
  return out;
}

std::string ReshardProgram(const std::string& meshes, const std::string& type, const std::string& from,
                           const std::string& via, const std::string& to) {
  return "module {\n" + meshes + "  func.func public @main(%a: " + type + " {sdy.sharding = #sdy.sharding" +
         from + "}) -> (" + type + " {sdy.sharding = #sdy.sharding" + to +
         "}) {\n    %0 = sdy.sharding_constraint %a " + via + " : " + type + "\n    return %0 : " + type +
         "\n  }\n}\n";
}

TEST(Partitioner, ReshardsBetweenEveryPairOfShardings) {
  const std::string meshes = "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n";
  const std::vector<std::string> all = AllShardings("mesh", {"x", "y"});
  ASSERT_EQ(all.size(), 11u);
  int checked = 0;
  for (const char* type : {"tensor<8x4xi32>", "tensor<6x5xi32>", "tensor<3x9xf32>"})
    for (const std::string& from : all)
      for (const std::string& to : all) {
        const std::string text = ReshardProgram(meshes, type, from, to, from);
        std::string error = Compare(text, 8, 1);
        ASSERT_EQ(error, "") << from << " -> " << to;
        ++checked;
      }
  EXPECT_EQ(checked, 3 * 11 * 11);
}

TEST(Partitioner, ReshardsBetweenMeshesAndSubAxes) {
  const std::string meshes =
      "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n  sdy.mesh @flat = <[\"a\"=8]>\n"
      "  sdy.mesh @ids = <[\"p\"=4, \"q\"=2], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>\n";
  const std::vector<std::string> shardings = {
      "<@mesh, [{\"x\"}, {\"y\"}]>",           "<@mesh, [{\"y\", \"x\"}, {}]>", "<@flat, [{\"a\"}, {}]>",
      "<@flat, [{\"a\":(1)2}, {\"a\":(2)4}]>", "<@flat, [{}, {\"a\":(4)2}]>",   "<@ids, [{\"p\"}, {\"q\"}]>",
      "<@ids, [{\"q\", \"p\"}, {}]>",          "<@flat, [{\"a\":(2)4}, {}]>",   "<@mesh, [{}, {}]>"};
  for (const char* type : {"tensor<8x4xi32>", "tensor<7x6xi32>"})
    for (const std::string& from : shardings)
      for (const std::string& to : shardings) {
        std::string error = Compare(ReshardProgram(meshes, type, from, to, to), 8, 2);
        ASSERT_EQ(error, "") << from << " -> " << to;
      }
}

TEST(Partitioner, MakesAndSumsPartialSums) {
  // A value declared a partial sum over "x" (kept on the devices at x = 0) and split back.
  const std::string meshes = "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n";
  for (const char* via : {"<@mesh, [{}, {}], unreduced={\"x\"}>", "<@mesh, [{\"y\"}, {}], unreduced={\"x\"}>",
                          "<@mesh, [{}, {\"y\"}], unreduced={\"x\"}>"})
    for (const char* to :
         {"<@mesh, [{}, {}]>", "<@mesh, [{\"y\", \"x\"}, {}]>", "<@mesh, [{\"x\"}, {\"y\"}]>"}) {
      std::string error =
          Compare(ReshardProgram(meshes, "tensor<8x8xi32>", "<@mesh, [{}, {}]>", via, to), 8, 3);
      ASSERT_EQ(error, "") << via << " -> " << to;
    }
}

// ---- Ops ---------------------------------------------------------------------------------------------

// A program over the mesh @mesh = <["x"=2, "y"=4]> whose @main is `signature` and `body`.
std::string OnMesh(const std::string& signature, const std::string& body) {
  return "module {\n  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n  func.func public @main" + signature + " {\n" +
         body + "  }\n}\n";
}

std::string Arg(const std::string& name, const std::string& type, const std::string& sharding) {
  return name + ": " + type + " {sdy.sharding = #sdy.sharding<@mesh, " + sharding + ">}";
}

// The body of a case that gathers rows of %a at %i (the operand dimensions `indexed` collapsed, the
// rest the result's dimension 1 on), slices of `slice_sizes`, the result split as `sharding` (none where
// empty), of function type `types`; it returns the result, of type `result`.
std::string GatherBody(const std::string& indexed, const std::string& slice_sizes,
                       const std::string& sharding, const std::string& types, const std::string& result) {
  const std::string split =
      sharding.empty() ? "" : ", sdy.sharding = #sdy.sharding_per_value<[<@mesh, " + sharding + ">]>";
  return "    %o = \"stablehlo.gather\"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
         "collapsed_slice_dims = " +
         indexed + ", start_index_map = " + indexed +
         ", index_vector_dim = 1>, slice_sizes = array<i64: " + slice_sizes + ">" + split + "} : " + types +
         "\n    return %o : " + result + "\n";
}

// The body of a case that scatters %u into %a at %i with the combiner `combine` over `element`, the op's
// attributes `attrs` and function type `types`, and returns its result of type `result`.
std::string ScatterBody(const std::string& combine, const std::string& element, const std::string& attrs,
                        const std::string& types, const std::string& result) {
  const std::string scalar = "tensor<" + element + ">";
  return "    %o = \"stablehlo.scatter\"(%a, %i, %u) ({\n    ^bb0(%l: " + scalar + ", %r: " + scalar +
         "):\n      %s = stablehlo." + combine + " %l, %r : " + scalar +
         "\n      stablehlo.return %s : " + scalar + "\n    }) {" + attrs + "} : " + types +
         "\n    return %o : " + result + "\n";
}

struct OpCase {
  const char* name;
  std::string text;
};

std::vector<OpCase> OpCases() {
  const std::string s = "{sdy.sharding = #sdy.sharding<@mesh, ";
  return {
      {"megatron mlp: column then row parallel",
       OnMesh(
           "(" + Arg("%x", "tensor<8x16xf32>", "[{}, {}]") + ", " +
               Arg("%w1", "tensor<16x32xf32>", "[{}, {\"y\"}]") + ", " +
               Arg("%w2", "tensor<32x16xf32>", "[{\"y\"}, {}]") + ") -> tensor<8x16xf32>",
           "    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {sdy.sharding = "
           "#sdy.sharding_per_value<[<@mesh, [{}, {\"y\"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> "
           "tensor<8x32xf32>\n"
           "    %r = stablehlo.tanh %h {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {\"y\"}]>]>} : "
           "tensor<8x32xf32>\n"
           "    %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, "
           "tensor<32x16xf32>) -> tensor<8x16xf32>\n"
           "    return %o : tensor<8x16xf32>\n")},
      {"fsdp: weights gathered before use, batch split",
       OnMesh("(" + Arg("%x", "tensor<8x6xf32>", "[{\"x\", \"y\"}, {}]") + ", " +
                  Arg("%w", "tensor<6x4xf32>", "[{\"x\"}, {}]") + ") -> (tensor<8x4xf32> " + s +
                  "[{\"x\", \"y\"}, {}]>})",
              "    %o = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, [{\"x\", \"y\"}, {}]>]>} : (tensor<8x6xf32>, "
              "tensor<6x4xf32>) -> "
              "tensor<8x4xf32>\n"
              "    return %o : tensor<8x4xf32>\n")},
      {"contraction split, result split along the same axis: reduce_scatter",
       OnMesh("(" + Arg("%x", "tensor<8x12xi32>", "[{}, {\"y\"}]") + ", " +
                  Arg("%w", "tensor<12x4xi32>", "[{\"y\"}, {}]") + ") -> (tensor<8x4xi32> " + s +
                  "[{\"y\"}, {}]>})",
              "    %o = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, [{\"y\"}, {}]>]>} : (tensor<8x12xi32>, tensor<12x4xi32>) -> "
              "tensor<8x4xi32>\n"
              "    return %o : tensor<8x4xi32>\n")},
      {"uneven contraction masked",
       OnMesh("(" + Arg("%x", "tensor<3x7xf32>", "[{}, {\"y\"}]") + ", " +
                  Arg("%w", "tensor<7x5xf32>", "[{\"y\"}, {}]") + ") -> tensor<3x5xf32>",
              "    %e = stablehlo.exponential %x {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, "
              "{\"y\"}]>]>} : "
              "tensor<3x7xf32>\n"
              "    %o = stablehlo.dot_general %e, %w, contracting_dims = [1] x [0] : (tensor<3x7xf32>, "
              "tensor<7x5xf32>) -> tensor<3x5xf32>\n"
              "    return %o : tensor<3x5xf32>\n")},
      {"batch-parallel dot with batch dims",
       OnMesh(
           "(" + Arg("%a", "tensor<4x3x5xf32>", "[{\"y\"}, {\"x\"}, {}]") + ", " +
               Arg("%b", "tensor<4x5x2xf32>", "[{\"y\"}, {}, {}]") + ") -> (tensor<4x3x2xf32> " + s +
               "[{\"y\"}, {\"x\"}, {}]>})",
           "    %o = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] "
           "{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"y\"}, {\"x\"}, {}]>]>} : "
           "(tensor<4x3x5xf32>, "
           "tensor<4x5x2xf32>) -> tensor<4x3x2xf32>\n"
           "    return %o : tensor<4x3x2xf32>\n")},
      {"reduce max over an uneven split dimension",
       OnMesh("(" + Arg("%a", "tensor<6x5xf32>", "[{\"x\"}, {\"y\"}]") + ") -> (tensor<6xf32> " + s +
                  "[{\"x\"}]>})",
              "    %n = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, "
              "{\"y\"}]>]>} : "
              "tensor<6x5xf32>\n"
              "    %i = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
              "    %r = stablehlo.reduce(%n init: %i) applies stablehlo.maximum across dimensions = [1] "
              "{sdy.sharding "
              "= #sdy.sharding_per_value<[<@mesh, [{\"x\"}]>]>} : (tensor<6x5xf32>, tensor<f32>) -> "
              "tensor<6xf32>\n"
              "    return %r : tensor<6xf32>\n")},
      {"reduce add with an initial value that is not its identity",
       OnMesh("(" + Arg("%a", "tensor<8x4xi32>", "[{\"x\", \"y\"}, {}]") + ") -> tensor<4xi32>",
              "    %i = stablehlo.constant dense<5> : tensor<i32>\n"
              "    %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : "
              "(tensor<8x4xi32>, tensor<i32>) -> tensor<4xi32>\n"
              "    return %r : tensor<4xi32>\n")},
      {"argmax: a reduce of two results",
       OnMesh("(" + Arg("%a", "tensor<4x8xi32>", "[{}, {\"y\"}]") + ") -> (tensor<4xi32>, tensor<4xi32>)",
              "    %iota = stablehlo.iota dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, "
              "{\"y\"}]>]>} : "
              "tensor<4x8xi32>\n"
              "    %lo = stablehlo.constant dense<-100> : tensor<i32>\n"
              "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %r:2 = stablehlo.reduce(%a init: %lo), (%iota init: %z) across dimensions = [1] : "
              "(tensor<4x8xi32>, "
              "tensor<4x8xi32>, tensor<i32>, tensor<i32>) -> (tensor<4xi32>, tensor<4xi32>)\n"
              "     reducer(%v1: tensor<i32>, %v2: tensor<i32>) (%i1: tensor<i32>, %i2: tensor<i32>) {\n"
              "      %ge = stablehlo.compare GE, %v1, %v2 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
              "      %v = stablehlo.select %ge, %v1, %v2 : tensor<i1>, tensor<i32>\n"
              "      %i = stablehlo.select %ge, %i1, %i2 : tensor<i1>, tensor<i32>\n"
              "      stablehlo.return %v, %i : tensor<i32>, tensor<i32>\n"
              "    }\n"
              "    return %r#0, %r#1 : tensor<4xi32>, tensor<4xi32>\n")},
      {"concatenate, slice, pad and reverse along their parallel dimensions",
       OnMesh(
           "(" + Arg("%a", "tensor<4x6xi32>", "[{\"y\"}, {\"x\"}]") + ", " +
               Arg("%b", "tensor<4x2xi32>", "[{\"y\"}, {}]") + ") -> (tensor<4x4xi32> " + s +
               "[{\"y\"}, {}]>}, tensor<4x11xi32> " + s + "[{\"y\"}, {\"x\"}]>})",
           "    %c = stablehlo.concatenate %a, %b, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, "
           "[{\"y\"}, {\"x\"}]>]>} : (tensor<4x6xi32>, tensor<4x2xi32>) -> tensor<4x8xi32>\n"
           "    %s = stablehlo.slice %c [0:4, 1:8:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, "
           "[{\"y\"}, "
           "{}]>]>} : (tensor<4x8xi32>) -> tensor<4x4xi32>\n"
           "    %z = stablehlo.constant dense<7> : tensor<i32>\n"
           "    %p = stablehlo.pad %a, %z, low = [0, 2], high = [0, 1], interior = [0, 0] {sdy.sharding = "
           "#sdy.sharding_per_value<[<@mesh, [{\"y\"}, {\"x\"}]>]>} : (tensor<4x6xi32>, tensor<i32>) -> "
           "tensor<4x9xi32>\n"
           "    %q = stablehlo.reverse %p, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, "
           "[{\"y\"}, "
           "{\"x\"}]>]>} : tensor<4x9xi32>\n"
           "    %t = stablehlo.pad %q, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : "
           "(tensor<4x9xi32>, "
           "tensor<i32>) -> tensor<4x11xi32>\n"
           "    return %s, %t : tensor<4x4xi32>, tensor<4x11xi32>\n")},
      {"dynamic_slice and dynamic_update_slice",
       OnMesh("(" + Arg("%a", "tensor<8x6xi32>", "[{\"x\"}, {\"y\"}]") + ", " +
                  Arg("%u", "tensor<8x2xi32>", "[{\"x\"}, {}]") + ", %i: tensor<i32>) -> (tensor<8x3xi32> " +
                  s + "[{\"x\"}, {}]>}, tensor<8x6xi32> " + s + "[{\"x\"}, {\"y\"}]>})",
              "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %d = stablehlo.dynamic_slice %a, %z, %i, sizes = [8, 3] {sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>} : (tensor<8x6xi32>, tensor<i32>, "
              "tensor<i32>) -> "
              "tensor<8x3xi32>\n"
              "    %w = stablehlo.dynamic_update_slice %a, %u, %z, %i {sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, "
              "[{\"x\"}, {}]>]>} : (tensor<8x6xi32>, tensor<8x2xi32>, tensor<i32>, tensor<i32>) -> "
              "tensor<8x6xi32>\n"
              "    return %d, %w : tensor<8x3xi32>, tensor<8x6xi32>\n")},
      {"sort along a whole dimension, split along the other",
       OnMesh("(" + Arg("%a", "tensor<8x5xf32>", "[{\"x\", \"y\"}, {}]") + ") -> (tensor<8x5xf32> " + s +
                  "[{\"y\"}, {}]>})",
              "    %o = \"stablehlo.sort\"(%a) ({\n"
              "    ^bb0(%l: tensor<f32>, %r: tensor<f32>):\n"
              "      %c = stablehlo.compare LT, %l, %r : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
              "      stablehlo.return %c : tensor<i1>\n"
              "    }) {dimension = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\", \"y\"}, "
              "{}]>]>} "
              ": (tensor<8x5xf32>) -> tensor<8x5xf32>\n"
              "    return %o : tensor<8x5xf32>\n")},
      {"reduce_window: a cumulative sum along a whole dimension",
       OnMesh("(" + Arg("%a", "tensor<4x6xi32>", "[{\"y\"}, {\"x\"}]") + ") -> (tensor<4x6xi32> " + s +
                  "[{\"y\"}, {}]>})",
              "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %o = \"stablehlo.reduce_window\"(%a, %z) ({\n"
              "    ^bb0(%l: tensor<i32>, %r: tensor<i32>):\n"
              "      %s = stablehlo.add %l, %r : tensor<i32>\n"
              "      stablehlo.return %s : tensor<i32>\n"
              "    }) {padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: "
              "1, 6>, "
              "sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"y\"}, {}]>]>} : (tensor<4x6xi32>, "
              "tensor<i32>) -> "
              "tensor<4x6xi32>\n"
              "    return %o : tensor<4x6xi32>\n")},
      {"gather with split indices",
       OnMesh("(" + Arg("%a", "tensor<5x3xi32>", "[{\"x\"}, {}]") + ", " +
                  Arg("%i", "tensor<8x1xi32>", "[{\"y\"}, {}]") + ") -> (tensor<8x3xi32> " + s +
                  "[{\"y\"}, {}]>})",
              GatherBody("[0]", "1, 3", "[{\"y\"}, {}]",
                         "(tensor<5x3xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>", "tensor<8x3xi32>"))},
      {"gather of a table split along its rows: masked pieces, a partial sum",
       OnMesh("(" + Arg("%a", "tensor<6x8xi32>", "[{\"y\"}, {}]") + ", " +
                  Arg("%i", "tensor<4x1xi32>", "[{\"x\"}, {}]") + ") -> (tensor<4x8xi32> " + s +
                  "[{\"x\"}, {}]>})",
              GatherBody("[0]", "1, 8", "[{\"x\"}, {}]",
                         "(tensor<6x8xi32>, tensor<4x1xi32>) -> tensor<4x8xi32>", "tensor<4x8xi32>"))},
      {"gather of a table split along the columns its slices take whole",
       OnMesh("(" + Arg("%a", "tensor<5x8xf32>", "[{}, {\"y\"}]") + ", " +
                  Arg("%i", "tensor<6x1xi32>", "[{\"x\"}, {}]") + ") -> (tensor<6x8xf32> " + s +
                  "[{\"x\"}, {\"y\"}]>})",
              GatherBody("[0]", "1, 8", "[{\"x\"}, {\"y\"}]",
                         "(tensor<5x8xf32>, tensor<6x1xi32>) -> tensor<6x8xf32>", "tensor<6x8xf32>"))},
      {"gather of unsigned index pairs from a table split along a row dimension and its columns",
       OnMesh("(" + Arg("%a", "tensor<6x4x8xi32>", "[{\"y\"}, {}, {\"x\"}]") + ", " +
                  Arg("%i", "tensor<3x2xui32>", "[{}, {}]") + ") -> tensor<3x8xi32>",
              GatherBody("[0, 1]", "1, 1, 8", "", "(tensor<6x4x8xi32>, tensor<3x2xui32>) -> tensor<3x8xi32>",
                         "tensor<3x8xi32>"))},
      {"gather of scalar indices from a table split unevenly over every device",
       OnMesh("(" + Arg("%a", "tensor<10x4xf32>", "[{\"x\", \"y\"}, {}]") + ", " +
                  Arg("%i", "tensor<4xi32>", "[{}]") + ") -> tensor<4x4xf32>",
              GatherBody("[0]", "1, 4", "", "(tensor<10x4xf32>, tensor<4xi32>) -> tensor<4x4xf32>",
                         "tensor<4x4xf32>"))},
      {"scatter into rows split over devices: the windows of other devices' rows skipped",
       OnMesh(
           "(" + Arg("%a", "tensor<5x3xi32>", "[{\"x\"}, {}]") + ", " +
               Arg("%i", "tensor<2x1xi32>", "[{}, {}]") + ", " +
               Arg("%u", "tensor<2x3xi32>", "[{}, {\"y\"}]") + ") -> (tensor<5x3xi32> " + s +
               "[{\"x\"}, {}]>})",
           ScatterBody(
               "add", "i32",
               "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
               "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
               "sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>",
               "(tensor<5x3xi32>, tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<5x3xi32>", "tensor<5x3xi32>"))},
      {"scatter-add into a table split along its rows and columns, updates split alike",
       OnMesh("(" + Arg("%a", "tensor<6x8xf32>", "[{\"y\"}, {\"x\"}]") + ", " +
                  Arg("%i", "tensor<3x4xi32>", "[{\"x\"}, {}]") + ", " +
                  Arg("%u", "tensor<3x4x8xf32>", "[{}, {}, {\"x\"}]") + ") -> (tensor<6x8xf32> " + s +
                  "[{\"y\"}, {\"x\"}]>})",
              ScatterBody(
                  "add", "f32",
                  "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], "
                  "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, "
                  "sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"y\"}, {\"x\"}]>]>",
                  "(tensor<6x8xf32>, tensor<3x4xi32>, tensor<3x4x8xf32>) -> tensor<6x8xf32>",
                  "tensor<6x8xf32>"))},
      {"scatter of index pairs into a table split unevenly over every device",
       OnMesh("(" + Arg("%a", "tensor<10x3x2xi32>", "[{\"x\", \"y\"}, {}, {}]") + ", " +
                  Arg("%i", "tensor<5x2xui32>", "[{}, {}]") + ", " +
                  Arg("%u", "tensor<5x2xi32>", "[{}, {}]") + ") -> (tensor<10x3x2xi32> " + s +
                  "[{\"x\", \"y\"}, {}, {}]>})",
              ScatterBody("maximum", "i32",
                          "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
                          "inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], "
                          "index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, "
                          "[{\"x\", \"y\"}, {}, {}]>]>",
                          "(tensor<10x3x2xi32>, tensor<5x2xui32>, tensor<5x2xi32>) -> tensor<10x3x2xi32>",
                          "tensor<10x3x2xi32>"))},
      {"scatter-add of updates split unevenly along their scatter dimension into zeros split by rows",
       OnMesh(
           "(" + Arg("%i", "tensor<5x3x1xi32>", "[{\"x\"}, {}, {}]") + ", " +
               Arg("%u", "tensor<5x3x8xf32>", "[{\"x\"}, {}, {}]") + ") -> (tensor<6x8xf32> " + s +
               "[{\"y\"}, {}]>})",
           "    %a = stablehlo.constant dense<0.000000e+00> : tensor<6x8xf32>\n" +
               ScatterBody(
                   "add", "f32",
                   "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], "
                   "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, "
                   "sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"y\"}, {}]>]>",
                   "(tensor<6x8xf32>, tensor<5x3x1xi32>, tensor<5x3x8xf32>) -> tensor<6x8xf32>",
                   "tensor<6x8xf32>"))},
      {"scatter-add of updates split over every device into a replicated input: the input counted once",
       OnMesh(
           "(" + Arg("%a", "tensor<6x8xi32>", "[{}, {}]") + ", " + Arg("%i", "tensor<16xi32>", "[{}]") +
               ", " + Arg("%u", "tensor<16x8xi32>", "[{\"x\", \"y\"}, {}]") + ") -> tensor<6x8xi32>",
           ScatterBody(
               "add", "i32",
               "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
               "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>",
               "(tensor<6x8xi32>, tensor<16xi32>, tensor<16x8xi32>) -> tensor<6x8xi32>", "tensor<6x8xi32>"))},
      {"gather along batching dimensions split unevenly (take_along_axis)",
       OnMesh(
           "(" + Arg("%a", "tensor<5x6x3xf32>", "[{\"x\"}, {}, {\"y\"}]") + ", " +
               Arg("%i", "tensor<5x4x1xi32>", "[{\"x\"}, {}, {}]") + ") -> (tensor<5x4x3xf32> " + s +
               "[{\"x\"}, {}, {\"y\"}]>})",
           "    %o = \"stablehlo.gather\"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [2], "
           "collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], "
           "start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>, sdy.sharding = "
           "#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}, {\"y\"}]>]>} : (tensor<5x6x3xf32>, "
           "tensor<5x4x1xi32>) -> tensor<5x4x3xf32>\n"
           "    return %o : tensor<5x4x3xf32>\n")},
      {"scatter-add along batching dimensions split unevenly (take_along_axis's gradient)",
       OnMesh("(" + Arg("%a", "tensor<5x4xf32>", "[{\"x\"}, {}]") + ", " +
                  Arg("%i", "tensor<5x2x1xi32>", "[{}, {}, {}]") + ", " +
                  Arg("%u", "tensor<5x2xf32>", "[{\"x\"}, {}]") + ") -> (tensor<5x4xf32> " + s +
                  "[{\"x\"}, {}]>})",
              ScatterBody("add", "f32",
                          "scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], "
                          "input_batching_dims = [0], scatter_indices_batching_dims = [0], "
                          "scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, sdy.sharding = "
                          "#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>",
                          "(tensor<5x4xf32>, tensor<5x2x1xi32>, tensor<5x2xf32>) -> tensor<5x4xf32>",
                          "tensor<5x4xf32>"))},
      {"convolution split along batch and output features",
       OnMesh("(" + Arg("%a", "tensor<4x6x6x2xf32>", "[{\"x\"}, {}, {}, {}]") + ", " +
                  Arg("%k", "tensor<3x3x2x8xf32>", "[{}, {}, {}, {\"y\"}]") + ") -> (tensor<4x4x4x8xf32> " +
                  s + "[{\"x\"}, {}, {}, {\"y\"}]>})",
              "    %o = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
              "window = "
              "{stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}, {}, {\"y\"}]>]>} : (tensor<4x6x6x2xf32>, "
              "tensor<3x3x2x8xf32>) -> tensor<4x4x4x8xf32>\n"
              "    return %o : tensor<4x4x4x8xf32>\n")},
      {"convolution with split input features: partial sums",
       OnMesh("(" + Arg("%a", "tensor<2x5x5x8xf32>", "[{}, {}, {}, {\"y\"}]") + ", " +
                  Arg("%k", "tensor<2x2x8x3xf32>", "[{}, {}, {\"y\"}, {}]") + ") -> tensor<2x4x4x3xf32>",
              "    %o = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
              "window = "
              "{stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
              "(tensor<2x5x5x8xf32>, tensor<2x2x8x3xf32>) -> tensor<2x4x4x3xf32>\n"
              "    return %o : tensor<2x4x4x3xf32>\n")},
      {"reduce_window: a same max pool along split dimensions (halo exchange)",
       OnMesh("(" + Arg("%a", "tensor<2x11x8xf32>", "[{}, {\"y\"}, {\"x\"}]") + ") -> (tensor<2x11x8xf32> " +
                  s + "[{}, {\"y\"}, {\"x\"}]>})",
              "    %z = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
              "    %o = \"stablehlo.reduce_window\"(%a, %z) ({\n"
              "    ^bb0(%l: tensor<f32>, %r: tensor<f32>):\n"
              "      %m = stablehlo.maximum %l, %r : tensor<f32>\n"
              "      stablehlo.return %m : tensor<f32>\n"
              "    }) {padding = dense<[[0, 0], [1, 1], [2, 0]]> : tensor<3x2xi64>, window_dimensions = "
              "array<i64: 1, "
              "3, 3>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {\"y\"}, {\"x\"}]>]>} : "
              "(tensor<2x11x8xf32>, tensor<f32>) -> tensor<2x11x8xf32>\n"
              "    return %o : tensor<2x11x8xf32>\n")},
      {"convolution split along a spatial dimension (halo exchange)",
       OnMesh("(" + Arg("%a", "tensor<2x10x6x3xf32>", "[{}, {\"y\"}, {\"x\"}, {}]") + ", " +
                  Arg("%k", "tensor<3x2x3x4xf32>", "[{}, {}, {}, {}]") + ") -> (tensor<2x10x6x4xf32> " + s +
                  "[{}, {\"y\"}, {\"x\"}, {}]>})",
              "    %o = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
              "window = "
              "{stride = [1, 1], pad = [[1, 1], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = "
              "1 : "
              "i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {\"y\"}, {\"x\"}, {}]>]>} : "
              "(tensor<2x10x6x3xf32>, tensor<3x2x3x4xf32>) -> tensor<2x10x6x4xf32>\n"
              "    return %o : tensor<2x10x6x4xf32>\n")},
      {"while loop carrying split values",
       OnMesh("(" + Arg("%a", "tensor<8x4xf32>", "[{\"x\"}, {\"y\"}]") + ") -> (tensor<8x4xf32> " + s +
                  "[{\"x\"}, {\"y\"}]>})",
              "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %w:2 = stablehlo.while(%i = %z, %v = %a) : tensor<i32>, tensor<8x4xf32> attributes "
              "{sdy.sharding = "
              "#sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{\"x\"}, {\"y\"}]>]>}\n"
              "     cond {\n"
              "      %n = stablehlo.constant dense<3> : tensor<i32>\n"
              "      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
              "      stablehlo.return %c : tensor<i1>\n"
              "    } do {\n"
              "      %one = stablehlo.constant dense<1> : tensor<i32>\n"
              "      %j = stablehlo.add %i, %one : tensor<i32>\n"
              "      %t = stablehlo.tanh %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, "
              "{\"y\"}]>]>} : "
              "tensor<8x4xf32>\n"
              "      %u = stablehlo.add %t, %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, "
              "{\"y\"}]>]>} "
              ": tensor<8x4xf32>\n"
              "      stablehlo.return %j, %u : tensor<i32>, tensor<8x4xf32>\n"
              "    }\n"
              "    return %w#1 : tensor<8x4xf32>\n")},
      {"case with split results, and a call",
       "module {\n  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n"
       "  func.func private @twice(%v: tensor<8x4xi32>) -> tensor<8x4xi32> {\n"
       "    %d = stablehlo.add %v, %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"y\"}, {}]>]>} : "
       "tensor<8x4xi32>\n"
       "    return %d : tensor<8x4xi32>\n  }\n"
       "  func.func public @main(" +
           Arg("%a", "tensor<8x4xi32>", "[{\"x\"}, {\"y\"}]") + ", %k: tensor<i32>) -> (tensor<8x4xi32> " +
           s +
           "[{\"y\"}, {\"x\"}]>}) {\n"
           "    %r = \"stablehlo.case\"(%k) ({\n"
           "      %n = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, "
           "{\"y\"}]>]>} : "
           "tensor<8x4xi32>\n"
           "      stablehlo.return %n : tensor<8x4xi32>\n"
           "    }, {\n"
           "      %c = func.call @twice(%a) : (tensor<8x4xi32>) -> tensor<8x4xi32>\n"
           "      stablehlo.return %c : tensor<8x4xi32>\n"
           "    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>]>} : (tensor<i32>) -> "
           "tensor<8x4xi32>\n"
           "    return %r : tensor<8x4xi32>\n  }\n}\n"},
      {"sdy.manual_computation over every axis, between split ops",
       OnMesh("(" + Arg("%a", "tensor<8x4xi32>", "[{\"x\"}, {}]") + ") -> (tensor<8x4xi32> " + s +
                  "[{}, {\"y\"}]>})",
              "    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{\"x\", \"y\"}, {}]>] "
              "out_shardings=[<@mesh, [{\"x\", \"y\"}, {}]>] manual_axes={\"x\", \"y\"} (%l: "
              "tensor<1x4xi32>) {\n"
              "      %s = \"stablehlo.all_reduce\"(%l) ({\n"
              "      ^bb0(%p: tensor<i32>, %q: tensor<i32>):\n"
              "        %t = stablehlo.add %p, %q : tensor<i32>\n"
              "        stablehlo.return %t : tensor<i32>\n"
              "      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = "
              "dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids} : "
              "(tensor<1x4xi32>) -> "
              "tensor<1x4xi32>\n"
              "      %u = stablehlo.add %s, %l : tensor<1x4xi32>\n"
              "      sdy.return %u : tensor<1x4xi32>\n"
              "    } : (tensor<8x4xi32>) -> tensor<8x4xi32>\n"
              "    %n = stablehlo.negate %m {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, "
              "{\"y\"}]>]>} : "
              "tensor<8x4xi32>\n"
              "    return %n : tensor<8x4xi32>\n")},
      {"partial sums kept through linear ops: one all_reduce",
       OnMesh("(" + Arg("%a", "tensor<8x16xi32>", "[{}, {\"y\"}]") + ", " +
                  Arg("%w", "tensor<16x8xi32>", "[{\"y\"}, {}]") + ", " +
                  Arg("%v", "tensor<16x8xi32>", "[{\"y\"}, {}]") + ", " +
                  Arg("%k", "tensor<8x8xi32>", "[{}, {}]") + ") -> tensor<8xi32>",
              "    %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<8x16xi32>, "
              "tensor<16x8xi32>) -> tensor<8x8xi32>\n"
              "    %e = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<8x16xi32>, "
              "tensor<16x8xi32>) -> tensor<8x8xi32>\n"
              "    %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<8x8xi32>) -> tensor<8x8xi32>\n"
              "    %s = stablehlo.subtract %d, %t : tensor<8x8xi32>\n"
              "    %m = stablehlo.multiply %k, %s : tensor<8x8xi32>\n"
              "    %n = stablehlo.negate %m : tensor<8x8xi32>\n"
              "    %r = stablehlo.reshape %n : (tensor<8x8xi32>) -> tensor<64xi32>\n"
              "    %z = stablehlo.constant dense<0> : tensor<i32>\n"
              "    %q = stablehlo.reduce(%r init: %z) applies stablehlo.add across dimensions = [0] : "
              "(tensor<64xi32>, tensor<i32>) -> tensor<i32>\n"
              "    %o = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<i32>) -> tensor<8xi32>\n"
              "    %c = stablehlo.constant dense<3> : tensor<8xi32>\n"
              "    %x = stablehlo.maximum %o, %c : tensor<8xi32>\n"
              "    return %x : tensor<8xi32>\n")},
      {"GSPMD manual code reads a partial sum: summed first",
       OnMesh("(" + Arg("%a", "tensor<8x16xf32>", "[{}, {\"y\"}]") + ", " +
                  Arg("%w", "tensor<16x4xf32>", "[{\"y\"}, {}]") + ") -> tensor<8x4xf32>",
              "    %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
              "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
              "    %s = stablehlo.custom_call @Sharding(%d) {mhlo.sharding = \"{replicated}\"} : "
              "(tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "    %m = stablehlo.custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = \"{manual}\"} : "
              "(tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "    %e = stablehlo.exponential %m : tensor<8x4xf32>\n"
              "    %r = stablehlo.custom_call @SPMDShardToFullShape(%e) {mhlo.sharding = \"{replicated}\"} : "
              "(tensor<8x4xf32>) -> tensor<8x4xf32>\n"
              "    return %r : tensor<8x4xf32>\n")},
      {"a program without shardings",
       "module {\n  func.func public @main(%a: tensor<4x3xf32>, %b: tensor<3x2xf32>) -> tensor<4x2xf32> {\n"
       "    %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x3xf32>, "
       "tensor<3x2xf32>) -> "
       "tensor<4x2xf32>\n"
       "    %e = stablehlo.exponential %d : tensor<4x2xf32>\n"
       "    return %e : tensor<4x2xf32>\n  }\n}\n"},
  };
}

TEST(Partitioner, OpsMatchTheWholeProgram) {
  for (const OpCase& c : OpCases()) {
    for (uint64_t seed : {1, 2}) EXPECT_EQ(Compare(c.text, 8, seed), "") << c.name;
  }
}

TEST(Partitioner, SumsPartialSumsOnceAfterTheLinearOps) {
  // The products' partial sums over "y" pass through subtract, multiply by a replicated value, negate,
  // reshape and the sum; the maximum reads them summed: one all_reduce, placed before it.
  const std::vector<OpCase> cases = OpCases();
  auto it = std::find_if(cases.begin(), cases.end(), [](const OpCase& c) {
    return std::string_view(c.name).starts_with("partial sums kept");
  });
  ASSERT_NE(it, cases.end());
  std::unique_ptr<Module> module = ParseTestModule(it->text);
  ASSERT_TRUE(module);
  ASSERT_TRUE(PartitionSpmd(*module, 8, 1).ok());
  std::vector<std::string> kinds;
  for (const auto& op : FuncBody(*module->LookupFunc("main")).ops())
    if (op->kind() == OpKind::kAllReduce || op->kind() == OpKind::kMaximum) kinds.push_back(op->name());
  EXPECT_EQ(kinds, (std::vector<std::string>{"stablehlo.all_reduce", "stablehlo.maximum"}));
}

TEST(Partitioner, ReplicasArePartitionedAlike) {
  // Two replicas of 8 partitions: every collective stays within its replica.
  const std::string text = OpCases()[0].text;  // the Megatron MLP: all_reduce
  std::unique_ptr<Module> whole = ParseTestModule(text), split = ParseTestModule(text);
  ASSERT_TRUE(whole && split);
  StatusOr<RunResult> expected = RunFunction(*whole, "main", Inputs(*whole, 4), EvalOptions());
  ASSERT_TRUE(expected.ok()) << expected.status().message();
  EvalOptions options;
  options.num_partitions = 8;
  options.num_replicas = 2;
  StatusOr<RunResult> actual = RunPartitioned(*split, "main", Inputs(*split, 4), options);
  ASSERT_TRUE(actual.ok()) << actual.status().message();
  ASSERT_EQ(actual->outputs.size(), 2u);
  for (const std::vector<Tensor>& replica : actual->outputs) {
    const std::vector<double> a = ReadFloats(expected->outputs[0][0]), b = ReadFloats(replica[0]);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], b[i], 1e-4 * (1 + std::abs(a[i])));
  }
}

// ---- The corpus's sharded models ------------------------------------------------------------------------

// The collectives of a partitioned function: how many of each kind, and the bytes each device sends in
// them (ring algorithms: all_gather (k-1) pieces, reduce_scatter and all_to_all (k-1)/k of the operand,
// all_reduce twice that, collective_permute the operand), k the group size.
struct CollectiveReport {
  std::map<std::string, int> count;
  int64_t bytes_sent = 0;
};

int64_t Bytes(Type t) { return t.NumElements() * ElementStorageBytes(t.storage_element()); }

CollectiveReport Collectives(Op& func) {
  CollectiveReport report;
  std::function<void(Block&)> walk = [&](Block& block) {
    for (const auto& op : block.ops()) {
      for (int r = 0; r < op->num_regions(); ++r)
        for (int b = 0; b < op->region(r)->num_blocks(); ++b) walk(*op->region(r)->block(b));
      if (!op->info().Has(kCollective)) continue;
      ++report.count[op->name()];
      Attr groups = op->attr("replica_groups");
      const int64_t k = groups.Is(AttrKind::kDenseElements) ? groups.type().dims()[1] : 2;
      const int64_t bytes = Bytes(op->operand(0)->type());
      switch (op->kind()) {
        case OpKind::kAllGather:
          report.bytes_sent += bytes * (k - 1);
          break;
        case OpKind::kAllReduce:
          report.bytes_sent += 2 * bytes * (k - 1) / k;
          break;
        case OpKind::kCollectivePermute:
          report.bytes_sent += bytes;
          break;
        default:
          report.bytes_sent += bytes * (k - 1) / k;
          break;
      }
    }
  };
  walk(FuncBody(func));
  return report;
}

std::string ReadCorpusModel(const std::string& name) {
  const char* env = std::getenv("HLX_CORPUS");
  std::ifstream in(std::string(env ? env : HLX_DEFAULT_CORPUS) + "/models/" + name);
  if (!in) return "";
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Partitions a corpus model over `partitions` devices: the per-device argument bytes against the whole
// program's, the collectives, and (where `compare`) the assembled results against the whole program run
// by the evaluator (as `whole_processes` processes where it has manual code) within `tolerance`.
void CheckModel(const std::string& name, int64_t partitions, bool compare, int64_t whole_processes,
                double tolerance, const std::function<void(const CollectiveReport&)>& expect) {
  const std::string text = ReadCorpusModel(name);
  if (text.empty()) GTEST_SKIP() << name << " not found in the corpus";
  std::unique_ptr<Module> whole = ParseTestModule(text), split = ParseTestModule(text);
  ASSERT_TRUE(whole && split);
  int64_t whole_bytes = 0;
  for (Type t : FuncType(*whole->LookupFunc("main")).types()) whole_bytes += Bytes(t);
  StatusOr<SpmdProgram> program = PartitionSpmd(*split, partitions, 1);
  ASSERT_TRUE(program.ok()) << program.status().message();
  ASSERT_TRUE(VerifyModule(*split).ok());
  int64_t local_bytes = 0;
  for (Type t : FuncType(*split->LookupFunc("main")).types()) local_bytes += Bytes(t);
  const CollectiveReport report = Collectives(*split->LookupFunc("main"));
  std::cout << name << " over " << partitions << " devices: arguments " << local_bytes
            << " bytes per device, " << whole_bytes << " whole; collectives:";
  for (const auto& [kind, n] : report.count) std::cout << " " << n << " " << kind;
  std::cout << "; " << report.bytes_sent << " bytes sent per device\n";
  expect(report);
  if (!compare) return;
  std::unique_ptr<Module> again = ParseTestModule(text);
  EvalOptions whole_options;
  whole_options.num_partitions = whole_processes;
  StatusOr<RunResult> expected = RunFunction(*whole, "main", Inputs(*whole, 5), whole_options);
  ASSERT_TRUE(expected.ok()) << expected.status().message();
  EvalOptions options;
  options.num_partitions = partitions;
  StatusOr<RunResult> actual = RunPartitioned(*again, "main", Inputs(*again, 5), options);
  ASSERT_TRUE(actual.ok()) << actual.status().message();
  for (size_t r = 0; r < expected->outputs[0].size(); ++r) {
    const std::vector<double> a = ReadFloats(expected->outputs[0][r]), b = ReadFloats(actual->outputs[0][r]);
    ASSERT_EQ(a.size(), b.size());
    double scale = 0, diff = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      scale = std::max(scale, std::abs(a[i]));
      diff = std::max(diff, std::abs(a[i] - b[i]));
    }
    std::cout << "  result " << r << ": largest difference " << diff << " of the largest magnitude " << scale
              << "\n";
    EXPECT_LE(diff, tolerance * scale) << name << " result " << r;
  }
}

TEST(PartitionerCorpus, MlpTensorParallelGspmd) {
  // JAX's shard_map lowered for GSPMD: the layers are manual code (a reduce_scatter each), the ReLUs
  // between them values split by the Sharding custom calls.
  CheckModel("jax_mlp_loss_tp8_gspmd.mlir", 8, true, 8, 1e-5,
             [](const CollectiveReport& r) { EXPECT_EQ(r.count.at("stablehlo.reduce_scatter"), 6); });
}

TEST(PartitionerCorpus, MlpFsdpTensorParallelShardy) {
  // One sdy.manual_computation over both axes: the program is its body; nothing is added.
  CheckModel("jax_mlp_loss_fsdp_tp8_shardy.mlir", 8, true, 8, 1e-5, [](const CollectiveReport& r) {
    EXPECT_EQ(r.count.at("stablehlo.all_gather"), 12);
    EXPECT_EQ(r.count.at("stablehlo.reduce_scatter"), 6);
  });
}

TEST(PartitionerCorpus, LlamaAttentionShardy) {
  // The weights split over the mesh's 2 devices; its results checked against the whole run by hand (the
  // evaluator takes minutes for it), its partitioning here.
  CheckModel("torchxla_llama_attention_prefill_sdy.mlir", 2, false, 1, 0,
             [](const CollectiveReport& r) { EXPECT_GT(r.count.size(), 0u); });
}

// ---- Random programs -----------------------------------------------------------------------------------

struct RandomProgram {
  std::mt19937_64 rng;
  bool floats;
  std::string mesh_text;
  std::vector<std::pair<std::string, int64_t>> axes;  // name, size
  std::vector<std::string> arg_decls;
  std::vector<std::string> body;
  struct Val {
    std::string name;
    Ints shape;
  };
  std::vector<Val> values;
  int counter = 0;

  explicit RandomProgram(uint64_t seed) : rng(seed) {}

  int64_t Pick(int64_t n) { return static_cast<int64_t>(rng() % static_cast<uint64_t>(n)); }
  bool Chance(int percent) { return Pick(100) < percent; }
  std::string Elem() const { return floats ? "f32" : "i32"; }
  std::string Type(const Ints& shape) const {
    std::string t = "tensor<";
    for (int64_t d : shape) t += std::to_string(d) + "x";
    return t + Elem() + ">";
  }
  Ints RandomShape(int64_t rank) {
    static const int64_t kSizes[] = {1, 2, 3, 4, 5, 6, 8};
    Ints shape;
    for (int64_t d = 0; d < rank; ++d) shape.push_back(kSizes[Pick(7)]);
    return shape;
  }
  using Dims = std::vector<std::vector<std::string>>;
  // A random sharding of a value of `rank` dimensions: each axis of `axes` unused or on a random
  // dimension.
  Dims ShardingDims(int64_t rank) {
    Dims dims(static_cast<size_t>(rank));
    for (const auto& [name, size] : axes)
      if (rank > 0 && Chance(60)) {
        auto& d = dims[Pick(rank)];
        d.insert(d.begin() + Pick(static_cast<int64_t>(d.size()) + 1), "\"" + name + "\"");
      }
    return dims;
  }
  static std::string ShardingText(const Dims& dims) {
    std::string s = "<@mesh, [";
    for (size_t d = 0; d < dims.size(); ++d) {
      s += d ? ", {" : "{";
      for (size_t k = 0; k < dims[d].size(); ++k) s += (k ? ", " : "") + dims[d][k];
      s += "}";
    }
    return s + "]>";
  }
  std::string Sharding(int64_t rank) { return ShardingText(ShardingDims(rank)); }
  std::string Fresh() { return "%v" + std::to_string(counter++); }
  // A new argument: of @main, or (`in_body`) of the body of a manual computation, whose sharding
  // along the free axes its in_sharding gives.
  bool in_body = false;
  std::vector<Dims> arg_dims;
  std::vector<Val> arg_vals;
  Val AddArg(const Ints& shape) {
    Val v{(in_body ? "%b" : "%arg") + std::to_string(arg_decls.size()), shape};
    arg_vals.push_back(v);
    arg_dims.push_back(ShardingDims(static_cast<int64_t>(shape.size())));
    arg_decls.push_back(
        v.name + ": " + Type(shape) +
        (in_body ? "" : " {sdy.sharding = #sdy.sharding" + ShardingText(arg_dims.back()) + "}"));
    values.push_back(v);
    return v;
  }
  // Inside a manual computation: the replica_groups of its manual axes (empty outside), and how many
  // devices each group has.
  std::string manual_groups;
  int64_t manual_size = 1;
  int channel = 1;
  // Adds `op` (text after `= `) defining a value of `shape`, maybe constrained to a random sharding.
  Val Define(const std::string& op, const Ints& shape) {
    Val v{Fresh(), shape};
    body.push_back(v.name + " = " + op);
    if (Chance(70)) {
      Val c{Fresh(), shape};
      body.push_back(c.name + " = sdy.sharding_constraint " + v.name + " " +
                     Sharding(static_cast<int64_t>(shape.size())) + " : " + Type(shape));
      v = c;
    }
    values.push_back(v);
    return v;
  }
  const Val& Any() { return values[Pick(static_cast<int64_t>(values.size()))]; }

  void Step() {
    const Val a = Any();
    const int64_t rank = static_cast<int64_t>(a.shape.size());
    switch (Pick(manual_groups.empty() ? 12 : 14)) {
      case 12: {  // the body's all_reduce over the manual axes
        const std::string p = Fresh(), q = Fresh(), t = Fresh(), scalar = "tensor<" + Elem() + ">";
        Define("\"stablehlo.all_reduce\"(" + a.name + ") ({\n    ^bb0(" + p + ": " + scalar + ", " + q +
                   ": " + scalar + "):\n      " + t + " = stablehlo.add " + p + ", " + q + " : " + scalar +
                   "\n      stablehlo.return " + t + " : " + scalar +
                   "\n    }) {channel_handle = #stablehlo.channel_handle<handle = " +
                   std::to_string(channel++) + ", type = 1>, replica_groups = " + manual_groups +
                   ", use_global_device_ids} : (" + Type(a.shape) + ") -> " + Type(a.shape),
               a.shape);
        break;
      }
      case 13: {  // the body's all_gather over the manual axes
        if (rank == 0) break;
        const int64_t d = Pick(rank);
        Ints shape = a.shape;
        shape[d] *= manual_size;
        Define("\"stablehlo.all_gather\"(" + a.name + ") {all_gather_dim = " + std::to_string(d) +
                   " : i64, channel_handle = #stablehlo.channel_handle<handle = " +
                   std::to_string(channel++) + ", type = 1>, replica_groups = " + manual_groups +
                   ", use_global_device_ids} : (" + Type(a.shape) + ") -> " + Type(shape),
               shape);
        break;
      }
      case 0: {  // elementwise of two values of one shape
        const Val* b = &a;
        for (const Val& v : values)
          if (v.shape == a.shape && Chance(50)) b = &v;
        static const char* kOps[] = {"add", "multiply", "maximum", "subtract"};
        Define(
            "stablehlo." + std::string(kOps[Pick(4)]) + " " + a.name + ", " + b->name + " : " + Type(a.shape),
            a.shape);
        break;
      }
      case 1: {  // unary
        const char* op = floats ? (Chance(50) ? "tanh" : "exponential") : "negate";
        if (floats && std::string(op) == "exponential") {
          Define("stablehlo.tanh " + a.name + " : " + Type(a.shape), a.shape);
        } else {
          Define("stablehlo." + std::string(op) + " " + a.name + " : " + Type(a.shape), a.shape);
        }
        break;
      }
      case 2: {  // transpose
        Ints perm(a.shape.size());
        for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<int64_t>(i);
        std::shuffle(perm.begin(), perm.end(), rng);
        Ints shape;
        std::string dims;
        for (size_t i = 0; i < perm.size(); ++i) {
          shape.push_back(a.shape[perm[i]]);
          dims += (i ? ", " : "") + std::to_string(perm[i]);
        }
        Define("stablehlo.transpose " + a.name + ", dims = [" + dims + "] : (" + Type(a.shape) + ") -> " +
                   Type(shape),
               shape);
        break;
      }
      case 3: {  // reshape: merge two neighbours or split one dimension
        Ints shape = a.shape;
        if (rank >= 2 && Chance(50)) {
          const int64_t d = Pick(rank - 1);
          shape[d] *= shape[d + 1];
          shape.erase(shape.begin() + d + 1);
        } else if (rank > 0 && rank < 4) {
          const int64_t d = Pick(rank);
          for (int64_t f : {2, 3, 4})
            if (shape[d] % f == 0 && shape[d] > f) {
              shape.insert(shape.begin() + d + 1, shape[d] / f);
              shape[d] = f;
              break;
            }
        }
        Define("stablehlo.reshape " + a.name + " : (" + Type(a.shape) + ") -> " + Type(shape), shape);
        break;
      }
      case 4: {  // broadcast_in_dim: a new dimension
        if (rank >= 4) break;
        const int64_t at = Pick(rank + 1);
        Ints shape = a.shape, dims;
        shape.insert(shape.begin() + at, RandomShape(1)[0]);
        std::string list;
        for (int64_t d = 0; d < rank; ++d) list += (d ? ", " : "") + std::to_string(d < at ? d : d + 1);
        Define("stablehlo.broadcast_in_dim " + a.name + ", dims = [" + list + "] : (" + Type(a.shape) +
                   ") -> " + Type(shape),
               shape);
        break;
      }
      case 5: {  // reduce over some dimensions
        if (rank == 0) break;
        Ints dims, shape;
        for (int64_t d = 0; d < rank; ++d) {
          if (Chance(50)) {
            dims.push_back(d);
          } else {
            shape.push_back(a.shape[d]);
          }
        }
        if (dims.empty()) dims.push_back(rank - 1), shape.pop_back();
        std::string list;
        for (size_t i = 0; i < dims.size(); ++i) list += (i ? ", " : "") + std::to_string(dims[i]);
        const bool max = Chance(30);
        const std::string init = Fresh();
        body.push_back(init + " = stablehlo.constant dense<" +
                       std::string(max ? (floats ? "-1.0e+09" : "-1000000") : "0") + "> : tensor<" + Elem() +
                       ">");
        Define("stablehlo.reduce(" + a.name + " init: " + init + ") applies stablehlo." +
                   (max ? "maximum" : "add") + " across dimensions = [" + list + "] : (" + Type(a.shape) +
                   ", tensor<" + Elem() + ">) -> " + Type(shape),
               shape);
        break;
      }
      case 6: {  // dot_general with a new argument: leading batch dimensions, some contracting, one free
        if (rank == 0) break;
        const int64_t batch = Pick(rank);
        Ints contracting, rhs_shape;
        for (int64_t d = 0; d < batch; ++d) rhs_shape.push_back(a.shape[d]);
        for (int64_t d = batch; d < rank; ++d)
          if (Chance(50)) contracting.push_back(d);
        for (int64_t d : contracting) rhs_shape.push_back(a.shape[d]);
        rhs_shape.push_back(RandomShape(1)[0]);
        const Val b = AddArg(rhs_shape);
        Ints shape;
        std::string lb, rb, lc, rc;
        for (int64_t d = 0; d < batch; ++d) {
          shape.push_back(a.shape[d]);
          lb += (d ? ", " : "") + std::to_string(d);
          rb += (d ? ", " : "") + std::to_string(d);
        }
        for (int64_t d = batch; d < rank; ++d)
          if (std::find(contracting.begin(), contracting.end(), d) == contracting.end())
            shape.push_back(a.shape[d]);
        shape.push_back(rhs_shape.back());
        for (size_t i = 0; i < contracting.size(); ++i) {
          lc += (i ? ", " : "") + std::to_string(contracting[i]);
          rc += (i ? ", " : "") + std::to_string(batch + static_cast<int64_t>(i));
        }
        std::string dims;
        if (batch > 0) dims += ", batching_dims = [" + lb + "] x [" + rb + "]";
        dims += ", contracting_dims = [" + lc + "] x [" + rc + "]";
        Define("stablehlo.dot_general " + a.name + ", " + b.name + dims + " : (" + Type(a.shape) + ", " +
                   Type(rhs_shape) + ") -> " + Type(shape),
               shape);
        break;
      }
      case 7: {  // a constant or an iota of the value's shape, added to it
        const std::string c = Fresh();
        if (Chance(50)) {
          body.push_back(c + " = stablehlo.constant dense<" + std::string(floats ? "1.5" : "3") +
                         "> : " + Type(a.shape));
        } else if (rank > 0) {
          body.push_back(c + " = stablehlo.iota dim = " + std::to_string(Pick(rank)) + " : " + Type(a.shape));
        } else {
          break;
        }
        Define("stablehlo.add " + a.name + ", " + c + " : " + Type(a.shape), a.shape);
        break;
      }
      case 8: {  // concatenate with itself, or slice
        if (rank == 0) break;
        const int64_t d = Pick(rank);
        Ints shape = a.shape;
        if (Chance(50)) {
          shape[d] *= 2;
          Define("stablehlo.concatenate " + a.name + ", " + a.name + ", dim = " + std::to_string(d) + " : (" +
                     Type(a.shape) + ", " + Type(a.shape) + ") -> " + Type(shape),
                 shape);
        } else {
          std::string ranges;
          const int64_t start = Pick(a.shape[d]);
          for (int64_t k = 0; k < rank; ++k) {
            const int64_t lo = k == d ? start : 0;
            ranges += (k ? ", " : "") + std::to_string(lo) + ":" + std::to_string(a.shape[k]);
            shape[k] = a.shape[k] - lo;
          }
          Define(
              "stablehlo.slice " + a.name + " [" + ranges + "] : (" + Type(a.shape) + ") -> " + Type(shape),
              shape);
        }
        break;
      }
      case 9: {  // pad one dimension
        if (rank == 0) break;
        const int64_t d = Pick(rank), low = Pick(3), high = Pick(3);
        Ints shape = a.shape;
        shape[d] += low + high;
        std::string lows, highs, interior;
        for (int64_t k = 0; k < rank; ++k) {
          lows += (k ? ", " : "") + std::to_string(k == d ? low : 0);
          highs += (k ? ", " : "") + std::to_string(k == d ? high : 0);
          interior += k ? ", 0" : "0";
        }
        const std::string v = Fresh();
        body.push_back(v + " = stablehlo.constant dense<" + std::string(floats ? "2.5" : "2") +
                       "> : tensor<" + Elem() + ">");
        Define("stablehlo.pad " + a.name + ", " + v + ", low = [" + lows + "], high = [" + highs +
                   "], interior = [" + interior + "] : (" + Type(a.shape) + ", tensor<" + Elem() + ">) -> " +
                   Type(shape),
               shape);
        break;
      }
      case 10: {  // select by a comparison
        const std::string zero = Fresh(), zeros = Fresh(), pred = Fresh();
        body.push_back(zero + " = stablehlo.constant dense<" + std::string(floats ? "0.0" : "0") +
                       "> : " + Type(a.shape));
        std::string ptype = "tensor<";
        for (int64_t d : a.shape) ptype += std::to_string(d) + "x";
        ptype += "i1>";
        body.push_back(pred + " = stablehlo.compare GT, " + a.name + ", " + zero + " : (" + Type(a.shape) +
                       ", " + Type(a.shape) + ") -> " + ptype);
        Define(
            "stablehlo.select " + pred + ", " + a.name + ", " + zero + " : " + ptype + ", " + Type(a.shape),
            a.shape);
        break;
      }
      case 11: {  // a while loop applying an op to a value three times
        const std::string loop = Fresh(), i = Fresh(), v = Fresh(), z = Fresh();
        body.push_back(z + " = stablehlo.constant dense<0> : tensor<i64>");
        body.push_back(loop + ":2 = stablehlo.while(" + i + " = " + z + ", " + v + " = " + a.name +
                       ") : tensor<i64>, " + Type(a.shape) +
                       " attributes {sdy.sharding = "
                       "#sdy.sharding_per_value<[<@mesh, []>, " +
                       Sharding(rank) + "]>}");
        body.push_back(" cond {");
        body.push_back("  %n = stablehlo.constant dense<3> : tensor<i64>");
        body.push_back("  %c = stablehlo.compare LT, " + i +
                       ", %n : (tensor<i64>, tensor<i64>) -> tensor<i1>");
        body.push_back("  stablehlo.return %c : tensor<i1>");
        body.push_back("} do {");
        body.push_back("  %one = stablehlo.constant dense<1> : tensor<i64>");
        body.push_back("  %j = stablehlo.add " + i + ", %one : tensor<i64>");
        body.push_back("  %u = stablehlo." + std::string(floats ? "tanh " : "negate ") + v +
                       " {sdy.sharding = "
                       "#sdy.sharding_per_value<[" +
                       Sharding(rank) + "]>} : " + Type(a.shape));
        body.push_back("  stablehlo.return %j, %u : tensor<i64>, " + Type(a.shape));
        body.push_back("}");
        values.push_back({loop + "#1", a.shape});
        break;
      }
    }
  }

  std::string Build(int64_t partitions) {
    floats = Chance(50);
    switch (partitions) {
      case 2:
        axes = {{"x", 2}};
        break;
      case 4:
        axes = Chance(50) ? std::vector<std::pair<std::string, int64_t>>{{"x", 2}, {"y", 2}}
                          : std::vector<std::pair<std::string, int64_t>>{{"x", 4}};
        break;
      default:
        axes = Chance(50) ? std::vector<std::pair<std::string, int64_t>>{{"x", 2}, {"y", 4}}
                          : std::vector<std::pair<std::string, int64_t>>{{"x", 2}, {"y", 2}, {"z", 2}};
        break;
    }
    mesh_text = "  sdy.mesh @mesh = <[";
    for (size_t a = 0; a < axes.size(); ++a)
      mesh_text += (a ? ", \"" : "\"") + axes[a].first + "\"=" + std::to_string(axes[a].second);
    mesh_text += "]>\n";
    const int64_t args = 1 + Pick(2);
    for (int64_t i = 0; i < args; ++i) AddArg(RandomShape(1 + Pick(3)));
    const int64_t steps = 3 + Pick(6);
    for (int64_t i = 0; i < steps; ++i) Step();
    // Return the last value and maybe another, each with a random sharding.
    std::vector<Val> results = {values.back()};
    if (values.size() > 1 && Chance(50))
      results.push_back(values[Pick(static_cast<int64_t>(values.size()) - 1)]);
    std::string text = "module {\n" + mesh_text + "  func.func public @main(";
    for (size_t i = 0; i < arg_decls.size(); ++i) text += (i ? ", " : "") + arg_decls[i];
    text += ") -> (";
    std::string ret = "    return ", ret_types;
    for (size_t i = 0; i < results.size(); ++i) {
      text += (i ? ", " : "") + Type(results[i].shape) + " {sdy.sharding = #sdy.sharding" +
              Sharding(static_cast<int64_t>(results[i].shape.size())) + "}";
      ret += (i ? ", " : "") + results[i].name;
      ret_types += (i ? ", " : "") + Type(results[i].shape);
    }
    text += ") {\n";
    for (const std::string& line : body) text += "    " + line + "\n";
    return text + ret + " : " + ret_types + "\n  }\n}\n";
  }
};

// A random manual computation over some of the mesh's axes between @main's arguments and results: its
// body is a random program on the body's shapes whose values are split along the free axes, with
// all_reduces and all_gathers over the manual axes; each argument is split along one dimension by the
// manual axes (or not at all), each result along its first.
// `open`: the in/out shardings' dimensions open, for propagation to extend.
std::string RandomPartlyManual(uint64_t seed, int64_t partitions, bool open) {
  RandomProgram p(seed);
  p.floats = p.Chance(50);
  std::vector<std::pair<std::string, int64_t>> all;
  if (partitions == 4) {
    all = {{"x", 2}, {"y", 2}};
  } else {
    all = p.Chance(50) ? std::vector<std::pair<std::string, int64_t>>{{"x", 2}, {"y", 4}}
                       : std::vector<std::pair<std::string, int64_t>>{{"x", 2}, {"y", 2}, {"z", 2}};
  }
  // The manual axes: one of them, or (of three) two.
  std::vector<std::string> manual;
  std::vector<std::pair<std::string, int64_t>> free;
  const int64_t first = p.Pick(static_cast<int64_t>(all.size()));
  const int64_t second = all.size() == 3 && p.Chance(50) ? (first + 1) % 3 : first;
  Mesh mesh;
  for (int64_t a = 0; a < static_cast<int64_t>(all.size()); ++a) {
    mesh.axes.push_back({all[a].first, all[a].second});
    if (a == first || a == second) {
      manual.push_back(all[a].first);
      p.manual_size *= all[a].second;
    } else {
      free.push_back(all[a]);
    }
  }
  std::vector<AxisRef> manual_refs;
  for (const std::string& name : manual) manual_refs.push_back(WholeAxis(mesh, name));
  const std::vector<std::vector<int64_t>> groups = DeviceGroups(mesh, manual_refs);
  p.manual_groups = "dense<[";
  for (size_t g = 0; g < groups.size(); ++g) {
    p.manual_groups += g ? ", [" : "[";
    for (size_t k = 0; k < groups[g].size(); ++k)
      p.manual_groups += (k ? ", " : "") + std::to_string(groups[g][k]);
    p.manual_groups += "]";
  }
  p.manual_groups +=
      "]> : tensor<" + std::to_string(groups.size()) + "x" + std::to_string(groups[0].size()) + "xi64>";
  std::string manual_list;
  for (const std::string& name : manual) manual_list += (manual_list.empty() ? "\"" : ", \"") + name + "\"";

  // The body.
  p.axes = free;
  p.in_body = true;
  const int64_t args = 1 + p.Pick(2);
  for (int64_t i = 0; i < args; ++i) p.AddArg(p.RandomShape(1 + p.Pick(3)));
  const int64_t steps = 3 + p.Pick(6);
  for (int64_t i = 0; i < steps; ++i) p.Step();
  std::vector<RandomProgram::Val> results = {p.values.back()};
  if (p.values.size() > 1 && p.Chance(50))
    results.push_back(p.values[p.Pick(static_cast<int64_t>(p.values.size()) - 1)]);
  for (RandomProgram::Val& r : results)
    if (r.shape.empty())
      r = p.Define("stablehlo.reshape " + r.name + " : (" + p.Type({}) + ") -> " + p.Type({1}), {1});

  // The manual computation's operands and in_shardings: the manual axes on one dimension before its
  // free axes.
  auto with_manual = [&](RandomProgram::Dims dims, int64_t d) {
    if (d >= 0)
      for (size_t k = 0; k < manual.size(); ++k) dims[d].insert(dims[d].begin() + k, "\"" + manual[k] + "\"");
    if (open)
      for (auto& dim : dims) dim.push_back("?");
    return RandomProgram::ShardingText(dims);
  };
  std::vector<std::string> outer_args, in_shardings, out_shardings, operands, body_args, outer_types,
      result_types;
  RandomProgram outer(seed + 7919);
  outer.floats = p.floats;
  outer.axes = all;
  for (size_t i = 0; i < p.arg_decls.size(); ++i) {
    const RandomProgram::Val& v = p.arg_vals[i];
    Ints global = v.shape;
    const int64_t d = global.empty() || p.Chance(25) ? -1 : p.Pick(static_cast<int64_t>(global.size()));
    if (d >= 0) global[d] *= p.manual_size;
    outer_args.push_back("%arg" + std::to_string(i) + ": " + p.Type(global) +
                         " {sdy.sharding = #sdy.sharding" +
                         outer.Sharding(static_cast<int64_t>(global.size())) + "}");
    in_shardings.push_back(with_manual(p.arg_dims[i], d));
    operands.push_back("%arg" + std::to_string(i));
    body_args.push_back(p.arg_decls[i]);
    outer_types.push_back(p.Type(global));
  }
  std::vector<std::string> returned, returned_types;
  for (const RandomProgram::Val& r : results) {
    Ints global = r.shape;
    global[0] *= p.manual_size;
    out_shardings.push_back(with_manual(p.ShardingDims(static_cast<int64_t>(r.shape.size())), 0));
    result_types.push_back(p.Type(global));
    returned.push_back(r.name);
    returned_types.push_back(p.Type(r.shape));
  }
  auto join = [](const std::vector<std::string>& v) {
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i];
    return out;
  };
  std::string text = "module {\n  sdy.mesh @mesh = <[";
  for (size_t a = 0; a < all.size(); ++a)
    text += (a ? ", \"" : "\"") + all[a].first + "\"=" + std::to_string(all[a].second);
  text += "]>\n  func.func public @main(" + join(outer_args) + ") -> (";
  for (size_t r = 0; r < result_types.size(); ++r)
    text += (r ? ", " : "") + result_types[r] + " {sdy.sharding = #sdy.sharding" +
            outer.Sharding(static_cast<int64_t>(results[r].shape.size())) + "}";
  text += ") {\n    %m:" + std::to_string(results.size()) + " = sdy.manual_computation(" + join(operands) +
          ") in_shardings=[" + join(in_shardings) + "] out_shardings=[" + join(out_shardings) +
          "] manual_axes={" + manual_list + "} (" + join(body_args) + ") {\n";
  for (const std::string& line : p.body) text += "      " + line + "\n";
  text += "      sdy.return " + join(returned) + " : " + join(returned_types) + "\n    } : (" +
          join(outer_types) + ") -> (" + join(result_types) + ")\n    return ";
  for (size_t r = 0; r < results.size(); ++r) text += (r ? ", %m#" : "%m#") + std::to_string(r);
  return text + " : " + join(result_types) + "\n  }\n}\n";
}

TEST(Partitioner, RandomPartlyManualComputationsMatchTheWholeProgram) {
  // A third of them as JAX writes them: open in/out shardings, propagated before partitioning.
  for (uint64_t seed = 0; seed < 150; ++seed) {
    const int64_t partitions = seed % 2 ? 4 : 8;
    const bool propagate = seed % 3 == 0;
    const std::string text = RandomPartlyManual(seed, partitions, propagate);
    if (getenv("HLX_SHOW_RANDOM")) std::cerr << text;
    ASSERT_EQ(Compare(text, partitions, seed, propagate), "")
        << "seed " << seed << ", " << partitions << " partitions" << (propagate ? ", propagated" : "");
  }
}

TEST(Partitioner, RandomProgramsMatchTheWholeProgram) {
  int checked = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    const int64_t partitions = int64_t{2} << (seed % 3);
    RandomProgram program(seed);
    const std::string text = program.Build(partitions);
    const std::string error = Compare(text, partitions, seed);
    if (getenv("HLX_SHOW_RANDOM")) std::cerr << text;
    ASSERT_EQ(error, "") << "seed " << seed << ", " << partitions << " partitions";
    ++checked;
  }
  EXPECT_EQ(checked, 300);
}

}  // namespace
}  // namespace hlx
