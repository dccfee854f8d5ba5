/// The rule from the first app `todo` descends from: a completed task clears itself 24 hours
/// after it was completed. A cleared task leaves every listing and moves to the archive the next
/// time the store is written; `show`, `export` and the id-taking commands still find it.
public enum AutoClear {
    /// How long a completed task stays listed: 24 hours.
    public static let retentionSeconds: Int64 = 24 * 60 * 60
}
