// return-values: makes values computed inside a function extra results of it, so that a run returns
// them. Calibration (`hlx quantize --mode=static`) runs a copy of the float program so rewritten, to see
// the values that quantization needs ranges for.
#pragma once

#include <span>
#include <string_view>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Appends `values` (results of ops of the top-level block of function `func`, or its arguments) to the
// operands of its func.return and to its result types, after its own results (which keep their
// positions); result attributes, where the function has them, get an empty dictionary for each.
Status ReturnValues(Module& module, std::string_view func, std::span<Value* const> values);

}  // namespace hlx
