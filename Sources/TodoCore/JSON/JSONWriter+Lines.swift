extension JSONWriter {
    /// Appends a JSON array with each element on a line of its own, as the store and `--json`
    /// write lists of objects:
    ///
    ///     [
    ///     {…},
    ///     {…}
    ///     ]
    ///
    /// or `[]` when there is none. `write` writes one element, braces included; nothing follows
    /// the closing `]`.
    @inlinable
    public mutating func linedArray<Elements: Sequence>(
        _ elements: Elements, _ write: (Elements.Element, inout JSONWriter) -> Void
    ) {
        linedArray({ body in elements.forEach(body) }, write)
    }

    /// `linedArray(_:_:)` for the elements that `eachElement` passes to its argument, in that
    /// order: for elements that are not in a collection, such as tasks read one by one.
    @inlinable
    public mutating func linedArray<Element>(
        _ eachElement: ((Element) -> Void) -> Void, _ write: (Element, inout JSONWriter) -> Void
    ) {
        raw("[")
        var isFirst = true
        // `write` is called only while `eachElement` runs, which is what non-escaping means;
        // Swift cannot see that one non-escaping closure only calls another.
        withoutActuallyEscaping(write) { write in
            eachElement { element in
                raw(isFirst ? "\n" : ",\n")
                isFirst = false
                write(element, &self)
            }
        }
        raw(isFirst ? "]" : "\n]")
    }
}
