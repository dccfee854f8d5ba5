import Foundation

/// A way to make a change fail for want of space or of permission to write, as honestly as the
/// machine allows: each says whether it can be produced here, and why not.
enum DiskFault: String, CaseIterable, CustomStringConvertible {
    /// ENOSPC: the store's folder is a tiny tmpfs, filled up. Needs mount permission.
    case fullTmpfs = "full tmpfs (ENOSPC)"
    /// EFBIG: the child runs under RLIMIT_FSIZE with SIGXFSZ ignored. Works for anyone.
    case fileSizeLimit = "file-size limit (EFBIG)"
    /// EROFS: the store's folder is bind-mounted read-only. Needs mount permission.
    case readOnlyMount = "read-only mount (EROFS)"
    /// EACCES: the child runs as nobody; the folder is root's. Needs root.
    case otherUser = "another user (EACCES)"
    /// EACCES: the folder has no write permission. Needs a user other than root (root ignores it).
    case folderPermissions = "folder without write permission (EACCES)"

    enum Kind: String {
        case fullDisk = "full disk"
        case readOnly = "read-only folder"
    }

    /// The user the `otherUser` fault runs as.
    static let nobody: UInt32 = 65534

    var description: String { rawValue }

    var kind: Kind {
        switch self {
        case .fullTmpfs, .fileSizeLimit: return .fullDisk
        case .readOnlyMount, .otherUser, .folderPermissions: return .readOnly
        }
    }

    /// Nil when this machine can produce the fault, else why not. `folder` is for a probe mount.
    func unavailability(probeIn folder: String) -> String? {
        switch self {
        case .fullTmpfs, .readOnlyMount:
            return Mounts.unavailability(probeIn: folder)
        case .fileSizeLimit:
            return FileManager.default.isExecutableFile(atPath: "/bin/sh") ? nil : "there is no /bin/sh"
        case .otherUser:
            if geteuid() != 0 { return "only root can run a child as another user" }
            return FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
                ? nil : "there is no /usr/bin/setpriv"
        case .folderPermissions:
            return geteuid() == 0 ? "root ignores permission bits" : nil
        }
    }

    /// Whether the machine is a CI runner (`CI=true`), where a fault that cannot be produced is a
    /// failure rather than a skip.
    static var isContinuousIntegration: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
    }
}
