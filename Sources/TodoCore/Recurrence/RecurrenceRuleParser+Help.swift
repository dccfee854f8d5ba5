extension RecurrenceRuleParser {
    /// The forms `todo help every` lists, in order: each example as typed, the rule it reads as
    /// (in words and as RRULE text, from the parser itself, so the help cannot drift from the
    /// grammar) and a note on what else the form accepts.
    public static var forms: [(example: String, text: String, rrule: String, note: String)] {
        RecurrenceForm.all.map { form in
            let rule = try? parse(form.example)
            return (form.example, rule?.text ?? "(not read)", rule?.rrule ?? "", form.note)
        }
    }

    /// The examples `forms` lists, in its order: what a mistyped rule may be corrected to.
    public static var examples: [String] { RecurrenceForm.all.map(\.example) }

    /// Every word the forms use besides numbers: what a mistyped word may be corrected to.
    public static var words: [String] {
        let dateWords = DateWord.spellings.filter { spelling in
            switch spelling.word {
            case .count, .weekday, .month, .ordinal, .on, .the, .of:
                return !["a", "an"].contains(spelling.text)
            case .unit(let unit): return unit != .minute && unit != .hour
            default: return false
            }
        }
        return [
            "every", "other", "and", "last", "daily", "weekly", "monthly", "yearly", "weekday", "weekdays",
        ]
            + dateWords.map(\.text)
    }

    /// The rules of repetition in full, for `todo help every`: terms and what each means.
    public static let rules: [(term: String, text: String)] = [
        (
            "First deadline",
            "A repeating task always has a deadline. Without --due (and none already), --every sets it to "
                + "the first day from today on that the rule falls on, at its end, 23:59:59; with --due, that "
                + "deadline is the first occurrence."
        ),
        (
            "Moving on",
            "Completing a repeating task moves its deadline to the rule's first occurrence after it that is "
                + "also later than now: missed occurrences are skipped, never piled up. The rule counts from "
                + "the deadline, as a calendar counts from the start of a series: every week repeats on the "
                + "deadline's weekday, every month on its day, every 2 weeks in step with it."
        ),
        (
            "Clock time",
            "Occurrences keep the deadline's clock time in the time zone the rule was set in, across daylight "
                + "saving changes. A time the clocks skip that day moves forward by the gap (02:30 on a "
                + "spring-forward day in New York is 03:30); a time that happens twice is the first one."
        ),
        (
            "Month ends",
            "A monthly rule on the 29th to 31st falls on the last day of a shorter month and returns to its "
                + "day after: 31 Jan, 28 Feb, 31 Mar. A yearly rule on 29 February falls on 28 February in other "
                + "years."
        ),
        (
            "--from-completion",
            "The next deadline counts from the day the task is completed, at the deadline's clock time: "
                + "every 3 days is three days after completion; a rule with days of its own (every monday) "
                + "falls on the first such day after completion."
        ),
        (
            "--until WHEN",
            "Ends the series: no occurrence after WHEN; completing the last one completes the task."
        ),
        (
            "edit --due",
            "Changes the current occurrence and keeps the rule: the next occurrence is the rule's first after "
                + "the new deadline."
        ),
        (
            "Weeks",
            "Weeks start on Monday: every 2 weeks on mon,sun repeats a Monday and the Sunday after it."
        ),
    ]
}
