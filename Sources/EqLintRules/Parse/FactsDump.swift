/// `eqlint facts`: one JSON line per file, as docs/architecture.md, "The facts dump" describes.
public enum FactsDump {
    /// The JSON line (without newline) for a parsed file.
    public static func line(path: String, file: ParsedFile) -> String {
        var o = JSONWriter()
        o.raw("{\"file\":"); o.string(path)
        o.raw(",\"types\":[")
        let lines = file.source.lines
        for (ti, t) in file.types.enumerated() {
            if ti > 0 { o.raw(",") }
            let (line, column) = lines.byteLocation(of: t.nameOffset)
            o.raw("{\"kind\":"); o.string(t.kind.rawValue)
            o.raw(",\"name\":"); o.string(t.name)
            o.raw(",\"line\":\(line),\"column\":\(column),\"inherits\":"); o.strings(t.inherits)
            o.raw(",\"attributes\":"); o.strings(t.attributes.map(\.name))
            o.raw(",\"properties\":[")
            let listsMembers = t.kind != .protocol
            for (pi, p) in (listsMembers ? t.properties : []).enumerated() {
                if pi > 0 { o.raw(",") }
                let (pl, pc) = lines.byteLocation(of: p.nameOffset)
                o.raw("{\"name\":"); o.string(p.name)
                o.raw(",\"line\":\(pl),\"column\":\(pc),\"binding\":\"\(p.isLet ? "let" : "var")\"")
                o.raw(",\"static\":\(p.isStatic),\"stored\":\(p.isStored),\"lazy\":\(p.isLazy),\"type\":")
                if let type = p.type { o.string(type) } else { o.raw("null") }
                o.raw(",\"wrappers\":"); o.strings(p.wrappers.map(\.name))
                o.raw(",\"closure\":\(p.hasClosureType)}")
            }
            o.raw("],\"functions\":[")
            for (fi, f) in (listsMembers ? t.functions : []).enumerated() {
                if fi > 0 { o.raw(",") }
                let (fl, fc) = lines.byteLocation(of: f.nameOffset)
                o.raw("{\"name\":"); o.string(f.name)
                o.raw(",\"line\":\(fl),\"column\":\(fc),\"static\":\(f.isStatic)}")
            }
            o.raw("]}")
        }
        o.raw("]}")
        return o.text
    }

    /// The JSON line for a file that could not be read or decoded.
    public static func errorLine(path: String, message: String) -> String {
        var o = JSONWriter()
        o.raw("{\"file\":"); o.string(path)
        o.raw(",\"error\":"); o.string(message)
        o.raw("}")
        return o.text
    }
}

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
