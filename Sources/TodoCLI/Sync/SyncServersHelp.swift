/// The CalDAV servers `todo sync` is tested against, and the settings each needs: the text of
/// the README's "Servers tested", for `todo help sync` (the README's words, without their
/// Markdown; a test keeps the two the same).
enum SyncServersHelp {
    static let text = """
        todo sync is tested against two CalDAV servers, each from Debian 12 and run as its own
        documentation says: the same tests (two machines and a phone, completion, conflicts,
        deletions, properties todo does not model, --setup --create, a server killed in the
        middle of a sync) pass against both, in CI.

        - Radicale 3.1 (radicale): a task list is http://HOST:5232/USER/LIST/, and --create
          makes a new one. Users come from its htpasswd file ([auth] type = htpasswd): give
          --user USER, and the password in TODO_SYNC_PASSWORD, a --password-command or
          ~/.netrc. For HTTPS, its ssl, certificate and key settings, and --ca-file for a
          self-signed certificate.
        - Xandikos 0.2 (xandikos): run it as xandikos --defaults -d DIR
          --current-user-principal /USER/, which makes the user's principal, calendar home and
          a first calendar. A task list is http://HOST:8080/USER/calendars/LIST/, and --create
          makes a new one (the first calendar, calendar, takes tasks too). It has no users and
          no HTTPS of its own: standalone it listens on localhost and serves whoever asks; for
          more, put it behind a web server that checks a password and serves HTTPS, and give
          --user and the password as for Radicale.

        Other CalDAV servers, such as Nextcloud and iCloud, speak the same protocol but are not
        tested here.

        """
}
