// The printer: writes a module as MLIR text in pretty form. Its output reads back with the text reader
// to the same module, so print -> read -> print is a fixed point.
#pragma once

#include <string>

#include "ir/attributes.h"
#include "ir/ir.h"

namespace hlx {

struct PrintOptions {
  bool debug_info = false;  // print each op's producer location `loc(...)`
  bool generic = false;     // print every op in generic form
};

std::string PrintModule(const Module& module, const PrintOptions& options = {});
// One attribute as it appears in MLIR text (`dense<1.0> : tensor<f32>`, `[1, 2]`, ...).
std::string PrintAttr(const Attr& attr);

}  // namespace hlx
