#!/usr/bin/env python3
"""Checks the reference against hand-written expectations, so the measuring stick is straight.

Usage: Tools/scan-reference/check-examples.py [--bin PATH]

For every Examples/NAME.swift, runs scan-reference on it and compares the declarations
with Examples/NAME.expected.json (written by hand from the spec, not generated). Then
checks the path rules (walking, hidden entries, symlinked directories, sorting, `./`)
on a temporary directory. Exit status 0 when everything matches.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.path.join(HERE, ".build/release/scan-reference")


def run(binary, args, cwd=None):
    output = subprocess.run([binary] + args, capture_output=True, check=True, cwd=cwd).stdout
    return json.loads(output.decode("utf-8"))


def diff(expected, actual, path="$"):
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            yield from diff(expected.get(key, "<absent>"), actual.get(key, "<absent>"), "%s.%s" % (path, key))
    elif isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for index, (e, a) in enumerate(zip(expected, actual)):
            label = e.get("name", index) if isinstance(e, dict) else index
            yield from diff(e, a, "%s[%s]" % (path, label))
    elif expected != actual:
        yield "%s: expected %s, got %s" % (path, json.dumps(expected), json.dumps(actual))


def check_examples(binary):
    failures = 0
    examples = os.path.join(HERE, "Examples")
    for name in sorted(os.listdir(examples)):
        if not name.endswith(".swift"):
            continue
        expected_path = os.path.join(examples, name[:-len(".swift")] + ".expected.json")
        with open(expected_path, encoding="utf-8") as f:
            expected = json.load(f)
        document = run(binary, [os.path.join(examples, name)])
        actual = document["files"][0]["declarations"]
        problems = list(diff(expected, actual))
        print("%-28s %s" % (name, "ok" if not problems else "%d difference(s)" % len(problems)))
        for problem in problems:
            print("    " + problem)
        failures += bool(problems)
    return failures


def check_paths(binary):
    with tempfile.TemporaryDirectory() as tmp:
        tree = {
            "dir/b.swift": "struct B {}\n",
            "dir/a.swift": "",
            "dir/.hidden/h.swift": "struct H {}\n",
            "dir/Z.swift": "struct Z {}\n",
            "dir/notes.txt": "struct T {}\n",
            "dir/sub/c.swift": "",
            "outside/o.swift": "struct O {}\n",
        }
        for relative, text in tree.items():
            path = os.path.join(tmp, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
        os.symlink(os.path.join(tmp, "outside"), os.path.join(tmp, "dir/linked"))
        cases = [
            (["dir"], ["dir/.hidden/h.swift", "dir/Z.swift", "dir/a.swift", "dir/b.swift", "dir/sub/c.swift"]),
            (["./dir/"], [".hidden/h.swift", "Z.swift", "a.swift", "b.swift", "sub/c.swift"]),
            (["dir/"], ["dir/.hidden/h.swift", "dir/Z.swift", "dir/a.swift", "dir/b.swift", "dir/sub/c.swift"]),
            (["./dir/b.swift", "dir/notes.txt"], ["dir/b.swift", "dir/notes.txt"]),
        ]
        failures = 0
        for args, expected in cases:
            # "./dir/" joins to "./dir/.hidden/h.swift"; dropping the leading "./" gives "dir/...".
            if args == ["./dir/"]:
                expected = ["dir/" + p for p in expected]
            actual = [f["path"] for f in run(binary, args, cwd=tmp)["files"]]
            ok = actual == expected
            print("paths %-28s %s" % (" ".join(args), "ok" if ok else "expected %s, got %s" % (expected, actual)))
            failures += not ok
        return failures


def main():
    binary = BIN
    if len(sys.argv) == 3 and sys.argv[1] == "--bin":
        binary = sys.argv[2]
    if not os.path.exists(binary):
        print("build first: swift build -c release --package-path Tools/scan-reference", file=sys.stderr)
        return 2
    failures = check_examples(binary) + check_paths(binary)
    print("all examples match" if not failures else "%d example(s) differ" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
