/// A few offsets kept inline, spilled into an array when full (see
/// ``IDMatching/confirmCandidates(_:_:table:function:oldHasDuplicates:oldForNew:newForOld:updatedTargets:)``).
@usableFromInline
struct UpdateBuffer {
    @usableFromInline var count = 0
    @usableFromInline var offsets: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
    )

    @inlinable
    init() {}

    @inlinable
    @inline(__always)
    mutating func append(_ offset: Int, spillingInto array: inout [Int]) {
        withUnsafeMutableBytes(of: &offsets) { $0.storeBytes(of: offset, toByteOffset: count &* MemoryLayout<Int>.stride, as: Int.self) }
        count &+= 1
        if count == 16 { spill(into: &array) }
    }

    @inlinable
    mutating func spill(into array: inout [Int]) {
        withUnsafeBytes(of: &offsets) { array.append(contentsOf: $0.bindMemory(to: Int.self).prefix(count)) }
        count = 0
    }
}
