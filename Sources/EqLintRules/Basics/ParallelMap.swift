import Dispatch

/// Maps items on several threads; results keep the items' order, so output never depends
/// on the thread count.
public enum ParallelMap {
    /// The number of cores: the default worker count of every front.
    public static var defaultJobs: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    public static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        let count = items.count
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return items.map(transform) }
        let slots = ResultSlots<R>(count: count, workers: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let claimed = slots.claim()
                guard !claimed.isEmpty else { break }
                for i in claimed { slots.set(i, transform(items[i])) }
            }
        }
        return slots.values()
    }
}

/// One slot per item, each written by exactly one worker before `values()` reads them.
private final class ResultSlots<R>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<R?>
    private let count: Int
    private let next = Locked(0)
    /// Set once `values()` has moved the results out.
    private var taken = false

    private let workers: Int

    init(count: Int, workers: Int) {
        self.count = count
        self.workers = workers
        base = .allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        if !taken { base.deinitialize(count: count) }
        base.deallocate()
    }

    /// The next unclaimed items: an eighth of what is left per worker, at least one (large
    /// runs first, single items at the end, so that workers finish together and small items
    /// do not each take the lock).
    func claim() -> Range<Int> {
        next.withLock { n in
            let take = max(1, (count - n) / (workers * 8))
            let claimed = n..<min(n + take, count)
            n = claimed.upperBound
            return claimed
        }
    }

    func set(_ i: Int, _ value: R) { base[i] = value }

    /// The results, moved out (a copy would retain all each holds); call once.
    func values() -> [R] {
        taken = true
        return [R](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { (buffer.baseAddress! + i).initialize(to: (base + i).move()!) }
            initialized = count
        }
    }
}

/// A value handed to worker threads that the caller shares safely by other means (each thread
/// writes disjoint elements of a buffer, say).
struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
