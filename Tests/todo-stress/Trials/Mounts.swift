import Foundation

/// The mounts the disk faults need: a tiny tmpfs that fills up, and a read-only bind mount
/// that refuses writes even to root. Both need CAP_SYS_ADMIN (root on a VM; not in most
/// containers).
enum Mounts {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Mounts a tmpfs of `bytes` (whole pages) on the folder `path`.
    static func tmpfs(at path: String, bytes: Int) throws(Failure) {
        #if os(Linux)
            guard mount("tmpfs", path, "tmpfs", 0, "size=\(bytes),mode=0700") == 0 else {
                throw Failure(description: "mount -t tmpfs: " + String(cString: strerror(errno)))
            }
        #else
            throw Failure(description: "tmpfs is Linux only")
        #endif
    }

    /// Makes the folder `path` read-only by mounting it on itself, read-only.
    static func bindReadOnly(_ path: String) throws(Failure) {
        #if os(Linux)
            guard mount(path, path, nil, UInt(MS_BIND), nil) == 0 else {
                throw Failure(description: "mount --bind: " + String(cString: strerror(errno)))
            }
            guard mount(nil, path, nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY), nil) == 0 else {
                let reason = String(cString: strerror(errno))
                unmount(path)
                throw Failure(description: "mount -o remount,ro: " + reason)
            }
        #else
            throw Failure(description: "bind mounts are Linux only")
        #endif
    }

    static func unmount(_ path: String) {
        #if os(Linux)
            _ = umount2(path, Int32(MNT_DETACH))
        #endif
    }

    /// Nil when this process may mount, else why not: mounts and unmounts a probe tmpfs.
    static func unavailability(probeIn folder: String) -> String? {
        let probe = folder + "/mount-probe"
        try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: probe) }
        do {
            try tmpfs(at: probe, bytes: 16384)
        } catch {
            return error.description
        }
        unmount(probe)
        return nil
    }
}
