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

