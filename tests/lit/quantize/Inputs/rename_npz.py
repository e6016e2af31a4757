#!/usr/bin/env python3
"""Copies a .npz file, renaming its arrays (the standard library only: an .npz is a zip of .npy files).

    rename_npz.py IN.npz OUT.npz OLD=NEW...

`hlx run --save-outputs` names its arrays result0, result1, ...; the quantizer's --weights reads argK.
An array not named on the command line is left out.
"""
import sys
import zipfile


def main():
    source, target = sys.argv[1], sys.argv[2]
    names = dict(arg.split("=", 1) for arg in sys.argv[3:])
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as zout:
        for old, new in names.items():
            zout.writestr(new + ".npy", zin.read(old + ".npy"))


if __name__ == "__main__":
    main()
