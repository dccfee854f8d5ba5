extension TodoTxtCarriage {
    /// The title: the text, on one line (line breaks and tabs become spaces, other control
    /// characters U+FFFD, so that a line holds no escape sequence for a terminal that shows it).
    /// What is left of the text when every other field has taken its words is the title
    /// (`TodoTxtReader`).
    static let text = TodoTxtCarriage(
        keys: [], order: 50,
        write: { field, task, line in
            var text = String.UnicodeScalarView()
            for scalar in (field.value(in: task)?.text ?? "").unicodeScalars {
                switch scalar.value {
                case 0x09...0x0D, 0x85, 0x2028, 0x2029: text.append(" ")
                case 0x00...0x1F, 0x7F...0x9F: text.append("\u{FFFD}")
                default: text.append(scalar)
                }
            }
            line.text.append(String(text))
        },
        read: { _, _, _ in },
        reconcile: nil)

    /// The project: `+name`, the first such word.
    static let project = TodoTxtCarriage(
        keys: [], order: 60,
        write: { field, task, line in
            guard let project = field.value(in: task)?.text else { return }
            line.text.append("+" + TodoTxtWriter.contextName(project))
        },
        read: { field, line, record in
            let words = line.takeWords { word, taken in
                taken.isEmpty && word.first == "+" && LabelName.isValid(word.dropFirst())
            }
            record.set(words.first.map { .text(String($0.dropFirst())) }, of: field)
        },
        reconcile: nil)

    /// The tags: `@name` each (todo.txt's contexts).
    static let contexts = TodoTxtCarriage(
        keys: [], order: 70,
        write: { _, task, line in
            for tag in task.tags { line.text.append("@" + TodoTxtWriter.contextName(tag)) }
        },
        read: { _, line, record in
            let words = line.takeWords { word, _ in word.first == "@" && LabelName.isValid(word.dropFirst()) }
            record.tags = TagList.normalized(words.map { String($0.dropFirst()) })
        },
        reconcile: nil)

    /// The location: `@Name_in_words` among the contexts, so that todo.txt-cli lists it, and
    /// `loc:` and `addr:` percent-encoded, which carry it whole. A line with an address alone
    /// is at a place named by it.
    static let location = TodoTxtCarriage(
        keys: ["loc", "addr"], order: 80,
        write: { _, task, line in
            guard let location = task.location else { return }
            line.text.append("@" + TodoTxtWriter.contextName(location.name))
            line.keys.append("loc:" + PercentEncoding.encoded(location.name))
            if let address = location.address { line.keys.append("addr:" + PercentEncoding.encoded(address)) }
        },
        read: { _, line, record in
            let name = line.take("loc") { PercentEncoding.decoded($0).trimmed.nonEmpty ?? "" }?.nonEmpty
            let address = line.take("addr") { PercentEncoding.decoded($0).trimmed.nonEmpty ?? "" }?.nonEmpty
            guard let locationName = name ?? address else { return }
            record.location = Location(name: locationName, address: address)
            _ = line.takeLast("@" + TodoTxtWriter.contextName(locationName))
        },
        reconcile: nil)
}
