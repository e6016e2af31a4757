#!/usr/bin/env python3
"""Runs a command and passes (exit 0) iff it exits with exactly the given code.

    expect_exit.py CODE COMMAND [ARGS...]

The command's standard streams are its own. A command killed by a signal (a crash, an abort) never
passes, whatever CODE is.
"""
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print("usage: expect_exit.py CODE COMMAND [ARGS...]", file=sys.stderr)
        return 2
    expected = int(sys.argv[1])
    code = subprocess.call(sys.argv[2:])
    if code == expected:
        return 0
    if code < 0:
        print(f"expect_exit: '{sys.argv[2]}' was killed by signal {-code} (expected exit {expected})",
              file=sys.stderr)
    else:
        print(f"expect_exit: '{sys.argv[2]}' exited with {code} (expected {expected})", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
