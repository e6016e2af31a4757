// The runtime's objects: a Client owns N CPU devices (N a setting), each with one memory; Buffers hold
// arrays on a device. The PJRT plugin (src/pjrt) is a thin C layer over these.
//
// Every device's data lives in host memory: a Buffer holds an interp Tensor (row-major elements in
// hlx's storage format, interp/tensor.h), typed in the client's own type context. Each device has two
// memories, both host memory: "device" (the default, where programs run) and "pinned_host" (where a
// framework may park arrays; its buffers are copied to "device" memory to be computed on).
//
// Each device counts the bytes its buffers hold (MemoryStats): a buffer's bytes count from when it is
// made until it is deleted, donated or destroyed, or, while others hold external references to its
// data, until the last reference is released.
//
// Thread safety: a Client and its Devices are immutable after Create, except for the type context,
// which a mutex guards (TypeFor), and the memory statistics, which are atomic. A Buffer's state
// (deleted, external references) is guarded by its own mutex; its tensor is never written after the
// buffer is made.
#pragma once

#include <atomic>
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
  enum Kind { kDevice = 0, kPinnedHost = 1 };
  Memory(int id, Kind kind, Device* device);
  int id() const { return id_; }
  // "device" or "pinned_host".
  const std::string& kind() const { return kind_name_; }
  // The kind's id: kDevice or kPinnedHost.
  int kind_id() const { return kind_; }
  Device* device() const { return device_; }
  const std::string& debug_string() const { return debug_string_; }
  const std::string& to_string() const { return to_string_; }

 private:
  int id_;
  Kind kind_;
  std::string kind_name_;
  Device* device_;
  std::string debug_string_;
  std::string to_string_;
};

// The bytes a device's buffers hold, as PJRT_Device_MemoryStats reports them.
struct MemoryStats {
  int64_t bytes_in_use = 0;
  int64_t peak_bytes_in_use = 0;
  int64_t num_allocs = 0;
  int64_t largest_alloc_size = 0;
};

class Device {
 public:
  // Device `id` of a client with `num_devices`: its device memory has id `id`, its pinned_host memory
  // id `num_devices + id`.
  Device(int id, int num_devices, Client* client);
  int id() const { return id_; }
  // Devices are numbered 0..N-1 in one process: the local hardware id is the id.
  int local_hardware_id() const { return id_; }
  Client* client() const { return client_; }
  // The default memory, of kind "device".
  Memory* memory() { return &memory_; }
  Memory* host_memory() { return &host_memory_; }
  const std::string& kind() const { return kind_; }
  const std::string& debug_string() const { return debug_string_; }
  const std::string& to_string() const { return to_string_; }

  MemoryStats memory_stats() const;
  // Starts the peak over at the bytes in use now.
  void ClearPeakMemory();
  // A buffer of `bytes` took (Allocated) or gave back (Released) its memory.
  void Allocated(int64_t bytes);
  void Released(int64_t bytes);

 private:
  int id_;
  Client* client_;
  Memory memory_;
  Memory host_memory_;
  std::atomic<int64_t> bytes_in_use_{0};
  std::atomic<int64_t> peak_bytes_in_use_{0};
  std::atomic<int64_t> num_allocs_{0};
  std::atomic<int64_t> largest_alloc_size_{0};
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

// An array on a device. A deleted (or donated) buffer keeps its shape but no longer its data; data that
// others hold external references to lives on until the last reference is released.
class Buffer {
 public:
  // A buffer holding `tensor` (typed in `device`'s client) in `device`'s default memory, or in `memory`
  // (one of `device`'s), ready when `ready` is.
  Buffer(Device* device, Tensor tensor, std::shared_ptr<Event> ready, Memory* memory = nullptr);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  // A buffer of `dims` x `element` whose ready event carries the error `status`, holding no data.
  static std::shared_ptr<Buffer> Failed(Device* device, std::span<const int64_t> dims, ElementType element,
                                        Status status);

  Device* device() const { return device_; }
  Memory* memory() const { return memory_; }
  ElementType element() const { return element_; }
  std::span<const int64_t> dims() const { return dims_; }
  int64_t size_in_bytes() const;
  const std::shared_ptr<Event>& ready() const { return ready_; }

  // The tensor, or FAILED_PRECONDITION when the buffer was deleted or donated.
  StatusOr<Tensor> tensor() const;
  bool IsDeleted() const;
  // Drops the buffer's data, or, while external references are held, hands it over to them.
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
  // Gives `tensor`'s bytes back to the device's count (the caller holds mutex_).
  void Release(Tensor& tensor);

  Device* device_;
  Memory* memory_;
  ElementType element_;
  std::vector<int64_t> dims_;
  std::shared_ptr<Event> ready_;
  mutable std::mutex mutex_;
  Tensor tensor_;
  // The data of a deleted buffer that external references still point into.
  Tensor retained_;
  bool deleted_ = false;
  int64_t external_references_ = 0;
};

// Copies a host array into a new buffer in `memory`. `byte_strides` (one per dimension, possibly
// negative; empty for dense row-major) say where each element is. `data` is read during the call only.
StatusOr<std::shared_ptr<Buffer>> BufferFromHost(Memory* memory, const void* data, ElementType element,
                                                 std::span<const int64_t> dims,
                                                 std::span<const int64_t> byte_strides);

}  // namespace hlx::runtime
