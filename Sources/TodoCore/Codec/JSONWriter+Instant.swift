extension JSONWriter {
    /// Appends `"2026-03-01T09:30:00Z"`, or `null` for nil.
    public mutating func isoInstant(_ instant: Instant?) {
        guard let instant else { return null() }
        bytes.append(0x22)
        instant.appendISO8601(to: &bytes)
        bytes.append(0x22)
    }
}
