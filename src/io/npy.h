// NumPy `.npy` and `.npz` files: how hlx reads inputs and writes outputs of whole programs (`hlx run
// --inputs=FILE.npz --save-outputs=FILE.npz`, the PJRT tests, the benchmarks).
//
// An array in memory is a HostArray: an element type, a shape and the elements row-major in hlx's
// storage format (element_types.def): little-endian, one byte per element for i1 and for sub-byte
// integers and floats (signed sub-byte integers sign-extended through the byte), complex as two floats,
// real part first.
//
// .npy: versions 1.0, 2.0 and 3.0 are read; big-endian data is byte-swapped and `fortran_order: True`
// data transposed to row-major. Writing produces what NumPy's `np.save` produces, byte for byte.
// Element types: i1 = `|b1`, i8..i64 = `|i1 <i2 <i4 <i8`, ui8..ui64 = `|u1 <u2 <u4 <u8`, f16/f32/f64 =
// `<f2 <f4 <f8`, complex<f32>/complex<f64> = `<c8 <c16`. NumPy has no bf16, f8, f6, f4, tf32, i2, i4,
// ui2, ui4 or index: these are written as raw integers of their storage width (`<u2` for bf16, `|u1` for
// the f8/f6/f4 types, `<u4` for tf32, `|i1`/`|u1` for i2/i4/ui2/ui4, `<i8` for index), and a reader
// turns such raw data back into them only when told the expected element type (ConvertRawElements).
// Raw `Vn` data (what ml_dtypes' bfloat16 and float8 arrays save as) reads as the unsigned integer of
// that width.
//
// .npz: a zip archive with one `NAME.npy` member per array, in archive order. Stored members are always
// read; deflated ones when hlx was built with zlib (NpzSupportsDeflate); zip64 archives are read and
// written. Writing uses stored members and fixed timestamps, so equal arrays give equal files.
//
// Nothing in a file is trusted: every length, offset and shape is checked, a bad file gives an
// INVALID_ARGUMENT error that names it and says what is wrong, and no allocation exceeds what the data
// present can fill.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/types.h"
#include "support/status.h"

namespace hlx {

struct HostArray {
  ElementType element = ElementType::kF32;
  std::vector<int64_t> shape;
  // shape product * ElementStorageBytes(element) bytes, row-major.
  std::string bytes;

  int64_t NumElements() const;
  bool operator==(const HostArray&) const = default;
};

using NamedArrays = std::vector<std::pair<std::string, HostArray>>;

// Reads one .npy file held in `data`; `name` names it in errors. With `expected`, raw data is converted
// as ConvertRawElements does, and other data must already have that element type.
StatusOr<HostArray> ReadNpy(std::string_view data, std::string_view name,
                            std::optional<ElementType> expected = std::nullopt);
std::string WriteNpy(const HostArray& array);

// Reads a .npz archive; the arrays keep the archive's order, and their names lose the `.npy` suffix.
StatusOr<NamedArrays> ReadNpz(std::string_view data, std::string_view name);
// Writes a .npz archive of `NAME.npy` members in the given order. Names must be unique. Zip64 records
// are written where sizes or offsets need them, or everywhere with `force_zip64`.
std::string WriteNpz(const NamedArrays& arrays, bool force_zip64 = false);
// Whether ReadNpz can read deflated (np.savez_compressed) members.
bool NpzSupportsDeflate();

// Gives `array` the element type `expected`. Nothing changes when it already has it; raw integer data
// of the same storage width becomes one of the types that NumPy cannot express (listed above), after a
// check that every sub-byte value fits. Any other mismatch is an INVALID_ARGUMENT error naming `name`.
Status ConvertRawElements(HostArray& array, ElementType expected, std::string_view name);

// Reads a .npy file (one array, named after the file without directory and extension) or a .npz file,
// told apart by their first bytes.
StatusOr<NamedArrays> ReadArraysFile(const std::string& path);
// Writes a .npy file when `path` ends in `.npy` (then `arrays` must hold exactly one array), else a .npz.
Status WriteArraysFile(const std::string& path, const NamedArrays& arrays);

}  // namespace hlx
