import SwiftUI
import Equatable

@Equatable
struct BuildInfo {
    let version: String
#if DEBUG
    let debugNote: String // expect: silently_uncompared_property
#elseif BETA
    let betaCohort: Int // expect: silently_uncompared_property
#else
    let releaseChannel: String // expect: silently_uncompared_property
#endif
#if os(iOS)
    // Marked, a skipped wrapper, computed: silent.
    @EquatableIgnored var deviceToken: String?
    @AppStorage("lastLaunch") var lastLaunch = 0.0
    var platformName: String { "iOS" }
    // A closure inside #if: both rules apply.
    let onLowMemory: () -> Void // expect: silently_uncompared_property, equatable_unmarked_closure
#endif
}

// Not @Equatable: silent.
struct LaunchOptions: Equatable {
#if DEBUG
    let verbose: Bool
#endif
    let name: String
}

// The whole type inside #if is seen by the macro: its properties are compared, silent.
#if canImport(SwiftUI)
@Equatable
struct Theme {
    let accent: String
    let cornerRadius: Double
}
#endif
