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
            let descriptor: FileDescriptor
            do {
                descriptor = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
            } catch {
                attempts += 1
                guard error.code == EEXIST, attempts < 20 else {
                    throw .formFile(path: path, reason: error.reason)
                }
                continue
            }
            let file = FormFile(path: path)
            var failure: SystemError?
            do { try descriptor.writeAll(Array(text.utf8)) } catch { failure = error }
            do { try descriptor.close() } catch { failure = failure ?? error }
            if let failure {
                file.remove()
                throw .formFile(path: path, reason: failure.reason)
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
}
