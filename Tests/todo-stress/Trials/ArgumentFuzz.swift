import Foundation
import TestSupport

/// Random command lines for `todo`, made of real command names, options (with `=` and without),
/// ids, ranges, dates, filters, `--`, empty strings, huge numbers and random text; in byte form
/// some words are random bytes, invalid UTF-8 included. The same seed gives the same vectors.
struct ArgumentFuzz {
    var random: SeededRandom
    /// The only path `--file` ever names: a random one could put a store anywhere.
    let otherStore: String
    /// The most characters in a random word (one word in a hundred is long). At most 30,000:
    /// Linux refuses an argument of more than 128 KiB, and a character may take four bytes.
    let longest: Int

    init(seed: UInt64, otherStore: String, longest: Int = 30_000) {
        random = SeededRandom(seed: seed)
        self.otherStore = otherStore
        self.longest = min(longest, 30_000)
    }

    static let commands = [
        "add", "list", "ls", "show", "complete", "done", "uncomplete", "undone", "reopen", "edit", "delete",
        "rm",
        "stats", "export", "import", "help", "doctor", "goal", "tags", "projects", "remind", "log", "undo",
        "sync", "completions", "examples", "ui",
    ]
    static let strangers = ["ad", "lst", "frobnicate", "ADD", "Add", "list\u{0}", "h", "--", "-", ""]
    static let flags = [
        "--json", "-h", "--help", "--version", "--no-description", "--no-due", "--no-deadline",
        "--no-location",
        "--complete", "--uncomplete", "--dew", "-x", "-", "--", "---", "--=", "-=", "--week", "--month",
        "--year", "--upcoming", "--notify", "--no-remind", "--no-project", "--no-priority", "--dry-run",
        "--status", "--replace", "--man",
    ]
    static let options = [
        "-d", "--description", "--due", "--deadline", "-l", "--location", "-a", "--address", "--title", "-t",
        "--color", "--colour", "--tag", "--untag", "--project", "--priority", "--remind", "--format",
        "--task",
        "--days", "-n",
    ]
    static let values = [
        "1", "2", "3", "0", "-1", "01", "1-3", "3-1", "2-", "-2", "1-100000", "1-100001", "9007199254740991",
        "9007199254740992", "99999999999999999999999999", "１", "٣", "1e3", "0x10", "+1", "today", "tomorrow",
        "+3d",
        "+0m", "-3d", "2026-03-05", "2026-02-30", "2026-03-05T17:30", "2026-03-05 17:30", "in 3 days",
        "friday",
        "5pm", "25:00", "13pm", "9999-12-31", "0000-01-01", "+999999999999d", "pending", "overdue",
        "completed", "all",
        "PENDING", "auto", "always", "never", "sometimes", "-", "/dev/null", "/nonexistent/tasks.json", "",
        " ", "=",
        "Buy milk", "\u{1B}[2J", "\u{202E}txt", "a\nb", "\u{0}", "✓ done 😀", "+errand", "-errand", "+C++",
        "project:home", "project:", "priority:high", "due:today", "due:never", "high", "h", "10m", "0", "2d",
        "400d", "ics", "todotxt", "taskwarrior", "json", "bash", "zsh", "fish", "set", "done", "carry",
        "history", "next week", "eom", "the 5th", "noon", "yesterday", "in two days", "march 31st",
    ]

    /// A command line: half of them plausible (a command with arguments and options of its
    /// own, so the commands run), half words thrown together.
    mutating func arguments() -> [String] {
        guard random.chance(50) else {
            return (0..<Int.random(in: 0...8, using: &random)).map { position in word(first: position == 0) }
        }
        var words = plausible()
        if random.chance(20) { words.insert("--json", at: Int.random(in: 0...words.count, using: &random)) }
        if random.chance(10) {
            words.insert(word(first: false), at: Int.random(in: 0...words.count, using: &random))
        }
        return words
    }

    private mutating func plausible() -> [String] {
        let ids = ["1", "2", "3", "4", "5", "6", "1-3", "2-6", "4-5", "9", "40"]
        let options = [
            "add": ["-d", "--due", "-l", "-a"], "edit": ["--title", "-d", "--due", "-l", "-a"],
            "edit flags": ["--no-due", "--no-description", "--no-location", "--complete", "--uncomplete"],
        ]
        let command = random.pick([
            "add", "add", "list", "show", "done", "undone", "edit", "rm", "stats", "export", "doctor",
            "import", "goal", "remind", "undo", "log", "tags", "completions",
        ])
        switch command {
        case "add":
            var words = ["add"] + (0..<Int.random(in: 1...3, using: &random)).map { _ in text() }
            for option in options["add", default: []] where random.chance(30) { words += [option, text()] }
            return words
        case "edit":
            var words = ["edit", random.pick(ids)]
            for option in options["edit", default: []] where random.chance(30) { words += [option, text()] }
            for flag in options["edit flags", default: []] where random.chance(15) { words.append(flag) }
            return words
        case "show": return ["show", random.pick(ids)]
        case "done", "undone", "rm":
            return [command] + (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(ids) }
        case "list":
            return ["list"]
                + (0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(Self.values) }
        case "goal":
            let action = random.pick(["set", "add", "remove", "done", "undone", "carry", "history", "show"])
            var words = action == "show" ? ["goal"] : ["goal", action]
            if ["set", "add", "remove"].contains(action) {
                words.append(random.chance(50) ? random.pick(ids) : text())
            }
            if action == "set" && random.chance(50) {
                words += ["-t", random.chance(50) ? random.pick(ids) : text()]
            }
            return words
        case "stats":
            return ["stats"] + (random.chance(60) ? [random.pick(["--week", "--month", "--year"])] : [])
        case "remind": return ["remind"] + (random.chance(50) ? ["--upcoming"] : [])
        case "undo": return ["undo"] + (random.chance(50) ? [random.pick(["1", "2", "0", "-1", "200"])] : [])
        case "log": return ["log"] + (random.chance(50) ? ["-n", random.pick(Self.values)] : [])
        case "tags": return [random.pick(["tags", "projects"])]
        case "completions":
            return random.chance(50)
                ? ["completions", random.pick(["bash", "zsh", "fish", "tcsh"])]
                : ["completions", "--ids", random.pick(["open", "completed", "x"])]
        case "import": return ["import", random.pick(["-", "/dev/null", "/nonexistent/tasks.json"])]
        case "export": return ["export"] + (random.chance(50) ? ["--format", random.pick(Self.values)] : [])
        default: return [command]
        }
    }

    /// A title, description, date or place: usually a real one, sometimes anything.
    private mutating func text() -> String {
        random.chance(70)
            ? random.pick(Self.values)
                + (random.chance(50) ? " \(Int.random(in: 0...999, using: &random))" : "") : randomText()
    }

    /// A command line in which some words are random bytes (never NUL, which argv cannot hold).
    mutating func argumentBytes() -> [[UInt8]] {
        arguments().map { word in
            guard random.chance(25) else { return Array(word.utf8) }
            return (0..<Int.random(in: 0...12, using: &random)).map { _ in
                UInt8.random(in: 1...255, using: &random)
            }
        }
    }

    private mutating func word(first: Bool) -> String {
        // Weights of: command, stranger, flag, option, option=value, --file, value, digits, text.
        let weights = first ? [50, 4, 10, 8, 4, 2, 12, 5, 5] : [12, 4, 14, 15, 5, 2, 28, 10, 10]
        var roll = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        let kind = weights.firstIndex { weight in
            roll -= weight
            return roll < 0
        }
        switch kind {
        case 0: return random.pick(Self.commands)
        case 1: return random.pick(Self.strangers)
        case 2: return random.pick(Self.flags)
        case 3: return random.pick(Self.options)
        case 4: return random.pick(Self.options + ["--json", "--help"]) + "=" + random.pick(Self.values)
        case 5: return "--file=" + otherStore
        case 6: return random.pick(Self.values)
        case 7: return String(repeating: "9", count: Int.random(in: 1...400, using: &random))
        default: return randomText()
        }
    }

    private mutating func randomText() -> String {
        let length =
            random.chance(1)
            ? Int.random(in: 0...longest, using: &random) : Int.random(in: 0...20, using: &random)
        var text = String.UnicodeScalarView()
        for _ in 0..<length {
            let ranges: [ClosedRange<UInt32>] = [
                0x01...0x7F, 0x80...0x9F, 0xA0...0x2FF, 0x2000...0x206F, 0x1F600...0x1F64F,
            ]
            if let scalar = Unicode.Scalar(UInt32.random(in: random.pick(ranges), using: &random)) {
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// What is wrong with the outcome of one command line, or nil: the exit code must be 0, 2, 3
    /// or 4 (or 6, sync's, where `sync` is named); an error is exactly one `todo: ` line (or, with
    /// `--json`, one JSON error object); success prints nothing on stderr but `todo: warning: `
    /// lines; and no raw control character reaches either stream (stdout is not checked when
    /// colours may have been asked for).
    static func problem(status: Int32?, output: [UInt8], errors: [UInt8], arguments: [String]) -> String? {
        guard let status else { return "ended by a signal or hung" }
        let syncNamed = arguments.contains("sync")
        guard [0, 2, 3, 4].contains(status) || (status == 6 && syncNamed) else { return "exit \(status)" }
        let errorText = String(decoding: errors, as: UTF8.self)
        let warningsOnly = errorText.split(separator: "\n").allSatisfy { $0.hasPrefix("todo: warning: ") }
        if status == 0 && !warningsOnly { return "exit 0 with stderr " + ScreenText.quoted(errorText) }
        if status != 0 {
            guard errorText.hasSuffix("\n"), !errorText.dropLast().contains("\n") else {
                return "stderr is not one line: " + ScreenText.quoted(errorText)
            }
            if !errorText.hasPrefix("todo: ") && !(arguments.contains("--json") && isJSONError(errors)) {
                return "stderr is neither a 'todo: ' line nor a JSON error: " + ScreenText.quoted(errorText)
            }
        }
        if let problem = ScreenText.problem(in: errors) { return "stderr has " + problem }
        // `completions` separates an id from its title, and a word from its help, by a tab for
        // the shells: a tab that moves the cursor, not a sequence a terminal obeys.
        var shown = arguments.contains("completions") ? output.filter { $0 != 0x09 } : output
        if exportsAFileFormat(arguments) { shown = withoutFileFormatCharacters(shown) }
        if !arguments.contains(where: { $0.contains("always") }), let problem = ScreenText.problem(in: shown)
        {
            return "stdout has " + problem
        }
        return nil
    }

    /// Whether the command line is `export` in iCalendar or todo.txt: a file format, written as
    /// that format holds text.
    static func exportsAFileFormat(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += ["--file", "--color", "--colour"].contains(arguments[index]) ? 2 : 1
        }
        guard index < arguments.count, arguments[index] == "export" else { return false }
        return arguments.contains { ["ics", "todotxt", "--format=ics", "--format=todotxt"].contains($0) }
    }

    /// What remains to check in a file format's bytes: iCalendar ends its lines with CR LF and
    /// may hold a tab, and both formats keep the direction marks and separators of the text as
    /// it is (they are part of right-to-left text, and the file is data). What a terminal obeys,
    /// C0 controls, DEL and C1 controls, must still never be there.
    static func withoutFileFormatCharacters(_ bytes: [UInt8]) -> [UInt8] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return bytes }
        var kept = String.UnicodeScalarView()
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            let isDirectionOrSeparator = scalar.value >= 0xA0 && ScreenText.isControl(scalar)
            if scalar != "\t" && !isDirectionOrSeparator { kept.append(scalar) }
        }
        return Array(String(kept).utf8)
    }

    private static func isJSONError(_ bytes: [UInt8]) -> Bool {
        let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
        let error = object?["error"] as? [String: Any]
        return object?.count == 1 && error?["code"] is String && error?["message"] is String
    }
}
