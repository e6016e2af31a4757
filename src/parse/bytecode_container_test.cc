#include "parse/bytecode_container.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "parse/bytecode_reader.h"

namespace hlx::bytecode {
namespace {

// MLIR's prefix varint, written the long way round: `extra` bytes follow the first.
std::string EncodeVarInt(uint64_t v) {
  for (int extra = 0; extra < 8; ++extra) {
    if (v < (uint64_t{1} << (7 * (extra + 1)))) {
      uint64_t bits = (v << (extra + 1)) | (uint64_t{1} << extra);
      std::string out;
      for (int i = 0; i <= extra; ++i) out += static_cast<char>((bits >> (8 * i)) & 0xFF);
      return out;
    }
  }
  std::string out(1, '\0');
  for (int i = 0; i < 8; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
  return out;
}

std::string EncodeSection(int id, const std::string& data) {
  return std::string(1, static_cast<char>(id)) + EncodeVarInt(data.size()) + data;
}

// Reads one varint from `bytes`; on failure returns the error instead.
std::string ReadOne(const std::string& bytes, uint64_t* out) {
  Source source(bytes, "t");
  ByteReader r(source, {0, bytes.size()});
  if (!r.VarInt(*out, "a number")) return source.error();
  return r.empty() ? "" : "bytes left";
}

TEST(ByteReaderTest, VarIntsOfEveryLength) {
  for (uint64_t v : {uint64_t{0}, uint64_t{1}, uint64_t{127}, uint64_t{128}, uint64_t{16383}, uint64_t{16384},
                     uint64_t{1} << 35, (uint64_t{1} << 56) - 1, uint64_t{1} << 56, ~uint64_t{0}}) {
    uint64_t got = 0;
    std::string bytes = EncodeVarInt(v);
    EXPECT_EQ(ReadOne(bytes, &got), "") << v;
    EXPECT_EQ(got, v) << v;
  }
  EXPECT_EQ(EncodeVarInt(0), std::string("\x01", 1));
  EXPECT_EQ(EncodeVarInt(128), std::string("\x02\x02", 2));
  EXPECT_EQ(EncodeVarInt(~uint64_t{0}).size(), 9u);
}

TEST(ByteReaderTest, TruncatedVarIntsNameTheOffset) {
  uint64_t got;
  EXPECT_EQ(ReadOne(std::string("\x02", 1), &got),
            "t: byte 0: error: expected a number: a varint of 2 bytes, found 1");
  EXPECT_EQ(ReadOne(std::string("\0\1\2", 3), &got),
            "t: byte 0: error: expected a number: a varint of 9 bytes, found 3");
  EXPECT_EQ(ReadOne("", &got), "t: byte 0: error: expected a number, found the end of the data");
}

TEST(ByteReaderTest, SignedVarIntsAreZigzag) {
  const std::pair<uint64_t, int64_t> cases[] = {
      {0, 0}, {1, -1}, {2, 1}, {3, -2}, {~uint64_t{0}, INT64_MIN}, {~uint64_t{0} - 1, INT64_MAX}};
  for (auto [zigzag, value] : cases) {
    std::string bytes = EncodeVarInt(zigzag);
    Source source(bytes, "t");
    ByteReader r(source, {0, bytes.size()});
    int64_t got;
    ASSERT_TRUE(r.SignedVarInt(got, "a number"));
    EXPECT_EQ(got, value);
  }
}

TEST(ByteReaderTest, CountsCannotExceedTheBytesThatFollow) {
  std::string bytes = EncodeVarInt(1000) + "abc";
  Source source(bytes, "t");
  ByteReader r(source, {0, bytes.size()});
  uint64_t n;
  EXPECT_FALSE(r.Count(n, "the number of things"));
  EXPECT_EQ(source.error(),
            "t: byte 0: error: the number of things is 1000, more than the 3 bytes that follow can hold");
}

TEST(ByteReaderTest, IndicesAreChecked) {
  std::string bytes = EncodeVarInt(5);
  Source source(bytes, "t");
  ByteReader r(source, {0, bytes.size()});
  uint64_t i;
  EXPECT_FALSE(r.Index(i, 5, "a string"));
  EXPECT_EQ(source.error(), "t: byte 0: error: expected a string, found index 5, out of range (there are 5)");
}

TEST(ByteReaderTest, AlignedSectionsSkipPadding) {
  // Id 4 with the alignment bit, length 2, alignment 8, padding 0xCB up to offset 8, then the data.
  std::string bytes =
      std::string("\x84", 1) + EncodeVarInt(2) + EncodeVarInt(8) + std::string(5, '\xCB') + "ok";
  Source source(bytes, "t");
  ByteReader r(source, {0, bytes.size()});
  uint8_t id;
  Range data;
  ASSERT_TRUE(r.Section(id, data)) << source.error();
  EXPECT_EQ(id, 4);
  EXPECT_EQ(data.begin, 8u);
  EXPECT_EQ(data.size(), 2u);

  bytes[4] = 'x';  // not a padding byte
  Source bad(bytes, "t");
  ByteReader r2(bad, {0, bytes.size()});
  EXPECT_FALSE(r2.Section(id, data));
  EXPECT_EQ(bad.error(), "t: byte 4: error: expected an alignment padding byte 0xCB");
}

TEST(ByteReaderTest, OnlyTheFirstErrorIsKept) {
  std::string bytes;
  Source source(bytes, "t");
  ByteReader r(source, {0, 0});
  uint8_t b;
  EXPECT_FALSE(r.Byte(b, "one byte"));
  EXPECT_FALSE(r.Byte(b, "another byte"));
  EXPECT_EQ(source.error(), "t: byte 0: error: expected one byte, found the end of the data");
}

// The smallest file: no strings, dialects, attributes or types, and no ops.
std::string EmptyFile(uint64_t version) {
  std::string file = std::string("ML\xEFR", 4) + EncodeVarInt(version) + "test" + std::string(1, '\0');
  file += EncodeSection(0, EncodeVarInt(0));                                          // strings
  file += EncodeSection(1, EncodeVarInt(0) + (version >= 4 ? EncodeVarInt(0) : ""));  // dialects, op count
  file += EncodeSection(3, EncodeVarInt(0) + EncodeVarInt(0));  // attribute/type offsets
  file += EncodeSection(2, "");                                 // attributes and types
  file += EncodeSection(4, EncodeVarInt(0));                    // IR: a block of no ops
  if (version >= 5) file += EncodeSection(8, "");               // properties
  return file;
}

TEST(ContainerTest, ReadsTheSmallestFileOfEachVersion) {
  for (uint64_t version = kMinVersion; version <= kMaxVersion; ++version) {
    std::string file = EmptyFile(version);
    Source source(file, "t");
    Container c;
    ASSERT_TRUE(ReadContainer(source, c)) << source.error();
    EXPECT_EQ(c.version, version);
    EXPECT_EQ(c.producer, "test");
    EXPECT_TRUE(c.top.ops.empty());
    auto module = ReadBytecodeModule(file, "t");
    ASSERT_TRUE(module.ok()) << module.status().message();
    EXPECT_TRUE((*module)->body().empty());
  }
}

TEST(ContainerTest, RejectsMalformedFiles) {
  auto error = [](const std::string& file) {
    Source source(file, "t");
    Container c;
    EXPECT_FALSE(ReadContainer(source, c));
    return source.error();
  };
  EXPECT_EQ(error("MLIR"), "t: byte 0: error: expected the MLIR bytecode magic number 'ML\\xEFR'");
  std::string file = EmptyFile(6);
  EXPECT_EQ(error(file + EncodeSection(0, EncodeVarInt(0))),
            "t: byte " + std::to_string(file.size()) + ": error: duplicate string section");
  std::string no_properties = EmptyFile(6);
  no_properties.resize(no_properties.size() - 2);
  EXPECT_EQ(error(no_properties), "t: byte " + std::to_string(no_properties.size()) +
                                      ": error: expected a properties section, found none in the file");
  std::string bad_string = EmptyFile(1);
  // The string section (after magic, version and producer) claims one string of size 0.
  size_t strings = 4 + 1 + 5;
  bad_string.replace(strings, 3, EncodeSection(0, EncodeVarInt(1) + EncodeVarInt(0)));
  EXPECT_EQ(error(bad_string), "t: byte 13: error: string size 0 does not fit the string section");
}

TEST(BytecodeReaderTest, RecognizesTheMagicNumber) {
  EXPECT_TRUE(IsMlirBytecode(std::string("ML\xEFR\x0D", 5)));
  EXPECT_FALSE(IsMlirBytecode("module {}"));
  EXPECT_FALSE(IsMlirBytecode("ML"));
}

}  // namespace
}  // namespace hlx::bytecode
