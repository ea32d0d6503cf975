#!/usr/bin/env python3
"""Scans pathological inputs at 1 MB and 8 MB with a release `listgen scan --json` and fails
when 8 MB takes more than 24x (8x, with 3x slack for a noisy machine) as long as 1 MB, or
when a scan does not finish within a minute. Usage: scanner-linear-time.py LISTGEN_BINARY
(Scripts/stress.sh scanner runs it)."""
import sys

from linear_time import check

binary = sys.argv[1]
shapes = {
    "nested block comments": "/*",
    "interpolation openers": '"\\(',
    "open braces": "{",
    "close braces": "}",
    "unclosed type bodies": "struct S {",
    "#if lines": "#if X\n",
    "attribute openers": "@A(",
    "raw string openers": '#"',
    "slashes": "/x",
    "case payloads": "enum E { case a(",
    "generic openers": "var x = Dictionary<",
    "annotation lines": "// listgen: a\n",
    "tuple openers": "let (",
    "regex-like lines": "let r = /a b/ + /c\n",
    "long line of members": "var a = 1; ",
    "#if with open paren": "#if (X\n",
    "attribute #if": "#if X\n@A\n",
}
check(
    {name: ("1 MB", lambda times, unit=unit: unit * (1_000_000 // len(unit)) * times) for name, unit in shapes.items()},
    trivial="",
    command=lambda path, _: [binary, "scan", "--json", path],
)
