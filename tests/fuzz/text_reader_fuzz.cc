// Fuzzes the MLIR text reader, and behind it the verifier and the printer.
//
// Any input may be rejected with a Status, never crash or hang. An input that reads and verifies must
// also print, read back, verify again and print to the same text (in pretty and in generic form);
// anything else is a bug, reported by aborting with both texts.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/text_reader.h"
#include "round_trip.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto module = hlx::ParseModule(text, "<fuzz>");
  if (!module.ok()) return 0;
  if (!hlx::VerifyModule(**module).ok()) return 0;
  const hlx::fuzz::RoundTripCheck check{"text_reader_fuzz"};
  hlx::fuzz::CheckRoundTrip(check, **module, hlx::PrintOptions{});
  hlx::fuzz::CheckRoundTrip(check, **module, hlx::PrintOptions{.debug_info = true, .generic = true});
  return 0;
}
