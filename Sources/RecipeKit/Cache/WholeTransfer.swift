#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Repeats `step(done)`, one `read` or `write` of the bytes from offset `done` on, until `count`
/// bytes have gone through, a call returns 0 (the end of the file) or a call fails; a call that a
/// signal interrupted (`EINTR`) is made again. `done`: how many bytes went through; `failed`: a
/// call failed (`errno` says why).
func transferWhole(_ count: Int, _ step: (_ done: Int) -> Int) -> (done: Int, failed: Bool) {
    var done = 0
    while done < count {
        let n = step(done)
        if n < 0, errno == EINTR { continue }
        if n < 0 { return (done, true) }
        if n == 0 { break }
        done += n
    }
    return (done, false)
}
