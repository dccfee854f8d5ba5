/// Reads a repetition as a person types it after `--every` (or after `every` in a sentence),
/// case-insensitively and with any spacing: `day`, `weekday`, `week`, `month`, `year`,
/// `daily` … `yearly`, `2 weeks`, `three months`, `other week`, `monday`, `mon,thu`,
/// `month on the 15th`, `month on the last day`; `help` lists every form.
///
/// Words are the date reader's (`DateWord`): weekday names and their abbreviations, `one` to
/// `twelve`, the units and their abbreviations, ordinal endings. A leading `every` is skipped.
public enum RecurrenceRuleParser {
    /// Longer text is refused unread.
    public static let maximumLength = 200

    /// The rule `text` names; anything else is a usage error.
    public static func parse(_ text: String) throws(RecurrenceRuleError) -> RecurrenceRule {
        guard text.utf8.count <= maximumLength else {
            throw RecurrenceRuleError(text: text, reason: .tooLong)
        }
        guard let tokens = RecurrenceToken.tokens(text) else {
            throw RecurrenceRuleError(text: text, reason: .unreadable)
        }
        var grammar = RecurrenceGrammar(tokens)
        do throws(RecurrenceRuleError.Reason) {
            return try grammar.rule()
        } catch {
            throw RecurrenceRuleError(text: text, reason: error)
        }
    }
}

/// What the grammar throws, made into a `RecurrenceRuleError` with the text by `parse`.
extension RecurrenceRuleError.Reason: Error {}
