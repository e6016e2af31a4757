// The runtime's objects: a Client owns N CPU devices (N a setting), each with one memory; Buffers hold
// arrays on a device. The PJRT plugin (src/pjrt) is a thin C layer over these.
//
// Every device's data lives in host memory: a Buffer holds an interp Tensor (row-major elements in
// hlx's storage format, interp/tensor.h), typed in the client's own type context. Each device has one
// memory, of kind "device"; no pinned_host or unpinned_host memory is offered, so a program that asks
// to place data in host memory is refused by the framework before it reaches hlx.
//
// Thread safety: a Client and its Devices are immutable after Create, except for the type context,
// which a mutex guards (TypeFor). A Buffer's state (deleted, external references) is guarded by its own
// mutex; its tensor is never written after the buffer is made.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "ir/types.h"
#include "runtime/event.h"
#include "support/status.h"

namespace hlx::runtime {

class Client;
class Device;

class Memory {
 public:
  Memory(int id, Device* device);
  int id() const { return id_; }
  const std::string& kind() const { return kind_; }
  // The kind's id: 0 for "device", the only kind.
  int kind_id() const { return 0; }
  Device* device() const { return device_; }
  const std::string& debug_string() const { return debug_string_; }
  const std::string& to_string() const { return to_string_; }

 private:
  int id_;
  std::string kind_ = "device";
  Device* device_;
  std::string debug_string_;
  std::string to_string_;
};

class Device {
 public:
  Device(int id, Client* client);
  int id() const { return id_; }
  // Devices are numbered 0..N-1 in one process: the local hardware id is the id.
  int local_hardware_id() const { return id_; }
  Client* client() const { return client_; }
  Memory* memory() { return &memory_; }
  const std::string& kind() const { return kind_; }
  const std::string& debug_string() const { return debug_string_; }
  const std::string& to_string() const { return to_string_; }

 private:
  int id_;
  Client* client_;
  Memory memory_;
  std::string kind_ = "cpu";
  std::string debug_string_;
  std::string to_string_;
};

struct ClientOptions {
  int num_devices = 1;
};

class Client {
 public:
  // INVALID_ARGUMENT for fewer than 1 or more than 1024 devices.
  static StatusOr<std::unique_ptr<Client>> Create(const ClientOptions& options);

  std::span<Device* const> devices() const { return device_ptrs_; }
  // The device with id `id`, or null.
  Device* LookupDevice(int64_t id) const;
  // Device ids of the default assignment of num_replicas x num_partitions, replica-major.
  StatusOr<std::vector<int64_t>> DefaultDeviceAssignment(int64_t num_replicas, int64_t num_partitions) const;

  // The tensor type of `dims` x `element` in the client's type context (buffers are typed in it).
  Type TensorType(std::span<const int64_t> dims, ElementType element);
  // `tensor` retyped into the client's type context (the bytes are shared, not copied).
  Tensor Adopt(const Tensor& tensor);

 private:
  Client() = default;
  std::vector<std::unique_ptr<Device>> devices_;
  std::vector<Device*> device_ptrs_;
  std::mutex types_mutex_;
  std::shared_ptr<TypeContext> types_;
};

// An array on a device. A deleted (or donated) buffer keeps its shape but no longer its data.
class Buffer {
 public:
  // A buffer holding `tensor` (typed in `device`'s client), ready when `ready` is.
  Buffer(Device* device, Tensor tensor, std::shared_ptr<Event> ready);
  // A buffer of `dims` x `element` whose ready event carries the error `status`, holding no data.
  static std::shared_ptr<Buffer> Failed(Device* device, std::span<const int64_t> dims, ElementType element,
                                        Status status);

  Device* device() const { return device_; }
  ElementType element() const { return element_; }
  std::span<const int64_t> dims() const { return dims_; }
  int64_t size_in_bytes() const;
  const std::shared_ptr<Event>& ready() const { return ready_; }

  // The tensor, or FAILED_PRECONDITION when the buffer was deleted or donated.
  StatusOr<Tensor> tensor() const;
  bool IsDeleted() const;
  void Delete();
  // Takes the tensor for an execution that consumes it: the buffer is deleted. FAILED_PRECONDITION
  // when it was already deleted or others hold external references to its data.
  StatusOr<Tensor> Donate();
  void IncreaseExternalReferences();
  Status DecreaseExternalReferences();
  // The address of the first element (null when deleted).
  const void* data() const;

 private:
  Buffer(Device* device, ElementType element, std::span<const int64_t> dims, std::shared_ptr<Event> ready);

  Device* device_;
  ElementType element_;
  std::vector<int64_t> dims_;
  std::shared_ptr<Event> ready_;
  mutable std::mutex mutex_;
  Tensor tensor_;
  bool deleted_ = false;
  int64_t external_references_ = 0;
};

// Copies a host array into a new buffer on `device`. `byte_strides` (one per dimension, possibly
// negative; empty for dense row-major) say where each element is. `data` is read during the call only.
StatusOr<std::shared_ptr<Buffer>> BufferFromHost(Device* device, const void* data, ElementType element,
                                                 std::span<const int64_t> dims,
                                                 std::span<const int64_t> byte_strides);

}  // namespace hlx::runtime
