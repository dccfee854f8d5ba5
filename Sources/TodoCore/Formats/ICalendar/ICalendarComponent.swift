/// A component of an iCalendar file (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`…) with every
/// property and subcomponent it was read with, unknown and `X-` ones included, in their order.
///
/// Changing a task in a file means patching the component it was read from (`VTodoPatch`),
/// never writing a new one: what other programs put there survives.
public struct ICalendarComponent: Sendable, Equatable {
    /// The name as written: `VTODO`.
    public var name: String
    public var properties: [ICalendarProperty]
    public var components: [ICalendarComponent]
    /// The line of its `BEGIN`, in the file it was read from (0 for one made in code).
    public var line = 0

    public init(
        _ name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = []
    ) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    /// Whether the component is named `name` (an upper-case name), ignoring case.
    public func isNamed(_ name: String) -> Bool {
        self.name == name || ICalendarText.equalIgnoringASCIICase(self.name, name)
    }

    /// The first property named `name`, or nil.
    public subscript(name: String) -> ICalendarProperty? {
        properties.first { $0.isNamed(name) }
    }

    /// Every property named `name`, in order.
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

    /// Removes every property named `name`.
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
