import TodoCore

/// The one line `todo:` says for each `SyncError` (exit code 6; `ErrorReport` maps it).
enum SyncErrorText {
    static func message(_ error: SyncError) -> String {
        switch error {
        case .notSetUp(let path):
            return "sync is not set up (no \(shown(path))): run todo sync --setup URL [--user NAME]"
        case .invalidConfig(let path, let problem):
            return "the sync config \(shown(path)) cannot be used: \(shown(problem))"
        case .configNotWritable(let path, let reason):
            return "cannot write the sync config \(shown(path)): \(shown(reason))"
        case .invalidURL(let url, let problem):
            return "'\(shown(url))' is not a CalDAV collection's URL: \(problem)"
        case .transport(let failure, let url):
            return transport(failure, url: shown(url))
        case .unauthorized(let url, let user?):
            return "the server refused the credentials at \(shown(url)) (HTTP 401): check the password for "
                + "\(shown(user)), which comes from TODO_SYNC_PASSWORD, the password command or ~/.netrc"
        case .unauthorized(let url, nil):
            return "the server wants a user and password at \(shown(url)) (HTTP 401): "
                + "todo sync --setup URL --user NAME"
        case .forbidden(let url):
            return
                "the server forbids this user \(shown(url)) (HTTP 403): check the URL and the user's rights"
        case .notFound(let url):
            return "there is no task list at \(shown(url)) (HTTP 404): check the URL, "
                + "or create it with todo sync --setup URL --create"
        case .redirected(let url, let status, let location):
            let target = location.map { "to \(shown($0)); set up sync with that URL" } ?? "elsewhere"
            return "the server moved \(shown(url)) (HTTP \(status)) \(target)"
        case .serverError(let url, let status):
            return
                "the server failed on \(shown(url)) (HTTP \(status)); nothing here was changed, try again later"
        case .unexpectedStatus(let url, let method, let status):
            return "the server answered \(method) \(shown(url)) with HTTP \(status), which sync cannot use"
        case .invalidResponse(let url, let problem):
            return "the server's answer for \(shown(url)) cannot be read: \(shown(problem))"
        case .notATaskList(let url, let lists):
            let offered = lists.map { list in shown(list.url) + (list.name.map { " (\(shown($0)))" } ?? "") }
            return "\(shown(url)) is not a list of tasks (a CalDAV calendar that holds VTODOs)"
                + (offered.isEmpty ? "" : "; the task lists there: " + offered.joined(by: ", "))
        case .cannotCreate(let url, let status):
            return "the server refused to create a task list at \(shown(url)) (HTTP \(status))"
        case .busy(let lockPath):
            return
                "another todo sync is running on this store (it holds \(shown(lockPath))); try again when it ends"
        case .noPassword(let user):
            return "no password for \(shown(user)): set TODO_SYNC_PASSWORD, give --password-command CMD "
                + "with --setup, or add the server to ~/.netrc"
        case .passwordCommandFailed(let command, let reason):
            return "the password command '\(shown(command))' failed: \(shown(reason))"
        case .stateUnreadable(let path, let reason):
            return "the sync state \(shown(path)) cannot be read: \(shown(reason)); remove it to sync afresh "
                + "(tasks are matched by their UIDs)"
        case .stateNotWritable(let path, let reason):
            return "cannot write the sync state \(shown(path)): \(shown(reason)); the tasks are synced, "
                + "and the next sync checks them again"
        }
    }

    private static func transport(_ failure: HTTPFailure, url: String) -> String {
        switch failure {
        case .cannotConnect(let reason):
            return "cannot reach the server at \(url): \(shown(reason)); nothing was changed"
        case .timedOut(let seconds):
            return
                "the server at \(url) did not answer within \(seconds) s (--timeout); nothing here was changed"
        case .dropped(let reason):
            return
                "the connection to \(url) was dropped (\(shown(reason))); nothing here was changed, try again"
        case .untrustedCertificate(let reason):
            return "the server's certificate at \(url) is not trusted (\(shown(reason))); "
                + "for a private CA, give its certificate with todo sync --setup URL --ca-file PATH"
        case .tls(let reason):
            return "a secure connection to \(url) failed: \(shown(reason))"
        case .tooLarge(let limit):
            return "the server's answer for \(url) is larger than \(size(limit)), the most todo reads of one "
                + "answer; nothing here was changed"
        case .client(let reason):
            return "cannot talk to \(url): \(shown(reason))"
        }
    }

    /// `64 MiB`, or the bytes for a limit that is not a whole number of MiB.
    static func size(_ bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes) bytes"
    }

    private static func shown(_ text: String) -> String {
        TerminalText.escaped(text)
    }
}
