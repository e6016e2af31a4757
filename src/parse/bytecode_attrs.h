// Attributes and types of MLIR bytecode, decoded into hlx's: the builtin dialect's encoding, the VHLO
// dialect's (StableHLO portable artifacts), Shardy's (kept as the text MLIR prints for them, as the text
// reader keeps them), and entries written as MLIR text, read by the text reader. Internal to src/parse.
//
// Entries are decoded on first use and kept; an entry that refers back to itself, or nests deeper than
// kMaxNesting, is an error.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/types.h"
#include "parse/bytecode_container.h"

namespace hlx::bytecode {

class AttrTypeDecoder {
 public:
  AttrTypeDecoder(Source& source, const Container& container, TypeContext& types);

  Source& source() const { return source_; }
  TypeContext& types() const { return types_; }

  // The attribute or type at `index` of the file's tables. `at` is the offset to blame when the index
  // itself is out of range. A type read with GetType may not be the none type; GetTypeOrNone reports
  // it as a null Type instead.
  bool GetAttr(uint64_t index, size_t at, Attr& out);
  bool GetType(uint64_t index, size_t at, Type& out);
  bool GetTypeOrNone(uint64_t index, size_t at, Type& out);

  // References read from an entry's or a property blob's bytes: a varint index into the tables.
  bool ReadAttr(ByteReader& r, Attr& out);
  bool ReadType(ByteReader& r, Type& out);
  // A reference to a string attribute (builtin or VHLO), as its bytes.
  bool ReadStringAttr(ByteReader& r, std::string& out);
  // A varint with a present flag, then (if present) a reference.
  bool ReadOptionalAttr(ByteReader& r, Attr& out);

 private:
  enum class State : uint8_t { kNew, kBusy, kDone };

  // Decodes the attribute or type at `index` unless done before.
  bool Resolve(bool is_type, uint64_t index, size_t at);
  bool Decode(const Entry& entry, bool is_type, size_t index);
  bool DecodeText(const Entry& entry, bool is_type, size_t index);
  bool DecodeBuiltinAttr(ByteReader& r, Attr& out);
  bool DecodeBuiltinType(ByteReader& r, Type& out);  // the none type reads as a null Type
  bool DecodeVhloAttr(ByteReader& r, Attr& out);
  bool DecodeVhloType(ByteReader& r, Type& out);
  bool DecodeSdyAttr(ByteReader& r, size_t index, Attr& out);

  // Encodings builtin and VHLO share.
  bool ReadArray(ByteReader& r, Attr& out);
  bool ReadDictionary(ByteReader& r, Attr& out);
  bool ReadFloatAttr(ByteReader& r, Attr& out);
  bool ReadComplexType(ByteReader& r, Type& out);
  bool ReadTypeList(ByteReader& r, std::vector<Type>& out);
  // Helpers for the encodings.
  bool ReadLocation(ByteReader& r, Attr& out);
  bool ReadTensorType(ByteReader& r, Attr encoding, Type& out);
  bool ReadDenseElements(ByteReader& r, Type type, Attr& out);
  bool ReadInteger(ByteReader& r, Type type, Attr& out);
  bool ReadFloatBits(ByteReader& r, ElementType e, double& out);
  bool ReadSignedList(ByteReader& r, std::vector<int64_t>& out, const char* what);
  // A reference to a Shardy attribute, as the text MLIR prints for it without its `#sdy.name` prefix.
  bool SdyText(ByteReader& r, std::string& out, const char* what);

  Source& source_;
  const Container& container_;
  TypeContext& types_;
  std::vector<Attr> attrs_;
  std::vector<State> attr_state_;
  std::vector<Type> types_table_;
  std::vector<State> type_state_;
  // Per attribute, for Shardy's: its code and the text MLIR prints for it without `#sdy.name`.
  std::vector<int8_t> sdy_code_;
  std::vector<std::string> sdy_text_;
  int depth_ = 0;
};

}  // namespace hlx::bytecode
