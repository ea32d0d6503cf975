#!/usr/bin/env python3
"""Makes an annotation stress copy of real Swift files: every comment becomes a listgen annotation.

Usage: Tools/scan-reference/annotate-corpus.py SOURCE_DIR DEST_DIR

Real code has no `// listgen:` comments, so the corpus alone never exercises the
annotation rules. This copies every *.swift file below SOURCE_DIR to DEST_DIR with
each comment's text prefixed by `listgen:` (code, strings and line structure are left
untouched, so declarations, lines and everything else stay as they were):

  // text        -> // listgen: text     (every 7th line comment: //listgen:text)
  /// text       -> /// listgen: text
  /* a\\n * b */  -> /* listgen: a\\n * listgen: b */

License headers, doc comments, MARK lines, trailing comments, comments between
attributes and keywords, blank lines between comment blocks: all the real shapes of
comments then test the spec's annotation rules. Deterministic; stdlib only.
"""
import os
import sys


def transform(text):
    out = []
    i = 0
    n = len(text)
    line_comments = 0
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = i
            while end < n and text[end] not in "\r\n":
                end += 1
            comment = text[i:end]
            prefix = "///" if comment.startswith("///") and not comment.startswith("////") else "//"
            body = comment[len(prefix):]
            line_comments += 1
            if line_comments % 7 == 0:
                out.append(prefix + "listgen:" + body.strip())
            else:
                out.append(prefix + " listgen: " + body.lstrip(" "))
            i = end
        elif text.startswith("/*", i):
            end = block_comment_end(text, i)
            out.append(annotate_block(text[i:end]))
            i = end
        elif c == '"' or (c == "#" and raw_string_start(text, i)):
            end = string_end(text, i)
            out.append(text[i:end])
            i = end
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_comment_end(text, start):
    depth = 0
    i = start
    while i < len(text):
        if text.startswith("/*", i):
            depth += 1
            i += 2
        elif text.startswith("*/", i):
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return len(text)


def annotate_block(comment):
    lines = comment.replace("\r\n", "\n").split("\n")
    # Keep the original line ends: split again on the original text.
    pieces = []
    rest = comment
    for index in range(len(lines)):
        if index == len(lines) - 1:
            pieces.append((rest, ""))
            break
        cut = min([p for p in (rest.find("\r\n"), rest.find("\n"), rest.find("\r")) if p >= 0])
        ending = "\r\n" if rest.startswith("\r\n", cut) else rest[cut]
        pieces.append((rest[:cut], ending))
        rest = rest[cut + len(ending):]
    result = []
    for index, (line, ending) in enumerate(pieces):
        head = 0
        if index == 0:
            head = 3 if line.startswith("/**") else 2
        while head < len(line) and line[head] in " \t*":
            head += 1
        body = line[head:]
        if body and not body.startswith("*/") and not body.startswith("/*"):
            line = line[:head] + "listgen: " + body
        result.append(line + ending)
    return "".join(result)


def raw_string_start(text, i):
    j = i
    while j < len(text) and text[j] == "#":
        j += 1
    return j < len(text) and text[j] == '"'


def string_end(text, start):
    """End of a string literal starting at `start` (raw, multi-line and interpolated forms)."""
    i = start
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    closing_hashes = "#" * hashes
    if text.startswith('"""', i):
        terminator = '"""' + closing_hashes
        i += 3
        multiline = True
    else:
        terminator = '"' + closing_hashes
        i += 1
        multiline = False
    escape = "\\" + closing_hashes
    while i < len(text):
        if text.startswith(escape, i):
            after = i + len(escape)
            if text.startswith("(", after):
                i = interpolation_end(text, after)
                continue
            i = after + 1
            continue
        if text.startswith(terminator, i):
            return i + len(terminator)
        if not multiline and text[i] in "\r\n":
            return i
        i += 1
    return len(text)


def interpolation_end(text, open_paren):
    depth = 0
    i = open_paren
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"' or (c == "#" and raw_string_start(text, i)):
            i = string_end(text, i)
            continue
        i += 1
    return len(text)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    source, dest = sys.argv[1], sys.argv[2]
    count = 0
    for directory, folders, files in os.walk(source):
        folders.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            target = os.path.join(dest, os.path.relpath(path, source))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(path, "rb") as f:
                text = f.read().decode("utf-8", "surrogateescape")
            with open(target, "wb") as f:
                f.write(transform(text).encode("utf-8", "surrogateescape"))
            count += 1
    print("annotate-corpus: %d files" % count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
