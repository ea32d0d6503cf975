#!/usr/bin/env python3
"""The real-code check behind Scripts/check-real-code.sh (read its header for the rule).

Usage: realcode.py --listgen BIN --root REPO [--work DIR] [--ci] [NAME ...]

For each package of packages.py (or those named, or the CI subset): extract it from the
mirror twice (original and annotated), annotate every struct, class and enum of its library
targets by the fixed rule, run `listgen generate --source-locations` into each annotated
target, build the annotated package in debug and release, build a probe into both copies,
run both, and compare; then generate without source locations and build in debug and
release again. Prints a table per package and a summary; exits 1 when listgen crashed,
generated code failed to compile or warned, a type with errors got code, or a conformance
changed meaning. Deterministic; Python standard library only.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from packages import PACKAGES  # noqa: E402

GENERATED_FOLDER = "ListGenGenerated"
PROBE_TARGET = "ListGenProbe"
ERROR_LINE = re.compile(r"^(/[^:\n]+):(\d+):(\d+): error: (.*)$", re.M)
WARNING_LINE = re.compile(r"^(/[^:\n]+):(\d+):(\d+): warning: (.*)$", re.M)
DIAGNOSTIC_LINE = re.compile(r"^(.+?):(\d+):(\d+): (error|warning|note): (.*)$")
EQUATABLE_NAMES = {"Equatable", "Hashable", "Comparable", "Swift.Equatable", "Swift.Hashable", "Swift.Comparable"}


def run(command, cwd=None, env=None, timeout=3600):
    started = time.time()
    process = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             timeout=timeout, text=True, errors="replace")
    return process.returncode, process.stdout, process.stderr, time.time() - started


def extract(mirror, repository, tag, destination):
    os.makedirs(destination)
    archive = subprocess.run(["git", "-C", os.path.join(mirror, repository + ".git"), "archive", tag],
                             stdout=subprocess.PIPE, check=True)
    subprocess.run(["tar", "-x", "-C", destination], input=archive.stdout, check=True)


def library_targets(package):
    """(name, absolute folder) of each regular target that has Swift sources."""
    code, out, err, _ = run(["swift", "package", "dump-package"], cwd=package)
    if code != 0:
        raise RuntimeError("dump-package failed: " + err)
    targets = []
    for target in json.loads(out)["targets"]:
        if target["type"] != "regular":
            continue
        folder = os.path.join(package, target.get("path") or os.path.join("Sources", target["name"]))
        has_swift = any(name.endswith(".swift") for _, _, files in os.walk(folder) for name in files)
        if has_swift:
            targets.append((target["name"], os.path.abspath(folder)))
    return targets


# ---------------------------------------------------------------------------------------
# The fixed annotation rule (also written in Scripts/check-real-code.sh's header).

def stored(declaration):
    return [p for p in declaration["properties"] if not p["static"] and not p["computed"]]


def annotation_for(declaration):
    """The annotation the rule gives a declaration, or None for kinds it does not annotate."""
    kind = declaration["kind"]
    if kind not in ("struct", "class", "enum"):
        return None
    declares_equatable = any(name in EQUATABLE_NAMES for name in declaration["inheritedTypes"])
    if kind == "enum":
        cases = declaration["cases"]
        if cases and all(not case["associatedValues"] for case in cases):
            return "item"
        return "hashable"
    properties = stored(declaration)
    if any(p["name"] == "id" for p in properties):
        return "item" if declares_equatable else "item, hashable(identity)"
    if declares_equatable:
        typed = [p for p in properties if p["type"]]
        return "item(id: %s)" % typed[0]["name"] if typed else "hashable"
    return "hashable"


def annotate(listgen, targets):
    """Inserts the rule's annotations; returns one record per annotated type."""
    code, out, err, _ = run([listgen, "scan", "--json"] + [folder for _, folder in targets])
    if code not in (0, 1):
        raise RuntimeError("listgen scan crashed: " + err)
    records = []
    for scanned in json.loads(out)["files"]:
        path = scanned["path"]
        chosen = {}
        for declaration in scanned["declarations"]:
            text = annotation_for(declaration)
            # One annotation per line: a second declaration on the same line is left alone.
            if text is not None and declaration["line"] not in chosen:
                chosen[declaration["line"]] = (text, declaration)
        if not chosen:
            continue
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().split("\n")
        inserted_before = 0
        output = []
        for number, line in enumerate(lines, start=1):
            if number in chosen:
                text, declaration = chosen[number]
                indent = line[:len(line) - len(line.lstrip())]
                for annotation in text.split(", ") if text.startswith("item, ") else [text]:
                    output.append(indent + "// listgen: " + annotation)
                    inserted_before += 1
                records.append({"path": path, "type": declaration["qualifiedName"], "annotation": text,
                                "kind": declaration["kind"], "line": number + inserted_before})
            output.append(line)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write("\n".join(output))
    return records


def line_owners(listgen, targets):
    """(path, line) -> qualified name of the declaration an annotation, keyword, property or
    case on that line belongs to (from a scan of the annotated sources)."""
    _, out, _, _ = run([listgen, "scan", "--json"] + [folder for _, folder in targets])
    owners = {}
    for scanned in json.loads(out)["files"]:
        path = os.path.abspath(scanned["path"])
        for declaration in scanned["declarations"]:
            name = declaration["qualifiedName"]
            owners[(path, declaration["line"])] = name
            for member in declaration["properties"] + declaration["cases"]:
                owners.setdefault((path, member["line"]), name)
    return owners


def generate(listgen, folder, locations=True):
    output = os.path.join(folder, GENERATED_FOLDER)
    code, out, err, seconds = run([listgen, "generate", "--quiet"] + (["--source-locations"] if locations else [])
                                  + ["--jobs", "2", "--output", output, folder])
    diagnostics = []
    for line in err.splitlines():
        match = DIAGNOSTIC_LINE.match(line)
        if match:
            diagnostics.append((os.path.abspath(match.group(1)), int(match.group(2)), match.group(4), match.group(5)))
    return code, diagnostics, seconds, err


def message_kind(message):
    """A diagnostic's message with names, types and places left out, for counting kinds."""
    text = re.sub(r"(?<![\w])'[^']*'", "'…'", message)
    text = re.sub(r"\(([^()]*\.swift):\d+\)", "(…)", text)
    text = re.sub(r"at [^ ]*\.swift:\d+", "at …", text)
    return text


# ---------------------------------------------------------------------------------------
# Manifests, builds and the probe.

def patch_manifest(package, annotated_targets, modules, listgen_link, produce):
    """Adds the probe target (and, for the annotated copy, the dependency on ListKit) to
    every manifest of the package: `Package.swift` and the version-specific ones SwiftPM may
    prefer (`Package@swift-6.0.swift`)."""
    for manifest in sorted(os.listdir(package)):
        if re.fullmatch(r"Package(@swift-[\d.]+)?\.swift", manifest):
            patch_one_manifest(os.path.join(package, manifest), annotated_targets, modules, listgen_link)
    probe = os.path.join(package, PROBE_TARGET)
    os.makedirs(probe, exist_ok=True)
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "Probe.swift"), os.path.join(probe, "Probe.swift"))
    with open(os.path.join(probe, "Produce.swift"), "w", encoding="utf-8") as f:
        f.write(produce.strip() + "\n\nlet probeModules = %s\n" % json.dumps(modules))


def patch_one_manifest(manifest, annotated_targets, modules, listgen_link):
    with open(manifest, encoding="utf-8") as f:
        text = f.read()
    first, _, rest = text.partition("\n")
    version = re.search(r"swift-tools-version:\s*(\d+)\.(\d+)", first)
    if version and (int(version.group(1)), int(version.group(2))) < (5, 9):
        # The probe is an executable target with @main, which needs 5.5; both copies alike.
        first = "// swift-tools-version:5.9"
    variable = re.search(r"(?:let|var)\s+(\w+)\s*=\s*Package\s*\(", rest).group(1)
    dependencies = [json.dumps(module) for module in modules]
    addition = ["", "// Added by listgen's real-code check (Scripts/check-real-code.sh)."]
    if listgen_link:
        addition.append("%s.dependencies.append(.package(path: %s))" % (variable, json.dumps(listgen_link)))
        addition.append("for target in %s.targets where %s.contains(target.name) {" % (variable, json.dumps(annotated_targets)))
        addition.append('    target.dependencies.append(.product(name: "ListKit", package: "listgen"))')
        addition.append("}")
        dependencies.append('.product(name: "ListKit", package: "listgen")')
    addition.append('%s.targets.append(.executableTarget(name: "%s", dependencies: [%s], path: "%s"))'
                    % (variable, PROBE_TARGET, ", ".join(dependencies), PROBE_TARGET))
    with open(manifest, "w", encoding="utf-8") as f:
        f.write(first + "\n" + rest + "\n".join(addition) + "\n")


def build(package, configuration, warnings=None, probe_only=False):
    """Builds; returns the exit status, the error lines, the seconds and the output. The
    warning lines are added to `warnings` (a set) when given. `probe_only` builds the probe
    and what it depends on (the package's checked modules), not every target."""
    code, out, err, seconds = run(["swift", "build", "--package-path", package, "-c", configuration]
                                  + (["--product", PROBE_TARGET] if probe_only else []))
    text = out + err
    errors = sorted(set((os.path.abspath(m.group(1)), int(m.group(2)), m.group(4)) for m in ERROR_LINE.finditer(text)))
    if warnings is not None:
        warnings.update((os.path.abspath(m.group(1)), int(m.group(2)), m.group(4)) for m in WARNING_LINE.finditer(text))
    return code, errors, seconds, text


def run_probe(package, configuration):
    binary = os.path.join(package, ".build", configuration, PROBE_TARGET)
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    code, out, err, _ = run([binary], env=env, timeout=600)
    facts = collections.defaultdict(dict)
    for line in out.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3:
            facts[parts[1]][parts[0]] = parts[2]
    return code, facts, err


def matrix(text):
    return [row for row in text.split("/")]


def compare_probes(original, annotated):
    """Counts of what the annotated build changed or broke, with details."""
    result = collections.Counter()
    details = []
    for key, facts in sorted(annotated.items()):
        before = original.get(key, {})
        result["types probed"] += 1
        if "EQ" in before:
            result["types with an existing =="] += 1
            if facts.get("EQ") != before["EQ"]:
                result["existing == changed"] += 1
                details.append("existing == changed: %s" % key)
        if "HASH" in before and facts.get("HASH") != before["HASH"]:
            result["existing hash changed"] += 1
            details.append("existing hash changed: %s" % key)
        if "EQ" in facts and "EQ" not in before:
            result["types with a generated =="] += 1
            rows = matrix(facts["EQ"])
            if any(row[i] != "1" for i, row in enumerate(rows)):
                result["generated == not reflexive"] += 1
                details.append("generated == not reflexive: %s" % key)
            hashes = facts.get("HASH", "").split(",")
            if "HASH" in facts and any(rows[i][j] == "1" and hashes[i] != hashes[j]
                                       for i in range(len(rows)) for j in range(len(rows))):
                result["generated hash disagrees with =="] += 1
                details.append("generated hash disagrees with ==: %s" % key)
        if "CONTENT" in facts:
            result["items probed"] += 1
            rows = matrix(facts["CONTENT"])
            if any(row[i] != "1" for i, row in enumerate(rows)):
                result["isContentEqual not reflexive"] += 1
                details.append("isContentEqual(to: self) false: %s" % key)
            if "EQ" in before:
                equal = matrix(before["EQ"])
                differing = sum(1 for i in range(len(rows)) for j in range(len(rows)) if rows[i][j] != equal[i][j])
                if differing:
                    result["items whose content equality differs from =="] += 1
                    details.append("id == && isContentEqual differs from the existing == on %d of %d pairs: %s"
                                   % (differing, len(rows) ** 2, key))
        if facts.get("IDOBJ", "0") != "0":
            result["items identified by object"] += 1
            details.append("identified by object, not by its ID: %s" % key)
    return result, details


# ---------------------------------------------------------------------------------------

def check_package(spec, args, work):
    name = spec["repository"].split("/")[1]
    report = {"name": name, "tag": spec["tag"], "domain": spec["domain"], "counts": collections.Counter(),
              "diagnostics": collections.Counter(), "details": [], "timings": {}}
    counts = report["counts"]
    original = os.path.join(work, name, "original")
    annotated = os.path.join(work, name, "annotated")
    extract(args.mirror, spec["repository"], spec["tag"], original)
    extract(args.mirror, spec["repository"], spec["tag"], annotated)

    targets = [t for t in library_targets(annotated) if "targets" not in spec or t[0] in spec["targets"]]
    probe_only = "targets" in spec
    records = annotate(args.listgen, targets)
    counts["types annotated"] = len(records)
    owners = line_owners(args.listgen, targets)

    def regenerate(locations=True):
        """Generates into every target; returns the error diagnostics."""
        errors = []
        report["diagnostics"].clear()
        for target, folder in targets:
            code, diagnostics, seconds, err = generate(args.listgen, folder, locations)
            if code not in (0, 1):
                counts["listgen crashes"] += 1
                report["details"].append("listgen crashed (exit %d) on %s: %s" % (code, target, err.strip()[-400:]))
            for path, line, severity, message in diagnostics:
                report["diagnostics"][(severity, message_kind(message))] += 1
                if severity == "error":
                    errors.append((path, line, message))
        return errors

    def generated_files():
        for _, folder in targets:
            output = os.path.join(folder, GENERATED_FOLDER)
            for file in sorted(os.listdir(output)) if os.path.isdir(output) else []:
                yield os.path.join(output, file)

    def extended_types():
        names = collections.Counter()
        for file in generated_files():
            with open(file, encoding="utf-8") as f:
                for match in re.finditer(r"^(?:nonisolated )?extension ([\w.]+):", f.read(), re.M):
                    names[match.group(1)] += 1
        return names

    errors = regenerate()
    # A type with an error gets no code at all.
    extended = extended_types()
    for path, line, message in errors:
        owner = owners.get((path, line))
        if owner and owner in extended:
            counts["code for a type with errors"] += 1
            report["details"].append("code generated for %s despite: %s:%d: %s" % (owner, path, line, message))

    patch_manifest(original, [], spec["modules"], None, spec["produce"])
    link = os.path.join(work, "listgen")
    if not os.path.exists(link):
        os.symlink(args.root, link)
    patch_manifest(annotated, [t for t, _ in targets], spec["modules"], link, spec["produce"])

    # Debug build. Compiler errors at the user's lines are what listgen promises for types
    # it cannot see; the rule's user then removes that annotation, and the build reruns.
    generated_prefixes = tuple(os.path.join(folder, GENERATED_FOLDER) + os.sep for _, folder in targets)
    probe_prefix = os.path.join(annotated, PROBE_TARGET) + os.sep
    warnings = set()
    for round_number in range(8):
        code, build_errors, seconds, text = build(annotated, "debug", warnings, probe_only)
        report["timings"]["debug build %d" % round_number] = seconds
        in_generated = [e for e in build_errors if e[0].startswith(generated_prefixes)]
        in_probe = [e for e in build_errors if e[0].startswith(probe_prefix)]
        at_user_lines = [e for e in build_errors if not e[0].startswith(generated_prefixes) and e not in in_probe]
        counts["compile errors in generated code (debug)"] += len(in_generated)
        if in_probe:
            counts["probe failures"] += 1
            report["details"] += ["the probe does not compile: %s:%d: %s" % e for e in in_probe]
            code = 1
            break
        for path, line, message in in_generated:
            report["details"].append("generated code does not compile: %s:%d: %s" % (path, line, message))
        if code == 0 or in_generated or not at_user_lines:
            if code != 0 and not in_generated:
                report["details"].append("debug build failed without an error line:\n" + text[-2000:])
                counts["build failures without an error line"] += 1
            break
        removed = remove_annotations(at_user_lines, records, owners, report, counts)
        if not removed:
            break
        owners = line_owners(args.listgen, targets)
        regenerate()
    else:
        code = 1
    report["debug ok"] = code == 0
    if code == 0:
        code, build_errors, seconds, text = build(annotated, "release", warnings, probe_only)
        report["timings"]["release build"] = seconds
        in_generated = [e for e in build_errors if e[0].startswith(generated_prefixes)]
        counts["compile errors in generated code (release)"] += len(in_generated)
        for path, line, message in build_errors:
            report["details"].append("release build error: %s:%d: %s" % (path, line, message))
        if code != 0 and not build_errors:
            # Say why (a killed compiler, a locked cache), as the debug build does.
            report["details"].append("release build failed without an error line:\n" + text[-2000:])
        report["release ok"] = code == 0
    extended = extended_types()
    counts["types with generated code"] = len(set(extended) & {r["type"] for r in records})
    counts["generated files"] = sum(1 for file in generated_files() if file.endswith("+ListGen.swift"))
    report["targets"] = [(t, sum(1 for f in os.listdir(os.path.join(folder, GENERATED_FOLDER)) if f.endswith("+ListGen.swift"))
                          if os.path.isdir(os.path.join(folder, GENERATED_FOLDER)) else 0) for t, folder in targets]

    if report.get("debug ok"):
        code, build_errors, seconds, text = build(original, "debug", probe_only=probe_only)
        report["timings"]["original build"] = seconds
        if code != 0:
            report["details"].append("the original package with the probe does not build:\n" + text[-2000:])
            counts["probe failures"] += 1
        else:
            code_a, facts_a, err_a = run_probe(annotated, "debug")
            code_o, facts_o, err_o = run_probe(original, "debug")
            if code_a != 0 or code_o != 0:
                counts["probe failures"] += 1
                report["details"].append("probe exited %d (annotated) / %d (original): %s %s" % (code_a, code_o, err_a[-500:], err_o[-500:]))
            probe, details = compare_probes(facts_o, facts_a)
            report["probe"] = probe
            report["details"] += details

    # Then as committed code is generated: without source locations, where a compiler error
    # in generated code stays there. The annotations are those the user kept above.
    if report.get("release ok"):
        regenerate(locations=False)
        for configuration in ("debug", "release"):
            code, build_errors, seconds, text = build(annotated, configuration, warnings, probe_only)
            report["timings"]["%s build without source locations" % configuration] = seconds
            counts["compile errors in generated code (without source locations)"] += sum(
                1 for e in build_errors if e[0].startswith(generated_prefixes))
            for path, line, message in build_errors:
                report["details"].append("%s build without source locations: %s:%d: %s" % (configuration, path, line, message))
            report["%s ok without source locations" % configuration] = code == 0
            if code != 0 and not build_errors:
                report["details"].append("%s build without source locations failed without an error line:\n%s"
                                         % (configuration, text[-2000:]))
    in_generated = sorted(w for w in warnings if w[0].startswith(generated_prefixes))
    counts["warnings in generated code"] = len(in_generated)
    for path, line, message in in_generated:
        report["details"].append("warning in generated code: %s:%d: %s" % (path, line, message))
    return report


def remove_annotations(errors, records, owners, report, counts):
    """For compiler errors at the user's lines, removes the annotation of the type each
    stands in (as a user would), and returns whether any was removed."""
    by_path = collections.defaultdict(list)
    for record in records:
        by_path[os.path.abspath(record["path"])].append(record)
    to_remove = {}
    for path, line, message in errors:
        candidates = [r for r in by_path.get(path, []) if not r.get("removed")]
        owner = owners.get((path, line))
        record = next((r for r in candidates if r["type"] == owner), None)
        if record is None:
            # An error at an annotation line (a conformance's) belongs to the type below it.
            record = next((r for r in candidates
                           if r["line"] - (2 if r["annotation"].startswith("item, ") else 1) <= line < r["line"]), None)
        if record is None:
            above = [r for r in candidates if r["line"] <= line]
            record = max(above, key=lambda r: r["line"]) if above else None
        counts["compile errors at annotated types' lines (imported types)"] += 1
        report["details"].append("compiler error at the user's line: %s:%d: %s" % (path, line, message))
        if record is not None:
            to_remove[(path, record["line"])] = record
    for (path, line), record in sorted(to_remove.items(), key=lambda item: (item[0][0], -item[0][1])):
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            lines = f.read().split("\n")
        count = 2 if record["annotation"].startswith("item, ") else 1
        # The record's line is the declaration's, its annotations right above it.
        start = record["line"] - 1 - count
        if all(lines[start + k].lstrip().startswith("// listgen: ") for k in range(count)):
            del lines[start:start + count]
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write("\n".join(lines))
            record["removed"] = True
            counts["annotations removed after a compiler error"] += 1
            for other in by_path[path]:
                if other["line"] > start + 1:
                    other["line"] -= count
    return bool(to_remove)


def print_report(report):
    counts = report["counts"]
    print("")
    print("== %s %s (%s): %s" % (report["name"], report["tag"], report["domain"],
                                 ", ".join("%s: %d generated files" % target for target in report.get("targets", []))))
    rows = [
        ("types annotated", counts["types annotated"]),
        ("types with generated code", counts["types with generated code"]),
        ("listgen crashes", counts["listgen crashes"]),
        ("compile errors in generated code, debug / release", "%d / %d" % (
            counts["compile errors in generated code (debug)"], counts["compile errors in generated code (release)"])),
        ("compiler errors at the user's lines (imported types)", counts["compile errors at annotated types' lines (imported types)"]),
        ("code for a type with errors", counts["code for a type with errors"]),
        ("debug / release build", "%s / %s" % ("ok" if report.get("debug ok") else "FAILED",
                                                "ok" if report.get("release ok") else "FAILED")),
        ("without source locations: errors in generated code, debug / release build", "%d, %s / %s" % (
            counts["compile errors in generated code (without source locations)"],
            "ok" if report.get("debug ok without source locations") else "FAILED",
            "ok" if report.get("release ok without source locations") else "FAILED")),
        ("warnings in generated code (every build)", counts["warnings in generated code"]),
    ]
    probe = report.get("probe", collections.Counter())
    rows += [
        ("probe: types seen / with an existing == / items", "%d / %d / %d" % (
            probe["types probed"], probe["types with an existing =="], probe["items probed"])),
        ("probe: types with a generated == (laws checked)", probe["types with a generated =="]),
        ("existing == or hash changed", probe["existing == changed"] + probe["existing hash changed"]),
        ("items identified by object", probe["items identified by object"]),
        ("generated == not reflexive, or hash disagreeing", probe["generated == not reflexive"] + probe["generated hash disagrees with =="]),
        ("items whose content equality differs from ==", probe["items whose content equality differs from =="]),
    ]
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print("  %-*s  %s" % (width, label, value))
    print("  listgen diagnostics by message:")
    for (severity, message), count in sorted(report["diagnostics"].items(), key=lambda item: (-item[1], item[0])):
        print("    %4d  %s: %s" % (count, severity, message))
    if report["details"]:
        print("  details:")
        for line in report["details"]:
            print("    " + line.replace("\n", "\n      "))


def failures(report):
    counts = report["counts"]
    probe = report.get("probe", collections.Counter())
    return (counts["listgen crashes"] + counts["compile errors in generated code (debug)"]
            + counts["compile errors in generated code (release)"] + counts["code for a type with errors"]
            + counts["build failures without an error line"] + counts["probe failures"]
            + probe["existing == changed"] + probe["existing hash changed"] + probe["items identified by object"]
            + probe["generated == not reflexive"] + probe["generated hash disagrees with =="]
            + counts["compile errors in generated code (without source locations)"] + counts["warnings in generated code"]
            + (0 if all(report.get(key) for key in ("debug ok", "release ok", "debug ok without source locations",
                                                    "release ok without source locations")) else 1))


CONTROL_SOURCE = r"""
public struct Pair: Equatable {
    public var a: Int
    public var b: Int
    public init(a: Int, b: Int) { self.a = a; self.b = b }
}

public struct Key { public var raw: Int; public init(raw: Int) { self.raw = raw } }

public final class Node {
    public let id: Key
    public var title: String
    public init(id: Key, title: String) { self.id = id; self.title = title }
}
"""

# What listgen once generated for such types (issue 22): `hashable(ignore: [b])` replacing
# the type's synthesized `==`, and a class whose ID is not Hashable, identified by object.
CONTROL_BROKEN = r"""
import ListKit

extension Pair: Hashable {
    public static func == (lhs: Pair, rhs: Pair) -> Bool { lhs.a == rhs.a }
    public func hash(into hasher: inout Hasher) { hasher.combine(a) }
}

extension Node: ListKit.Diffable {
    public func isContentEqual(to source: Node) -> Bool { title == source.title }
}
"""

CONTROL_PRODUCE = r"""
import Control

func produce() -> [Any] {
    [Pair(a: 1, b: 1), Pair(a: 1, b: 2), Pair(a: 2, b: 2), Node(id: Key(raw: 1), title: "a")]
}
"""


def control(args, work):
    """The probe's negative control: a package whose 'generated' code changes meaning the
    ways listgen once did must be caught, or the check proves nothing."""
    manifest = ('// swift-tools-version:5.9\nimport PackageDescription\n\n'
                'let package = Package(name: "Control", products: [.library(name: "Control", targets: ["Control"])],\n'
                '                      targets: [.target(name: "Control")])\n')
    copies = {}
    for name in ("original", "annotated"):
        package = os.path.join(work, "Control", name)
        os.makedirs(os.path.join(package, "Sources", "Control"))
        with open(os.path.join(package, "Package.swift"), "w") as f:
            f.write(manifest)
        with open(os.path.join(package, "Sources", "Control", "Control.swift"), "w") as f:
            f.write(CONTROL_SOURCE)
        copies[name] = package
    with open(os.path.join(copies["annotated"], "Sources", "Control", "Broken.swift"), "w") as f:
        f.write(CONTROL_BROKEN)
    link = os.path.join(work, "listgen")
    if not os.path.exists(link):
        os.symlink(args.root, link)
    patch_manifest(copies["original"], [], ["Control"], None, CONTROL_PRODUCE)
    patch_manifest(copies["annotated"], ["Control"], ["Control"], link, CONTROL_PRODUCE)
    for package in copies.values():
        code, errors, _, text = build(package, "debug")
        if code != 0:
            return ["the control package does not build:\n" + text[-1500:]]
    _, facts_annotated, _ = run_probe(copies["annotated"], "debug")
    _, facts_original, _ = run_probe(copies["original"], "debug")
    found, _ = compare_probes(facts_original, facts_annotated)
    missed = [what for what in ("existing == changed", "items identified by object") if found[what] == 0]
    return ["the probe missed: " + what for what in missed]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--listgen", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--mirror", default=os.environ.get("MIRROR", "/opt/swift-packages"))
    parser.add_argument("--ci", action="store_true", help="only the packages marked for CI")
    parser.add_argument("names", nargs="*")
    args = parser.parse_args()
    chosen = [p for p in PACKAGES if (not args.names or p["repository"].split("/")[1] in args.names)
              and (not args.ci or p.get("ci"))]
    problems = control(args, args.work)
    print("probe control (a package whose generated code changes meaning must be caught): %s"
          % ("; ".join(problems) if problems else "caught an == replaced and a class identified by object"))
    sys.stdout.flush()
    reports = []
    for spec in chosen:
        started = time.time()
        try:
            report = check_package(spec, args, args.work)
        except Exception as error:  # a setup failure is reported, and fails the run
            report = {"name": spec["repository"].split("/")[1], "tag": spec["tag"], "domain": spec["domain"],
                      "counts": collections.Counter({"probe failures": 1}), "diagnostics": collections.Counter(),
                      "details": ["setup failed: %r" % error]}
        report["seconds"] = time.time() - started
        print_report(report)
        sys.stdout.flush()
        reports.append(report)
    print("")
    print("| package | domain | types annotated | with code | listgen errors | warnings | compile errors in generated code | warnings in generated code | errors at user lines | crashes | meaning changes | s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for report in reports:
        counts = report["counts"]
        probe = report.get("probe", collections.Counter())
        errors = sum(n for (severity, _), n in report["diagnostics"].items() if severity == "error")
        warnings = sum(n for (severity, _), n in report["diagnostics"].items() if severity == "warning")
        meaning = (probe["existing == changed"] + probe["existing hash changed"] + probe["items identified by object"]
                   + probe["generated == not reflexive"] + probe["generated hash disagrees with =="]
                   + counts["code for a type with errors"])
        print("| %s %s | %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %.0f |" % (
            report["name"], report["tag"], report["domain"], counts["types annotated"], counts["types with generated code"],
            errors, warnings, counts["compile errors in generated code (debug)"] + counts["compile errors in generated code (release)"]
            + counts["compile errors in generated code (without source locations)"], counts["warnings in generated code"],
            counts["compile errors at annotated types' lines (imported types)"], counts["listgen crashes"], meaning,
            report["seconds"]))
    failed = [r["name"] for r in reports if failures(r)] + (["the probe control"] if problems else [])
    print("")
    print("real-code check: %s" % ("FAILED: " + ", ".join(failed) if failed else "passed (%d packages)" % len(reports)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
