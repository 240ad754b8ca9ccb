import Foundation

// RULES.md, revision 4, hashable_equatable_mismatch: "hashed in the project" counts uses in
// any file ("Uses across the project"): `PlaylistID` is hashed in Features/Library.swift
// (a `Set`), `TrackRef` in Features/Queue.swift (the key of a dictionary). `Mood` is hashed
// nowhere: reported only under the variant `unhashed` (.eqlint.unhashed.yml).
struct PlaylistID: Hashable { // expect: hashable_equatable_mismatch
    let rawValue: String
    var ownerName: String
    static func == (lhs: PlaylistID, rhs: PlaylistID) -> Bool { lhs.rawValue == rhs.rawValue }
}

struct TrackRef: Hashable {
    let isrc: String
    var title: String
}

extension TrackRef {
    static func == (lhs: TrackRef, rhs: TrackRef) -> Bool { lhs.isrc == rhs.isrc }

    func hash(into hasher: inout Hasher) { // expect: hashable_equatable_mismatch
        hasher.combine(isrc)
        hasher.combine(title)
    }
}

struct Mood: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let name: String
    var emoji: String
    static func == (lhs: Mood, rhs: Mood) -> Bool { lhs.name == rhs.name }
}
