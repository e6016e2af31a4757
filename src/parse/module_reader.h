// Reading a program file, whatever its form: MLIR text or XLA HLO text (`HloModule ...`), split into
// cases at `// -----` lines as MLIR's tools split test files, or MLIR bytecode (a StableHLO portable
// artifact), recognized by its magic number whatever the file is called. The CLI reads every input
// through this.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// One module of a file: a case of a text file, or the whole of a bytecode file.
struct ModuleCase {
  StatusOr<std::unique_ptr<Module>> module;
  int first_line;  // the case's first line in the file (1 for bytecode)
};

// Reads every module of a file's contents. `source_name` names the file in diagnostics. A case that
// fails to read carries its error; the others are still read.
std::vector<ModuleCase> ReadModuleCases(std::string_view data, const std::string& source_name);

}  // namespace hlx
