// Tests of the .npy/.npz reader and writer: round trips of every element type, NumPy's exact bytes,
// the header variants NumPy and older writers produce, archives made by Python's zipfile, and bad input.
#include "io/npy.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>

namespace hlx {
namespace {

using namespace std::string_literals;

constexpr ElementType kAllElementTypes[] = {
#define ELEMENT(E, M, BITS, CAT) ElementType::E,
#include "ir/element_types.def"
};

// An array of `shape` whose elements are valid values of `element`, all different where possible.
HostArray MakeArray(ElementType element, std::vector<int64_t> shape) {
  HostArray array;
  array.element = element;
  array.shape = std::move(shape);
  int width = ElementStorageBytes(element);
  const ElementInfo& info = GetElementInfo(element);
  int64_t n = array.NumElements();
  for (int64_t i = 0; i < n; ++i) {
    for (int b = 0; b < width; ++b) {
      int value = static_cast<int>((i * 37 + b * 11 + 5) & 0xFF);
      if (element == ElementType::kI1)
        value = i % 3 == 1;
      else if (info.bit_width < 8 && info.category == ElementCategory::kSigned)
        value = static_cast<uint8_t>(
            static_cast<int8_t>(i % (1 << info.bit_width) - (1 << (info.bit_width - 1))));
      else if (info.bit_width < 8)
        value = static_cast<int>(i % (1 << info.bit_width));
      array.bytes += static_cast<char>(value);
    }
  }
  return array;
}

// A .npy file with the given header dictionary text, padded as NumPy pads it, and data.
std::string MakeNpy(const std::string& dict, const std::string& data, int major = 1) {
  int length_bytes = major == 1 ? 2 : 4;
  size_t prefix = 8 + length_bytes;
  size_t pad = 64 - (prefix + dict.size() + 1) % 64;
  size_t header_length = dict.size() + pad + 1;
  std::string out = "\x93NUMPY"s + static_cast<char>(major) + '\0';
  for (int i = 0; i < length_bytes; ++i) out += static_cast<char>((header_length >> (8 * i)) & 0xFF);
  return out + dict + std::string(pad, ' ') + "\n" + data;
}

template <typename T>
std::string Bytes(std::initializer_list<T> values) {
  std::string out(values.size() * sizeof(T), '\0');
  std::memcpy(out.data(), values.begin(), out.size());
  return out;
}

TEST(Npy, RoundTripsEveryElementTypeAndShape) {
  const std::vector<std::vector<int64_t>> shapes = {{}, {0}, {1}, {5}, {2, 3}, {2, 0, 4}, {3, 1, 2, 2}};
  for (ElementType e : kAllElementTypes) {
    for (const auto& shape : shapes) {
      HostArray array = MakeArray(e, shape);
      std::string what = std::string(GetElementInfo(e).mnemonic) + " " + std::to_string(shape.size());
      StatusOr<HostArray> back = ReadNpy(WriteNpy(array), "x.npy", e);
      ASSERT_TRUE(back.ok()) << what << ": " << back.status().ToString();
      EXPECT_EQ(*back, array) << what;
      // Without the expected type, types that NumPy can express come back as themselves.
      StatusOr<HostArray> plain = ReadNpy(WriteNpy(array), "x.npy");
      ASSERT_TRUE(plain.ok()) << what;
      EXPECT_EQ(plain->bytes, array.bytes) << what;
      EXPECT_EQ(plain->shape, array.shape) << what;
      if (plain->element != e) {
        EXPECT_TRUE(IsInteger(plain->element)) << what;
        EXPECT_EQ(ElementStorageBytes(plain->element), ElementStorageBytes(e)) << what;
      }
    }
  }
}

TEST(Npy, WritesNumPysExactBytes) {
  // np.save of np.arange(6, dtype='<f4').reshape(2, 3): the dictionary, 21 - len("2") = 20 spaces of
  // room for the growth axis, then padding to 128 bytes (10 + 118) ending in a newline.
  HostArray array{ElementType::kF32, {2, 3}, Bytes<float>({0, 1, 2, 3, 4, 5})};
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
  std::string expected = "\x93NUMPY\x01\x00\x76\x00"s + dict + std::string(20 + 38, ' ') + "\n" + array.bytes;
  EXPECT_EQ(WriteNpy(array), expected);
  ASSERT_EQ(expected.size(), 128u + 24u);

  // A 1-d bool array: `(3,)` and `|b1`.
  HostArray flags{ElementType::kI1, {3}, "\x01\x00\x01"s};
  dict = "{'descr': '|b1', 'fortran_order': False, 'shape': (3,), }";
  expected = "\x93NUMPY\x01\x00\x76\x00"s + dict + std::string(20 + 40, ' ') + "\n" + flags.bytes;
  EXPECT_EQ(WriteNpy(flags), expected);

  // A 0-d array gets no growth room.
  HostArray scalar{ElementType::kSI64, {}, Bytes<int64_t>({-7})};
  dict = "{'descr': '<i8', 'fortran_order': False, 'shape': (), }";
  expected =
      "\x93NUMPY\x01\x00\x76\x00"s + dict + std::string(118 - dict.size() - 1, ' ') + "\n" + scalar.bytes;
  EXPECT_EQ(WriteNpy(scalar), expected);
}

TEST(Npy, WritesTheStorageOfTypesNumPyLacks) {
  auto descr_of = [](ElementType e) {
    std::string npy = WriteNpy(MakeArray(e, {1}));
    size_t at = npy.find("'descr': '") + 10;
    return npy.substr(at, npy.find('\'', at) - at);
  };
  EXPECT_EQ(descr_of(ElementType::kBF16), "<u2");
  EXPECT_EQ(descr_of(ElementType::kF8E4M3FN), "|u1");
  EXPECT_EQ(descr_of(ElementType::kF4E2M1FN), "|u1");
  EXPECT_EQ(descr_of(ElementType::kTF32), "<u4");
  EXPECT_EQ(descr_of(ElementType::kSI4), "|i1");
  EXPECT_EQ(descr_of(ElementType::kUI2), "|u1");
  EXPECT_EQ(descr_of(ElementType::kIndex), "<i8");
  EXPECT_EQ(descr_of(ElementType::kC128), "<c16");
  EXPECT_EQ(descr_of(ElementType::kF16), "<f2");
}

TEST(Npy, ReadsBigEndianData) {
  std::string npy = MakeNpy("{'descr': '>i4', 'fortran_order': False, 'shape': (2,), }",
                            "\x00\x00\x01\x02\x80\x00\x00\x00"s);
  StatusOr<HostArray> a = ReadNpy(npy, "be.npy");
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  EXPECT_EQ(a->element, ElementType::kSI32);
  EXPECT_EQ(a->bytes, Bytes<int32_t>({0x102, INT32_MIN}));

  // Each part of a complex number is swapped on its own.
  std::string be_one = "\x3f\x80\x00\x00"s, be_two = "\x40\x00\x00\x00"s;
  StatusOr<HostArray> c =
      ReadNpy(MakeNpy("{'descr': '>c8', 'fortran_order': False, 'shape': (), }", be_one + be_two), "c.npy");
  ASSERT_TRUE(c.ok()) << c.status().ToString();
  EXPECT_EQ(c->element, ElementType::kC64);
  EXPECT_EQ(c->bytes, Bytes<float>({1.0f, 2.0f}));

  StatusOr<HostArray> d = ReadNpy(MakeNpy("{'descr': '>f8', 'fortran_order': False, 'shape': (1,), }",
                                          "\xc0\x04\x00\x00\x00\x00\x00\x00"s),
                                  "d.npy");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->bytes, Bytes<double>({-2.5}));
}

TEST(Npy, TransposesFortranOrder) {
  // [[0, 1, 2], [3, 4, 5]] stored column by column.
  StatusOr<HostArray> a = ReadNpy(MakeNpy("{'descr': '<i2', 'fortran_order': True, 'shape': (2, 3), }",
                                          Bytes<int16_t>({0, 3, 1, 4, 2, 5})),
                                  "f.npy");
  ASSERT_TRUE(a.ok()) << a.status().ToString();
  EXPECT_EQ(a->bytes, Bytes<int16_t>({0, 1, 2, 3, 4, 5}));

  // Rank 3, shape (2, 3, 4): element (i, j, k) = 100i + 10j + k sits at i + 2j + 6k.
  std::vector<int32_t> fortran(24), row_major(24);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k) {
        fortran[i + 2 * j + 6 * k] = 100 * i + 10 * j + k;
        row_major[(i * 3 + j) * 4 + k] = 100 * i + 10 * j + k;
      }
  std::string data(reinterpret_cast<const char*>(fortran.data()), 96);
  StatusOr<HostArray> b =
      ReadNpy(MakeNpy("{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3, 4), }", data), "f3.npy");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->bytes, std::string(reinterpret_cast<const char*>(row_major.data()), 96));
}

TEST(Npy, ReadsVersionsTwoAndThreeAndHeaderVariants) {
  std::string data = Bytes<uint16_t>({7, 8});
  for (int major : {2, 3}) {
    StatusOr<HostArray> a =
        ReadNpy(MakeNpy("{'descr': '<u2', 'fortran_order': False, 'shape': (2,), }", data, major), "v.npy");
    ASSERT_TRUE(a.ok()) << major << ": " << a.status().ToString();
    EXPECT_EQ(a->element, ElementType::kUI16);
    EXPECT_EQ(a->shape, std::vector<int64_t>{2});
    EXPECT_EQ(a->bytes, data);
  }
  // Key order, double quotes, no trailing comma, Python 2 longs, old 16-byte alignment.
  for (std::string dict : {"{\"shape\": (1L, 2L), \"fortran_order\": False, \"descr\": \"<u2\"}",
                           "{ 'descr' : 'u2' , 'fortran_order' : False , 'shape' : ( 1 , 2 , ) , }"}) {
    StatusOr<HostArray> a = ReadNpy(MakeNpy(dict, data), "h.npy");
    ASSERT_TRUE(a.ok()) << dict << ": " << a.status().ToString();
    EXPECT_EQ(a->shape, (std::vector<int64_t>{1, 2}));
  }
  std::string old = "\x93NUMPY\x01\x00\x46\x00{'descr': '<u2', 'fortran_order': False, 'shape': (2,), }"s;
  old += std::string(70 - (old.size() - 10) - 1, ' ') + "\n" + data;
  ASSERT_TRUE(ReadNpy(old, "old.npy").ok());
  // ml_dtypes' bfloat16 saves as raw `V2`.
  StatusOr<HostArray> v = ReadNpy(MakeNpy("{'descr': '|V2', 'fortran_order': False, 'shape': (2,), }", data),
                                  "bf16.npy", ElementType::kBF16);
  ASSERT_TRUE(v.ok()) << v.status().ToString();
  EXPECT_EQ(v->element, ElementType::kBF16);
  EXPECT_EQ(v->bytes, data);
}

TEST(Npy, ConvertsRawElements) {
  HostArray nibbles{ElementType::kUI8, {3}, "\x0f\x07\x08"s};
  ASSERT_TRUE(ConvertRawElements(nibbles, ElementType::kSI4, "n").ok());
  EXPECT_EQ(nibbles.element, ElementType::kSI4);
  EXPECT_EQ(nibbles.bytes, "\xff\x07\xf8"s);

  HostArray wide{ElementType::kSI8, {2}, "\x01\x09"s};
  Status status = ConvertRawElements(wide, ElementType::kSI4, "w.npy");
  EXPECT_EQ(status.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("w.npy: element 1 (9) does not fit in i4"), std::string::npos)
      << status.message();
  HostArray f4{ElementType::kUI8, {1}, "\x10"s};
  EXPECT_FALSE(ConvertRawElements(f4, ElementType::kF4E2M1FN, "f").ok());

  HostArray floats = MakeArray(ElementType::kF32, {2});
  status = ConvertRawElements(floats, ElementType::kSI32, "f.npy");
  EXPECT_EQ(status.message(), "f.npy: holds f32 data where i32 is expected");
  EXPECT_FALSE(ConvertRawElements(floats, ElementType::kTF32, "f.npy").ok());
  HostArray halves = MakeArray(ElementType::kF16, {2});
  EXPECT_FALSE(ConvertRawElements(halves, ElementType::kBF16, "h.npy").ok());
  HostArray shorts = MakeArray(ElementType::kUI16, {2});
  EXPECT_FALSE(ConvertRawElements(shorts, ElementType::kF8E5M2, "s.npy").ok());
  EXPECT_TRUE(ConvertRawElements(shorts, ElementType::kBF16, "s.npy").ok());
}

TEST(Npy, RejectsBadHeaders) {
  auto error = [](const std::string& dict, const std::string& data = "") {
    StatusOr<HostArray> a = ReadNpy(MakeNpy(dict, data), "bad.npy");
    return a.ok() ? std::string("OK") : a.status().ToString();
  };
  auto has = [](const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
  };
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False}"), "INVALID_ARGUMENT: bad.npy: "));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False}"), "lacks 'shape'"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': ()}"), "twice"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (), 'x': 1}"), "unexpected key"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': 0, 'shape': ()}"), "True or False"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (-1,)}"), "non-negative"));
  EXPECT_TRUE(
      has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,)}"), "too large"));
  EXPECT_TRUE(
      has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296)}"), "overflows"));
  EXPECT_TRUE(
      has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (1000000000,)}", "abcd"), "truncated"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (2,)} x", "12345678"),
                  "after the header"));
  EXPECT_TRUE(has(error("{'descr': '|O', 'fortran_order': False, 'shape': ()}"), "UNIMPLEMENTED"));
  EXPECT_TRUE(has(error("{'descr': '<U3', 'fortran_order': False, 'shape': ()}"), "UNIMPLEMENTED"));
  EXPECT_TRUE(has(error("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': ()}"), "structured"));
  EXPECT_TRUE(has(error("{'descr': '<f4', 'fortran_order': False, 'shape': (1,)"), "expected ','"));
  EXPECT_EQ(ReadNpy("PK\x03\x04 not npy", "z.npy").status().message(),
            "z.npy: not a .npy file (it does not start with \\x93NUMPY)");
  std::string v4 = MakeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': ()}", "abcd");
  v4[6] = 4;
  EXPECT_EQ(ReadNpy(v4, "v4.npy").status().code(), StatusCode::kUnimplemented);
}

TEST(Npy, EveryTruncationIsAnError) {
  HostArray array = MakeArray(ElementType::kF64, {2, 2});
  std::string npy = WriteNpy(array);
  for (size_t n = 0; n < npy.size(); ++n) {
    StatusOr<HostArray> a = ReadNpy(std::string_view(npy).substr(0, n), "t.npy");
    ASSERT_FALSE(a.ok()) << n;
    EXPECT_EQ(a.status().code(), StatusCode::kInvalidArgument) << n;
    EXPECT_TRUE(a.status().message().starts_with("t.npy: ")) << a.status().message();
  }
  EXPECT_TRUE(ReadNpy(npy, "t.npy").ok());
  // Any single damaged byte is either harmless or an error, never a crash.
  for (size_t i = 0; i < npy.size(); ++i) {
    for (int flip : {0x01, 0x08, 0x80, 0xFF}) {
      std::string bad = npy;
      bad[i] = static_cast<char>(bad[i] ^ flip);
      StatusOr<HostArray> a = ReadNpy(bad, "t.npy");
      if (!a.ok()) {
        EXPECT_TRUE(a.status().message().starts_with("t.npy: ")) << a.status().message();
      }
    }
  }
}

TEST(Npz, RoundTripsSeveralMembersInOrder) {
  NamedArrays arrays = {{"zeta", MakeArray(ElementType::kF32, {2, 3})},
                        {"alpha", MakeArray(ElementType::kSI64, {})},
                        {"dir/mid", MakeArray(ElementType::kI1, {0, 4})},
                        {"c", MakeArray(ElementType::kC128, {2})}};
  for (bool zip64 : {false, true}) {
    std::string npz = WriteNpz(arrays, zip64);
    StatusOr<NamedArrays> back = ReadNpz(npz, "a.npz");
    ASSERT_TRUE(back.ok()) << back.status().ToString();
    EXPECT_EQ(*back, arrays);
    EXPECT_EQ(npz, WriteNpz(arrays, zip64));  // deterministic
  }
  StatusOr<NamedArrays> empty = ReadNpz(WriteNpz({}), "e.npz");
  ASSERT_TRUE(empty.ok()) << empty.status().ToString();
  EXPECT_TRUE(empty->empty());
}

// What np.savez(f, b=np.array([1, 2, 3], np.int32), a=np.float64(2.5)) writes: NumPy-format members
// in an archive made by Python's zipfile as np.savez drives it (zip64 extra fields in the local
// headers, sizes in the central directory).
const std::string kPythonStored = std::string(
#include "npy_test_stored.inc"
    , 510);
// The same through np.savez_compressed (deflated members).
const std::string kPythonDeflated = std::string(
#include "npy_test_deflated.inc"
    , 382);

NamedArrays PythonArrays() {
  return {{"b", HostArray{ElementType::kSI32, {3}, Bytes<int32_t>({1, 2, 3})}},
          {"a", HostArray{ElementType::kF64, {}, Bytes<double>({2.5})}}};
}

TEST(Npz, ReadsWhatPythonWrites) {
  StatusOr<NamedArrays> stored = ReadNpz(kPythonStored, "p.npz");
  ASSERT_TRUE(stored.ok()) << stored.status().ToString();
  EXPECT_EQ(*stored, PythonArrays());
  // The members are NumPy's own .npy bytes, which WriteNpy reproduces.
  for (const auto& [name, array] : PythonArrays())
    EXPECT_NE(kPythonStored.find(WriteNpy(array)), std::string::npos) << name;

  StatusOr<NamedArrays> deflated = ReadNpz(kPythonDeflated, "d.npz");
  if (NpzSupportsDeflate()) {
    ASSERT_TRUE(deflated.ok()) << deflated.status().ToString();
    EXPECT_EQ(*deflated, PythonArrays());
  } else {
    EXPECT_EQ(deflated.status().code(), StatusCode::kUnimplemented);
    EXPECT_NE(deflated.status().message().find("'b.npy'"), std::string::npos);
  }
}

TEST(Npz, RejectsCorruptArchives) {
  for (const std::string& npz :
       {WriteNpz(PythonArrays()), WriteNpz(PythonArrays(), true), kPythonStored, kPythonDeflated}) {
    for (size_t n = 0; n < npz.size(); ++n) {
      StatusOr<NamedArrays> a = ReadNpz(std::string_view(npz).substr(0, n), "t.npz");
      ASSERT_FALSE(a.ok()) << n;
      EXPECT_TRUE(a.status().message().starts_with("t.npz")) << a.status().message();
    }
    // Any single damaged byte is either harmless or an error, never a crash.
    for (size_t i = 0; i < npz.size(); ++i) {
      for (int flip : {0x01, 0x80, 0xFF}) {
        std::string bad = npz;
        bad[i] = static_cast<char>(bad[i] ^ flip);
        StatusOr<NamedArrays> a = ReadNpz(bad, "t.npz");
        if (!a.ok()) {
          EXPECT_TRUE(a.status().message().starts_with("t.npz")) << a.status().message();
        }
      }
    }
  }
  std::string npz = WriteNpz(PythonArrays());
  std::string bad_data = npz;
  bad_data[npz.find("\x93NUMPY") + 130] ^= 1;  // a data byte of member 'b'
  EXPECT_NE(ReadNpz(bad_data, "c.npz").status().message().find("CRC-32"), std::string::npos);
  StatusOr<NamedArrays> twice =
      ReadNpz(WriteNpz({{"x", MakeArray(ElementType::kF32, {1})}, {"x", MakeArray(ElementType::kF32, {1})}}),
              "d.npz");
  EXPECT_NE(twice.status().message().find("a second array named 'x'"), std::string::npos);
  EXPECT_FALSE(ReadNpz("not a zip archive at all, just some text", "n.npz").ok());
}

TEST(ArraysFile, WritesAndReadsFiles) {
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("hlx_npy_test_" + std::to_string(getpid()));
  std::filesystem::create_directories(dir);
  NamedArrays arrays = PythonArrays();
  std::string npz = (dir / "io.npz").string(), npy = (dir / "one.npy").string();
  ASSERT_TRUE(WriteArraysFile(npz, arrays).ok());
  StatusOr<NamedArrays> back = ReadArraysFile(npz);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(*back, arrays);

  ASSERT_TRUE(WriteArraysFile(npy, {arrays[0]}).ok());
  back = ReadArraysFile(npy);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  ASSERT_EQ(back->size(), 1u);
  EXPECT_EQ((*back)[0].first, "one");
  EXPECT_EQ((*back)[0].second, arrays[0].second);

  EXPECT_FALSE(WriteArraysFile(npy, arrays).ok());
  EXPECT_FALSE(WriteArraysFile(npz, {arrays[0], arrays[0]}).ok());
  EXPECT_EQ(ReadArraysFile((dir / "missing.npz").string()).status().code(), StatusCode::kNotFound);
  std::ofstream((dir / "text.npz").string()) << "hello";
  EXPECT_EQ(ReadArraysFile((dir / "text.npz").string()).status().code(), StatusCode::kInvalidArgument);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hlx
