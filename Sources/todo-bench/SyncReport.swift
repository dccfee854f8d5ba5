/// The sync table of the report.
enum SyncReport {
    static func table(_ figures: SyncFigures?) -> [String] {
        guard let figures else { return [] }
        let tasks = grouped(SyncFigures.tasks)
        var lines = [
            "### Sync against a local Radicale (\(tasks) tasks)", "",
            "| sync | runs | wall ms | todo + curl CPU ms | Radicale CPU ms | todo's share of the wall time |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (name, timing) in [
            ("first sync: \(tasks) tasks here, an empty task list", figures.push),
            ("first sync: \(tasks) tasks on the server, an empty store", figures.pull),
        ] {
            lines.append(
                "| \(name) | \(figures.runs) | \(milliseconds(timing.wall)) | \(milliseconds(timing.client)) | "
                    + "\(milliseconds(timing.server)) | \(decimal(timing.clientShare * 100, 1)) % |")
        }
        lines.append(
            "| nothing to do, \(tasks) tasks in step | \(figures.nothingToDo.runs) | "
                + "\(milliseconds(figures.nothingToDo.median)) | | | |")
        lines.append(
            "| the same REPORT sent by `curl` alone (one round trip) | \(figures.roundTrip.runs) | "
                + "\(milliseconds(figures.roundTrip.median)) | | | |")
        return lines + [""]
    }
}

/// The sync targets: a sync with nothing to do costs under 100 ms beyond its one round trip,
/// and the first sync of 1,000 tasks waits on the server, not on `todo`.
enum SyncTargets {
    static func check(_ figures: SyncFigures?) -> [TargetCheck] {
        let quiet =
            "`todo sync` with nothing to do (\(grouped(SyncFigures.tasks)) tasks) under 100 ms plus one round trip"
        let first =
            "the first sync of \(grouped(SyncFigures.tasks)) tasks limited by the server: todo and its curl on the CPU for at most a quarter of the wall time, and less than the server"
        guard let figures else {
            return [.unchecked(quiet, "sync was not timed"), .unchecked(first, "sync was not timed")]
        }
        let own = figures.nothingToDo.median - figures.roundTrip.median
        let shares = [("here → server", figures.push), ("server → here", figures.pull)]
        return [
            TargetCheck(
                passed: own < 0.1, target: quiet,
                figure:
                    "\(milliseconds(figures.nothingToDo.median)) ms = \(milliseconds(figures.roundTrip.median)) ms "
                    + "round trip (curl alone) + \(milliseconds(own)) ms"),
            TargetCheck(
                passed: shares.allSatisfy { $0.1.clientShare <= 0.25 && $0.1.client < $0.1.server },
                target: first,
                figure: shares.map { name, timing in
                    "\(name) \(milliseconds(timing.wall)) ms: todo \(decimal(timing.clientShare * 100, 1)) %, "
                        + "Radicale \(decimal(timing.serverShare * 100, 1)) %"
                }.joined(separator: "; ")),
        ]
    }
}
