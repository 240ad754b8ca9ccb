// Comments holding text that looks like code: struct Fake { var x: Int }
/* A block comment: struct FakeBlock { let y = 1 } with " and { */
struct C1 {
    // let notAProperty = 1
    let real = 1 // trailing } comment with "quote
}
/* outer /* nested */ still a comment: struct FakeNested {} */
struct C2 {
    /* /* /* deeply */ nested */ } */ let afterNested = 2
}
/// Documentation comment: struct FakeDoc {}
/**
 * Block documentation: struct FakeDocBlock {
 * }
 */
struct C3 {
    let /* between keyword and name */ spaced: /* inside type */ Int /* after */ = 3
    var typed: [ /* a */ String /* b */ : /* c */ Int ] = [:]
}
struct C4 {
    /* "*/ let afterQuoteInComment = "/*"
    // "unterminated string in a comment
    let afterUnterminated = 4
}
// MARK: - Section with #if DEBUG inside a comment
struct C5 {
    let a = 1 /* } */, b = 2
    let url = "http://example.com/*path"
    let c = 3
}
/*
struct FakeMultiLine {
}
*/
struct C6 {
    let x = 1 /* a *//* b */
    let y = 2//no space
    let z = 3/**/
}
@MainActor // comment between attribute and declaration
/* another */ struct C7 { let w = 0 }
struct C8 { let last = 0 } // no newline at end of file