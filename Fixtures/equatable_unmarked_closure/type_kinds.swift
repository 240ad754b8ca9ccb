import Foundation

// A class with a hand-written == that ignores the closure: classes are never reported.
final class DownloadTask: Equatable {
    let url: URL
    let onProgress: (Double) -> Void

    init(url: URL, onProgress: @escaping (Double) -> Void) {
        self.url = url
        self.onProgress = onProgress
    }

    static func == (lhs: DownloadTask, rhs: DownloadTask) -> Bool {
        lhs.url == rhs.url
    }
}

// An actor: never reported either.
actor Uploader: Equatable {
    let id: UUID
    let onFinish: @Sendable () -> Void

    init(id: UUID, onFinish: @escaping @Sendable () -> Void) {
        self.id = id
        self.onFinish = onFinish
    }

    static func == (lhs: Uploader, rhs: Uploader) -> Bool {
        lhs.id == rhs.id
    }
}

// A struct whose hand-written == ignores the closure.
struct Alarm: Equatable {
    let time: Date
    let onRing: () -> Void // expect: equatable_unmarked_closure

    static func == (lhs: Alarm, rhs: Alarm) -> Bool {
        lhs.time == rhs.time
    }
}

// Not Equatable at all: silent.
struct Callbacks {
    let onStart: () -> Void
    let onStop: (() -> Void)?
}

final class Coordinator {
    var onFinish: (() -> Void)?
}

// A `static func ==` without an Equatable conformance makes nothing Equatable: silent.
struct Stopwatch {
    let label: String
    let onLap: () -> Void
    static func == (lhs: Stopwatch, rhs: Stopwatch) -> Bool { lhs.label == rhs.label }
}

// An enum case payload is not a stored property: silent.
enum Command: Equatable {
    case run(String)
    case stop
    static func == (lhs: Command, rhs: Command) -> Bool { false }
}

// Nesting: only the Equatable type is concerned; its synthesized equality cannot be
// written with a closure: reported, as is its hand-written sibling Footer.
struct Panel {
    struct Header: Equatable {
        let title: String
        let onCollapse: () -> Void // expect: equatable_unmarked_closure
    }
    struct Footer: Equatable {
        let caption: String
        let onExpand: () -> Void // expect: equatable_unmarked_closure
        static func == (lhs: Footer, rhs: Footer) -> Bool { lhs.caption == rhs.caption }
    }
    let onResize: (Double) -> Void
}

struct Sheet: Equatable {
    let title: String
    struct Footer {
        let onConfirm: () -> Void
    }
}
