// The PJRT C API client suite: loads libhlx_pjrt.so with dlopen and drives it as jaxlib does, through
// the function table only (plugin discovery, client, devices, memories, transfers, compilation of MLIR
// text and bytecode with serialized compile options, execution on one and many devices, donation,
// events) and checks that bad input gives an error with the right code and a clear message.
//
// HLX_PJRT_PLUGIN (the plugin's path), HLX_PJRT_TEST_INPUTS (bytecode files written at build time) and
// HLX_CORPUS_DIR (the external corpus, optional) are set by tests/CMakeLists.txt.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "pjrt/pjrt_c_api.h"

namespace {

const PJRT_Api* api = nullptr;

// ---- Plumbing ---------------------------------------------------------------------------------------

template <typename T>
T Args() {
  T args;
  std::memset(&args, 0, sizeof(args));
  args.struct_size = sizeof(T);
  return args;
}

std::string Message(PJRT_Error* error) {
  auto args = Args<PJRT_Error_Message_Args>();
  args.error = error;
  api->PJRT_Error_Message(&args);
  return std::string(args.message, args.message_size);
}

PJRT_Error_Code Code(PJRT_Error* error) {
  auto args = Args<PJRT_Error_GetCode_Args>();
  args.error = error;
  PJRT_Error* e = api->PJRT_Error_GetCode(&args);
  EXPECT_EQ(e, nullptr);
  return args.code;
}

void Destroy(PJRT_Error* error) {
  auto args = Args<PJRT_Error_Destroy_Args>();
  args.error = error;
  api->PJRT_Error_Destroy(&args);
}

// The code and message of an error (destroyed here); {OK, ""} for null.
struct ErrorInfo {
  PJRT_Error_Code code = PJRT_Error_Code_OK;
  std::string message;
};
ErrorInfo Take(PJRT_Error* error) {
  if (!error) return {};
  ErrorInfo info{Code(error), Message(error)};
  Destroy(error);
  return info;
}

#define ASSERT_PJRT_OK(expr)                                    \
  do {                                                          \
    ErrorInfo info_ = Take(expr);                               \
    ASSERT_EQ(info_.code, PJRT_Error_Code_OK) << info_.message; \
  } while (0)

void DestroyEvent(PJRT_Event* event) {
  auto args = Args<PJRT_Event_Destroy_Args>();
  args.event = event;
  ASSERT_PJRT_OK(api->PJRT_Event_Destroy(&args));
}

ErrorInfo AwaitAndDestroy(PJRT_Event* event) {
  auto args = Args<PJRT_Event_Await_Args>();
  args.event = event;
  ErrorInfo info = Take(api->PJRT_Event_Await(&args));
  DestroyEvent(event);
  return info;
}

PJRT_Client* CreateClient(int64_t num_devices) {
  PJRT_NamedValue option;
  std::memset(&option, 0, sizeof(option));
  option.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  option.name = "num_devices";
  option.name_size = std::strlen(option.name);
  option.type = PJRT_NamedValue_kInt64;
  option.int64_value = num_devices;
  option.value_size = 1;
  auto args = Args<PJRT_Client_Create_Args>();
  args.create_options = &option;
  args.num_options = num_devices > 0 ? 1 : 0;
  ErrorInfo info = Take(api->PJRT_Client_Create(&args));
  EXPECT_EQ(info.code, PJRT_Error_Code_OK) << info.message;
  return args.client;
}

void DestroyClient(PJRT_Client* client) {
  auto args = Args<PJRT_Client_Destroy_Args>();
  args.client = client;
  ASSERT_PJRT_OK(api->PJRT_Client_Destroy(&args));
}

std::vector<PJRT_Device*> Devices(PJRT_Client* client) {
  auto args = Args<PJRT_Client_AddressableDevices_Args>();
  args.client = client;
  EXPECT_EQ(Take(api->PJRT_Client_AddressableDevices(&args)).code, PJRT_Error_Code_OK);
  return std::vector<PJRT_Device*>(args.addressable_devices,
                                   args.addressable_devices + args.num_addressable_devices);
}

int DeviceId(PJRT_Device* device) {
  auto d = Args<PJRT_Device_GetDescription_Args>();
  d.device = device;
  EXPECT_EQ(Take(api->PJRT_Device_GetDescription(&d)).code, PJRT_Error_Code_OK);
  auto id = Args<PJRT_DeviceDescription_Id_Args>();
  id.device_description = d.device_description;
  EXPECT_EQ(Take(api->PJRT_DeviceDescription_Id(&id)).code, PJRT_Error_Code_OK);
  return id.id;
}

PJRT_Buffer* ToDevice(PJRT_Client* client, PJRT_Device* device, const void* data, PJRT_Buffer_Type type,
                      std::vector<int64_t> dims,
                      PJRT_HostBufferSemantics semantics = PJRT_HostBufferSemantics_kImmutableOnlyDuringCall,
                      std::vector<int64_t> byte_strides = {}) {
  auto args = Args<PJRT_Client_BufferFromHostBuffer_Args>();
  args.client = client;
  args.data = data;
  args.type = type;
  args.dims = dims.data();
  args.num_dims = dims.size();
  args.byte_strides = byte_strides.empty() ? nullptr : byte_strides.data();
  args.num_byte_strides = byte_strides.size();
  args.host_buffer_semantics = semantics;
  args.device = device;
  ErrorInfo info = Take(api->PJRT_Client_BufferFromHostBuffer(&args));
  EXPECT_EQ(info.code, PJRT_Error_Code_OK) << info.message;
  if (args.done_with_host_buffer) {
    EXPECT_EQ(AwaitAndDestroy(args.done_with_host_buffer).code, PJRT_Error_Code_OK);
  }
  return args.buffer;
}

std::vector<char> ToHost(PJRT_Buffer* buffer, ErrorInfo* event_error = nullptr) {
  auto args = Args<PJRT_Buffer_ToHostBuffer_Args>();
  args.src = buffer;
  EXPECT_EQ(Take(api->PJRT_Buffer_ToHostBuffer(&args)).code, PJRT_Error_Code_OK);
  std::vector<char> bytes(args.dst_size);
  args.dst = bytes.data();
  ErrorInfo info = Take(api->PJRT_Buffer_ToHostBuffer(&args));
  EXPECT_EQ(info.code, PJRT_Error_Code_OK) << info.message;
  ErrorInfo awaited = AwaitAndDestroy(args.event);
  if (event_error) {
    *event_error = awaited;
  } else {
    EXPECT_EQ(awaited.code, PJRT_Error_Code_OK) << awaited.message;
  }
  return bytes;
}

template <typename T>
std::vector<T> ToHostAs(PJRT_Buffer* buffer) {
  std::vector<char> bytes = ToHost(buffer);
  std::vector<T> values(bytes.size() / sizeof(T));
  std::memcpy(values.data(), bytes.data(), values.size() * sizeof(T));
  return values;
}

void DestroyBuffer(PJRT_Buffer* buffer) {
  auto args = Args<PJRT_Buffer_Destroy_Args>();
  args.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_Destroy(&args));
}

bool IsDeleted(PJRT_Buffer* buffer) {
  auto args = Args<PJRT_Buffer_IsDeleted_Args>();
  args.buffer = buffer;
  EXPECT_EQ(Take(api->PJRT_Buffer_IsDeleted(&args)).code, PJRT_Error_Code_OK);
  return args.is_deleted;
}

// ---- Compile options: a tiny protobuf writer ---------------------------------------------------------

void Varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}
void IntField(std::string& out, int field, uint64_t v) {
  Varint(out, static_cast<uint64_t>(field) << 3);
  Varint(out, v);
}
void BytesField(std::string& out, int field, const std::string& bytes) {
  Varint(out, (static_cast<uint64_t>(field) << 3) | 2);
  Varint(out, bytes.size());
  out += bytes;
}

// A CompileOptionsProto with ExecutableBuildOptionsProto{num_replicas, num_partitions, device_assignment
// (replica-major ids; empty: none)}.
std::string CompileOptions(int64_t replicas, int64_t partitions, std::vector<int64_t> assignment = {},
                           bool portable = false) {
  std::string build;
  IntField(build, 4, replicas);
  IntField(build, 5, partitions);
  if (!assignment.empty()) {
    std::string da;
    IntField(da, 1, replicas);
    IntField(da, 2, partitions);
    for (int64_t p = 0; p < partitions; ++p) {
      std::string ids;
      for (int64_t r = 0; r < replicas; ++r) Varint(ids, assignment[r * partitions + p]);
      std::string computation;
      BytesField(computation, 1, ids);  // packed
      BytesField(da, 3, computation);
    }
    BytesField(build, 9, da);
  }
  std::string options;
  BytesField(options, 3, build);
  if (portable) IntField(options, 4, 1);
  return options;
}

// ---- Programs ---------------------------------------------------------------------------------------

// A program as JAX writes it: public @main with sharding and result attributes, two results.
const char kAddAndSum[] = R"(
module @jit_add_and_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<2x3xf32>)
      -> (tensor<2x3xf32> {jax.result_info = "[0]"}, tensor<f32> {jax.result_info = "[1]"}) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<2x3xf32>
    %c = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [0, 1]
        : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    return %0, %1 : tensor<2x3xf32>, tensor<f32>
  }
}
)";

// Donates its argument to its result.
const char kDonating[] = R"(
module @jit_scale {
  func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";

// Sums its argument across 8 replicas.
const char kAllReduce[] = R"(
module @pmap_sum attributes {mhlo.num_replicas = 8 : i32} {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";

// Verifies, but fails when run: the evaluator has no such custom call target.
const char kFailsAtRun[] = R"(
module @jit_fails {
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.custom_call @hlx_test_no_such_target(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
)";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

ErrorInfo TryCompile(PJRT_Client* client, const std::string& code, const std::string& options,
                     PJRT_LoadedExecutable** out, const char* format = "mlir") {
  auto program = Args<PJRT_Program>();
  program.code = const_cast<char*>(code.data());
  program.code_size = code.size();
  program.format = format;
  program.format_size = std::strlen(format);
  auto args = Args<PJRT_Client_Compile_Args>();
  args.client = client;
  args.program = &program;
  args.compile_options = options.data();
  args.compile_options_size = options.size();
  ErrorInfo info = Take(api->PJRT_Client_Compile(&args));
  *out = args.executable;
  return info;
}

PJRT_LoadedExecutable* Compile(PJRT_Client* client, const std::string& code, const std::string& options) {
  PJRT_LoadedExecutable* exe = nullptr;
  ErrorInfo info = TryCompile(client, code, options, &exe);
  EXPECT_EQ(info.code, PJRT_Error_Code_OK) << info.message;
  return exe;
}

void DestroyExecutable(PJRT_LoadedExecutable* exe) {
  auto args = Args<PJRT_LoadedExecutable_Destroy_Args>();
  args.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_Destroy(&args));
}

size_t NumOutputs(PJRT_LoadedExecutable* loaded) {
  auto get = Args<PJRT_LoadedExecutable_GetExecutable_Args>();
  get.loaded_executable = loaded;
  EXPECT_EQ(Take(api->PJRT_LoadedExecutable_GetExecutable(&get)).code, PJRT_Error_Code_OK);
  auto n = Args<PJRT_Executable_NumOutputs_Args>();
  n.executable = get.executable;
  EXPECT_EQ(Take(api->PJRT_Executable_NumOutputs(&n)).code, PJRT_Error_Code_OK);
  auto destroy = Args<PJRT_Executable_Destroy_Args>();
  destroy.executable = get.executable;
  EXPECT_EQ(Take(api->PJRT_Executable_Destroy(&destroy)).code, PJRT_Error_Code_OK);
  return n.num_outputs;
}

struct ExecuteResult {
  ErrorInfo error;
  std::vector<std::vector<PJRT_Buffer*>> outputs;  // per device
};

ExecuteResult Execute(PJRT_LoadedExecutable* exe, std::vector<std::vector<PJRT_Buffer*>> arguments,
                      size_t num_outputs, std::vector<int64_t> non_donatable = {},
                      PJRT_Device* execute_device = nullptr) {
  ExecuteResult result;
  result.outputs.assign(arguments.size(), std::vector<PJRT_Buffer*>(num_outputs, nullptr));
  std::vector<PJRT_Buffer* const*> argument_lists;
  std::vector<PJRT_Buffer**> output_lists;
  for (size_t d = 0; d < arguments.size(); ++d) {
    argument_lists.push_back(arguments[d].data());
    output_lists.push_back(result.outputs[d].data());
  }
  std::vector<PJRT_Event*> complete(arguments.size(), nullptr);
  auto options = Args<PJRT_ExecuteOptions>();
  options.non_donatable_input_indices = non_donatable.data();
  options.num_non_donatable_input_indices = non_donatable.size();
  auto args = Args<PJRT_LoadedExecutable_Execute_Args>();
  args.executable = exe;
  args.options = &options;
  args.argument_lists = argument_lists.data();
  args.num_devices = arguments.size();
  args.num_args = arguments.empty() ? 0 : arguments[0].size();
  args.output_lists = output_lists.data();
  args.device_complete_events = complete.data();
  args.execute_device = execute_device;
  result.error = Take(api->PJRT_LoadedExecutable_Execute(&args));
  if (result.error.code == PJRT_Error_Code_OK) {
    for (PJRT_Event* event : complete) EXPECT_EQ(AwaitAndDestroy(event).code, PJRT_Error_Code_OK);
  } else {
    result.outputs.clear();
  }
  return result;
}

// ---- The suite --------------------------------------------------------------------------------------

class PjrtClientTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    void* handle = dlopen(HLX_PJRT_PLUGIN, RTLD_NOW | RTLD_LOCAL);
    ASSERT_NE(handle, nullptr) << dlerror();
    using GetApi = const PJRT_Api* (*)();
    auto get = reinterpret_cast<GetApi>(dlsym(handle, "GetPjrtApi"));
    ASSERT_NE(get, nullptr);
    // The plugin loaded is the one this build made (the ASan one in an ASan build).
    Dl_info info;
    ASSERT_NE(dladdr(reinterpret_cast<void*>(get), &info), 0);
    EXPECT_EQ(std::filesystem::canonical(info.dli_fname), std::filesystem::canonical(HLX_PJRT_PLUGIN));
    std::printf("loaded %s\n", info.dli_fname);
    api = get();
    auto init = Args<PJRT_Plugin_Initialize_Args>();
    ASSERT_PJRT_OK(api->PJRT_Plugin_Initialize(&init));
  }

  void SetUp() override { client_ = CreateClient(8); }
  void TearDown() override { DestroyClient(client_); }

  PJRT_Client* client_ = nullptr;
};

TEST_F(PjrtClientTest, VersionAndTable) {
  EXPECT_EQ(api->pjrt_api_version.major_version, 0);
  EXPECT_EQ(api->pjrt_api_version.minor_version, 112);
  EXPECT_EQ(api->struct_size, static_cast<size_t>(PJRT_Api_STRUCT_SIZE));
  EXPECT_EQ(api->pjrt_api_version.struct_size, static_cast<size_t>(PJRT_Api_Version_STRUCT_SIZE));
  // Every entry of the table is set: jaxlib calls many of them without checking.
  const char* begin = reinterpret_cast<const char*>(&api->PJRT_Error_Destroy);
  const char* end = reinterpret_cast<const char*>(api) + api->struct_size;
  int entries = 0;
  for (const char* p = begin; p < end; p += sizeof(void*), ++entries) {
    void* fn;
    std::memcpy(&fn, p, sizeof(fn));
    EXPECT_NE(fn, nullptr) << "table entry " << entries;
  }
  EXPECT_EQ(entries, 138);
}

TEST_F(PjrtClientTest, PluginAttributes) {
  auto args = Args<PJRT_Plugin_Attributes_Args>();
  ASSERT_PJRT_OK(api->PJRT_Plugin_Attributes(&args));
  bool current = false, minimum = false, xla = false;
  for (size_t i = 0; i < args.num_attributes; ++i) {
    const PJRT_NamedValue& v = args.attributes[i];
    std::string name(v.name, v.name_size);
    if (name == "stablehlo_current_version" || name == "stablehlo_minimum_version") {
      ASSERT_EQ(v.type, PJRT_NamedValue_kInt64List);
      ASSERT_EQ(v.value_size, 3u);
      (name == "stablehlo_current_version" ? current : minimum) = true;
    }
    if (name == "stablehlo_current_version") {
      EXPECT_EQ(v.int64_array_value[0], 1);
      EXPECT_GE(v.int64_array_value[1], 9);
    }
    if (name == "xla_version") {
      EXPECT_EQ(v.type, PJRT_NamedValue_kInt64);
      xla = true;
    }
  }
  EXPECT_TRUE(current && minimum && xla);
}

TEST_F(PjrtClientTest, ClientDevicesAndMemories) {
  auto name = Args<PJRT_Client_PlatformName_Args>();
  name.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_PlatformName(&name));
  EXPECT_EQ(std::string(name.platform_name, name.platform_name_size), "hlx");
  auto version = Args<PJRT_Client_PlatformVersion_Args>();
  version.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_PlatformVersion(&version));
  EXPECT_GT(version.platform_version_size, 0u);
  auto process = Args<PJRT_Client_ProcessIndex_Args>();
  process.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_ProcessIndex(&process));
  EXPECT_EQ(process.process_index, 0);

  auto all = Args<PJRT_Client_Devices_Args>();
  all.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_Devices(&all));
  ASSERT_EQ(all.num_devices, 8u);
  std::vector<PJRT_Device*> devices = Devices(client_);
  ASSERT_EQ(devices.size(), 8u);
  for (int i = 0; i < 8; ++i) {
    PJRT_Device* device = devices[i];
    EXPECT_EQ(DeviceId(device), i);
    auto d = Args<PJRT_Device_GetDescription_Args>();
    d.device = device;
    ASSERT_PJRT_OK(api->PJRT_Device_GetDescription(&d));
    auto kind = Args<PJRT_DeviceDescription_Kind_Args>();
    kind.device_description = d.device_description;
    ASSERT_PJRT_OK(api->PJRT_DeviceDescription_Kind(&kind));
    EXPECT_EQ(std::string(kind.device_kind, kind.device_kind_size), "cpu");
    auto str = Args<PJRT_DeviceDescription_ToString_Args>();
    str.device_description = d.device_description;
    ASSERT_PJRT_OK(api->PJRT_DeviceDescription_ToString(&str));
    EXPECT_NE(std::string(str.to_string, str.to_string_size).find(std::to_string(i)), std::string::npos);
    auto debug = Args<PJRT_DeviceDescription_DebugString_Args>();
    debug.device_description = d.device_description;
    ASSERT_PJRT_OK(api->PJRT_DeviceDescription_DebugString(&debug));
    auto attrs = Args<PJRT_DeviceDescription_Attributes_Args>();
    attrs.device_description = d.device_description;
    ASSERT_PJRT_OK(api->PJRT_DeviceDescription_Attributes(&attrs));
    auto pi = Args<PJRT_DeviceDescription_ProcessIndex_Args>();
    pi.device_description = d.device_description;
    ASSERT_PJRT_OK(api->PJRT_DeviceDescription_ProcessIndex(&pi));
    EXPECT_EQ(pi.process_index, 0);
    auto addressable = Args<PJRT_Device_IsAddressable_Args>();
    addressable.device = device;
    ASSERT_PJRT_OK(api->PJRT_Device_IsAddressable(&addressable));
    EXPECT_TRUE(addressable.is_addressable);
    auto hw = Args<PJRT_Device_LocalHardwareId_Args>();
    hw.device = device;
    ASSERT_PJRT_OK(api->PJRT_Device_LocalHardwareId(&hw));
    EXPECT_EQ(hw.local_hardware_id, i);

    auto def = Args<PJRT_Device_DefaultMemory_Args>();
    def.device = device;
    ASSERT_PJRT_OK(api->PJRT_Device_DefaultMemory(&def));
    auto mems = Args<PJRT_Device_AddressableMemories_Args>();
    mems.device = device;
    ASSERT_PJRT_OK(api->PJRT_Device_AddressableMemories(&mems));
    ASSERT_EQ(mems.num_memories, 2u);
    EXPECT_EQ(mems.memories[0], def.memory);
    auto host_kind = Args<PJRT_Memory_Kind_Args>();
    host_kind.memory = mems.memories[1];
    ASSERT_PJRT_OK(api->PJRT_Memory_Kind(&host_kind));
    EXPECT_EQ(std::string(host_kind.kind, host_kind.kind_size), "pinned_host");
    auto mkind = Args<PJRT_Memory_Kind_Args>();
    mkind.memory = def.memory;
    ASSERT_PJRT_OK(api->PJRT_Memory_Kind(&mkind));
    EXPECT_EQ(std::string(mkind.kind, mkind.kind_size), "device");
    auto by = Args<PJRT_Memory_AddressableByDevices_Args>();
    by.memory = def.memory;
    ASSERT_PJRT_OK(api->PJRT_Memory_AddressableByDevices(&by));
    ASSERT_EQ(by.num_devices, 1u);
    EXPECT_EQ(by.devices[0], device);
    auto mid = Args<PJRT_Memory_Id_Args>();
    mid.memory = def.memory;
    ASSERT_PJRT_OK(api->PJRT_Memory_Id(&mid));
    EXPECT_EQ(mid.id, i);

    auto lookup = Args<PJRT_Client_LookupDevice_Args>();
    lookup.client = client_;
    lookup.id = i;
    ASSERT_PJRT_OK(api->PJRT_Client_LookupDevice(&lookup));
    EXPECT_EQ(lookup.device, device);
    auto local = Args<PJRT_Client_LookupAddressableDevice_Args>();
    local.client = client_;
    local.local_hardware_id = i;
    ASSERT_PJRT_OK(api->PJRT_Client_LookupAddressableDevice(&local));
    EXPECT_EQ(local.addressable_device, device);
  }
  auto missing = Args<PJRT_Client_LookupDevice_Args>();
  missing.client = client_;
  missing.id = 8;
  EXPECT_EQ(Take(api->PJRT_Client_LookupDevice(&missing)).code, PJRT_Error_Code_NOT_FOUND);

  auto memories = Args<PJRT_Client_AddressableMemories_Args>();
  memories.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_AddressableMemories(&memories));
  EXPECT_EQ(memories.num_addressable_memories, 16u);  // a device and a pinned_host memory each

  auto assignment = Args<PJRT_Client_DefaultDeviceAssignment_Args>();
  std::vector<int> ids(8, -1);
  assignment.client = client_;
  assignment.num_replicas = 2;
  assignment.num_partitions = 4;
  assignment.default_assignment_size = ids.size();
  assignment.default_assignment = ids.data();
  ASSERT_PJRT_OK(api->PJRT_Client_DefaultDeviceAssignment(&assignment));
  for (int i = 0; i < 8; ++i) EXPECT_EQ(ids[i], i);
  assignment.num_replicas = 3;
  assignment.num_partitions = 3;
  EXPECT_EQ(Take(api->PJRT_Client_DefaultDeviceAssignment(&assignment)).code,
            PJRT_Error_Code_INVALID_ARGUMENT);
}

TEST_F(PjrtClientTest, DefaultClientHasOneDevice) {
  PJRT_Client* client = CreateClient(0);
  ASSERT_NE(client, nullptr);
  EXPECT_EQ(Devices(client).size(), 1u);
  DestroyClient(client);
}

TEST_F(PjrtClientTest, BadClientOptions) {
  PJRT_NamedValue option;
  std::memset(&option, 0, sizeof(option));
  option.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  option.name = "num_devices";
  option.name_size = std::strlen(option.name);
  option.type = PJRT_NamedValue_kString;  // as JAX_PJRT_CLIENT_CREATE_OPTIONS passes it
  option.string_value = "3";
  option.value_size = 1;
  auto args = Args<PJRT_Client_Create_Args>();
  args.create_options = &option;
  args.num_options = 1;
  ASSERT_PJRT_OK(api->PJRT_Client_Create(&args));
  EXPECT_EQ(Devices(args.client).size(), 3u);
  DestroyClient(args.client);
  option.string_value = "3x";
  option.value_size = 2;
  ErrorInfo info = Take(api->PJRT_Client_Create(&args));
  EXPECT_EQ(info.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(info.message.find("num_devices is \"3x\""), std::string::npos) << info.message;
  option.type = PJRT_NamedValue_kInt64;
  option.int64_value = 0;
  EXPECT_EQ(Take(api->PJRT_Client_Create(&args)).code, PJRT_Error_Code_INVALID_ARGUMENT);
}

TEST_F(PjrtClientTest, TransfersWithEverySemantics) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  const float data[6] = {1, 2, 3, 4, 5, 6};
  for (PJRT_HostBufferSemantics semantics :
       {PJRT_HostBufferSemantics_kImmutableOnlyDuringCall,
        PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes,
        PJRT_HostBufferSemantics_kImmutableZeroCopy, PJRT_HostBufferSemantics_kMutableZeroCopy}) {
    std::vector<float> host(data, data + 6);
    PJRT_Buffer* buffer = ToDevice(client_, devices[3], host.data(), PJRT_Buffer_Type_F32, {2, 3}, semantics);
    ASSERT_NE(buffer, nullptr);
    host.assign(6, -1);  // the buffer does not alias the host data once the transfer is done
    EXPECT_EQ(ToHostAs<float>(buffer), std::vector<float>(data, data + 6));
    auto dims = Args<PJRT_Buffer_Dimensions_Args>();
    dims.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_Dimensions(&dims));
    EXPECT_EQ(std::vector<int64_t>(dims.dims, dims.dims + dims.num_dims), (std::vector<int64_t>{2, 3}));
    auto type = Args<PJRT_Buffer_ElementType_Args>();
    type.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_ElementType(&type));
    EXPECT_EQ(type.type, PJRT_Buffer_Type_F32);
    auto dev = Args<PJRT_Buffer_Device_Args>();
    dev.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_Device(&dev));
    EXPECT_EQ(dev.device, devices[3]);
    auto size = Args<PJRT_Buffer_OnDeviceSizeInBytes_Args>();
    size.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_OnDeviceSizeInBytes(&size));
    EXPECT_EQ(size.on_device_size_in_bytes, 24u);
    auto layout = Args<PJRT_Buffer_GetMemoryLayout_Args>();
    layout.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_GetMemoryLayout(&layout));
    ASSERT_EQ(layout.layout.type, PJRT_Buffer_MemoryLayout_Type_Tiled);
    ASSERT_EQ(layout.layout.tiled.minor_to_major_size, 2u);
    EXPECT_EQ(layout.layout.tiled.minor_to_major[0], 1);
    auto cpu = Args<PJRT_Buffer_IsOnCpu_Args>();
    cpu.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_IsOnCpu(&cpu));
    EXPECT_TRUE(cpu.is_on_cpu);
    auto ready = Args<PJRT_Buffer_ReadyEvent_Args>();
    ready.buffer = buffer;
    ASSERT_PJRT_OK(api->PJRT_Buffer_ReadyEvent(&ready));
    EXPECT_EQ(AwaitAndDestroy(ready.event).code, PJRT_Error_Code_OK);
    DestroyBuffer(buffer);
  }
}

TEST_F(PjrtClientTest, TransferStridesTypesAndCopies) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  // A column-major 2x3 array: element (i, j) at i * 4 + j * 8 bytes.
  const float column_major[6] = {1, 4, 2, 5, 3, 6};
  PJRT_Buffer* buffer = ToDevice(client_, devices[0], column_major, PJRT_Buffer_Type_F32, {2, 3},
                                 PJRT_HostBufferSemantics_kImmutableOnlyDuringCall, {4, 8});
  EXPECT_EQ(ToHostAs<float>(buffer), (std::vector<float>{1, 2, 3, 4, 5, 6}));

  // Too small a destination, and a host layout hlx does not write.
  auto to_host = Args<PJRT_Buffer_ToHostBuffer_Args>();
  char small[4];
  to_host.src = buffer;
  to_host.dst = small;
  to_host.dst_size = sizeof(small);
  EXPECT_EQ(Take(api->PJRT_Buffer_ToHostBuffer(&to_host)).code, PJRT_Error_Code_INVALID_ARGUMENT);
  auto layout = Args<PJRT_Buffer_MemoryLayout>();
  std::vector<int64_t> strides = {4, 8};
  layout.type = PJRT_Buffer_MemoryLayout_Type_Strides;
  layout.strides.struct_size = PJRT_Buffer_MemoryLayout_Strides_STRUCT_SIZE;
  layout.strides.byte_strides = strides.data();
  layout.strides.num_byte_strides = 2;
  to_host.host_layout = &layout;
  to_host.dst = nullptr;
  EXPECT_EQ(Take(api->PJRT_Buffer_ToHostBuffer(&to_host)).code, PJRT_Error_Code_UNIMPLEMENTED);

  // Copies to another device and memory, and to the buffer's own memory, have the same elements.
  auto copy = Args<PJRT_Buffer_CopyToDevice_Args>();
  copy.buffer = buffer;
  copy.dst_device = devices[5];
  ASSERT_PJRT_OK(api->PJRT_Buffer_CopyToDevice(&copy));
  EXPECT_EQ(DeviceId([&] {
              auto d = Args<PJRT_Buffer_Device_Args>();
              d.buffer = copy.dst_buffer;
              EXPECT_EQ(Take(api->PJRT_Buffer_Device(&d)).code, PJRT_Error_Code_OK);
              return d.device;
            }()),
            5);
  EXPECT_EQ(ToHostAs<float>(copy.dst_buffer), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  DestroyBuffer(copy.dst_buffer);
  copy.dst_device = devices[0];
  ASSERT_PJRT_OK(api->PJRT_Buffer_CopyToDevice(&copy));
  EXPECT_EQ(ToHostAs<float>(copy.dst_buffer), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  DestroyBuffer(copy.dst_buffer);
  auto mem = Args<PJRT_Device_DefaultMemory_Args>();
  mem.device = devices[7];
  ASSERT_PJRT_OK(api->PJRT_Device_DefaultMemory(&mem));
  auto to_memory = Args<PJRT_Buffer_CopyToMemory_Args>();
  to_memory.buffer = buffer;
  to_memory.dst_memory = mem.memory;
  ASSERT_PJRT_OK(api->PJRT_Buffer_CopyToMemory(&to_memory));
  EXPECT_EQ(ToHostAs<float>(to_memory.dst_buffer), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  DestroyBuffer(to_memory.dst_buffer);

  // External references keep a buffer's data from being donated; a pointer to the data is given.
  auto inc = Args<PJRT_Buffer_IncreaseExternalReferenceCount_Args>();
  inc.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_IncreaseExternalReferenceCount(&inc));
  auto ptr = Args<PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args>();
  ptr.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_OpaqueDeviceMemoryDataPointer(&ptr));
  ASSERT_NE(ptr.device_memory_ptr, nullptr);
  EXPECT_EQ(static_cast<float*>(ptr.device_memory_ptr)[1], 2.0f);
  auto dec = Args<PJRT_Buffer_DecreaseExternalReferenceCount_Args>();
  dec.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_DecreaseExternalReferenceCount(&dec));
  EXPECT_EQ(Take(api->PJRT_Buffer_DecreaseExternalReferenceCount(&dec)).code,
            PJRT_Error_Code_FAILED_PRECONDITION);

  auto del = Args<PJRT_Buffer_Delete_Args>();
  del.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_Delete(&del));
  EXPECT_TRUE(IsDeleted(buffer));
  auto ready = Args<PJRT_Buffer_ReadyEvent_Args>();
  ready.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_ReadyEvent(&ready));
  EXPECT_EQ(AwaitAndDestroy(ready.event).code, PJRT_Error_Code_FAILED_PRECONDITION);
  DestroyBuffer(buffer);

  // Element types round-trip byte for byte.
  struct Case {
    PJRT_Buffer_Type type;
    size_t element_bytes;
  };
  for (Case c : {Case{PJRT_Buffer_Type_F64, 8}, Case{PJRT_Buffer_Type_BF16, 2}, Case{PJRT_Buffer_Type_F16, 2},
                 Case{PJRT_Buffer_Type_S8, 1}, Case{PJRT_Buffer_Type_S32, 4}, Case{PJRT_Buffer_Type_U64, 8},
                 Case{PJRT_Buffer_Type_C64, 8}, Case{PJRT_Buffer_Type_C128, 16}}) {
    std::vector<char> bytes(5 * c.element_bytes);
    for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7 + 1);
    PJRT_Buffer* b = ToDevice(client_, devices[1], bytes.data(), c.type, {5});
    EXPECT_EQ(ToHost(b), bytes) << "type " << c.type;
    DestroyBuffer(b);
  }
  const bool preds[3] = {true, false, true};
  PJRT_Buffer* b = ToDevice(client_, devices[1], preds, PJRT_Buffer_Type_PRED, {3});
  EXPECT_EQ(ToHost(b), (std::vector<char>{1, 0, 1}));
  DestroyBuffer(b);
}

TEST_F(PjrtClientTest, CompileTextAndExecute) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  PJRT_LoadedExecutable* exe = Compile(client_, kAddAndSum, CompileOptions(1, 1, {2}));
  ASSERT_NE(exe, nullptr);
  ASSERT_EQ(NumOutputs(exe), 2u);
  auto addressable = Args<PJRT_LoadedExecutable_AddressableDevices_Args>();
  addressable.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_AddressableDevices(&addressable));
  ASSERT_EQ(addressable.num_addressable_devices, 1u);
  EXPECT_EQ(addressable.addressable_devices[0], devices[2]);

  // What the framework asks of the executable.
  auto get = Args<PJRT_LoadedExecutable_GetExecutable_Args>();
  get.loaded_executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_GetExecutable(&get));
  auto name = Args<PJRT_Executable_Name_Args>();
  name.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_Name(&name));
  EXPECT_EQ(std::string(name.executable_name, name.executable_name_size), "jit_add_and_sum");
  auto types = Args<PJRT_Executable_OutputElementTypes_Args>();
  types.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_OutputElementTypes(&types));
  ASSERT_EQ(types.num_output_types, 2u);
  EXPECT_EQ(types.output_types[1], PJRT_Buffer_Type_F32);
  auto dims = Args<PJRT_Executable_OutputDimensions_Args>();
  dims.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_OutputDimensions(&dims));
  ASSERT_EQ(dims.num_outputs, 2u);
  EXPECT_EQ(dims.dim_sizes[0], 2u);
  EXPECT_EQ(dims.dim_sizes[1], 0u);
  EXPECT_EQ(dims.dims[1], 3);
  auto kinds = Args<PJRT_Executable_OutputMemoryKinds_Args>();
  kinds.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_OutputMemoryKinds(&kinds));
  EXPECT_EQ(std::string(kinds.memory_kinds[0], kinds.memory_kind_sizes[0]), "device");
  auto replicas = Args<PJRT_Executable_NumReplicas_Args>();
  replicas.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_NumReplicas(&replicas));
  EXPECT_EQ(replicas.num_replicas, 1u);
  auto partitions = Args<PJRT_Executable_NumPartitions_Args>();
  partitions.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_NumPartitions(&partitions));
  EXPECT_EQ(partitions.num_partitions, 1u);
  auto fingerprint = Args<PJRT_Executable_Fingerprint_Args>();
  fingerprint.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_Fingerprint(&fingerprint));
  EXPECT_GT(fingerprint.executable_fingerprint_size, 0u);
  auto stats = Args<PJRT_Executable_GetCompiledMemoryStats_Args>();
  stats.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_GetCompiledMemoryStats(&stats));
  EXPECT_EQ(stats.argument_size_in_bytes, 48);
  EXPECT_EQ(stats.output_size_in_bytes, 28);
  auto cost = Args<PJRT_Executable_GetCostAnalysis_Args>();
  cost.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_GetCostAnalysis(&cost));
  auto code_size = Args<PJRT_Executable_SizeOfGeneratedCodeInBytes_Args>();
  code_size.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_SizeOfGeneratedCodeInBytes(&code_size));
  EXPECT_EQ(stats.generated_code_size_in_bytes, code_size.size_in_bytes);
#ifdef HLX_HAVE_CPU_BACKEND
  EXPECT_GT(code_size.size_in_bytes, 0);  // the add's and the sum's JIT kernels
#endif
  auto program = Args<PJRT_Program>();
  auto optimized = Args<PJRT_Executable_OptimizedProgram_Args>();
  optimized.executable = get.executable;
  optimized.program = &program;
  ASSERT_PJRT_OK(api->PJRT_Executable_OptimizedProgram(&optimized));
  std::string text(program.code_size, '\0');
  program.code = text.data();
  ASSERT_PJRT_OK(api->PJRT_Executable_OptimizedProgram(&optimized));
  EXPECT_NE(text.find("stablehlo.reduce"), std::string::npos) << text;
  EXPECT_EQ(std::string(program.format, program.format_size), "mlir");
  auto destroy = Args<PJRT_Executable_Destroy_Args>();
  destroy.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_Destroy(&destroy));

  const float a[6] = {1, 2, 3, 4, 5, 6};
  const float b[6] = {0.5f, -1, 2, 0, 10, -3};
  PJRT_Buffer* x = ToDevice(client_, devices[2], a, PJRT_Buffer_Type_F32, {2, 3});
  PJRT_Buffer* y = ToDevice(client_, devices[2], b, PJRT_Buffer_Type_F32, {2, 3});
  ExecuteResult result = Execute(exe, {{x, y}}, 2);
  ASSERT_EQ(result.error.code, PJRT_Error_Code_OK) << result.error.message;

  // OnReady runs its callback once, with no error.
  struct Seen {
    std::atomic<int> calls{0};
    bool error = false;
  } seen;
  auto ready = Args<PJRT_Buffer_ReadyEvent_Args>();
  ready.buffer = result.outputs[0][0];
  ASSERT_PJRT_OK(api->PJRT_Buffer_ReadyEvent(&ready));
  auto on_ready = Args<PJRT_Event_OnReady_Args>();
  on_ready.event = ready.event;
  on_ready.user_arg = &seen;
  on_ready.callback = [](PJRT_Error* error, void* user_arg) {
    auto* s = static_cast<Seen*>(user_arg);
    s->calls++;
    s->error = error != nullptr;
    Destroy(error);
  };
  ASSERT_PJRT_OK(api->PJRT_Event_OnReady(&on_ready));
  auto is_ready = Args<PJRT_Event_IsReady_Args>();
  is_ready.event = ready.event;
  ASSERT_PJRT_OK(api->PJRT_Event_IsReady(&is_ready));
  EXPECT_TRUE(is_ready.is_ready);
  auto event_error = Args<PJRT_Event_Error_Args>();
  event_error.event = ready.event;
  EXPECT_EQ(api->PJRT_Event_Error(&event_error), nullptr);
  EXPECT_EQ(AwaitAndDestroy(ready.event).code, PJRT_Error_Code_OK);
  EXPECT_EQ(seen.calls.load(), 1);
  EXPECT_FALSE(seen.error);

  std::vector<float> sum = ToHostAs<float>(result.outputs[0][0]);
  float total = 0;
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(sum[i], a[i] + b[i]);
    total += a[i] + b[i];
  }
  EXPECT_FLOAT_EQ(ToHostAs<float>(result.outputs[0][1])[0], total);
  auto dev = Args<PJRT_Buffer_Device_Args>();
  dev.buffer = result.outputs[0][1];
  ASSERT_PJRT_OK(api->PJRT_Buffer_Device(&dev));
  EXPECT_EQ(dev.device, devices[2]);
  // Nothing was marked for donation: the arguments live on.
  EXPECT_FALSE(IsDeleted(x));
  for (PJRT_Buffer* out : result.outputs[0]) DestroyBuffer(out);
  DestroyBuffer(x);
  DestroyBuffer(y);

  auto del = Args<PJRT_LoadedExecutable_Delete_Args>();
  del.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_Delete(&del));
  auto is_deleted = Args<PJRT_LoadedExecutable_IsDeleted_Args>();
  is_deleted.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_IsDeleted(&is_deleted));
  EXPECT_TRUE(is_deleted.is_deleted);
  DestroyExecutable(exe);
}

TEST_F(PjrtClientTest, CompileBytecode) {
  std::string code = ReadFile(std::string(HLX_PJRT_TEST_INPUTS) + "/add.mlirbc");
  ASSERT_FALSE(code.empty());
  PJRT_LoadedExecutable* exe = Compile(client_, code, CompileOptions(1, 1));
  ASSERT_NE(exe, nullptr);
  std::vector<PJRT_Device*> devices = Devices(client_);
  const float a[2] = {1.5f, -2};
  PJRT_Buffer* x = ToDevice(client_, devices[0], a, PJRT_Buffer_Type_F32, {2});
  ExecuteResult result = Execute(exe, {{x}}, 1);
  ASSERT_EQ(result.error.code, PJRT_Error_Code_OK) << result.error.message;
  EXPECT_EQ(ToHostAs<float>(result.outputs[0][0]), (std::vector<float>{3, -4}));
  DestroyBuffer(result.outputs[0][0]);
  DestroyBuffer(x);
  DestroyExecutable(exe);
}

TEST_F(PjrtClientTest, CompileCorpusBytecode) {
  const char* corpus = std::getenv("HLX_CORPUS");
  std::filesystem::path dir = std::filesystem::path(corpus ? corpus : HLX_CORPUS_DIR) / "bytecode";
  if (!std::filesystem::is_directory(dir)) GTEST_SKIP() << "corpus not found at " << dir << ": not compiled";
  int compiled = 0, refused = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".mlirbc") continue;
    PJRT_LoadedExecutable* exe = nullptr;
    ErrorInfo info = TryCompile(client_, ReadFile(entry.path().string()), CompileOptions(1, 1), &exe);
    if (info.code == PJRT_Error_Code_OK) {
      ++compiled;
      DestroyExecutable(exe);
    } else {
      ++refused;  // e.g. no @main, or dynamic shapes: refused with a message, never a crash
      EXPECT_FALSE(info.message.empty());
      std::printf("refused %s: %s\n", entry.path().filename().c_str(), info.message.substr(0, 160).c_str());
    }
  }
  std::printf("corpus bytecode: %d compiled, %d refused\n", compiled, refused);
  EXPECT_GT(compiled, 0);
}

TEST_F(PjrtClientTest, Donation) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  PJRT_LoadedExecutable* exe = Compile(client_, kDonating, CompileOptions(1, 1));
  ASSERT_NE(exe, nullptr);
  const float a[4] = {1, 2, 3, 4};
  PJRT_Buffer* x = ToDevice(client_, devices[0], a, PJRT_Buffer_Type_F32, {4});
  // Not donated when the caller says so.
  ExecuteResult kept = Execute(exe, {{x}}, 1, {0});
  ASSERT_EQ(kept.error.code, PJRT_Error_Code_OK) << kept.error.message;
  EXPECT_FALSE(IsDeleted(x));
  EXPECT_EQ(ToHostAs<float>(kept.outputs[0][0]), (std::vector<float>{1, 4, 9, 16}));
  DestroyBuffer(kept.outputs[0][0]);
  // Donated otherwise: the argument is consumed, the result is right.
  auto x_pointer = Args<PJRT_Buffer_UnsafePointer_Args>();
  x_pointer.buffer = x;
  ASSERT_PJRT_OK(api->PJRT_Buffer_UnsafePointer(&x_pointer));
  ExecuteResult donated = Execute(exe, {{x}}, 1);
  ASSERT_EQ(donated.error.code, PJRT_Error_Code_OK) << donated.error.message;
  EXPECT_TRUE(IsDeleted(x));
  EXPECT_EQ(ToHostAs<float>(donated.outputs[0][0]), (std::vector<float>{1, 4, 9, 16}));
#ifdef HLX_HAVE_CPU_BACKEND
  // The CPU backend writes the result over the donated argument's bytes.
  auto out_pointer = Args<PJRT_Buffer_UnsafePointer_Args>();
  out_pointer.buffer = donated.outputs[0][0];
  ASSERT_PJRT_OK(api->PJRT_Buffer_UnsafePointer(&out_pointer));
  EXPECT_EQ(out_pointer.buffer_pointer, x_pointer.buffer_pointer);
#endif
  DestroyBuffer(donated.outputs[0][0]);
  // A donated buffer cannot be used again.
  ExecuteResult again = Execute(exe, {{x}}, 1);
  EXPECT_EQ(again.error.code, PJRT_Error_Code_FAILED_PRECONDITION);
  DestroyBuffer(x);
  DestroyExecutable(exe);
}

TEST_F(PjrtClientTest, EveryDevice) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  // One executable per device, placed there by the device assignment.
  for (int d = 0; d < 8; ++d) {
    PJRT_LoadedExecutable* exe = Compile(client_, kDonating, CompileOptions(1, 1, {d}));
    ASSERT_NE(exe, nullptr);
    const float a[4] = {1, 2, 3, static_cast<float>(d)};
    PJRT_Buffer* x = ToDevice(client_, devices[d], a, PJRT_Buffer_Type_F32, {4});
    ExecuteResult r = Execute(exe, {{x}}, 1);
    ASSERT_EQ(r.error.code, PJRT_Error_Code_OK) << r.error.message;
    auto dev = Args<PJRT_Buffer_Device_Args>();
    dev.buffer = r.outputs[0][0];
    ASSERT_PJRT_OK(api->PJRT_Buffer_Device(&dev));
    EXPECT_EQ(dev.device, devices[d]);
    EXPECT_EQ(ToHostAs<float>(r.outputs[0][0])[3], static_cast<float>(d * d));
    DestroyBuffer(r.outputs[0][0]);
    DestroyBuffer(x);
    DestroyExecutable(exe);
  }
  // One portable executable launched on each device in turn.
  PJRT_LoadedExecutable* portable = Compile(client_, kAddAndSum, CompileOptions(1, 1, {}, true));
  ASSERT_NE(portable, nullptr);
  for (int d = 0; d < 8; ++d) {
    const float a[6] = {1, 1, 1, 1, 1, static_cast<float>(d)};
    PJRT_Buffer* x = ToDevice(client_, devices[d], a, PJRT_Buffer_Type_F32, {2, 3});
    ExecuteResult r = Execute(portable, {{x, x}}, 2, {}, devices[d]);
    ASSERT_EQ(r.error.code, PJRT_Error_Code_OK) << r.error.message;
    EXPECT_FLOAT_EQ(ToHostAs<float>(r.outputs[0][1])[0], 10.0f + 2 * d);
    for (PJRT_Buffer* out : r.outputs[0]) DestroyBuffer(out);
    DestroyBuffer(x);
  }
  DestroyExecutable(portable);
}

TEST_F(PjrtClientTest, ReplicatedAllReduce) {
  std::vector<PJRT_Device*> devices = Devices(client_);
  PJRT_LoadedExecutable* exe = Compile(client_, kAllReduce, CompileOptions(8, 1));
  ASSERT_NE(exe, nullptr);
  auto addressable = Args<PJRT_LoadedExecutable_AddressableDevices_Args>();
  addressable.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_AddressableDevices(&addressable));
  ASSERT_EQ(addressable.num_addressable_devices, 8u);
  std::vector<std::vector<PJRT_Buffer*>> arguments;
  for (int d = 0; d < 8; ++d) {
    const float a[4] = {1, static_cast<float>(d), -1, 0.5f};
    arguments.push_back({ToDevice(client_, devices[d], a, PJRT_Buffer_Type_F32, {4})});
  }
  ExecuteResult r = Execute(exe, arguments, 1);
  ASSERT_EQ(r.error.code, PJRT_Error_Code_OK) << r.error.message;
  ASSERT_EQ(r.outputs.size(), 8u);
  for (int d = 0; d < 8; ++d) {
    EXPECT_EQ(ToHostAs<float>(r.outputs[d][0]), (std::vector<float>{8, 28, -8, 4})) << "replica " << d;
    auto dev = Args<PJRT_Buffer_Device_Args>();
    dev.buffer = r.outputs[d][0];
    ASSERT_PJRT_OK(api->PJRT_Buffer_Device(&dev));
    EXPECT_EQ(dev.device, devices[d]);
    DestroyBuffer(r.outputs[d][0]);
    DestroyBuffer(arguments[d][0]);
  }
  DestroyExecutable(exe);
}

TEST_F(PjrtClientTest, ErrorsAreReportedNotCrashed) {
  // Null args and a caller's struct too small for the fields the function needs.
  ErrorInfo null_args = Take(api->PJRT_Client_Create(nullptr));
  EXPECT_EQ(null_args.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(null_args.message.find("PJRT_Client_Create_Args"), std::string::npos) << null_args.message;
  auto small = Args<PJRT_Client_Create_Args>();
  small.struct_size = 16;
  ErrorInfo too_small = Take(api->PJRT_Client_Create(&small));
  EXPECT_EQ(too_small.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(too_small.message.find("struct_size"), std::string::npos) << too_small.message;
  auto devices_args = Args<PJRT_Client_Devices_Args>();
  EXPECT_EQ(Take(api->PJRT_Client_Devices(&devices_args)).code,
            PJRT_Error_Code_INVALID_ARGUMENT);  // null client

  // Compilation: corrupt bytecode, text that does not parse, a format hlx does not take, bad options.
  PJRT_LoadedExecutable* exe = nullptr;
  ErrorInfo corrupt = TryCompile(client_, ReadFile(std::string(HLX_PJRT_TEST_INPUTS) + "/truncated.mlirbc"),
                                 CompileOptions(1, 1), &exe);
  EXPECT_EQ(corrupt.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(corrupt.message.find("byte"), std::string::npos) << corrupt.message;
  ErrorInfo bad_text = TryCompile(client_, "func.func @main( {", CompileOptions(1, 1), &exe);
  EXPECT_EQ(bad_text.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(bad_text.message.find("<program>:1:"), std::string::npos) << bad_text.message;
  ErrorInfo format = TryCompile(client_, kAddAndSum, CompileOptions(1, 1), &exe, "hlo");
  EXPECT_EQ(format.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(format.message.find("'hlo'"), std::string::npos) << format.message;
  ErrorInfo options = TryCompile(client_, kAddAndSum, std::string("\x1a\x10\x20", 3), &exe);
  EXPECT_EQ(options.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(options.message.find("compile options"), std::string::npos) << options.message;
  ErrorInfo no_device = TryCompile(client_, kAddAndSum, CompileOptions(1, 1, {9}), &exe);
  EXPECT_EQ(no_device.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(no_device.message.find("device 9"), std::string::npos) << no_device.message;

  // Execution: wrong argument count and type.
  exe = Compile(client_, kAddAndSum, CompileOptions(1, 1));
  ASSERT_NE(exe, nullptr);
  std::vector<PJRT_Device*> devices = Devices(client_);
  const float f[6] = {};
  const int32_t i[6] = {};
  PJRT_Buffer* x = ToDevice(client_, devices[0], f, PJRT_Buffer_Type_F32, {2, 3});
  PJRT_Buffer* n = ToDevice(client_, devices[0], i, PJRT_Buffer_Type_S32, {2, 3});
  ExecuteResult count = Execute(exe, {{x}}, 2);
  EXPECT_EQ(count.error.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(count.error.message.find("takes 2 arguments"), std::string::npos) << count.error.message;
  ExecuteResult type = Execute(exe, {{x, n}}, 2);
  EXPECT_EQ(type.error.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(type.error.message.find("tensor<2x3xi32>"), std::string::npos) << type.error.message;
  DestroyBuffer(n);
  DestroyExecutable(exe);

  // A program that fails while running: its outputs carry the error in their ready events.
  exe = Compile(client_, kFailsAtRun, CompileOptions(1, 1));
  ASSERT_NE(exe, nullptr);
  const float two[2] = {1, 2};
  PJRT_Buffer* y = ToDevice(client_, devices[0], two, PJRT_Buffer_Type_F32, {2});
  ExecuteResult failed = Execute(exe, {{y}}, 1);
  ASSERT_EQ(failed.error.code, PJRT_Error_Code_OK) << failed.error.message;
  auto ready = Args<PJRT_Buffer_ReadyEvent_Args>();
  ready.buffer = failed.outputs[0][0];
  ASSERT_PJRT_OK(api->PJRT_Buffer_ReadyEvent(&ready));
  std::atomic<int> calls{0};
  auto on_ready = Args<PJRT_Event_OnReady_Args>();
  on_ready.event = ready.event;
  on_ready.user_arg = &calls;
  on_ready.callback = [](PJRT_Error* error, void* user_arg) {
    EXPECT_NE(error, nullptr);
    ++*static_cast<std::atomic<int>*>(user_arg);
    Destroy(error);
  };
  ASSERT_PJRT_OK(api->PJRT_Event_OnReady(&on_ready));
  EXPECT_EQ(calls.load(), 1);
  ErrorInfo awaited = AwaitAndDestroy(ready.event);
  EXPECT_NE(awaited.code, PJRT_Error_Code_OK);
  EXPECT_NE(awaited.message.find("hlx_test_no_such_target"), std::string::npos) << awaited.message;
  ErrorInfo from_read;
  ToHost(failed.outputs[0][0], &from_read);
  EXPECT_NE(from_read.code, PJRT_Error_Code_OK);
  DestroyBuffer(failed.outputs[0][0]);
  DestroyBuffer(y);
  DestroyBuffer(x);
  DestroyExecutable(exe);

  // What hlx does not offer says so.
  auto dma = Args<PJRT_Client_DefaultDeviceAssignment_Args>();  // any args: the entry ignores them
  ErrorInfo unimplemented = Take(api->PJRT_Client_DmaMap(reinterpret_cast<PJRT_Client_DmaMap_Args*>(&dma)));
  EXPECT_EQ(unimplemented.code, PJRT_Error_Code_UNIMPLEMENTED);
  EXPECT_NE(unimplemented.message.find("PJRT_Client_DmaMap"), std::string::npos);
}

TEST_F(PjrtClientTest, UserEvents) {
  auto create = Args<PJRT_Event_Create_Args>();
  ASSERT_PJRT_OK(api->PJRT_Event_Create(&create));
  std::atomic<int> calls{0};
  for (int k = 0; k < 2; ++k) {
    auto on_ready = Args<PJRT_Event_OnReady_Args>();
    on_ready.event = create.event;
    on_ready.user_arg = &calls;
    on_ready.callback = [](PJRT_Error* error, void* user_arg) {
      EXPECT_NE(error, nullptr);
      ++*static_cast<std::atomic<int>*>(user_arg);
      Destroy(error);
    };
    ASSERT_PJRT_OK(api->PJRT_Event_OnReady(&on_ready));
  }
  auto is_ready = Args<PJRT_Event_IsReady_Args>();
  is_ready.event = create.event;
  ASSERT_PJRT_OK(api->PJRT_Event_IsReady(&is_ready));
  EXPECT_FALSE(is_ready.is_ready);
  auto not_ready = Args<PJRT_Event_Error_Args>();
  not_ready.event = create.event;
  EXPECT_EQ(Take(api->PJRT_Event_Error(&not_ready)).code, PJRT_Error_Code_FAILED_PRECONDITION);
  EXPECT_EQ(calls.load(), 0);
  auto set = Args<PJRT_Event_Set_Args>();
  set.event = create.event;
  set.error_code = PJRT_Error_Code_INVALID_ARGUMENT;
  set.error_message = "boom";
  set.error_message_size = 4;
  ASSERT_PJRT_OK(api->PJRT_Event_Set(&set));
  EXPECT_EQ(calls.load(), 2);
  EXPECT_EQ(Take(api->PJRT_Event_Set(&set)).code, PJRT_Error_Code_FAILED_PRECONDITION);
  EXPECT_EQ(calls.load(), 2);
  ErrorInfo awaited = AwaitAndDestroy(create.event);
  EXPECT_EQ(awaited.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_EQ(awaited.message, "boom");
}

TEST_F(PjrtClientTest, ErrorAndMemoryFunctionTables) {
  // An error begins with its function table, which a framework may call instead of the entries.
  auto bad = Args<PJRT_Client_LookupDevice_Args>();
  bad.client = client_;
  bad.id = 99;
  PJRT_Error* error = api->PJRT_Client_LookupDevice(&bad);
  ASSERT_NE(error, nullptr);
  const PJRT_Error_FunctionTable* table = *reinterpret_cast<const PJRT_Error_FunctionTable* const*>(error);
  ASSERT_NE(table, nullptr);
  EXPECT_GE(table->struct_size, static_cast<size_t>(PJRT_Error_FunctionTable_STRUCT_SIZE));
  EXPECT_EQ(table->get_code(error), PJRT_Error_Code_NOT_FOUND);
  const char* message = nullptr;
  size_t size = 0;
  table->message(error, &message, &size);
  EXPECT_NE(std::string(message, size).find("no device has id 99"), std::string::npos);
  int payloads = 0;
  table->for_each_payload(
      error, [](const char*, size_t, const char*, size_t, void* n) { ++*static_cast<int*>(n); }, &payloads);
  EXPECT_EQ(payloads, 0);
  table->destroy(error);

  // A memory begins with its function table, through which a framework attaches data to it; the data's
  // destructor runs when it is replaced and when the client goes away.
  PJRT_Client* client = CreateClient(2);
  auto def = Args<PJRT_Device_DefaultMemory_Args>();
  def.device = Devices(client)[1];
  ASSERT_PJRT_OK(api->PJRT_Device_DefaultMemory(&def));
  const PJRT_Memory_FunctionTable* memory_table =
      *reinterpret_cast<const PJRT_Memory_FunctionTable* const*>(def.memory);
  ASSERT_NE(memory_table, nullptr);
  static int destroyed = 0;
  destroyed = 0;
  static const char key = 0;
  int first = 1, second = 2;
  EXPECT_EQ(memory_table->get_user_data(def.memory, &key), nullptr);
  memory_table->set_user_data(def.memory, &key, &first, [](void*) { ++destroyed; });
  EXPECT_EQ(memory_table->get_user_data(def.memory, &key), &first);
  memory_table->set_user_data(def.memory, &key, &second, [](void*) { ++destroyed; });
  EXPECT_EQ(destroyed, 1);
  EXPECT_EQ(memory_table->get_user_data(def.memory, &key), &second);
  DestroyClient(client);
  EXPECT_EQ(destroyed, 2);
}

TEST_F(PjrtClientTest, DeviceAssignmentAndLogicalIds) {
  std::vector<int64_t> order = {7, 6, 5, 4, 3, 2, 1, 0};
  PJRT_LoadedExecutable* exe = Compile(client_, kAllReduce, CompileOptions(8, 1, order));
  auto da = Args<PJRT_LoadedExecutable_GetDeviceAssignment_Args>();
  da.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_GetDeviceAssignment(&da));
  // The same DeviceAssignmentProto CompileOptions() wrote for the build options.
  std::string want;
  IntField(want, 1, 8);
  IntField(want, 2, 1);
  std::string ids, computation;
  for (int64_t id : order) Varint(ids, id);
  BytesField(computation, 1, ids);
  BytesField(want, 3, computation);
  EXPECT_EQ(std::string(da.serialized_bytes, da.serialized_bytes_size), want);
  da.serialized_device_assignment_deleter(da.serialized_device_assignment);

  auto logical = Args<PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args>();
  logical.executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_AddressableDeviceLogicalIds(&logical));
  ASSERT_EQ(logical.num_addressable_device_logical_ids, 8u);
  for (int r = 0; r < 8; ++r) {
    EXPECT_EQ(logical.addressable_device_logical_ids[r].replica, r);
    EXPECT_EQ(logical.addressable_device_logical_ids[r].partition, 0);
  }
  DestroyExecutable(exe);
}

TEST_F(PjrtClientTest, SerializeAndLoad) {
  std::string options = CompileOptions(1, 1, {3});
  PJRT_LoadedExecutable* exe = Compile(client_, kAddAndSum, options);
  auto get = Args<PJRT_LoadedExecutable_GetExecutable_Args>();
  get.loaded_executable = exe;
  ASSERT_PJRT_OK(api->PJRT_LoadedExecutable_GetExecutable(&get));
  auto compile_options = Args<PJRT_Executable_GetCompileOptions_Args>();
  compile_options.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_GetCompileOptions(&compile_options));
  EXPECT_EQ(std::string(compile_options.serialized_bytes, compile_options.serialized_bytes_size), options);
  compile_options.serialized_compile_options_deleter(compile_options.serialized_compile_options);
  auto serialize = Args<PJRT_Executable_Serialize_Args>();
  serialize.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_Serialize(&serialize));
  std::string bytes(serialize.serialized_bytes, serialize.serialized_bytes_size);
  serialize.serialized_executable_deleter(serialize.serialized_executable);
  auto destroy = Args<PJRT_Executable_Destroy_Args>();
  destroy.executable = get.executable;
  ASSERT_PJRT_OK(api->PJRT_Executable_Destroy(&destroy));
  DestroyExecutable(exe);

  // Loaded again (in another client, as a new process would), it runs on device 3 as compiled.
  PJRT_Client* client = CreateClient(4);
  auto load = Args<PJRT_Executable_DeserializeAndLoad_Args>();
  load.client = client;
  load.serialized_executable = bytes.data();
  load.serialized_executable_size = bytes.size();
  ASSERT_PJRT_OK(api->PJRT_Executable_DeserializeAndLoad(&load));
  std::vector<PJRT_Device*> devices = Devices(client);
  float x[6] = {1, 2, 3, 4, 5, 6};
  PJRT_Buffer* a = ToDevice(client, devices[3], x, PJRT_Buffer_Type_F32, {2, 3});
  PJRT_Buffer* b = ToDevice(client, devices[3], x, PJRT_Buffer_Type_F32, {2, 3});
  ExecuteResult result = Execute(load.loaded_executable, {{a, b}}, 2);
  ASSERT_EQ(result.error.code, PJRT_Error_Code_OK) << result.error.message;
  EXPECT_EQ(ToHostAs<float>(result.outputs[0][0]), (std::vector<float>{2, 4, 6, 8, 10, 12}));
  EXPECT_EQ(ToHostAs<float>(result.outputs[0][1]), (std::vector<float>{42}));
  for (PJRT_Buffer* buffer : {a, b, result.outputs[0][0], result.outputs[0][1]}) DestroyBuffer(buffer);
  DestroyExecutable(load.loaded_executable);

  // Anything else is refused by name.
  std::string junk = "not an executable";
  load.serialized_executable = junk.data();
  load.serialized_executable_size = junk.size();
  ErrorInfo info = Take(api->PJRT_Executable_DeserializeAndLoad(&load));
  EXPECT_EQ(info.code, PJRT_Error_Code_INVALID_ARGUMENT);
  EXPECT_NE(info.message.find("not an hlx executable"), std::string::npos) << info.message;
  bytes.resize(bytes.size() / 2);
  load.serialized_executable = bytes.data();
  load.serialized_executable_size = 12;
  EXPECT_EQ(Take(api->PJRT_Executable_DeserializeAndLoad(&load)).code, PJRT_Error_Code_INVALID_ARGUMENT);
  DestroyClient(client);
}

TEST_F(PjrtClientTest, ExternalReferencesOutliveDelete) {
  // As NumPy's zero-copy view of an array that is then deleted: the view's data stays valid (and is
  // counted in use) until the reference is released.
  PJRT_Device* device = Devices(client_)[2];
  auto stats = [&] {
    auto args = Args<PJRT_Device_MemoryStats_Args>();
    args.device = device;
    EXPECT_EQ(Take(api->PJRT_Device_MemoryStats(&args)).code, PJRT_Error_Code_OK);
    return args;
  };
  int64_t before = stats().bytes_in_use;
  std::vector<float> values(1000);
  for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i);
  PJRT_Buffer* buffer = ToDevice(client_, device, values.data(), PJRT_Buffer_Type_F32, {1000});
  EXPECT_EQ(stats().bytes_in_use, before + 4000);
  EXPECT_TRUE(stats().peak_bytes_in_use_is_set);
  auto inc = Args<PJRT_Buffer_IncreaseExternalReferenceCount_Args>();
  inc.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_IncreaseExternalReferenceCount(&inc));
  auto ptr = Args<PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args>();
  ptr.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_OpaqueDeviceMemoryDataPointer(&ptr));
  const float* view = static_cast<const float*>(ptr.device_memory_ptr);
  auto del = Args<PJRT_Buffer_Delete_Args>();
  del.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_Delete(&del));
  EXPECT_TRUE(IsDeleted(buffer));
  // Another buffer of the same size must not take the memory the view reads.
  std::vector<float> other(1000, -1.0f);
  PJRT_Buffer* second = ToDevice(client_, device, other.data(), PJRT_Buffer_Type_F32, {1000});
  for (size_t i = 0; i < values.size(); ++i) ASSERT_EQ(view[i], values[i]) << i;
  EXPECT_EQ(stats().bytes_in_use, before + 8000);
  auto dec = Args<PJRT_Buffer_DecreaseExternalReferenceCount_Args>();
  dec.buffer = buffer;
  ASSERT_PJRT_OK(api->PJRT_Buffer_DecreaseExternalReferenceCount(&dec));
  EXPECT_EQ(stats().bytes_in_use, before + 4000);
  DestroyBuffer(buffer);
  DestroyBuffer(second);
  EXPECT_EQ(stats().bytes_in_use, before);
}

TEST_F(PjrtClientTest, TopologyBitcastAndViews) {
  auto topology = Args<PJRT_Client_TopologyDescription_Args>();
  topology.client = client_;
  ASSERT_PJRT_OK(api->PJRT_Client_TopologyDescription(&topology));
  auto name = Args<PJRT_TopologyDescription_PlatformName_Args>();
  name.topology = topology.topology;
  ASSERT_PJRT_OK(api->PJRT_TopologyDescription_PlatformName(&name));
  EXPECT_EQ(std::string(name.platform_name, name.platform_name_size), "hlx");
  auto descriptions = Args<PJRT_TopologyDescription_GetDeviceDescriptions_Args>();
  descriptions.topology = topology.topology;
  ASSERT_PJRT_OK(api->PJRT_TopologyDescription_GetDeviceDescriptions(&descriptions));
  ASSERT_EQ(descriptions.num_descriptions, 8u);
  auto id = Args<PJRT_DeviceDescription_Id_Args>();
  id.device_description = descriptions.descriptions[5];
  ASSERT_PJRT_OK(api->PJRT_DeviceDescription_Id(&id));
  EXPECT_EQ(id.id, 5);
  auto serialize = Args<PJRT_TopologyDescription_Serialize_Args>();
  serialize.topology = topology.topology;
  ASSERT_PJRT_OK(api->PJRT_TopologyDescription_Serialize(&serialize));
  EXPECT_GT(serialize.serialized_bytes_size, 0u);
  serialize.serialized_topology_deleter(serialize.serialized_topology);

  // A bitcast sees the same bytes as another type; a size mismatch is refused.
  PJRT_Device* device = Devices(client_)[0];
  float x[2] = {1.0f, -2.0f};
  PJRT_Buffer* buffer = ToDevice(client_, device, x, PJRT_Buffer_Type_F32, {2});
  int64_t dims[1] = {2};
  auto bitcast = Args<PJRT_Buffer_Bitcast_Args>();
  bitcast.buffer = buffer;
  bitcast.element_type = PJRT_Buffer_Type_U32;
  bitcast.dims = dims;
  bitcast.num_dims = 1;
  ASSERT_PJRT_OK(api->PJRT_Buffer_Bitcast(&bitcast));
  EXPECT_EQ(ToHostAs<uint32_t>(bitcast.out_buffer), (std::vector<uint32_t>{0x3f800000u, 0xc0000000u}));
  DestroyBuffer(bitcast.out_buffer);
  bitcast.element_type = PJRT_Buffer_Type_F64;
  EXPECT_EQ(Take(api->PJRT_Buffer_Bitcast(&bitcast)).code, PJRT_Error_Code_INVALID_ARGUMENT);
  DestroyBuffer(buffer);

  // A view of the caller's memory holds a copy: the caller is told at once that its memory is free.
  double y[3] = {0.5, 1.5, 2.5};
  int64_t ydims[1] = {3};
  static int released = 0;
  released = 0;
  auto view = Args<PJRT_Client_CreateViewOfDeviceBuffer_Args>();
  view.client = client_;
  view.device_buffer_ptr = y;
  view.dims = ydims;
  view.num_dims = 1;
  view.element_type = PJRT_Buffer_Type_F64;
  view.device = device;
  view.on_delete_callback = [](void*, void*) { ++released; };
  ASSERT_PJRT_OK(api->PJRT_Client_CreateViewOfDeviceBuffer(&view));
  EXPECT_EQ(released, 1);
  y[0] = 9;
  EXPECT_EQ(ToHostAs<double>(view.buffer), (std::vector<double>{0.5, 1.5, 2.5}));
  DestroyBuffer(view.buffer);
}

}  // namespace
