#!/usr/bin/env python3
"""Writes seeded broken variants of corpus files, to compare the scanners on bad input.

Usage: Tools/scan-reference/mutate-corpus.py [--seed N] [--count N] CORPUS_DIR DEST_DIR

Picks COUNT files (default 300) from CORPUS_DIR with a seeded random generator and
writes, for each, variants into DEST_DIR: truncated at a random byte, a splice of two
files, a deleted range, inserted random bytes (often invalid UTF-8), an extra or
missing brace, and an unterminated string or comment. Then compare with
  Scripts/compare-scan.py DEST_DIR
Agreement on broken code is not part of the 99.9% goal (the spec only asks that a file
be "reported as far as it can be read"), but every file must be listed, nothing may
crash or hang, and large disagreements point at recovery bugs. Stdlib only.
"""
import argparse
import os
import random


def swift_files(root):
    result = []
    for directory, folders, files in os.walk(root):
        folders.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                result.append(os.path.join(directory, name))
    return result


def mutations(rng, data, other):
    n = max(len(data), 1)
    cut = rng.randrange(n)
    yield "truncated", data[:cut]
    yield "spliced", data[:cut] + other[rng.randrange(max(len(other), 1)):]
    start = rng.randrange(n)
    yield "deleted", data[:start] + data[start + rng.randrange(1, 200):]
    noise = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
    yield "noise", data[:cut] + noise + data[cut:]
    braces = [i for i, b in enumerate(data) if b in b"{}"]
    if braces:
        at = rng.choice(braces)
        yield "brace-dropped", data[:at] + data[at + 1:]
        yield "brace-doubled", data[:at + 1] + data[at:]
    for opener in (b'"', b"/*", b'"""', b'#"'):
        yield "unterminated-%s" % opener.decode().replace('"', "q").replace("/", "s").replace("*", "x") \
            .replace("#", "h"), data[:cut] + b"\n" + opener + data[cut:]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("corpus")
    parser.add_argument("dest")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    files = swift_files(args.corpus)
    chosen = rng.sample(files, min(args.count, len(files)))
    written = 0
    for index, path in enumerate(chosen):
        with open(path, "rb") as f:
            data = f.read()
        with open(rng.choice(files), "rb") as f:
            other = f.read()
        for kind, mutated in mutations(rng, data, other):
            target = os.path.join(args.dest, "%04d-%s-%s" % (index, kind, os.path.basename(path)))
            os.makedirs(args.dest, exist_ok=True)
            with open(target, "wb") as f:
                f.write(mutated)
            written += 1
    print("mutate-corpus: %d files in %s (seed %d)" % (written, args.dest, args.seed))


if __name__ == "__main__":
    main()
