import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The contexts a person defines, their file's JSON, and the file kept with the store's care.
@Suite struct ContextSettingsTests {
    @Test func defineUseAndRemove() throws {
        var settings = ContextSettings()
        #expect(try settings.define("work", words: ["+work", "project:acme"]) == false)
        #expect(try settings.define("home", words: ["+home"]) == false)
        #expect(try settings.define("home", words: ["-work"]) == true)
        #expect(settings.names == ["home", "work"])
        try settings.use("work")
        #expect(settings.current == "work")
        try settings.remove("home")
        #expect(settings.current == "work")
        try settings.remove("work")
        #expect(settings.current == nil && settings.filters.isEmpty)
    }

    @Test func mistakesThrowAndChangeNothing() {
        var settings = ContextSettings(current: nil, filters: ["work": ["+work"]])
        let before = settings
        #expect(throws: ContextError.undefined(name: "wrok", defined: ["work"])) { try settings.use("wrok") }
        #expect(throws: ContextError.undefined(name: "home", defined: ["work"])) {
            try settings.remove("home")
        }
        #expect(throws: ContextError.invalidName("1st")) { try settings.define("1st", words: ["+a"]) }
        #expect(throws: ContextError.invalidName("")) { try settings.define("", words: ["+a"]) }
        #expect(throws: ContextError.invalidName(String(repeating: "a", count: 65))) {
            try settings.define(String(repeating: "a", count: 65), words: ["+a"])
        }
        #expect(throws: ContextError.noFilter(name: "home")) { try settings.define("home", words: []) }
        #expect(settings == before)
    }

    @Test func theFileRoundTripsAndSaysWhereItIsWrong() throws {
        let settings = ContextSettings(
            current: "work",
            filters: ["work": ["+work", "project:acme"], "home.garden-2": ["say \"hi\"", "ü"]])
        let bytes = ContextsCodec.encode(settings)
        #expect(try ContextsCodec.decode(bytes) == settings)
        #expect(
            String(decoding: ContextsCodec.encode(ContextSettings()), as: UTF8.self)
                == "{\"version\":1,\"current\":null,\"contexts\":{}}\n")
        #expect(
            try ContextsCodec.decode(Array(#"{"contexts":{"a":["+a"]},"later":[1,{"x":2}]}"#.utf8)).names == [
                "a"
            ])
        for bad in [
            #"{"version":2}"#, #"{"contexts":{"a":[]}}"#, #"{"contexts":{"1":["+a"]}}"#, #"{"contexts":[]}"#,
            #"{"current":3}"#, "", "[", #"{"contexts":{"a":["+a"]}} trailing"#,
        ] {
            #expect(throws: (any Error).self, "\(bad)") { try ContextsCodec.decode(Array(bad.utf8)) }
        }
    }

    @Test func theFileIsWrittenWholeMode0600AndADamagedOneIsLeftAsItIs() throws {
        let folder = TemporaryFolder()
        let file = ContextsFile(folder: folder.file("config/todo"))
        #expect(try file.read() == ContextSettings())
        #expect(folder.bytes("config/todo/contexts.json") == nil, "reading writes nothing")
        try file.change { try $0.define("work", words: ["+work"]) }
        #expect(folder.mode("config/todo/contexts.json") == 0o600)
        #expect(try file.read().filters == ["work": ["+work"]])
        let inode = folder.inode("config/todo/contexts.json")
        try file.change { try $0.use("work") }
        #expect(folder.inode("config/todo/contexts.json") != inode, "replaced by a new file, not rewritten")
        #expect(folder.names(in: "config/todo") == ["contexts.json", "contexts.json.lock"])

        folder.write("{\"version\":1,", to: "config/todo/contexts.json")
        #expect(throws: ContextError.self) { try file.read() }
        #expect(throws: ContextError.self) { try file.change { $0.turnOff() } }
        #expect(folder.bytes("config/todo/contexts.json") == Array("{\"version\":1,".utf8))
    }

    @Test func aChangeThatThrowsWritesNothing() throws {
        let folder = TemporaryFolder()
        let file = ContextsFile(folder: folder.path)
        try file.change { try $0.define("work", words: ["+work"]) }
        let bytes = folder.bytes("contexts.json")
        #expect(throws: ContextError.self) {
            try file.change { settings in
                try settings.define("home", words: ["+home"])
                try settings.use("nowhere")
            }
        }
        #expect(folder.bytes("contexts.json") == bytes)
    }
}
