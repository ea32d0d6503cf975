import Foundation
import Testing

/// SIGTERM, SIGINT and SIGHUP while `generate` writes: the file being written is finished,
/// no temporary file is left behind, and the process dies of the signal (a shell shows
/// 128 + its number). `Scripts/check-kill-safety.sh 200 SEED TERM` does the same at length.
@Suite(.serialized) struct InterruptTests {
    /// Enough output that the write phase lasts a while, in few input files (quick to set up).
    static func writeInputs(_ scratch: Scratch) throws {
        for file in 0..<300 {
            let types = (0..<6).map { "// listgen: item\nstruct M\(file)x\($0) { let id: Int; var title: String; var count: Int }\n" }
            try scratch.write("in/M\(file).swift", types.joined())
        }
    }

    /// Starts `process` with the signals unblocked: a child inherits its starter's signal
    /// mask, and test threads (Dispatch's) block them, so a child started from one would
    /// never see a signal, with or without handlers.
    static func runUnblocked(_ process: Process) throws {
        var signals = sigset_t()
        var previous = sigset_t()
        sigemptyset(&signals)
        for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    @Test(
        "a signal during the writes leaves complete files and no temporary file, and ends the process by that signal",
        arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalDuringWrites(_ signalNumber: Int32) throws {
        let scratch = try Scratch()
        try Self.writeInputs(scratch)
        #expect(try scratch.listgen("generate", "--quiet", "--output", "expected", "in", timeLimit: 120).status == 0)
        var interrupted = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6 {
            let output = "o\(round)"
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["generate", "--quiet", "--output", output, "in"]
            process.currentDirectoryURL = scratch.url
            try Self.runUnblocked(process)
            // Aim at the writes: wait for the output folder, made just before them.
            while process.isRunning && !scratch.exists(output) { usleep(200) }
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                interrupted += 1
                #expect(process.terminationStatus == signalNumber)
            } else {
                #expect(process.terminationStatus == 0)
            }
            let names = scratch.list(output)
            #expect(!names.contains { $0.hasPrefix(".listgen-tmp-") }, "round \(round): \(names.filter { $0.hasPrefix(".") })")
            for name in names { #expect(scratch.read("\(output)/\(name)") == scratch.read("expected/\(name)"), "round \(round): \(name)") }
        }
        #expect(interrupted > 0, "no signal arrived while generate ran")
    }

    @Test("a signal ignored when listgen starts (nohup, a background job) stays ignored")
    func ignoredSignalStaysIgnored() throws {
        let scratch = try Scratch()
        try Self.writeInputs(scratch)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' INT; exec \"$0\" generate --quiet --output o in", CLI.binary.path]
        process.currentDirectoryURL = scratch.url
        try Self.runUnblocked(process)
        // Signals all along the writes (the shell has run its trap by then): any one would
        // end the run if it were not ignored.
        while process.isRunning && !scratch.exists("o") { usleep(200) }
        var sent = 0
        while process.isRunning {
            kill(process.processIdentifier, SIGINT)
            sent += 1
            usleep(1000)
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(scratch.list("o").count == 301)
        #expect(sent > 1)
    }
}
