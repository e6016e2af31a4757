/* Example XLA FFI handlers written in C against hlx/xla_ffi.h, built as libhlx_ffi_example.so: what
 * the FFI tests register (src/runtime/custom_call_test.cc, tests/lit/cli/ffi-target.mlir) and what a
 * user's handler library looks like without XLA's C++ FFI headers.
 *
 * Each handler reports, when asked for its metadata, the ABI version whose entries and struct layouts
 * it uses: 0.3 for those that use only what 0.3 has (the same layouts in 0.4), 0.4 for the probe of
 * what 0.4 added, 0.2 for the counter that passes 0.2's state args.
 *
 *   hlx_example_affine   y = a * x + b + offsets[i % size(offsets)] + opts.bias, for f32 x and y of one
 *                        shape; attributes a (f32), b (f64), offsets (array of i64), opts = {bias (i32)}
 *   hlx_example_fail     fails with the string attribute `message`
 *   hlx_example_copy     copies its operand's bytes to its result as they arrive (one buffer each of the
 *                        same size): what a handler sees of the layouts its call names
 *   hlx_example_counter_instantiate, hlx_example_counter_execute
 *                        a counter kept in the call site's state: instantiate starts it at the i64
 *                        attribute `start`; each execute writes it to its i64 scalar result and adds 1
 *   hlx_example_v02_counter_instantiate, hlx_example_v02_counter_execute
 *                        the same counter, built for 0.2: its state args have no `stage`
 *   hlx_example_probe    (0.4) writes to its i64[4] result what the API gave it: the code that
 *                        XLA_FFI_Error_GetDetails reports of an OUT_OF_RANGE error it made; 1 if the
 *                        message came back too; what XLA_FFI_InvokeContext_FindExtension found of XLA's
 *                        command-buffer recording extension (0: none, 1: one, -1: an error); the API
 *                        table's minor version
 *   hlx_example_probe_v03
 *                        (0.3) calls the same entry as 0.3's XLA_FFI_Error_GetMessage, with 0.3's
 *                        smaller args, and writes to its i64[2] result what the field after them holds
 *                        (99 before the call) and 1 if the message came back
 *   hlx_example_future_major, hlx_example_future_minor
 *                        report version 1.4 and 0.5 of the ABI when asked (refused by hlx)
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "hlx/xla_ffi.h"

#define EXPORT __attribute__((visibility("default")))

static XLA_FFI_Error* Fail(const XLA_FFI_CallFrame* frame, XLA_FFI_Error_Code code, const char* message) {
  XLA_FFI_Error_Create_Args args;
  memset(&args, 0, sizeof(args));
  args.struct_size = XLA_FFI_Error_Create_Args_STRUCT_SIZE;
  args.message = message;
  args.errc = code;
  return frame->api->XLA_FFI_Error_Create(&args);
}

/* Answers the metadata question with ABI version major.minor; 1 when it was asked. */
static int AnswerMetadata(XLA_FFI_CallFrame* frame, int major, int minor) {
  if (!frame->extension_start || frame->extension_start->type != XLA_FFI_Extension_Metadata) return 0;
  XLA_FFI_Metadata* metadata = ((XLA_FFI_Metadata_Extension*)frame->extension_start)->metadata;
  metadata->api_version.major_version = major;
  metadata->api_version.minor_version = minor;
  metadata->traits = 0;
  return 1;
}

/* The attribute `name` of `attrs` if it has type `type`, else NULL. */
static void* FindAttr(const XLA_FFI_Attrs* attrs, const char* name, XLA_FFI_AttrType type) {
  for (int64_t i = 0; i < attrs->size; ++i) {
    const XLA_FFI_ByteSpan* n = attrs->names[i];
    if (n->len == strlen(name) && memcmp(n->ptr, name, n->len) == 0 && attrs->types[i] == type)
      return attrs->attrs[i];
  }
  return NULL;
}

static int64_t NumElements(const XLA_FFI_Buffer* b) {
  int64_t n = 1;
  for (int64_t d = 0; d < b->rank; ++d) n *= b->dims[d];
  return n;
}

EXPORT XLA_FFI_Error* hlx_example_affine(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  if (frame->args.size != 1 || frame->rets.size != 1)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected one operand and one result");
  const XLA_FFI_Buffer* x = (const XLA_FFI_Buffer*)frame->args.args[0];
  XLA_FFI_Buffer* y = (XLA_FFI_Buffer*)frame->rets.rets[0];
  if (x->dtype != XLA_FFI_DataType_F32 || y->dtype != XLA_FFI_DataType_F32 ||
      NumElements(x) != NumElements(y))
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected f32 buffers of one size");
  const XLA_FFI_Scalar* a = (const XLA_FFI_Scalar*)FindAttr(&frame->attrs, "a", XLA_FFI_AttrType_SCALAR);
  const XLA_FFI_Scalar* b = (const XLA_FFI_Scalar*)FindAttr(&frame->attrs, "b", XLA_FFI_AttrType_SCALAR);
  const XLA_FFI_Array* offsets =
      (const XLA_FFI_Array*)FindAttr(&frame->attrs, "offsets", XLA_FFI_AttrType_ARRAY);
  const XLA_FFI_Attrs* opts =
      (const XLA_FFI_Attrs*)FindAttr(&frame->attrs, "opts", XLA_FFI_AttrType_DICTIONARY);
  const XLA_FFI_Scalar* bias =
      opts ? (const XLA_FFI_Scalar*)FindAttr(opts, "bias", XLA_FFI_AttrType_SCALAR) : NULL;
  if (!a || a->dtype != XLA_FFI_DataType_F32 || !b || b->dtype != XLA_FFI_DataType_F64 || !offsets ||
      offsets->dtype != XLA_FFI_DataType_S64 || offsets->size == 0 || !bias ||
      bias->dtype != XLA_FFI_DataType_S32)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT,
                "expected attributes a: f32, b: f64, offsets: array<i64> (not empty), opts: {bias: i32}");
  const float av = *(const float*)a->value;
  const double bv = *(const double*)b->value;
  const int64_t* off = (const int64_t*)offsets->data;
  const int32_t biasv = *(const int32_t*)bias->value;
  const float* in = (const float*)x->data;
  float* out = (float*)y->data;
  const int64_t n = NumElements(x);
  for (int64_t i = 0; i < n; ++i)
    out[i] = (float)(av * in[i] + bv + (double)off[i % (int64_t)offsets->size] + biasv);
  return NULL;
}

EXPORT XLA_FFI_Error* hlx_example_fail(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  const XLA_FFI_ByteSpan* message =
      (const XLA_FFI_ByteSpan*)FindAttr(&frame->attrs, "message", XLA_FFI_AttrType_STRING);
  char text[256] = "no message";
  if (message) {
    size_t n = message->len < sizeof(text) - 1 ? message->len : sizeof(text) - 1;
    memcpy(text, message->ptr, n);
    text[n] = 0;
  }
  return Fail(frame, XLA_FFI_Error_Code_FAILED_PRECONDITION, text);
}

static int ElementBytes(XLA_FFI_DataType t) {
  switch (t) {
    case XLA_FFI_DataType_F64:
    case XLA_FFI_DataType_S64:
    case XLA_FFI_DataType_U64:
    case XLA_FFI_DataType_C64:
      return 8;
    case XLA_FFI_DataType_C128:
      return 16;
    case XLA_FFI_DataType_F32:
    case XLA_FFI_DataType_S32:
    case XLA_FFI_DataType_U32:
      return 4;
    case XLA_FFI_DataType_F16:
    case XLA_FFI_DataType_BF16:
    case XLA_FFI_DataType_S16:
    case XLA_FFI_DataType_U16:
      return 2;
    default:
      return 1;
  }
}

EXPORT XLA_FFI_Error* hlx_example_copy(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  if (frame->args.size != 1 || frame->rets.size != 1)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected one operand and one result");
  const XLA_FFI_Buffer* x = (const XLA_FFI_Buffer*)frame->args.args[0];
  XLA_FFI_Buffer* y = (XLA_FFI_Buffer*)frame->rets.rets[0];
  const int64_t bytes = NumElements(x) * ElementBytes(x->dtype);
  if (x->dtype != y->dtype || bytes != NumElements(y) * ElementBytes(y->dtype))
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected buffers of one type and size");
  memcpy(y->data, x->data, (size_t)bytes);
  return NULL;
}

static XLA_FFI_TypeId counter_type = {0};

static void FreeCounter(void* counter) { free(counter); }

/* The state args of ABI 0.2, which had no `stage`. */
typedef struct {
  size_t struct_size;
  XLA_FFI_InternalExtension* extension_start;
  XLA_FFI_InvokeContext* ctx;
  XLA_FFI_TypeId* type_id;
  void* state;
} StateArgsV02;

/* The counter's instantiate stage, passing state args of 0.2 when `v02`. */
static XLA_FFI_Error* CounterInstantiate(XLA_FFI_CallFrame* frame, int v02) {
  if (counter_type.type_id == 0) {
    XLA_FFI_TypeInfo info = {XLA_FFI_TypeInfo_STRUCT_SIZE, NULL, FreeCounter};
    XLA_FFI_Type_Register_Args reg;
    memset(&reg, 0, sizeof(reg));
    reg.struct_size = XLA_FFI_Type_Register_Args_STRUCT_SIZE;
    reg.name.ptr = "hlx_example_counter";
    reg.name.len = strlen(reg.name.ptr);
    reg.type_id = &counter_type;
    reg.type_info = &info;
    XLA_FFI_Error* failed = frame->api->XLA_FFI_Type_Register(&reg);
    if (failed) return failed;
  }
  const XLA_FFI_Scalar* start =
      (const XLA_FFI_Scalar*)FindAttr(&frame->attrs, "start", XLA_FFI_AttrType_SCALAR);
  if (!start || start->dtype != XLA_FFI_DataType_S64)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected an i64 attribute start");
  int64_t* counter = (int64_t*)malloc(sizeof(int64_t));
  *counter = *(const int64_t*)start->value;
  if (v02) {
    StateArgsV02 set = {offsetof(StateArgsV02, state) + sizeof(void*), NULL, frame->ctx, &counter_type,
                        counter};
    return frame->api->XLA_FFI_State_Set((XLA_FFI_State_Set_Args*)&set);
  }
  XLA_FFI_State_Set_Args set;
  memset(&set, 0, sizeof(set));
  set.struct_size = XLA_FFI_State_Set_Args_STRUCT_SIZE;
  set.ctx = frame->ctx;
  set.stage = XLA_FFI_ExecutionStage_INSTANTIATE;
  set.type_id = &counter_type;
  set.state = counter;
  return frame->api->XLA_FFI_State_Set(&set);
}

/* The counter's execute stage, passing state args of 0.2 when `v02`. */
static XLA_FFI_Error* CounterExecute(XLA_FFI_CallFrame* frame, int v02) {
  int64_t* counter = NULL;
  if (v02) {
    StateArgsV02 get = {offsetof(StateArgsV02, state) + sizeof(void*), NULL, frame->ctx, &counter_type, NULL};
    XLA_FFI_Error* failed = frame->api->XLA_FFI_State_Get((XLA_FFI_State_Get_Args*)&get);
    if (failed) return failed;
    counter = (int64_t*)get.state;
  } else {
    XLA_FFI_State_Get_Args get;
    memset(&get, 0, sizeof(get));
    get.struct_size = XLA_FFI_State_Get_Args_STRUCT_SIZE;
    get.ctx = frame->ctx;
    get.stage = XLA_FFI_ExecutionStage_INSTANTIATE;
    get.type_id = &counter_type;
    XLA_FFI_Error* failed = frame->api->XLA_FFI_State_Get(&get);
    if (failed) return failed;
    counter = (int64_t*)get.state;
  }
  XLA_FFI_Buffer* y = (XLA_FFI_Buffer*)frame->rets.rets[0];
  if (frame->rets.size != 1 || y->dtype != XLA_FFI_DataType_S64 || y->rank != 0)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected an i64 scalar result");
  *(int64_t*)y->data = (*counter)++;
  return NULL;
}

EXPORT XLA_FFI_Error* hlx_example_counter_instantiate(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  return CounterInstantiate(frame, 0);
}

EXPORT XLA_FFI_Error* hlx_example_counter_execute(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  return CounterExecute(frame, 0);
}

EXPORT XLA_FFI_Error* hlx_example_v02_counter_instantiate(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 2)) return NULL;
  return CounterInstantiate(frame, 1);
}

EXPORT XLA_FFI_Error* hlx_example_v02_counter_execute(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 2)) return NULL;
  return CounterExecute(frame, 1);
}

/* The i64 result `i` of the call, of `n` elements; NULL if it has another type. */
static int64_t* Int64Result(XLA_FFI_CallFrame* frame, int64_t i, int64_t n) {
  if (frame->rets.size <= i) return NULL;
  XLA_FFI_Buffer* y = (XLA_FFI_Buffer*)frame->rets.rets[i];
  if (y->dtype != XLA_FFI_DataType_S64 || NumElements(y) != n) return NULL;
  return (int64_t*)y->data;
}

static void DestroyError(const XLA_FFI_CallFrame* frame, XLA_FFI_Error* error) {
  XLA_FFI_Error_Destroy_Args destroy;
  memset(&destroy, 0, sizeof(destroy));
  destroy.struct_size = XLA_FFI_Error_Destroy_Args_STRUCT_SIZE;
  destroy.error = error;
  frame->api->XLA_FFI_Error_Destroy(&destroy);
}

EXPORT XLA_FFI_Error* hlx_example_probe(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 4)) return NULL;
  int64_t* out = Int64Result(frame, 0, 4);
  if (!out) return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected an i64[4] result");
  XLA_FFI_Error* error = Fail(frame, XLA_FFI_Error_Code_OUT_OF_RANGE, "probe");
  XLA_FFI_Error_GetDetails_Args details;
  memset(&details, 0, sizeof(details));
  details.struct_size = XLA_FFI_Error_GetDetails_Args_STRUCT_SIZE;
  details.error = error;
  details.errc = XLA_FFI_Error_Code_OK;
  frame->api->XLA_FFI_Error_GetDetails(&details);
  out[0] = details.errc;
  out[1] = details.message && strcmp(details.message, "probe") == 0;
  DestroyError(frame, error);
  XLA_FFI_InvokeContext_FindExtension_Args find;
  memset(&find, 0, sizeof(find));
  find.struct_size = XLA_FFI_InvokeContext_FindExtension_Args_STRUCT_SIZE;
  find.ctx = frame->ctx;
  /* XLA's command-buffer recording; `extension` starts as anything but null, for the call to clear. */
  find.extension_type = 128;
  find.extension = (const XLA_FFI_Extension*)frame;
  XLA_FFI_Error* failed = frame->api->XLA_FFI_InvokeContext_FindExtension(&find);
  out[2] = failed ? -1 : find.extension ? 1 : 0;
  if (failed) DestroyError(frame, failed);
  out[3] = frame->api->api_version.minor_version;
  return NULL;
}

EXPORT XLA_FFI_Error* hlx_example_probe_v03(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 3)) return NULL;
  int64_t* out = Int64Result(frame, 0, 2);
  if (!out) return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected an i64[2] result");
  XLA_FFI_Error* error = Fail(frame, XLA_FFI_Error_Code_OUT_OF_RANGE, "probe");
  /* 0.3's args end at `message`; what follows them in memory is not theirs. */
  XLA_FFI_Error_GetDetails_Args message;
  memset(&message, 0, sizeof(message));
  message.struct_size = offsetof(XLA_FFI_Error_GetDetails_Args, message) + sizeof(const char*);
  message.error = error;
  message.errc = (XLA_FFI_Error_Code)99;
  frame->api->XLA_FFI_Error_GetDetails(&message);
  out[0] = message.errc;
  out[1] = message.message && strcmp(message.message, "probe") == 0;
  DestroyError(frame, error);
  return NULL;
}

EXPORT XLA_FFI_Error* hlx_example_future_major(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 1, 4)) return NULL;
  return Fail(frame, XLA_FFI_Error_Code_INTERNAL, "not to be run");
}

EXPORT XLA_FFI_Error* hlx_example_future_minor(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, 0, 5)) return NULL;
  return Fail(frame, XLA_FFI_Error_Code_INTERNAL, "not to be run");
}
