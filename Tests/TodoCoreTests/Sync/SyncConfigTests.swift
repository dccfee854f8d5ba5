import Testing

@testable import TodoCore

@Suite struct SyncConfigTests {
    @Test func writesAndReadsBack() throws {
        let config = SyncConfig(
            url: "https://dav.example.com/alice/tasks/", user: "alice", passwordCommand: "pass show dav = x",
            caFile: "/etc/ca.pem")
        #expect(try SyncConfig(parsing: config.text) == config)
    }

    @Test func readsCommentsBlankLinesAndSpaces() throws {
        let config = try SyncConfig(parsing: "# c\n\n  url =  https://h/p/  \nuser=bob\n")
        #expect(config == SyncConfig(url: "https://h/p/", user: "bob"))
    }

    @Test(arguments: [
        ("user = bob\n", 0, "no 'url = …' line"),
        (
            "url = https://h/\npassword = x\n", 2,
            "unknown key 'password' (known: url, user, password-command, ca-file)"
        ),
        ("url https://h/\n", 1, "expected 'key = value'"),
    ])
    func refusesWhatItCannotUse(text: String, line: Int, message: String) {
        #expect(throws: SyncConfigProblem(line: line, message: message)) { try SyncConfig(parsing: text) }
    }
}

@Suite struct CollectionURLTests {
    @Test func takesTheURLApart() throws {
        let url = try CollectionURL("HTTPS://Dav.Example.com:8443/alice/tasks")
        #expect(url.string == "https://Dav.Example.com:8443/alice/tasks/")
        #expect(url.host == "dav.example.com")
        #expect(
            url.url(for: "/alice/tasks/a%20b.ics") == "https://Dav.Example.com:8443/alice/tasks/a%20b.ics")
        #expect(url.url(for: "x.ics") == "https://Dav.Example.com:8443/alice/tasks/x.ics")
        #expect(url.url(for: "https://other/x.ics") == "https://other/x.ics")
        #expect(url.isCollection("/alice/tasks"))
        #expect(url.isCollection("https://dav.example.com:8443/alice/tasks/"))
        #expect(!url.isCollection("/alice/tasks/x.ics"))
        #expect(CollectionURL.key("http://h:1/a/b%40c.ics") == "/a/b@c.ics")
        #expect(CollectionURL.key("/a%20b/100%/%+1/%zz/%4") == "/a b/100%/%+1/%zz/%4")
        #expect(CollectionURL.key("/%E2%9C%93%c3%a9") == "/✓é")
        #expect(try CollectionURL("http://[::1]:5232/").host == "::1")
    }

    @Test func hrefsAreKeyedByTheirPathWhateverTheSchemesCase() throws {
        #expect(CollectionURL.key("HTTPS://H/a/x.ics") == "/a/x.ics")
        #expect(CollectionURL.key("Http://h") == "")
        #expect(CollectionURL.key("http:/a/x.ics") == "http:/a/x.ics")
        #expect(CollectionURL.key("httpsx://h/a") == "httpsx://h/a")
        #expect(CollectionURL.key("/ä/x.ics") == "/ä/x.ics")
        #expect(
            CollectionURL.sameResource("/a/b//", "/a/b/") && CollectionURL.sameResource("/a/b/", "/a/b//"))
        #expect(!CollectionURL.sameResource("/a/b//", "/a/b") && !CollectionURL.sameResource("/a/b/", "/a/c"))
        let url = try CollectionURL("http://h/alice/tasks/")
        #expect(url.url(for: "HTTP://other/x.ics") == "HTTP://other/x.ics")
        #expect(url.url(for: "httpx.ics") == "http://h/alice/tasks/httpx.ics")
    }

    @Test(arguments: [
        "ftp://h/", "h/tasks", "https://", "https://alice@h/", "https://h/a b/", "https://h/?x",
        "https://h/#f",
    ])
    func refusesURLsSyncCannotUse(text: String) {
        #expect(throws: SyncError.self) { try CollectionURL(text) }
    }
}

@Suite struct NetrcTests {
    @Test func findsTheMachineThenTheDefault() {
        let netrc = Netrc(
            parsing: """
                machine dav.example.com login alice password "s3 cr\\"et"
                machine other.org
                  login bob
                  password two
                macdef init
                cd /pub
                password nope

                default login anon password guest
                """)
        #expect(netrc.entry(host: "DAV.example.com", login: nil)?.password == "s3 cr\"et")
        #expect(netrc.entry(host: "dav.example.com", login: "alice")?.login == "alice")
        #expect(netrc.entry(host: "dav.example.com", login: "carol")?.password == nil)
        #expect(netrc.entry(host: "other.org", login: nil)?.password == "two")
        #expect(netrc.entry(host: "elsewhere", login: nil)?.password == "guest")
        #expect(netrc.entries.count == 3)
    }
}
