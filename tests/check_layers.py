#!/usr/bin/env python3
"""Checks that every #include in src/ points down the layers (ctest `layering`).

Usage: check_layers.py SRC_DIR LAYER...

The layers are src/ folders, bottom up, as HLX_LAYERS in the top CMakeLists.txt lists them. A file
belongs to the innermost layer folder it is in (src/backend/cpu/dnnl/x.h to backend/cpu/dnnl, not to
backend/cpu); it may include headers of its own layer and of the layers before it, and nothing of a
later one. Includes are resolved as the compiler resolves them: "..." next to the including file first,
then from src/; <...> from src/ (system headers are not files of src/ and are not checked). Unit tests beside the code (foo_test.cc) are held to the same order. A file under src/ that
belongs to no layer is an error too: a new folder must be placed in HLX_LAYERS.

Prints one line per violation, `FILE:LINE: LAYER includes "PATH" of LAYER2, a higher layer`, then a
summary; exits 1 when there is any.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
SOURCE_SUFFIXES = ('.h', '.cc', '.c', '.def', '.inc')


def layer_of(path, layers):
    """The innermost layer folder holding `path` (relative to src/), or None."""
    best = None
    for layer in layers:
        if path.startswith(layer + '/') and (best is None or len(layer) > len(best)):
            best = layer
    return best


def main(argv):
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    src = os.path.abspath(argv[1])
    layers = argv[2:]
    rank = {layer: i for i, layer in enumerate(layers)}
    errors = []
    checked = 0
    for root, _, files in os.walk(src):
        for name in sorted(files):
            if not name.endswith(SOURCE_SUFFIXES):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src)
            layer = layer_of(rel, layers)
            if layer is None:
                errors.append(f'src/{rel}: in no layer: add its folder to HLX_LAYERS in CMakeLists.txt')
                continue
            with open(path, encoding='utf-8', errors='replace') as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    checked += 1
                    quoted, target = m.group(1) == '"', m.group(2)
                    beside = os.path.normpath(os.path.join(os.path.dirname(rel), target))
                    if quoted and os.path.exists(os.path.join(src, beside)):
                        resolved = beside
                    elif os.path.exists(os.path.join(src, target)):
                        resolved = os.path.normpath(target)
                    else:
                        continue  # not a file of src/ (a system or generated header)
                    other = layer_of(resolved, layers)
                    if other is None:
                        errors.append(f'src/{rel}:{number}: includes "{target}", which is in no layer')
                    elif rank[other] > rank[layer]:
                        errors.append(f'src/{rel}:{number}: {layer} includes "{target}" of {other}, '
                                      f'a higher layer (order: {" < ".join(layers)})')
    for error in errors:
        print(error)
    print(f'{checked} includes in src/ checked against {len(layers)} layers: {len(errors)} violation(s)')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
