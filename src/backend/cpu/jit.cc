// The JIT of the CPU backend: jit.h says what it compiles and how.
#include "backend/cpu/jit.h"

#include <llvm/Analysis/AssumptionCache.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/MCSubtargetInfo.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/SmallVectorMemoryBuffer.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hlx::cpu {
namespace {

void InitializeLlvm() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    // No loop strength reduction in code generation: it took 40% of it (BERT-base's 26 kernels: 166
    // of 386 ms in llc; a third of the chess transformer's whole compile), and runs with and without it
    // measured the same (docs/cpu-backend.md, "Compile time"). LLVM offers no per-module switch, so
    // this sets its option, for this process's libLLVM.
    llvm::StringMap<llvm::cl::Option*>& options = llvm::cl::getRegisteredOptions();
    if (auto it = options.find("disable-lsr"); it != options.end())
      it->second->addOccurrence(0, "disable-lsr", "true");
  });
}

// How many threads compile a program's kernels: as many as run it.
int CompileThreads() {
#ifdef _OPENMP
  return std::max(1, omp_get_max_threads());
#else
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
#endif
}

// Whether the gathers of the target `builder` makes are slow (LLVM's "fast-gather" is not among its
// features: AMD's Zen).
bool SlowGathers(llvm::orc::JITTargetMachineBuilder builder) {
  auto tm = builder.createTargetMachine();
  if (!tm) {
    llvm::consumeError(tm.takeError());  // Compile reports it
    return false;
  }
  return !(*tm)->getMCSubtargetInfo()->checkFeatures("+fast-gather");
}

// StreamStores on the kernels that ask for it, once the loops are vectorized.
struct StreamStoresPass : llvm::PassInfoMixin<StreamStoresPass> {
  llvm::PreservedAnalyses run(llvm::Function& f, llvm::FunctionAnalysisManager& analyses) {
    if (!f.hasFnAttribute(kStreamStoresAttribute)) return llvm::PreservedAnalyses::all();
    if (!StreamStores(f, analyses.getResult<llvm::AssumptionAnalysis>(f),
                      analyses.getResult<llvm::DominatorTreeAnalysis>(f)))
      return llvm::PreservedAnalyses::all();
    llvm::PreservedAnalyses kept;
    kept.preserveSet<llvm::CFGAnalyses>();
    return kept;
  }
};

class LlvmKernelLibrary : public KernelLibrary {
 public:
  LlvmKernelLibrary(std::unique_ptr<llvm::orc::LLJIT> jit, llvm::orc::JITTargetMachineBuilder jtmb,
                    const std::string& module_name, int64_t stream_result_bytes, bool entries_one_by_one)
      : jit_(std::move(jit)),
        jtmb_(std::move(jtmb)),
        stream_result_bytes_(stream_result_bytes),
        entries_one_by_one_(entries_one_by_one) {
    parts_.resize(CompileThreads());
    for (size_t p = 0; p < parts_.size(); ++p) {
      Part& part = parts_[p];
      part.context = std::make_unique<llvm::LLVMContext>();
      part.module = std::make_unique<llvm::Module>(
          parts_.size() == 1 ? module_name : module_name + "." + std::to_string(p), *part.context);
      part.module->setDataLayout(jit_->getDataLayout());
      part.module->setTargetTriple(jtmb_.getTargetTriple().str());
    }
  }

  int Add(const KernelSpec& spec, KernelShape* shape) override {
    // Fusions that compute the same thing (the layers of a model) share one kernel.
    auto [it, added] = by_signature_.try_emplace(KernelSignature(spec), static_cast<int>(names_.size()));
    if (!added) {
      *shape = shapes_[it->second];
      return it->second;
    }
    for (const LookupTable& table : spec.tables) tables_.try_emplace(table.symbol, table.entries);
    names_.push_back("hlx_kernel_" + std::to_string(it->second));
    Part& part = parts_[it->second % parts_.size()];
    EmitKernel(*part.context, *part.module, spec, names_.back(), shape,
               stream_result_bytes_ > 0 && ResultBytes(spec) >= stream_result_bytes_, entries_one_by_one_);
    shapes_.push_back(*shape);
    return it->second;
  }

  Status Compile(std::ostream* ir_out) override {
    if (names_.empty()) return Status::Ok();
    // Each part is optimized and compiled to machine code on a thread of its own (its own LLVM context),
    // then the JIT links the objects.
    const size_t used = std::min(parts_.size(), names_.size());
    std::vector<Status> done(used);
    std::vector<std::string> texts(used);
    std::vector<std::unique_ptr<llvm::MemoryBuffer>> objects(used);
    auto compile = [&](size_t p) {
      done[p] = CompilePart(*parts_[p].module, ir_out ? &texts[p] : nullptr, objects[p]);
    };
    std::vector<std::thread> threads;
    for (size_t p = 1; p < used; ++p) threads.emplace_back(compile, p);
    compile(0);
    for (std::thread& t : threads) t.join();
    for (const Status& status : done) HLX_RETURN_IF_ERROR(status);
    // The kernels' tables are constants at the entries' own address.
    llvm::orc::SymbolMap table_symbols;
    for (const auto& [symbol, entries] : tables_) {
      code_bytes_ += static_cast<int64_t>(entries->size() * sizeof(uint32_t));
      table_symbols[jit_->mangleAndIntern(symbol)] = {llvm::orc::ExecutorAddr::fromPtr(entries->data()),
                                                      llvm::JITSymbolFlags::Exported};
    }
    if (!table_symbols.empty()) {
      if (auto err = jit_->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(table_symbols))))
        return Internal("the LLVM JIT refused the kernels' tables: " + llvm::toString(std::move(err)));
    }
    if (ir_out)
      for (const std::string& text : texts) *ir_out << text;
    for (std::unique_ptr<llvm::MemoryBuffer>& object : objects) {
      code_bytes_ += static_cast<int64_t>(object->getBufferSize());
      if (auto err = jit_->addObjectFile(std::move(object)))
        return Internal("the LLVM JIT refused the kernels: " + llvm::toString(std::move(err)));
    }
    for (const std::string& name : names_) {
      auto symbol = jit_->lookup(name);
      if (!symbol)
        return Internal("the LLVM JIT cannot compile " + name + ": " + llvm::toString(symbol.takeError()));
      kernels_.push_back(symbol->toPtr<KernelFn>());
    }
    parts_.clear();  // the IR is compiled: its modules and contexts go
    return Status::Ok();
  }

  KernelFn Get(int index) const override { return kernels_.at(index); }
  int64_t code_bytes() const override { return code_bytes_; }

 private:
  // Some of the kernels, in a module and LLVM context of their own: kernel i goes to part i % parts.
  struct Part {
    std::unique_ptr<llvm::LLVMContext> context;
    std::unique_ptr<llvm::Module> module;
  };

  // Verifies and optimizes `module`, prints it to `text` (when not null) and compiles it to an object.
  Status CompilePart(llvm::Module& module, std::string* text,
                     std::unique_ptr<llvm::MemoryBuffer>& object) const {
    std::string errors;
    llvm::raw_string_ostream error_stream(errors);
    if (llvm::verifyModule(module, &error_stream))
      return Internal("the CPU backend emitted invalid LLVM IR: " + errors);
    llvm::orc::JITTargetMachineBuilder builder = jtmb_;  // one per thread: making a machine changes it
    auto tm = builder.createTargetMachine();
    if (!tm) return Internal("cannot create the LLVM target machine: " + llvm::toString(tm.takeError()));
    Optimize(module, **tm, entries_one_by_one_);
    if (text) {
      llvm::raw_string_ostream os(*text);
      module.print(os, nullptr);
    }
    llvm::SmallVector<char, 0> code;
    llvm::raw_svector_ostream os(code);
    llvm::legacy::PassManager codegen;
    if ((*tm)->addPassesToEmitFile(codegen, os, nullptr, llvm::CodeGenFileType::ObjectFile))
      return Internal("the LLVM target machine cannot emit object code");
    codegen.run(module);
    object = std::make_unique<llvm::SmallVectorMemoryBuffer>(std::move(code), module.getModuleIdentifier());
    return Status::Ok();
  }

  // Runs LLVM's O3 pipeline on `module` for `tm`; `slow_gathers`: kernels load table entries one by one.
  static void Optimize(llvm::Module& module, llvm::TargetMachine& tm, bool slow_gathers) {
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PipelineTuningOptions tuning;
    tuning.LoopVectorization = true;
    tuning.SLPVectorization = true;
    llvm::PassBuilder builder(&tm, tuning);
    builder.registerModuleAnalyses(mam);
    builder.registerCGSCCAnalyses(cgam);
    builder.registerFunctionAnalyses(fam);
    builder.registerLoopAnalyses(lam);
    builder.crossRegisterProxies(lam, fam, cgam, mam);
    for (llvm::Function& f : module) {
      if (f.isDeclaration()) continue;
      f.addFnAttr("target-cpu", tm.getTargetCPU());
      std::string features = tm.getTargetFeatureString().str();
      if (slow_gathers && f.hasFnAttribute(kReadsTablesAttribute)) features += ",+prefer-no-gather";
      f.addFnAttr("target-features", features);
    }
    builder.registerOptimizerLastEPCallback([](llvm::ModulePassManager& passes, llvm::OptimizationLevel) {
      passes.addPass(llvm::createModuleToFunctionPassAdaptor(StreamStoresPass()));
    });
    llvm::ModulePassManager passes = builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
    passes.run(module, mam);
  }

  std::unique_ptr<llvm::orc::LLJIT> jit_;
  llvm::orc::JITTargetMachineBuilder jtmb_;
  const int64_t stream_result_bytes_;
  const bool entries_one_by_one_;  // SlowGathers: kernels load table entries one by one
  std::vector<Part> parts_;
  std::vector<std::string> names_;
  std::vector<KernelShape> shapes_;
  std::unordered_map<std::string, int> by_signature_;
  // The tables the kernels read, by symbol (kept for the kernels' lifetime).
  std::unordered_map<std::string, std::shared_ptr<const std::vector<uint32_t>>> tables_;
  std::vector<KernelFn> kernels_;
  int64_t code_bytes_ = 0;
};

}  // namespace

StatusOr<std::unique_ptr<KernelLibrary>> CreateKernelLibrary(const std::string& module_name,
                                                             int64_t stream_result_bytes,
                                                             std::optional<bool> entries_one_by_one) {
  InitializeLlvm();
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) return Internal("cannot detect the host CPU: " + llvm::toString(jtmb.takeError()));
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  // Kernels read their constants relative to the instruction pointer: the small code model,
  // position-independent, as LLJIT sets for its own target machine where it links with JITLink (x86-64),
  // which keeps each object's code and constants in one allocation and reaches other symbols through
  // stubs. The objects are compiled here, with this builder, whose default for a JIT on x86-64, the
  // large code model, loaded each constant's 64-bit address into a register first: ten `movabs` an
  // iteration of GELU's loop (docs/cpu-backend.md).
  jtmb->setCodeModel(llvm::CodeModel::Small);
  jtmb->setRelocationModel(llvm::Reloc::PIC_);
  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(*jtmb).create();
  if (!jit) return Internal("cannot start the LLVM JIT: " + llvm::toString(jit.takeError()));
  auto generator = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*jit)->getDataLayout().getGlobalPrefix());
  if (!generator)
    return Internal("cannot resolve libm for the JIT: " + llvm::toString(generator.takeError()));
  (*jit)->getMainJITDylib().addGenerator(std::move(*generator));
  const bool one_by_one = entries_one_by_one.value_or(SlowGathers(*jtmb));
  return std::unique_ptr<KernelLibrary>(
      new LlvmKernelLibrary(std::move(*jit), std::move(*jtmb), module_name,
                            jtmb->getTargetTriple().isX86() ? stream_result_bytes : 0, one_by_one));
}

}  // namespace hlx::cpu
