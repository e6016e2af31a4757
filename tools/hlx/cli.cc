#include "tools/hlx/cli.h"

#include <dlfcn.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>
#include <vector>

#include "hlx/custom_call.h"
#include "runtime/backend.h"
#include "sharding/sharding_passes.h"

namespace hlx {

namespace fs = std::filesystem;

std::span<const PassEntry> HlxPasses() {
  static const std::vector<PassEntry> passes = [] {
    std::vector<PassEntry> all(OptimizationPasses().begin(), OptimizationPasses().end());
    all.insert(all.end(), ShardingPasses().begin(), ShardingPasses().end());
    return all;
  }();
  return passes;
}

int UsageError(const std::string& message) {
  std::cerr << "hlx: " << message << "\n";
  return kExitUsage;
}

bool IsHelpFlag(std::string_view arg) { return arg == "--help" || arg == "-h"; }

StatusOr<std::string> ReadFile(const std::string& path) {
  if (path == "-") {
    std::ostringstream text;
    text << std::cin.rdbuf();
    return text.str();
  }
  std::error_code error;
  fs::file_status status = fs::status(path, error);
  if (error || !fs::exists(status)) return NotFound(path + ": no such file");
  if (fs::is_directory(status)) return InvalidArgument(path + ": is a directory, expected a file");
  if (fs::is_character_file(status) || fs::is_block_file(status) || fs::is_socket(status)) {
    return InvalidArgument(path + ": is not a regular file");
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) return NotFound(path + ": cannot open file");
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (file.bad()) return Internal(path + ": read error");
  return text;
}

std::string DisplayName(const std::string& path) { return path == "-" ? "<stdin>" : path; }

bool FlagValue(std::string_view arg, std::string_view name, std::string* value) {
  if (arg.size() <= name.size() || arg.substr(0, name.size()) != name || arg[name.size()] != '=')
    return false;
  *value = std::string(arg.substr(name.size() + 1));
  return true;
}

Status RegisterFfiTargetFlag(const std::string& value) {
  const size_t eq = value.find('=');
  const size_t colon = value.rfind(':');
  if (eq == std::string::npos || eq == 0 || colon == std::string::npos || colon < eq + 2 ||
      colon + 1 == value.size())
    return InvalidArgument("--ffi-target: expected NAME=LIBRARY:SYMBOL, found '" + value + "'");
  const std::string name = value.substr(0, eq), library = value.substr(eq + 1, colon - eq - 1),
                    symbol = value.substr(colon + 1);
  // The library stays loaded: its handler may run until the process ends.
  void* handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) return NotFound("--ffi-target: cannot load " + library + ": " + dlerror());
  void* handler = dlsym(handle, symbol.c_str());
  if (!handler) return NotFound("--ffi-target: " + library + " has no symbol " + symbol);
  XLA_FFI_Handler_Bundle bundle{};
  bundle.execute = reinterpret_cast<XLA_FFI_Handler*>(handler);
  Status registered = RegisterFfiCustomCall(name, bundle, "hlx");
  if (!registered.ok())
    return Status(registered.code(), "--ffi-target: " + library + ":" + symbol + ": " + registered.message());
  return Status::Ok();
}

std::optional<int> TakeExecutionFlag(std::string_view command, const std::string& arg,
                                     ExecutionFlags& flags) {
  std::string value;
  if (arg == "--no-async-collectives") {
    flags.async_collectives = false;
    return kExitOk;
  }
  if (arg == "--pipeline-collectives") {
    flags.pipeline_collectives = true;
    return kExitOk;
  }
  if (arg == "--no-combine-collectives") {
    flags.combine_collectives = false;
    return kExitOk;
  }
  if (arg == "--flush-denormals") {
    flags.flush_denormals = true;
    return kExitOk;
  }
  if (arg == "--no-lookup-tables") {
    flags.lookup_tables = false;
    return kExitOk;
  }
  if (!FlagValue(arg, "--ffi-target", &value)) return std::nullopt;
  if (Status registered = RegisterFfiTargetFlag(value); !registered.ok()) {
    std::cerr << "hlx " << command << ": " << registered.message() << "\n";
    return kExitError;
  }
  return kExitOk;
}

void ApplyExecutionFlags(const ExecutionFlags& flags, runtime::ProgramOptions& options) {
  options.async_collectives = flags.async_collectives;
  options.pipeline_collectives = flags.pipeline_collectives;
  options.combine_collectives = flags.combine_collectives;
  options.flush_denormals = flags.flush_denormals;
  options.lookup_tables = flags.lookup_tables;
}

std::string CheckBackend(std::string_view command, const std::string& value) {
  StatusOr<runtime::Backend> backend = runtime::FindBackend(value);
  return backend.ok() ? "" : std::string(command) + ": " + backend.status().message();
}

OpFamily FamilyOfOp(const Op& op) {
  auto quant = [](Type t) { return t.IsTensor() && t.element_type().IsQuant(); };
  for (int r = 0; r < op.num_results(); ++r)
    if (quant(op.result(r)->type())) return OpFamily::kQuantized;
  for (Value* v : op.operands())
    if (quant(v->type())) return OpFamily::kQuantized;
  return FamilyOf(op.kind());
}

}  // namespace hlx
