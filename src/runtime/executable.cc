#include "runtime/executable.h"

#include <algorithm>
#include <utility>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/module_reader.h"
#include "sharding/combine.h"
#include "sharding/manual_computation.h"
#include "sharding/partitioner.h"
#include "support/hash.h"

namespace hlx::runtime {
namespace {

std::string Where(const Module& module, const Op& op) { return module.Where(op.loc()) + ": "; }

// The shape of a type of `main`'s signature, or UNIMPLEMENTED for what buffers cannot hold.
StatusOr<ArrayShape> ShapeOf(Type type, const std::string& where, const std::string& what) {
  if (!type.IsTensor())
    return Unimplemented(where + what + " has type " + type.ToString() +
                         "; hlx runs programs on arrays only");
  if (!type.HasStaticShape())
    return Unimplemented(where + what + " has the dynamic type " + type.ToString() +
                         "; hlx runs programs with static shapes only");
  if (type.element_type().IsQuant())
    return Unimplemented(where + what + " has the quantized type " + type.ToString());
  return ArrayShape{type.element_type().element(),
                    std::vector<int64_t>(type.dims().begin(), type.dims().end())};
}

// The `mhlo.memory_kind` of argument or result `index` of `main` (`attrs_name`: arg_attrs or res_attrs).
StatusOr<Memory::Kind> MemoryKindOf(const Op& main, const char* attrs_name, size_t index,
                                    const std::string& where) {
  Attr kind = FuncValueAttr(main, attrs_name, index, "mhlo.memory_kind");
  if (!kind) return Memory::kDevice;
  std::string name = kind.Is(AttrKind::kString) ? kind.string_value() : "";
  if (name == "device") return Memory::kDevice;
  if (name == "pinned_host") return Memory::kPinnedHost;
  return Unimplemented(where + "mhlo.memory_kind \"" + name +
                       "\": hlx devices have \"device\" and \"pinned_host\" memory");
}

// Whether parameter `index` of `main` is marked for donation.
bool IsDonated(const Op& main, size_t index) {
  if (FuncValueAttr(main, "arg_attrs", index, "tf.aliasing_output")) return true;
  Attr donor = FuncValueAttr(main, "arg_attrs", index, "jax.buffer_donor");
  return donor.Is(AttrKind::kBool) ? donor.bool_value() : static_cast<bool>(donor);
}

bool SameShape(const ArrayShape& shape, const Buffer& buffer) {
  return shape.element == buffer.element() &&
         std::equal(shape.dims.begin(), shape.dims.end(), buffer.dims().begin(), buffer.dims().end());
}

std::string ShapeString(ElementType element, std::span<const int64_t> dims) {
  std::string s = "tensor<";
  for (int64_t d : dims) s += std::to_string(d) + "x";
  return s + GetElementInfo(element).mnemonic + ">";
}

// The `mhlo.sharding` text of argument or result `index` of `main` (`attrs_name`: arg_attrs or
// res_attrs), empty where there is none.
std::string ShardingOf(const Op& main, const char* attrs_name, size_t index) {
  Attr sharding = FuncValueAttr(main, attrs_name, index, "mhlo.sharding");
  return sharding && sharding.Is(AttrKind::kString) ? sharding.string_value() : std::string();
}

}  // namespace

StatusOr<std::shared_ptr<Executable>> Executable::Compile(Client* client, std::string_view program,
                                                          const std::string& source_name,
                                                          const CompileOptions& options) {
  std::vector<ModuleCase> cases = ReadModuleCases(program, source_name);
  if (cases.size() != 1)
    return InvalidArgument(source_name + ": expected one module, found " + std::to_string(cases.size()));
  if (!cases[0].module.ok()) return cases[0].module.status();
  std::unique_ptr<Module> module = std::move(cases[0].module).value();
  HLX_RETURN_IF_ERROR(VerifyModule(*module));
  // A program with shardings over several partitions (jax.jit with NamedSharding, jax.shard_map,
  // jax.pmap) is partitioned as XLA does: the annotated values' shardings propagate to the others, then
  // each partition gets the program on its local shapes, with the collectives it needs (combined:
  // combine.h), the bodies of manual computations as each device's code along their manual axes; JAX
  // sends each device its shards. The signature read below, which Execute checks the arguments
  // against, is then per-device. A fully manual program compiled for one partition becomes the
  // program it runs by inline-manual-computations.
  if (options.num_partitions > 1 && HasShardingsToPartition(*module)) {
    HLX_RETURN_IF_ERROR(PartitionForDevices(*module, options.num_partitions, options.num_replicas).status());
    HLX_RETURN_IF_ERROR(VerifyModule(*module));
  } else {
    HLX_RETURN_IF_ERROR(InlineManualComputations(*module).status());
  }

  std::shared_ptr<Executable> exe(new Executable());
  exe->client_ = client;
  exe->options_ = options;
  exe->name_ = module->name().empty() ? "main" : module->name();
  const Op* main = module->LookupFunc("main");
  if (!main) return InvalidArgument(source_name + ": the program has no function @main to run");
  Type signature = FuncType(*main);
  for (size_t i = 0; i < signature.types().size(); ++i) {
    HLX_ASSIGN_OR_RETURN(ArrayShape shape, ShapeOf(signature.types()[i], Where(*module, *main),
                                                   "argument " + std::to_string(i)));
    HLX_ASSIGN_OR_RETURN(shape.memory, MemoryKindOf(*main, "arg_attrs", i, Where(*module, *main)));
    exe->parameters_.push_back(std::move(shape));
    exe->parameter_shardings_.push_back(ShardingOf(*main, "arg_attrs", i));
    if (IsDonated(*main, i)) exe->donated_.insert(static_cast<int64_t>(i));
  }
  for (size_t i = 0; i < signature.results().size(); ++i) {
    HLX_ASSIGN_OR_RETURN(ArrayShape shape, ShapeOf(signature.results()[i], Where(*module, *main),
                                                   "result " + std::to_string(i)));
    HLX_ASSIGN_OR_RETURN(shape.memory, MemoryKindOf(*main, "res_attrs", i, Where(*module, *main)));
    exe->results_.push_back(std::move(shape));
    exe->result_shardings_.push_back(ShardingOf(*main, "res_attrs", i));
  }

  int64_t processes = options.num_replicas * options.num_partitions;
  if (!options.portable) {
    std::vector<int64_t> ids = options.device_assignment;
    if (ids.empty()) {
      HLX_ASSIGN_OR_RETURN(ids,
                           client->DefaultDeviceAssignment(options.num_replicas, options.num_partitions));
    }
    for (int64_t id : ids) {
      Device* device = client->LookupDevice(id);
      if (!device)
        return InvalidArgument("compile options: the device assignment names device " + std::to_string(id) +
                               ", which the client does not have");
      exe->devices_.push_back(device);
    }
  } else if (processes != 1) {
    return InvalidArgument("compile options: a portable executable runs on one device, not " +
                           std::to_string(processes));
  }

  // The fingerprint hashes the program as received, not a printed module: printing and hashing the
  // text of a program with its weights as constants took seconds.
  exe->source_ = std::string(program);
  exe->fingerprint_ = HexHash64(
      program, Hash64(std::to_string(options.num_replicas) + "x" + std::to_string(options.num_partitions) +
                      (options.flush_denormals ? "/ftz" : "")));
  ProgramOptions program_options;
  program_options.eval.num_replicas = options.num_replicas;
  program_options.eval.num_partitions = options.num_partitions;
  program_options.flush_denormals = options.flush_denormals;
  HLX_ASSIGN_OR_RETURN(exe->program_, CompileProgram(std::move(module), program_options));
  TypeContext& types = exe->program_->module().types();
  for (const ArrayShape& shape : exe->parameters_)
    exe->parameter_types_.push_back(types.Tensor(shape.dims, types.Element(shape.element)));
  for (const ArrayShape& shape : exe->results_)
    exe->result_types_.push_back(client->TensorType(shape.dims, shape.element));
  return exe;
}

const std::string& Executable::optimized_text() const {
  std::call_once(optimized_once_, [this] {
    std::lock_guard<std::mutex> lock(run_mutex_);  // not while a run uses the program's types
    optimized_text_ = PrintModule(program_->module());
    if (optimized_text_.find("stablehlo.reduce_scatter") == std::string::npos) return;
    std::vector<ModuleCase> cases = ReadModuleCases(optimized_text_, name_);
    if (cases.size() == 1 && cases[0].module.ok() && SplitReduceScatters(**cases[0].module))
      optimized_text_ = PrintModule(**cases[0].module);
  });
  return optimized_text_;
}

Status Executable::CheckArguments(std::span<const std::vector<Buffer*>> arguments) const {
  for (size_t p = 0; p < arguments.size(); ++p) {
    const std::vector<Buffer*>& list = arguments[p];
    if (list.size() != parameters_.size())
      return InvalidArgument("execute: " + name_ + " takes " + std::to_string(parameters_.size()) +
                             " arguments, but " + std::to_string(list.size()) + " were given");
    for (size_t i = 0; i < list.size(); ++i) {
      if (!list[i]) return InvalidArgument("execute: argument " + std::to_string(i) + " is null");
      if (!SameShape(parameters_[i], *list[i])) {
        return InvalidArgument("execute: argument " + std::to_string(i) + " of " + name_ + " is " +
                               ShapeString(list[i]->element(), list[i]->dims()) + ", expected " +
                               ShapeString(parameters_[i].element, parameters_[i].dims) +
                               (num_partitions() > 1 ? " (the shape of this device's shard)" : ""));
      }
      if (list[i]->IsDeleted())
        return Status(StatusCode::kFailedPrecondition,
                      "execute: argument " + std::to_string(i) + " was deleted or donated");
    }
  }
  return Status();
}

StatusOr<std::vector<std::vector<std::shared_ptr<Buffer>>>> Executable::Execute(
    std::span<const std::vector<Buffer*>> arguments, Device* on_device,
    const std::set<int64_t>& non_donatable) {
  std::span<Device* const> devices = devices_;
  if (on_device) {
    if (num_replicas() * num_partitions() != 1)
      return InvalidArgument("execute: " + name_ + " runs on " +
                             std::to_string(num_replicas() * num_partitions()) +
                             " devices and cannot be launched on a single one");
    devices = std::span<Device* const>(&on_device, 1);
  }
  if (devices.empty())
    return InvalidArgument("execute: " + name_ + " is portable; name the device to run it on");
  if (arguments.size() != devices.size())
    return InvalidArgument("execute: " + name_ + " runs on " + std::to_string(devices.size()) +
                           " devices, but argument lists for " + std::to_string(arguments.size()) +
                           " were given");
  HLX_RETURN_IF_ERROR(CheckArguments(arguments));

  // Take the arguments (donated ones are consumed), noting an argument whose data failed to arrive.
  std::vector<std::vector<Tensor>> inputs(arguments.size());
  Status input_error;
  for (size_t p = 0; p < arguments.size(); ++p) {
    for (size_t i = 0; i < arguments[p].size(); ++i) {
      Buffer* buffer = arguments[p][i];
      Status ready = buffer->ready()->Await();
      if (!ready.ok() && input_error.ok()) input_error = ready;
      bool donate = donated_.count(static_cast<int64_t>(i)) && !non_donatable.count(static_cast<int64_t>(i));
      StatusOr<Tensor> tensor = donate ? buffer->Donate() : buffer->tensor();
      if (!tensor.ok() && donate) tensor = buffer->tensor();  // held elsewhere: read without consuming
      if (!tensor.ok()) {
        if (input_error.ok()) input_error = tensor.status();
        inputs[p].push_back(Tensor());
        continue;
      }
      inputs[p].push_back(std::move(tensor).value());
    }
  }

  StatusOr<std::vector<std::vector<Tensor>>> outputs = input_error;
  if (input_error.ok()) {
    std::lock_guard<std::mutex> lock(run_mutex_);
    for (auto& list : inputs)
      for (size_t i = 0; i < list.size(); ++i) list[i] = list[i].Retyped(parameter_types_[i]);
    outputs = program_->Run(std::move(inputs));
  }

  std::vector<std::vector<std::shared_ptr<Buffer>>> result(devices.size());
  for (size_t p = 0; p < devices.size(); ++p) {
    result[p].reserve(results_.size());
    bool ok = outputs.ok() && p < outputs->size() && (*outputs)[p].size() == results_.size();
    for (size_t r = 0; r < results_.size(); ++r) {
      if (ok) {
        // The program's results are of the signature's types (the verifier's word), here typed in
        // the client's context; anything else keeps its own shape.
        const Tensor& value = (*outputs)[p][r];
        const bool as_signed =
            std::ranges::equal(value.shape(), results_[r].dims) && value.element() == results_[r].element;
        Tensor out = as_signed ? value.Retyped(result_types_[r]) : client_->Adopt(value);
        Memory* memory = results_[r].memory == Memory::kPinnedHost ? devices[p]->host_memory() : nullptr;
        result[p].push_back(std::make_shared<Buffer>(devices[p], std::move(out), Event::Ready(), memory));
      } else {
        Status error = outputs.ok() ? Internal("execute: " + name_ + " gave the wrong number of results")
                                    : outputs.status();
        result[p].push_back(Buffer::Failed(devices[p], results_[r].dims, results_[r].element, error));
      }
    }
  }
  return result;
}

}  // namespace hlx::runtime
