#!/usr/bin/env python3
"""Compare `listgen scan --json` with the SwiftSyntax reference, declaration by declaration.

Usage:
  Scripts/compare-scan.py [options] PATH...

  Runs Tools/scan-reference and listgen on the same PATHs (files or directories,
  e.g. corpus/ from Scripts/make-corpus.sh), matches declarations per file by
  (kind, qualifiedName, line) and prints the declaration-level agreement: a
  declaration agrees only if every field, including its properties and cases
  lists, is equal. Mismatches are counted per field and the first examples of each
  kind are printed with file:line and both values. Declarations found by only one
  side are reported as missing/extra.

Options:
  --reference-json FILE  read the reference JSON from FILE instead of running it
  --listgen-json FILE    read listgen's JSON from FILE instead of running it
  --save-reference FILE  save the reference JSON it ran (reuse with --reference-json)
  --reference-bin PATH   default: Tools/scan-reference/.build/release/scan-reference
  --listgen-bin PATH     default: .build-reference/release/listgen
  --build                build the missing binaries first (release)
  --examples N           examples per mismatch kind (default 5)
  --report FILE          also write the result as Markdown (e.g. Tools/scan-reference/REPORT.md)
  --notes FILE           Markdown to put in the report after its header (hand-written notes)
  --target PERCENT       exit 1 when agreement is below PERCENT (default 99.9)

Build the tools:
  swift build -c release --package-path Tools/scan-reference
  swift build -c release --scratch-path .build-reference --product listgen

Exit status: 0 when agreement >= target, 1 below it, 2 when a side could not be run.
Python 3 standard library only.
"""

import argparse
import collections
import datetime
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE_BIN = os.path.join(ROOT, "Tools/scan-reference/.build/release/scan-reference")
LISTGEN_BIN = os.path.join(ROOT, ".build-reference/release/listgen")
BUILD_REFERENCE = ["swift", "build", "-c", "release", "--package-path", "Tools/scan-reference"]
BUILD_LISTGEN = ["swift", "build", "-c", "release", "--scratch-path", ".build-reference", "--product", "listgen"]

DECLARATION_FIELDS = ["name", "access", "genericParameters", "inheritedTypes", "attributes", "annotations"]
PROPERTY_FIELDS = ["name", "type", "binding", "static", "computed", "hasInitializer", "attributes",
                   "annotations", "line"]
CASE_FIELDS = ["name", "associatedValues", "annotations", "line"]


class SideError(Exception):
    """A side (reference or listgen) could not produce JSON."""


def run_tool(label, command, save_to=None):
    """Runs a scanner, returns (parsed JSON, seconds). Output goes through a file: it can be large."""
    with tempfile.NamedTemporaryFile(prefix="compare-scan-", suffix=".json", delete=False) as out:
        out_path = out.name
    try:
        start = time.monotonic()
        with open(out_path, "wb") as out, tempfile.TemporaryFile() as err:
            status = subprocess.run(command, stdout=out, stderr=err).returncode
            err.seek(0)
            stderr = err.read().decode("utf-8", "replace")
        seconds = time.monotonic() - start
        with open(out_path, "rb") as f:
            raw = f.read()
        if not raw.strip():
            raise SideError("%s printed nothing (exit %d)\n%s" % (label, status, tail(stderr)))
        try:
            document = json.loads(raw.decode("utf-8", "replace"))
        except ValueError as error:
            raise SideError("%s printed invalid JSON (exit %d): %s\n%s" % (label, status, error, tail(stderr)))
        if status != 0:
            # Diagnostics for bad input may come with a nonzero exit; the JSON still counts.
            print("note: %s exited %d; stderr: %s" % (label, status, tail(stderr, 3)), file=sys.stderr)
        if save_to:
            with open(save_to, "wb") as f:
                f.write(raw)
        return document, seconds
    finally:
        os.unlink(out_path)


def tail(text, lines=10):
    return "\n".join(text.strip().splitlines()[-lines:])


def read_json(label, path):
    try:
        with open(path, "rb") as f:
            return json.loads(f.read().decode("utf-8", "replace")), None
    except (OSError, ValueError) as error:
        raise SideError("cannot read %s JSON from %s: %s" % (label, path, error))


def ensure_binary(label, path, build_command, build):
    if os.path.exists(path):
        return
    if build:
        print("building %s: %s" % (label, " ".join(build_command)), file=sys.stderr)
        if subprocess.run(build_command, cwd=ROOT).returncode == 0 and os.path.exists(path):
            return
    raise SideError("%s is not built (%s); build it with:\n  %s\nor pass --build"
                    % (label, path, " ".join(build_command)))


def files_by_path(document, label):
    if not isinstance(document, dict) or not isinstance(document.get("files"), list):
        raise SideError("%s JSON has no \"files\" list" % label)
    result = collections.OrderedDict()
    for entry in document["files"]:
        result[entry.get("path")] = entry.get("declarations") or []
    return result


def where(path, item):
    return "%s:%s" % (path, item.get("line", "?"))


def short(value):
    return json.dumps(value, ensure_ascii=False)


def compare_members(field, reference, listgen, fields):
    """Returns a list of (subfield, detail) differences between two member lists."""
    reference = reference or []
    listgen = listgen or []
    differences = []
    if len(reference) != len(listgen):
        ref_names = [m.get("name") for m in reference]
        lg_names = [m.get("name") for m in listgen]
        differences.append(("%s.count" % field, ref_names, lg_names))
        return differences
    for ref_member, lg_member in zip(reference, listgen):
        for sub in fields:
            if ref_member.get(sub) != lg_member.get(sub):
                differences.append(("%s.%s" % (field, sub),
                                    {"name": ref_member.get("name"), "line": ref_member.get("line"),
                                     sub: ref_member.get(sub)},
                                    {"name": lg_member.get("name"), "line": lg_member.get("line"),
                                     sub: lg_member.get(sub)}))
    return differences


def compare_declaration(reference, listgen):
    differences = []
    for field in DECLARATION_FIELDS:
        if reference.get(field) != listgen.get(field):
            differences.append((field, reference.get(field), listgen.get(field)))
    differences += compare_members("properties", reference.get("properties"), listgen.get("properties"),
                                   PROPERTY_FIELDS)
    differences += compare_members("cases", reference.get("cases"), listgen.get("cases"), CASE_FIELDS)
    return differences


class Result:
    def __init__(self):
        self.reference_declarations = 0
        self.listgen_declarations = 0
        self.agreeing = 0
        self.disagreeing = 0
        self.missing = 0  # in the reference, absent from listgen
        self.extra = 0    # in listgen, absent from the reference
        self.files_missing = []
        self.files_extra = []
        self.field_counts = collections.Counter()
        self.examples = collections.defaultdict(list)
        self.example_signatures = collections.defaultdict(set)

    def note(self, kind, location, reference, listgen, limit):
        self.field_counts[kind] += 1
        signature = short(reference) + "|" + short(listgen)
        if len(self.examples[kind]) < limit and signature not in self.example_signatures[kind]:
            self.example_signatures[kind].add(signature)
            self.examples[kind].append((location, reference, listgen))

    @property
    def total(self):
        return self.agreeing + self.disagreeing + self.missing + self.extra

    @property
    def agreement(self):
        return 100.0 * self.agreeing / self.total if self.total else 100.0


def summarize(declaration):
    keep = ["kind", "qualifiedName", "line"]
    return {key: declaration.get(key) for key in keep}


def compare(reference_doc, listgen_doc, limit):
    result = Result()
    reference_files = files_by_path(reference_doc, "reference")
    listgen_files = files_by_path(listgen_doc, "listgen")
    result.files_missing = [p for p in reference_files if p not in listgen_files]
    result.files_extra = [p for p in listgen_files if p not in reference_files]
    reference_paths = list(reference_files)
    if reference_paths != sorted(reference_paths, key=lambda p: p.encode("utf-8")):
        print("warning: reference files are not sorted by UTF-8 path", file=sys.stderr)
    listgen_paths = [p for p in listgen_files]
    if listgen_paths != sorted(listgen_paths, key=lambda p: (p or "").encode("utf-8")):
        result.note("files.order", "(document)", "sorted by UTF-8 bytes", "not sorted", limit)

    for path in sorted(set(reference_files) | set(listgen_files), key=lambda p: (p or "").encode("utf-8")):
        reference = reference_files.get(path, [])
        listgen = listgen_files.get(path, [])
        result.reference_declarations += len(reference)
        result.listgen_declarations += len(listgen)
        compare_file(path, reference, listgen, result, limit)
    return result


def compare_file(path, reference, listgen, result, limit):
    def key(d):
        return (d.get("kind"), d.get("qualifiedName"), d.get("line"))

    pending = collections.defaultdict(collections.deque)
    for index, declaration in enumerate(listgen):
        pending[key(declaration)].append(index)
    matched_listgen = set()
    unmatched_reference = []
    order_reference = []
    order_listgen = []
    for declaration in reference:
        slots = pending.get(key(declaration))
        if slots:
            index = slots.popleft()
            matched_listgen.add(index)
            order_reference.append(key(declaration))
            order_listgen.append(index)
            differences = compare_declaration(declaration, listgen[index])
            if differences:
                result.disagreeing += 1
                for field, ref_value, lg_value in differences:
                    result.note(field, where(path, declaration), ref_value, lg_value, limit)
            else:
                result.agreeing += 1
        else:
            unmatched_reference.append(declaration)
    if order_listgen != sorted(order_listgen):
        result.note("declarations.order", "%s" % path, "source order", "different order", limit)
    unmatched_listgen = [d for i, d in enumerate(listgen) if i not in matched_listgen]

    # Pair leftovers that differ only in line or only in qualifiedName: they are the
    # same declaration with one wrong key field, not a missing one.
    for loose in (("kind", "qualifiedName"), ("kind", "line")):
        still_reference = []
        for declaration in unmatched_reference:
            partner = next((d for d in unmatched_listgen
                            if all(d.get(k) == declaration.get(k) for k in loose)), None)
            if partner is None:
                still_reference.append(declaration)
                continue
            unmatched_listgen.remove(partner)
            result.disagreeing += 1
            field = "line" if loose[1] == "qualifiedName" else "qualifiedName"
            result.note(field, where(path, declaration), declaration.get(field), partner.get(field), limit)
            for other, ref_value, lg_value in compare_declaration(declaration, partner):
                result.note(other, where(path, declaration), ref_value, lg_value, limit)
        unmatched_reference = still_reference

    for declaration in unmatched_reference:
        result.missing += 1
        result.note("missing in listgen", where(path, declaration), summarize(declaration), None, limit)
    for declaration in unmatched_listgen:
        result.extra += 1
        result.note("extra in listgen", where(path, declaration), None, summarize(declaration), limit)


def report_lines(result, context, markdown, notes=None):
    lines = []
    add = lines.append
    if markdown:
        add("# Scanner vs. reference: declaration-level agreement")
        add("")
        add("Generated by `Scripts/compare-scan.py` (regenerate it, do not edit by hand).")
        add("")
        for label, value in context:
            add("- %s: %s" % (label, value))
        add("")
        if notes:
            lines.extend(notes.rstrip("\n").split("\n"))
            add("")
    else:
        for label, value in context:
            add("%s: %s" % (label, value))
    add(("**Agreement: %.3f%%** (%d of %d declarations agree on every field)" if markdown
         else "agreement: %.3f%% (%d of %d declarations agree on every field)")
        % (result.agreement, result.agreeing, result.total))
    add("")
    add("- reference declarations: %d; listgen declarations: %d" % (result.reference_declarations,
                                                                    result.listgen_declarations))
    add("- disagreeing: %d; missing in listgen: %d; extra in listgen: %d"
        % (result.disagreeing, result.missing, result.extra))
    if result.files_missing:
        add("- files missing in listgen: %d (first: %s)" % (len(result.files_missing),
                                                            ", ".join(result.files_missing[:5])))
    if result.files_extra:
        add("- files only in listgen: %d (first: %s)" % (len(result.files_extra),
                                                         ", ".join(result.files_extra[:5])))
    add("")
    if not result.field_counts:
        add("No mismatches.")
        return lines
    if markdown:
        add("## Mismatches per field")
        add("")
        add("| field | count |")
        add("|---|---:|")
        for field, count in result.field_counts.most_common():
            add("| `%s` | %d |" % (field, count))
        add("")
        add("## Examples (reference first, then listgen)")
    else:
        add("mismatches per field:")
        for field, count in result.field_counts.most_common():
            add("  %-28s %d" % (field, count))
        add("")
        add("examples (reference vs listgen):")
    for field, _ in result.field_counts.most_common():
        add("")
        add(("### `%s`" if markdown else "== %s") % field)
        for location, reference, listgen in result.examples[field]:
            if markdown:
                add("- `%s`" % location)
                add("  - reference: `%s`" % short(reference).replace("`", "\\`"))
                add("  - listgen:   `%s`" % short(listgen).replace("`", "\\`"))
            else:
                add("  %s" % location)
                add("    reference: %s" % short(reference))
                add("    listgen:   %s" % short(listgen))
    return lines


def git_head():
    try:
        return subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h %s"], capture_output=True,
                              text=True).stdout.strip()
    except OSError:
        return "?"


def main():
    parser = argparse.ArgumentParser(description="Compare listgen scan --json with the SwiftSyntax reference.",
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument("paths", nargs="*", help="files or directories to scan (e.g. corpus)")
    parser.add_argument("--reference-json")
    parser.add_argument("--listgen-json")
    parser.add_argument("--save-reference")
    parser.add_argument("--reference-bin", default=REFERENCE_BIN)
    parser.add_argument("--listgen-bin", default=LISTGEN_BIN)
    parser.add_argument("--build", action="store_true")
    parser.add_argument("--examples", type=int, default=5)
    parser.add_argument("--report")
    parser.add_argument("--notes")
    parser.add_argument("--target", type=float, default=99.9)
    args = parser.parse_args()
    if not args.paths and not (args.reference_json and args.listgen_json):
        parser.error("give PATHs to scan, or both --reference-json and --listgen-json")

    context = [("paths", " ".join(args.paths) or "(from JSON files)"),
               ("checkout", git_head()),
               ("date", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))]
    try:
        if args.reference_json:
            reference_doc, _ = read_json("reference", args.reference_json)
        else:
            ensure_binary("scan-reference", args.reference_bin, BUILD_REFERENCE, args.build)
            reference_doc, seconds = run_tool("scan-reference", [args.reference_bin] + args.paths,
                                              args.save_reference)
            context.append(("scan-reference time", "%.1f s" % seconds))
    except SideError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    reference_files = files_by_path(reference_doc, "reference")
    count = sum(len(d) for d in reference_files.values())
    context.append(("files", "%d; reference declarations: %d" % (len(reference_files), count)))

    try:
        if args.listgen_json:
            listgen_doc, _ = read_json("listgen", args.listgen_json)
        else:
            ensure_binary("listgen", args.listgen_bin, BUILD_LISTGEN, args.build)
            built = datetime.datetime.fromtimestamp(os.path.getmtime(args.listgen_bin), datetime.timezone.utc)
            context.append(("listgen binary", "%s (built %s)" % (args.listgen_bin, built.strftime("%H:%M UTC"))))
            listgen_doc, seconds = run_tool("listgen scan --json",
                                            [args.listgen_bin, "scan", "--json"] + args.paths)
            context.append(("listgen scan --json time", "%.1f s" % seconds))
    except SideError as error:
        print("\n".join("%s: %s" % pair for pair in context))
        print("error: %s" % error, file=sys.stderr)
        print("(the reference ran fine; nothing to compare against yet)", file=sys.stderr)
        if args.report:
            with open(args.report, "w", encoding="utf-8") as f:
                f.write("# Scanner vs. reference\n\n" + "\n".join("- %s: %s" % p for p in context)
                        + "\n\nNo comparison: %s\n" % str(error).replace("\n", " "))
        return 2

    try:
        result = compare(reference_doc, listgen_doc, args.examples)
    except SideError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    print("\n".join(report_lines(result, context, markdown=False)))
    if args.report:
        with open(args.report, "w", encoding="utf-8") as f:
            notes = None
            if args.notes:
                with open(args.notes, encoding="utf-8") as notes_file:
                    notes = notes_file.read()
            f.write("\n".join(report_lines(result, context, markdown=True, notes=notes)) + "\n")
    return 0 if result.agreement >= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
