/// Why `remind --install` wrote nothing.
enum InstallError: Error, Equatable {
    /// A unit file is there with other contents; `--force` replaces it.
    case wouldReplace(path: String)
    case cannotWrite(path: String, reason: String)
    /// Neither `XDG_CONFIG_HOME` nor `HOME` says where the user's configuration lives.
    case noConfigFolder
}
