/// Generic requirements gathered from several compared values, each path once with the
/// strongest need any of them has (`Hashable` over `Equatable`), in the order first seen.
struct RequirementList {
    private(set) var paths: [String] = []
    private var needs: [String: Need] = [:]

    var isEmpty: Bool { paths.isEmpty }

    /// `path` must meet `need` (and whatever it was asked to meet before).
    mutating func add(_ path: String, _ need: Need) {
        guard let known = needs[path] else {
            paths.append(path)
            needs[path] = need
            return
        }
        if need == .hashable, known == .equatable { needs[path] = .hashable }
    }

    mutating func add(_ requirements: [ConformanceFacts.Requirement]) {
        for requirement in requirements { add(requirement.path, requirement.need) }
    }

    /// The need of `path`, if it was added.
    func need(of path: String) -> Need? { needs[path] }

    /// Each path with its need, in the order first added.
    var requirements: [ConformanceFacts.Requirement] {
        paths.map { ConformanceFacts.Requirement(path: $0, need: needs[$0] ?? .equatable) }
    }
}
