// bind-arguments: makes arguments of a function constants of known values. A model exported with its
// parameters as arguments (torchax, Haiku, torch-mlir) has weights only once they are bound:
// `hlx quantize --weights=FILE.npz` binds them before quantizing.
#pragma once

#include <map>
#include <string_view>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// For each entry (argument position -> value) of `values`, replaces that argument of function `func` by
// a stablehlo.constant holding the value, at the top of its body, and removes the argument from the
// function (its type and argument attributes); the other arguments keep their order. Each value must
// have its argument's type (a tensor type of the module's context); a position past the last argument
// is an error. Returns whether it bound any.
StatusOr<bool> BindArguments(Module& module, std::string_view func, const std::map<int, Tensor>& values);

}  // namespace hlx
