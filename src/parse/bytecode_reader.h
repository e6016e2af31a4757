// The MLIR bytecode reader: StableHLO portable artifacts (`.mlirbc`, the VHLO dialect in MLIR bytecode,
// as jax.export, torchax and StableHLO's own tools serialize programs), read without MLIR.
//
// Reads MLIR bytecode versions 0 to 6; the builtin dialect (module, locations, attributes and types),
// every versioned VHLO op, attribute and type of StableHLO 0.9 to 1.x, mapped onto the StableHLO ops
// of hlx's IR as StableHLO's own deserializer maps them (defaults dropped, flattened dimension numbers
// gathered back into #stablehlo.* structures, v1 ops upgraded), and Shardy (`sdy`) ops and attributes,
// which hlx keeps as their MLIR text. The result is the module the text reader would make from the
// module's text. Input is never trusted: a malformed file gives an INVALID_ARGUMENT status naming the
// file, the byte offset and what was expected there.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Whether `data` starts with the MLIR bytecode magic number `ML\xEFR`.
bool IsMlirBytecode(std::string_view data);

// Reads a bytecode file. `source_name` names it in diagnostics. Ops carry their byte offset in the
// file as their source location (line 0, column offset + 1).
StatusOr<std::unique_ptr<Module>> ReadBytecodeModule(std::string_view data, std::string source_name);

}  // namespace hlx
