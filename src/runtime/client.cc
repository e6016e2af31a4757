#include "runtime/client.h"

#include <cstring>
#include <utility>

namespace hlx::runtime {

Memory::Memory(int id, Kind kind, Device* device)
    : id_(id), kind_(kind), kind_name_(kind == kDevice ? "device" : "pinned_host"), device_(device) {
  debug_string_ = "hlx memory " + std::to_string(id) + " (kind " + kind_name_ + ")";
  to_string_ = "MEMORY_SPACE_" + std::to_string(id);
}

Device::Device(int id, int num_devices, Client* client)
    : id_(id),
      client_(client),
      memory_(id, Memory::kDevice, this),
      host_memory_(num_devices + id, Memory::kPinnedHost, this) {
  debug_string_ = "hlx:cpu:" + std::to_string(id);
  to_string_ = "HlxCpuDevice(id=" + std::to_string(id) + ")";
}

MemoryStats Device::memory_stats() const {
  return MemoryStats{bytes_in_use_.load(), peak_bytes_in_use_.load(), num_allocs_.load(),
                     largest_alloc_size_.load()};
}

void Device::ClearPeakMemory() { peak_bytes_in_use_.store(bytes_in_use_.load()); }

void Device::Allocated(int64_t bytes) {
  int64_t now = bytes_in_use_.fetch_add(bytes) + bytes;
  num_allocs_.fetch_add(1);
  int64_t peak = peak_bytes_in_use_.load();
  while (now > peak && !peak_bytes_in_use_.compare_exchange_weak(peak, now)) {
  }
  int64_t largest = largest_alloc_size_.load();
  while (bytes > largest && !largest_alloc_size_.compare_exchange_weak(largest, bytes)) {
  }
}

void Device::Released(int64_t bytes) { bytes_in_use_.fetch_sub(bytes); }

StatusOr<std::unique_ptr<Client>> Client::Create(const ClientOptions& options) {
  if (options.num_devices < 1 || options.num_devices > 1024)
    return InvalidArgument("a client has 1 to 1024 devices, not " + std::to_string(options.num_devices));
  std::unique_ptr<Client> client(new Client());
  client->types_ = std::make_shared<TypeContext>();
  for (int i = 0; i < options.num_devices; ++i) {
    client->devices_.push_back(std::make_unique<Device>(i, options.num_devices, client.get()));
    client->device_ptrs_.push_back(client->devices_.back().get());
  }
  return client;
}

Device* Client::LookupDevice(int64_t id) const {
  if (id < 0 || id >= static_cast<int64_t>(devices_.size())) return nullptr;
  return devices_[id].get();
}

StatusOr<std::vector<int64_t>> Client::DefaultDeviceAssignment(int64_t num_replicas,
                                                               int64_t num_partitions) const {
  if (num_replicas < 1 || num_partitions < 1)
    return InvalidArgument("a device assignment needs at least one replica and one partition");
  if (num_replicas * num_partitions > static_cast<int64_t>(devices_.size()))
    return InvalidArgument(std::to_string(num_replicas) + " replicas x " + std::to_string(num_partitions) +
                           " partitions need more devices than the client's " +
                           std::to_string(devices_.size()));
  std::vector<int64_t> ids(num_replicas * num_partitions);
  for (size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<int64_t>(i);
  return ids;
}

Type Client::TensorType(std::span<const int64_t> dims, ElementType element) {
  std::lock_guard<std::mutex> lock(types_mutex_);
  return types_->Tensor(dims, types_->Element(element));
}

Tensor Client::Adopt(const Tensor& tensor) {
  return tensor.Retyped(TensorType(tensor.shape(), tensor.element()));
}

Buffer::Buffer(Device* device, Tensor tensor, std::shared_ptr<Event> ready, Memory* memory)
    : device_(device),
      memory_(memory ? memory : device->memory()),
      element_(tensor.element()),
      dims_(tensor.shape().begin(), tensor.shape().end()),
      ready_(std::move(ready)),
      tensor_(std::move(tensor)) {
  if (tensor_) device_->Allocated(static_cast<int64_t>(tensor_.bytes().size()));
}

Buffer::Buffer(Device* device, ElementType element, std::span<const int64_t> dims,
               std::shared_ptr<Event> ready)
    : device_(device),
      memory_(device->memory()),
      element_(element),
      dims_(dims.begin(), dims.end()),
      ready_(std::move(ready)) {}

Buffer::~Buffer() {
  Release(tensor_);
  Release(retained_);
}

void Buffer::Release(Tensor& tensor) {
  if (!tensor) return;
  device_->Released(static_cast<int64_t>(tensor.bytes().size()));
  tensor = Tensor();
}

std::shared_ptr<Buffer> Buffer::Failed(Device* device, std::span<const int64_t> dims, ElementType element,
                                       Status status) {
  return std::shared_ptr<Buffer>(new Buffer(device, element, dims, Event::Ready(std::move(status))));
}

int64_t Buffer::size_in_bytes() const { return NumElements(dims_) * ElementStorageBytes(element_); }

StatusOr<Tensor> Buffer::tensor() const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (deleted_) return Status(StatusCode::kFailedPrecondition, "the buffer was deleted or donated");
  if (!tensor_) return ready_->IsReady() ? ready_->Await() : Internal("the buffer holds no data");
  return tensor_;
}

bool Buffer::IsDeleted() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return deleted_;
}

void Buffer::Delete() {
  std::lock_guard<std::mutex> lock(mutex_);
  deleted_ = true;
  if (external_references_ > 0 && tensor_)
    retained_ = std::exchange(tensor_, Tensor());
  else
    Release(tensor_);
}

StatusOr<Tensor> Buffer::Donate() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (deleted_) return Status(StatusCode::kFailedPrecondition, "a donated buffer was deleted or donated");
  if (external_references_ > 0)
    return Status(StatusCode::kFailedPrecondition, "a donated buffer has external references to its data");
  deleted_ = true;
  if (tensor_) device_->Released(static_cast<int64_t>(tensor_.bytes().size()));
  return std::exchange(tensor_, Tensor());
}

void Buffer::IncreaseExternalReferences() {
  std::lock_guard<std::mutex> lock(mutex_);
  ++external_references_;
}

Status Buffer::DecreaseExternalReferences() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (external_references_ == 0)
    return Status(StatusCode::kFailedPrecondition, "the buffer has no external reference to release");
  if (--external_references_ == 0) Release(retained_);
  return Status();
}

const void* Buffer::data() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return deleted_ || !tensor_ ? nullptr : tensor_.data();
}

StatusOr<std::shared_ptr<Buffer>> BufferFromHost(Memory* memory, const void* data, ElementType element,
                                                 std::span<const int64_t> dims,
                                                 std::span<const int64_t> byte_strides) {
  for (int64_t d : dims)
    if (d < 0) return InvalidArgument("a host array has a negative dimension");
  if (!byte_strides.empty() && byte_strides.size() != dims.size())
    return InvalidArgument("a host array has " + std::to_string(dims.size()) + " dimensions but " +
                           std::to_string(byte_strides.size()) + " byte strides");
  int64_t element_bytes = ElementStorageBytes(element);
  int64_t count = NumElements(dims);
  if (count > 0 && data == nullptr)
    return InvalidArgument("a host array of " + std::to_string(count) + " elements has no data");
  Device* device = memory->device();
  Tensor tensor = Tensor::Zeros(device->client()->TensorType(dims, element));
  char* const out = count > 0 ? tensor.mutable_data() : nullptr;
  const char* src = static_cast<const char*>(data);
  std::vector<int64_t> dense = Strides(dims);
  bool is_dense = true;
  for (size_t i = 0; i < byte_strides.size(); ++i)
    if (dims[i] > 1 && byte_strides[i] != dense[i] * element_bytes) is_dense = false;
  if (count > 0 && is_dense) {
    std::memcpy(out, src, tensor.byte_size());
  } else if (count > 0) {
    std::vector<int64_t> index(dims.size(), 0);
    int64_t i = 0;
    do {
      int64_t offset = 0;
      for (size_t d = 0; d < dims.size(); ++d) offset += index[d] * byte_strides[d];
      std::memcpy(out + i * element_bytes, src + offset, static_cast<size_t>(element_bytes));
      ++i;
    } while (NextIndex(dims, index));
  }
  return std::make_shared<Buffer>(device, std::move(tensor), Event::Ready(), memory);
}

}  // namespace hlx::runtime
