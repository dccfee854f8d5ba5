/// Text on its way to stdout or stderr, gathered and written once: one write of the whole list
/// is far cheaper than a write per line.
final class OutputBuffer {
    var bytes: [UInt8] = []

    func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeLine(_ text: String = "") {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    func write(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

}

extension [UInt8] {
    mutating func appendSpaces(_ count: Int) {
        if count > 0 { append(contentsOf: repeatElement(0x20, count: count)) }
    }
}
