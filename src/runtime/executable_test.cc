#include "runtime/executable.h"

#include <gtest/gtest.h>

#include <string>

#include "ir/printer.h"
#include "runtime/client.h"

namespace hlx::runtime {
namespace {

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Two row-parallel products over 4 partitions: each ends in a reduce_scatter of its partial sums, and
// the two combine into one.
constexpr char kRowParallel[] = R"(
module @rs attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%x: tensor<8x8xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %w: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %v: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
    %a = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %b = stablehlo.dot_general %x, %v, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    return %a, %b : tensor<8x8xf32>, tensor<8x8xf32>
  }
}
)";

TEST(Executable, OptimizedProgramWritesReduceScattersAsStableHloHasThem) {
  ClientOptions client_options;
  client_options.num_devices = 4;
  StatusOr<std::unique_ptr<Client>> client = Client::Create(client_options);
  ASSERT_TRUE(client.ok()) << client.status().message();
  CompileOptions options;
  options.num_partitions = 4;
  StatusOr<std::shared_ptr<Executable>> exe =
      Executable::Compile(client->get(), kRowParallel, "rs.mlir", options);
  ASSERT_TRUE(exe.ok()) << exe.status().message();
  // The program runs one reduce_scatter of both partial sums...
  const std::string runs = PrintModule((*exe)->module());
  EXPECT_EQ(Count(runs, "\"stablehlo.reduce_scatter\""), 1) << runs;
  EXPECT_NE(runs.find(":2 = \"stablehlo.reduce_scatter\""), std::string::npos) << runs;
  // ... and the program JAX reads has one per operand, each on a channel of its own.
  const std::string& optimized = (*exe)->optimized_text();
  EXPECT_EQ(Count(optimized, "\"stablehlo.reduce_scatter\""), 2) << optimized;
  EXPECT_EQ(Count(optimized, ":2 = \"stablehlo.reduce_scatter\""), 0) << optimized;
  EXPECT_EQ(Count(optimized, "channel_handle = #stablehlo.channel_handle<handle = 1,"), 1) << optimized;
  EXPECT_EQ(Count(optimized, "channel_handle = #stablehlo.channel_handle<handle = 2,"), 1) << optimized;
}

}  // namespace
}  // namespace hlx::runtime
