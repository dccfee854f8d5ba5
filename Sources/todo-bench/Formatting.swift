import Foundation

/// Progress and errors: straight to file descriptor 2, unbuffered.
func writeStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

/// `value` with a fixed number of decimals.
func decimal(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Seconds as milliseconds with three significant digits or so: `1.62`, `40.1`, `208`.
func milliseconds(_ seconds: Double) -> String {
    let value = seconds * 1000
    return decimal(value, value < 10 ? 2 : value < 100 ? 1 : 0)
}

/// A ratio as `5.2×`.
func times(_ ratio: Double) -> String {
    decimal(ratio, ratio < 10 ? 2 : 1) + "×"
}

/// KiB as MiB: `13.1`.
func mebibytes(_ kibibytes: Int) -> String {
    decimal(Double(kibibytes) / 1024, 1)
}
