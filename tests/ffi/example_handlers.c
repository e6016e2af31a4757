/* Example XLA FFI handlers written in C against hlx/xla_ffi.h, built as libhlx_ffi_example.so: what
 * the FFI tests register (tests/ffi/ffi_test.cc, tests/lit/cli/ffi-target.mlir) and what a user's
 * handler library looks like without XLA's C++ FFI headers.
 *
 *   hlx_example_affine   y = a * x + b + offsets[i % size(offsets)] + opts.bias, for f32 x and y of one
 *                        shape; attributes a (f32), b (f64), offsets (array of i64), opts = {bias (i32)}
 *   hlx_example_fail     fails with the string attribute `message`
 *   hlx_example_copy     copies its operand's bytes to its result as they arrive (one buffer each of the
 *                        same size): what a handler sees of the layouts its call names
 *   hlx_example_counter_instantiate, hlx_example_counter_execute
 *                        a counter kept in the call site's state: instantiate starts it at the i64
 *                        attribute `start`; each execute writes it to its i64 scalar result and adds 1
 *   hlx_example_future_major   reports version 1.0 of the ABI when asked (refused by hlx)
 */
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

/* Answers the metadata question (the ABI version this file was built with); 1 when it was asked. */
static int AnswerMetadata(XLA_FFI_CallFrame* frame, int major) {
  if (!frame->extension_start || frame->extension_start->type != XLA_FFI_Extension_Metadata) return 0;
  XLA_FFI_Metadata* metadata = ((XLA_FFI_Metadata_Extension*)frame->extension_start)->metadata;
  metadata->api_version.major_version = major;
  metadata->api_version.minor_version = XLA_FFI_API_MINOR;
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
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR)) return NULL;
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
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR)) return NULL;
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
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR)) return NULL;
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

EXPORT XLA_FFI_Error* hlx_example_counter_instantiate(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR)) return NULL;
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
  XLA_FFI_State_Set_Args set;
  memset(&set, 0, sizeof(set));
  set.struct_size = XLA_FFI_State_Set_Args_STRUCT_SIZE;
  set.ctx = frame->ctx;
  set.stage = XLA_FFI_ExecutionStage_INSTANTIATE;
  set.type_id = &counter_type;
  set.state = counter;
  return frame->api->XLA_FFI_State_Set(&set);
}

EXPORT XLA_FFI_Error* hlx_example_counter_execute(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR)) return NULL;
  XLA_FFI_State_Get_Args get;
  memset(&get, 0, sizeof(get));
  get.struct_size = XLA_FFI_State_Get_Args_STRUCT_SIZE;
  get.ctx = frame->ctx;
  get.stage = XLA_FFI_ExecutionStage_INSTANTIATE;
  get.type_id = &counter_type;
  XLA_FFI_Error* failed = frame->api->XLA_FFI_State_Get(&get);
  if (failed) return failed;
  XLA_FFI_Buffer* y = (XLA_FFI_Buffer*)frame->rets.rets[0];
  if (frame->rets.size != 1 || y->dtype != XLA_FFI_DataType_S64 || y->rank != 0)
    return Fail(frame, XLA_FFI_Error_Code_INVALID_ARGUMENT, "expected an i64 scalar result");
  int64_t* counter = (int64_t*)get.state;
  *(int64_t*)y->data = (*counter)++;
  return NULL;
}

EXPORT XLA_FFI_Error* hlx_example_future_major(XLA_FFI_CallFrame* frame) {
  if (AnswerMetadata(frame, XLA_FFI_API_MAJOR + 1)) return NULL;
  return Fail(frame, XLA_FFI_Error_Code_INTERNAL, "not to be run");
}
