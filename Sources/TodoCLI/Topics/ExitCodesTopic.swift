extension HelpTopic {
    /// `todo help exit-codes`, the manual page's EXIT STATUS: every status from `ExitStatus`,
    /// where the program declares them, and how errors are reported.
    static var exitCodes: HelpTopic {
        HelpTopic(
            "exit-codes", summary: "what each exit code means, and how errors are reported",
            manSection: "EXIT STATUS"
        ) { _ in
            [
                .paragraph(
                    """
                    Every error is one line on standard error starting with todo:, saying what was
                    wrong and, where it helps, what to do; with --json it is {"error": {"code": CODE,
                    "message": TEXT}} instead. No input, argument or store file makes todo crash or
                    print a stack trace. The exit code says which kind of error it was:
                    """),
                .definitions(
                    ExitStatus.allCases.map { status in
                        (
                            String(status.rawValue),
                            status.meaning + (status.errorCode.map { " (JSON code " + $0 + ")" } ?? "")
                        )
                    }),
                .paragraph(
                    """
                    An error nothing above foresaw is exit code 5 with the JSON code internal. todo
                    doctor exits with 0 when the store is usable (warnings allowed), and 5 when it is not.
                    """),
            ]
        }
    }
}
