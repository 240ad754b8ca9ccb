// fixture-variant unhashed: {rules: {hashable_equatable_mismatch: {report_unhashed: true}}}
import Foundation

// RULES.md, revision 4, Hashed: `hashValue` or `hash(into:)` called on a value declared as
// the type.

struct RenderConfig: Hashable { // expect: hashable_equatable_mismatch
    let width: Int
    let height: Int
    var debugLabel: String
    static func == (lhs: RenderConfig, rhs: RenderConfig) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

struct Fingerprint: Hashable { // expect: hashable_equatable_mismatch
    let digest: String
    var computedAt: Date
    static func == (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.digest == rhs.digest }
}

// Its `hashValue` is never read: not reported.
struct Viewport: Hashable { // expect[unhashed]: hashable_equatable_mismatch
    let zoom: Double
    var isAnimating: Bool
    static func == (lhs: Viewport, rhs: Viewport) -> Bool { lhs.zoom == rhs.zoom }
}

final class ThumbnailRenderer {
    let config: RenderConfig
    let viewport: Viewport

    init(config: RenderConfig, viewport: Viewport) {
        self.config = config
        self.viewport = viewport
    }

    func cacheKey(for fingerprint: Fingerprint) -> Int {
        var hasher = Hasher()
        fingerprint.hash(into: &hasher)
        return hasher.finalize() ^ config.hashValue
    }

    func describe() -> String {
        "\(viewport.zoom)"
    }
}
