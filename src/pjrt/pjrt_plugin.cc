// libhlx_pjrt.so: the PJRT C API (pjrt_c_api.h) over hlx's runtime (src/runtime). GetPjrtApi is the
// only exported symbol.
//
// Every entry point checks its `*_Args` struct (not null, struct_size at least the size of the fields
// it reads), catches every exception, and turns a Status into a PJRT_Error. Functions hlx does not
// offer are in the table and answer UNIMPLEMENTED naming themselves. docs/pjrt.md lists what each
// function does.
#include <algorithm>
#include <charconv>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "hlx/custom_call.h"
#include "interp/ffi_call.h"
#include "pjrt/pjrt_c_api.h"
#include "runtime/client.h"
#include "runtime/compile_options.h"
#include "runtime/event.h"
#include "runtime/executable.h"
#include "sharding/hlo_sharding.h"

namespace rt = hlx::runtime;
using hlx::ElementType;
using hlx::InvalidArgument;
using hlx::Status;
using hlx::StatusCode;
using hlx::StatusOr;

// ---- The C objects ------------------------------------------------------------------------------------

// Errors and memories begin with their function tables (kErrorTable, kMemoryTable), as the ABI has it.
struct PJRT_Error {
  const PJRT_Error_FunctionTable* vtable;
  Status status;
};

struct PJRT_Event {
  std::shared_ptr<rt::Event> event;
};

struct PJRT_DeviceDescription {
  PJRT_Device* device;
};

struct PJRT_Memory {
  const PJRT_Memory_FunctionTable* vtable;
  rt::Memory* memory;
  std::vector<PJRT_Device*> devices;  // the one device that addresses it
  // What the framework attached (PJRT_Memory_FunctionTable::set_user_data): key -> value, destructor.
  std::mutex user_data_mutex;
  std::map<const void*, std::pair<void*, void (*)(void*)>> user_data;

  ~PJRT_Memory() {
    for (auto& [key, entry] : user_data)
      if (entry.second) entry.second(entry.first);
  }
};

struct PJRT_Device {
  rt::Device* device;
  PJRT_DeviceDescription description;
  PJRT_Memory* memory;                 // the default memory, of kind "device"
  std::vector<PJRT_Memory*> memories;  // {memory, the pinned_host memory}
};

// The client's devices as a topology (owned by the client).
struct PJRT_TopologyDescription {
  PJRT_Client* client;
  std::vector<PJRT_DeviceDescription*> descriptions;
  std::string serialized;
};

struct PJRT_Client {
  std::unique_ptr<rt::Client> client;
  std::vector<std::unique_ptr<PJRT_Device>> device_storage;
  std::vector<std::unique_ptr<PJRT_Memory>> memory_storage;
  std::vector<PJRT_Device*> devices;
  std::vector<PJRT_Memory*> memories;
  PJRT_TopologyDescription topology;
  std::string platform_name = "hlx";
  std::string platform_version;

  PJRT_Device* Wrap(const rt::Device* device) const { return devices[device->id()]; }
  PJRT_Memory* Wrap(const rt::Memory* memory) const { return memories[memory->id()]; }
};

// A layout of the layouts extension: hlx arrays are dense, in this order of dimensions (minor to
// major); every one is row-major.
struct PJRT_Layouts_MemoryLayout {
  std::vector<int64_t> minor_to_major;
};
struct PJRT_Layouts_SerializedLayout {
  std::string bytes;
};

struct PJRT_Buffer {
  PJRT_Client* client;
  std::shared_ptr<rt::Buffer> buffer;
  PJRT_Layouts_MemoryLayout layout;  // row-major: backs GetMemoryLayout and Buffer_MemoryLayout
};

// What the executable query functions hand out, kept alive with the executable.
struct PJRT_Executable {
  std::shared_ptr<rt::Executable> exe;
  std::string compile_options;  // the serialized xla.CompileOptionsProto it was compiled with
  std::vector<PJRT_Buffer_Type> output_types;
  std::vector<int64_t> output_dims;
  std::vector<size_t> output_ranks;
  std::vector<const char*> memory_kinds;  // every output's, then every parameter's
  std::vector<size_t> memory_kind_sizes;
  std::vector<PJRT_NamedValue> cost_properties;  // "flops", "bytes accessed" where the backend counts them
  // The layouts extension's layouts of the parameters and outputs.
  std::vector<PJRT_Layouts_MemoryLayout> layouts;  // every parameter's, then every output's
  std::vector<PJRT_Layouts_MemoryLayout*> parameter_layouts, output_layouts;
  // The shardings extension's: a serialized xla.OpSharding per parameter and per output, none where
  // the program has none; or why they could not be written.
  struct Shardings {
    std::vector<std::string> bytes;
    std::vector<const char*> data;
    std::vector<size_t> sizes;
  };
  Shardings parameter_shardings, output_shardings;
  Status shardings_status;
};

struct PJRT_LoadedExecutable {
  PJRT_Client* client;
  std::shared_ptr<rt::Executable> exe;
  std::string compile_options;
  std::vector<PJRT_Device*> devices;
  std::vector<PJRT_LogicalDeviceIds> logical_ids;  // of `devices`, in the same order
  bool deleted = false;
};

struct PJRT_Device_Attributes {};

// Serialized forms handed out with a deleter: the bytes live until it is called.
struct PJRT_SerializedExecutable {
  std::string bytes;
};
struct PJRT_SerializedCompileOptions {
  std::string bytes;
};
struct PJRT_DeviceAssignmentSerialized {
  std::string bytes;
};
struct PJRT_SerializedTopology {
  std::string bytes;
};

namespace {

// ---- Errors and argument checks -------------------------------------------------------------------

void ErrorTableDestroy(PJRT_Error* error) { delete error; }

void ErrorTableMessage(const PJRT_Error* error, const char** message, size_t* message_size) {
  *message = error->status.message().c_str();
  *message_size = error->status.message().size();
}

PJRT_Error_Code CodeOf(StatusCode code);

PJRT_Error_Code ErrorTableGetCode(const PJRT_Error* error) { return CodeOf(error->status.code()); }

// hlx's errors carry no payloads.
void ErrorTableForEachPayload(const PJRT_Error*, PJRT_Error_PayloadVisitor, void*) {}

const PJRT_Error_FunctionTable kErrorTable = {PJRT_Error_FunctionTable_STRUCT_SIZE,
                                              sizeof(PJRT_Error),
                                              nullptr,
                                              ErrorTableDestroy,
                                              ErrorTableMessage,
                                              ErrorTableGetCode,
                                              ErrorTableForEachPayload};

PJRT_Error* NewError(Status status) { return new PJRT_Error{&kErrorTable, std::move(status)}; }

void* MemoryGetUserData(PJRT_Memory* memory, const void* key) {
  std::lock_guard<std::mutex> lock(memory->user_data_mutex);
  auto it = memory->user_data.find(key);
  return it == memory->user_data.end() ? nullptr : it->second.first;
}

// Replaces the value under `key` (running the old value's destructor).
void MemorySetUserData(PJRT_Memory* memory, const void* key, void* data, void (*dtor)(void*)) {
  std::pair<void*, void (*)(void*)> old{nullptr, nullptr};
  {
    std::lock_guard<std::mutex> lock(memory->user_data_mutex);
    auto [it, inserted] = memory->user_data.try_emplace(key, data, dtor);
    if (!inserted) old = std::exchange(it->second, {data, dtor});
  }
  if (old.second) old.second(old.first);
}

const PJRT_Memory_FunctionTable kMemoryTable = {PJRT_Memory_FunctionTable_STRUCT_SIZE, nullptr,
                                                sizeof(PJRT_Memory), MemoryGetUserData, MemorySetUserData};

PJRT_Error_Code CodeOf(StatusCode code) {
  switch (code) {
    case StatusCode::kOk:
      return PJRT_Error_Code_OK;
    case StatusCode::kInvalidArgument:
      return PJRT_Error_Code_INVALID_ARGUMENT;
    case StatusCode::kNotFound:
      return PJRT_Error_Code_NOT_FOUND;
    case StatusCode::kUnimplemented:
      return PJRT_Error_Code_UNIMPLEMENTED;
    case StatusCode::kResourceExhausted:
      return PJRT_Error_Code_RESOURCE_EXHAUSTED;
    case StatusCode::kFailedPrecondition:
      return PJRT_Error_Code_FAILED_PRECONDITION;
    case StatusCode::kInternal:
      return PJRT_Error_Code_INTERNAL;
  }
  return PJRT_Error_Code_UNKNOWN;
}

// A caller's error code as a Status (for PJRT_Event_Set).
Status StatusOf(PJRT_Error_Code code, std::string message) {
  switch (code) {
    case PJRT_Error_Code_OK:
      return Status();
    case PJRT_Error_Code_INVALID_ARGUMENT:
      return Status(StatusCode::kInvalidArgument, std::move(message));
    case PJRT_Error_Code_NOT_FOUND:
      return Status(StatusCode::kNotFound, std::move(message));
    case PJRT_Error_Code_UNIMPLEMENTED:
      return Status(StatusCode::kUnimplemented, std::move(message));
    case PJRT_Error_Code_RESOURCE_EXHAUSTED:
      return Status(StatusCode::kResourceExhausted, std::move(message));
    case PJRT_Error_Code_FAILED_PRECONDITION:
      return Status(StatusCode::kFailedPrecondition, std::move(message));
    default:
      return Status(StatusCode::kInternal, std::move(message));
  }
}

// Runs `body` for a C entry point: checks `args` and its struct_size (at least `required` bytes, the
// fields the function reads and writes), and turns a failed Status or an exception into a PJRT_Error.
template <typename Args, typename Body>
PJRT_Error* Entry(Args* args, const char* struct_name, size_t required, Body&& body) {
  if (args == nullptr)
    return NewError(InvalidArgument(std::string(struct_name) + ": the args pointer is null"));
  if (args->struct_size < required)
    return NewError(InvalidArgument(std::string(struct_name) + ": struct_size is " +
                                    std::to_string(args->struct_size) + ", expected at least " +
                                    std::to_string(required)));
  try {
    Status status = body();
    return status.ok() ? nullptr : NewError(std::move(status));
  } catch (const std::bad_alloc&) {
    return NewError(Status(StatusCode::kResourceExhausted, std::string(struct_name) + ": out of memory"));
  } catch (const std::exception& e) {
    return NewError(hlx::Internal(std::string(struct_name) + ": " + e.what()));
  } catch (...) {
    return NewError(hlx::Internal(std::string(struct_name) + ": an unknown exception"));
  }
}

// `return HLX_ENTRY(PJRT_Foo_Args, args) { ...; return status; });` runs the braces as Entry's body,
// checking the whole struct; HLX_ENTRY_UPTO checks it up to and including the field `last`.
#define HLX_ENTRY(Type, args) Entry(args, #Type, Type##_STRUCT_SIZE, [&]() -> Status
#define HLX_ENTRY_UPTO(Type, args, last) Entry(args, #Type, PJRT_STRUCT_SIZE(Type, last), [&]() -> Status

// Whether a caller's struct reaches `field` (it may be older than this header).
#define HLX_HAS_FIELD(args, Type, field) ((args)->struct_size >= PJRT_STRUCT_SIZE(Type, field))

Status Need(const void* pointer, const char* what) {
  return pointer ? Status() : InvalidArgument(std::string(what) + " is null");
}

// ---- Element types ----------------------------------------------------------------------------------

struct TypePair {
  PJRT_Buffer_Type pjrt;
  ElementType hlx;
};
constexpr TypePair kTypes[] = {
    {PJRT_Buffer_Type_PRED, ElementType::kI1},
    {PJRT_Buffer_Type_S2, ElementType::kSI2},
    {PJRT_Buffer_Type_S4, ElementType::kSI4},
    {PJRT_Buffer_Type_S8, ElementType::kSI8},
    {PJRT_Buffer_Type_S16, ElementType::kSI16},
    {PJRT_Buffer_Type_S32, ElementType::kSI32},
    {PJRT_Buffer_Type_S64, ElementType::kSI64},
    {PJRT_Buffer_Type_U2, ElementType::kUI2},
    {PJRT_Buffer_Type_U4, ElementType::kUI4},
    {PJRT_Buffer_Type_U8, ElementType::kUI8},
    {PJRT_Buffer_Type_U16, ElementType::kUI16},
    {PJRT_Buffer_Type_U32, ElementType::kUI32},
    {PJRT_Buffer_Type_U64, ElementType::kUI64},
    {PJRT_Buffer_Type_F16, ElementType::kF16},
    {PJRT_Buffer_Type_BF16, ElementType::kBF16},
    {PJRT_Buffer_Type_F32, ElementType::kF32},
    {PJRT_Buffer_Type_F64, ElementType::kF64},
    {PJRT_Buffer_Type_C64, ElementType::kC64},
    {PJRT_Buffer_Type_C128, ElementType::kC128},
    {PJRT_Buffer_Type_F8E5M2, ElementType::kF8E5M2},
    {PJRT_Buffer_Type_F8E4M3FN, ElementType::kF8E4M3FN},
    {PJRT_Buffer_Type_F8E4M3B11FNUZ, ElementType::kF8E4M3B11FNUZ},
    {PJRT_Buffer_Type_F8E5M2FNUZ, ElementType::kF8E5M2FNUZ},
    {PJRT_Buffer_Type_F8E4M3FNUZ, ElementType::kF8E4M3FNUZ},
    {PJRT_Buffer_Type_F8E4M3, ElementType::kF8E4M3},
    {PJRT_Buffer_Type_F8E3M4, ElementType::kF8E3M4},
    {PJRT_Buffer_Type_F8E8M0FNU, ElementType::kF8E8M0FNU},
    {PJRT_Buffer_Type_F4E2M1FN, ElementType::kF4E2M1FN},
};

StatusOr<ElementType> ToHlx(PJRT_Buffer_Type type) {
  for (const TypePair& pair : kTypes)
    if (pair.pjrt == type) return pair.hlx;
  return hlx::Unimplemented("PJRT element type " + std::to_string(static_cast<int>(type)) +
                            " is not supported by hlx");
}

PJRT_Buffer_Type ToPjrt(ElementType type) {
  for (const TypePair& pair : kTypes)
    if (pair.hlx == type) return pair.pjrt;
  return PJRT_Buffer_Type_INVALID;
}

// ---- Plugin -----------------------------------------------------------------------------------------

PJRT_NamedValue Int64Value(const char* name, int64_t value) {
  PJRT_NamedValue v{};
  v.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  v.name = name;
  v.name_size = std::strlen(name);
  v.type = PJRT_NamedValue_kInt64;
  v.int64_value = value;
  v.value_size = 1;
  return v;
}

PJRT_NamedValue FloatValue(const char* name, float value) {
  PJRT_NamedValue v{};
  v.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  v.name = name;
  v.name_size = std::strlen(name);
  v.type = PJRT_NamedValue_kFloat;
  v.float_value = value;
  v.value_size = 1;
  return v;
}

PJRT_NamedValue Int64ListValue(const char* name, const int64_t* values, size_t size) {
  PJRT_NamedValue v{};
  v.struct_size = PJRT_NamedValue_STRUCT_SIZE;
  v.name = name;
  v.name_size = std::strlen(name);
  v.type = PJRT_NamedValue_kInt64List;
  v.int64_array_value = values;
  v.value_size = size;
  return v;
}

// The StableHLO versions hlx reads: from the oldest VHLO version to the newest whose every op version
// the bytecode reader knows (1.9.0 added the result_accuracy op versions).
constexpr int64_t kStablehloCurrent[] = {1, 9, 0};
constexpr int64_t kStablehloMinimum[] = {0, 9, 0};

const std::vector<PJRT_NamedValue>& PluginAttributes() {
  static const std::vector<PJRT_NamedValue> attributes = {
      Int64Value("xla_version", 2),
      Int64ListValue("stablehlo_current_version", kStablehloCurrent, 3),
      Int64ListValue("stablehlo_minimum_version", kStablehloMinimum, 3),
  };
  return attributes;
}

PJRT_Error* PluginInitialize(PJRT_Plugin_Initialize_Args* args) {
  return HLX_ENTRY(PJRT_Plugin_Initialize_Args, args) { return Status(); });
}

PJRT_Error* PluginAttributes(PJRT_Plugin_Attributes_Args* args) {
  return HLX_ENTRY(PJRT_Plugin_Attributes_Args, args) {
    args->attributes = PluginAttributes().data();
    args->num_attributes = PluginAttributes().size();
    return Status();
  });
}

// ---- Errors -----------------------------------------------------------------------------------------

void ErrorDestroy(PJRT_Error_Destroy_Args* args) {
  if (args && args->struct_size >= PJRT_Error_Destroy_Args_STRUCT_SIZE) delete args->error;
}

void ErrorMessage(PJRT_Error_Message_Args* args) {
  if (!args || args->struct_size < PJRT_Error_Message_Args_STRUCT_SIZE) return;
  if (!args->error) {
    args->message = "";
    args->message_size = 0;
    return;
  }
  args->message = args->error->status.message().c_str();
  args->message_size = args->error->status.message().size();
}

PJRT_Error* ErrorGetCode(PJRT_Error_GetCode_Args* args) {
  return HLX_ENTRY(PJRT_Error_GetCode_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->error, "error"));
    args->code = CodeOf(args->error->status.code());
    return Status();
  });
}

// ---- Events -----------------------------------------------------------------------------------------

PJRT_Event* NewEvent(std::shared_ptr<rt::Event> event) { return new PJRT_Event{std::move(event)}; }

PJRT_Error* EventDestroy(PJRT_Event_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_Event_Destroy_Args, args) {
    delete args->event;
    return Status();
  });
}

PJRT_Error* EventIsReady(PJRT_Event_IsReady_Args* args) {
  return HLX_ENTRY(PJRT_Event_IsReady_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->event, "event"));
    args->is_ready = args->event->event->IsReady();
    return Status();
  });
}

// Returns the event's own error (not an error of the call): hence no Entry wrapper around the result.
PJRT_Error* EventError(PJRT_Event_Error_Args* args) {
  Status event_status;
  PJRT_Error* call_error = HLX_ENTRY(PJRT_Event_Error_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->event, "event"));
    if (!args->event->event->IsReady())
      return Status(StatusCode::kFailedPrecondition, "PJRT_Event_Error: the event is not ready");
    event_status = args->event->event->Await();
    return Status();
  });
  if (call_error) return call_error;
  return event_status.ok() ? nullptr : NewError(event_status);
}

PJRT_Error* EventAwait(PJRT_Event_Await_Args* args) {
  Status event_status;
  PJRT_Error* call_error = HLX_ENTRY(PJRT_Event_Await_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->event, "event"));
    event_status = args->event->event->Await();
    return Status();
  });
  if (call_error) return call_error;
  return event_status.ok() ? nullptr : NewError(event_status);
}

PJRT_Error* EventOnReady(PJRT_Event_OnReady_Args* args) {
  return HLX_ENTRY(PJRT_Event_OnReady_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->event, "event"));
    HLX_RETURN_IF_ERROR(Need(reinterpret_cast<const void*>(args->callback), "callback"));
    PJRT_Event_OnReadyCallback callback = args->callback;
    void* user_arg = args->user_arg;
    args->event->event->OnReady([callback, user_arg](const Status& status) {
      callback(status.ok() ? nullptr : NewError(status), user_arg);
    });
    return Status();
  });
}

PJRT_Error* EventCreate(PJRT_Event_Create_Args* args) {
  return HLX_ENTRY(PJRT_Event_Create_Args, args) {
    args->event = NewEvent(rt::Event::Create());
    return Status();
  });
}

PJRT_Error* EventSet(PJRT_Event_Set_Args* args) {
  return HLX_ENTRY(PJRT_Event_Set_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->event, "event"));
    std::string message =
        args->error_message ? std::string(args->error_message, args->error_message_size) : "";
    return args->event->event->Set(StatusOf(args->error_code, std::move(message)));
  });
}

// ---- Client -----------------------------------------------------------------------------------------

// The plugin's version: in the platform version, and in every serialized executable, which only the same
// version loads.
constexpr char kPluginVersion[] = "hlx 0.1.0";

// Client options: `num_devices`, an int64 or a decimal string (JAX_PJRT_CLIENT_CREATE_OPTIONS passes
// strings), 1 to 1024, default 1. Other options are ignored.
StatusOr<rt::ClientOptions> ClientOptionsOf(const PJRT_NamedValue* options, size_t count) {
  rt::ClientOptions result;
  for (size_t i = 0; i < count; ++i) {
    const PJRT_NamedValue& option = options[i];
    std::string name(option.name ? option.name : "", option.name ? option.name_size : 0);
    if (name != "num_devices") continue;
    int64_t value = 0;
    if (option.type == PJRT_NamedValue_kInt64) {
      value = option.int64_value;
    } else if (option.type == PJRT_NamedValue_kString) {
      std::string text(option.string_value ? option.string_value : "",
                       option.string_value ? option.value_size : 0);
      auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
      if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return InvalidArgument("PJRT_Client_Create: option num_devices is \"" + text +
                               "\", expected a whole number");
    } else {
      return InvalidArgument("PJRT_Client_Create: option num_devices is neither an int64 nor a string");
    }
    if (value < 1 || value > 1024)
      return InvalidArgument("PJRT_Client_Create: option num_devices is " + std::to_string(value) +
                             ", expected 1 to 1024");
    result.num_devices = static_cast<int>(value);
  }
  return result;
}

PJRT_Error* ClientCreate(PJRT_Client_Create_Args* args) {
  return HLX_ENTRY_UPTO(PJRT_Client_Create_Args, args, client) {
    if (args->num_options > 0) HLX_RETURN_IF_ERROR(Need(args->create_options, "create_options"));
    HLX_ASSIGN_OR_RETURN(rt::ClientOptions options, ClientOptionsOf(args->create_options, args->num_options));
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<rt::Client> client, rt::Client::Create(options));
    auto c = std::make_unique<PJRT_Client>();
    c->client = std::move(client);
    c->platform_version = kPluginVersion;
    size_t n = c->client->devices().size();
    c->memories.resize(2 * n);
    for (rt::Device* device : c->client->devices()) {
      auto wrapped = std::make_unique<PJRT_Device>();
      wrapped->device = device;
      wrapped->description.device = wrapped.get();
      for (rt::Memory* m : {device->memory(), device->host_memory()}) {
        auto memory = std::make_unique<PJRT_Memory>();
        memory->vtable = &kMemoryTable;
        memory->memory = m;
        memory->devices = {wrapped.get()};
        wrapped->memories.push_back(memory.get());
        c->memories[m->id()] = memory.get();
        c->memory_storage.push_back(std::move(memory));
      }
      wrapped->memory = wrapped->memories[0];
      c->topology.descriptions.push_back(&wrapped->description);
      c->devices.push_back(wrapped.get());
      c->device_storage.push_back(std::move(wrapped));
    }
    c->topology.client = c.get();
    c->topology.serialized = std::string(kPluginVersion) + " cpu x" + std::to_string(n);
    args->client = c.release();
    return Status();
  });
}

PJRT_Error* ClientDestroy(PJRT_Client_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_Client_Destroy_Args, args) {
    delete args->client;
    return Status();
  });
}

PJRT_Error* ClientPlatformName(PJRT_Client_PlatformName_Args* args) {
  return HLX_ENTRY(PJRT_Client_PlatformName_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->platform_name = args->client->platform_name.c_str();
    args->platform_name_size = args->client->platform_name.size();
    return Status();
  });
}

PJRT_Error* ClientProcessIndex(PJRT_Client_ProcessIndex_Args* args) {
  return HLX_ENTRY(PJRT_Client_ProcessIndex_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->process_index = 0;
    return Status();
  });
}

PJRT_Error* ClientPlatformVersion(PJRT_Client_PlatformVersion_Args* args) {
  return HLX_ENTRY(PJRT_Client_PlatformVersion_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->platform_version = args->client->platform_version.c_str();
    args->platform_version_size = args->client->platform_version.size();
    return Status();
  });
}

PJRT_Error* ClientDevices(PJRT_Client_Devices_Args* args) {
  return HLX_ENTRY(PJRT_Client_Devices_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->devices = args->client->devices.data();
    args->num_devices = args->client->devices.size();
    return Status();
  });
}

PJRT_Error* ClientAddressableDevices(PJRT_Client_AddressableDevices_Args* args) {
  return HLX_ENTRY(PJRT_Client_AddressableDevices_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->addressable_devices = args->client->devices.data();
    args->num_addressable_devices = args->client->devices.size();
    return Status();
  });
}

PJRT_Error* ClientLookupDevice(PJRT_Client_LookupDevice_Args* args) {
  return HLX_ENTRY(PJRT_Client_LookupDevice_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    rt::Device* device = args->client->client->LookupDevice(args->id);
    if (!device)
      return hlx::NotFound("PJRT_Client_LookupDevice: no device has id " + std::to_string(args->id));
    args->device = args->client->Wrap(device);
    return Status();
  });
}

PJRT_Error* ClientLookupAddressableDevice(PJRT_Client_LookupAddressableDevice_Args* args) {
  return HLX_ENTRY(PJRT_Client_LookupAddressableDevice_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    rt::Device* device = args->client->client->LookupDevice(args->local_hardware_id);
    if (!device)
      return hlx::NotFound("PJRT_Client_LookupAddressableDevice: no device has local hardware id " +
                           std::to_string(args->local_hardware_id));
    args->addressable_device = args->client->Wrap(device);
    return Status();
  });
}

PJRT_Error* ClientAddressableMemories(PJRT_Client_AddressableMemories_Args* args) {
  return HLX_ENTRY(PJRT_Client_AddressableMemories_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->addressable_memories = args->client->memories.data();
    args->num_addressable_memories = args->client->memories.size();
    return Status();
  });
}

// Compiles `program` (MLIR text or bytecode) with `compile_options` (a serialized CompileOptionsProto)
// for `client`'s devices.
StatusOr<PJRT_LoadedExecutable*> CompileAndLoad(PJRT_Client* client, std::string_view program,
                                                std::string compile_options) {
  HLX_ASSIGN_OR_RETURN(rt::CompileOptions options, rt::ParseCompileOptions(compile_options));
  HLX_ASSIGN_OR_RETURN(std::shared_ptr<rt::Executable> exe,
                       rt::Executable::Compile(client->client.get(), program, "<program>", options));
  auto loaded = std::make_unique<PJRT_LoadedExecutable>();
  loaded->client = client;
  loaded->exe = std::move(exe);
  loaded->compile_options = std::move(compile_options);
  int partitions = static_cast<int>(loaded->exe->num_partitions());
  int index = 0;
  for (rt::Device* device : loaded->exe->devices()) {
    loaded->devices.push_back(client->Wrap(device));
    loaded->logical_ids.push_back(PJRT_LogicalDeviceIds{index / partitions, index % partitions});
    ++index;
  }
  return loaded.release();
}

PJRT_Error* ClientCompile(PJRT_Client_Compile_Args* args) {
  return HLX_ENTRY(PJRT_Client_Compile_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    HLX_RETURN_IF_ERROR(Need(args->program, "program"));
    const PJRT_Program* program = args->program;
    if (program->struct_size < PJRT_Program_STRUCT_SIZE)
      return InvalidArgument("PJRT_Program: struct_size is " + std::to_string(program->struct_size) +
                             ", expected at least " + std::to_string(PJRT_Program_STRUCT_SIZE));
    HLX_RETURN_IF_ERROR(Need(program->format, "program format"));
    if (program->code_size > 0) HLX_RETURN_IF_ERROR(Need(program->code, "program code"));
    std::string format(program->format, program->format_size);
    if (format != "mlir")
      return InvalidArgument("PJRT_Client_Compile: program format '" + format +
                             "' is not supported; hlx compiles 'mlir' programs (MLIR bytecode or text)");
    if (args->compile_options_size > 0) HLX_RETURN_IF_ERROR(Need(args->compile_options, "compile_options"));
    HLX_ASSIGN_OR_RETURN(args->executable,
                         CompileAndLoad(args->client, std::string_view(program->code, program->code_size),
                                        std::string(args->compile_options, args->compile_options_size)));
    return Status();
  });
}

PJRT_Error* ClientDefaultDeviceAssignment(PJRT_Client_DefaultDeviceAssignment_Args* args) {
  return HLX_ENTRY(PJRT_Client_DefaultDeviceAssignment_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    HLX_ASSIGN_OR_RETURN(std::vector<int64_t> ids, args->client->client->DefaultDeviceAssignment(
                                                       args->num_replicas, args->num_partitions));
    if (args->default_assignment_size < ids.size())
      return InvalidArgument("PJRT_Client_DefaultDeviceAssignment: default_assignment_size is " +
                             std::to_string(args->default_assignment_size) + ", expected at least " +
                             std::to_string(ids.size()));
    HLX_RETURN_IF_ERROR(Need(args->default_assignment, "default_assignment"));
    for (size_t i = 0; i < ids.size(); ++i) args->default_assignment[i] = static_cast<int>(ids[i]);
    return Status();
  });
}

// Whether `layout` (null: the default) is dense row-major for `rank` dimensions of `element_bytes`.
bool IsDenseRowMajor(const PJRT_Buffer_MemoryLayout* layout, std::span<const int64_t> dims,
                     int64_t element_bytes) {
  if (!layout) return true;
  if (layout->type == PJRT_Buffer_MemoryLayout_Type_Tiled) {
    const PJRT_Buffer_MemoryLayout_Tiled& tiled = layout->tiled;
    if (tiled.num_tiles != 0 || tiled.minor_to_major_size != dims.size()) return false;
    for (size_t i = 0; i < dims.size(); ++i)
      if (!tiled.minor_to_major || tiled.minor_to_major[i] != static_cast<int64_t>(dims.size() - 1 - i))
        return false;
    return true;
  }
  const PJRT_Buffer_MemoryLayout_Strides& strides = layout->strides;
  if (strides.num_byte_strides != dims.size()) return false;
  std::vector<int64_t> dense = hlx::Strides(dims);
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] > 1 && (!strides.byte_strides || strides.byte_strides[i] != dense[i] * element_bytes))
      return false;
  return true;
}

// The layout of a dense row-major array of `rank` dimensions, the only one hlx arrays have.
PJRT_Layouts_MemoryLayout RowMajorLayout(size_t rank) {
  PJRT_Layouts_MemoryLayout layout;
  for (size_t i = 0; i < rank; ++i) layout.minor_to_major.push_back(static_cast<int64_t>(rank - 1 - i));
  return layout;
}

PJRT_Buffer* NewBuffer(PJRT_Client* client, std::shared_ptr<rt::Buffer> buffer) {
  auto wrapped = std::make_unique<PJRT_Buffer>();
  wrapped->client = client;
  wrapped->layout = RowMajorLayout(buffer->dims().size());
  wrapped->buffer = std::move(buffer);
  return wrapped.release();
}

PJRT_Error* ClientBufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args* args) {
  return HLX_ENTRY(PJRT_Client_BufferFromHostBuffer_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    if (args->num_dims > 0) HLX_RETURN_IF_ERROR(Need(args->dims, "dims"));
    if (args->num_byte_strides > 0) HLX_RETURN_IF_ERROR(Need(args->byte_strides, "byte_strides"));
    switch (args->host_buffer_semantics) {
      // hlx copies the data during the call in every case, which each of these allows.
      case PJRT_HostBufferSemantics_kImmutableOnlyDuringCall:
      case PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes:
      case PJRT_HostBufferSemantics_kImmutableZeroCopy:
      case PJRT_HostBufferSemantics_kMutableZeroCopy:
        break;
      default:
        return InvalidArgument("PJRT_Client_BufferFromHostBuffer: unknown host buffer semantics " +
                               std::to_string(static_cast<int>(args->host_buffer_semantics)));
    }
    HLX_ASSIGN_OR_RETURN(ElementType element, ToHlx(args->type));
    std::span<const int64_t> dims(args->dims, args->num_dims);
    if (!IsDenseRowMajor(args->device_layout, dims, hlx::ElementStorageBytes(element)))
      return hlx::Unimplemented(
          "PJRT_Client_BufferFromHostBuffer: hlx keeps buffers dense row-major; "
          "another device_layout is not supported");
    rt::Memory* memory = nullptr;
    if (args->memory) {
      memory = args->memory->memory;
    } else {
      HLX_RETURN_IF_ERROR(Need(args->device, "device and memory"));
      memory = args->device->device->memory();
    }
    HLX_ASSIGN_OR_RETURN(
        std::shared_ptr<rt::Buffer> buffer,
        rt::BufferFromHost(memory, args->data, element, dims,
                           std::span<const int64_t>(args->byte_strides, args->num_byte_strides)));
    args->buffer = NewBuffer(args->client, std::move(buffer));
    args->done_with_host_buffer = NewEvent(rt::Event::Ready());
    return Status();
  });
}

// ---- Device descriptions and devices ---------------------------------------------------------------

PJRT_Error* DeviceDescriptionId(PJRT_DeviceDescription_Id_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_Id_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    args->id = args->device_description->device->device->id();
    return Status();
  });
}

PJRT_Error* DeviceDescriptionProcessIndex(PJRT_DeviceDescription_ProcessIndex_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_ProcessIndex_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    args->process_index = 0;
    return Status();
  });
}

PJRT_Error* DeviceDescriptionAttributes(PJRT_DeviceDescription_Attributes_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_Attributes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    args->num_attributes = 0;
    args->attributes = nullptr;
    return Status();
  });
}

PJRT_Error* DeviceDescriptionKind(PJRT_DeviceDescription_Kind_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_Kind_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    const std::string& kind = args->device_description->device->device->kind();
    args->device_kind = kind.c_str();
    args->device_kind_size = kind.size();
    return Status();
  });
}

PJRT_Error* DeviceDescriptionDebugString(PJRT_DeviceDescription_DebugString_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_DebugString_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    const std::string& s = args->device_description->device->device->debug_string();
    args->debug_string = s.c_str();
    args->debug_string_size = s.size();
    return Status();
  });
}

PJRT_Error* DeviceDescriptionToString(PJRT_DeviceDescription_ToString_Args* args) {
  return HLX_ENTRY(PJRT_DeviceDescription_ToString_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device_description, "device_description"));
    const std::string& s = args->device_description->device->device->to_string();
    args->to_string = s.c_str();
    args->to_string_size = s.size();
    return Status();
  });
}

PJRT_Error* DeviceGetDescription(PJRT_Device_GetDescription_Args* args) {
  return HLX_ENTRY(PJRT_Device_GetDescription_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->device_description = &args->device->description;
    return Status();
  });
}

PJRT_Error* DeviceIsAddressable(PJRT_Device_IsAddressable_Args* args) {
  return HLX_ENTRY(PJRT_Device_IsAddressable_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->is_addressable = true;
    return Status();
  });
}

PJRT_Error* DeviceLocalHardwareId(PJRT_Device_LocalHardwareId_Args* args) {
  return HLX_ENTRY(PJRT_Device_LocalHardwareId_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->local_hardware_id = args->device->device->local_hardware_id();
    return Status();
  });
}

PJRT_Error* DeviceAddressableMemories(PJRT_Device_AddressableMemories_Args* args) {
  return HLX_ENTRY(PJRT_Device_AddressableMemories_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->memories = args->device->memories.data();
    args->num_memories = args->device->memories.size();
    return Status();
  });
}

PJRT_Error* DeviceDefaultMemory(PJRT_Device_DefaultMemory_Args* args) {
  return HLX_ENTRY(PJRT_Device_DefaultMemory_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->memory = args->device->memory;
    return Status();
  });
}

void DeleteNoDeviceAttributes(PJRT_Device_Attributes*) {}

PJRT_Error* DeviceGetAttributes(PJRT_Device_GetAttributes_Args* args) {
  return HLX_ENTRY(PJRT_Device_GetAttributes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->attributes = nullptr;
    args->num_attributes = 0;
    args->device_attributes = nullptr;
    args->attributes_deleter = DeleteNoDeviceAttributes;
    return Status();
  });
}

// ---- Memories ---------------------------------------------------------------------------------------

PJRT_Error* MemoryId(PJRT_Memory_Id_Args* args) {
  return HLX_ENTRY(PJRT_Memory_Id_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->id = args->memory->memory->id();
    return Status();
  });
}

PJRT_Error* MemoryKind(PJRT_Memory_Kind_Args* args) {
  return HLX_ENTRY(PJRT_Memory_Kind_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->kind = args->memory->memory->kind().c_str();
    args->kind_size = args->memory->memory->kind().size();
    return Status();
  });
}

PJRT_Error* MemoryKindId(PJRT_Memory_Kind_Id_Args* args) {
  return HLX_ENTRY(PJRT_Memory_Kind_Id_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->kind_id = args->memory->memory->kind_id();
    return Status();
  });
}

PJRT_Error* MemoryDebugString(PJRT_Memory_DebugString_Args* args) {
  return HLX_ENTRY(PJRT_Memory_DebugString_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->debug_string = args->memory->memory->debug_string().c_str();
    args->debug_string_size = args->memory->memory->debug_string().size();
    return Status();
  });
}

PJRT_Error* MemoryToString(PJRT_Memory_ToString_Args* args) {
  return HLX_ENTRY(PJRT_Memory_ToString_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->to_string = args->memory->memory->to_string().c_str();
    args->to_string_size = args->memory->memory->to_string().size();
    return Status();
  });
}

PJRT_Error* MemoryAddressableByDevices(PJRT_Memory_AddressableByDevices_Args* args) {
  return HLX_ENTRY(PJRT_Memory_AddressableByDevices_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->memory, "memory"));
    args->devices = args->memory->devices.data();
    args->num_devices = args->memory->devices.size();
    return Status();
  });
}

// ---- Executables ------------------------------------------------------------------------------------

// The serialized xla.OpSharding of each of `texts` (HLO sharding text; replicated where empty), or none
// where every one is empty, as XLA reads an entry computation's shardings.
Status OpShardings(std::span<const std::string> texts, PJRT_Executable::Shardings& out) {
  if (std::all_of(texts.begin(), texts.end(), [](const std::string& t) { return t.empty(); }))
    return Status();
  for (const std::string& text : texts) {
    hlx::HloSharding sharding;  // replicated
    if (!text.empty()) {
      HLX_ASSIGN_OR_RETURN(sharding, hlx::ParseHloSharding(text));
    }
    out.bytes.push_back(rt::SerializeOpSharding(sharding));
  }
  for (const std::string& b : out.bytes) {
    out.data.push_back(b.data());
    out.sizes.push_back(b.size());
  }
  return Status();
}

PJRT_Executable* NewExecutable(std::shared_ptr<rt::Executable> exe, std::string compile_options) {
  auto e = std::make_unique<PJRT_Executable>();
  static const char kDevice[] = "device";
  static const char kPinnedHost[] = "pinned_host";
  auto add_kind = [&](const rt::ArrayShape& shape) {
    bool host = shape.memory == rt::Memory::kPinnedHost;
    e->memory_kinds.push_back(host ? kPinnedHost : kDevice);
    e->memory_kind_sizes.push_back(host ? sizeof(kPinnedHost) - 1 : sizeof(kDevice) - 1);
  };
  for (const rt::ArrayShape& shape : exe->results()) {
    e->output_types.push_back(ToPjrt(shape.element));
    e->output_dims.insert(e->output_dims.end(), shape.dims.begin(), shape.dims.end());
    e->output_ranks.push_back(shape.dims.size());
    add_kind(shape);
  }
  for (const rt::ArrayShape& shape : exe->parameters()) add_kind(shape);
  if (std::optional<rt::ProgramCost> cost = exe->cost()) {
    e->cost_properties.push_back(FloatValue("flops", static_cast<float>(cost->flops)));
    e->cost_properties.push_back(FloatValue("bytes accessed", static_cast<float>(cost->bytes_accessed)));
  }
  for (const rt::ArrayShape& shape : exe->parameters())
    e->layouts.push_back(RowMajorLayout(shape.dims.size()));
  for (const rt::ArrayShape& shape : exe->results()) e->layouts.push_back(RowMajorLayout(shape.dims.size()));
  for (size_t i = 0; i < e->layouts.size(); ++i)
    (i < exe->parameters().size() ? e->parameter_layouts : e->output_layouts).push_back(&e->layouts[i]);
  e->shardings_status = OpShardings(exe->parameter_shardings(), e->parameter_shardings);
  if (e->shardings_status.ok())
    e->shardings_status = OpShardings(exe->result_shardings(), e->output_shardings);
  e->exe = std::move(exe);
  e->compile_options = std::move(compile_options);
  return e.release();
}

PJRT_Error* ExecutableDestroy(PJRT_Executable_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_Executable_Destroy_Args, args) {
    delete args->executable;
    return Status();
  });
}

PJRT_Error* ExecutableName(PJRT_Executable_Name_Args* args) {
  return HLX_ENTRY(PJRT_Executable_Name_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->executable_name = args->executable->exe->name().c_str();
    args->executable_name_size = args->executable->exe->name().size();
    return Status();
  });
}

PJRT_Error* ExecutableNumReplicas(PJRT_Executable_NumReplicas_Args* args) {
  return HLX_ENTRY(PJRT_Executable_NumReplicas_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_replicas = static_cast<size_t>(args->executable->exe->num_replicas());
    return Status();
  });
}

PJRT_Error* ExecutableNumPartitions(PJRT_Executable_NumPartitions_Args* args) {
  return HLX_ENTRY(PJRT_Executable_NumPartitions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_partitions = static_cast<size_t>(args->executable->exe->num_partitions());
    return Status();
  });
}

PJRT_Error* ExecutableNumOutputs(PJRT_Executable_NumOutputs_Args* args) {
  return HLX_ENTRY(PJRT_Executable_NumOutputs_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_outputs = args->executable->exe->results().size();
    return Status();
  });
}

PJRT_Error* ExecutableSizeOfGeneratedCode(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args* args) {
  return HLX_ENTRY(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    // The CPU backend's JIT kernels; a program the evaluator runs has none.
    std::optional<rt::ProgramCost> cost = args->executable->exe->cost();
    args->size_in_bytes = cost ? cost->code_bytes : 0;
    return Status();
  });
}

PJRT_Error* ExecutableGetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args* args) {
  return HLX_ENTRY(PJRT_Executable_GetCostAnalysis_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_properties = args->executable->cost_properties.size();
    args->properties = args->executable->cost_properties.data();
    return Status();
  });
}

PJRT_Error* ExecutableOutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args* args) {
  return HLX_ENTRY(PJRT_Executable_OutputMemoryKinds_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_outputs = args->executable->output_ranks.size();
    args->memory_kinds = args->executable->memory_kinds.data();
    args->memory_kind_sizes = args->executable->memory_kind_sizes.data();
    return Status();
  });
}

PJRT_Error* ExecutableParameterMemoryKinds(PJRT_Executable_ParameterMemoryKinds_Args* args) {
  return HLX_ENTRY(PJRT_Executable_ParameterMemoryKinds_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    size_t outputs = args->executable->output_ranks.size();
    args->num_parameters = args->executable->memory_kinds.size() - outputs;
    args->memory_kinds = args->executable->memory_kinds.data() + outputs;
    args->memory_kind_sizes = args->executable->memory_kind_sizes.data() + outputs;
    return Status();
  });
}

PJRT_Error* ExecutableOptimizedProgram(PJRT_Executable_OptimizedProgram_Args* args) {
  return HLX_ENTRY(PJRT_Executable_OptimizedProgram_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    HLX_RETURN_IF_ERROR(Need(args->program, "program"));
    PJRT_Program* program = args->program;
    const std::string& text = args->executable->exe->optimized_text();
    static const char kMlir[] = "mlir";
    program->format = kMlir;
    program->format_size = sizeof(kMlir) - 1;
    if (program->code == nullptr) {
      program->code_size = text.size();
      return Status();
    }
    if (program->code_size < text.size())
      return InvalidArgument("PJRT_Executable_OptimizedProgram: code_size is " +
                             std::to_string(program->code_size) + ", the program needs " +
                             std::to_string(text.size()));
    std::memcpy(program->code, text.data(), text.size());
    program->code_size = text.size();
    return Status();
  });
}

PJRT_Error* ExecutableFingerprint(PJRT_Executable_Fingerprint_Args* args) {
  return HLX_ENTRY(PJRT_Executable_Fingerprint_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->executable_fingerprint = args->executable->exe->fingerprint().c_str();
    args->executable_fingerprint_size = args->executable->exe->fingerprint().size();
    return Status();
  });
}

PJRT_Error* ExecutableGetCompiledMemoryStats(PJRT_Executable_GetCompiledMemoryStats_Args* args) {
  return HLX_ENTRY_UPTO(PJRT_Executable_GetCompiledMemoryStats_Args, args, host_temp_size_in_bytes) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    auto bytes_of = [](std::span<const rt::ArrayShape> shapes) {
      int64_t total = 0;
      for (const rt::ArrayShape& s : shapes)
        total += hlx::NumElements(s.dims) * hlx::ElementStorageBytes(s.element);
      return total;
    };
    const rt::Executable& exe = *args->executable->exe;
    std::optional<rt::ProgramCost> cost = exe.cost();
    args->generated_code_size_in_bytes = cost ? cost->code_bytes : 0;
    args->argument_size_in_bytes = bytes_of(exe.parameters());
    args->output_size_in_bytes = bytes_of(exe.results());
    args->alias_size_in_bytes = 0;
    args->temp_size_in_bytes = cost ? cost->temp_bytes : 0;
    args->host_generated_code_size_in_bytes = 0;
    args->host_argument_size_in_bytes = 0;
    args->host_output_size_in_bytes = 0;
    args->host_alias_size_in_bytes = 0;
    args->host_temp_size_in_bytes = 0;
    int64_t total = args->argument_size_in_bytes + args->output_size_in_bytes + args->temp_size_in_bytes;
    if (HLX_HAS_FIELD(args, PJRT_Executable_GetCompiledMemoryStats_Args, peak_memory_in_bytes))
      args->peak_memory_in_bytes = total;
    if (HLX_HAS_FIELD(args, PJRT_Executable_GetCompiledMemoryStats_Args, total_size_in_bytes))
      args->total_size_in_bytes = total;
    if (HLX_HAS_FIELD(args, PJRT_Executable_GetCompiledMemoryStats_Args, total_allocation_bytes))
      args->total_allocation_bytes = total;
    if (HLX_HAS_FIELD(args, PJRT_Executable_GetCompiledMemoryStats_Args, indefinite_allocations))
      args->indefinite_allocations = 0;
    if (HLX_HAS_FIELD(args, PJRT_Executable_GetCompiledMemoryStats_Args, peak_unpadded_heap_bytes))
      args->peak_unpadded_heap_bytes = total;
    return Status();
  });
}

PJRT_Error* ExecutableOutputElementTypes(PJRT_Executable_OutputElementTypes_Args* args) {
  return HLX_ENTRY(PJRT_Executable_OutputElementTypes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->output_types = args->executable->output_types.data();
    args->num_output_types = args->executable->output_types.size();
    return Status();
  });
}

PJRT_Error* ExecutableOutputDimensions(PJRT_Executable_OutputDimensions_Args* args) {
  return HLX_ENTRY(PJRT_Executable_OutputDimensions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_outputs = args->executable->output_ranks.size();
    args->dims = args->executable->output_dims.data();
    args->dim_sizes = args->executable->output_ranks.data();
    return Status();
  });
}

// ---- Loaded executables -----------------------------------------------------------------------------

Status Live(const PJRT_LoadedExecutable* executable) {
  HLX_RETURN_IF_ERROR(Need(executable, "executable"));
  if (executable->deleted) return Status(StatusCode::kFailedPrecondition, "the executable was deleted");
  return Status();
}

PJRT_Error* LoadedExecutableDestroy(PJRT_LoadedExecutable_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_Destroy_Args, args) {
    delete args->executable;
    return Status();
  });
}

PJRT_Error* LoadedExecutableGetExecutable(PJRT_LoadedExecutable_GetExecutable_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_GetExecutable_Args, args) {
    HLX_RETURN_IF_ERROR(Live(args->loaded_executable));
    args->executable = NewExecutable(args->loaded_executable->exe, args->loaded_executable->compile_options);
    return Status();
  });
}

PJRT_Error* LoadedExecutableAddressableDevices(PJRT_LoadedExecutable_AddressableDevices_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_AddressableDevices_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->addressable_devices = args->executable->devices.data();
    args->num_addressable_devices = args->executable->devices.size();
    return Status();
  });
}

PJRT_Error* LoadedExecutableDelete(PJRT_LoadedExecutable_Delete_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_Delete_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->executable->deleted = true;
    args->executable->exe.reset();
    return Status();
  });
}

PJRT_Error* LoadedExecutableIsDeleted(PJRT_LoadedExecutable_IsDeleted_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_IsDeleted_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->is_deleted = args->executable->deleted;
    return Status();
  });
}

PJRT_Error* LoadedExecutableExecute(PJRT_LoadedExecutable_Execute_Args* args) {
  return HLX_ENTRY_UPTO(PJRT_LoadedExecutable_Execute_Args, args, device_complete_events) {
    HLX_RETURN_IF_ERROR(Live(args->executable));
    if (args->num_devices > 0) {
      HLX_RETURN_IF_ERROR(Need(args->output_lists, "output_lists"));
      if (args->num_args > 0) HLX_RETURN_IF_ERROR(Need(args->argument_lists, "argument_lists"));
    }
    std::set<int64_t> non_donatable;
    if (const PJRT_ExecuteOptions* options = args->options) {
      if (options->struct_size < PJRT_STRUCT_SIZE(PJRT_ExecuteOptions, launch_id))
        return InvalidArgument("PJRT_ExecuteOptions: struct_size is " + std::to_string(options->struct_size) +
                               ", expected at least " +
                               std::to_string(PJRT_STRUCT_SIZE(PJRT_ExecuteOptions, launch_id)));
      if (HLX_HAS_FIELD(options, PJRT_ExecuteOptions, num_non_donatable_input_indices) &&
          options->num_non_donatable_input_indices > 0) {
        HLX_RETURN_IF_ERROR(Need(options->non_donatable_input_indices, "non_donatable_input_indices"));
        non_donatable.insert(options->non_donatable_input_indices,
                             options->non_donatable_input_indices + options->num_non_donatable_input_indices);
      }
    }
    rt::Device* on_device = nullptr;
    if (HLX_HAS_FIELD(args, PJRT_LoadedExecutable_Execute_Args, execute_device) && args->execute_device)
      on_device = args->execute_device->device;
    std::vector<std::vector<rt::Buffer*>> arguments(args->num_devices);
    for (size_t d = 0; d < args->num_devices; ++d) {
      if (args->num_args > 0) HLX_RETURN_IF_ERROR(Need(args->argument_lists[d], "an argument list"));
      HLX_RETURN_IF_ERROR(Need(args->output_lists[d], "an output list"));
      for (size_t i = 0; i < args->num_args; ++i) {
        PJRT_Buffer* buffer = args->argument_lists[d][i];
        if (!buffer) return InvalidArgument("execute: argument " + std::to_string(i) + " is null");
        arguments[d].push_back(buffer->buffer.get());
      }
    }
    HLX_ASSIGN_OR_RETURN(auto outputs, args->executable->exe->Execute(arguments, on_device, non_donatable));
    PJRT_Client* client = args->executable->client;
    for (size_t d = 0; d < outputs.size(); ++d) {
      for (size_t r = 0; r < outputs[d].size(); ++r)
        args->output_lists[d][r] = NewBuffer(client, outputs[d][r]);
      if (args->device_complete_events) args->device_complete_events[d] = NewEvent(rt::Event::Ready());
    }
    return Status();
  });
}

PJRT_Error* LoadedExecutableFingerprint(PJRT_LoadedExecutable_Fingerprint_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_Fingerprint_Args, args) {
    HLX_RETURN_IF_ERROR(Live(args->executable));
    args->executable_fingerprint = args->executable->exe->fingerprint().c_str();
    args->executable_fingerprint_size = args->executable->exe->fingerprint().size();
    return Status();
  });
}

// ---- Buffers ----------------------------------------------------------------------------------------

PJRT_Error* BufferDestroy(PJRT_Buffer_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Destroy_Args, args) {
    delete args->buffer;
    return Status();
  });
}

PJRT_Error* BufferElementType(PJRT_Buffer_ElementType_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_ElementType_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->type = ToPjrt(args->buffer->buffer->element());
    return Status();
  });
}

PJRT_Error* BufferDimensions(PJRT_Buffer_Dimensions_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Dimensions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->dims = args->buffer->buffer->dims().data();
    args->num_dims = args->buffer->buffer->dims().size();
    return Status();
  });
}

PJRT_Error* BufferUnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_UnpaddedDimensions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->unpadded_dims = args->buffer->buffer->dims().data();
    args->num_dims = args->buffer->buffer->dims().size();
    return Status();
  });
}

PJRT_Error* BufferDynamicDimensionIndices(PJRT_Buffer_DynamicDimensionIndices_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_DynamicDimensionIndices_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->dynamic_dim_indices = nullptr;
    args->num_dynamic_dims = 0;
    return Status();
  });
}

PJRT_Error* BufferGetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_GetMemoryLayout_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    PJRT_Buffer_MemoryLayout& layout = args->layout;
    std::memset(&layout, 0, sizeof(layout));
    layout.struct_size = PJRT_Buffer_MemoryLayout_STRUCT_SIZE;
    layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
    layout.tiled.struct_size = PJRT_Buffer_MemoryLayout_Tiled_STRUCT_SIZE;
    layout.tiled.minor_to_major = args->buffer->layout.minor_to_major.data();
    layout.tiled.minor_to_major_size = args->buffer->layout.minor_to_major.size();
    layout.tiled.num_tiles = 0;
    return Status();
  });
}

PJRT_Error* BufferOnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_OnDeviceSizeInBytes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->on_device_size_in_bytes = static_cast<size_t>(args->buffer->buffer->size_in_bytes());
    return Status();
  });
}

PJRT_Error* BufferDevice(PJRT_Buffer_Device_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Device_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->device = args->buffer->client->Wrap(args->buffer->buffer->device());
    return Status();
  });
}

PJRT_Error* BufferMemory(PJRT_Buffer_Memory_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Memory_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->memory = args->buffer->client->Wrap(args->buffer->buffer->memory());
    return Status();
  });
}

PJRT_Error* BufferDelete(PJRT_Buffer_Delete_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Delete_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->buffer->buffer->Delete();
    return Status();
  });
}

PJRT_Error* BufferIsDeleted(PJRT_Buffer_IsDeleted_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_IsDeleted_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->is_deleted = args->buffer->buffer->IsDeleted();
    return Status();
  });
}

// A copy of `source` in `memory`, also the memory it is in (`device_put(x, may_alias=False)`). It shares
// the source's elements without copying them: a tensor's bytes are written over only by a donation that
// holds them alone (Buffer::Donate, the executor's in-place results), so donating the copy leaves the
// source as it is.
StatusOr<PJRT_Buffer*> CopyBuffer(PJRT_Buffer* source, rt::Memory* memory) {
  rt::Device* device = memory->device();
  Status ready = source->buffer->ready()->Await();
  if (!ready.ok()) {
    rt::Buffer& b = *source->buffer;
    return NewBuffer(source->client, rt::Buffer::Failed(device, b.dims(), b.element(), ready));
  }
  HLX_ASSIGN_OR_RETURN(hlx::Tensor tensor, source->buffer->tensor());
  return NewBuffer(source->client,
                   std::make_shared<rt::Buffer>(device, std::move(tensor), rt::Event::Ready(), memory));
}

PJRT_Error* BufferCopyToDevice(PJRT_Buffer_CopyToDevice_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_CopyToDevice_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    HLX_RETURN_IF_ERROR(Need(args->dst_device, "dst_device"));
    HLX_ASSIGN_OR_RETURN(args->dst_buffer, CopyBuffer(args->buffer, args->dst_device->device->memory()));
    return Status();
  });
}

PJRT_Error* BufferCopyToMemory(PJRT_Buffer_CopyToMemory_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_CopyToMemory_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    HLX_RETURN_IF_ERROR(Need(args->dst_memory, "dst_memory"));
    HLX_ASSIGN_OR_RETURN(args->dst_buffer, CopyBuffer(args->buffer, args->dst_memory->memory));
    return Status();
  });
}

PJRT_Error* BufferToHostBuffer(PJRT_Buffer_ToHostBuffer_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_ToHostBuffer_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->src, "src"));
    rt::Buffer& buffer = *args->src->buffer;
    if (!IsDenseRowMajor(args->host_layout, buffer.dims(), hlx::ElementStorageBytes(buffer.element())))
      return hlx::Unimplemented("PJRT_Buffer_ToHostBuffer: only a dense row-major host layout is supported");
    size_t size = static_cast<size_t>(buffer.size_in_bytes());
    if (args->dst == nullptr) {
      args->dst_size = size;
      return Status();
    }
    if (args->dst_size < size)
      return InvalidArgument("PJRT_Buffer_ToHostBuffer: dst_size is " + std::to_string(args->dst_size) +
                             ", the buffer needs " + std::to_string(size));
    Status ready = buffer.ready()->Await();
    if (!ready.ok()) {
      args->event = NewEvent(rt::Event::Ready(ready));
      return Status();
    }
    HLX_ASSIGN_OR_RETURN(hlx::Tensor tensor, buffer.tensor());
    if (size > 0) std::memcpy(args->dst, tensor.data(), size);
    args->event = NewEvent(rt::Event::Ready());
    return Status();
  });
}

PJRT_Error* BufferIsOnCpu(PJRT_Buffer_IsOnCpu_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_IsOnCpu_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->is_on_cpu = true;
    return Status();
  });
}

PJRT_Error* BufferReadyEvent(PJRT_Buffer_ReadyEvent_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_ReadyEvent_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    if (args->buffer->buffer->IsDeleted()) {
      args->event = NewEvent(
          rt::Event::Ready(Status(StatusCode::kFailedPrecondition, "the buffer was deleted or donated")));
      return Status();
    }
    args->event = NewEvent(args->buffer->buffer->ready());
    return Status();
  });
}

PJRT_Error* BufferUnsafePointer(PJRT_Buffer_UnsafePointer_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_UnsafePointer_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->buffer_pointer = reinterpret_cast<uintptr_t>(args->buffer->buffer->data());
    return Status();
  });
}

PJRT_Error* BufferIncreaseExternalReferenceCount(PJRT_Buffer_IncreaseExternalReferenceCount_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_IncreaseExternalReferenceCount_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->buffer->buffer->IncreaseExternalReferences();
    return Status();
  });
}

PJRT_Error* BufferDecreaseExternalReferenceCount(PJRT_Buffer_DecreaseExternalReferenceCount_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_DecreaseExternalReferenceCount_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    return args->buffer->buffer->DecreaseExternalReferences();
  });
}

PJRT_Error* BufferOpaqueDeviceMemoryDataPointer(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->device_memory_ptr = const_cast<void*>(args->buffer->buffer->data());
    return Status();
  });
}

// ---- Errors' payloads, memory statistics, device assignments, logical ids -----------------------

PJRT_Error* ErrorForEachPayload(PJRT_Error_ForEachPayload_Args* args) {
  return HLX_ENTRY(PJRT_Error_ForEachPayload_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->error, "error"));
    return Status();  // hlx's errors carry no payloads
  });
}

PJRT_Error* DeviceMemoryStats(PJRT_Device_MemoryStats_Args* args) {
  return HLX_ENTRY_UPTO(PJRT_Device_MemoryStats_Args, args, largest_alloc_size_is_set) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    rt::MemoryStats stats = args->device->device->memory_stats();
    // Zero every optional value the caller's struct has, then set the ones hlx keeps.
    size_t begin = offsetof(PJRT_Device_MemoryStats_Args, peak_bytes_in_use);
    std::memset(reinterpret_cast<char*>(args) + begin, 0,
                std::min(args->struct_size, sizeof(PJRT_Device_MemoryStats_Args)) - begin);
    args->bytes_in_use = stats.bytes_in_use;
    args->peak_bytes_in_use = stats.peak_bytes_in_use;
    args->peak_bytes_in_use_is_set = true;
    args->num_allocs = stats.num_allocs;
    args->num_allocs_is_set = true;
    args->largest_alloc_size = stats.largest_alloc_size;
    args->largest_alloc_size_is_set = true;
    return Status();
  });
}

PJRT_Error* DeviceClearMemoryStats(PJRT_Device_ClearMemoryStats_Args* args) {
  return HLX_ENTRY(PJRT_Device_ClearMemoryStats_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->device, "device"));
    args->device->device->ClearPeakMemory();
    return Status();
  });
}

template <typename Serialized>
void DeleteSerialized(Serialized* serialized) {
  delete serialized;
}

// Hands `bytes` to the caller as a new `Serialized` (one of the ABI's serialized objects): its bytes, their
// size, the object, and the deleter the caller calls once.
template <typename Serialized>
void HandOut(std::string bytes, const char** data, size_t* size, Serialized** object,
             void (**deleter)(Serialized*)) {
  auto* serialized = new Serialized{std::move(bytes)};
  *data = serialized->bytes.data();
  *size = serialized->bytes.size();
  *object = serialized;
  *deleter = DeleteSerialized<Serialized>;
}

PJRT_Error* LoadedExecutableGetDeviceAssignment(PJRT_LoadedExecutable_GetDeviceAssignment_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_GetDeviceAssignment_Args, args) {
    HLX_RETURN_IF_ERROR(Live(args->executable));
    const rt::Executable& exe = *args->executable->exe;
    std::vector<int64_t> ids;
    for (rt::Device* device : exe.devices()) ids.push_back(device->id());
    if (ids.empty()) {  // portable: it runs where it is launched; report the default assignment
      HLX_ASSIGN_OR_RETURN(ids, args->executable->client->client->DefaultDeviceAssignment(
                                    exe.num_replicas(), exe.num_partitions()));
    }
    HandOut(rt::SerializeDeviceAssignment(exe.num_replicas(), exe.num_partitions(), ids),
            &args->serialized_bytes, &args->serialized_bytes_size, &args->serialized_device_assignment,
            &args->serialized_device_assignment_deleter);
    return Status();
  });
}

PJRT_Error* LoadedExecutableAddressableDeviceLogicalIds(
    PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args* args) {
  return HLX_ENTRY(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args, args) {
    HLX_RETURN_IF_ERROR(Live(args->executable));
    args->addressable_device_logical_ids = args->executable->logical_ids.data();
    args->num_addressable_device_logical_ids = args->executable->logical_ids.size();
    return Status();
  });
}

// ---- Serialized executables ----------------------------------------------------------------------
//
// An executable serializes as the program hlx was given (MLIR text or bytecode) and its compile options:
//   "HLXEXEC1" | kPluginVersion | '\0' | options size (8 bytes, little-endian) | options | program
// Loading compiles the program again (hlx keeps no machine code across processes); only the same
// plugin version loads it.

constexpr char kExecutableMagic[] = "HLXEXEC1";

std::string SerializeExecutable(const rt::Executable& exe, const std::string& compile_options) {
  std::string out(kExecutableMagic);
  out += kPluginVersion;
  out.push_back('\0');
  uint64_t size = compile_options.size();
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>(size >> (8 * i)));
  out += compile_options;
  out += exe.source();
  return out;
}

struct DeserializedExecutable {
  std::string_view compile_options;
  std::string_view program;
};

StatusOr<DeserializedExecutable> DeserializeExecutable(std::string_view bytes) {
  std::string_view magic(kExecutableMagic);
  if (bytes.substr(0, magic.size()) != magic)
    return InvalidArgument("PJRT_Executable_DeserializeAndLoad: the bytes are not an hlx executable");
  bytes.remove_prefix(magic.size());
  size_t end = bytes.find('\0');
  if (end == std::string_view::npos)
    return InvalidArgument("PJRT_Executable_DeserializeAndLoad: the serialized executable is truncated");
  std::string_view version = bytes.substr(0, end);
  if (version != kPluginVersion)
    return InvalidArgument("PJRT_Executable_DeserializeAndLoad: the executable was serialized by " +
                           std::string(version) + ", this is " + kPluginVersion);
  bytes.remove_prefix(end + 1);
  if (bytes.size() < 8)
    return InvalidArgument("PJRT_Executable_DeserializeAndLoad: the serialized executable is truncated");
  uint64_t size = 0;
  for (int i = 0; i < 8; ++i) size |= uint64_t{static_cast<uint8_t>(bytes[i])} << (8 * i);
  bytes.remove_prefix(8);
  if (size > bytes.size())
    return InvalidArgument("PJRT_Executable_DeserializeAndLoad: the serialized executable is truncated");
  return DeserializedExecutable{bytes.substr(0, size), bytes.substr(size)};
}

PJRT_Error* ExecutableSerialize(PJRT_Executable_Serialize_Args* args) {
  return HLX_ENTRY(PJRT_Executable_Serialize_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    HandOut(SerializeExecutable(*args->executable->exe, args->executable->compile_options),
            &args->serialized_bytes, &args->serialized_bytes_size, &args->serialized_executable,
            &args->serialized_executable_deleter);
    return Status();
  });
}

PJRT_Error* ExecutableGetCompileOptions(PJRT_Executable_GetCompileOptions_Args* args) {
  return HLX_ENTRY(PJRT_Executable_GetCompileOptions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    HandOut(args->executable->compile_options, &args->serialized_bytes, &args->serialized_bytes_size,
            &args->serialized_compile_options, &args->serialized_compile_options_deleter);
    return Status();
  });
}

PJRT_Error* ExecutableDeserializeAndLoad(PJRT_Executable_DeserializeAndLoad_Args* args) {
  return HLX_ENTRY_UPTO(PJRT_Executable_DeserializeAndLoad_Args, args, loaded_executable) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    if (args->serialized_executable_size > 0)
      HLX_RETURN_IF_ERROR(Need(args->serialized_executable, "serialized_executable"));
    HLX_ASSIGN_OR_RETURN(DeserializedExecutable exe,
                         DeserializeExecutable(std::string_view(args->serialized_executable,
                                                                args->serialized_executable_size)));
    std::string options(exe.compile_options);
    if (HLX_HAS_FIELD(args, PJRT_Executable_DeserializeAndLoad_Args,
                      overridden_serialized_compile_options_size) &&
        args->overridden_serialized_compile_options != nullptr)
      options.assign(args->overridden_serialized_compile_options,
                     args->overridden_serialized_compile_options_size);
    HLX_ASSIGN_OR_RETURN(args->loaded_executable,
                         CompileAndLoad(args->client, exe.program, std::move(options)));
    return Status();
  });
}

PJRT_Error* ClientLoad(PJRT_Client_Load_Args* args) {
  return HLX_ENTRY(PJRT_Client_Load_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    if (args->compile_options_size > 0) HLX_RETURN_IF_ERROR(Need(args->compile_options, "compile_options"));
    std::string options = args->compile_options
                              ? std::string(args->compile_options, args->compile_options_size)
                              : args->executable->compile_options;
    HLX_ASSIGN_OR_RETURN(args->loaded_executable,
                         CompileAndLoad(args->client, args->executable->exe->source(), std::move(options)));
    return Status();
  });
}

// ---- The client's topology ------------------------------------------------------------------------

PJRT_Error* ClientTopologyDescription(PJRT_Client_TopologyDescription_Args* args) {
  return HLX_ENTRY(PJRT_Client_TopologyDescription_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    args->topology = &args->client->topology;
    return Status();
  });
}

// A client's topology lives as long as the client: destroying it does nothing.
PJRT_Error* TopologyDescriptionDestroy(PJRT_TopologyDescription_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_Destroy_Args, args) { return Status(); });
}

PJRT_Error* TopologyDescriptionPlatformName(PJRT_TopologyDescription_PlatformName_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_PlatformName_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    const std::string& name = args->topology->client->platform_name;
    args->platform_name = name.c_str();
    args->platform_name_size = name.size();
    return Status();
  });
}

PJRT_Error* TopologyDescriptionPlatformVersion(PJRT_TopologyDescription_PlatformVersion_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_PlatformVersion_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    const std::string& version = args->topology->client->platform_version;
    args->platform_version = version.c_str();
    args->platform_version_size = version.size();
    return Status();
  });
}

PJRT_Error* TopologyDescriptionGetDeviceDescriptions(
    PJRT_TopologyDescription_GetDeviceDescriptions_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_GetDeviceDescriptions_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    args->descriptions = args->topology->descriptions.data();
    args->num_descriptions = args->topology->descriptions.size();
    return Status();
  });
}

PJRT_Error* TopologyDescriptionSerialize(PJRT_TopologyDescription_Serialize_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_Serialize_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    HandOut(args->topology->serialized, &args->serialized_bytes, &args->serialized_bytes_size,
            &args->serialized_topology, &args->serialized_topology_deleter);
    return Status();
  });
}

PJRT_Error* TopologyDescriptionAttributes(PJRT_TopologyDescription_Attributes_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_Attributes_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    args->attributes = nullptr;
    args->num_attributes = 0;
    return Status();
  });
}

PJRT_Error* TopologyDescriptionFingerprint(PJRT_TopologyDescription_Fingerprint_Args* args) {
  return HLX_ENTRY(PJRT_TopologyDescription_Fingerprint_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->topology, "topology"));
    args->fingerprint = std::hash<std::string>{}(args->topology->serialized);
    return Status();
  });
}

// ---- Buffers made from other memory ---------------------------------------------------------------

// The bytes of `dims` x `element` at `data`, dense row-major, copied into a buffer in `memory`.
PJRT_Error* ClientCreateViewOfDeviceBuffer(PJRT_Client_CreateViewOfDeviceBuffer_Args* args) {
  return HLX_ENTRY(PJRT_Client_CreateViewOfDeviceBuffer_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->client, "client"));
    if (args->num_dims > 0) HLX_RETURN_IF_ERROR(Need(args->dims, "dims"));
    HLX_ASSIGN_OR_RETURN(ElementType element, ToHlx(args->element_type));
    std::span<const int64_t> dims(args->dims, args->num_dims);
    if (!IsDenseRowMajor(args->layout, dims, hlx::ElementStorageBytes(element)))
      return hlx::Unimplemented(
          "PJRT_Client_CreateViewOfDeviceBuffer: only dense row-major memory can be viewed");
    rt::Memory* memory = nullptr;
    if (args->memory) {
      memory = args->memory->memory;
    } else {
      HLX_RETURN_IF_ERROR(Need(args->device, "device and memory"));
      memory = args->device->device->memory();
    }
    HLX_ASSIGN_OR_RETURN(std::shared_ptr<rt::Buffer> buffer,
                         rt::BufferFromHost(memory, args->device_buffer_ptr, element, dims, {}));
    // hlx holds a copy: the caller's memory is free to go at once.
    if (args->on_delete_callback)
      args->on_delete_callback(args->device_buffer_ptr, args->on_delete_callback_arg);
    args->buffer = NewBuffer(args->client, std::move(buffer));
    return Status();
  });
}

// The same bytes as another element type and dimensions of the same byte size (dense layouts only).
PJRT_Error* BufferBitcast(PJRT_Buffer_Bitcast_Args* args) {
  return HLX_ENTRY(PJRT_Buffer_Bitcast_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    if (args->num_dims > 0) HLX_RETURN_IF_ERROR(Need(args->dims, "dims"));
    HLX_ASSIGN_OR_RETURN(ElementType element, ToHlx(args->element_type));
    std::span<const int64_t> dims(args->dims, args->num_dims);
    if (!IsDenseRowMajor(args->device_layout, dims, hlx::ElementStorageBytes(element)))
      return hlx::Unimplemented("PJRT_Buffer_Bitcast: only a dense row-major layout is supported");
    rt::Buffer& source = *args->buffer->buffer;
    int64_t bytes = hlx::NumElements(dims) * hlx::ElementStorageBytes(element);
    if (bytes != source.size_in_bytes())
      return InvalidArgument("PJRT_Buffer_Bitcast: the buffer has " + std::to_string(source.size_in_bytes()) +
                             " bytes, the new shape " + std::to_string(bytes));
    HLX_ASSIGN_OR_RETURN(hlx::Tensor tensor, source.tensor());
    rt::Client* client = source.device()->client();
    args->out_buffer = NewBuffer(
        args->buffer->client,
        std::make_shared<rt::Buffer>(source.device(), tensor.Retyped(client->TensorType(dims, element)),
                                     source.ready(), source.memory()));
    return Status();
  });
}

// ---- What hlx does not offer ----------------------------------------------------------------------

// An entry point that checks nothing of its (undescribed) args and answers UNIMPLEMENTED.
#define HLX_UNIMPLEMENTED(Name)                                                             \
  PJRT_Error* Name##Unimplemented(Name##_Args*) {                                           \
    return NewError(hlx::Unimplemented(std::string(#Name) + " is not implemented by hlx")); \
  }
HLX_UNIMPLEMENTED(PJRT_Client_UpdateGlobalProcessInfo)
HLX_UNIMPLEMENTED(PJRT_Client_DmaMap)
HLX_UNIMPLEMENTED(PJRT_Client_DmaUnmap)
HLX_UNIMPLEMENTED(PJRT_Client_CreateUninitializedBuffer)
HLX_UNIMPLEMENTED(PJRT_Client_CreateErrorBuffer)
HLX_UNIMPLEMENTED(PJRT_Client_CreateAliasBuffer)
HLX_UNIMPLEMENTED(PJRT_Client_FulfillAliasBuffer)
HLX_UNIMPLEMENTED(PJRT_Client_CreateBuffersForAsyncHostToDevice)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Destroy)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_TransferData)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Device)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferCount)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferSize)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_SetBufferError)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_AddMetadata)
HLX_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_TransferLiteral)
HLX_UNIMPLEMENTED(PJRT_Device_PoisonExecution)
HLX_UNIMPLEMENTED(PJRT_Device_CreateAsyncTrackingEvent)
HLX_UNIMPLEMENTED(PJRT_AsyncTrackingEvent_Destroy)
HLX_UNIMPLEMENTED(PJRT_ExecuteContext_Create)
HLX_UNIMPLEMENTED(PJRT_ExecuteContext_Destroy)
HLX_UNIMPLEMENTED(PJRT_Buffer_CopyRawToHost)
HLX_UNIMPLEMENTED(PJRT_Buffer_CopyRawToHostFuture)
HLX_UNIMPLEMENTED(PJRT_Buffer_DonateWithControlDependency)
HLX_UNIMPLEMENTED(PJRT_CopyToDeviceStream_Destroy)
HLX_UNIMPLEMENTED(PJRT_CopyToDeviceStream_AddChunk)
HLX_UNIMPLEMENTED(PJRT_CopyToDeviceStream_TotalBytes)
HLX_UNIMPLEMENTED(PJRT_CopyToDeviceStream_GranuleSize)
HLX_UNIMPLEMENTED(PJRT_CopyToDeviceStream_CurrentBytes)
HLX_UNIMPLEMENTED(PJRT_TopologyDescription_Create)
HLX_UNIMPLEMENTED(PJRT_TopologyDescription_Deserialize)
HLX_UNIMPLEMENTED(PJRT_Compile)
HLX_UNIMPLEMENTED(PJRT_TopologyDescription_MakeCanonicalShapeForMemorySpace)
HLX_UNIMPLEMENTED(PJRT_TopologyDescription_GetMemorySpaceKindIds)
#undef HLX_UNIMPLEMENTED

// ---- The FFI extension: handlers registered here join hlx's custom-call targets (hlx/custom_call.h)

PJRT_Error* FfiTypeIdRegister(PJRT_FFI_TypeID_Register_Args* args) {
  return HLX_ENTRY(PJRT_FFI_TypeID_Register_Args, args) {
    XLA_FFI_TypeId id{args->type_id};
    XLA_FFI_Type_Register_Args ffi{};
    ffi.struct_size = XLA_FFI_Type_Register_Args_STRUCT_SIZE;
    ffi.name = {args->type_name, args->type_name_size};
    ffi.type_id = &id;
    HLX_RETURN_IF_ERROR(
        hlx::TakeFfiError(hlx::FfiApi()->XLA_FFI_Type_Register(&ffi), "PJRT_FFI_TypeID_Register: "));
    args->type_id = id.type_id;
    return Status();
  });
}

PJRT_Error* FfiUserDataAdd(PJRT_FFI_UserData_Add_Args* args) {
  return HLX_ENTRY(PJRT_FFI_UserData_Add_Args, args) {
    return Status(StatusCode::kUnimplemented,
                  "PJRT_FFI_UserData_Add: hlx has no execute contexts to pass user data to FFI handlers");
  });
}

PJRT_Error* FfiRegisterHandler(PJRT_FFI_Register_Handler_Args* args) {
  return HLX_ENTRY(PJRT_FFI_Register_Handler_Args, args) {
    const std::string name(args->target_name, args->target_name_size);
    if (args->api_version != 1)
      return Status(StatusCode::kUnimplemented,
                    "PJRT_FFI_Register_Handler: custom-call target @" + name + " has api_version " +
                        std::to_string(args->api_version) +
                        "; hlx registers typed FFI handlers (api_version 1) only");
    XLA_FFI_Handler_Bundle bundle{};
    bundle.execute = reinterpret_cast<XLA_FFI_Handler*>(args->handler);
    return hlx::RegisterFfiCustomCall(name, bundle,
                                      std::string_view(args->platform_name, args->platform_name_size));
  });
}

PJRT_FFI_Extension MakeFfiExtension(PJRT_Extension_Base* next) {
  PJRT_FFI_Extension ffi{};
  ffi.base = {PJRT_FFI_Extension_STRUCT_SIZE, PJRT_Extension_Type_FFI, next};
  ffi.type_id_register = FfiTypeIdRegister;
  ffi.user_data_add = FfiUserDataAdd;
  ffi.register_handler = FfiRegisterHandler;
  return ffi;
}

// ---- The layouts extension: every hlx array is dense and row-major ----------------------------------
// It lets a client read an executable's layouts without converting the optimized program to HLO (which
// jaxlib does otherwise, once per question, seconds for a program with large constants).

PJRT_Error* LayoutsMemoryLayoutDestroy(PJRT_Layouts_MemoryLayout_Destroy_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_MemoryLayout_Destroy_Args, args) {
    delete args->layout;
    return Status();
  });
}

PJRT_Error* LayoutsMemoryLayoutSerialize(PJRT_Layouts_MemoryLayout_Serialize_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_MemoryLayout_Serialize_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->layout, "layout"));
    auto serialized = std::make_unique<PJRT_Layouts_SerializedLayout>();
    serialized->bytes = "{";
    for (size_t i = 0; i < args->layout->minor_to_major.size(); ++i)
      serialized->bytes += (i ? "," : "") + std::to_string(args->layout->minor_to_major[i]);
    serialized->bytes += "}";
    args->serialized_bytes = serialized->bytes.data();
    args->serialized_bytes_size = serialized->bytes.size();
    args->serialized_layout = serialized.release();
    args->serialized_layout_deleter = [](PJRT_Layouts_SerializedLayout* s) { delete s; };
    return Status();
  });
}

PJRT_Error* LayoutsClientGetDefaultLayout(PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_PJRT_Client_GetDefaultLayout_Args, args) {
    args->layout = new PJRT_Layouts_MemoryLayout(RowMajorLayout(args->num_dims));
    return Status();
  });
}

PJRT_Error* LayoutsTopologyGetDefaultLayout(PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_PJRT_Topology_GetDefaultLayout_Args, args) {
    args->layout = new PJRT_Layouts_MemoryLayout(RowMajorLayout(args->num_dims));
    return Status();
  });
}

PJRT_Error* LayoutsBufferMemoryLayout(PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_PJRT_Buffer_MemoryLayout_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->buffer, "buffer"));
    args->layout = new PJRT_Layouts_MemoryLayout(args->buffer->layout);
    return Status();
  });
}

PJRT_Error* LayoutsExecutableOutputLayouts(PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_PJRT_Executable_GetOutputLayouts_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_outputs = args->executable->output_layouts.size();
    args->layouts = args->executable->output_layouts.data();
    return Status();
  });
}

PJRT_Error* LayoutsExecutableParameterLayouts(PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args* args) {
  return HLX_ENTRY(PJRT_Layouts_PJRT_Executable_GetParameterLayouts_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    args->num_parameters = args->executable->parameter_layouts.size();
    args->layouts = args->executable->parameter_layouts.data();
    return Status();
  });
}

PJRT_Layouts_Extension MakeLayoutsExtension(PJRT_Extension_Base* next) {
  PJRT_Layouts_Extension layouts{};
  layouts.base = {PJRT_Layouts_Extension_STRUCT_SIZE, PJRT_Extension_Type_Layouts, next};
  layouts.PJRT_Layouts_MemoryLayout_Destroy = LayoutsMemoryLayoutDestroy;
  layouts.PJRT_Layouts_MemoryLayout_Serialize = LayoutsMemoryLayoutSerialize;
  layouts.PJRT_Layouts_PJRT_Client_GetDefaultLayout = LayoutsClientGetDefaultLayout;
  layouts.PJRT_Layouts_PJRT_Buffer_MemoryLayout = LayoutsBufferMemoryLayout;
  layouts.PJRT_Layouts_PJRT_Topology_GetDefaultLayout = LayoutsTopologyGetDefaultLayout;
  layouts.PJRT_Layouts_PJRT_Executable_GetOutputLayouts = LayoutsExecutableOutputLayouts;
  layouts.PJRT_Layouts_PJRT_Executable_GetParameterLayouts = LayoutsExecutableParameterLayouts;
  return layouts;
}

// ---- The shardings extension: the `mhlo.sharding` of main's parameters and results after
// partitioning, as serialized xla.OpShardings (what jaxlib otherwise reads from the HLO it converts the
// optimized program to) -------------------------------------------------------------------------------

// Points a caller at the executable's shardings of one kind: null arrays where it has none.
void HandOutShardings(const PJRT_Executable::Shardings& s, const char* const** shardings,
                      const size_t** sizes) {
  *shardings = s.bytes.empty() ? nullptr : s.data.data();
  *sizes = s.bytes.empty() ? nullptr : s.sizes.data();
}

PJRT_Error* ShardingsParameterShardings(PJRT_Shardings_PJRT_Executable_ParameterShardings_Args* args) {
  return HLX_ENTRY(PJRT_Shardings_PJRT_Executable_ParameterShardings_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    HLX_RETURN_IF_ERROR(args->executable->shardings_status);
    args->num_parameters = args->executable->exe->parameters().size();
    HandOutShardings(args->executable->parameter_shardings, &args->shardings, &args->sharding_sizes);
    return Status();
  });
}

PJRT_Error* ShardingsOutputShardings(PJRT_Shardings_PJRT_Executable_OutputShardings_Args* args) {
  return HLX_ENTRY(PJRT_Shardings_PJRT_Executable_OutputShardings_Args, args) {
    HLX_RETURN_IF_ERROR(Need(args->executable, "executable"));
    HLX_RETURN_IF_ERROR(args->executable->shardings_status);
    args->num_outputs = args->executable->exe->results().size();
    HandOutShardings(args->executable->output_shardings, &args->shardings, &args->sharding_sizes);
    return Status();
  });
}

PJRT_Shardings_Extension MakeShardingsExtension(PJRT_Extension_Base* next) {
  PJRT_Shardings_Extension shardings{};
  shardings.base = {PJRT_Shardings_Extension_STRUCT_SIZE, PJRT_Extension_Type_Shardings, next};
  shardings.PJRT_Shardings_PJRT_Executable_ParameterShardings = ShardingsParameterShardings;
  shardings.PJRT_Shardings_PJRT_Executable_OutputShardings = ShardingsOutputShardings;
  return shardings;
}

PJRT_Api MakeApi() {
  PJRT_Api api{};
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;
  static PJRT_Shardings_Extension shardings = MakeShardingsExtension(nullptr);
  static PJRT_Layouts_Extension layouts = MakeLayoutsExtension(&shardings.base);
  static PJRT_FFI_Extension ffi = MakeFfiExtension(&layouts.base);
  api.extension_start = &ffi.base;

  api.PJRT_Error_Destroy = ErrorDestroy;
  api.PJRT_Error_Message = ErrorMessage;
  api.PJRT_Error_GetCode = ErrorGetCode;
  api.PJRT_Plugin_Initialize = PluginInitialize;
  api.PJRT_Plugin_Attributes = PluginAttributes;
  api.PJRT_Event_Destroy = EventDestroy;
  api.PJRT_Event_IsReady = EventIsReady;
  api.PJRT_Event_Error = EventError;
  api.PJRT_Event_Await = EventAwait;
  api.PJRT_Event_OnReady = EventOnReady;
  api.PJRT_Event_Create = EventCreate;
  api.PJRT_Event_Set = EventSet;

  api.PJRT_Client_Create = ClientCreate;
  api.PJRT_Client_Destroy = ClientDestroy;
  api.PJRT_Client_PlatformName = ClientPlatformName;
  api.PJRT_Client_ProcessIndex = ClientProcessIndex;
  api.PJRT_Client_PlatformVersion = ClientPlatformVersion;
  api.PJRT_Client_Devices = ClientDevices;
  api.PJRT_Client_AddressableDevices = ClientAddressableDevices;
  api.PJRT_Client_LookupDevice = ClientLookupDevice;
  api.PJRT_Client_LookupAddressableDevice = ClientLookupAddressableDevice;
  api.PJRT_Client_AddressableMemories = ClientAddressableMemories;
  api.PJRT_Client_Compile = ClientCompile;
  api.PJRT_Client_DefaultDeviceAssignment = ClientDefaultDeviceAssignment;
  api.PJRT_Client_BufferFromHostBuffer = ClientBufferFromHostBuffer;

  api.PJRT_DeviceDescription_Id = DeviceDescriptionId;
  api.PJRT_DeviceDescription_ProcessIndex = DeviceDescriptionProcessIndex;
  api.PJRT_DeviceDescription_Attributes = DeviceDescriptionAttributes;
  api.PJRT_DeviceDescription_Kind = DeviceDescriptionKind;
  api.PJRT_DeviceDescription_DebugString = DeviceDescriptionDebugString;
  api.PJRT_DeviceDescription_ToString = DeviceDescriptionToString;
  api.PJRT_Device_GetDescription = DeviceGetDescription;
  api.PJRT_Device_IsAddressable = DeviceIsAddressable;
  api.PJRT_Device_LocalHardwareId = DeviceLocalHardwareId;
  api.PJRT_Device_AddressableMemories = DeviceAddressableMemories;
  api.PJRT_Device_DefaultMemory = DeviceDefaultMemory;
  api.PJRT_Device_GetAttributes = DeviceGetAttributes;

  api.PJRT_Memory_Id = MemoryId;
  api.PJRT_Memory_Kind = MemoryKind;
  api.PJRT_Memory_Kind_Id = MemoryKindId;
  api.PJRT_Memory_DebugString = MemoryDebugString;
  api.PJRT_Memory_ToString = MemoryToString;
  api.PJRT_Memory_AddressableByDevices = MemoryAddressableByDevices;

  api.PJRT_Executable_Destroy = ExecutableDestroy;
  api.PJRT_Executable_Name = ExecutableName;
  api.PJRT_Executable_NumReplicas = ExecutableNumReplicas;
  api.PJRT_Executable_NumPartitions = ExecutableNumPartitions;
  api.PJRT_Executable_NumOutputs = ExecutableNumOutputs;
  api.PJRT_Executable_SizeOfGeneratedCodeInBytes = ExecutableSizeOfGeneratedCode;
  api.PJRT_Executable_GetCostAnalysis = ExecutableGetCostAnalysis;
  api.PJRT_Executable_OutputMemoryKinds = ExecutableOutputMemoryKinds;
  api.PJRT_Executable_OptimizedProgram = ExecutableOptimizedProgram;
  api.PJRT_Executable_Fingerprint = ExecutableFingerprint;
  api.PJRT_Executable_GetCompiledMemoryStats = ExecutableGetCompiledMemoryStats;
  api.PJRT_Executable_OutputElementTypes = ExecutableOutputElementTypes;
  api.PJRT_Executable_OutputDimensions = ExecutableOutputDimensions;

  api.PJRT_LoadedExecutable_Destroy = LoadedExecutableDestroy;
  api.PJRT_LoadedExecutable_GetExecutable = LoadedExecutableGetExecutable;
  api.PJRT_LoadedExecutable_AddressableDevices = LoadedExecutableAddressableDevices;
  api.PJRT_LoadedExecutable_Delete = LoadedExecutableDelete;
  api.PJRT_LoadedExecutable_IsDeleted = LoadedExecutableIsDeleted;
  api.PJRT_LoadedExecutable_Execute = LoadedExecutableExecute;
  api.PJRT_LoadedExecutable_Fingerprint = LoadedExecutableFingerprint;

  api.PJRT_Buffer_Destroy = BufferDestroy;
  api.PJRT_Buffer_ElementType = BufferElementType;
  api.PJRT_Buffer_Dimensions = BufferDimensions;
  api.PJRT_Buffer_UnpaddedDimensions = BufferUnpaddedDimensions;
  api.PJRT_Buffer_DynamicDimensionIndices = BufferDynamicDimensionIndices;
  api.PJRT_Buffer_GetMemoryLayout = BufferGetMemoryLayout;
  api.PJRT_Buffer_OnDeviceSizeInBytes = BufferOnDeviceSizeInBytes;
  api.PJRT_Buffer_Device = BufferDevice;
  api.PJRT_Buffer_Memory = BufferMemory;
  api.PJRT_Buffer_Delete = BufferDelete;
  api.PJRT_Buffer_IsDeleted = BufferIsDeleted;
  api.PJRT_Buffer_CopyToDevice = BufferCopyToDevice;
  api.PJRT_Buffer_CopyToMemory = BufferCopyToMemory;
  api.PJRT_Buffer_ToHostBuffer = BufferToHostBuffer;
  api.PJRT_Buffer_IsOnCpu = BufferIsOnCpu;
  api.PJRT_Buffer_ReadyEvent = BufferReadyEvent;
  api.PJRT_Buffer_UnsafePointer = BufferUnsafePointer;
  api.PJRT_Buffer_IncreaseExternalReferenceCount = BufferIncreaseExternalReferenceCount;
  api.PJRT_Buffer_DecreaseExternalReferenceCount = BufferDecreaseExternalReferenceCount;
  api.PJRT_Buffer_OpaqueDeviceMemoryDataPointer = BufferOpaqueDeviceMemoryDataPointer;

  api.PJRT_Client_TopologyDescription = ClientTopologyDescription;
  api.PJRT_Client_CreateViewOfDeviceBuffer = ClientCreateViewOfDeviceBuffer;
  api.PJRT_Device_MemoryStats = DeviceMemoryStats;
  api.PJRT_Executable_Serialize = ExecutableSerialize;
  api.PJRT_Executable_GetCompileOptions = ExecutableGetCompileOptions;
  api.PJRT_Executable_DeserializeAndLoad = ExecutableDeserializeAndLoad;
  api.PJRT_LoadedExecutable_GetDeviceAssignment = LoadedExecutableGetDeviceAssignment;
  api.PJRT_TopologyDescription_Destroy = TopologyDescriptionDestroy;
  api.PJRT_TopologyDescription_PlatformName = TopologyDescriptionPlatformName;
  api.PJRT_TopologyDescription_PlatformVersion = TopologyDescriptionPlatformVersion;
  api.PJRT_TopologyDescription_GetDeviceDescriptions = TopologyDescriptionGetDeviceDescriptions;
  api.PJRT_TopologyDescription_Serialize = TopologyDescriptionSerialize;
  api.PJRT_TopologyDescription_Attributes = TopologyDescriptionAttributes;
  api.PJRT_Error_ForEachPayload = ErrorForEachPayload;
  api.PJRT_Device_ClearMemoryStats = DeviceClearMemoryStats;
  api.PJRT_Client_Load = ClientLoad;
  api.PJRT_LoadedExecutable_AddressableDeviceLogicalIds = LoadedExecutableAddressableDeviceLogicalIds;
  api.PJRT_Buffer_Bitcast = BufferBitcast;
  api.PJRT_TopologyDescription_Fingerprint = TopologyDescriptionFingerprint;
  api.PJRT_Executable_ParameterMemoryKinds = ExecutableParameterMemoryKinds;

#define HLX_SET_UNIMPLEMENTED(Name) api.Name = Name##Unimplemented;
  HLX_SET_UNIMPLEMENTED(PJRT_Client_UpdateGlobalProcessInfo)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_DmaMap)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_DmaUnmap)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_CreateUninitializedBuffer)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_CreateErrorBuffer)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_CreateAliasBuffer)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_FulfillAliasBuffer)
  HLX_SET_UNIMPLEMENTED(PJRT_Client_CreateBuffersForAsyncHostToDevice)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Destroy)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_TransferData)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_Device)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferCount)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_BufferSize)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_SetBufferError)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_AddMetadata)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncHostToDeviceTransferManager_TransferLiteral)
  HLX_SET_UNIMPLEMENTED(PJRT_Device_PoisonExecution)
  HLX_SET_UNIMPLEMENTED(PJRT_Device_CreateAsyncTrackingEvent)
  HLX_SET_UNIMPLEMENTED(PJRT_AsyncTrackingEvent_Destroy)
  HLX_SET_UNIMPLEMENTED(PJRT_ExecuteContext_Create)
  HLX_SET_UNIMPLEMENTED(PJRT_ExecuteContext_Destroy)
  HLX_SET_UNIMPLEMENTED(PJRT_Buffer_CopyRawToHost)
  HLX_SET_UNIMPLEMENTED(PJRT_Buffer_CopyRawToHostFuture)
  HLX_SET_UNIMPLEMENTED(PJRT_Buffer_DonateWithControlDependency)
  HLX_SET_UNIMPLEMENTED(PJRT_CopyToDeviceStream_Destroy)
  HLX_SET_UNIMPLEMENTED(PJRT_CopyToDeviceStream_AddChunk)
  HLX_SET_UNIMPLEMENTED(PJRT_CopyToDeviceStream_TotalBytes)
  HLX_SET_UNIMPLEMENTED(PJRT_CopyToDeviceStream_GranuleSize)
  HLX_SET_UNIMPLEMENTED(PJRT_CopyToDeviceStream_CurrentBytes)
  HLX_SET_UNIMPLEMENTED(PJRT_TopologyDescription_Create)
  HLX_SET_UNIMPLEMENTED(PJRT_TopologyDescription_Deserialize)
  HLX_SET_UNIMPLEMENTED(PJRT_Compile)
  HLX_SET_UNIMPLEMENTED(PJRT_TopologyDescription_MakeCanonicalShapeForMemorySpace)
  HLX_SET_UNIMPLEMENTED(PJRT_TopologyDescription_GetMemorySpaceKindIds)
#undef HLX_SET_UNIMPLEMENTED
  return api;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) const PJRT_Api* GetPjrtApi() {
  static const PJRT_Api api = MakeApi();
  return &api;
}
