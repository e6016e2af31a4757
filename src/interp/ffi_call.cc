// XLA FFI call sites and hlx's FFI API table (ffi_call.h).
#include "interp/ffi_call.h"

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <unordered_map>

#include "hlx/custom_call.h"
#include "interp/layout_copy.h"
#include "ir/printer.h"

// The ABI's opaque objects, as hlx makes them.
struct XLA_FFI_Error {
  XLA_FFI_Error_Code code;
  std::string message;
};

struct XLA_FFI_Future {
  std::mutex mutex;
  std::condition_variable done_cv;
  bool done = false;
  XLA_FFI_Error* error = nullptr;  // owned
};

struct XLA_FFI_InvokeContext {
  XLA_FFI_ExecutionStage stage;
  hlx::FfiRunInfo run;
  std::mutex* state_mutex;
  hlx::FfiCall::State* state;
};

namespace hlx {

namespace {

// ---- The API table ---------------------------------------------------------------------------------
//
// Each entry first checks the `struct_size` of its args: a caller built with an older minor version of
// the ABI passes a smaller struct, of which an entry reads and writes only the fields that the size
// covers (XLA_FFI_Error_GetDetails, XLA_FFI_Handler_Register and the state entries take such older
// layouts); a larger size comes from a caller built with a newer minor version, whose added fields are
// left alone. A size below the least an entry takes is an INVALID_ARGUMENT error (XLA_FFI_Error_GetDetails
// and XLA_FFI_Error_Destroy, which return nothing, then do nothing).

XLA_FFI_Error* NewError(XLA_FFI_Error_Code code, std::string message) {
  return new XLA_FFI_Error{code, std::move(message)};
}

// An error where a caller's struct_size `found` is below `least`, the bytes of `args_name` an entry
// takes; null where it is not.
XLA_FFI_Error* TooSmall(const char* args_name, size_t found, size_t least) {
  if (found >= least) return nullptr;
  return NewError(XLA_FFI_Error_Code_INVALID_ARGUMENT,
                  std::string(args_name) + ": expected a struct_size of at least " + std::to_string(least) +
                      " (XLA FFI ABI " + std::to_string(XLA_FFI_API_MAJOR) + "." +
                      std::to_string(XLA_FFI_API_MINOR) + "), found " + std::to_string(found));
}
// Returns TooSmall's error from an entry whose `args` (of type Args) are smaller than 0.4 lays them out.
#define HLX_FFI_CHECK_SIZE(Args, args) \
  if (XLA_FFI_Error* too_small = TooSmall(#Args, (args)->struct_size, Args##_STRUCT_SIZE)) return too_small

XLA_FFI_Error* ErrorCreate(XLA_FFI_Error_Create_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Error_Create_Args, args);
  return NewError(args->errc, args->message ? args->message : "");
}

// 0.3's XLA_FFI_Error_GetMessage in the same place of the table: its args end at `message`.
void ErrorGetDetails(XLA_FFI_Error_GetDetails_Args* args) {
  if (args->struct_size < XLA_FFI_STRUCT_SIZE(XLA_FFI_Error_GetDetails_Args, message)) return;
  args->message = args->error->message.c_str();
  if (args->struct_size >= XLA_FFI_Error_GetDetails_Args_STRUCT_SIZE) args->errc = args->error->code;
}

void ErrorDestroy(XLA_FFI_Error_Destroy_Args* args) {
  if (args->struct_size >= XLA_FFI_Error_Destroy_Args_STRUCT_SIZE) delete args->error;
}

XLA_FFI_Error* FromStatus(const Status& status) {
  if (status.ok()) return nullptr;
  XLA_FFI_Error_Code code = XLA_FFI_Error_Code_INTERNAL;
  switch (status.code()) {
    case StatusCode::kOk:
      break;
    case StatusCode::kInvalidArgument:
      code = XLA_FFI_Error_Code_INVALID_ARGUMENT;
      break;
    case StatusCode::kNotFound:
      code = XLA_FFI_Error_Code_NOT_FOUND;
      break;
    case StatusCode::kUnimplemented:
      code = XLA_FFI_Error_Code_UNIMPLEMENTED;
      break;
    case StatusCode::kResourceExhausted:
      code = XLA_FFI_Error_Code_RESOURCE_EXHAUSTED;
      break;
    case StatusCode::kFailedPrecondition:
      code = XLA_FFI_Error_Code_FAILED_PRECONDITION;
      break;
    case StatusCode::kInternal:
      code = XLA_FFI_Error_Code_INTERNAL;
      break;
  }
  return NewError(code, status.message());
}

XLA_FFI_Error* HandlerRegister(XLA_FFI_Handler_Register_Args* args) {
  XLA_FFI_Handler_Bundle bundle{};
  if (args->struct_size >= XLA_FFI_Handler_Register_Args_STRUCT_SIZE) {
    bundle = args->bundle;
  } else {
    if (XLA_FFI_Error* too_small = TooSmall("XLA_FFI_Handler_Register_Args", args->struct_size,
                                            XLA_FFI_Handler_Register_Args_V03_STRUCT_SIZE))
      return too_small;
    XLA_FFI_Handler_Register_Args_V03 v03;
    std::memcpy(&v03, args, XLA_FFI_Handler_Register_Args_V03_STRUCT_SIZE);
    bundle = {v03.instantiate, v03.prepare, v03.initialize, v03.execute, nullptr};
  }
  return FromStatus(RegisterFfiCustomCall(std::string_view(args->name.ptr, args->name.len), bundle,
                                          std::string_view(args->platform.ptr, args->platform.len)));
}

XLA_FFI_Error* StreamGet(XLA_FFI_Stream_Get_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Stream_Get_Args, args);
  args->stream = nullptr;  // host execution: no stream
  return nullptr;
}

// Type ids by name, process-wide.
struct TypeIds {
  std::mutex mutex;
  std::unordered_map<std::string, int64_t> ids;
  std::unordered_map<int64_t, void (*)(void*)> deleters;  // from the types' XLA_FFI_TypeInfo
  int64_t next = 1;
};
TypeIds& Types() {
  static TypeIds* types = new TypeIds;
  return *types;
}

// The ABI's size of these args ends at `type_id`, but callers pass `type_info` after it as well.
XLA_FFI_Error* TypeRegister(XLA_FFI_Type_Register_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Type_Register_Args, args);
  TypeIds& types = Types();
  std::lock_guard<std::mutex> lock(types.mutex);
  const std::string name(args->name.ptr, args->name.len);
  auto it = types.ids.find(name);
  if (it == types.ids.end()) {
    int64_t id = args->type_id->type_id;
    if (id == 0) id = types.next;
    types.next = std::max(types.next, id + 1);
    types.ids.emplace(name, id);
    if (args->type_info) types.deleters[id] = args->type_info->deleter;
    args->type_id->type_id = id;
    return nullptr;
  }
  if (args->type_id->type_id != 0 && args->type_id->type_id != it->second)
    return NewError(XLA_FFI_Error_Code_INVALID_ARGUMENT, "type " + name + " is registered with id " +
                                                             std::to_string(it->second) + ", not " +
                                                             std::to_string(args->type_id->type_id));
  args->type_id->type_id = it->second;
  return nullptr;
}

XLA_FFI_Error* InvokeContextGet(XLA_FFI_InvokeContext_Get_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_InvokeContext_Get_Args, args);
  return NewError(XLA_FFI_Error_Code_NOT_FOUND,
                  "hlx passes no user data to FFI handlers (asked for type id " +
                      std::to_string(args->type_id->type_id) + ")");
}

// XLA_FFI_State_Set_Args and XLA_FFI_State_Get_Args as 0.2 laid them out, without `stage`: the state
// they set and get is the instantiate stage's.
struct StateArgsV02 {
  size_t struct_size;
  XLA_FFI_InternalExtension* extension_start;
  XLA_FFI_InvokeContext* ctx;
  XLA_FFI_TypeId* type_id;
  void* state;
};
constexpr size_t kStateArgsV02Size = XLA_FFI_STRUCT_SIZE(StateArgsV02, state);

// The 0.2 arguments at `args` in the current layout `Args` (XLA_FFI_State_Set_Args or _Get_Args, whose
// fields are the same), at the instantiate stage.
template <typename Args>
Args FromStateArgsV02(const void* args, size_t struct_size) {
  StateArgsV02 v02;
  std::memcpy(&v02, args, kStateArgsV02Size);
  Args current{};
  current.struct_size = struct_size;
  current.ctx = v02.ctx;
  current.stage = XLA_FFI_ExecutionStage_INSTANTIATE;
  current.type_id = v02.type_id;
  current.state = v02.state;
  return current;
}

XLA_FFI_Error* StateSet(XLA_FFI_State_Set_Args* args) {
  if (args->struct_size == kStateArgsV02Size) {
    auto current = FromStateArgsV02<XLA_FFI_State_Set_Args>(args, XLA_FFI_State_Set_Args_STRUCT_SIZE);
    return StateSet(&current);
  }
  HLX_FFI_CHECK_SIZE(XLA_FFI_State_Set_Args, args);
  if (args->stage != XLA_FFI_ExecutionStage_INSTANTIATE ||
      args->ctx->stage != XLA_FFI_ExecutionStage_INSTANTIATE)
    return NewError(XLA_FFI_Error_Code_FAILED_PRECONDITION, "state can be set only in the instantiate stage");
  std::lock_guard<std::mutex> lock(*args->ctx->state_mutex);
  if (args->ctx->state->object)
    return NewError(XLA_FFI_Error_Code_FAILED_PRECONDITION, "the call's state is already set");
  void (*deleter)(void*) = nullptr;
  {
    TypeIds& types = Types();
    std::lock_guard<std::mutex> types_lock(types.mutex);
    auto it = types.deleters.find(args->type_id->type_id);
    if (it != types.deleters.end()) deleter = it->second;
  }
  args->ctx->state->type_id = args->type_id->type_id;
  args->ctx->state->object = args->state;
  args->ctx->state->deleter = deleter;
  return nullptr;
}

XLA_FFI_Error* StateGet(XLA_FFI_State_Get_Args* args) {
  if (args->struct_size == kStateArgsV02Size) {
    auto current = FromStateArgsV02<XLA_FFI_State_Get_Args>(args, XLA_FFI_State_Get_Args_STRUCT_SIZE);
    if (XLA_FFI_Error* failed = StateGet(&current)) return failed;
    // The state's place in the 0.2 layout.
    std::memcpy(reinterpret_cast<char*>(args) + offsetof(StateArgsV02, state), &current.state, sizeof(void*));
    return nullptr;
  }
  HLX_FFI_CHECK_SIZE(XLA_FFI_State_Get_Args, args);
  std::lock_guard<std::mutex> lock(*args->ctx->state_mutex);
  const FfiCall::State& state = *args->ctx->state;
  if (args->stage != XLA_FFI_ExecutionStage_INSTANTIATE || !state.object)
    return NewError(XLA_FFI_Error_Code_NOT_FOUND, "no state of the instantiate stage");
  if (state.type_id != args->type_id->type_id)
    return NewError(XLA_FFI_Error_Code_INVALID_ARGUMENT, "the state has type id " +
                                                             std::to_string(state.type_id) + ", not " +
                                                             std::to_string(args->type_id->type_id));
  args->state = state.object;
  return nullptr;
}

XLA_FFI_Error* DeviceMemoryAllocate(XLA_FFI_DeviceMemory_Allocate_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_DeviceMemory_Allocate_Args, args);
  size_t alignment = std::max<size_t>(args->alignment, alignof(std::max_align_t));
  if ((alignment & (alignment - 1)) != 0)
    return NewError(XLA_FFI_Error_Code_INVALID_ARGUMENT,
                    "alignment " + std::to_string(args->alignment) + " is not a power of two");
  const size_t size = (args->size + alignment - 1) / alignment * alignment;
  args->data = std::aligned_alloc(alignment, std::max<size_t>(size, alignment));
  if (!args->data)
    return NewError(XLA_FFI_Error_Code_RESOURCE_EXHAUSTED,
                    "cannot allocate " + std::to_string(args->size) + " bytes");
  return nullptr;
}

XLA_FFI_Error* DeviceMemoryFree(XLA_FFI_DeviceMemory_Free_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_DeviceMemory_Free_Args, args);
  std::free(args->data);
  return nullptr;
}

// A handler's tasks run at once, on the calling thread: the pool has one thread, the caller's.
XLA_FFI_Error* ThreadPoolSchedule(XLA_FFI_ThreadPool_Schedule_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_ThreadPool_Schedule_Args, args);
  args->task(args->data);
  return nullptr;
}
XLA_FFI_Error* ThreadPoolNumThreads(XLA_FFI_ThreadPool_NumThreads_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_ThreadPool_NumThreads_Args, args);
  *args->num_threads = 1;
  return nullptr;
}

XLA_FFI_Error* FutureCreate(XLA_FFI_Future_Create_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Future_Create_Args, args);
  args->future = new XLA_FFI_Future;
  return nullptr;
}
XLA_FFI_Error* FutureSetAvailable(XLA_FFI_Future_SetAvailable_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Future_SetAvailable_Args, args);
  std::lock_guard<std::mutex> lock(args->future->mutex);
  args->future->done = true;
  args->future->done_cv.notify_all();
  return nullptr;
}
XLA_FFI_Error* FutureSetError(XLA_FFI_Future_SetError_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_Future_SetError_Args, args);
  if (!args->error)
    return NewError(XLA_FFI_Error_Code_INVALID_ARGUMENT, "XLA_FFI_Future_SetError: the error is null");
  std::lock_guard<std::mutex> lock(args->future->mutex);
  args->future->done = true;
  args->future->error = args->error;
  args->future->done_cv.notify_all();
  return nullptr;
}

XLA_FFI_Error* RunIdGet(XLA_FFI_RunId_Get_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_RunId_Get_Args, args);
  args->run_id = args->ctx->run.run_id;
  return nullptr;
}
XLA_FFI_Error* DeviceOrdinalGet(XLA_FFI_DeviceOrdinal_Get_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_DeviceOrdinal_Get_Args, args);
  args->device_ordinal = args->ctx->run.device_ordinal;
  return nullptr;
}

// hlx attaches no extensions to its invoke contexts: every type is found missing.
XLA_FFI_Error* InvokeContextFindExtension(XLA_FFI_InvokeContext_FindExtension_Args* args) {
  HLX_FFI_CHECK_SIZE(XLA_FFI_InvokeContext_FindExtension_Args, args);
  args->extension = nullptr;
  return nullptr;
}

#undef HLX_FFI_CHECK_SIZE

XLA_FFI_Api MakeApi() {
  XLA_FFI_Api api{};
  api.struct_size = XLA_FFI_Api_STRUCT_SIZE;
  api.api_version = {XLA_FFI_Api_Version_STRUCT_SIZE, nullptr, XLA_FFI_API_MAJOR, XLA_FFI_API_MINOR};
  api.XLA_FFI_Error_Create = ErrorCreate;
  api.XLA_FFI_Error_GetDetails = ErrorGetDetails;
  api.XLA_FFI_Error_Destroy = ErrorDestroy;
  api.XLA_FFI_Handler_Register = HandlerRegister;
  api.XLA_FFI_Stream_Get = StreamGet;
  api.XLA_FFI_Type_Register = TypeRegister;
  api.XLA_FFI_InvokeContext_Get = InvokeContextGet;
  api.XLA_FFI_State_Set = StateSet;
  api.XLA_FFI_State_Get = StateGet;
  api.XLA_FFI_DeviceMemory_Allocate = DeviceMemoryAllocate;
  api.XLA_FFI_DeviceMemory_Free = DeviceMemoryFree;
  api.XLA_FFI_ThreadPool_Schedule = ThreadPoolSchedule;
  api.XLA_FFI_ThreadPool_NumThreads = ThreadPoolNumThreads;
  api.XLA_FFI_Future_Create = FutureCreate;
  api.XLA_FFI_Future_SetAvailable = FutureSetAvailable;
  api.XLA_FFI_Future_SetError = FutureSetError;
  api.XLA_FFI_RunId_Get = RunIdGet;
  api.XLA_FFI_DeviceOrdinal_Get = DeviceOrdinalGet;
  api.XLA_FFI_InvokeContext_FindExtension = InvokeContextFindExtension;
  return api;
}

// ---- Types ---------------------------------------------------------------------------------------------

// The ABI's data type of hlx element type `e`, or INVALID where the ABI has none.
XLA_FFI_DataType DataTypeOf(ElementType e) {
  switch (e) {
    case ElementType::kI1:
      return XLA_FFI_DataType_PRED;
    case ElementType::kSI2:
      return XLA_FFI_DataType_S2;
    case ElementType::kSI4:
      return XLA_FFI_DataType_S4;
    case ElementType::kSI8:
      return XLA_FFI_DataType_S8;
    case ElementType::kSI16:
      return XLA_FFI_DataType_S16;
    case ElementType::kSI32:
      return XLA_FFI_DataType_S32;
    case ElementType::kSI64:
      return XLA_FFI_DataType_S64;
    case ElementType::kUI2:
      return XLA_FFI_DataType_U2;
    case ElementType::kUI4:
      return XLA_FFI_DataType_U4;
    case ElementType::kUI8:
      return XLA_FFI_DataType_U8;
    case ElementType::kUI16:
      return XLA_FFI_DataType_U16;
    case ElementType::kUI32:
      return XLA_FFI_DataType_U32;
    case ElementType::kUI64:
      return XLA_FFI_DataType_U64;
    case ElementType::kF4E2M1FN:
      return XLA_FFI_DataType_F4E2M1FN;
    case ElementType::kF8E3M4:
      return XLA_FFI_DataType_F8E3M4;
    case ElementType::kF8E4M3:
      return XLA_FFI_DataType_F8E4M3;
    case ElementType::kF8E4M3FN:
      return XLA_FFI_DataType_F8E4M3FN;
    case ElementType::kF8E4M3FNUZ:
      return XLA_FFI_DataType_F8E4M3FNUZ;
    case ElementType::kF8E4M3B11FNUZ:
      return XLA_FFI_DataType_F8E4M3B11FNUZ;
    case ElementType::kF8E5M2:
      return XLA_FFI_DataType_F8E5M2;
    case ElementType::kF8E5M2FNUZ:
      return XLA_FFI_DataType_F8E5M2FNUZ;
    case ElementType::kF8E8M0FNU:
      return XLA_FFI_DataType_F8E8M0FNU;
    case ElementType::kBF16:
      return XLA_FFI_DataType_BF16;
    case ElementType::kF16:
      return XLA_FFI_DataType_F16;
    case ElementType::kF32:
      return XLA_FFI_DataType_F32;
    case ElementType::kF64:
      return XLA_FFI_DataType_F64;
    case ElementType::kC64:
      return XLA_FFI_DataType_C64;
    case ElementType::kC128:
      return XLA_FFI_DataType_C128;
    case ElementType::kIndex:
    case ElementType::kF6E2M3FN:
    case ElementType::kF6E3M2FN:
    case ElementType::kTF32:
      return XLA_FFI_DataType_INVALID;
  }
  return XLA_FFI_DataType_INVALID;
}

}  // namespace

// ---- Attributes --------------------------------------------------------------------------------------

struct FfiCall::Encoded {
  std::vector<XLA_FFI_AttrType> types;
  std::vector<XLA_FFI_ByteSpan*> names;
  std::vector<void*> values;
  XLA_FFI_Attrs attrs{};
  // What the pointers above point to (deques: their elements never move).
  std::deque<XLA_FFI_ByteSpan> spans;
  std::deque<std::string> strings;
  std::deque<XLA_FFI_Scalar> scalars;
  std::deque<XLA_FFI_Array> arrays;
  std::deque<std::vector<int64_t>> data;  // scalar values and array elements, 8-byte aligned
  std::deque<Encoded> dicts;

  // Encodes the entries of dictionary `dict`; `where` names the dictionary in messages.
  Status Encode(const Attr& dict, const std::string& where) {
    for (const NamedAttr& entry : dict.entries()) {
      const std::string name = where + "." + entry.name;
      HLX_RETURN_IF_ERROR(Add(entry.name, entry.value, name));
    }
    attrs.struct_size = XLA_FFI_Attrs_STRUCT_SIZE;
    attrs.size = static_cast<int64_t>(types.size());
    attrs.types = types.data();
    attrs.names = names.data();
    attrs.attrs = values.data();
    return Status::Ok();
  }

 private:
  XLA_FFI_ByteSpan* Span(const std::string& s) {
    const std::string& kept = strings.emplace_back(s);
    return &spans.emplace_back(XLA_FFI_ByteSpan{kept.data(), kept.size()});
  }
  void Push(const std::string& name, XLA_FFI_AttrType type, void* value) {
    names.push_back(Span(name));
    types.push_back(type);
    values.push_back(value);
  }
  // `n` elements of `bytes` each, zeroed, 8-byte aligned.
  char* Bytes(size_t n, int bytes) {
    return reinterpret_cast<char*>(data.emplace_back((n * bytes + 7) / 8 + 1, 0).data());
  }
  static void Store(char* at, int bytes, int64_t v) {
    // Little-endian: the low `bytes` bytes of v.
    std::memcpy(at, &v, bytes);
  }
  static Status Unsupported(const std::string& name, const std::string& what) {
    return Unimplemented("attribute " + name + " is " + what +
                         ", which the FFI calling convention cannot pass");
  }

  Status Add(const std::string& key, const Attr& value, const std::string& name) {
    switch (value.kind()) {
      case AttrKind::kBool: {
        char* at = Bytes(1, 1);
        at[0] = value.bool_value() ? 1 : 0;
        Push(key, XLA_FFI_AttrType_SCALAR, &scalars.emplace_back(XLA_FFI_Scalar{XLA_FFI_DataType_PRED, at}));
        return Status::Ok();
      }
      case AttrKind::kInteger: {
        const Type type = value.type();
        const ElementType e = type.IsElement() ? type.element() : ElementType::kSI64;
        const XLA_FFI_DataType dtype = DataTypeOf(e == ElementType::kIndex ? ElementType::kSI64 : e);
        if (dtype == XLA_FFI_DataType_INVALID)
          return Unsupported(name, "an integer of type " + type.ToString());
        const int bytes = ElementStorageBytes(e);
        char* at = Bytes(1, bytes);
        Store(at, bytes, value.int_value());
        Push(key, XLA_FFI_AttrType_SCALAR, &scalars.emplace_back(XLA_FFI_Scalar{dtype, at}));
        return Status::Ok();
      }
      case AttrKind::kFloat: {
        const Type type = value.type();
        const ElementType e = type.IsElement() ? type.element() : ElementType::kF64;
        char* at = Bytes(1, 8);
        if (e == ElementType::kF32) {
          const float f = static_cast<float>(value.float_value());
          std::memcpy(at, &f, 4);
        } else if (e == ElementType::kF64) {
          const double d = value.float_value();
          std::memcpy(at, &d, 8);
        } else {
          return Unsupported(name, "a float of type " + type.ToString() + " (f32 and f64 can be passed)");
        }
        Push(key, XLA_FFI_AttrType_SCALAR, &scalars.emplace_back(XLA_FFI_Scalar{DataTypeOf(e), at}));
        return Status::Ok();
      }
      case AttrKind::kString:
        Push(key, XLA_FFI_AttrType_STRING, Span(value.string_value()));
        return Status::Ok();
      case AttrKind::kDenseArray: {
        const ElementType e = value.dense_array_element();
        const XLA_FFI_DataType dtype = DataTypeOf(e);
        const int bytes = ElementStorageBytes(e);
        XLA_FFI_Array array{dtype, 0, nullptr};
        if (IsFloat(e)) {
          std::span<const double> v = value.dense_array_floats();
          if (e != ElementType::kF32 && e != ElementType::kF64)
            return Unsupported(name, "an array of " + std::string(GetElementInfo(e).mnemonic));
          char* at = Bytes(v.size(), bytes);
          for (size_t i = 0; i < v.size(); ++i) {
            if (e == ElementType::kF32) {
              const float f = static_cast<float>(v[i]);
              std::memcpy(at + i * 4, &f, 4);
            } else {
              std::memcpy(at + i * 8, &v[i], 8);
            }
          }
          array = {dtype, v.size(), at};
        } else {
          if (dtype == XLA_FFI_DataType_INVALID)
            return Unsupported(name, "an array of " + std::string(GetElementInfo(e).mnemonic));
          std::span<const int64_t> v = value.dense_array_ints();
          char* at = Bytes(v.size(), bytes);
          for (size_t i = 0; i < v.size(); ++i) Store(at + i * bytes, bytes, v[i]);
          array = {dtype, v.size(), at};
        }
        Push(key, XLA_FFI_AttrType_ARRAY, &arrays.emplace_back(array));
        return Status::Ok();
      }
      case AttrKind::kDictionary: {
        Encoded& inner = dicts.emplace_back();
        HLX_RETURN_IF_ERROR(inner.Encode(value, name));
        Push(key, XLA_FFI_AttrType_DICTIONARY, &inner.attrs);
        return Status::Ok();
      }
      case AttrKind::kUnit:
      case AttrKind::kType:
      case AttrKind::kArray:
      case AttrKind::kDenseElements:
      case AttrKind::kDenseResource:
      case AttrKind::kSymbolRef:
      case AttrKind::kEnum:
      case AttrKind::kStruct:
      case AttrKind::kLocation:
      case AttrKind::kOpaque:
        break;
    }
    return Unsupported(name, "`" + PrintAttr(value) + "`");
  }
};

// ---- Call sites --------------------------------------------------------------------------------------

FfiCall::~FfiCall() {
  if (state_.object && state_.deleter) state_.deleter(state_.object);
}

StatusOr<std::unique_ptr<FfiCall>> FfiCall::Prepare(const Module& module, const Op& op,
                                                    const XLA_FFI_Handler_Bundle& handlers) {
  std::unique_ptr<FfiCall> call(new FfiCall);
  call->module_ = &module;
  call->op_ = &op;
  Attr target = op.attr("call_target_name");
  call->target_ = target.Is(AttrKind::kString) ? target.string_value() : "";
  call->handlers_ = handlers;
  auto error = [&](const std::string& message) {
    return InvalidArgument(module.Where(op.loc()) + ": error: '" + op.name() + "' op calls FFI target @" +
                           call->target_ + ": " + message);
  };
  // The typed FFI: api_version = 4 with the attributes in backend_config, or JAX's form of it, the
  // original api_version with the attributes in mhlo.backend_config. (Handlers of the untyped
  // conventions, api_version 2 and 3, cannot be registered.)
  Attr version = op.attr("api_version");
  const int64_t api_version = version.Is(AttrKind::kInteger) ? version.int_value()
                              : version.Is(AttrKind::kEnum)  ? version.enum_value()
                                                             : 1;
  if (api_version == 2 || api_version == 3)
    return error(
        "expected the typed FFI (api_version = 4, or attributes in mhlo.backend_config), found the "
        "untyped convention of api_version = " +
        std::to_string(api_version));
  call->attrs_ = std::make_unique<Encoded>();
  Attr config = op.attr("backend_config"), jax_config = op.attr("mhlo.backend_config");
  Status encoded = Status::Ok();
  if (config.Is(AttrKind::kDictionary))
    encoded = call->attrs_->Encode(config, "backend_config");
  else if (jax_config.Is(AttrKind::kDictionary))
    encoded = call->attrs_->Encode(jax_config, "mhlo.backend_config");
  else if (config.Is(AttrKind::kString) && !config.string_value().empty())
    return error("expected backend_config to be a dictionary of attributes, found a string");
  else
    encoded = call->attrs_->Encode(Attr::Dictionary({}), "backend_config");
  if (!encoded.ok()) return error(encoded.message());
  auto describe = [&](Type type, const char* layouts_name, size_t i, const char* what,
                      Operand& out) -> Status {
    if (type.IsToken()) {
      out.dtype = XLA_FFI_DataType_TOKEN;
      return Status::Ok();
    }
    if (!type.IsTensor() || !type.HasStaticShape() || !type.element_type().IsElement())
      return error(std::string("expected ") + what + " #" + std::to_string(i) +
                   " to be a statically shaped tensor or a token, found " + type.ToString());
    const ElementType e = type.element_type().element();
    out.dtype = DataTypeOf(e);
    if (out.dtype == XLA_FFI_DataType_INVALID)
      return error(std::string(what) + " #" + std::to_string(i) + " has elements of " +
                   std::string(GetElementInfo(e).mnemonic) +
                   ", which the FFI calling convention cannot pass");
    out.element_bytes = ElementStorageBytes(e);
    out.dims.assign(type.dims().begin(), type.dims().end());
    Attr layouts = op.attr(layouts_name);
    if (!layouts.Is(AttrKind::kArray) || i >= layouts.elements().size()) return Status::Ok();
    auto list = layouts.elements()[i].AsIntList();
    const int64_t rank = type.rank();
    bool valid = list && static_cast<int64_t>(list->size()) == rank;
    std::vector<bool> seen(rank, false);
    for (size_t k = 0; valid && k < list->size(); ++k) {
      const int64_t d = (*list)[k];
      valid = d >= 0 && d < rank && !seen[d];
      if (valid) seen[d] = true;
    }
    if (!valid)
      return error(std::string(layouts_name) + " #" + std::to_string(i) +
                   " is not a permutation of the dimensions of " + type.ToString());
    bool row_major = true;
    for (int64_t k = 0; k < rank; ++k) row_major &= (*list)[k] == rank - 1 - k;
    if (!row_major) out.layout = *list;
    return Status::Ok();
  };
  call->operands_.resize(op.num_operands());
  for (int i = 0; i < op.num_operands(); ++i)
    HLX_RETURN_IF_ERROR(describe(op.operand(i)->type(), "operand_layouts", i, "operand", call->operands_[i]));
  call->results_.resize(op.num_results());
  for (int i = 0; i < op.num_results(); ++i)
    HLX_RETURN_IF_ERROR(describe(op.result(i)->type(), "result_layouts", i, "result", call->results_[i]));
  if (handlers.instantiate)
    HLX_RETURN_IF_ERROR(
        call->Stage(handlers.instantiate, XLA_FFI_ExecutionStage_INSTANTIATE, {}, {}, FfiRunInfo{}));
  return call;
}

Status FfiCall::Stage(XLA_FFI_Handler* handler, XLA_FFI_ExecutionStage stage, std::span<void* const> args,
                      std::span<void* const> rets, const FfiRunInfo& run) const {
  std::vector<XLA_FFI_ArgType> arg_types(args.size(), XLA_FFI_ArgType_BUFFER);
  std::vector<XLA_FFI_RetType> ret_types(rets.size(), XLA_FFI_RetType_BUFFER);
  XLA_FFI_InvokeContext ctx{stage, run, &state_mutex_, &state_};
  XLA_FFI_CallFrame frame{};
  frame.struct_size = XLA_FFI_CallFrame_STRUCT_SIZE;
  frame.api = HlxFfiApi();
  frame.ctx = &ctx;
  frame.stage = stage;
  frame.args = {XLA_FFI_Args_STRUCT_SIZE, nullptr, static_cast<int64_t>(args.size()), arg_types.data(),
                const_cast<void**>(args.data())};
  frame.rets = {XLA_FFI_Rets_STRUCT_SIZE, nullptr, static_cast<int64_t>(rets.size()), ret_types.data(),
                const_cast<void**>(rets.data())};
  frame.attrs = attrs_->attrs;
  frame.future = nullptr;
  XLA_FFI_Error* failed = handler(&frame);
  if (!failed && frame.future) {
    XLA_FFI_Future* future = frame.future;
    {
      std::unique_lock<std::mutex> lock(future->mutex);
      future->done_cv.wait(lock, [&] { return future->done; });
      failed = future->error;
    }
    delete future;
  }
  static constexpr const char* kStages[] = {"instantiate", "prepare", "initialize", "execute"};
  return TakeFfiError(failed, module_->Where(op_->loc()) + ": error: '" + op_->name() + "' op: FFI target @" +
                                  target_ + " failed in its " + kStages[stage] + " stage: ");
}

Status FfiCall::Run(std::span<const char* const> operands, std::span<char* const> results,
                    const FfiRunInfo& run) const {
  HLX_CHECK(operands.size() == operands_.size() && results.size() == results_.size());
  std::vector<XLA_FFI_Buffer> buffers(operands.size() + results.size());
  std::vector<std::vector<char>> copies;  // operands and results in another layout
  copies.reserve(buffers.size());
  std::vector<void*> args(operands.size()), rets(results.size());
  auto bytes_of = [](const Operand& o) {
    int64_t n = o.element_bytes;
    for (int64_t d : o.dims) n *= d;
    return n;
  };
  auto fill = [&](const Operand& o, char* data, XLA_FFI_Buffer& buffer) {
    buffer = {XLA_FFI_Buffer_STRUCT_SIZE,         nullptr, o.dtype, data, static_cast<int64_t>(o.dims.size()),
              const_cast<int64_t*>(o.dims.data())};
    return &buffer;
  };
  for (size_t i = 0; i < operands.size(); ++i) {
    const Operand& o = operands_[i];
    char* data = const_cast<char*>(operands[i]);
    if (!o.layout.empty()) {
      data = copies.emplace_back(bytes_of(o)).data();
      ToLayout(operands[i], data, o.dims, o.layout, o.element_bytes);
    }
    args[i] = fill(o, o.dtype == XLA_FFI_DataType_TOKEN ? nullptr : data, buffers[i]);
  }
  for (size_t i = 0; i < results.size(); ++i) {
    const Operand& o = results_[i];
    char* data = o.layout.empty() ? results[i] : copies.emplace_back(bytes_of(o)).data();
    rets[i] = fill(o, o.dtype == XLA_FFI_DataType_TOKEN ? nullptr : data, buffers[operands.size() + i]);
  }
  if (handlers_.prepare)
    HLX_RETURN_IF_ERROR(Stage(handlers_.prepare, XLA_FFI_ExecutionStage_PREPARE, args, rets, run));
  if (handlers_.initialize)
    HLX_RETURN_IF_ERROR(Stage(handlers_.initialize, XLA_FFI_ExecutionStage_INITIALIZE, args, rets, run));
  HLX_RETURN_IF_ERROR(Stage(handlers_.execute, XLA_FFI_ExecutionStage_EXECUTE, args, rets, run));
  for (size_t i = 0; i < results.size(); ++i) {
    const Operand& o = results_[i];
    if (o.layout.empty()) continue;
    FromLayout(static_cast<const char*>(static_cast<XLA_FFI_Buffer*>(rets[i])->data), results[i], o.dims,
               o.layout, o.element_bytes);
  }
  return Status::Ok();
}

const XLA_FFI_Api* HlxFfiApi() {
  static const XLA_FFI_Api api = MakeApi();
  return &api;
}

Status TakeFfiError(XLA_FFI_Error* error, std::string_view context) {
  if (!error) return Status::Ok();
  StatusCode code = StatusCode::kInternal;
  switch (error->code) {
    case XLA_FFI_Error_Code_INVALID_ARGUMENT:
    case XLA_FFI_Error_Code_OUT_OF_RANGE:
      code = StatusCode::kInvalidArgument;
      break;
    case XLA_FFI_Error_Code_NOT_FOUND:
      code = StatusCode::kNotFound;
      break;
    case XLA_FFI_Error_Code_UNIMPLEMENTED:
      code = StatusCode::kUnimplemented;
      break;
    case XLA_FFI_Error_Code_RESOURCE_EXHAUSTED:
      code = StatusCode::kResourceExhausted;
      break;
    case XLA_FFI_Error_Code_FAILED_PRECONDITION:
    case XLA_FFI_Error_Code_ALREADY_EXISTS:
      code = StatusCode::kFailedPrecondition;
      break;
    default:
      break;
  }
  Status status(code, std::string(context) + error->message);
  delete error;
  return status;
}

Status CheckFfiHandlerVersion(XLA_FFI_Handler* handler, std::string_view name) {
  XLA_FFI_Metadata metadata{};
  metadata.struct_size = XLA_FFI_Metadata_STRUCT_SIZE;
  metadata.api_version.struct_size = XLA_FFI_Api_Version_STRUCT_SIZE;
  XLA_FFI_Metadata_Extension extension{};
  extension.extension_base = {XLA_FFI_Metadata_Extension_STRUCT_SIZE, XLA_FFI_Extension_Metadata, nullptr};
  extension.metadata = &metadata;
  XLA_FFI_CallFrame frame{};
  frame.struct_size = XLA_FFI_CallFrame_STRUCT_SIZE;
  frame.extension_start = &extension.extension_base;
  frame.api = HlxFfiApi();
  frame.stage = XLA_FFI_ExecutionStage_EXECUTE;
  frame.args.struct_size = XLA_FFI_Args_STRUCT_SIZE;
  frame.rets.struct_size = XLA_FFI_Rets_STRUCT_SIZE;
  frame.attrs.struct_size = XLA_FFI_Attrs_STRUCT_SIZE;
  if (XLA_FFI_Error* failed = handler(&frame)) {
    // A handler that does not answer the metadata question (built before the ABI had it) is taken as
    // it is.
    delete failed;
    return Status::Ok();
  }
  const XLA_FFI_Api_Version& v = metadata.api_version;
  if (v.major_version != XLA_FFI_API_MAJOR || v.minor_version > XLA_FFI_API_MINOR)
    return Status(StatusCode::kFailedPrecondition,
                  "FFI target @" + std::string(name) + " was built for XLA FFI ABI version " +
                      std::to_string(v.major_version) + "." + std::to_string(v.minor_version) +
                      "; hlx calls handlers of version " + std::to_string(XLA_FFI_API_MAJOR) + "." +
                      std::to_string(XLA_FFI_API_MINOR) + " and older minor versions");
  return Status::Ok();
}

}  // namespace hlx
