/// Desktop notifications: `notify-send` on Linux, `osascript` on macOS (see
/// `Notifier.desktop`), or a stand-in that records what it was asked to show.
public struct Notifier: Sendable {
    /// Shows one notification with a summary (its first line) and a body.
    public var show: @Sendable (_ summary: String, _ body: String) throws(ServiceFailure) -> Void

    public init(show: @escaping @Sendable (_ summary: String, _ body: String) throws(ServiceFailure) -> Void)
    {
        self.show = show
    }

    /// A notifier that always fails with `reason`.
    public static func unavailable(_ reason: String) -> Notifier {
        Notifier { _, _ throws(ServiceFailure) in throw ServiceFailure(reason) }
    }
}
