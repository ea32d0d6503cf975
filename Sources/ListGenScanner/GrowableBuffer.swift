/// An append-only buffer of plain values for the lexer's hot path: `Array.append` pays a
/// uniqueness check per call, this pays one compare. The memory is freed when the last
/// copy of the buffer goes away (copies share it, like a reference).
struct GrowableBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    private let allocation: Allocation

    /// Owns the current memory block and frees it on deinit.
    private final class Allocation {
        var pointer: UnsafeMutablePointer<Element>

        init(_ pointer: UnsafeMutablePointer<Element>) {
            self.pointer = pointer
        }

        deinit {
            pointer.deallocate()
        }
    }

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
        allocation = Allocation(base)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        allocation.pointer = bigger
        capacity *= 2
    }

    /// Drops elements from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = min(count, max(0, newCount))
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    var isEmpty: Bool { count == 0 }

    /// The elements; valid while this buffer (or a copy of it) is alive.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}
