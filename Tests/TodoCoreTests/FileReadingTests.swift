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
}
