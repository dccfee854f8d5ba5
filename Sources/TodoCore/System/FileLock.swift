#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on a lock file, held from reading the store to writing it back, so that
/// concurrent `todo` processes take turns instead of losing each other's changes.
///
/// The lock file is never deleted (deleting a lock file others may hold opens a race); `flock`
/// rather than `fcntl`, because on Linux the two do not see each other.
struct FileLock {
    private let file: FileDescriptor

    /// Why a lock could not be had.
    enum Failure: Error {
        case timedOut
        case system(SystemError)
    }

    /// Waits up to `timeout` for the lock, trying every millisecond or few.
    static func acquire(_ path: FilePath, timeoutSeconds: Double) throws(Failure) -> FileLock {
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(path.string, O_RDWR | O_CREAT, mode: 0o600)
        } catch {
            throw .system(error)
        }
        let deadline = SystemClock.monotonicSeconds() + timeoutSeconds
        var pause: Int = 500_000
        while flock(file.rawValue, LOCK_EX | LOCK_NB) != 0 {
            let failure = SystemError("lock", path: path.string)
            guard failure.isWouldBlock || failure.code == EINTR else {
                file.closeIgnoringErrors()
                throw .system(failure)
            }
            guard SystemClock.monotonicSeconds() < deadline else {
                file.closeIgnoringErrors()
                throw .timedOut
            }
            var interval = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&interval, nil)
            pause = min(pause * 2, 4_000_000)
        }
        return FileLock(file: file)
    }

    /// Gives the lock up (closing the file releases it).
    func release() {
        file.closeIgnoringErrors()
    }
}
