import Testing
@testable import EqLintRules

@Suite struct ParallelMapTests {
    /// Results in item order for any number of items and workers (items are claimed in runs).
    @Test func resultsKeepTheItemsOrder() {
        for count in [0, 1, 2, 7, 63, 64, 65, 1000, 25_000] {
            let items = Array(0..<count)
            for jobs in [1, 2, 3, 8] {
                #expect(ParallelMap.map(items, jobs: jobs) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 })
            }
        }
        // Results holding references come out whole (they are moved, not copied).
        let words = (0..<5000).map { "word \($0)" }
        #expect(ParallelMap.map(words, jobs: 2) { [$0, $0 + "!"] } == words.map { [$0, $0 + "!"] })
    }

    /// The discovered paths' order: two halves sorted side by side and merged, as one sort.
    @Test func pathsSortedInHalvesAsInOne() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["App", "app", "A", "Views", "views-2", "a.b", "a", "Ä", "z", "_x", "0"]
        for count in [0, 5, 4095, 4096, 9001] {
            let paths = Set((0..<count).map { k in
                (0..<3).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/") + "/F\(k).swift"
            })
            let list = Array(paths).shuffled(using: &generator)
            #expect(FileDiscovery.sortedPaths(list, jobs: 2) == list.sorted(by: Paths.precedes))
            #expect(FileDiscovery.sortedPaths(list, jobs: 1) == list.sorted(by: Paths.precedes))
        }
    }
}
