// The check the fuzz targets make of a module that reads and verifies: it prints, and printing it, reading
// the text back, verifying and printing again gives the same text. A failure is a bug: the target
// aborts with both texts.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/text_reader.h"

namespace hlx::fuzz {

// What a failure is reported as.
struct RoundTripCheck {
  const char* target;  // the fuzz target's name
  // When set, a printed module that does not read back or verify is not checked further (for modules
  // read from another form, which text need not be able to hold).
  bool text_may_not_hold = false;
};

[[noreturn]] inline void Fail(const RoundTripCheck& check, const char* what, const std::string& first,
                              const std::string& second) {
  std::fprintf(stderr, "%s: %s\n--- printed:\n%s\n--- then:\n%s\n", check.target, what, first.c_str(),
               second.c_str());
  std::abort();
}

inline void CheckRoundTrip(const RoundTripCheck& check, const Module& module, const PrintOptions& options) {
  std::string printed = PrintModule(module, options);
  auto reread = ParseModule(printed, "<printed>");
  if (!reread.ok()) {
    if (check.text_may_not_hold) return;
    Fail(check, "the printed module does not read back", printed, reread.status().message());
  }
  Status verified = VerifyModule(**reread);
  if (!verified.ok()) {
    if (check.text_may_not_hold) return;
    Fail(check, "the printed module does not verify", printed, verified.message());
  }
  std::string reprinted = PrintModule(**reread, options);
  if (reprinted != printed) Fail(check, "print -> read -> print is not a fixed point", printed, reprinted);
}

}  // namespace hlx::fuzz
