/// The words synthetic tasks are made of: everyday errands, some with non-ASCII text (accents,
/// Cyrillic, CJK, emoji), so the bench exercises the same escaping and width code as real lists.
enum SampleText {
    static let verbs = [
        "Call", "Email", "Buy", "Fix", "Review", "Book", "Plan", "Pay", "Clean", "Write", "Renew", "Return",
        "Order", "Check", "Update", "Prepare", "Schedule", "Pick up", "Send", "Read", "Cancel", "Sign",
    ]

    static let objects = [
        "the plumber", "groceries for the week", "the quarterly report", "car insurance",
        "dentist appointment",
        "a birthday present for Anna", "library books", "the bike tyre", "the tax return",
        "slides for Monday",
        "passport photos", "the garden shed", "flights to Lisbon", "the electricity bill", "the lease",
        "the kids' school forms", "a table for Friday", "the team retrospective", "the printer toner",
        "the conference talk", "the gym membership", "the roof gutters", "the budget spreadsheet",
    ]

    static let qualifiers = [
        "before the meeting", "with Sam", "for the team", "if it rains", "at lunch", "near the station",
        "and confirm by email", "this week", "again", "for mum", "(second try)", "before it closes",
        "after work", "with receipts", "on the way home",
    ]

    /// About one title in ten gets one of these.
    static let nonASCII = [
        "café crème", "Müller GmbH", "Zürich office", "naïve Bayes notes", "résumé", "東京の出張",
        "смета на ремонт", "🎉 party", "Ærø ferry", "São Paulo call", "Łódź trip", "ΑΘΗΝΑ tickets",
    ]

    static let descriptions = [
        "Ask for the invoice number and keep a copy of the receipt.",
        "Bring the documents from the blue folder; they need the originals.",
        "They close at 17:00 on weekdays.",
        "Compare at least three offers before deciding.",
        "Remember the discount code from last month's newsletter.",
        "Check with Sam first — he may have done it already.",
        "Needs the account number, see the email from the bank.",
        "Takes about an hour. Do it in the morning when it's quiet.",
        "Follow-up from the last meeting; see notes in the shared drive.",
        "Prix : 42 € TTC, à régler avant la fin du mois.",
    ]

    static let places: [(name: String, address: String)] = [
        ("Office", "Main Street 1, Springfield"),
        ("Home", "12 Elm Road, Shelbyville"),
        ("Dr Smith", "Clinic Square 4, Springfield"),
        ("Post office", "Station Road 22, Springfield"),
        ("Bäckerei Müller", "Hauptstraße 5, 80331 München"),
        ("Library", "Park Avenue 100, Capital City"),
        ("Garage", "Industrial Estate Unit 7, Ogdenville"),
    ]

    /// A quarter of the tasks get one or two tags, and three in ten a project (`home` and the
    /// projects inside it take three eighths of those).
    static let tags = ["errand", "phone", "waiting", "computer", "someday", "money", "Kids", "reading"]
    static let projects = [
        "home", "home.garden", "home.repairs", "work", "work.reports", "work.hiring", "family", "health",
    ]
}
