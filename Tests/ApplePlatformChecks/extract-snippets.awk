# Extracts the ```swift blocks of Markdown files that face UIKit or SwiftUI, for
# Scripts/check-apple-platforms.sh (which documents the markers). POSIX awk.
#
# Input: Markdown files. Variable `dir`: where to write one Swift file per block to compile.
# Output, one line per UI-facing block, tab-separated:
#   compile <swift file> <md file:line> -
#   skip    -            <md file:line> <reason>
#   error   -            <md file:line> <what is wrong and what to do>
# Blocks that neither import UIKit/SwiftUI nor mention their types print nothing.

function reset_block() {
    in_block = 0
    count = 0
    marker = ""
}

function trim(text) {
    sub(/^[ \t]+/, "", text)
    sub(/[ \t]+$/, "", text)
    return text
}

function report(status, file, detail) {
    printf "%s\t%s\t%s:%d\t%s\n", status, file, FILENAME, start, detail
}

# Parses `marker` into uses_list, statements, skip_reason; returns "" or an error.
function parse_marker(   options, n, i, option, word) {
    uses_list = ""
    statements = 0
    skip_reason = ""
    if (marker == "") return ""
    n = split(marker, options, ";")
    for (i = 1; i <= n; i++) {
        option = trim(options[i])
        if (option == "") continue
        word = option
        sub(/[ \t].*$/, "", word)
        if (word == "statements" && option == "statements") {
            statements = 1
        } else if (word == "uses") {
            option = trim(substr(option, 5))
            if (option !~ /^[A-Za-z_][A-Za-z0-9_]*$/) return "'uses' takes one module name"
            uses_list = uses_list option " "
        } else if (word == "skip") {
            skip_reason = trim(substr(option, 5))
            if (skip_reason == "") return "'skip' needs a reason"
        } else {
            return "unknown apple-check option '" option "' (options: uses MODULE, statements, skip REASON)"
        }
    }
    return ""
}

function is_import(line) {
    return line ~ /^[ \t]*(@[A-Za-z_]+[ \t]+)*import[ \t]+/
}

function finish_block(   i, imports_ui, mentions_ui, problem, name, path, line, n, modules, m) {
    imports_ui = 0
    mentions_ui = 0
    for (i = 1; i <= count; i++) {
        line = lines[i]
        if (is_import(line) && line ~ /import[ \t]+(UIKit|SwiftUI)([ \t.;]|$)/) imports_ui = 1
        if (line ~ /(^|[^A-Za-z0-9_])UI[A-Z][A-Za-z]+/ || line ~ /some[ \t]+View([^A-Za-z0-9_]|$)/) mentions_ui = 1
    }
    problem = parse_marker()
    if (problem != "") { report("error", "-", problem); return }
    if (skip_reason != "") { report("skip", "-", skip_reason); return }
    if (!imports_ui && marker == "") {
        if (mentions_ui) report("error", "-", "uses UIKit or SwiftUI types but imports neither: add the import, or an '<!-- apple-check: ... -->' marker saying how to complete it")
        return
    }
    snippet_count++
    name = FILENAME
    gsub(/[^A-Za-z0-9]/, "_", name)
    path = dir "/" name "_" start ".swift"
    n = split(uses_list, modules, " ")
    for (m = 1; m <= n; m++) if (modules[m] != "") print "import " modules[m] > path
    if (statements) {
        # Imports cannot stand inside a function: hoist them, keep the line count.
        for (i = 1; i <= count; i++) if (is_import(lines[i])) print lines[i] > path
        print "@MainActor func appleCheckSnippet() async throws {" > path
    }
    printf "#sourceLocation(file: \"%s\", line: %d)\n", FILENAME, start + 1 > path
    for (i = 1; i <= count; i++) {
        if (statements && is_import(lines[i])) print "" > path
        else print lines[i] > path
    }
    print "#sourceLocation()" > path
    if (statements) print "}" > path
    close(path)
    report("compile", path, "-")
}

FNR == 1 {
    reset_block()
    previous = ""
    other_fence = 0
}

{
    if (in_block) {
        if ($0 ~ /^ *```[ \t]*$/) {
            finish_block()
            reset_block()
        } else {
            lines[++count] = $0
        }
        next
    }
    if (other_fence) {
        if ($0 ~ /^ *```[ \t]*$/) other_fence = 0
        next
    }
    if ($0 ~ /^ *```[ \t]*swift[ \t]*$/) {
        in_block = 1
        count = 0
        start = FNR
        marker = ""
        if (previous ~ /^[ \t]*<!--[ \t]*apple-check:.*-->[ \t]*$/) {
            marker = previous
            sub(/^[ \t]*<!--[ \t]*apple-check:/, "", marker)
            sub(/-->[ \t]*$/, "", marker)
            marker = trim(marker)
            if (marker == "") marker = " "
        }
    } else if ($0 ~ /^ *```/) {
        other_fence = 1
    }
    previous = $0
}
