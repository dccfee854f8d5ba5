/// Sorting in place, with no memory taken beside the items: quicksort around the median of
/// three, insertion sort for short runs, and heapsort where quicksort would go quadratic
/// (introsort). Not stable, which a total order does not need. Every index it touches stays in
/// bounds, whatever `less` answers.
///
/// The standard library's sort is stable, so it takes a buffer of half the items and an array of
/// runs: for 10,000 tasks, fresh memory that costs `list` more than the sorting.
@usableFromInline enum InPlaceSort {
    @inlinable static func sort<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, by less: (Item, Item) -> Bool
    ) {
        var depthLimit = 0
        var count = items.count
        while count > 1 {
            depthLimit += 2
            count >>= 1
        }
        quicksort(items, from: 0, to: items.count, depthLimit: depthLimit, by: less)
    }

    @inlinable static func quicksort<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, from start: Int, to end: Int, depthLimit: Int,
        by less: (Item, Item) -> Bool
    ) {
        var (low, high, depth) = (start, end, depthLimit)
        while high - low > 16 {
            guard depth > 0 else { return heapsort(items, from: low, to: high, by: less) }
            depth -= 1
            let last = high - 1
            items.swapAt(medianOfThree(items, low, low + (high - low) / 2, last, by: less), last)
            let pivot = items[last]
            var boundary = low
            for index in low..<last where less(items[index], pivot) {
                items.swapAt(index, boundary)
                boundary += 1
            }
            items.swapAt(boundary, last)
            // The smaller side by recursion, the larger by looping: the stack stays logarithmic.
            if boundary - low < high - boundary {
                quicksort(items, from: low, to: boundary, depthLimit: depth, by: less)
                low = boundary + 1
            } else {
                quicksort(items, from: boundary + 1, to: high, depthLimit: depth, by: less)
                high = boundary
            }
        }
        insertionSort(items, from: low, to: high, by: less)
    }

    @inlinable static func medianOfThree<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, _ first: Int, _ middle: Int, _ last: Int,
        by less: (Item, Item) -> Bool
    ) -> Int {
        let (a, b, c) = (items[first], items[middle], items[last])
        if less(a, b) {
            if less(b, c) { return middle }
            return less(a, c) ? last : first
        }
        if less(a, c) { return first }
        return less(b, c) ? last : middle
    }

    @inlinable static func insertionSort<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, from start: Int, to end: Int, by less: (Item, Item) -> Bool
    ) {
        guard end - start > 1 else { return }
        for next in (start + 1)..<end {
            var index = next
            while index > start, less(items[index], items[index - 1]) {
                items.swapAt(index, index - 1)
                index -= 1
            }
        }
    }

    @inlinable static func heapsort<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, from start: Int, to end: Int, by less: (Item, Item) -> Bool
    ) {
        let count = end - start
        guard count > 1 else { return }
        for root in stride(from: count / 2 - 1, through: 0, by: -1) {
            siftDown(items, base: start, root: root, count: count, by: less)
        }
        for last in stride(from: count - 1, to: 0, by: -1) {
            items.swapAt(start, start + last)
            siftDown(items, base: start, root: 0, count: last, by: less)
        }
    }

    @inlinable static func siftDown<Item>(
        _ items: UnsafeMutableBufferPointer<Item>, base: Int, root: Int, count: Int,
        by less: (Item, Item) -> Bool
    ) {
        var parent = root
        while true {
            var largest = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < count, less(items[base + largest], items[base + left]) { largest = left }
            if right < count, less(items[base + largest], items[base + right]) { largest = right }
            guard largest != parent else { return }
            items.swapAt(base + parent, base + largest)
            parent = largest
        }
    }
}
