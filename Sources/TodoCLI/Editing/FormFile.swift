import TodoCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file the form is edited in: new, private (mode 0600) and in the temporary folder, read
/// back once the editor is done, and removed unless what it holds is to be kept.
struct FormFile {
    let path: String

    /// Creates `FOLDER/todo-edit-ID-XXXXXXXXXXXX.txt` with the text, never over an existing file.
    static func create(
        in folder: String, taskId: Int, text: String, uniqueName: () -> String
    ) throws(EditorError) -> FormFile {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var attempts = 0
        while true {
            let path = base + "/todo-edit-\(taskId)-" + String(uniqueName().suffix(12)) + ".txt"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                attempts += 1
                guard errno == EEXIST, attempts < 20 else { throw failure(path) }
                continue
            }
            let file = FormFile(path: path)
            var error = file.write(Array(text.utf8), to: descriptor) ? nil : failure(path)
            if close(descriptor) != 0 && error == nil { error = failure(path) }
            if let error {
                file.remove()
                throw error
            }
            return file
        }
    }

    func read() throws(EditorError) -> String {
        do {
            return String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            throw .formFile(path: path, reason: error.reason)
        }
    }

    func remove() {
        unlink(path)
    }

    /// Writes the form in one call, as a form is a few hundred bytes; a short write (a full
    /// disk) is a failure, as an error is.
    private func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in systemWrite(descriptor, buffer.baseAddress, buffer.count) }
            == bytes.count
    }

    private static func failure(_ path: String) -> EditorError {
        .formFile(path: path, reason: String(cString: strerror(errno)))
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
