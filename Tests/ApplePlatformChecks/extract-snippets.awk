# Extracts the ```swift blocks of Markdown files to compile, for Scripts/check-apple-platforms.sh
# (the blocks that face UIKit or SwiftUI) and Scripts/check-snippets.sh (the others), which
# document the markers. POSIX awk.
#
# Input: Markdown files. Variable `dir`: where to write one Swift file per block to compile.
# Variable `mode`: "ui" (default) for the blocks that import UIKit or SwiftUI or carry a
# marker; "plain" for every other block.
# Output, one line per block of the mode, tab-separated:
#   compile <swift file> <md file:line> -
#   skip    -            <md file:line> <reason>
#   error   -            <md file:line> <what is wrong and what to do>
#
# A block marked `continues` is compiled after every earlier compiled block of its file, in
# order (a type an earlier block declared, used by a later one); a `statements` block that
# continues also runs after the earlier `statements` blocks (a value they made).

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
    continues = 0
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
        } else if (word == "continues" && option == "continues") {
            continues = 1
        } else if (word == "uses") {
            option = trim(substr(option, 5))
            if (option !~ /^[A-Za-z_][A-Za-z0-9_]*$/) return "'uses' takes one module name"
            uses_list = uses_list option " "
        } else if (word == "skip") {
            skip_reason = trim(substr(option, 5))
            if (skip_reason == "") return "'skip' needs a reason"
        } else {
            return "unknown apple-check option '" option "' (options: uses MODULE, statements, continues, skip REASON)"
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
    ui = imports_ui || mentions_ui || (marker != "" && uses_list ~ /(ExampleModels|ExampleFeed|FeedScreen|ExampleApp|ExampleMainActorApp)/)
    if (mode == "plain") {
        # The iOS check takes the UI-facing blocks, and reports skips and marker errors.
        if (ui || imports_ui) return
        if (problem != "") { report("error", "-", problem); return }
        if (skip_reason != "") { report("skip", "-", skip_reason); return }
    } else {
        if (problem != "") { report("error", "-", problem); return }
        if (skip_reason != "") { if (ui || marker != "") report("skip", "-", skip_reason); return }
        if (!imports_ui && !ui) {
            if (mentions_ui) report("error", "-", "uses UIKit or SwiftUI types but imports neither: add the import, or an '<!-- apple-check: ... -->' marker saying how to complete it")
            return
        }
    }
    snippet_count++
    name = FILENAME
    gsub(/[^A-Za-z0-9]/, "_", name)
    path = dir "/" name "_" start ".swift"
    n = split(uses_list, modules, " ")
    for (m = 1; m <= n; m++) if (modules[m] != "") print "import " modules[m] > path
    if (continues) {
        for (i = 1; i <= earlier_count; i++) print earlier[i] > path
    }
    if (statements) {
        # Imports cannot stand inside a function: hoist them, keep the line count.
        for (i = 1; i <= count; i++) if (is_import(lines[i])) print lines[i] > path
        print "@MainActor func appleCheckSnippet() async throws {" > path
        if (continues) for (i = 1; i <= earlier_statement_count; i++) print earlier_statements[i] > path
    }
    printf "#sourceLocation(file: \"%s\", line: %d)\n", FILENAME, start + 1 > path
    for (i = 1; i <= count; i++) {
        if (statements && is_import(lines[i])) print "" > path
        else print lines[i] > path
    }
    print "#sourceLocation()" > path
    if (statements) print "}" > path
    close(path)
    if (!statements) {
        earlier[++earlier_count] = sprintf("#sourceLocation(file: \"%s\", line: %d)", FILENAME, start + 1)
        for (i = 1; i <= count; i++) earlier[++earlier_count] = lines[i]
        earlier[++earlier_count] = "#sourceLocation()"
    } else {
        earlier_statements[++earlier_statement_count] = sprintf("#sourceLocation(file: \"%s\", line: %d)", FILENAME, start + 1)
        for (i = 1; i <= count; i++) {
            if (is_import(lines[i])) earlier[++earlier_count] = lines[i]
            earlier_statements[++earlier_statement_count] = is_import(lines[i]) ? "" : lines[i]
        }
        earlier_statements[++earlier_statement_count] = "#sourceLocation()"
    }
    report("compile", path, "-")
}

FNR == 1 {
    reset_block()
    previous = ""
    other_fence = 0
    earlier_count = 0
    earlier_statement_count = 0
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
