import Foundation

// Equatable by an extension in Conformances.swift: silent.
struct Article {
    let id: Int
    @EquatableIgnored var readingProgress: Double = 0
}

// Equatable through a protocol declared in Conformances.swift: silent.
struct Comment: Moderated {
    let id: Int
    @EquatableIgnoredUnsafeClosure var onReport: () -> Void
}

// Extended in Conformances.swift, but not with Equatable.
struct Author {
    let name: String
    @EquatableIgnored // expect: marker_without_equatable
    var followerCountCache = 0
}
