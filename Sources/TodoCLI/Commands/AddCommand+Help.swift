/// `todo help add`: how the words are read as a sentence, with examples, and how to keep a date
/// in a title. What it says of `every RULE` is there only when `add` reads it.
extension AddCommand {
    static var discussion: String {
        let repeats = RepetitionWords.field != nil
        var examples = [
            ("Call mom tomorrow 6pm @home +family", "Call mom +family @ home, due tomorrow 6pm"),
            ("Pay rent by friday pro:home pri:h", "Pay rent [home], priority high, by Friday"),
        ]
        if repeats {
            examples.append(("Water plants every monday", "Water plants, every monday from Monday"))
        }
        examples += [
            ("Buy 40th birthday gift", "as typed: only the last words are read"),
            ("Review yesterday", "as typed: a date must be in the future"),
            ("tomorrow", "the title tomorrow: a title must be left"),
        ]
        let paragraphs = [
            "The words are read as a sentence. At the end"
                + (repeats
                    ? ", in either order: a date phrase as --due reads it (see 'todo help dates'), after an "
                        + "optional by, due, on or at; and every RULE, a repetition as --every reads it "
                        + "(every! RULE counts from the completion; see 'todo help every')."
                    : ": a date phrase as --due reads it (see 'todo help dates'), after an optional by, "
                        + "due, on or at.")
                + " Anywhere: +TAG, @PLACE (the location's name), project:NAME (or pro:), "
                + "priority:LEVEL (or pri:), and NAME:VALUE for a field of your own. The other words, "
                + "in order, are the title.",
            "Only the last words are read as a date: the longest phrase there that reads is taken "
                + "whole, if it is later than now and leaves a title, or not at all. A count in words "
                + "needs in (in a week; 'Visit Rome one day' stays as typed). A word whose value does "
                + "not read (priority:x, project:2024) stays in the title. An option wins over the "
                + "words: with --due no date is read"
                + (repeats ? ", with --every no rule" : "")
                + ", and with --project, --priority, --location or --set NAME=VALUE no such word.",
            "The line printed shows every field read from the words, so that a misreading shows at "
                + "once; 'todo undo' takes the task back, and --dry-run says what would be added "
                + "without adding it (with --json, the task object, its id and uuid null).",
        ]
        let width = examples.map(\.0.count).max() ?? 0
        let table =
            ["Sentences and what they give:"]
            + examples.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
        let keeping =
            Wrapping.lines(
                "To keep a date in a title, give --no-parse: the words are the title as typed, +tag "
                    + "included (give tags with --tag). Or give the deadline with --due, and no date is "
                    + "read from the words:", width: 80)
            + [
                "  todo add --no-parse Watch The Day After Tomorrow",
                "  todo add Watch The Day After Tomorrow --due saturday",
            ]
        let blocks =
            [Wrapping.lines(paragraphs[0], width: 80), table]
            + paragraphs.dropFirst().map { Wrapping.lines($0, width: 80) } + [keeping]
        return blocks.map { $0.joined(by: "\n") }.joined(by: "\n\n")
    }
}
