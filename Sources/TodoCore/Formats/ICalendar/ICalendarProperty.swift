/// One property of an iCalendar component (RFC 5545, section 3.1), kept as it was written so
/// that a component read from a file writes back the same: `DUE;TZID=Europe/Berlin:20261201T153000`.
///
/// Names compare without regard to case, as the RFC says; they are written as they were read.
public struct ICalendarProperty: Sendable, Equatable {
    /// The name as written: `DUE`, `X-APPLE-SORT-ORDER`.
    public var name: String { didSet { key = ICalendarText.uppercased(name) } }
    /// The name in upper case, to compare: a VTODO's properties are looked up by name often.
    private(set) var key: String
    /// The parameters, in the order of the file: `TZID=Europe/Berlin`.
    public var parameters: [ICalendarParameter]
    /// The value as written, with its escapes: use `text` for a TEXT value.
    public var value: String
    /// Where the property starts in the file it was read from (0 for one made in code).
    public var line = 0
    /// Where its value starts, for errors about the value.
    public var valueColumn = 0

    /// A property whose value is given as it is to be written, escapes included.
    public init(_ name: String, parameters: [ICalendarParameter] = [], value: String) {
        self.init(name: name, key: ICalendarText.uppercased(name), parameters: parameters, value: value)
    }

    /// A property whose name is known in upper case already.
    init(name: String, key: String, parameters: [ICalendarParameter], value: String) {
        self.name = name
        self.key = key
        self.parameters = parameters
        self.value = value
    }

    /// A TEXT property: the value is escaped as RFC 5545 section 3.3.11 says.
    public init(_ name: String, parameters: [ICalendarParameter] = [], text: String) {
        self.init(name, parameters: parameters, value: ICalendarText.escaped(text))
    }

    /// Whether the property is named `name`, ignoring case; `name` is given in upper case.
    public func isNamed(_ name: String) -> Bool {
        key == name
    }

    /// The value read as TEXT, its escapes undone in one pass.
    public var text: String { ICalendarText.unescaped(value) }

    /// The first value of parameter `name`, or nil.
    public func parameter(_ name: String) -> String? {
        parameters.first { ICalendarText.equalIgnoringASCIICase($0.name, name) }?.values.first
    }

    /// Properties are equal when their names (ignoring case), parameters and values are; where
    /// they were read from does not count.
    public static func == (lhs: ICalendarProperty, rhs: ICalendarProperty) -> Bool {
        lhs.key == rhs.key && lhs.parameters == rhs.parameters && lhs.value == rhs.value
    }
}

/// A property parameter: `TZID=Europe/Berlin`, `X-TITLE="Café"`, `MEMBER="a","b"`.
public struct ICalendarParameter: Sendable, Equatable {
    /// The name as written: `TZID`, `X-TITLE`.
    public var name: String
    /// The values, without quotes. They are not TEXT-escaped: RFC 5545 has no escapes here.
    public var values: [String]
    /// Whether the values were quoted in the file; any value that needs quotes gets them anyway.
    public var isQuoted: Bool

    /// A parameter with one or more values.
    public init(_ name: String, _ values: String..., isQuoted: Bool = false) {
        self.init(name, values: values, isQuoted: isQuoted)
    }

    /// A parameter with the values given.
    public init(_ name: String, values: [String], isQuoted: Bool = false) {
        self.name = name
        self.values = values
        self.isQuoted = isQuoted
    }

    /// Parameters are equal when their names (ignoring case) and values are.
    public static func == (lhs: ICalendarParameter, rhs: ICalendarParameter) -> Bool {
        ICalendarText.equalIgnoringASCIICase(lhs.name, rhs.name) && lhs.values == rhs.values
    }
}
