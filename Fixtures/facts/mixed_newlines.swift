struct LF {
    let a = 1
}
struct CR {    let b = 2}struct CRLF {
    let c = 3
}
struct Mixed { let d = 4 }

struct AfterBlankLines { let e = 5 }
