/// Why time zone rules could not be read from TZif bytes or a file.
public enum ZoneRulesError: Error, Equatable, Sendable {
    /// The bytes do not start with the `TZif` magic and a known version.
    case notTZif
    /// The data ends before the header's counts say it should.
    case truncated
    /// A count, index, offset or transition order is not allowed by RFC 8536.
    case invalidData(String)
    /// The POSIX rule after the data cannot be read.
    case invalidFooter(String)
    /// The file cannot be opened or read, or is not a regular file of a sensible size.
    case unreadableFile(path: String, reason: String)

    /// A short description of the problem for a warning line.
    public var description: String {
        switch self {
        case .notTZif: "not a TZif file"
        case .truncated: "the TZif data is truncated"
        case .invalidData(let detail): "invalid TZif data (\(detail))"
        case .invalidFooter(let footer): "invalid POSIX rule '\(TimeText.escaped(footer))' in the TZif footer"
        case .unreadableFile(let path, let reason): "cannot read '\(TimeText.escaped(path))': \(reason)"
        }
    }
}
