#!/usr/bin/env python3
"""Writes a hostile MLIR input to standard output, for the bad-input tests.

    make_input.py KIND

KIND is one of:
  non-utf8          an invalid byte (0xFF) at line 2, column 3
  non-utf8-comment  an invalid byte in a comment on line 1
  nul               a NUL byte at line 2, column 3
  huge-dim          a function argument of type tensor<1099511627776xf32> (2^40 elements)
  huge-splat        a splat constant of 2^40 elements
  deep-regions      stablehlo.if regions nested 1000 deep
  deep-brackets     a dense literal nested 100000 brackets deep
  deep-types        tuple<...> types nested 100000 deep
  deep-attrs        dictionary attributes nested 100000 deep
  long-line         one line of 10 million characters, ending in an unknown op
"""
import sys


def main():
    kind = sys.argv[1]
    out = sys.stdout.buffer
    if kind == "non-utf8":
        out.write(b"func.func @f() {\n  \xff\n}\n")
    elif kind == "non-utf8-comment":
        out.write(b"// caf\xe9\nfunc.func @f() {\n  return\n}\n")
    elif kind == "nul":
        out.write(b"func.func @f() {\n  \x00\n}\n")
    elif kind == "huge-dim":
        out.write(b"func.func @f(%a: tensor<1099511627776xf32>) -> tensor<1099511627776xf32> {\n"
                  b"  return %a : tensor<1099511627776xf32>\n}\n")
    elif kind == "huge-splat":
        out.write(b"func.func @f() -> tensor<1099511627776xf32> {\n"
                  b"  %0 = stablehlo.constant dense<1.0> : tensor<1099511627776xf32>\n"
                  b"  return %0 : tensor<1099511627776xf32>\n}\n")
    elif kind == "deep-regions":
        depth = 1000
        lines = ["func.func @f(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {"]
        for i in range(depth):
            lines.append(f'%r{i} = "stablehlo.if"(%p) ({{')
        lines.append("stablehlo.return %x : tensor<f32>")
        for i in reversed(range(depth)):
            lines.append("}, {")
            lines.append("stablehlo.return %x : tensor<f32>")
            lines.append("}) : (tensor<i1>) -> tensor<f32>")
            lines.append(f"stablehlo.return %r{i} : tensor<f32>" if i > 0 else "return %r0 : tensor<f32>")
        lines.append("}")
        out.write(("\n".join(lines) + "\n").encode())
    elif kind == "deep-brackets":
        depth = 100000
        out.write(b"func.func @f() {\n  %0 = stablehlo.constant dense<" + b"[" * depth + b"1" + b"]" * depth +
                  b"> : tensor<1xf32>\n  return\n}\n")
    elif kind == "deep-types":
        depth = 100000
        out.write(b"func.func @f(%a: " + b"tuple<" * depth + b"f32" + b">" * depth + b") {\n  return\n}\n")
    elif kind == "deep-attrs":
        depth = 100000
        out.write(b"func.func @f() attributes {a = " + b"{a = " * depth + b"1" + b"}" * depth +
                  b"} {\n  return\n}\n")
    elif kind == "long-line":
        out.write(b"func.func @f() {\n  " + b" " * 10_000_000 + b"foo.bar\n}\n")
    else:
        sys.exit(f"make_input.py: unknown kind {kind!r}")


if __name__ == "__main__":
    main()
