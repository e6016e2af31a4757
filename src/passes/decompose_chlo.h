// decompose-chlo: rewrites chlo ops into stablehlo ops with CHLO's semantics.
#pragma once

#include "ir/ir.h"

namespace hlx {

// Replaces each chlo op it has a decomposition for, in every function and nested region, by stablehlo
// ops computing the same values; the new ops keep the chlo op's location. Ops with dynamic shapes, and
// those listed in decompose_chlo.cc as left for direct evaluation, stay as they are. Returns whether it
// changed anything.
bool DecomposeChlo(Module& module);

}  // namespace hlx
