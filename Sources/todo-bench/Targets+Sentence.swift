/// The target of a task typed as one sentence: reading it costs no more than the noise of `add`.
extension Targets {
    /// Reading a task typed as a sentence does not slow `add`: the date reader tried on a few
    /// endings and the words looked at once are within the noise of the process.
    static func sentenceDoesNotShow(_ results: BenchResults) -> TargetCheck {
        within(
            1.05, results, .addSentence, of: .addOptions, size: StoreSize(active: 100),
            target: "`todo add` of a sentence with a date, a tag and a project within \(times(1.05)) of "
                + "`todo \(Operation.addOptions.rawValue)`, 100 tasks")
    }
}
