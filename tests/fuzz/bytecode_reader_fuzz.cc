// Fuzzes the MLIR bytecode reader (StableHLO portable artifacts), and behind it the verifier and the
// printer.
//
// Any input may be rejected with a Status, never crash or hang. A module that reads and verifies must
// print; when the printed text reads back and verifies, printing it again must give the same text (in
// pretty and in generic form). Anything else is a bug, reported by aborting with both texts.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/bytecode_reader.h"
#include "parse/text_reader.h"

namespace {

[[noreturn]] void Fail(const char* what, const std::string& first, const std::string& second) {
  std::fprintf(stderr, "bytecode_reader_fuzz: %s\n--- printed:\n%s\n--- then:\n%s\n", what, first.c_str(),
               second.c_str());
  std::abort();
}

void CheckPrinting(const hlx::Module& module, const hlx::PrintOptions& options) {
  std::string printed = hlx::PrintModule(module, options);
  auto reread = hlx::ParseModule(printed, "<printed>");
  // Text has limits bytecode does not share (nesting depth counted differently): a printed module
  // that does not read back is not checked further.
  if (!reread.ok() || !hlx::VerifyModule(**reread).ok()) return;
  std::string reprinted = hlx::PrintModule(**reread, options);
  if (reprinted != printed) Fail("print -> read -> print is not a fixed point", printed, reprinted);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto module = hlx::ReadBytecodeModule(bytes, "<fuzz>");
  if (!module.ok()) return 0;
  if (!hlx::VerifyModule(**module).ok()) return 0;
  CheckPrinting(**module, hlx::PrintOptions{});
  CheckPrinting(**module, hlx::PrintOptions{.debug_info = true, .generic = true});
  return 0;
}
