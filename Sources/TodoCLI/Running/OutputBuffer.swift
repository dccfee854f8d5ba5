/// Text on its way to stdout or stderr, gathered and written once: one write of the whole list
/// is far cheaper than a write per line. Long output (`list` of 10,000 tasks) may instead be
/// handed on in chunks as it is made, when the buffer has somewhere to send it.
final class OutputBuffer {
    var bytes: [UInt8] = []
    /// Where chunks go as they are ready; without one, everything stays in `bytes`.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Chunks are handed on once they reach this size.
    static let chunkSize = 64 * 1024

    init(sink: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.sink = sink
    }

    /// Hands `chunk` on (after what is gathered so far) once it is a full chunk and there is a
    /// sink, and empties it for reuse; otherwise leaves it to grow.
    func stream(_ chunk: inout OutputBytes) {
        guard let sink = sinkForChunk(of: chunk.count) else { return }
        chunk.withBytes(sink)
        chunk.removeAll()
    }

    /// The same for a chunk made in an array, as `JSONWriter` makes it.
    func stream(_ chunk: inout [UInt8]) {
        guard let sink = sinkForChunk(of: chunk.count) else { return }
        chunk.withUnsafeBufferPointer(sink)
        chunk.removeAll(keepingCapacity: true)
    }

    /// The sink, once what is gathered so far is handed on, when a chunk of `count` bytes is
    /// to go now; nil when it is to stay.
    private func sinkForChunk(of count: Int) -> ((UnsafeBufferPointer<UInt8>) -> Void)? {
        guard let sink, count >= Self.chunkSize else { return nil }
        if !bytes.isEmpty {
            bytes.withUnsafeBufferPointer(sink)
            bytes.removeAll()
        }
        return sink
    }

    /// Hands on everything gathered so far, when there is a sink: before a question is asked,
    /// so that the person sees it before typing the answer, and as `remind --watch` delivers.
    func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll()
    }

    func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    func writeLine(_ text: String = "") {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    func write(bytes more: [UInt8]) {
        if bytes.isEmpty { bytes = more } else { bytes.append(contentsOf: more) }
    }

    /// The whole output made in one piece (`list`'s table) goes to the sink as it is, when
    /// nothing was gathered before it: copying it first cost `list` of 100 tasks 9 KB more memory.
    /// What is written after it still follows it, and stderr still comes last.
    func write(bytes more: borrowing OutputBytes) {
        if bytes.isEmpty, let sink {
            more.withBytes(sink)
            return
        }
        more.withBytes { bytes.append(contentsOf: $0) }
    }

}
