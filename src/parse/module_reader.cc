#include "parse/module_reader.h"

#include "parse/bytecode_reader.h"
#include "parse/hlo_reader.h"
#include "parse/text_reader.h"

namespace hlx {

std::vector<ModuleCase> ReadModuleCases(std::string_view data, const std::string& source_name) {
  std::vector<ModuleCase> cases;
  if (IsMlirBytecode(data)) {
    cases.push_back({ReadBytecodeModule(data, source_name), 1});
    return cases;
  }
  for (const TextCase& c : SplitCases(data)) {
    cases.push_back({LooksLikeHloText(c.text) ? ParseHloModule(c.text, source_name)
                                              : ParseModule(c.text, source_name, c.first_line),
                     c.first_line});
  }
  return cases;
}

}  // namespace hlx
