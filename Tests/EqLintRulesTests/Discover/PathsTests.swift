import Testing
@testable import EqLintRules

@Suite struct PathsTests {
    /// `isWithin` answers what `relative(_:to:) != nil` answers, without making the path.
    /// `relative(_:to:)` on the bytes gives what a reading of the texts gives: `.` for the same
    /// path (canonically equal texts too), the rest after `base/`, nil outside.
    @Test func relativeAgreesWithTheTexts() {
        func expected(_ path: String, _ base: String) -> String? {
            let a = Paths.absolute(path), b = Paths.absolute(base)
            if a == b { return "." }
            let prefix = b == "/" ? "/" : b + "/"
            guard a.utf8.starts(with: prefix.utf8) else { return nil }
            return String(decoding: a.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
        }
        let paths = ["/", "/a", "/a/", "/ab", "/a/b", "/a/b/c.swift", "/a/./b", "/a/../a/b", "/b/a", "/a//b", "a/b", ".",
                     "/a/b/..", "/caf\u{E9}", "/cafe\u{301}", "/caf\u{E9}/x.swift", "/cafe\u{301}/x.swift"]
        for path in paths {
            for base in paths {
                #expect(Paths.relative(path, to: base) == expected(path, base), "\(path) to \(base)")
            }
        }
    }

    @Test func isWithinAgreesWithRelative() {
        let paths = ["/", "/a", "/a/", "/ab", "/a/b", "/a/b/c.swift", "/a/./b", "/a/../a/b", "/b/a", "/a//b", "a/b", ".", "/a/b/.."]
        for path in paths {
            for base in paths {
                #expect(Paths.isWithin(path, base) == (Paths.relative(path, to: base) != nil), "\(path) within \(base)")
            }
        }
        #expect(Paths.isWithin("/a/b", "/a") && !Paths.isWithin("/ab", "/a") && Paths.isWithin("/a", "/"))
    }

    @Test(arguments: [
        ("App/Views/Card.swift", false),
        ("App/Tests/Card.swift", true),
        ("AppTests/Card.swift", true),
        ("/abs/App/UnitTests//Card.swift", true),
        ("App/Mocks/Card.swift", true),
        ("App/Mock/Card.swift", true),
        ("App/Mockup/Card.swift", false),
        ("App/MyMock/Card.swift", false),
        ("App/CardTests.swift", true),
        ("App/CardTest.swift", true),
        ("App/Testsuite/Card.swift", false),
        ("Tests", false),
        ("Tests/", false),
        ("", false),
        ("Tests/Card.swift/", true),
    ])
    func testCode(_ path: String, _ expected: Bool) {
        #expect(Paths.isTestCode(path) == expected, "\(path)")
    }
}
