// Tuple patterns are flattened, every name with type null; `_` gives no entry.
// (`let _ = …` as a member is rejected by the type checker, not the parser.)
final class Tuples {
    let (a, b) = (1, 2)
    var (x, (y, z)): (Int, (Int, Int)) = (1, (2, 3))
    let (_, kept) = (0, "kept")
    let _ = 42
    let _: Int = 7
    var (first, _, third): (Int, Int, Int) = (1, 2, 3)
    let (labelA: p, labelB: q) = (labelA: 1, labelB: 2)
    let plain = 1, (m, n) = (2, 3), last: Int = 4
    static let (sa, sb) = ("s", "b")
    let ((deep1, deep2), (deep3, _)) = ((1, 2), (3, 4))
    let (single) = 5
    let (annotatedSingle): Int = 6
    let () = ()
    var after: String = ""
}

let (topA, topB) = (1, 2)
struct AfterTopLevelTuple { let ok = true }
