import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Reading a whole file into memory: the size from `fstat` is only a hint, since another
/// program may write to the file between the `fstat` and the last `read`.
@Suite struct FileReadingTests {
    let folder = TemporaryFolder()

    func open(_ text: String) throws -> FileDescriptor {
        folder.write(text, to: "file")
        return try FileDescriptor.open(folder.file("file"), O_RDONLY)
    }

    @Test(arguments: [0, 1, 100, 4095, 9000])
    func readsTheWholeFileWhateverTheHint(hint: Int) throws {
        let text = String((0..<9000).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) })
        let small = try open(text)
        defer { small.closeIgnoringErrors() }
        let bytes = try small.readAll(size: hint)
        #expect(bytes.count == 9000)
        #expect(bytes.buffer.elementsEqual(text.utf8))
        let again = try open(text)
        defer { again.closeIgnoringErrors() }
        #expect(try again.readToEnd(sizeHint: hint) == Array(text.utf8))
    }

    @Test func readsAnEmptyFile() throws {
        let empty = try open("")
        defer { empty.closeIgnoringErrors() }
        #expect(try empty.readAll(size: 0).count == 0)
    }

    @Test func aPipeCarriesBytesAndSaysWhenItIsEmptyOrEnded() throws {
        let pipe = try FileDescriptor.pipe()
        defer { pipe.readEnd.closeIgnoringErrors() }
        #expect(fcntl(pipe.readEnd.rawValue, F_GETFD) & FD_CLOEXEC != 0)
        try pipe.readEnd.setNonBlocking()
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect {
            _ = try pipe.readEnd.read(into: &buffer)
        } throws: { ($0 as? SystemError)?.isWouldBlock == true }
        try pipe.writeEnd.writeAll(Array("hello, pipe".utf8))
        #expect(try pipe.writeEnd.write(Array("!?".utf8), from: 1) == 1)
        try pipe.writeEnd.close()
        var read: [UInt8] = []
        while true {
            let count = try pipe.readEnd.read(into: &buffer, at: 2)
            if count == 0 { break }
            read += buffer[2..<(2 + count)]
        }
        #expect(String(decoding: read, as: UTF8.self) == "hello, pipe?")
    }

    @Test func anErrorNamesTheCallAndTheFile() throws {
        let missing = folder.file("missing")
        #expect(throws: SystemError("open", path: missing, code: ENOENT)) {
            try FileDescriptor.open(missing, O_RDONLY)
        }
        let file = try open("text")
        defer { file.closeIgnoringErrors() }
        #expect(throws: SystemError("write", path: folder.file("file"), code: EBADF)) {
            try file.writeAll([1])
        }
    }
}
