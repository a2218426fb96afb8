#if canImport(Glibc)
    import Glibc
    import Synchronization

    /// A file mapped from the page cache under a read lease, so that another process cannot
    /// truncate it under the mapping: the kernel holds a process that opens the file for writing
    /// or truncates it back and signals this one, whose handler first replaces the mapping, at the
    /// same address and atomically, by a private copy of the same bytes (an unlinked file beside
    /// the original), then gives the lease up. Readers never see a difference and never fault.
    ///
    /// Mapping costs no copy and no page allocation (reading a 3 MB file into fresh memory costs
    /// more than the search it serves), so small index files are mapped this way rather than read.
    /// One lease at a time per process: `map` returns nil while another is held, when the file
    /// system or the process cannot take a lease (another owner, the file open for writing), or
    /// when the process set its own SIGIO handler; the caller then reads the file instead.
    enum FileLease {
        /// `F_SETLEASE` and `F_SETSIG` (Linux; not exported to Swift).
        private static let setLease: Int32 = 1024
        private static let setSignal: Int32 = 10

        /// `vacant` → `settingUp` → `held` ⇄ `copying` (the handler) → `held` → `releasing` → `vacant`.
        private static let vacant = 0, settingUp = 1, held = 2, copying = 3, releasing = 4
        private static let state = Atomic<Int>(vacant)
        // The held lease, written only while `state` is `settingUp` (published by storing `held`).
        nonisolated(unsafe) private static var descriptor: Int32 = -1
        nonisolated(unsafe) private static var base: UnsafeMutableRawPointer?
        nonisolated(unsafe) private static var count = 0
        /// Where the handler writes the copy (created and unlinked at once).
        nonisolated(unsafe) private static var copyPath: UnsafeMutablePointer<CChar>?

        /// Maps the `size` bytes of the regular file open as `fd` (at `path`) under the process's
        /// lease; nil when no lease can be had. The mapping stays valid until `release` (which `fd`
        /// must outlive). Its pages are not populated up front: the threads that read them fault
        /// them in, 16 at a time, each its own.
        static func map(_ fd: Int32, path: String, size: Int) -> UnsafeRawBufferPointer? {
            guard state.compareExchange(expected: vacant, desired: settingUp, ordering: .acquiring).exchanged else { return nil }
            guard installHandler(),
                let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapping != MAP_FAILED
            else {
                state.store(vacant, ordering: .releasing)
                return nil
            }
            free(copyPath)
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "."
            copyPath = strdup(folder + "/.recipes-lease-copy-\(getpid())")
            descriptor = fd
            base = mapping
            count = size
            state.store(held, ordering: .releasing)
            // Taken after publishing, so that a break arriving at once finds the mapping; signalled to
            // the process, not to this thread (the kernel's default), which may be gone by then. The
            // size is checked again under the lease: a truncation before it would leave pages beyond the end.
            var info = stat()
            guard fcntl(fd, setSignal, SIGIO) == 0, fcntl(fd, setLease, Int32(F_RDLCK)) == 0, fcntl(fd, F_SETOWN, getpid()) == 0,
                fstat(fd, &info) == 0, Int(info.st_size) == size
            else {
                release()
                return nil
            }
            return UnsafeRawBufferPointer(start: mapping, count: size)
        }

        /// Gives the lease up and unmaps the file (waiting for a handler copying it on another thread).
        static func release() {
            while !state.compareExchange(expected: held, desired: releasing, ordering: .acquiring).exchanged {
                sched_yield()
            }
            _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
            munmap(base, count)
            descriptor = -1
            base = nil
            count = 0
            state.store(vacant, ordering: .releasing)
        }

        /// Installs `onBreak` for SIGIO unless the process handles SIGIO itself; false then.
        private static func installHandler() -> Bool {
            var current = sigaction()
            guard sigaction(SIGIO, nil, &current) == 0 else { return false }
            let installed = unsafeBitCast(current.__sigaction_handler, to: Int.self)
            let ours = unsafeBitCast(onBreak, to: Int.self)
            if installed == ours { return true }
            guard installed == 0 else { return false }  // 0: SIG_DFL
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = onBreak
            action.sa_flags = SA_SIGINFO | SA_RESTART
            sigemptyset(&action.sa_mask)
            return sigaction(SIGIO, &action, nil) == 0
        }

        /// The lease is being broken: copy, swap the copy in, give the lease up. Only system calls
        /// (async-signal-safe); a signal for another descriptor, or one arriving while the lease is
        /// set up or released, is left alone (`release` gives the lease up itself).
        private static let onBreak: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
            _, info, _ in
            guard let info, state.compareExchange(expected: held, desired: copying, ordering: .acquiring).exchanged else { return }
            defer { state.store(held, ordering: .releasing) }
            guard info.pointee._sifields._sigpoll.si_fd == descriptor, let base else { return }
            swapInCopy(base)
            _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
        }

        /// Writes the mapped bytes to an unlinked file and maps it over them (one atomic `mmap`);
        /// on any failure the mapping is left as it is.
        private static func swapInCopy(_ base: UnsafeMutableRawPointer) {
            guard let copyPath else { return }
            let copy = open(copyPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard copy >= 0 else { return }
            unlink(copyPath)
            defer { close(copy) }
            guard transferWhole(count, { write(copy, base + $0, count - $0) }).done == count else { return }
            _ = mmap(base, count, PROT_READ, MAP_SHARED | MAP_FIXED, copy, 0)
        }
    }
#endif
