// hlx quantize: post-training int8 quantization of a program, and the calibration driver of its static
// mode: the float program runs (through the runtime, on the CPU backend or the evaluator) over
// representative inputs, and what it computed gives the ranges that the passes of src/passes
// (quantize_static.h) quantize with. The passes are IR rewrites; running programs belongs to the runtime,
// which src/passes may not use, so the runs happen here.
#include "passes/quantize.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "io/npy.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/module_reader.h"
#include "parse/text_reader.h"
#include "passes/bind_arguments.h"
#include "passes/calibration.h"
#include "passes/fold_batch_norm.h"
#include "passes/pipeline.h"
#include "passes/quantize_dynamic.h"
#include "passes/quantize_static.h"
#include "passes/quantize_weights.h"
#include "passes/return_values.h"
#include "passes/rewrite.h"
#include "runtime/backend.h"
#include "tools/hlx/cli.h"

namespace hlx {

const char* const kQuantizeHelp =
    "Usage: hlx quantize FILE [--mode=static|weight-only|dynamic] [--calibration=DATA.npz|random:N]\n"
    "                    [--calibrate=METHOD] [--per-channel] [--ops=dot,conv,...] [-o OUT.mlir]\n"
    "\n"
    "Quantizes a program to int8 after training and writes it as StableHLO with `!quant.uniform` types\n"
    "(standard output without -o). The program is inlined and optimized first (hlx opt\n"
    "--passes=optimize); then its entry function's dot_general and convolution ops (and, in static mode,\n"
    "the ops between them) are rewritten; every other op stays float. docs/quantization.md describes the\n"
    "formats. Prints a summary to standard error. Exits with 0 when the program is written, 2 on a usage\n"
    "error and 3 when the program or a data file cannot be read, or the program cannot be calibrated or\n"
    "quantized.\n"
    "\n"
    "Modes:\n"
    "  static        activations and weights int8: each activation is quantized at the range it took when\n"
    "                the float program ran on the calibration inputs; contractions accumulate in i32 and\n"
    "                are requantized to int8 (the default)\n"
    "  weight-only   int8 weight constants, dequantized right before the op; activations stay float\n"
    "  dynamic       int8 weights; each activation is quantized when the program runs, at a scale\n"
    "                computed from its own largest magnitude, with plain ops, and the contraction sums\n"
    "                i8 values into i32\n"
    "\n"
    "Options:\n"
    "  --calibration=DATA.npz|random:N\n"
    "                   static mode: the representative inputs. A .npz file holds one array per argument\n"
    "                   of the entry function, named argK (K its position in FILE) or taken in order,\n"
    "                   with N samples stacked on a leading axis (or the argument's own shape: the same\n"
    "                   value for every sample); random:N draws N samples, sample s as `hlx run\n"
    "                   --inputs=random --seed=SEED+s` draws its arguments\n"
    "  --calibrate=min-max|average-min-max|percentile:P|mse\n"
    "                   static mode: how a range is estimated from the values seen: the smallest and\n"
    "                   largest (default); the mean of each sample's smallest and largest; the (100-P)th\n"
    "                   and Pth percentiles (50 <= P <= 100); the clipping range of least quantization\n"
    "                   mean squared error\n"
    "  --per-channel    weights with one scale per output feature (a convolution kernel's output feature\n"
    "                   dimension, a dot_general weight's last free dimension) rather than one per tensor\n"
    "  --ops=LIST       the op families to quantize (default all): dot, conv, add, reshape, transpose,\n"
    "                   broadcast, concatenate, max_pool (reduce_window of a maximum), gather (an int8\n"
    "                   table, per tensor, whose gathered rows are dequantized: embeddings, in every\n"
    "                   mode); static mode quantizes add to max_pool only next to quantized values, the\n"
    "                   other modes only dot, conv and gather; `none` quantizes nothing, for a float\n"
    "                   baseline with the same weights bound and the same optimizations\n"
    "  --weights=FILE.npz\n"
    "                   values for arguments that are the model's parameters: each array argK makes\n"
    "                   argument K of the entry function a constant of that value before quantizing (the\n"
    "                   quantized program takes the other arguments, in their order)\n"
    "  --entry=NAME     the function to quantize (default: main, else the only function)\n"
    "  --seed=N         seed of random:N samples and of elided constants' values (default 0)\n"
    "  --backend=cpu|interp\n"
    "                   what runs the calibration (default: the CPU backend where hlx has it)\n"
    "  --print-ranges   print each calibrated value's place and range to standard error\n"
    "  -o FILE          where to write the quantized program (default: standard output)\n"
    "  --help           show this help\n";

namespace {

enum class Mode { kStatic, kWeightOnly, kDynamic };

struct QuantizeFlags {
  Mode mode = Mode::kStatic;
  std::string calibration;
  std::optional<Calibration> calibrate;
  QuantizeOptions options;
  std::string weights;
  std::string entry;
  uint64_t seed = 0;
  runtime::Backend backend = runtime::DefaultBackend();
  bool print_ranges = false;
  std::string output = "-";
};

// The representative inputs of a static calibration: N samples of the entry's arguments.
class CalibrationInputs {
 public:
  // `original` holds, for each argument of `func`, its position in the program as read (before
  // --weights bound some).
  static StatusOr<CalibrationInputs> Make(const std::string& spec, const Module& module, const Op& func,
                                          const std::vector<int>& original, uint64_t seed) {
    CalibrationInputs inputs;
    const Type type = FuncType(func);
    const std::string name(FuncName(func));
    for (size_t i = 0; i < type.types().size(); ++i) {
      const Type t = type.types()[i];
      if (!t.IsTensor() || !t.HasStaticShape())
        return Unimplemented(module.source_name() + ": argument #" + std::to_string(original[i]) + " of @" +
                             name + " has type " + t.ToString() + "; calibration needs static tensor types");
      inputs.types_.push_back(t);
    }
    if (spec.starts_with("random:")) {
      inputs.count_ = std::stoll(spec.substr(7));
      inputs.random_ = true;
      inputs.seed_ = seed;
      inputs.original_ = original;
      return inputs;
    }
    HLX_ASSIGN_OR_RETURN(NamedArrays arrays, ReadArraysFile(spec));
    bool named = false;
    for (const auto& [array_name, array] : arrays)
      for (int k : original) named |= array_name == "arg" + std::to_string(k);
    std::string counted_from;
    for (size_t i = 0; i < inputs.types_.size(); ++i) {
      const Type t = inputs.types_[i];
      const std::string arg =
          "argument #" + std::to_string(original[i]) + " of @" + name + " (" + t.ToString() + ")";
      // By name argK, else by position.
      const std::pair<std::string, HostArray>* found = nullptr;
      if (named) {
        for (const auto& entry : arrays)
          if (entry.first == "arg" + std::to_string(original[i])) found = &entry;
      } else if (i < arrays.size()) {
        found = &arrays[i];
      }
      if (!found)
        return InvalidArgument(spec + ": has no array for " + arg +
                               (named ? ": expected one named arg" + std::to_string(original[i])
                                      : ": it has " + std::to_string(arrays.size()) + " arrays"));
      HostArray array = found->second;
      HLX_RETURN_IF_ERROR(
          ConvertRawElements(array, t.storage_element(), spec + ": array '" + found->first + "'"));
      const std::vector<int64_t> dims(t.dims().begin(), t.dims().end());
      int64_t samples = 0;
      if (array.shape == dims) {
        samples = -1;  // the same value for every sample
      } else if (array.shape.size() == dims.size() + 1 &&
                 std::equal(dims.begin(), dims.end(), array.shape.begin() + 1)) {
        samples = array.shape[0];
      } else {
        std::string stacked = "[N";
        for (int64_t d : dims) stacked += ", " + std::to_string(d);
        return InvalidArgument(spec + ": array '" + found->first + "' has shape " + FormatIndex(array.shape) +
                               "; for " + arg + " expected " + stacked + "] (N samples) or " +
                               FormatIndex(dims));
      }
      if (samples >= 0 && inputs.count_ >= 0 && samples != inputs.count_)
        return InvalidArgument(spec + ": array '" + found->first + "' holds " + std::to_string(samples) +
                               " samples where '" + counted_from + "' holds " +
                               std::to_string(inputs.count_));
      if (samples >= 0 && inputs.count_ < 0) {
        inputs.count_ = samples;
        counted_from = found->first;
      }
      inputs.stacked_.push_back(samples >= 0);
      inputs.arrays_.push_back(std::move(array));
    }
    if (inputs.count_ < 0) inputs.count_ = 1;
    if (inputs.count_ == 0) return InvalidArgument(spec + ": holds no samples (a leading axis of size 0)");
    return inputs;
  }

  int64_t count() const { return count_; }

  // The arguments of sample `s`.
  std::vector<Tensor> Sample(int64_t s) const {
    std::vector<Tensor> args;
    for (size_t i = 0; i < types_.size(); ++i) {
      if (random_) {
        args.push_back(RandomTensor(types_[i], (seed_ + static_cast<uint64_t>(s)) * 1000003 + original_[i]));
        continue;
      }
      const std::string& bytes = arrays_[i].bytes;
      const size_t size = stacked_[i] ? bytes.size() / static_cast<size_t>(count_) : bytes.size();
      args.push_back(Tensor::FromBytes(types_[i], bytes.substr(stacked_[i] ? size * s : 0, size)));
    }
    return args;
  }

 private:
  std::vector<Type> types_;
  int64_t count_ = -1;
  bool random_ = false;
  uint64_t seed_ = 0;
  std::vector<int> original_;
  std::vector<HostArray> arrays_;
  std::vector<bool> stacked_;
};

// Where a calibrated value is, for --print-ranges: `file:line:col: stablehlo.op result #i` or
// `argument #i of @main`.
std::string Describe(const Module& module, const Value& v, const std::vector<int>& original,
                     const std::string& entry) {
  if (const Op* op = v.defining_op())
    return module.Where(op->loc()) + ": " + op->name() + " result #" + std::to_string(v.index());
  return "argument #" + std::to_string(original[v.index()]) + " of @" + entry;
}

// Runs a copy of `module` whose entry also returns `values` on every sample of `inputs` (twice for the
// histogram methods) and returns the range `calibration` estimates for each value.
StatusOr<ValueRanges> Calibrate(const Module& module, const std::string& entry,
                                const std::vector<CalibrationValue>& values, const CalibrationInputs& inputs,
                                const Calibration& calibration, const QuantizeFlags& flags,
                                const std::vector<int>& original) {
  // The copy is the printed module read back: the entry's ops and arguments are where they were.
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> copy, ParseModule(PrintModule(module), module.source_name()));
  Block& copy_body = FuncBody(*copy->LookupFunc(entry));
  std::vector<Value*> observed;
  for (const CalibrationValue& cv : values) {
    const Value& v = *cv.value;
    observed.push_back(v.defining_op() ? copy_body.ops()[IndexInBlock(*v.defining_op())]->result(v.index())
                                       : copy_body.arg(v.index()));
  }
  const size_t first = FuncType(*copy->LookupFunc(entry)).results().size();
  HLX_RETURN_IF_ERROR(ReturnValues(*copy, entry, observed));
  HLX_RETURN_IF_ERROR(VerifyModule(*copy));
  runtime::ProgramOptions options;
  options.backend = flags.backend;
  options.entry = entry;
  options.eval.fill_elided_constants = true;
  options.eval.seed = flags.seed;
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<runtime::CompiledProgram> program,
                       runtime::CompileProgram(std::move(copy), options));
  // The copy has types of its own.
  const Type copy_type = FuncType(*program->module().LookupFunc(entry));
  std::vector<RangeObserver> observers(values.size());
  const int passes = NeedsHistogram(calibration) ? 2 : 1;
  for (int pass = 0; pass < passes; ++pass) {
    for (int64_t s = 0; s < inputs.count(); ++s) {
      std::vector<std::vector<Tensor>> args = {inputs.Sample(s)};
      for (size_t i = 0; i < args[0].size(); ++i) args[0][i] = args[0][i].Retyped(copy_type.types()[i]);
      HLX_ASSIGN_OR_RETURN(std::vector<std::vector<Tensor>> outputs, program->Run(std::move(args)));
      for (size_t k = 0; k < values.size(); ++k) {
        const std::vector<double> seen = ReadFloats(outputs[0][first + k]);
        if (pass == 0) {
          observers[k].AddSample(seen);
        } else {
          observers[k].AddToHistogram(seen);
        }
      }
    }
  }
  ValueRanges ranges;
  for (size_t k = 0; k < values.size(); ++k) {
    const Range r = observers[k].Estimate(calibration, values[k].symmetry);
    ranges[values[k].value] = r;
    if (flags.print_ranges) {
      char text[96];
      std::snprintf(text, sizeof(text), "[%.6g, %.6g]", r.min, r.max);
      std::cerr << Describe(module, *values[k].value, original, entry) << ": " << text << "\n";
    }
  }
  return ranges;
}

// What a quantization changed, counted before and after: the bytes of the functions' dense constants,
// their int8 constants, and per op name the ops that read or produce int8 values (quantized, or plain i8
// as dynamic quantization makes them), quantization ops and constants aside.
struct Census {
  int64_t constant_bytes = 0;
  int64_t int8_constants = 0;
  std::map<std::string, int> int8_ops;
};

bool IsInt8(const Value* v) {
  const Type t = v->type();
  return t.IsTensor() && (t.element_type().IsQuant() || t.storage_element() == ElementType::kSI8);
}

Census Count(Module& module) {
  Census census;
  ForEachBlock(module, [&](Block& block) {
    for (const auto& op : block.ops()) {
      if (op->kind() == OpKind::kConstant) {
        const Type t = op->result(0)->type();
        if (op->attr("value").Is(AttrKind::kDenseElements))
          census.constant_bytes += t.NumElements() * ElementStorageBytes(t.storage_element());
        census.int8_constants += IsInt8(op->result(0)) && t.rank() > 0;
        continue;
      }
      if (op->kind() == OpKind::kUniformQuantize || op->kind() == OpKind::kUniformDequantize ||
          op->kind() == OpKind::kConvert || op->info().Has(kTerminator))
        continue;
      bool int8 = std::ranges::any_of(op->operands(), IsInt8);
      for (int r = 0; r < op->num_results(); ++r) int8 |= IsInt8(op->result(r));
      if (int8) ++census.int8_ops[op->name()];
    }
  });
  return census;
}

std::string Megabytes(int64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.2f MB", static_cast<double>(bytes) / 1e6);
  return text;
}

int Fail(const Status& status) {
  std::cerr << status.message() << "\n";
  return kExitError;
}

// Reads the values of --weights: each array argK for argument K of `func`.
StatusOr<std::map<int, Tensor>> ReadWeights(const std::string& path, const Op& func) {
  HLX_ASSIGN_OR_RETURN(NamedArrays arrays, ReadArraysFile(path));
  const Type type = FuncType(func);
  std::map<int, Tensor> values;
  for (auto& [name, array] : arrays) {
    int64_t k = -1;
    if (name.size() > 3 && name.starts_with("arg") &&
        name.find_first_not_of("0123456789", 3) == std::string::npos && name.size() < 12)
      k = std::stoll(name.substr(3));
    if (k < 0 || k >= static_cast<int64_t>(type.types().size()))
      return InvalidArgument(path + ": array '" + name + "' names no argument of @" +
                             std::string(FuncName(func)) + " (expected arg0 to arg" +
                             std::to_string(type.types().size() - 1) + ")");
    const Type t = type.types()[k];
    HLX_RETURN_IF_ERROR(ConvertRawElements(array, t.storage_element(), path + ": array '" + name + "'"));
    const std::vector<int64_t> dims(t.dims().begin(), t.dims().end());
    if (array.shape != dims)
      return InvalidArgument(path + ": array '" + name + "' has shape " + FormatIndex(array.shape) +
                             "; argument #" + std::to_string(k) + " of @" + std::string(FuncName(func)) +
                             " is " + t.ToString());
    values[static_cast<int>(k)] = Tensor::FromBytes(t, array.bytes);
  }
  return values;
}

int Quantize(const std::string& path, const QuantizeFlags& flags) {
  const auto start = std::chrono::steady_clock::now();
  const std::string name = DisplayName(path);
  StatusOr<std::string> text = ReadFile(path);
  if (!text.ok()) return Fail(text.status());
  std::vector<ModuleCase> cases = ReadModuleCases(*text, name);
  if (cases.size() != 1)
    return Fail(InvalidArgument(name + ": has " + std::to_string(cases.size()) +
                                " cases (`// -----`); hlx quantize reads one module"));
  StatusOr<std::unique_ptr<Module>>& read = cases[0].module;
  if (!read.ok()) return Fail(read.status());
  Module& module = **read;
  if (Status verified = VerifyModule(module); !verified.ok()) return Fail(verified);
  StatusOr<std::string> entry = ChooseEntry(module, flags.entry);
  if (!entry.ok()) return Fail(entry.status());
  QuantizeOptions options = flags.options;
  options.entry = *entry;

  // Bind the parameters given, then optimize (inline first, so that the entry holds every op).
  std::vector<int> original(FuncType(*module.LookupFunc(*entry)).types().size());
  for (size_t i = 0; i < original.size(); ++i) original[i] = static_cast<int>(i);
  if (!flags.weights.empty()) {
    StatusOr<std::map<int, Tensor>> weights = ReadWeights(flags.weights, *module.LookupFunc(*entry));
    if (!weights.ok()) return Fail(weights.status());
    StatusOr<bool> bound = BindArguments(module, *entry, *weights);
    if (!bound.ok()) return Fail(bound.status());
    std::vector<int> kept;
    for (int k : original)
      if (!weights->contains(k)) kept.push_back(k);
    original = std::move(kept);
  }
  PipelineOptions pipeline;
  pipeline.verify_each = false;
  if (Status optimized = RunOptimizationPipeline(module, pipeline); !optimized.ok()) return Fail(optimized);
  if (Status verified = VerifyModule(module); !verified.ok()) return Fail(verified);
  const Census before = Count(module);

  StatusOr<bool> changed = false;
  int64_t calibrated = 0, samples = 0;
  if (flags.mode == Mode::kStatic) {
    // Batch normalizations folded into their convolutions' kernels and biases, before calibrating.
    if (StatusOr<bool> folded = FoldBatchNorm(module, options); !folded.ok()) return Fail(folded.status());
    StatusOr<std::vector<CalibrationValue>> values = StaticQuantizationValues(module, options);
    if (!values.ok()) return Fail(values.status());
    StatusOr<CalibrationInputs> inputs =
        CalibrationInputs::Make(flags.calibration, module, *module.LookupFunc(*entry), original, flags.seed);
    if (!inputs.ok()) return Fail(inputs.status());
    StatusOr<ValueRanges> ranges =
        Calibrate(module, *entry, *values, *inputs, flags.calibrate.value_or(Calibration()), flags, original);
    if (!ranges.ok()) return Fail(ranges.status());
    calibrated = static_cast<int64_t>(values->size());
    samples = inputs->count();
    changed = QuantizeStatic(module, options, *ranges);
  } else if (flags.mode == Mode::kWeightOnly) {
    changed = QuantizeWeights(module, options);
  } else {
    changed = QuantizeDynamic(module, options);
  }
  if (!changed.ok()) return Fail(changed.status());
  StatusOr<bool> tables = QuantizeGatherTables(module, options);
  if (!tables.ok()) return Fail(tables.status());
  if (Status verified = VerifyModule(module); !verified.ok())
    return Fail(Internal("the quantized program does not verify: " + verified.message()));

  const std::string printed = PrintModule(module);
  if (flags.output == "-") {
    std::cout << printed;
    std::cout.flush();
  } else {
    std::ofstream out(flags.output, std::ios::binary);
    out << printed;
    if (!out) return Fail(Internal(flags.output + ": cannot write the quantized program"));
  }
  const Census after = Count(module);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << name << ": ";
  if (flags.mode == Mode::kStatic)
    std::cerr << "calibrated " << calibrated << " values on " << samples << " samples; ";
  std::cerr << after.int8_constants - before.int8_constants << " quantized constants; ops on int8 values:";
  int ops = 0;
  for (const auto& [op, count] : after.int8_ops) {
    auto it = before.int8_ops.find(op);
    const int added = count - (it == before.int8_ops.end() ? 0 : it->second);
    if (added > 0) std::cerr << (ops++ ? ", " : " ") << added << " " << op;
  }
  if (ops == 0) std::cerr << " none";
  char time[32];
  std::snprintf(time, sizeof(time), "%.2f s", seconds);
  std::cerr << "; constants " << Megabytes(before.constant_bytes) << " -> " << Megabytes(after.constant_bytes)
            << "; " << time << "\n";
  return kExitOk;
}

bool ParseCount(const std::string& text, int64_t min, int64_t max, int64_t* out) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
    return false;
  *out = std::stoll(text);
  return *out >= min && *out <= max;
}

}  // namespace

int RunQuantize(const std::vector<std::string>& args) {
  QuantizeFlags flags;
  std::vector<std::string> inputs;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    std::string value;
    int64_t number = 0;
    if (arg.size() < 2 || arg[0] != '-') {
      inputs.push_back(arg);
    } else if (IsHelpFlag(arg)) {
      std::cout << kQuantizeHelp;
      return kExitOk;
    } else if (arg == "-o" || FlagValue(arg, "--output", &value)) {
      if (arg == "-o") {
        if (i + 1 == args.size()) return UsageError("quantize: -o needs a file name");
        value = args[++i];
      }
      if (value.empty()) return UsageError("quantize: -o needs a file name");
      flags.output = value;
    } else if (FlagValue(arg, "--mode", &value)) {
      if (value == "static") {
        flags.mode = Mode::kStatic;
      } else if (value == "weight-only") {
        flags.mode = Mode::kWeightOnly;
      } else if (value == "dynamic") {
        flags.mode = Mode::kDynamic;
      } else {
        return UsageError("quantize: --mode needs static, weight-only or dynamic, found '" + value + "'");
      }
    } else if (FlagValue(arg, "--calibration", &value)) {
      if (value.starts_with("random:") && !ParseCount(value.substr(7), 1, 1'000'000, &number))
        return UsageError("quantize: --calibration=random:N needs a sample count from 1 to 1000000, found '" +
                          value.substr(7) + "'");
      if (value.empty()) return UsageError("quantize: --calibration needs DATA.npz or random:N");
      flags.calibration = value;
    } else if (FlagValue(arg, "--calibrate", &value)) {
      StatusOr<Calibration> calibration = ParseCalibration(value);
      if (!calibration.ok()) return UsageError("quantize: " + calibration.status().message());
      flags.calibrate = *calibration;
    } else if (arg == "--per-channel") {
      flags.options.per_channel = true;
    } else if (FlagValue(arg, "--ops", &value)) {
      StatusOr<uint32_t> ops = ParseQuantizableOps(value);
      if (!ops.ok()) return UsageError("quantize: " + ops.status().message());
      flags.options.ops = *ops;
    } else if (FlagValue(arg, "--weights", &value)) {
      if (value.empty()) return UsageError("quantize: --weights needs a .npz file");
      flags.weights = value;
    } else if (FlagValue(arg, "--entry", &value)) {
      flags.entry = value;
    } else if (FlagValue(arg, "--seed", &value)) {
      if (!ParseCount(value, 0, INT64_MAX, &number))
        return UsageError("quantize: --seed needs a non-negative integer");
      flags.seed = static_cast<uint64_t>(number);
    } else if (FlagValue(arg, "--backend", &value)) {
      StatusOr<runtime::Backend> backend = runtime::FindBackend(value);
      if (!backend.ok()) return UsageError("quantize: " + backend.status().message());
      flags.backend = *backend;
    } else if (arg == "--print-ranges") {
      flags.print_ranges = true;
    } else {
      return UsageError("quantize: unknown flag '" + arg + "' (see hlx quantize --help)");
    }
  }
  if (inputs.size() != 1) return UsageError("quantize: expected exactly one FILE (see hlx quantize --help)");
  if (flags.mode == Mode::kStatic && flags.calibration.empty())
    return UsageError("quantize: --mode=static needs --calibration=DATA.npz or random:N");
  if (flags.mode != Mode::kStatic && (!flags.calibration.empty() || flags.calibrate || flags.print_ranges))
    return UsageError("quantize: --calibration, --calibrate and --print-ranges are for --mode=static; " +
                      std::string(flags.mode == Mode::kWeightOnly ? "weight-only" : "dynamic") +
                      " quantization needs no calibration");
  return Quantize(inputs[0], flags);
}

}  // namespace hlx
