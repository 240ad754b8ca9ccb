// Backticks are removed from names but kept in normalized text; columns count
// UTF-8 bytes, so non-ASCII text before a name shifts its column.
struct `Type` {
    let `default`: Int
    var `class`: `Self_`?
    let `self_`: [`Type`] = []
    func `return`(`for` x: Int) {}
    func `init`() {}
    static let `static` = 0
}

enum `Self_` { case `case`, `default` }

protocol `Proto` {}

struct Conforming: `Proto`, Swift.`Sendable` {
    let existential: any `Proto`
    let optionalExistential: (any `Proto`)?
    let member: `Type`.`Protocol`
    let generic: Array<`Proto`>
}

extension `Type` {
    struct `Protocol` { var `var` = 1 }
}

struct Café {
    let café = 1
    let naïve = "naïve"; let π = 3.14159
    var 日本語 = "日本語"; var ñ: Int = 0
    let emoji = "🙂🙃"; let after = 2
    let 🐶 = "dog", 🐱 = "cat"
    var über: Über?
    func größe(straße: Int) -> Int { straße }
}

struct Über {
    struct Straße { let länge: Double = 1.5 }
}

extension Über.Straße {
    var breite: Double { 2 }
}

/* é */ struct AfterAccentInComment { let x = 1 }

let s = "ü"; struct SameLineAfterString { /* ✓ */ let y = 2 }

struct Mixed { let a = "é", b = "🎉", c = 3 }

struct TabsAndSpaces {
	let tabbed = 1
		var doubleTabbed: Int = 2
}

struct Combining {
    let é = 1; let x́y = "é"
}
