import XCTest

// Under a folder named `UITests`: not reported.
enum LaunchScreen: Equatable {
    case onboarding(page: Int)
    case home

    static func == (lhs: LaunchScreen, rhs: LaunchScreen) -> Bool {
        switch (lhs, rhs) {
        case (.home, .home):
            return true
        default:
            break
        }
        return false
    }
}
