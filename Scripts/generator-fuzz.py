#!/usr/bin/env python3
"""Seeded random Swift files through a built `listgen generate`: one to three files a run,
each a few declarations drawn from what listgen reads and what it must refuse (every
annotation form, broken ones too; generic, nested and extension-declared types; property
types of every shape; `#if`, attributes, access levels). listgen may report errors, but it
must exit with 0 or 1, within 20 seconds, and write the same bytes for the same input twice.
A failing input is kept in a folder the output names, with its seed and iteration.

Usage: generator-fuzz.py LISTGEN_BINARY [RUNS] [SEED]   (default 300 runs, seed 1)
(CI runs the default; Scripts/stress.sh generator runs a long one.)"""
import os, random, shutil, subprocess, sys, tempfile

binary = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 300
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
rng = random.Random(seed)

ANNOTATIONS = [
    "item", "item(id: id)", "item(id: code, ignore: [a])", "item(in: Feed)", "item(in: [Feed, W2], case: thing)", "section",
    "section(items: rows)", "section(items: rows, id: name)", "equatable", "equatable(ignore: [a, b])", "hashable",
    "hashable(identity)", "hashable(ignore: [a])", "wrapper", "item(cell: Cell)", "item(cell: Cell, tableCell: TCell, row: Row)",
    "section(items: rows, header: H)", "case(cell: Cell)", "id", "ignore", "items", "item(id: id.value)", "item(id: `id`)",
    "item(id:)", "item(", "item(id: id, id: id)", "snapshot", "equatable(ignore: [])",
]
TYPES = [
    "Int", "String", "Int?", "[Int]", "[String: Int]", "T", "T?", "[T]", "Base.Element", "Base.Index", "(Int, Int)", "() -> Void",
    "any P", "some P", "Box<T>", "Box<Int>.Inner", "Self", "NS.Box<T>.Cursor", "Optional<Int>", "Result<Int, Error>", "Set<T>",
    "[[T]]", "T.Type", "UUID", "Date", "W", "W2", "Feed", "Sub", "Mutex<Int>", "Substring.UTF8View", "LazyMapSequence<[Int], Int>",
    "Int!", "repeat each T", "(repeat each T)", "Never", "Void", "P & Q", "~Copyable",
]
KINDS = [
    "struct", "final class", "class", "enum", "actor", "extension", "protocol", "private struct", "public struct",
    "@MainActor struct", "indirect enum", "package struct",
]
NAMES = ["A", "B", "Box", "Feed", "W", "W2", "Sub", "Row", "Cell", "NS", "Pairs", "Iterator", "Cursor", "Inner", "Base"]
LINES = ["#if DEBUG", "#if os(iOS)", "#else", "#endif", "@available(iOS 17, *)", "typealias ID = Int", "typealias Element = T"]


def identifier():
    return rng.choice(["id", "a", "b", "code", "rows", "name", "value", "x", "y", "`id`", "items", "key"])


def generic_clause():
    if rng.random() < 0.5:
        return ""
    parameters = rng.sample(["T", "U", "Base", "Element", "Subject", "each T"], rng.randint(1, 3))
    return "<" + ", ".join(p + rng.choice(["", ": Hashable", ": Sendable", ": Collection", ": P"]) for p in parameters) + ">"


def member(depth):
    indent = "    " * depth
    text = indent + "// listgen: " + rng.choice(ANNOTATIONS) + "\n" if rng.random() < 0.3 else ""
    roll = rng.random()
    if roll < 0.55:
        modifier = rng.choice(["", "public ", "private ", "static ", "lazy ", "weak ", "@Published ", "nonisolated "])
        value = rng.choice(["", " = 0", " = []", " { 0 }"])
        text += f"{indent}{modifier}{rng.choice(['var', 'let'])} {identifier()}: {rng.choice(TYPES)}{value}\n"
    elif roll < 0.7:
        payload = rng.choice(["", "(Int)", "(T)", "(W)", "(Feed)", "(x: Int, y: String)", "(Box<T>)"])
        text += f"{indent}case {identifier()}{payload}\n"
    elif roll < 0.8 and depth < 4:
        text += declaration(depth)
    elif roll < 0.9:
        text += f"{indent}func {identifier()}() -> {rng.choice(TYPES)} {{ fatalError() }}\n"
    else:
        text += indent + rng.choice(LINES) + "\n"
    return text


def declaration(depth=0):
    indent = "    " * depth
    text = indent + "// listgen: " + rng.choice(ANNOTATIONS) + "\n" if rng.random() < 0.8 else ""
    kind, name = rng.choice(KINDS), rng.choice(NAMES)
    if kind == "extension":
        head = "extension " + rng.choice([name, name + ".Inner", "NS", "Box where T: Hashable", name + ": Sequence"])
    else:
        inherited = rng.choice(["", ": Sendable", ": Hashable", ": Base", ": @unchecked Sendable, P", ": Identifiable", ": Equatable"])
        head = f"{kind} {name}{generic_clause()}{inherited}{rng.choice(['', ' where T: Hashable'])}"
    text += indent + head + " {\n" + "".join(member(depth + 1) for _ in range(rng.randint(0, 6))) + indent + "}\n"
    return text


def generate(inputs, output, options):
    environment = {**os.environ, "SWIFT_BACKTRACE": "enable=no"}
    try:
        process = subprocess.run([binary, "generate", "--output", output, inputs] + options, capture_output=True, timeout=20,
                                 env=environment, check=False)
    except subprocess.TimeoutExpired:
        return "a hang (over 20 s)", None
    if process.returncode not in (0, 1):
        return f"exit status {process.returncode}: {process.stderr.decode(errors='replace')[-300:]}", None
    written = {}
    for name in sorted(os.listdir(output)) if os.path.isdir(output) else []:
        with open(os.path.join(output, name), "rb") as f:
            written[name] = f.read()
    return None, (process.returncode, process.stdout, written)


failures = 0
with tempfile.TemporaryDirectory() as scratch:
    for iteration in range(runs):
        inputs = os.path.join(scratch, "in")
        shutil.rmtree(inputs, ignore_errors=True)
        os.makedirs(inputs)
        for index in range(rng.randint(1, 3)):
            header = rng.choice(["", "import Foundation\n", "@preconcurrency import UIKit\n"])
            with open(os.path.join(inputs, f"File{index}.swift"), "w") as f:
                f.write(header + "".join(declaration() for _ in range(rng.randint(1, 5))))
        options = rng.choice([[], ["--source-locations"], ["--emit-all"]])
        outcomes = []
        for attempt in range(2):
            output = os.path.join(scratch, f"out{attempt}")
            shutil.rmtree(output, ignore_errors=True)
            outcomes.append(generate(inputs, output, options))
        problem = outcomes[0][0] or outcomes[1][0]
        if not problem and outcomes[0][1] != outcomes[1][1]:
            problem = "two runs on the same input wrote different bytes or reported differently"
        if problem:
            failures += 1
            kept = os.path.join(os.getcwd(), f"generator-fuzz-failure-{seed}-{iteration}")
            shutil.rmtree(kept, ignore_errors=True)
            shutil.copytree(inputs, kept)
            print(f"  run {iteration} ({' '.join(options) or 'no options'}): {problem}; input kept in {kept}")
print(f"  {runs} runs from seed {seed}: {failures} failure(s)")
sys.exit(1 if failures else 0)
