#include "runtime/compile_options.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>

namespace hlx::runtime {
namespace {

void Varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}
void IntField(std::string& out, int field, uint64_t v) {
  Varint(out, static_cast<uint64_t>(field) << 3);
  Varint(out, v);
}
void BytesField(std::string& out, int field, const std::string& bytes) {
  Varint(out, (static_cast<uint64_t>(field) << 3) | 2);
  Varint(out, bytes.size());
  out += bytes;
}

TEST(CompileOptionsTest, EmptyIsOneDevice) {
  StatusOr<CompileOptions> options = ParseCompileOptions("");
  ASSERT_TRUE(options.ok()) << options.status().ToString();
  EXPECT_EQ(options->num_replicas, 1);
  EXPECT_EQ(options->num_partitions, 1);
  EXPECT_TRUE(options->device_assignment.empty());
}

TEST(CompileOptionsTest, CountsAndAssignmentAmongOtherFields) {
  std::string build;
  BytesField(build, 3, "debug options, skipped");
  IntField(build, 4, 2);
  IntField(build, 5, 3);
  std::string assignment;
  IntField(assignment, 1, 2);
  IntField(assignment, 2, 3);
  for (int p = 0; p < 3; ++p) {
    std::string computation;
    // Unpacked for the first computation, packed for the others: readers take both.
    if (p == 0) {
      IntField(computation, 1, 10);
      IntField(computation, 1, 11);
    } else {
      std::string ids;
      Varint(ids, 10 + 2 * p);
      Varint(ids, 11 + 2 * p);
      BytesField(computation, 1, ids);
    }
    BytesField(assignment, 3, computation);
  }
  BytesField(build, 9, assignment);
  std::string bytes;
  IntField(bytes, 2, 1);  // parameter_is_tupled_arguments, skipped
  BytesField(bytes, 3, build);
  IntField(bytes, 4, 1);
  uint32_t fixed = 7;
  Varint(bytes, (100u << 3) | 5);  // an unknown fixed32 field
  bytes.append(reinterpret_cast<const char*>(&fixed), 4);

  StatusOr<CompileOptions> options = ParseCompileOptions(bytes);
  ASSERT_TRUE(options.ok()) << options.status().ToString();
  EXPECT_EQ(options->num_replicas, 2);
  EXPECT_EQ(options->num_partitions, 3);
  EXPECT_TRUE(options->portable);
  // Replica-major: (r, p) -> computation p's id for replica r.
  EXPECT_EQ(options->device_assignment, (std::vector<int64_t>{10, 12, 14, 11, 13, 15}));
}

TEST(CompileOptionsTest, SerializedDeviceAssignmentReadsBack) {
  std::vector<int64_t> ids = {5, 3, 4, 0, 7, 1};  // 3 replicas x 2 partitions, replica-major
  std::string build;
  IntField(build, 4, 3);
  IntField(build, 5, 2);
  BytesField(build, 9, SerializeDeviceAssignment(3, 2, ids));
  std::string bytes;
  BytesField(bytes, 3, build);
  StatusOr<CompileOptions> options = ParseCompileOptions(bytes);
  ASSERT_TRUE(options.ok()) << options.status().ToString();
  EXPECT_EQ(options->device_assignment, ids);
}

TEST(CompileOptionsTest, MalformedBytesNameTheOffset) {
  std::string truncated;
  BytesField(truncated, 3, "abcdef");
  truncated.resize(truncated.size() - 2);
  StatusOr<CompileOptions> options = ParseCompileOptions(truncated);
  ASSERT_FALSE(options.ok());
  EXPECT_EQ(options.status().code(), StatusCode::kInvalidArgument);
  EXPECT_NE(options.status().message().find("byte 2"), std::string::npos) << options.status().message();

  EXPECT_FALSE(ParseCompileOptions(std::string("\x0b", 1)).ok());          // wire type 3 (group)
  EXPECT_FALSE(ParseCompileOptions(std::string("\x08\xff\xff", 3)).ok());  // varint runs past the end

  std::string build, assignment, bytes;
  IntField(build, 4, 2);  // two replicas, but an assignment of one
  IntField(assignment, 1, 1);
  IntField(assignment, 2, 1);
  std::string computation;
  IntField(computation, 1, 0);
  BytesField(assignment, 3, computation);
  BytesField(build, 9, assignment);
  BytesField(bytes, 3, build);
  options = ParseCompileOptions(bytes);
  ASSERT_FALSE(options.ok());
  EXPECT_NE(options.status().message().find("replicas"), std::string::npos) << options.status().message();
}

std::string Hex(const std::string& bytes) {
  static const char kDigits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += kDigits[c >> 4];
    out += kDigits[c & 15];
  }
  return out;
}

// The bytes are what jaxlib's own xla_client.HloSharding.from_string(TEXT).to_proto() serializes to.
TEST(CompileOptionsTest, OpShardingsAsXlaWritesThem) {
  const std::pair<const char*, const char*> cases[] = {
      {"{replicated}", ""},
      {"{maximal device=3}", "0801220103"},
      {"{manual}", "0804"},
      {"{unknown}", "0805"},
      {"{devices=[4,2]<=[8]}", "08031a0204024a0108520100"},
      {"{devices=[2,4]<=[2,4]T(1,0)}", "08031a0202044a02020452020100"},
      {"{devices=[2,2]0,2,1,3}", "08031a020202220400020103"},
      {"{devices=[2,1,2]<=[4] last_tile_dim_replicate}", "08031a0302010230014a0104520100"},
      {"{devices=[2,2,2]<=[8] last_tile_dims={manual}}", "08031a030202024201044a0108520100"},
      {"{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated}}",
       "08031a0402020202420204004a0110520100"},
      {"{{replicated}, {devices=[2]0,1}}", "08022a002a0908031a010222020001"},
  };
  for (const auto& [text, hex] : cases) {
    StatusOr<HloSharding> sharding = ParseHloSharding(text);
    ASSERT_TRUE(sharding.ok()) << text << ": " << sharding.status().message();
    EXPECT_EQ(Hex(SerializeOpSharding(*sharding)), hex) << text;
  }
}

}  // namespace
}  // namespace hlx::runtime
