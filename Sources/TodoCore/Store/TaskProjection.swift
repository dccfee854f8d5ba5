/// How much of each task a read decodes.
public enum TaskProjection: Sendable {
    /// Every field.
    case complete
    /// Every field but the description and the uuid, which come back empty: what `list` and
    /// `stats` show. A summary is for showing only; `update` always reads complete tasks.
    case summary
}
