# hlx: the usual entry points. `make demo` and `make test` work on a fresh Debian 12 machine: each first
# installs the missing Debian packages (scripts/install-deps.sh), then configures and builds in build/.
#
#   make demo                    build hlx and run it on examples/
#   make test                    build, then run every test (unit, lit, corpus) with ctest
#   make fuzz FUZZ_SECONDS=120   build the libFuzzer targets with clang in build-fuzz/ and run them (half
#                                the time each: the text reader, the bytecode reader)
#   make bench                   build, then run the benchmarks on the corpus
#   make asan                    build with ASan+UBSan in build-asan/ and run every test there
#   make python                  stage the jax_plugins.hlx package with libhlx_pjrt.so in build/python
#
# With CI=true (as .ci/run has it) warnings are errors.

SHELL := /bin/bash
BUILD ?= build
JOBS ?= 2
FUZZ_SECONDS ?= 60
HLX_CORPUS ?= $(CURDIR)/../shared/corpus
ASAN_BUILD ?= build-asan
WERROR := $(if $(filter true 1 yes,$(CI)),ON,OFF)
CMAKE_ARGS ?=

.PHONY: all deps configure build demo test fuzz bench asan python clean

all: build

deps:
	@scripts/install-deps.sh

configure: deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DHLX_WERROR=$(WERROR) $(CMAKE_ARGS)

build: configure
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	$(BUILD)/hlx check examples
	$(BUILD)/hlx opt examples/mlp.mlir
	$(BUILD)/hlx run examples/mlp.mlir --print-outputs

test: build
	cd $(BUILD) && HLX_CORPUS=$(HLX_CORPUS) ctest --output-on-failure -j $(JOBS)

fuzz: deps
	CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DHLX_FUZZ=ON -DHLX_TESTS=OFF -DHLX_WERROR=$(WERROR) $(CMAKE_ARGS)
	cmake --build build-fuzz -j $(JOBS) --target text_reader_fuzz bytecode_reader_fuzz
	scripts/run-fuzz.sh build-fuzz/tests/fuzz/text_reader_fuzz $$(( ($(FUZZ_SECONDS) + 1) / 2 ))
	scripts/run-fuzz.sh build-fuzz/tests/fuzz/bytecode_reader_fuzz $$(( $(FUZZ_SECONDS) / 2 )) \
	  tests/fuzz/bytecode_seeds tests/fuzz/bytecode.dict

bench: build
	$(BUILD)/bench/read_corpus $(HLX_CORPUS)

asan: deps
	cmake -S . -B $(ASAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHLX_SANITIZE=ON \
	  -DHLX_WERROR=$(WERROR) $(CMAKE_ARGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && HLX_CORPUS=$(HLX_CORPUS) ctest --output-on-failure -j $(JOBS)

python: build
	rm -rf $(BUILD)/python
	cp -r python $(BUILD)/python
	cp $(BUILD)/libhlx_pjrt.so $(BUILD)/python/jax_plugins/hlx/
	@echo "install with: pip install $(BUILD)/python   (then JAX_PLATFORMS=hlx)"

clean:
	rm -rf $(BUILD) build-fuzz $(ASAN_BUILD)
