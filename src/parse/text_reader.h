// The MLIR text reader: StableHLO programs as JAX, PyTorch/XLA, TensorFlow and torch-mlir print them.
//
// Reads a module (or a bare list of top-level ops) in pretty or generic op syntax, with attribute and
// type aliases, `loc(...)` locations, properties `<{...}>`, and every op of ops.def. Errors name the
// place (`file:line:col`), what was expected and what was found. Input is never trusted: nesting depth,
// dimension sizes and element counts are bounded, and non-UTF-8 bytes are rejected.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Reads one module. `source_name` is used in diagnostics; `first_line` is the line number of the first
// line of `text` in that source (for cases split out of a larger file).
StatusOr<std::unique_ptr<Module>> ParseModule(std::string_view text, std::string source_name,
                                              int first_line = 1);

// Reads one attribute, or one type, written alone in MLIR text, as MLIR bytecode holds those its
// dialect has no encoding for. Types are made in `types`; `source_name` names the text in diagnostics.
StatusOr<Attr> ParseAttrText(std::string_view text, TypeContext& types, std::string source_name);
StatusOr<Type> ParseTypeText(std::string_view text, TypeContext& types, std::string source_name);

// A file split at lines `// -----`, as MLIR tools split test files.
struct TextCase {
  std::string_view text;
  int first_line;  // 1-based line of the case's first line in the whole file
};
std::vector<TextCase> SplitCases(std::string_view text);

}  // namespace hlx
