// Appending elements to dense data in hlx's storage format (types.h): what the text and HLO readers do
// with each literal they read.
#pragma once

#include <cstdint>
#include <string>

#include "ir/types.h"

namespace hlx {

// Appends `v` (already range-checked) as `bytes` little-endian bytes.
void PutInt(std::string& data, uint64_t v, int bytes);
// Appends `v` rounded to the float type `e` (for complex types: to their part type, one part).
void PutFloat(std::string& data, ElementType e, double v);

}  // namespace hlx
