/// How one property's value holds a field's value: written straight into the content line being
/// made, and read back from a property. A value that cannot be read is an error on import and
/// no value when a VTODO is patched (see `VTodoReader.strict`).
struct ICalendarValue: Sendable {
    /// Appends the value as the property holds it, escapes included; false when the property
    /// is not written for it (empty text).
    let append: @Sendable (FieldValue, inout [UInt8]) -> Bool
    /// The value a property holds, or nil for none.
    let read: @Sendable (ICalendarProperty, inout VTodoReader) throws(FormatError) -> FieldValue?

    /// The property's value for `value`, as written; nil when there is none to write.
    func text(of value: FieldValue?) -> String? {
        guard let value else { return nil }
        var bytes: [UInt8] = []
        guard append(value, &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ICalendarValue {
    /// TEXT, escaped (RFC 5545, 3.3.11); empty text is none. `trimmed` reads it without the
    /// white space around it.
    static func text(trimmed: Bool) -> ICalendarValue {
        ICalendarValue(
            append: { value, bytes in
                guard case .text(var text) = value, !text.isEmpty else { return false }
                text.withUTF8 { ICalendarText.appendEscaped($0, to: &bytes) }
                return true
            },
            read: { property, _ in
                let text = property.text
                return (trimmed ? text.trimmedQuickly : text).nonEmpty.map(FieldValue.text)
            })
    }

    /// A DATE-TIME in UTC, `20261201T153000Z`; read as any DATE or DATE-TIME.
    static let instant = ICalendarValue(
        append: { value, bytes in
            guard case .date(let instant) = value else { return false }
            ICalendarTime.appendUTC(instant, to: &bytes)
            return true
        },
        read: { property, reader throws(FormatError) in try reader.instant(property).map(FieldValue.date) })

    /// A decimal number as `FieldNumber` writes it: `2`, `-1.5`.
    static let number = ICalendarValue(
        append: { value, bytes in
            guard case .number(let number) = value else { return false }
            bytes.append(contentsOf: number.description.utf8)
            return true
        },
        read: { property, reader throws(FormatError) in
            guard let number = FieldNumber(text: property.text) else {
                return try reader.invalid(property, "a number like 2 or -1.5")
            }
            return .number(number)
        })

    /// One of a choice's words, read ignoring case.
    static func choice(_ kind: FieldKind) -> ICalendarValue {
        let text = text(trimmed: true)
        return ICalendarValue(
            append: text.append,
            read: { property, reader throws(FormatError) in
                guard let word = kind.choice(named: property.text) else {
                    return try reader.invalid(property, "one of " + kind.choices.joined(by: ", "))
                }
                return .text(word)
            })
    }

    /// A value of a field's own spelling, written as it is (no escapes): `write` says what
    /// a value is written as, `read` what a value as written means (nil: none).
    static func spelled(
        write: @escaping @Sendable (FieldValue) -> String?, read: @escaping @Sendable (String) -> FieldValue?
    ) -> ICalendarValue {
        ICalendarValue(
            append: { value, bytes in
                guard let text = write(value) else { return false }
                bytes.append(contentsOf: text.utf8)
                return true
            },
            read: { property, _ in read(property.value.trimmingASCIISpaces) })
    }

    /// The value of a field of one's own of `kind`; an empty value is none.
    static func of(_ kind: FieldKind) -> ICalendarValue {
        let value: ICalendarValue
        switch kind {
        case .number: value = .number
        case .date: value = .instant
        case .choice: value = .choice(kind)
        default: return .text(trimmed: true)
        }
        return ICalendarValue(
            append: value.append,
            read: { property, reader throws(FormatError) in
                property.value.trimmingASCIISpaces.isEmpty ? nil : try value.read(property, &reader)
            })
    }
}
