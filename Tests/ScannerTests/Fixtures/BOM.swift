struct AfterBOM {
    let a: Int
}
