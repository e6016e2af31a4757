#!/usr/bin/env python3
"""Writes small MLIR bytecode files (StableHLO portable artifacts, VHLO dialect) for hlx's tests.

    write_bytecode.py KIND OUT

KIND names a program (see PROGRAMS) or a damaged one (see DAMAGES); `write_bytecode.py --list` lists
them, `write_bytecode.py --all DIR` writes every one of them into DIR (the fuzzer's seeds). The files
are built from the format's description (MLIR's BytecodeFormat.md, StableHLO's VHLO encodings), not
copied from any producer.
"""
import os
import sys

# ---- Primitives ------------------------------------------------------------------------------------


def varint(v):
    """MLIR's prefix varint: the count of trailing zero bits of the first byte is the number of bytes
    that follow."""
    assert v >= 0
    for extra in range(8):
        if v < 1 << (7 * (extra + 1)):
            return ((v << (extra + 1)) | (1 << extra)).to_bytes(extra + 1, "little")
    return b"\x00" + v.to_bytes(8, "little")


def svarint(v):
    return varint(((v << 1) ^ (v >> 63)) & 0xFFFFFFFFFFFFFFFF)


def with_flag(v, flag):
    return varint((v << 1) | int(flag))


def section(ident, data):
    return bytes([ident]) + varint(len(data)) + data


def listing(items, encode=varint):
    return varint(len(items)) + b"".join(encode(i) for i in items)


# ---- A file being written ----------------------------------------------------------------------


class Writer:
    def __init__(self, version):
        self.version = version
        self.strings = []
        self.dialects = []
        self.op_names = []  # (dialect index, name)
        self.attrs = []  # (dialect, payload)
        self.types = []
        self.props = []

    def string(self, s):
        if s not in self.strings:
            self.strings.append(s)
        return self.strings.index(s)

    def dialect(self, name):
        if name not in self.dialects:
            self.dialects.append(name)
            self.string(name)
        return self.dialects.index(name)

    def op(self, full_name):
        dialect, name = full_name.split(".", 1)
        key = (self.dialect(dialect), self.string(name))
        if key not in self.op_names:
            self.op_names.append(key)
        return self.op_names.index(key)

    def _entry(self, table, dialect, payload, custom=True):
        key = (self.dialect(dialect), payload, custom)
        if key not in table:
            table.append(key)
        return table.index(key)

    def attr(self, dialect, payload):
        return self._entry(self.attrs, dialect, payload)

    def type(self, dialect, payload):
        return self._entry(self.types, dialect, payload)

    def text_attr(self, dialect, text):
        """An attribute written as its MLIR text, as dialects without an encoding of their own do."""
        return self._entry(self.attrs, dialect, text.encode() + b"\0", custom=False)

    def prop(self, attr_indices):
        self.props.append(b"".join(varint(a) for a in attr_indices))
        return len(self.props) - 1

    # -- builtin attributes --
    def b_string(self, s):
        return self.attr("builtin", varint(2) + varint(self.string(s)))

    def b_dict(self, entries):
        payload = varint(1) + varint(len(entries))
        for name, value in sorted(entries):
            payload += varint(self.b_string(name)) + varint(value)
        return self.attr("builtin", payload)

    def b_unknown_loc(self):
        return self.attr("builtin", varint(15))

    def b_file_loc(self, file, line, col):
        return self.attr("builtin", varint(11) + varint(self.b_string(file)) + varint(line) + varint(col))

    def b_name_loc(self, name, child):
        return self.attr("builtin", varint(14) + varint(self.b_string(name)) + varint(child))

    def b_i32(self):
        return self.type("builtin", varint(0) + varint(32 << 2))

    def b_int(self, type_index, value):
        return self.attr("builtin", varint(8) + varint(type_index) + svarint(value))

    # -- VHLO --
    def v_f32(self, code=4):
        return self.type("vhlo", varint(code))

    def v_i64(self):
        return self.type("vhlo", varint(14))

    def v_tensor(self, shape, element):
        return self.type("vhlo", varint(20) + listing(shape, svarint) + varint(element))

    def v_function(self, inputs, results):
        return self.type("vhlo", varint(8) + listing(inputs) + listing(results))

    def v_string(self, s):
        return self.attr("vhlo", varint(14) + varint(self.string(s)))

    def v_array(self, items):
        return self.attr("vhlo", varint(1) + listing(items))

    def v_dict(self, entries):
        payload = varint(6) + varint(len(entries))
        for name, value in entries:
            payload += varint(self.v_string(name)) + varint(value)
        return self.attr("vhlo", payload)

    def v_type_attr(self, t):
        return self.attr("vhlo", varint(17) + varint(t))

    def v_tensor_attr(self, t, raw):
        return self.attr("vhlo", varint(15) + varint(t) + varint(len(raw)) + raw)

    def v_int(self, t, value):
        return self.attr("vhlo", varint(9) + varint(t) + svarint(value))

    def v_comparison_direction(self, value):
        return self.attr("vhlo", varint(3) + varint(value))

    # -- The whole file --
    def finish(self, ir, producer=b"hlx-test"):
        strings = varint(len(self.strings))
        strings += b"".join(varint(len(s.encode()) + 1) for s in reversed(self.strings))
        strings += b"".join(s.encode() + b"\0" for s in self.strings)

        dialects = varint(len(self.dialects))
        for name in self.dialects:
            index = self.strings.index(name)
            dialects += varint(index) if self.version < 1 else with_flag(index, False)
        if self.version >= 4:
            dialects += varint(len(self.op_names))
        for d in range(len(self.dialects)):
            names = [n for (nd, n) in self.op_names if nd == d]
            if not names:
                continue
            dialects += varint(d) + varint(len(names))
            for n in names:
                dialects += varint(n) if self.version < 5 else with_flag(n, True)
        # Op names are indexed in the order the dialect section lists them.
        order = sorted(range(len(self.op_names)), key=lambda i: self.op_names[i][0])
        assert order == list(range(len(self.op_names))), "declare ops grouped by dialect"

        data = b""
        offsets = varint(len(self.attrs)) + varint(len(self.types))
        for table in (self.attrs, self.types):
            runs = []
            for dialect, payload, custom in table:
                if runs and runs[-1][0] == dialect:
                    runs[-1][1].append((payload, custom))
                else:
                    runs.append((dialect, [(payload, custom)]))
            for dialect, entries in runs:
                offsets += varint(dialect) + varint(len(entries))
                for payload, custom in entries:
                    offsets += with_flag(len(payload), custom)
                    data += payload

        out = b"ML\xefR" + varint(self.version) + producer + b"\0"
        out += section(0, strings) + section(1, dialects) + section(3, offsets) + section(2, data)
        out += section(4, ir)
        if self.version >= 5:
            props = varint(len(self.props)) + b"".join(varint(len(p)) + p for p in self.props)
            out += section(8, props)
        return out


# ---- IR ----------------------------------------------------------------------------------------


def op(w, name, loc, attrs=None, props=None, results=(), operands=(), regions=None, isolated=False):
    """One op; `regions` is a list of region encodings (bytes), already written."""
    mask = 0
    body = b""
    if attrs is not None:
        mask |= 1
        body += varint(attrs)
    if props is not None:
        mask |= 0x40
        body += varint(props)
    if results:
        mask |= 2
        body += listing(results)
    if operands:
        mask |= 4
        body += listing(operands)
    if regions is not None:
        mask |= 0x10
        body += with_flag(len(regions), isolated)
        encoded = b"".join(regions)
        body += section(4, encoded) if isolated and w.version >= 2 else encoded
    return varint(w.op(name)) + bytes([mask]) + varint(loc) + body


def region(w, num_values, args, ops):
    """One region of one block: `args` is a list of (type, loc or None)."""
    out = varint(1) + varint(num_values) + with_flag(len(ops), bool(args))
    if args:
        out += varint(len(args))
        for t, loc in args:
            if w.version >= 4:
                out += with_flag(t, loc is not None) + (varint(loc) if loc is not None else b"")
            else:
                out += varint(t) + varint(loc if loc is not None else w.b_unknown_loc())
        if w.version >= 3:
            out += b"\x00"  # no use-list orders
    return out + b"".join(ops)


def vhlo_attrs(w, named):
    """VHLO ops keep their attributes as properties from bytecode 6 (sorted by name), earlier in the
    attribute dictionary."""
    if w.version >= 6:
        return dict(props=w.prop([named[k] for k in sorted(named)]))
    return dict(attrs=w.b_dict(list(named.items())))


def module(w, name, body_ops, module_attrs=None):
    loc = w.b_unknown_loc()
    extra = {}
    if module_attrs:
        extra["attrs"] = w.b_dict(module_attrs)
    if w.version >= 6:
        # sym_name and sym_visibility, both optional: (index << 1) | present.
        w.props.append(with_flag(w.b_string(name), True) + with_flag(0, False))
        extra["props"] = len(w.props) - 1
    else:
        entries = list(module_attrs or []) + [("sym_name", w.b_string(name))]
        extra["attrs"] = w.b_dict(entries)
    inner = region(w, 0, [], body_ops)
    return with_flag(1, False) + op(w, "builtin.module", loc, regions=[inner], isolated=True, **extra)


def func(w, name, inputs, results, body_values, body_ops, arg_locs, visibility=""):
    """vhlo.func_v1 @name; its body defines `body_values` values (arguments first)."""
    fn_type = w.v_function(inputs, results)
    named = {
        "arg_attrs": w.v_array([]),
        "function_type": w.v_type_attr(fn_type),
        "res_attrs": w.v_array([]),
        "sym_name": w.v_string(name),
        "sym_visibility": w.v_string(visibility),
    }
    body = region(w, body_values, list(zip(inputs, arg_locs)), body_ops)
    loc = w.b_unknown_loc()
    return op(w, "vhlo.func_v1", loc, regions=[body], isolated=True, **vhlo_attrs(w, named))


# ---- Programs ----------------------------------------------------------------------------------


def declare_ops(w, names):
    # Ops are declared grouped by dialect: builtin first, then vhlo.
    for n in names:
        w.op(n)


def program_add(version, f32_code=4, add="vhlo.add_v1"):
    """func @main(%arg0: tensor<2xf32>) -> tensor<2xf32>: add then return."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", add, "vhlo.return_v1"])
    f32 = w.v_f32(f32_code)
    t = w.v_tensor([2], f32)
    file_loc = w.b_file_loc("add.py", 3, 7)
    add_loc = w.b_name_loc("add", file_loc)
    arg_loc = w.b_name_loc("x", w.b_unknown_loc())
    ops = [
        op(w, add, add_loc, results=[t], operands=[0, 0]),
        op(w, "vhlo.return_v1", w.b_unknown_loc(), operands=[1]),
    ]
    i32 = w.b_i32()
    body = [func(w, "main", [t], [t], 2, ops, [arg_loc])]
    return w.finish(module(w, "add", body, [("mhlo.num_partitions", w.b_int(i32, 1))]))


def program_compare(version):
    """A comparison with a constant, a transpose and a call: attributes that StableHLO spells
    differently from VHLO (an enum, a dense i64 array, a symbol)."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.constant_v1", "vhlo.compare_v1", "vhlo.transpose_v1",
                    "vhlo.call_v1", "vhlo.return_v1"])
    f32 = w.v_f32()
    i64 = w.v_i64()
    i1 = w.type("vhlo", varint(0))
    t = w.v_tensor([2, 3], f32)
    tt = w.v_tensor([3, 2], f32)
    b = w.v_tensor([2, 3], i1)
    perm_type = w.v_tensor([2], i64)
    unknown = w.b_unknown_loc()
    splat = w.v_tensor_attr(t, bytes.fromhex("0000c03f"))  # 1.5f, one element: a splat
    cmp_named = {"comparison_direction": w.v_comparison_direction(5),
                 "compare_type": w.attr("vhlo", varint(4) + varint(1))}
    perm = w.v_tensor_attr(perm_type, (1).to_bytes(8, "little") + (0).to_bytes(8, "little"))
    helper_ops = [op(w, "vhlo.transpose_v1", unknown, results=[tt], operands=[0],
                     **vhlo_attrs(w, {"permutation": perm})),
                  op(w, "vhlo.return_v1", unknown, operands=[1])]
    helper = func(w, "helper", [t], [tt], 2, helper_ops, [unknown])
    main_ops = [
        op(w, "vhlo.constant_v1", unknown, results=[t], **vhlo_attrs(w, {"value": splat})),
        op(w, "vhlo.compare_v1", unknown, results=[b], operands=[0, 1], **vhlo_attrs(w, cmp_named)),
        op(w, "vhlo.call_v1", unknown, results=[tt], operands=[0],
           **vhlo_attrs(w, {"callee": w.v_string("helper")})),
        op(w, "vhlo.return_v1", unknown, operands=[2, 3]),
    ]
    main = func(w, "main", [t], [b, tt], 4, main_ops, [unknown])
    return w.finish(module(w, "compare", [main, helper]))


def program_regions(version):
    """Regions inside a function (reduce, while), dense data of several element types (packed i1,
    complex, i4, bf16), a quantized type, dot_general_v2 without an algorithm, a custom call with a
    dictionary backend config, Shardy's mesh and sharding, an attribute written as text, and fused,
    call-site and range locations."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "sdy.mesh", "vhlo.func_v1", "vhlo.constant_v1", "vhlo.reduce_v1",
                    "vhlo.add_v1", "vhlo.return_v1", "vhlo.while_v1", "vhlo.compare_v1",
                    "vhlo.custom_call_v1", "vhlo.dot_general_v2"])
    f32, i64 = w.v_f32(), w.v_i64()
    bf16 = w.type("vhlo", varint(2))
    i1 = w.type("vhlo", varint(0))
    i4 = w.type("vhlo", varint(10))
    i8 = w.type("vhlo", varint(11))
    i32 = w.type("vhlo", varint(13))
    c64 = w.type("vhlo", varint(1) + varint(f32))
    scalar = w.v_tensor([], f32)
    vec4 = w.v_tensor([4], f32)
    mat = w.v_tensor([2, 3], bf16)
    mat2 = w.v_tensor([2, 2], bf16)
    bools = w.v_tensor([5], i1)
    cplx = w.v_tensor([], c64)
    nibbles = w.v_tensor([2], i4)
    dims1 = w.v_tensor([1], i64)
    bool_scalar = w.v_tensor([], i1)
    # !quant.uniform<i8:f32, 5.000000e-01:3>: flags (signed), storage, expressed, scale, zero point,
    # storage min and max.
    quant = w.type("vhlo", varint(24) + varint(1) + varint(i8) + varint(f32) + svarint(0x3FE0000000000000)
                   + svarint(3) + svarint(-128) + svarint(127))
    qvec = w.v_tensor([2], quant)

    unknown = w.b_unknown_loc()
    file_range = w.attr("builtin", varint(22) + varint(w.b_string("model.py")) + listing([10, 4, 12, 9]))
    callsite = w.attr("builtin", varint(10) + varint(w.b_name_loc("inner", unknown)) + varint(file_range))
    fused = w.attr("builtin", varint(12) + listing([callsite, w.b_file_loc("model.py", 2, 1)]))

    def props(named):
        return vhlo_attrs(w, named)

    zero = w.v_tensor_attr(scalar, bytes(4))
    # Packed i1: true, false, true, true, false.
    packed = w.v_tensor_attr(bools, bytes([0b01101]))
    complex_value = w.v_tensor_attr(cplx, bytes.fromhex("0000803f000000c0"))  # (1.0, -2.0)
    i4_value = w.v_tensor_attr(nibbles, bytes([0x0F, 0x07]))  # -1, 7
    empty_dims = w.v_tensor_attr(w.v_tensor([0], i64), b"")
    one_dim = w.v_tensor_attr(dims1, (1).to_bytes(8, "little"))

    # Values of main: 0 %arg0, 1 %arg1, 2 %arg2, then the results 3..10. The reduce and while regions
    # number their own values from 11.
    reduce_body = region(w, 3, [(scalar, unknown), (scalar, unknown)], [
        op(w, "vhlo.add_v1", unknown, results=[scalar], operands=[11, 12]),
        op(w, "vhlo.return_v1", unknown, operands=[13]),
    ])
    cond = region(w, 2, [(scalar, None)], [
        op(w, "vhlo.compare_v1", unknown, results=[bool_scalar], operands=[11, 11],
           **props({"comparison_direction": w.v_comparison_direction(5),
                    "compare_type": w.attr("vhlo", varint(4) + varint(0))})),
        op(w, "vhlo.return_v1", unknown, operands=[12]),
    ])
    body = region(w, 1, [(scalar, None)], [op(w, "vhlo.return_v1", unknown, operands=[11])])
    none = w.v_type_attr(w.type("vhlo", varint(33)))
    alias = w.attr("vhlo", varint(10) + listing([], svarint) + svarint(0) + listing([], svarint))
    backend = w.v_dict([("x", w.v_int(i32, 1))])
    custom_call = {
        "api_version": w.attr("vhlo", varint(5) + varint(4)),
        "backend_config": backend,
        "call_target_name": w.v_string("foo"),
        "called_computations": w.v_array([]),
        "has_side_effect": w.attr("vhlo", varint(2) + varint(1)),
        "operand_layouts": w.v_array([]),
        "output_operand_aliases": w.v_array([alias]),
        "result_layouts": w.v_array([]),
    }
    contracting = one_dim
    dot = {
        "lhs_batching_dimensions": empty_dims, "rhs_batching_dimensions": empty_dims,
        "lhs_contracting_dimensions": contracting, "rhs_contracting_dimensions": contracting,
        "precision_config": w.v_array([w.attr("vhlo", varint(11) + varint(0))] * 2),
    }
    for name in ("lhs_precision_type", "rhs_precision_type", "accumulation_type", "lhs_component_count",
                 "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation"):
        dot[name] = none
    main_ops = [
        op(w, "vhlo.constant_v1", fused, results=[scalar], **props({"value": zero})),
        op(w, "vhlo.reduce_v1", callsite, results=[scalar], operands=[0, 3], regions=[reduce_body],
           **props({"dimensions": w.v_tensor_attr(dims1, bytes(8))})),
        op(w, "vhlo.constant_v1", unknown, results=[bools], **props({"value": packed})),
        op(w, "vhlo.constant_v1", unknown, results=[cplx], **props({"value": complex_value})),
        op(w, "vhlo.constant_v1", unknown, results=[nibbles], **props({"value": i4_value})),
        op(w, "vhlo.custom_call_v1", unknown, results=[mat], operands=[1], **props(custom_call)),
        op(w, "vhlo.dot_general_v2", unknown, results=[mat2], operands=[1, 1], **props(dot)),
        op(w, "vhlo.while_v1", unknown, results=[scalar], operands=[3], regions=[cond, body]),
        op(w, "vhlo.return_v1", unknown, operands=[4, 5, 6, 7, 8, 9, 10, 2]),
    ]
    # Shardy: a mesh ["a"=2] and the sharding <@mesh, [{"a"}]> of the first argument.
    axis = w.attr("sdy", varint(1) + varint(w.string("a")) + svarint(2))
    mesh = w.attr("sdy", varint(2) + listing([axis]) + listing([], svarint))
    axis_ref = w.attr("sdy", varint(4) + varint(w.string("a")) + with_flag(0, False))
    dim = w.attr("sdy", varint(5) + listing([axis_ref]) + b"\x01" + with_flag(0, False))
    mesh_ref = w.attr("builtin", varint(4) + varint(w.b_string("mesh")))
    sharding = w.attr("sdy", varint(6) + varint(mesh_ref) + listing([dim]) + listing([]))
    arg_attrs = w.v_array([w.v_dict([("sdy.sharding", sharding)]), w.v_dict([]), w.v_dict([])])
    fn_type = w.v_function([vec4, mat, qvec], [scalar, bools, cplx, nibbles, mat, mat2, scalar, qvec])
    named = {
        "arg_attrs": arg_attrs,
        "function_type": w.v_type_attr(fn_type),
        "res_attrs": w.v_array([]),
        "sym_name": w.v_string("main"),
        "sym_visibility": w.v_string("public"),
    }
    main_body = region(w, 11, [(vec4, None), (mat, None), (qvec, None)], main_ops)
    func_attrs = {}
    if version >= 6:
        func_attrs["attrs"] = w.b_dict([("mhlo.frontend_attributes", w.text_attr("builtin", '{a = "b"}'))])
        func_attrs.update(props(named))
    else:
        entries = list(named.items()) + [("mhlo.frontend_attributes", w.text_attr("builtin", '{a = "b"}'))]
        func_attrs["attrs"] = w.b_dict(entries)
    main = op(w, "vhlo.func_v1", unknown, regions=[main_body], isolated=True, **func_attrs)
    if version >= 6:
        mesh_op = op(w, "sdy.mesh", unknown, props=w.prop([mesh, w.b_string("mesh")]))
    else:
        mesh_op = op(w, "sdy.mesh", unknown, attrs=w.b_dict([("mesh", mesh), ("sym_name", w.b_string("mesh"))]))
    return w.finish(module(w, "regions", [mesh_op, main]))


def program_windows(version):
    """Ops whose VHLO attributes StableHLO spells differently: a convolution (flattened dimension
    numbers, window attributes as tensors, defaults spelled out), a reduce_window, a gather_v2, a
    dot_general_v2 with an algorithm, an all_reduce (a channel id, a boolean flag), and unary ops with
    a result accuracy. Its text twin is Inputs/windows.mlir."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.convolution_v1", "vhlo.constant_v1",
                    "vhlo.reduce_window_v1", "vhlo.maximum_v1", "vhlo.return_v1", "vhlo.gather_v2",
                    "vhlo.dot_general_v2", "vhlo.all_reduce_v1", "vhlo.add_v1", "vhlo.cbrt_v2",
                    "vhlo.sine_v2"])
    f32, i64 = w.v_f32(), w.v_i64()
    i1 = w.type("vhlo", varint(0))
    tf32 = w.type("vhlo", varint(34))
    image = w.v_tensor([1, 8, 8, 3], f32)
    kernel = w.v_tensor([3, 3, 3, 4], f32)
    conv_out = w.v_tensor([1, 4, 4, 4], f32)
    pooled = w.v_tensor([1, 4, 4, 3], f32)
    table = w.v_tensor([5, 3], f32)
    indices = w.v_tensor([2, 1], i64)
    rows = w.v_tensor([2, 3], f32)
    square = w.v_tensor([5, 5], f32)
    scalar = w.v_tensor([], f32)
    unknown = w.b_unknown_loc()

    def ints(values, shape=None):
        # As MLIR stores dense data: one element when all are equal.
        t = w.v_tensor(shape or [len(values)], i64)
        if len(values) > 1 and len(set(values)) == 1:
            values = values[:1]
        return w.v_tensor_attr(t, b"".join(v.to_bytes(8, "little", signed=True) for v in values))

    def i64_attr(v):
        return w.v_int(i64, v)

    def boolean(v):
        return w.attr("vhlo", varint(2) + varint(int(v)))

    default = w.attr("vhlo", varint(11) + varint(0))
    conv = {
        "batch_group_count": i64_attr(1), "feature_group_count": i64_attr(1),
        "input_batch_dimension": i64_attr(0), "input_feature_dimension": i64_attr(3),
        "input_spatial_dimensions": ints([1, 2]),
        "kernel_input_feature_dimension": i64_attr(2), "kernel_output_feature_dimension": i64_attr(3),
        "kernel_spatial_dimensions": ints([0, 1]),
        "output_batch_dimension": i64_attr(0), "output_feature_dimension": i64_attr(3),
        "output_spatial_dimensions": ints([1, 2]),
        "window_strides": ints([2, 2]),
        "padding": w.v_tensor_attr(w.v_tensor([2, 2], i64), (1).to_bytes(8, "little")),  # a splat of 1
        "lhs_dilation": w.v_tensor_attr(w.v_tensor([2], i64), (1).to_bytes(8, "little")),
        "rhs_dilation": ints([1, 1]),  # a splat of 1: left out
        "window_reversal": w.v_tensor_attr(w.v_tensor([2], i1), b"\x00"),
        "precision_config": w.v_array([default, default]),
    }
    window = {
        "window_dimensions": ints([1, 2, 2, 1]), "window_strides": ints([1, 2, 2, 1]),
        "base_dilations": ints([1, 1, 1, 1]), "window_dilations": ints([1, 1, 1, 1]),
        "padding": w.v_tensor_attr(w.v_tensor([4, 2], i64), bytes(8)),
    }
    gather = {
        "offset_dims": ints([1]), "collapsed_slice_dims": ints([0]), "operand_batching_dims": ints([]),
        "start_indices_batching_dims": ints([]), "start_index_map": ints([0]), "index_vector_dim": i64_attr(1),
        "slice_sizes": ints([1, 3]), "indices_are_sorted": boolean(True),
    }
    dot = {
        "lhs_batching_dimensions": ints([]), "rhs_batching_dimensions": ints([]),
        "lhs_contracting_dimensions": ints([1]), "rhs_contracting_dimensions": ints([1]),
        "precision_config": w.v_array([default, default]),
        "lhs_precision_type": w.v_type_attr(tf32), "rhs_precision_type": w.v_type_attr(tf32),
        "accumulation_type": w.v_type_attr(f32), "lhs_component_count": i64_attr(1),
        "rhs_component_count": i64_attr(1), "num_primitive_operations": i64_attr(3),
        "allow_imprecise_accumulation": boolean(False),
    }
    all_reduce = {
        "channel_id": i64_attr(7), "replica_groups": ints([0, 1], [1, 2]), "use_global_device_ids": boolean(True),
    }
    def accuracy(atol, ulps, mode):
        f64 = 0x3FF0000000000000 if atol else 0  # 1.0 or 0.0
        mode_attr = w.attr("vhlo", varint(19) + varint(mode))
        return w.attr("vhlo", varint(20) + svarint(f64) + svarint(0) + svarint(ulps) + varint(mode_attr))

    # main's values: 0..3 the arguments, 4.. the results. Regions number theirs after main's 12.
    max_body = region(w, 3, [(scalar, unknown), (scalar, unknown)], [
        op(w, "vhlo.maximum_v1", unknown, results=[scalar], operands=[12, 13]),
        op(w, "vhlo.return_v1", unknown, operands=[14]),
    ])
    add_body = region(w, 3, [(scalar, unknown), (scalar, unknown)], [
        op(w, "vhlo.add_v1", unknown, results=[scalar], operands=[12, 13]),
        op(w, "vhlo.return_v1", unknown, operands=[14]),
    ])
    ops = [
        op(w, "vhlo.convolution_v1", unknown, results=[conv_out], operands=[0, 1], **vhlo_attrs(w, conv)),
        op(w, "vhlo.constant_v1", unknown, results=[scalar],
           **vhlo_attrs(w, {"value": w.v_tensor_attr(scalar, bytes(4))})),
        op(w, "vhlo.reduce_window_v1", unknown, results=[pooled], operands=[0, 5], regions=[max_body],
           **vhlo_attrs(w, window)),
        op(w, "vhlo.gather_v2", unknown, results=[rows], operands=[2, 3], **vhlo_attrs(w, gather)),
        op(w, "vhlo.dot_general_v2", unknown, results=[square], operands=[2, 2], **vhlo_attrs(w, dot)),
        op(w, "vhlo.all_reduce_v1", unknown, results=[table], operands=[2], regions=[add_body],
           **vhlo_attrs(w, all_reduce)),
        # A result accuracy that differs from the default, and one that does not.
        op(w, "vhlo.cbrt_v2", unknown, results=[table], operands=[2],
           **vhlo_attrs(w, {"result_accuracy": accuracy(True, 5, 2)})),
        op(w, "vhlo.sine_v2", unknown, results=[table], operands=[2],
           **vhlo_attrs(w, {"result_accuracy": accuracy(False, 0, 0)})),
        op(w, "vhlo.return_v1", unknown, operands=[4, 6, 7, 8, 9, 10, 11]),
    ]
    body = [func(w, "main", [image, kernel, table, indices], [conv_out, pooled, rows, square, table, table, table],
                 12, ops, [unknown] * 4)]
    return w.finish(module(w, "windows", body))


def program_misc(version):
    """More ops StableHLO spells differently from VHLO: scatter_v2, sort, fft, pad, composite_v2,
    custom_call_v2 with a called computation, send_v2 and recv_v2 (channel handles). Its text twin is
    Inputs/misc.mlir."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.scatter_v2", "vhlo.return_v1", "vhlo.sort_v1",
                    "vhlo.compare_v1", "vhlo.fft_v1", "vhlo.constant_v1", "vhlo.pad_v1", "vhlo.composite_v2",
                    "vhlo.custom_call_v2", "vhlo.create_token_v1", "vhlo.send_v2", "vhlo.recv_v2"])
    f32, i64 = w.v_f32(), w.v_i64()
    i1, i32 = w.type("vhlo", varint(0)), w.type("vhlo", varint(13))
    c64 = w.type("vhlo", varint(1) + varint(f32))
    matrix = w.v_tensor([4, 3], f32)
    indices = w.v_tensor([2, 1], i64)
    updates = w.v_tensor([2, 3], f32)
    signal = w.v_tensor([4], c64)
    padded = w.v_tensor([5, 4], f32)
    scalar = w.v_tensor([], f32)
    predicate = w.v_tensor([], i1)
    token = w.type("vhlo", varint(22))
    unknown = w.b_unknown_loc()

    def ints(values):
        t = w.v_tensor([len(values)], i64)
        if len(values) > 1 and len(set(values)) == 1:
            values = values[:1]
        return w.v_tensor_attr(t, b"".join(v.to_bytes(8, "little", signed=True) for v in values))

    def boolean(v):
        return w.attr("vhlo", varint(2) + varint(int(v)))

    scatter = {
        "index_vector_dim": w.v_int(i64, 1), "indices_are_sorted": boolean(True),
        "input_batching_dims": ints([]), "inserted_window_dims": ints([0]),
        "scatter_dims_to_operand_dims": ints([0]), "scatter_indices_batching_dims": ints([]),
        "unique_indices": boolean(False), "update_window_dims": ints([1]),
    }
    custom_call = {
        "api_version": w.attr("vhlo", varint(5) + varint(1)), "backend_config": w.v_string(""),
        "call_target_name": w.v_string("target"), "called_computations": w.v_array([w.v_string("helper")]),
        "has_side_effect": boolean(False), "operand_layouts": w.v_array([]),
        "output_operand_aliases": w.v_array([]), "result_layouts": w.v_array([]), "result_tilings": w.v_array([]),
    }
    composite = {
        "composite_attributes": w.v_dict([("a", w.v_int(i64, 1))]), "decomposition": w.v_string("helper"),
        "name": w.v_string("my.op"), "version": w.v_int(i32, 1),
    }

    def channel(handle, kind):
        return {"channel_id": w.v_int(i64, handle), "channel_type": w.v_int(i64, kind),
                "is_host_transfer": boolean(True), "source_target_pairs": w.v_tensor_attr(w.v_tensor([0, 2], i64), b"")}

    # main's values: 0..3 the arguments, then 4..14 the results (recv has two). Regions follow at 15.
    keep_update = region(w, 2, [(scalar, unknown), (scalar, unknown)], [op(w, "vhlo.return_v1", unknown, operands=[16])])
    greater = region(w, 3, [(scalar, unknown), (scalar, unknown)], [
        op(w, "vhlo.compare_v1", unknown, results=[predicate], operands=[15, 16],
           **vhlo_attrs(w, {"comparison_direction": w.v_comparison_direction(3),
                            "compare_type": w.attr("vhlo", varint(4) + varint(0))})),
        op(w, "vhlo.return_v1", unknown, operands=[17]),
    ])
    ops = [
        op(w, "vhlo.scatter_v2", unknown, results=[matrix], operands=[0, 1, 2], regions=[keep_update],
           **vhlo_attrs(w, scatter)),
        op(w, "vhlo.sort_v1", unknown, results=[matrix], operands=[0], regions=[greater],
           **vhlo_attrs(w, {"dimension": w.v_int(i64, 0), "is_stable": boolean(True)})),
        op(w, "vhlo.fft_v1", unknown, results=[signal], operands=[3],
           **vhlo_attrs(w, {"fft_length": ints([4]), "fft_type": w.attr("vhlo", varint(7) + varint(0))})),
        op(w, "vhlo.constant_v1", unknown, results=[scalar],
           **vhlo_attrs(w, {"value": w.v_tensor_attr(scalar, bytes(4))})),
        op(w, "vhlo.pad_v1", unknown, results=[padded], operands=[0, 7],
           **vhlo_attrs(w, {"edge_padding_high": ints([0, 1]), "edge_padding_low": ints([1, 0]),
                            "interior_padding": ints([0, 0])})),
        op(w, "vhlo.composite_v2", unknown, results=[matrix], operands=[0], regions=[],
           **vhlo_attrs(w, composite)),
        op(w, "vhlo.custom_call_v2", unknown, results=[matrix], operands=[0], **vhlo_attrs(w, custom_call)),
        op(w, "vhlo.create_token_v1", unknown, results=[token]),
        op(w, "vhlo.send_v2", unknown, results=[token], operands=[0, 11], **vhlo_attrs(w, channel(3, 2))),
        op(w, "vhlo.recv_v2", unknown, results=[matrix, token], operands=[12], **vhlo_attrs(w, channel(4, 3))),
        op(w, "vhlo.return_v1", unknown, operands=[4, 5, 6, 8, 9, 10, 13]),
    ]
    main = func(w, "main", [matrix, indices, updates, signal], [matrix, matrix, signal, padded, matrix, matrix, matrix],
                15, ops, [unknown] * 4)
    helper = func(w, "helper", [matrix], [matrix], 1, [op(w, "vhlo.return_v1", unknown, operands=[0])], [unknown],
                  visibility="private")
    return w.finish(module(w, "misc", [main, helper]))


def program_bounds(version):
    """Bounded dynamic dimensions: a tensor type whose encoding is VHLO's type extensions, and one whose
    encoding is written as MLIR text."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.return_v1"])
    f32 = w.v_f32()
    dynamic = -(1 << 63)
    extensions = w.attr("vhlo", varint(18) + listing([4], svarint))
    text = w.text_attr("builtin", "#stablehlo.type_extensions<bounds = [4]>")
    bounded = w.type("vhlo", varint(21) + varint(extensions) + listing([dynamic], svarint) + varint(f32))
    bounded_text = w.type("vhlo", varint(21) + varint(text) + listing([dynamic], svarint) + varint(f32))
    unknown = w.b_unknown_loc()
    body = [func(w, "main", [bounded, bounded_text], [bounded, bounded_text], 2,
                 [op(w, "vhlo.return_v1", unknown, operands=[0, 1])], [unknown, unknown])]
    return w.finish(module(w, "bounds", body))


def program_nan_accuracy(version):
    """A result accuracy whose tolerance is NaN (hlx keeps tolerances as untyped floats, as the text
    reader reads them): it must print in a form that reads back."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.cbrt_v2", "vhlo.return_v1"])
    t = w.v_tensor([2], w.v_f32())
    mode = w.attr("vhlo", varint(19) + varint(2))
    accuracy = w.attr("vhlo", varint(20) + svarint(0x7FF8000000000000) + svarint(0) + svarint(1) + varint(mode))
    unknown = w.b_unknown_loc()
    ops = [op(w, "vhlo.cbrt_v2", unknown, results=[t], operands=[0],
              **vhlo_attrs(w, {"result_accuracy": accuracy})),
           op(w, "vhlo.return_v1", unknown, operands=[1])]
    return w.finish(module(w, "nan", [func(w, "main", [t], [t], 2, ops, [unknown])]))


def program_i1_bytes(version, bad_size=False):
    """i1 constants in the layout MLIR wrote for a few weeks in 2026 (llvm-project c6964b1 until #182233;
    VHLO tensors until StableHLO 1.13.10): one byte per element, a splat one byte 0x00 or 0x01. With
    `bad_size`, the 12 elements have 5 bytes, which fits neither layout."""
    w = Writer(version)
    declare_ops(w, ["builtin.module", "vhlo.func_v1", "vhlo.constant_v1", "vhlo.return_v1"])
    i1 = w.type("vhlo", varint(0))
    t12, t4, t3, t2 = (w.v_tensor([n], i1) for n in (12, 4, 3, 2))
    pattern = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1]
    values = [
        (t12, b"\x01"),  # a splat of true
        (t12, b"\x00"),  # a splat of false
        (t12, bytes(pattern[:5]) if bad_size else bytes(pattern)),
        (t4, bytes([1, 1, 1, 1])),
        (t2, bytes([0, 1])),
        (t3, b"\x01"),  # fits both layouts: packed bits, as MLIR reads it (true, false, false)
    ]
    unknown = w.b_unknown_loc()
    ops = [op(w, "vhlo.constant_v1", unknown, results=[t],
              **vhlo_attrs(w, {"value": w.v_tensor_attr(t, raw)})) for t, raw in values]
    ops.append(op(w, "vhlo.return_v1", unknown, operands=list(range(len(values)))))
    results = [t for t, _ in values]
    return w.finish(module(w, "i1", [func(w, "main", [], results, len(values), ops, [])]))


PROGRAMS = {
    "add-v1": lambda: program_add(1),
    "add-v3": lambda: program_add(3),
    "add-v5": lambda: program_add(5),
    "add-v6": lambda: program_add(6),
    "compare-v1": lambda: program_compare(1),
    "compare-v6": lambda: program_compare(6),
    "regions-v1": lambda: program_regions(1),
    "windows-v1": lambda: program_windows(1),
    "windows-v6": lambda: program_windows(6),
    "bounds-v6": lambda: program_bounds(6),
    "nan-accuracy-v6": lambda: program_nan_accuracy(6),
    "misc-v1": lambda: program_misc(1),
    "misc-v6": lambda: program_misc(6),
    "regions-v6": lambda: program_regions(6),
    "i1-bytes-v6": lambda: program_i1_bytes(6),
}


# ---- Damaged files -----------------------------------------------------------------------------


def damaged(change):
    def build():
        return change(bytearray(program_add(6)))

    return build


def truncate(data):
    return bytes(data[: len(data) // 2])


def future_version(data):
    data[4] = 0x0F  # varint 7
    return bytes(data)


def bad_section(data):
    # The first section id (after the magic, the version and the producer) becomes 0x0A.
    start = data.index(b"\0", 5) + 1
    data[start] = 0x0A
    return bytes(data)


def out_of_range_operand(data):
    # The add's operands (0, 0) become (0, 9): a value the function does not define.
    needle = listing([0, 0])
    pos = data.rindex(needle)
    data[pos + 2] = 9 << 1 | 1
    return bytes(data)


DAMAGES = {
    "truncated": damaged(truncate),
    "unknown-type": lambda: program_add(6, f32_code=99),
    "unknown-op": lambda: program_add(6, add="vhlo.async_start_v1"),
    "future-version": damaged(future_version),
    "bad-section": damaged(bad_section),
    "bad-operand": damaged(out_of_range_operand),
    "bad-i1-size": lambda: program_i1_bytes(6, bad_size=True),
}


def main(argv):
    if len(argv) == 2 and argv[1] == "--list":
        print("\n".join(list(PROGRAMS) + list(DAMAGES)))
        return 0
    if len(argv) == 3 and argv[1] == "--all":
        for name, build in list(PROGRAMS.items()) + list(DAMAGES.items()):
            with open(os.path.join(argv[2], name + ".mlirbc"), "wb") as f:
                f.write(build())
        return 0
    if len(argv) != 3 or (argv[1] not in PROGRAMS and argv[1] not in DAMAGES):
        sys.stderr.write(__doc__)
        return 2
    build = PROGRAMS.get(argv[1]) or DAMAGES[argv[1]]
    with open(argv[2], "wb") as f:
        f.write(build())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
