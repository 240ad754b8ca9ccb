/// Appends JSON text: strings escaped as JSON requires, non-ASCII kept as UTF-8, `/` as is.
public struct JSONWriter {
    public var text = ""

    public init() {}

    public mutating func raw(_ s: String) { text += s }

    public mutating func string(_ s: String) {
        text += "\""
        var s = s
        let plain = s.withUTF8 { bytes in !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C } }
        if plain {
            text += s
        } else {
            for u in s.unicodeScalars {
                switch u {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                default:
                    if u.value < 0x20 {
                        let hex = String(u.value, radix: 16)
                        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        text.unicodeScalars.append(u)
                    }
                }
            }
        }
        text += "\""
    }

    public mutating func strings(_ items: [String]) {
        text += "["
        for (i, item) in items.enumerated() {
            if i > 0 { text += "," }
            string(item)
        }
        text += "]"
    }
}
