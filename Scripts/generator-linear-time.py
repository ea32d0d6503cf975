#!/usr/bin/env python3
"""Runs a release `listgen generate` on inputs that grow one thing the resolver and renderer
walk (properties, types, cases, an option's list, a type's suffixes, ...), at N and 8N units,
and fails when 8N takes more than 24x (8x, with 3x slack for a noisy machine) as long as N,
or when a run does not finish within a minute. The scanner's own check is
scanner-linear-time.py; this one covers the stages after it.
Usage: generator-linear-time.py LISTGEN_BINARY (CI runs it on the release build)."""
import sys

from linear_time import check

binary = sys.argv[1]

ITEM = "// listgen: item(id: id)\n"


def properties(n, note=""):
    return "".join(f"{note}    var p{i}: Int\n" for i in range(n))


# Each shape: (units at 1x, a function from a unit count to the source text).
shapes = {
    "stored properties": (20_000, lambda n: ITEM + "struct G: Sendable {\n    var id: Int\n" + properties(n) + "}\n"),
    "annotated types": (2_000, lambda n: "".join(ITEM + f"struct T{i}: Sendable {{ var id: Int }}\n" for i in range(n))),
    "ignore option, every property": (
        10_000,
        lambda n: "// listgen: item(id: id, ignore: [" + ", ".join(f"p{i}" for i in range(n)) + "])\n"
        + "struct G: Sendable {\n    var id: Int\n" + properties(n) + "}\n",
    ),
    "hashable ignore list": (
        20_000,
        lambda n: "// listgen: hashable(ignore: [" + ", ".join(f"p{i}" for i in range(n)) + "])\n"
        + "struct G {\n" + properties(n) + "}\n",
    ),
    "ignore notes on properties": (
        10_000, lambda n: ITEM + "struct G: Sendable {\n    var id: Int\n" + properties(n, "    // listgen: ignore\n") + "}\n"
    ),
    "optional suffixes": (100_000, lambda n: ITEM + "struct G: Sendable {\n    var id: Int\n    var x: Int" + "?" * n + "\n}\n"),
    "spaces after a type": (1_000_000, lambda n: ITEM + "struct G: Sendable {\n    var id: Int" + " " * n + "\n}\n"),
    "spaces after an annotation": (1_000_000, lambda n: ITEM.rstrip("\n") + " " * n + "\nstruct G: Sendable { var id: Int }\n"),
    "wrapper cases": (
        1_000,
        lambda n: "".join(ITEM + f"struct T{i}: Sendable {{ var id: Int }}\n" for i in range(n))
        + "// listgen: wrapper\nenum W: Sendable {\n" + "".join(f"    case t{i}(T{i})\n" for i in range(n)) + "}\n",
    ),
    "sections": (
        1_000,
        lambda n: "".join(
            ITEM + f"struct T{i}: Sendable {{ var id: Int }}\n"
            + f"// listgen: section(items: items)\nstruct S{i}: Sendable {{\n    // listgen: id\n    var name: String\n    var items: [T{i}]\n}}\n"
            for i in range(n)
        ),
    ),
    "generic parameters": (
        3_000,
        lambda n: ITEM + "struct G<" + ", ".join(f"T{i}: Hashable & Sendable" for i in range(n)) + ">: Sendable {\n    var id: Int\n"
        + "".join(f"    var p{i}: T{i}\n" for i in range(n)) + "}\n",
    ),
    "generic types comparing generic types": (
        1_000,
        lambda n: "".join(
            f"// listgen: hashable\nstruct G{i}<T> {{\n    var value: T\n"
            + "".join(f"    var next{k}: G{i + k}<T>?\n" for k in (1, 2) if i + k < n)
            + "}\n"
            for i in range(n)
        ),
    ),
    "types nested in one namespace": (
        2_000, lambda n: "enum NS {\n" + "".join(ITEM + f"    struct S{i}: Sendable {{ var id: Int }}\n" for i in range(n)) + "}\n"
    ),
    "extensions of one type": (
        20_000,
        lambda n: ITEM + "struct G: Sendable {\n    var id: Int\n}\n" + "".join(f"extension G {{ func f{i}() {{}} }}\n" for i in range(n)),
    ),
}

check(
    {name: (f"{units:7}", lambda times, units=units, make=make: make(units * times)) for name, (units, make) in shapes.items()},
    trivial=ITEM + "struct G: Sendable { var id: Int }\n",
    command=lambda path, output: [binary, "generate", "--output", output, path],
    label_width=32,
)
