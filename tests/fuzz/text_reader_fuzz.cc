// Fuzzes the MLIR text reader, and behind it the verifier and the printer.
//
// Any input may be rejected with a Status, never crash or hang. An input that reads and verifies must
// also print, read back, verify again and print to the same text (in pretty and in generic form);
// anything else is a bug, reported by aborting with both texts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/text_reader.h"

namespace {

[[noreturn]] void Fail(const char* what, const std::string& first, const std::string& second) {
  std::fprintf(stderr, "text_reader_fuzz: %s\n--- printed:\n%s\n--- then:\n%s\n", what, first.c_str(),
               second.c_str());
  std::abort();
}

void CheckRoundTrip(const hlx::Module& module, const hlx::PrintOptions& options) {
  std::string printed = hlx::PrintModule(module, options);
  auto reread = hlx::ParseModule(printed, "<printed>");
  if (!reread.ok()) Fail("the printed module does not read back", printed, reread.status().message());
  hlx::Status verified = hlx::VerifyModule(**reread);
  if (!verified.ok()) Fail("the printed module does not verify", printed, verified.message());
  std::string reprinted = hlx::PrintModule(**reread, options);
  if (reprinted != printed) Fail("print -> read -> print is not a fixed point", printed, reprinted);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto module = hlx::ParseModule(text, "<fuzz>");
  if (!module.ok()) return 0;
  if (!hlx::VerifyModule(**module).ok()) return 0;
  CheckRoundTrip(**module, hlx::PrintOptions{});
  CheckRoundTrip(**module, hlx::PrintOptions{.debug_info = true, .generic = true});
  return 0;
}
