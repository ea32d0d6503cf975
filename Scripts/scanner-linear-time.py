#!/usr/bin/env python3
"""Scans pathological inputs at 1 MB and 8 MB with a release `listgen scan --json` and fails
when 8 MB takes more than 24x (8x, with 3x slack for a noisy machine) as long as 1 MB, or
when a scan does not finish within a minute. Usage: scanner-linear-time.py LISTGEN_BINARY
(Scripts/stress.sh scanner runs it)."""
import os, subprocess, sys, tempfile, time

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
failures = 0
with tempfile.TemporaryDirectory() as tmp:
    def timed(text):
        path = os.path.join(tmp, "input.swift")
        with open(path, "w") as f:
            f.write(text)
        best = None
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([binary, "scan", "--json", path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=60, check=False)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
        return best
    baseline = timed("")
    for name, unit in shapes.items():
        small = unit * (1_000_000 // len(unit))
        try:
            t1 = max(timed(small) - baseline, 5e-3)
            t8 = max(timed(small * 8) - baseline, 1e-3)
        except subprocess.TimeoutExpired:
            print(f"  {name:24} HANG (over 60 s)")
            failures += 1
            continue
        ratio = t8 / t1
        ok = ratio <= 24
        failures += 0 if ok else 1
        print(f"  {name:24} 1 MB: {t1*1000:7.1f} ms   8 MB: {t8*1000:7.1f} ms   ratio {ratio:5.1f}  {'ok' if ok else 'NOT LINEAR'}")
sys.exit(1 if failures else 0)
