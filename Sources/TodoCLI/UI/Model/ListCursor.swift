/// Where the cursor is in a list, and the first row shown: scrolling keeps the cursor on screen.
struct ListCursor: Equatable {
    private(set) var index = 0
    private(set) var top = 0

    /// Puts the cursor on `index` (kept within the list) and scrolls as little as needed to show it.
    mutating func move(to index: Int, count: Int, height: Int) {
        self.index = max(0, min(index, count - 1))
        let rows = max(1, height)
        if self.index < top { top = self.index }
        if self.index >= top + rows { top = self.index - rows + 1 }
        top = max(0, min(top, count - rows))
    }

    /// Keeps the cursor where it is, within a list that may have changed length or screen height.
    mutating func clamp(count: Int, height: Int) {
        move(to: index, count: count, height: height)
    }
}
