import Testing
@testable import EqLintRules

/// A message that names another place (`RelatedPlace.marker`) keeps the fingerprint of the
/// message without it: a line moving in another file, or another construction deciding, moves
/// no baseline.
@Suite struct FingerprintPlacesTests {
    static func finding(_ message: String, template: String?) -> Diagnostic {
        var d = Diagnostic(ruleID: "closure_captures_state", severity: .warning, path: "A.swift", range: 0..<1,
                           message: message, symbol: "Card.onTap")
        d.messageTemplate = template
        return d
    }

    @Test func placesInAMessageMoveNoFingerprint() {
        let plain = Self.finding("captures 'x', but equality ignores 'onTap': stale", template: nil)
        let here = Self.finding("captures 'x', but equality ignores 'onTap' (Card.swift:7): stale",
                                template: "captures 'x', but equality ignores 'onTap' (\(RelatedPlace.marker(0))): stale")
        let moved = Self.finding("captures 'x', but equality ignores 'onTap' (Card.swift:9): stale",
                                 template: "captures 'x', but equality ignores 'onTap' (\(RelatedPlace.marker(0))): stale")
        #expect(Fingerprint.key(here) == Fingerprint.key(plain))
        #expect(Fingerprint.key(moved) == Fingerprint.key(plain))
        let clause = Self.finding("hands 'onTap' over; advice; the construction at S.swift:3 passes 'onTap' a closure",
                                  template: "hands 'onTap' over; advice; the construction at \(RelatedPlace.marker(0)) passes 'onTap' a closure")
        #expect(Fingerprint.key(clause) == Fingerprint.key(Self.finding("hands 'onTap' over; advice", template: nil)))
    }
}
