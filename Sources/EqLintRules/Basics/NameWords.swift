/// The names in a type as written (`[Tag: Row]?` holds `Tag` and `Row`), read on bytes: letters,
/// `_` and any byte of a non-ASCII character, with digits inside a name.
enum NameWords {
    static func each(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        for b in text.utf8 {
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
            if letter || (!word.isEmpty && b >= 0x30 && b <= 0x39) {
                word.append(b)
            } else if !word.isEmpty {
                body(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { body(String(decoding: word, as: UTF8.self)) }
    }
}
