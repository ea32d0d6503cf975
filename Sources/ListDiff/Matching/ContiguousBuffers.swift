/// Runs `body` on contiguous buffers of `old` and `new`, copying only collections without
/// contiguous storage: the diff reads elements in place, through buffers.
@inlinable
func withContiguousBuffers<C: Collection, R>(
    _ old: C, _ new: C,
    _ body: (UnsafeBufferPointer<C.Element>, UnsafeBufferPointer<C.Element>) -> R
) -> R {
    let direct = old.withContiguousStorageIfAvailable { oldBuffer in
        new.withContiguousStorageIfAvailable { newBuffer in body(oldBuffer, newBuffer) }
    }
    if let result = direct ?? nil { return result }
    return ContiguousArray(old).withUnsafeBufferPointer { oldBuffer in
        ContiguousArray(new).withUnsafeBufferPointer { newBuffer in body(oldBuffer, newBuffer) }
    }
}
