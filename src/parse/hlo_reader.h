// The HLO text reader: XLA's `HloModule` text (what HloModule::ToString prints) translated into hlx's IR
// with StableHLO ops, as XLA's HLO-to-StableHLO import does.
//
// The entry computation becomes the public func.func @main (a tuple root becomes several results); a
// computation called by `call` becomes a private func.func; computations applied by reduce, scatter,
// sort, while, conditional, collectives and the like become regions with scalar block arguments; fusion
// computations are inlined. Layouts and control predecessors are dropped; sharding is kept as the string
// attribute `mhlo.sharding`, backend_config and frontend attributes are kept, metadata becomes the op's
// location. Input is never trusted: lengths, ranks, element counts and nesting are bounded, and errors
// read `file:line:col: error: expected X, found Y`.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Whether `text` starts, after whitespace and comments, with the keyword `HloModule`.
bool LooksLikeHloText(std::string_view text);

// Reads one HLO module. `source_name` is used in diagnostics.
StatusOr<std::unique_ptr<Module>> ParseHloModule(std::string_view text, std::string source_name);

}  // namespace hlx
