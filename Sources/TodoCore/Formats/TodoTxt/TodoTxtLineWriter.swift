/// A todo.txt line being written, in its three parts: the marks at its start (`x DONE`, `(A)`,
/// the creation date), the text (the title, `+project`, `@context` words) and the `key:value`
/// words. Each field's carriage appends to the parts it writes.
struct TodoTxtLineWriter {
    let context: FormatContext
    var marks: [String] = []
    var text: [String] = []
    var keys: [String] = []

    /// The line.
    var line: String { (marks + text + keys).joined(by: " ") }
}
