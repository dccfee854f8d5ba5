import TodoCore

/// What `import` reads: standard input, a file (todo.txt with its done.txt), or a folder (a
/// vdir, or a todo.txt folder), decoded in the format named or told from the content.
struct ImportSource {
    let path: String
    /// nil: tell the format from the content.
    let format: TaskFormat?

    /// What `import` read, ready to be decoded: its format, and its files' bytes. Decoding
    /// needs the store's schema, which types the values of the user's fields; the command
    /// decodes again should the fields change before the store is locked.
    struct Input {
        let format: TaskFormat
        let decode: (FormatContext) throws -> ImportBatch
    }

    /// Reads the file (with the done.txt beside a todo.txt) or the folder.
    func load(_ context: CommandContext) throws -> Input {
        if path != "-" && Vdir.isFolder(path) { return try loadFolder(context) }
        let bytes = try context.readInput(path)
        let name = path == "-" ? nil : FileName(path)
        let format = format ?? TaskFormat.detect(bytes, fileName: name?.last)
        switch format {
        case .todotxt:
            var files = [(path, bytes)]
            if let name, name.last == "todo.txt",
                let done = try readIfPresent(name.sibling("done.txt"), context)
            {
                files.append((name.sibling("done.txt"), done))
            }
            return Input(format: .todotxt) { try readTodoTxt(files, $0) }
        case .json, .ics, .taskwarrior:
            return Input(format: format) { try decode(bytes, as: format, source: path, $0) }
        }
    }

    private func decode(_ bytes: [UInt8], as format: TaskFormat, source: String, _ context: FormatContext)
        throws
        -> ImportBatch
    {
        do throws(FormatError) {
            return try format.decode(bytes, context: context)
        } catch {
            throw invalid(source, format, error)
        }
    }

    private func readTodoTxt(_ files: [(String, [UInt8])], _ context: FormatContext) throws -> ImportBatch {
        var reader = TodoTxtReader(context: context)
        var batch = ImportBatch()
        for (file, bytes) in files {
            do throws(FormatError) {
                batch.append(try reader.read(bytes))
            } catch {
                throw invalid(file, .todotxt, error)
            }
        }
        return batch
    }

    /// A vdir; or, with no `.ics` file and a todo.txt in it (or `--format todotxt`), todo.txt
    /// and done.txt.
    private func loadFolder(_ context: CommandContext) throws -> Input {
        let vdir = Vdir(path: path)
        let todoTxt = FileName(path).child("todo.txt")
        if format == .todotxt
            || (format == nil && (try? vdir.files().isEmpty) == true && Vdir.exists(todoTxt))
        {
            var files = [(todoTxt, try context.readInput(todoTxt))]
            let done = FileName(path).child("done.txt")
            if let bytes = try readIfPresent(done, context) { files.append((done, bytes)) }
            return Input(format: .todotxt) { try readTodoTxt(files, $0) }
        }
        if let format, format != .ics {
            throw ImportError.unreadable(
                source: path,
                reason: "a folder is read as a vdir (ics) or a todo.txt folder, not as \(format.rawValue)")
        }
        do throws(Vdir.Failure) {
            let files = try vdir.files()
            return Input(format: .ics) { formatContext in
                do throws(Vdir.Failure) {
                    return try vdir.read(files, context: formatContext)
                } catch {
                    throw failure(error)
                }
            }
        } catch {
            throw failure(error)
        }
    }

    private func failure(_ error: Vdir.Failure) -> ImportError {
        switch error {
        case .unreadable(let failure): return .unreadable(source: path, reason: failure.reason)
        case .invalid(let file, let problem): return invalid(file, .ics, problem)
        }
    }

    private func readIfPresent(_ file: String, _ context: CommandContext) throws -> [UInt8]? {
        Vdir.exists(file) ? try context.readInput(file) : nil
    }

    private func invalid(_ file: String, _ format: TaskFormat, _ error: FormatError) -> ImportError {
        .invalid(source: file, expected: FormatOptions.expected(format), problem: error.description)
    }
}

/// A path cut at its slashes, for the files beside or inside it.
private struct FileName {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    var last: String { path.split(separator: "/").last.map(String.init) ?? path }

    func sibling(_ name: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    func child(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }
}
