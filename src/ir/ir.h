// The IR: SSA values, ops, blocks, regions and modules.
//
// Ownership: a Module owns its TypeContext and its body block; a Block owns its arguments and ops; an Op
// owns its results and regions; a Region owns its blocks. Pointers between them (operands, users,
// parents, successors) are non-owning and stay valid while the owner lives.
// Invariants: every operand is a Value defined before its use (or in an enclosing region); a value's
// user list holds one entry per operand slot that uses it; an op's attributes are sorted by name.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/ops.h"
#include "ir/types.h"

namespace hlx {

class Block;
class Module;
class Op;
class Region;

// A position in the source text, 1-based; line 0 means unknown. Ops read from a binary file (MLIR
// bytecode) have line 0 and their byte offset + 1 as the column.
struct SourceLoc {
  uint32_t line = 0;
  uint32_t col = 0;
};

class Value {
 public:
  Type type() const { return type_; }
  void set_type(Type type) { type_ = type; }
  // The op that defines this value, or nullptr for a block argument.
  Op* defining_op() const { return op_; }
  // The block whose argument this is, or nullptr for an op result.
  Block* owner_block() const { return block_; }
  // Result number, or argument number.
  int index() const { return index_; }
  // One entry per operand slot that reads this value.
  const std::vector<Op*>& users() const { return users_; }
  bool HasUses() const { return !users_.empty(); }
  // Makes every user read `other` instead.
  void ReplaceAllUsesWith(Value* other);

 private:
  friend class Op;
  friend class Block;
  Value(Type type, Op* op, Block* block, int index) : type_(type), op_(op), block_(block), index_(index) {}
  Type type_;
  Op* op_;
  Block* block_;
  int index_;
  std::vector<Op*> users_;
};

class Op {
 public:
  Op(OpKind kind, SourceLoc loc) : kind_(kind), loc_(loc) {}
  ~Op();
  Op(const Op&) = delete;
  Op& operator=(const Op&) = delete;

  OpKind kind() const { return kind_; }
  const OpInfo& info() const { return GetOpInfo(kind_); }
  const char* name() const { return info().name; }
  SourceLoc loc() const { return loc_; }

  // Operands.
  int num_operands() const { return static_cast<int>(operands_.size()); }
  Value* operand(int i) const { return operands_[i]; }
  std::span<Value* const> operands() const { return operands_; }
  void AddOperand(Value* v);
  void SetOperand(int i, Value* v);
  void DropOperands();
  // Drops the operands of this op and of every op nested in its regions (before destroying IR in which
  // uses may precede definitions in block order, as across the blocks of a CFG region).
  void DropAllReferences();

  // Results.
  int num_results() const { return static_cast<int>(results_.size()); }
  Value* result(int i) const { return results_[i].get(); }
  Value* AddResult(Type type);

  // Regions.
  int num_regions() const { return static_cast<int>(regions_.size()); }
  Region* region(int i) const { return regions_[i].get(); }
  Region* AddRegion();

  // Successor blocks (cf.br, cf.cond_br). Successor i takes the operands
  // [successor_operand_start(i), +successor_operand_count(i)).
  int num_successors() const { return static_cast<int>(successors_.size()); }
  Block* successor(int i) const { return successors_[i].block; }
  int successor_operand_start(int i) const { return successors_[i].first_operand; }
  int successor_operand_count(int i) const { return successors_[i].count; }
  void AddSuccessor(Block* block, int first_operand, int count) {
    successors_.push_back({block, first_operand, count});
  }

  // Attributes, sorted by name.
  std::span<const NamedAttr> attrs() const { return attrs_; }
  Attr attr(std::string_view name) const;
  void SetAttr(std::string_view name, Attr value);
  void RemoveAttr(std::string_view name);

  // The location the producer recorded (`loc(...)`), if any; kept so it can be printed back.
  Attr debug_loc() const { return debug_loc_; }
  void set_debug_loc(Attr loc) { debug_loc_ = std::move(loc); }

  Block* parent_block() const { return parent_; }
  // The op whose region holds this op, or nullptr at module level.
  Op* parent_op() const;

 private:
  friend class Block;
  struct Successor {
    Block* block;
    int first_operand;
    int count;
  };
  OpKind kind_;
  SourceLoc loc_;
  Block* parent_ = nullptr;
  std::vector<Value*> operands_;
  std::vector<std::unique_ptr<Value>> results_;
  std::vector<std::unique_ptr<Region>> regions_;
  std::vector<Successor> successors_;
  std::vector<NamedAttr> attrs_;
  Attr debug_loc_;
};

class Block {
 public:
  explicit Block(Region* parent) : parent_(parent) {}
  ~Block();
  Block(const Block&) = delete;
  Block& operator=(const Block&) = delete;

  int num_args() const { return static_cast<int>(args_.size()); }
  Value* arg(int i) const { return args_[i].get(); }
  Value* AddArg(Type type);
  // Removes argument `i`, which must have no uses; the arguments after it move down one position.
  void EraseArg(int i);
  // The producer's location of each argument (`%arg0: T loc(...)`), null where none was given.
  Attr arg_loc(int i) const { return arg_locs_[i]; }
  void set_arg_loc(int i, Attr loc) { arg_locs_[i] = std::move(loc); }

  const std::vector<std::unique_ptr<Op>>& ops() const { return ops_; }
  bool empty() const { return ops_.empty(); }
  Op* back() const { return ops_.empty() ? nullptr : ops_.back().get(); }
  // Appends `op` and returns it.
  Op* Append(std::unique_ptr<Op> op);
  // Inserts `op` before position `index`.
  Op* Insert(size_t index, std::unique_ptr<Op> op);
  // Removes and destroys `op`; its results must have no uses.
  void Erase(Op* op);
  // Puts the ops at positions [begin, begin + order.size()) in the order `order` lists them (a
  // permutation of those ops).
  void Reorder(size_t begin, std::span<Op* const> order);

  Region* parent() const { return parent_; }
  Op* parent_op() const;

 private:
  Region* parent_;
  std::vector<std::unique_ptr<Value>> args_;
  std::vector<Attr> arg_locs_;
  std::vector<std::unique_ptr<Op>> ops_;
};

class Region {
 public:
  explicit Region(Op* parent) : parent_(parent) {}
  ~Region();
  Region(const Region&) = delete;
  Region& operator=(const Region&) = delete;
  int num_blocks() const { return static_cast<int>(blocks_.size()); }
  Block* block(int i) const { return blocks_[i].get(); }
  Block* front() const { return blocks_.front().get(); }
  bool empty() const { return blocks_.empty(); }
  Block* AddBlock();
  Op* parent_op() const { return parent_; }

 private:
  Op* parent_;
  std::vector<std::unique_ptr<Block>> blocks_;
};

// The op of `region` when the region is one block of two arguments that returns one op of exactly
// those two, `return op(arg0, arg1)` or `op(arg1, arg0)` (the combiner of a reduce, reduce_window or
// scatter written as one binary op); null otherwise.
const Op* BinaryCombinerOf(const Region& region);

class Module {
 public:
  Module();
  ~Module();
  Module(const Module&) = delete;
  Module& operator=(const Module&) = delete;

  TypeContext& types() const { return *types_; }
  // The body: functions and module-level ops such as sdy.mesh. Its region has no parent op.
  Block& body() { return *body_->front(); }
  const Block& body() const { return *body_->front(); }

  // `module @name`; empty when the module has no name.
  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }
  // Module attributes, sorted by name.
  std::span<const NamedAttr> attrs() const { return attrs_; }
  Attr attr(std::string_view name) const;
  void SetAttr(std::string_view name, Attr value);
  Attr debug_loc() const { return debug_loc_; }
  void set_debug_loc(Attr loc) { debug_loc_ = std::move(loc); }
  // Where the `module` keyword is in the source (line 0 where there is none), for errors about its
  // attributes.
  SourceLoc loc() const { return loc_; }
  void set_loc(SourceLoc loc) { loc_ = loc; }

  // The name diagnostics use for the source (a file path, or "<input>").
  const std::string& source_name() const { return source_name_; }
  void set_source_name(std::string name) { source_name_ = std::move(name); }
  // "file:line:col" for a location in this module's source ("file: byte N" in a binary file).
  std::string Where(SourceLoc loc) const;

  // The func.func named `name`, or nullptr.
  Op* LookupFunc(std::string_view name) const;

 private:
  std::unique_ptr<TypeContext> types_;
  std::unique_ptr<Region> body_;
  std::string name_;
  std::vector<NamedAttr> attrs_;
  Attr debug_loc_;
  SourceLoc loc_;
  std::string source_name_ = "<input>";
};

// func.func accessors. FuncName is empty and FuncType null where the attribute is missing or malformed
// (the verifier rejects such functions).
std::string_view FuncName(const Op& func);
Type FuncType(const Op& func);  // a function type
bool FuncIsPublic(const Op& func);
Block& FuncBody(const Op& func);
// The attribute `name` of argument `index` (`list` "arg_attrs") or result `index` (`list` "res_attrs") of
// `func`; null where it has none.
Attr FuncValueAttr(const Op& func, std::string_view list, size_t index, std::string_view name);

// The integers of `op`'s integer-list attribute `name` (see Attr::AsIntList); empty when the attribute
// is missing or is not an integer list.
std::vector<int64_t> IntList(const Op& op, std::string_view name);

// The window attributes of ops that slide a window over their operands. In both structs a list given
// with no entries reads as absent, as the verifier accepts it.
//
// A convolution's window, one entry per spatial dimension of its dimension numbers: window_strides,
// lhs_dilation and rhs_dilation (1 where absent), window_reversal (0 or 1; 0 where absent), padding as
// (low, high) pairs (0 where absent; dynamic_conv takes it as an operand instead), and the feature and
// batch group counts (1 where absent). Its window sizes are the kernel's spatial dimensions.
struct ConvWindow {
  ConvDims dims;
  std::vector<int64_t> strides, lhs_dilation, rhs_dilation, reversal, padding;
  int64_t feature_group_count = 1, batch_group_count = 1;
  int64_t num_spatial() const { return static_cast<int64_t>(dims.input_spatial.size()); }
};
// nullopt when `conv` has no dimension numbers, a list has another length, or a stride, dilation or
// group count is below 1 (the verifier rejects such ops; passes may not have run it).
std::optional<ConvWindow> GetConvWindow(const Op& conv);

// The window of reduce_window and select_and_scatter, one entry per dimension of their first operand:
// window_dimensions (required), window_strides, base_dilations and window_dilations (1 where absent;
// select_and_scatter has no dilations), and padding as (low, high) pairs, 2 entries per dimension (0
// where absent).
struct Window {
  std::vector<int64_t> dimensions, strides, base_dilations, window_dilations, padding;
  int64_t rank() const { return static_cast<int64_t>(dimensions.size()); }
  int64_t pad_low(int64_t d) const { return padding[2 * d]; }
  int64_t pad_high(int64_t d) const { return padding[2 * d + 1]; }
};
// nullopt when `op` has no tensor operand, a list is not one of integers or has another length than
// the operand's rank, padding is not [rank, 2] integers, or a stride or dilation is below 1. Window
// sizes are not checked: the verifier requires them positive, and each reader says what it needs.
std::optional<Window> GetWindow(const Op& op);

// Sets `name` to `value` in a list of attributes kept sorted by name (replacing an existing entry).
void SetSortedAttr(std::vector<NamedAttr>& attrs, std::string_view name, Attr value);

}  // namespace hlx
