#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files around the store: its lock, what interrupted changes left, and who may read what.
extension StoreHealth {
    /// Whether another process holds the lock: tries it without waiting and lets go at once.
    /// Returns true when it is held.
    mutating func inspectLock(_ files: StoreFiles) -> Bool {
        switch try? FileSystem.kind(of: files.lock) {
        case .missing:
            add("lock", .ok, "no lock file yet; the first change creates it")
            return false
        case .directory:
            let reason = "\(files.lock.string) is a folder, so every change will fail; remove it"
            fail("lock", .notWritable(path: files.lock.string, reason: "it is a folder"), reason)
            return false
        default:
            break
        }
        let lock: FileDescriptor
        do {
            lock = try FileDescriptor.open(files.lock.string, O_RDONLY | O_NONBLOCK)
        } catch {
            add("lock", .warning, "cannot be opened to try it: \(error.reason)")
            return false
        }
        defer { lock.closeIgnoringErrors() }
        if flock(lock.rawValue, LOCK_EX | LOCK_NB) == 0 {
            flock(lock.rawValue, LOCK_UN)
            add("lock", .ok, "free")
            return false
        }
        let failure = SystemError("lock", path: files.lock.string)
        guard failure.isWouldBlock else {
            add("lock", .warning, "cannot be tried: \(failure.reason)")
            return false
        }
        add(
            "lock", .warning,
            "held by another todo right now: a change is under way, or a stuck todo holds it until it ends")
        return true
    }

    /// Temporary files and unlisted segments an interrupted change left. `listed` is nil when
    /// the manifest could not be read (then no segment can be called unlisted).
    mutating func inspectLeftovers(_ files: StoreFiles, listed: Set<String>?, lockHeld: Bool) {
        var found: [String] = []
        let names = (try? FileSystem.contentsOfDirectory(files.store.directory)) ?? []
        for file in [files.store, files.index, files.log]
        where names.contains(AtomicFile.temporaryName(for: file)) {
            found.append(AtomicFile.temporaryName(for: file))
        }
        let archiveNames = (try? FileSystem.contentsOfDirectory(files.archiveFolder)) ?? []
        for name in archiveNames.sorted() {
            let isTemporary =
                name.hasPrefix(".") && name.hasSuffix(".tmp")
                && ArchiveManifest.isSegmentFileName(String(name.dropFirst().dropLast(4)))
            let isUnlisted =
                ArchiveManifest.isSegmentFileName(name) && listed.map { !$0.contains(name) } == true
            if isTemporary || isUnlisted { found.append(files.archiveFolder.lastComponent + "/" + name) }
        }
        guard !found.isEmpty else { return add("leftovers", .ok, "none") }
        var message = "left by an interrupted change: " + found.joined(by: ", ")
        message +=
            "; the next compaction replaces a temporary file of the store, the next change to the archive removes the rest"
        if lockHeld { message += " (a change is under way now: they may be its own)" }
        add("leftovers", .warning, message)
    }

    /// Who may read the store, its lock and its archive, and whether the folder takes changes.
    /// Reports what to run to fix a problem; changes nothing itself.
    mutating func inspectPermissions(_ files: StoreFiles) {
        var warnings: [String] = []
        var modes: [String] = []
        let folder = files.store.directory
        if let mode = Self.permissionBits(files.store) {
            modes.append("store " + Self.octal(mode))
            if mode & 0o077 != 0 {
                warnings.append(
                    "the store is open to group or others (\(Self.octal(mode))): chmod 600 \(ShellQuoting.posix(files.store.string))"
                )
            }
        }
        if let mode = Self.permissionBits(folder) {
            modes.append("folder " + Self.octal(mode))
            if mode & 0o022 != 0 {
                warnings.append(
                    "others may write to the folder (\(Self.octal(mode))): chmod go-w \(ShellQuoting.posix(folder.string))"
                )
            }
            if access(folder.string, W_OK) != 0 {
                warnings.append(
                    "changes will fail: the folder is not writable (\(SystemError("access", path: folder.string).reason))"
                )
            }
        }
        if let mode = Self.permissionBits(files.lock), mode & 0o022 != 0 {
            warnings.append(
                "others may write to the lock file (\(Self.octal(mode))): chmod 600 \(ShellQuoting.posix(files.lock.string))"
            )
        }
        if let mode = Self.permissionBits(files.archiveFolder), mode & 0o077 != 0 {
            warnings.append(
                "the archive is open to group or others (\(Self.octal(mode))): chmod 700 \(ShellQuoting.posix(files.archiveFolder.string))"
            )
        }
        let segments = ((try? FileSystem.contentsOfDirectory(files.archiveFolder)) ?? []).filter { name in
            ArchiveManifest.isSegmentFileName(name)
                && (Self.permissionBits(files.segment(name)) ?? 0) & 0o077 != 0
        }
        if !segments.isEmpty {
            warnings.append(
                Self.count(segments.count, "archive segment") + " open to group or others: chmod 600 "
                    + ShellQuoting.posix(files.archiveFolder.string) + "/segment-*.json")
        }
        if warnings.isEmpty {
            add("permissions", .ok, modes.isEmpty ? "nothing to check yet" : modes.joined(by: ", "))
        } else {
            add("permissions", .warning, warnings.joined(by: "; "))
        }
    }

    /// The permission bits of what `path` names (following a link), or nil when there is nothing.
    private static func permissionBits(_ path: FilePath) -> mode_t? {
        var info = stat()
        guard stat(path.string, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
