#include "ir/ir.h"

#include <algorithm>

#include "support/check.h"

namespace hlx {

namespace {
void RemoveOneUser(Value* v, Op* user) {
  auto& users = const_cast<std::vector<Op*>&>(v->users());
  auto it = std::find(users.begin(), users.end(), user);
  HLX_CHECK(it != users.end());
  users.erase(it);
}
}  // namespace

void Value::ReplaceAllUsesWith(Value* other) {
  if (other == this) return;
  std::vector<Op*> users = users_;
  for (Op* user : users)
    for (int i = 0; i < user->num_operands(); ++i)
      if (user->operand(i) == this) user->SetOperand(i, other);
}

Op::~Op() {
  // Regions first: ops inside may use values defined here.
  regions_.clear();
  DropOperands();
}

void Op::AddOperand(Value* v) {
  operands_.push_back(v);
  v->users_.push_back(this);
}

void Op::SetOperand(int i, Value* v) {
  RemoveOneUser(operands_[i], this);
  operands_[i] = v;
  v->users_.push_back(this);
}

void Op::DropOperands() {
  for (Value* v : operands_) RemoveOneUser(v, this);
  operands_.clear();
}

void Op::DropAllReferences() {
  DropOperands();
  for (auto& region : regions_)
    for (int b = 0; b < region->num_blocks(); ++b)
      for (const auto& op : region->block(b)->ops()) op->DropAllReferences();
}

Value* Op::AddResult(Type type) {
  results_.push_back(std::unique_ptr<Value>(new Value(type, this, nullptr, num_results())));
  return results_.back().get();
}

Region* Op::AddRegion() {
  regions_.push_back(std::make_unique<Region>(this));
  return regions_.back().get();
}

Attr Op::attr(std::string_view name) const {
  for (const NamedAttr& a : attrs_)
    if (a.name == name) return a.value;
  return Attr();
}

void SetSortedAttr(std::vector<NamedAttr>& attrs, std::string_view name, Attr value) {
  auto it = std::lower_bound(attrs.begin(), attrs.end(), name,
                             [](const NamedAttr& a, std::string_view n) { return a.name < n; });
  if (it != attrs.end() && it->name == name) {
    it->value = std::move(value);
  } else {
    attrs.insert(it, NamedAttr{std::string(name), std::move(value)});
  }
}

void Op::SetAttr(std::string_view name, Attr value) { SetSortedAttr(attrs_, name, std::move(value)); }

void Op::RemoveAttr(std::string_view name) {
  std::erase_if(attrs_, [&](const NamedAttr& a) { return a.name == name; });
}

Op* Op::parent_op() const { return parent_ ? parent_->parent_op() : nullptr; }

Block::~Block() {
  // Destroy ops in reverse so that users go before the values they use.
  while (!ops_.empty()) ops_.pop_back();
}

Value* Block::AddArg(Type type) {
  args_.push_back(std::unique_ptr<Value>(new Value(type, nullptr, this, num_args())));
  arg_locs_.emplace_back();
  return args_.back().get();
}

void Block::EraseArg(int i) {
  HLX_CHECK(!args_[i]->HasUses());
  args_.erase(args_.begin() + i);
  arg_locs_.erase(arg_locs_.begin() + i);
  for (int j = i; j < num_args(); ++j) args_[j]->index_ = j;
}

Op* Block::Append(std::unique_ptr<Op> op) {
  op->parent_ = this;
  ops_.push_back(std::move(op));
  return ops_.back().get();
}

Op* Block::Insert(size_t index, std::unique_ptr<Op> op) {
  op->parent_ = this;
  return ops_.insert(ops_.begin() + static_cast<std::ptrdiff_t>(index), std::move(op))->get();
}

void Block::Erase(Op* op) {
  for (int i = 0; i < op->num_results(); ++i) HLX_CHECK(!op->result(i)->HasUses());
  auto it = std::find_if(ops_.begin(), ops_.end(), [&](const auto& p) { return p.get() == op; });
  HLX_CHECK(it != ops_.end());
  ops_.erase(it);
}

void Block::Reorder(size_t begin, std::span<Op* const> order) {
  HLX_CHECK(begin + order.size() <= ops_.size());
  std::vector<std::unique_ptr<Op>> range;
  for (size_t i = 0; i < order.size(); ++i) range.push_back(std::move(ops_[begin + i]));
  for (size_t i = 0; i < order.size(); ++i) {
    auto it = std::find_if(range.begin(), range.end(), [&](const auto& p) { return p.get() == order[i]; });
    HLX_CHECK(it != range.end() && *it);
    ops_[begin + i] = std::move(*it);
  }
}

Op* Block::parent_op() const { return parent_ ? parent_->parent_op() : nullptr; }

Region::~Region() {
  for (auto& block : blocks_)
    for (const auto& op : block->ops()) op->DropAllReferences();
}

Block* Region::AddBlock() {
  blocks_.push_back(std::make_unique<Block>(this));
  return blocks_.back().get();
}

const Op* BinaryCombinerOf(const Region& region) {
  if (region.num_blocks() != 1) return nullptr;
  const Block& body = *region.front();
  if (body.num_args() != 2 || body.ops().size() != 2) return nullptr;
  const Op& combine = *body.ops()[0];
  const Op& ret = *body.ops()[1];
  if (ret.num_operands() != 1 || ret.operand(0) != combine.result(0) || combine.num_operands() != 2)
    return nullptr;
  const bool in_order = combine.operand(0) == body.arg(0) && combine.operand(1) == body.arg(1);
  const bool swapped = combine.operand(0) == body.arg(1) && combine.operand(1) == body.arg(0);
  return in_order || swapped ? &combine : nullptr;
}

Module::Module() : types_(std::make_unique<TypeContext>()), body_(std::make_unique<Region>(nullptr)) {
  body_->AddBlock();
}

Module::~Module() = default;

Attr Module::attr(std::string_view name) const {
  for (const NamedAttr& a : attrs_)
    if (a.name == name) return a.value;
  return Attr();
}

void Module::SetAttr(std::string_view name, Attr value) { SetSortedAttr(attrs_, name, std::move(value)); }

std::string Module::Where(SourceLoc loc) const {
  if (loc.line == 0 && loc.col != 0) return source_name_ + ": byte " + std::to_string(loc.col - 1);
  return source_name_ + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col);
}

Op* Module::LookupFunc(std::string_view name) const {
  for (const auto& op : body().ops())
    if (op->kind() == OpKind::kFunc && FuncName(*op) == name) return op.get();
  return nullptr;
}

std::string_view FuncName(const Op& func) {
  Attr name = func.attr("sym_name");
  return name.Is(AttrKind::kString) ? std::string_view(name.string_value()) : std::string_view();
}

Type FuncType(const Op& func) {
  Attr type = func.attr("function_type");
  return type.Is(AttrKind::kType) && type.type().IsFunction() ? type.type() : Type();
}

Attr FuncValueAttr(const Op& func, std::string_view list, size_t index, std::string_view name) {
  Attr all = func.attr(list);
  if (!all.Is(AttrKind::kArray) || index >= all.elements().size()) return Attr();
  const Attr& attrs = all.elements()[index];
  return attrs.Is(AttrKind::kDictionary) ? attrs.Get(name) : Attr();
}

bool FuncIsPublic(const Op& func) {
  Attr vis = func.attr("sym_visibility");
  return !vis || vis.string_value() == "public";
}

Block& FuncBody(const Op& func) {
  HLX_CHECK(func.num_regions() == 1 && !func.region(0)->empty());
  return *func.region(0)->front();
}

std::vector<int64_t> IntList(const Op& op, std::string_view name) {
  return op.attr(name).AsIntList().value_or(std::vector<int64_t>{});
}

namespace {

// Window list attribute `name` of `op` into `out`: `size` copies of `fill` where absent or empty, else
// `size` integers, each at least `min`.
bool WindowList(const Op& op, const char* name, int64_t size, int64_t fill, int64_t min,
                std::vector<int64_t>& out) {
  Attr a = op.attr(name);
  std::optional<std::vector<int64_t>> v = a ? a.AsIntList() : std::vector<int64_t>{};
  if (!v) return false;
  if (v->empty()) v->assign(size, fill);
  out = std::move(*v);
  return static_cast<int64_t>(out.size()) == size &&
         std::all_of(out.begin(), out.end(), [&](int64_t x) { return x >= min; });
}

// Padding of `rank` (low, high) pairs into `out`: zeros where absent or empty; else integer dense
// elements of 2 * rank elements (a [rank, 2] tensor), or an integer list of that many entries.
bool WindowPadding(const Op& op, int64_t rank, std::vector<int64_t>& out) {
  out.assign(2 * rank, 0);
  Attr p = op.attr("padding");
  if (!p) return true;
  if (p.Is(AttrKind::kDenseElements)) {
    Type t = p.type();
    if (!DenseBytesValid(p) || !t.element_type().IsElement() ||
        !(IsInteger(t.element_type().element()) || IsBool(t.element_type().element())))
      return false;
    if (t.NumElements() == 0) return true;
    if (t.NumElements() != 2 * rank) return false;
    for (int64_t i = 0; i < 2 * rank; ++i) out[i] = DenseIntAt(p, i);
    return true;
  }
  std::optional<std::vector<int64_t>> v = p.AsIntList();
  if (!v || (!v->empty() && static_cast<int64_t>(v->size()) != 2 * rank)) return false;
  if (!v->empty()) out = std::move(*v);
  return true;
}

}  // namespace

std::optional<ConvWindow> GetConvWindow(const Op& conv) {
  Attr numbers = conv.attr("dimension_numbers");
  if (!numbers) return std::nullopt;
  ConvWindow w;
  w.dims = GetConvDims(numbers);
  const int64_t ns = w.num_spatial();
  if (static_cast<int64_t>(w.dims.kernel_spatial.size()) != ns ||
      static_cast<int64_t>(w.dims.output_spatial.size()) != ns)
    return std::nullopt;
  if (!WindowList(conv, "window_strides", ns, 1, 1, w.strides) ||
      !WindowList(conv, "lhs_dilation", ns, 1, 1, w.lhs_dilation) ||
      !WindowList(conv, "rhs_dilation", ns, 1, 1, w.rhs_dilation) ||
      !WindowList(conv, "window_reversal", ns, 0, 0, w.reversal))
    return std::nullopt;
  if (conv.kind() == OpKind::kDynamicConv) {
    w.padding.assign(2 * ns, 0);
  } else if (!WindowPadding(conv, ns, w.padding)) {
    return std::nullopt;
  }
  for (auto [name, count] : {std::pair{"feature_group_count", &w.feature_group_count},
                             std::pair{"batch_group_count", &w.batch_group_count}}) {
    Attr a = conv.attr(name);
    if (a && (!a.Is(AttrKind::kInteger) || a.int_value() < 1)) return std::nullopt;
    if (a) *count = a.int_value();
  }
  return w;
}

std::optional<Window> GetWindow(const Op& op) {
  if (op.num_operands() == 0 || !op.operand(0)->type().IsTensor()) return std::nullopt;
  const int64_t rank = op.operand(0)->type().rank();
  Window w;
  std::optional<std::vector<int64_t>> dimensions = op.attr("window_dimensions").AsIntList();
  if (!dimensions && rank != 0) return std::nullopt;
  w.dimensions = dimensions.value_or(std::vector<int64_t>{});
  if (w.rank() != rank || !WindowList(op, "window_strides", rank, 1, 1, w.strides) ||
      !WindowList(op, "base_dilations", rank, 1, 1, w.base_dilations) ||
      !WindowList(op, "window_dilations", rank, 1, 1, w.window_dilations) ||
      !WindowPadding(op, rank, w.padding))
    return std::nullopt;
  return w;
}

}  // namespace hlx
