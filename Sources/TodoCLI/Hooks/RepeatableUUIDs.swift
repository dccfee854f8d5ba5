/// UUIDs for the tasks a change adds, the same ones each time the change is made: with hooks,
/// a change is made twice (once for `on-add` to see, once under the store's lock), and the
/// second must add the very tasks the hooks saw.
final class RepeatableUUIDs {
    private let make: () -> String
    private var made: [String] = []
    private var next = 0

    init(_ make: @escaping () -> String) {
        self.make = make
    }

    /// A maker that gives, from the first, the uuids given before, then new ones.
    func fromTheStart() -> () -> String {
        next = 0
        return { [self] in
            defer { next += 1 }
            if next == made.count { made.append(make()) }
            return made[next]
        }
    }
}
