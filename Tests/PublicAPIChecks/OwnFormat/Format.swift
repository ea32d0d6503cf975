// A package's own `String(format:)`, as real packages declare one on Linux where they do not
// import Foundation: its uses must stay unambiguous once a file of the module imports
// ListKit (Scripts/check-public-api.sh compiles this folder as one module). Only the standard
// library is used here: a Foundation that ListKit leaked would make these calls ambiguous.
extension String {
    init(format: String, _ arguments: any CVarArg...) {
        var parts = format.split(separator: "%", omittingEmptySubsequences: false).map(String.init)
        for index in parts.indices.dropFirst() where index - 1 < arguments.count {
            parts[index] = "\(arguments[index - 1])" + parts[index].dropFirst()
        }
        self = parts.joined()
    }
}

func describe(count: Int) -> String {
    String(format: "%d items", count)
}
