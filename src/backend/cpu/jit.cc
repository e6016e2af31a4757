// The JIT of the CPU backend: jit.h says what it compiles and how.
#include "backend/cpu/jit.h"

#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>

#include <mutex>
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
  });
}

class LlvmKernelLibrary : public KernelLibrary {
 public:
  LlvmKernelLibrary(std::unique_ptr<llvm::orc::LLJIT> jit, llvm::orc::JITTargetMachineBuilder jtmb,
                    const std::string& module_name)
      : jit_(std::move(jit)),
        jtmb_(std::move(jtmb)),
        context_(std::make_unique<llvm::LLVMContext>()),
        module_(std::make_unique<llvm::Module>(module_name, *context_)) {
    module_->setDataLayout(jit_->getDataLayout());
    module_->setTargetTriple(jtmb_.getTargetTriple().str());
  }

  int Add(const KernelSpec& spec, KernelShape* shape) override {
    // Fusions that compute the same thing (the layers of a model) share one kernel.
    auto [it, added] = by_signature_.try_emplace(KernelSignature(spec), static_cast<int>(names_.size()));
    if (!added) {
      *shape = shapes_[it->second];
      return it->second;
    }
    names_.push_back("hlx_kernel_" + std::to_string(it->second));
    EmitKernel(*context_, *module_, spec, names_.back(), shape);
    shapes_.push_back(*shape);
    return it->second;
  }

  Status Compile(std::ostream* ir_out) override {
    if (names_.empty()) return Status::Ok();
    std::string errors;
    llvm::raw_string_ostream error_stream(errors);
    if (llvm::verifyModule(*module_, &error_stream))
      return Internal("the CPU backend emitted invalid LLVM IR: " + errors);
    auto tm = jtmb_.createTargetMachine();
    if (!tm) return Internal("cannot create the LLVM target machine: " + llvm::toString(tm.takeError()));
    Optimize(**tm);
    if (ir_out) {
      std::string text;
      llvm::raw_string_ostream os(text);
      module_->print(os, nullptr);
      *ir_out << text;
    }
    if (auto err = jit_->addIRModule(llvm::orc::ThreadSafeModule(std::move(module_), std::move(context_))))
      return Internal("the LLVM JIT refused the kernels: " + llvm::toString(std::move(err)));
    for (const std::string& name : names_) {
      auto symbol = jit_->lookup(name);
      if (!symbol)
        return Internal("the LLVM JIT cannot compile " + name + ": " + llvm::toString(symbol.takeError()));
      kernels_.push_back(symbol->toPtr<KernelFn>());
    }
    return Status::Ok();
  }

  KernelFn Get(int index) const override { return kernels_.at(index); }

 private:
  void Optimize(llvm::TargetMachine& tm) {
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
    for (llvm::Function& f : *module_) {
      if (f.isDeclaration()) continue;
      f.addFnAttr("target-cpu", tm.getTargetCPU());
      f.addFnAttr("target-features", tm.getTargetFeatureString());
    }
    llvm::ModulePassManager passes = builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
    passes.run(*module_, mam);
  }

  std::unique_ptr<llvm::orc::LLJIT> jit_;
  llvm::orc::JITTargetMachineBuilder jtmb_;
  std::unique_ptr<llvm::LLVMContext> context_;
  std::unique_ptr<llvm::Module> module_;
  std::vector<std::string> names_;
  std::vector<KernelShape> shapes_;
  std::unordered_map<std::string, int> by_signature_;
  std::vector<KernelFn> kernels_;
};

}  // namespace

StatusOr<std::unique_ptr<KernelLibrary>> CreateKernelLibrary(const std::string& module_name) {
  InitializeLlvm();
  auto jtmb = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!jtmb) return Internal("cannot detect the host CPU: " + llvm::toString(jtmb.takeError()));
  jtmb->setCodeGenOptLevel(llvm::CodeGenOptLevel::Default);
  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(*jtmb).create();
  if (!jit) return Internal("cannot start the LLVM JIT: " + llvm::toString(jit.takeError()));
  auto generator = llvm::orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
      (*jit)->getDataLayout().getGlobalPrefix());
  if (!generator)
    return Internal("cannot resolve libm for the JIT: " + llvm::toString(generator.takeError()));
  (*jit)->getMainJITDylib().addGenerator(std::move(*generator));
  return std::unique_ptr<KernelLibrary>(
      new LlvmKernelLibrary(std::move(*jit), std::move(*jtmb), module_name));
}

}  // namespace hlx::cpu
