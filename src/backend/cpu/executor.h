// Runs a compiled Program: one arena and one table of value addresses per run, then each step in order.
// No lock is taken and nothing is allocated per step except by steps that run through the evaluator;
// large kernels split their iterations over the process's OpenMP threads.
#pragma once

#include <span>
#include <vector>

#include "backend/cpu/program.h"
#include "interp/evaluator.h"
#include "support/status.h"

namespace hlx::cpu {

// Runs `program` on `args` (checked against its argument types); `evaluator` runs the steps that fall
// back, counting check outcomes in `checks`. `module_name` names the program in argument errors.
StatusOr<std::vector<Tensor>> Execute(const Program& program, const OpEvaluator& evaluator,
                                      const std::string& module_name, std::span<const Tensor> args,
                                      CheckReport& checks);

}  // namespace hlx::cpu
