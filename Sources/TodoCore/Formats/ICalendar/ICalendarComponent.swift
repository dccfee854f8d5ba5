/// A component of an iCalendar file (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`…) with every
/// property and subcomponent it was read with, unknown and `X-` ones included, in their order.
///
/// Changing a task in a file means patching the component it was read from (`VTodoPatch`),
/// never writing a new one: what other programs put there survives.
public struct ICalendarComponent: Sendable, Equatable {
    /// The name as written: `VTODO`.
    public var name: String
    /// The properties, in the order of the file.
    public var properties: [ICalendarProperty]
    /// The components inside this one (a VTODO's VALARMs), in the order of the file.
    public var components: [ICalendarComponent]
    /// The line of its `BEGIN`, in the file it was read from (0 for one made in code).
    public var line = 0

    /// A component named `name` (`VTODO`), with properties and components.
    public init(
        _ name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = []
    ) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    /// Whether the component is named `name`, ignoring case; `name` is given in upper case.
    public func isNamed(_ name: String) -> Bool {
        self.name == name || ICalendarText.equalIgnoringASCIICase(self.name, name)
    }

    /// The first property named `name` (in upper case), or nil.
    public subscript(name: String) -> ICalendarProperty? {
        index(of: name).map { properties[$0] }
    }

    /// The value (as written) of the first property named `name`, or nil.
    public func value(_ name: String) -> String? {
        index(of: name).map { properties[$0].value }
    }

    /// The text (escapes undone) of the first property named `name`, or nil.
    public func text(_ name: String) -> String? {
        value(name).map(ICalendarText.unescaped)
    }

    /// Where the first property named `name` is. Looks at each name where it lies: a VTODO's
    /// properties are looked up twenty times a task, and copying each to look at it costs more
    /// than the look.
    func index(of name: String) -> Int? {
        properties.withUnsafeBufferPointer { properties in
            for index in properties.indices where properties[index].key == name { return index }
            return nil
        }
    }

    /// Every property named `name` (in upper case), in order.
    public func properties(named name: String) -> [ICalendarProperty] {
        properties.filter { $0.isNamed(name) }
    }

    /// The subcomponents named `name`, in order.
    public func components(named name: String) -> [ICalendarComponent] {
        components.filter { $0.isNamed(name) }
    }

    /// Replaces the first property named as `property` is, in its place, and removes any
    /// others of that name; appends it when there is none.
    public mutating func set(_ property: ICalendarProperty) {
        guard let index = properties.firstIndex(where: { $0.isNamed(property.name) }) else {
            properties.append(property)
            return
        }
        properties[index] = property
        var later = index + 1
        while later < properties.count {
            if properties[later].isNamed(property.name) {
                properties.remove(at: later)
            } else {
                later += 1
            }
        }
    }

    /// Removes every property named `name` (in upper case).
    public mutating func remove(_ name: String) {
        properties.removeAll { $0.isNamed(name) }
    }

    /// Components are equal when their names (ignoring case), properties and subcomponents
    /// are, in order; where they were read from does not count.
    public static func == (lhs: ICalendarComponent, rhs: ICalendarComponent) -> Bool {
        ICalendarText.equalIgnoringASCIICase(lhs.name, rhs.name) && lhs.properties == rhs.properties
            && lhs.components == rhs.components
    }
}
