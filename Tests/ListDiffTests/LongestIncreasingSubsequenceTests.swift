import ListKitTestSupport
import Testing

@testable import ListDiff

/// The patience sorting under every diff: its branch-free search against a plain lower bound,
/// and the subsequence it collects against a quadratic reference, in 32- and 64-bit values.
@Suite struct LongestIncreasingSubsequenceTests {
    @Test("the four-way search finds the first top not below the value, for every count and position")
    func searchFindsTheLowerBound() throws {
        var random = SeededRandom(seed: 0x4C15)
        for count in 1...200 {
            // Distinct ascending tops with gaps, so values between them are searched too.
            var tops: [Int32] = []
            var top: Int32 = Int32(Int.random(in: 0...3, using: &random))
            for _ in 0..<count {
                tops.append(top)
                top += Int32(Int.random(in: 1...4, using: &random))
            }
            let last = tops[count - 1]
            for value in 0...last {
                let expected = tops.firstIndex { $0 >= value } ?? count
                let found = tops.withUnsafeMutableBufferPointer { tops in
                    LongestIncreasingSubsequence.searchTop(notBelow: value, in: tops.baseAddress.unsafelyUnwrapped, count: count)
                }
                try #require(found == expected, "count \(count), value \(value)")
            }
        }
    }

    @Test("placing values and collecting the piles gives a longest increasing subsequence", arguments: [32, 64])
    func collectsALongestSubsequence(bits: Int) throws {
        var random = SeededRandom(seed: 0x15 &+ UInt64(bits))
        for round in 0..<400 {
            let count = Int.random(in: 0...120, using: &random)
            // Mostly ascending with some values moved, as a diff's survivors are, or at random.
            var values = Array(0..<count)
            let moved = round % 3 == 0 ? count : Int.random(in: 0...max(0, count / 4), using: &random)
            for _ in 0..<moved where count > 1 {
                values.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
            }
            // Inputs without a value (a diff's deletes) among the values, which placing skips.
            var inputs: [Int?] = []
            for value in values {
                while Int.random(in: 0..<4, using: &random) == 0 { inputs.append(nil) }
                inputs.append(value)
            }
            let found: [Int]
            let skipped: [Int]
            if bits == 32 {
                (found, skipped) = subsequence(of: inputs.map { $0.map { Int32($0) } })
            } else {
                (found, skipped) = subsequence(of: inputs)
            }
            try #require(isIncreasingSubsequence(found, of: values), "round \(round): \(found) in \(values)")
            try #require(found.count == longestLength(values), "round \(round): \(values)")
            try #require(skipped == inputs.indices.filter { inputs[$0] == nil }, "round \(round): skipped \(skipped)")
        }
    }

    /// The subsequence of the values among `inputs`, and the inputs skipped, in the order
    /// placing met them.
    private func subsequence<Value: FixedWidthInteger & SignedInteger>(of inputs: [Value?]) -> ([Int], [Int]) {
        let values = inputs.compactMap { $0 }
        let count = values.count
        var chain = [Value](repeating: 0, count: max(1, count))
        var piles = [Value](repeating: 0, count: max(1, count))
        var skipped: [Int] = []
        var length = 0
        chain.withUnsafeMutableBufferPointer { chain in
            let tops = chain.baseAddress.unsafelyUnwrapped
            var rank = 0
            length = LongestIncreasingSubsequence.placeAll(count: inputs.count, onto: tops) { input in
                if inputs[input] == nil { skipped.append(input) }
                return inputs[input]
            } placed: { value, pile in
                precondition(value == values[rank], "placed out of order")
                piles[rank] = Value(pile)
                rank += 1
            }
            precondition(rank == count, "not every value placed")
            values.withUnsafeBufferPointer { values in
                piles.withUnsafeBufferPointer { piles in
                    LongestIncreasingSubsequence.collect(
                        chain: tops, length: length, values: values.baseAddress.unsafelyUnwrapped,
                        piles: piles.baseAddress.unsafelyUnwrapped, count: count)
                }
            }
        }
        return (chain.prefix(length).map { Int($0) }, skipped)
    }

    private func isIncreasingSubsequence(_ found: [Int], of values: [Int]) -> Bool {
        var position = values.startIndex
        for (index, value) in found.enumerated() {
            if index > 0 && found[index - 1] >= value { return false }
            guard let next = values[position...].firstIndex(of: value) else { return false }
            position = next + 1
        }
        return true
    }

    /// The longest strictly increasing run's length, quadratically.
    private func longestLength(_ values: [Int]) -> Int {
        var ending = [Int](repeating: 1, count: values.count)
        for index in values.indices {
            for earlier in 0..<index where values[earlier] < values[index] { ending[index] = max(ending[index], ending[earlier] + 1) }
        }
        return ending.max() ?? 0
    }
}
