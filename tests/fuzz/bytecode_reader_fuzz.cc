// Fuzzes the MLIR bytecode reader (StableHLO portable artifacts), and behind it the verifier and the
// printer.
//
// Any input may be rejected with a Status, never crash or hang. A module that reads and verifies must
// print; when the printed text reads back and verifies (text has limits bytecode does not share, such
// as nesting depth counted differently), printing it again must give the same text (in pretty and in
// generic form). Anything else is a bug, reported by aborting with both texts.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/bytecode_reader.h"
#include "round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto module = hlx::ReadBytecodeModule(bytes, "<fuzz>");
  if (!module.ok()) return 0;
  if (!hlx::VerifyModule(**module).ok()) return 0;
  const hlx::fuzz::RoundTripCheck check{"bytecode_reader_fuzz", /*text_may_not_hold=*/true};
  hlx::fuzz::CheckRoundTrip(check, **module, hlx::PrintOptions{});
  hlx::fuzz::CheckRoundTrip(check, **module, hlx::PrintOptions{.debug_info = true, .generic = true});
  return 0;
}
