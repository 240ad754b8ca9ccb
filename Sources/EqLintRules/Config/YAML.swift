/// A YAML value with the position it was written at.
public struct YAMLNode: Sendable {
    public enum Value: Sendable {
        case scalar(String, quoted: Bool)
        case sequence([YAMLNode])
        case mapping([(key: String, keyNode: YAMLNode, value: YAMLNode)])
        case null
    }
    public var value: Value
    public var line: Int
    public var column: Int
}

extension YAMLNode {
    /// The text of a scalar (empty for anything else), for error messages.
    var scalarText: String {
        if case .scalar(let s, _) = value { return s }
        return ""
    }
}

/// A syntax error in a YAML file, at a 1-based line and column.
public struct YAMLError: Error, Sendable {
    public let line: Int
    public let column: Int
    public let message: String
}

/// Reads the YAML subset configuration files use: block and flow mappings and sequences,
/// plain, single- and double-quoted scalars, comments. Anchors, tags, multi-document
/// streams and block scalars (`|`, `>`) are rejected with a clear error. Nesting is
/// limited, so no input can overflow the stack.
public enum YAMLReader {
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        var reader = BlockReader(text)
        try reader.splitLines()
        guard !reader.lines.isEmpty else { return YAMLNode(value: .null, line: 1, column: 1) }
        let node = try reader.block(indent: reader.lines[0].indent, depth: 0)
        if reader.i < reader.lines.count {
            let l = reader.lines[reader.i]
            throw YAMLError(line: l.number, column: l.indent + 1, message: "unexpected content; check the indentation")
        }
        return node
    }
}

private struct Line {
    var number: Int
    var indent: Int
    var text: Substring
}

private struct BlockReader {
    let source: String
    var lines: [Line] = []
    var i = 0
    static let maxDepth = 64

    init(_ source: String) { self.source = source }

    mutating func splitLines() throws(YAMLError) {
        var number = 0
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = raw
            if line.hasSuffix("\r") { line = line.dropLast() }
            if number == 1 && line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            let indent = line.prefix { $0 == " " }.count
            var rest = line.dropFirst(indent)
            if rest.first == "\t" {
                throw YAMLError(line: number, column: indent + 1, message: "tabs cannot indent YAML; use spaces")
            }
            rest = BlockReader.stripComment(rest)
            while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
            if rest.isEmpty { continue }
            if rest == "---" && lines.isEmpty { continue }
            if rest == "---" || rest == "..." {
                throw YAMLError(line: number, column: 1, message: "only one YAML document is allowed")
            }
            lines.append(Line(number: number, indent: indent, text: rest))
        }
    }

    /// Drops a `#` comment that starts the line or follows whitespace, outside quotes.
    static func stripComment(_ s: Substring) -> Substring {
        var quote: Character? = nil
        var previous: Character = " "
        for index in s.indices {
            let c = s[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || previous == "-" {
                    quote = c
                }
            } else if c == "#" && (previous == " " || previous == "\t") {
                return s[..<index]
            }
            previous = c
        }
        return s
    }

    func isSequenceItem(_ l: Line) -> Bool { l.text == "-" || l.text.hasPrefix("- ") }

    /// The offset of a mapping's `:` in a line (`key: value` or `key:`), outside quotes.
    static func keySeparator(_ s: Substring) -> Substring.Index? {
        if s.first == "[" || s.first == "{" { return nil }
        var quote: Character? = nil
        var index = s.startIndex
        if s.first == "\"" || s.first == "'" {
            quote = s.first
            index = s.index(after: index)
            while index < s.endIndex && s[index] != quote { index = s.index(after: index) }
            guard index < s.endIndex else { return nil }
            index = s.index(after: index)
            quote = nil
        }
        while index < s.endIndex {
            if s[index] == ":" {
                let next = s.index(after: index)
                if next == s.endIndex || s[next] == " " { return index }
            }
            index = s.index(after: index)
        }
        return nil
    }

    mutating func block(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        guard depth < BlockReader.maxDepth else {
            let l = lines[i]
            throw YAMLError(line: l.number, column: l.indent + 1, message: "nesting is too deep")
        }
        let l = lines[i]
        if isSequenceItem(l) { return try sequence(indent: indent, depth: depth) }
        if BlockReader.keySeparator(l.text) != nil { return try mapping(indent: indent, depth: depth) }
        i += 1
        return try inline(l.text, line: l.number, column: l.indent + 1, depth: depth)
    }

    mutating func sequence(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let first = lines[i]
        var items: [YAMLNode] = []
        while i < lines.count && lines[i].indent == indent && isSequenceItem(lines[i]) {
            let l = lines[i]
            var rest = l.text.dropFirst()
            let spaces = rest.prefix { $0 == " " }.count
            rest = rest.dropFirst(spaces)
            if rest.isEmpty {
                i += 1
                if i < lines.count && lines[i].indent > indent {
                    items.append(try block(indent: lines[i].indent, depth: depth + 1))
                } else {
                    items.append(YAMLNode(value: .null, line: l.number, column: l.indent + 2))
                }
            } else if BlockReader.keySeparator(rest) != nil && rest.first != "\"" || (rest.first == "\"" && BlockReader.keySeparator(rest) != nil) {
                // `- key: value`: a mapping whose first key sits after the dash.
                lines[i] = Line(number: l.number, indent: indent + 1 + spaces, text: rest)
                items.append(try mapping(indent: indent + 1 + spaces, depth: depth + 1))
            } else {
                i += 1
                items.append(try inline(rest, line: l.number, column: indent + 2 + spaces, depth: depth + 1))
            }
        }
        if i < lines.count && lines[i].indent > indent {
            let l = lines[i]
            throw YAMLError(line: l.number, column: l.indent + 1, message: "unexpected indentation in a sequence")
        }
        return YAMLNode(value: .sequence(items), line: first.number, column: first.indent + 1)
    }

    mutating func mapping(indent: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        let first = lines[i]
        var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        while i < lines.count && lines[i].indent == indent && !isSequenceItem(lines[i]) {
            let l = lines[i]
            guard let colon = BlockReader.keySeparator(l.text) else {
                throw YAMLError(line: l.number, column: l.indent + 1, message: "expected 'key: value'")
            }
            let keyText = l.text[..<colon]
            let keyNode = try inline(keyText, line: l.number, column: l.indent + 1, depth: depth + 1)
            guard case .scalar(let key, _) = keyNode.value else {
                throw YAMLError(line: l.number, column: l.indent + 1, message: "a key must be a plain or quoted string")
            }
            if entries.contains(where: { $0.key == key }) {
                throw YAMLError(line: l.number, column: l.indent + 1, message: "duplicate key '\(key)'")
            }
            var rest = l.text[l.text.index(after: colon)...]
            let spaces = rest.prefix { $0 == " " }.count
            rest = rest.dropFirst(spaces)
            let valueColumn = l.indent + l.text.distance(from: l.text.startIndex, to: colon) + 2 + spaces
            i += 1
            let value: YAMLNode
            if rest.isEmpty {
                if i < lines.count && (lines[i].indent > indent || (lines[i].indent == indent && isSequenceItem(lines[i]))) {
                    value = try block(indent: lines[i].indent, depth: depth + 1)
                } else {
                    value = YAMLNode(value: .null, line: l.number, column: valueColumn)
                }
            } else {
                var text = String(rest)
                // A flow collection may continue on the following lines.
                if rest.first == "[" || rest.first == "{" {
                    while !BlockReader.isBalanced(text) && i < lines.count && lines[i].indent > indent {
                        text += " " + lines[i].text
                        i += 1
                    }
                }
                value = try inline(Substring(text), line: l.number, column: valueColumn, depth: depth + 1)
            }
            entries.append((key, keyNode, value))
        }
        if i < lines.count && lines[i].indent > indent {
            let l = lines[i]
            throw YAMLError(line: l.number, column: l.indent + 1, message: "unexpected indentation")
        }
        return YAMLNode(value: .mapping(entries), line: first.number, column: first.indent + 1)
    }

    static func isBalanced(_ s: String) -> Bool {
        var depth = 0
        var quote: Character? = nil
        for c in s {
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": quote = c
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            default: break
            }
        }
        return depth <= 0
    }

    /// A value written on one line: a flow collection or a scalar.
    func inline(_ text: Substring, line: Int, column: Int, depth: Int) throws(YAMLError) -> YAMLNode {
        var flow = FlowReader(text: Array(text), line: line, column: column)
        let node = try flow.value(depth: depth)
        flow.skipSpaces()
        if flow.position < flow.text.count {
            throw YAMLError(line: line, column: column + flow.position, message: "unexpected '\(flow.text[flow.position])' after a value")
        }
        return node
    }
}

/// Reads flow collections and scalars character by character.
private struct FlowReader {
    let text: [Character]
    let line: Int
    let column: Int
    var position = 0

    var current: Character? { position < text.count ? text[position] : nil }

    mutating func skipSpaces() { while current == " " || current == "\t" { position += 1 } }

    func error(_ message: String) -> YAMLError { YAMLError(line: line, column: column + position, message: message) }

    mutating func value(depth: Int, inFlow: Bool = false) throws(YAMLError) -> YAMLNode {
        guard depth < 64 else { throw error("nesting is too deep") }
        skipSpaces()
        let start = column + position
        switch current {
        case "[":
            position += 1
            var items: [YAMLNode] = []
            skipSpaces()
            if current == "]" { position += 1; return YAMLNode(value: .sequence([]), line: line, column: start) }
            while true {
                items.append(try value(depth: depth + 1, inFlow: true))
                skipSpaces()
                if current == "," { position += 1; skipSpaces(); if current == "]" { position += 1; break }; continue }
                if current == "]" { position += 1; break }
                throw error(current == nil ? "missing ']' to close the sequence" : "expected ',' or ']' in the sequence")
            }
            return YAMLNode(value: .sequence(items), line: line, column: start)
        case "{":
            position += 1
            var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
            skipSpaces()
            if current == "}" { position += 1; return YAMLNode(value: .mapping([]), line: line, column: start) }
            while true {
                let keyNode = try value(depth: depth + 1, inFlow: true)
                guard case .scalar(let key, _) = keyNode.value else { throw error("a key must be a string") }
                skipSpaces()
                guard current == ":" else { throw error("expected ':' after the key '\(key)'") }
                position += 1
                let v = try value(depth: depth + 1, inFlow: true)
                if entries.contains(where: { $0.key == key }) { throw error("duplicate key '\(key)'") }
                entries.append((key, keyNode, v))
                skipSpaces()
                if current == "," { position += 1; continue }
                if current == "}" { position += 1; break }
                throw error(current == nil ? "missing '}' to close the mapping" : "expected ',' or '}' in the mapping")
            }
            return YAMLNode(value: .mapping(entries), line: line, column: start)
        case "\"":
            return YAMLNode(value: .scalar(try doubleQuoted(), quoted: true), line: line, column: start)
        case "'":
            position += 1
            var out = ""
            while true {
                guard let c = current else { throw YAMLError(line: line, column: start, message: "unterminated quoted string") }
                position += 1
                if c == "'" {
                    if current == "'" { out.append("'"); position += 1; continue }
                    break
                }
                out.append(c)
            }
            return YAMLNode(value: .scalar(out, quoted: true), line: line, column: start)
        case "&", "*", "!", "|", ">", "%", "@", "`":
            throw error("'\(current!)' (YAML anchors, tags, block scalars) is not supported in this file")
        default:
            var out = ""
            while let c = current {
                if inFlow && (c == "," || c == "]" || c == "}") { break }
                if c == ":" && (position + 1 == text.count || text[position + 1] == " " || (inFlow && (text[position + 1] == "," ))) {
                    if inFlow { break }
                }
                out.append(c)
                position += 1
            }
            while out.last == " " { out.removeLast() }
            if out.isEmpty || out == "~" || out == "null" { return YAMLNode(value: .null, line: line, column: start) }
            return YAMLNode(value: .scalar(out, quoted: false), line: line, column: start)
        }
    }

    mutating func doubleQuoted() throws(YAMLError) -> String {
        let start = column + position
        position += 1
        var out = ""
        while true {
            guard let c = current else { throw YAMLError(line: line, column: start, message: "unterminated quoted string") }
            position += 1
            if c == "\"" { return out }
            if c == "\\" {
                guard let e = current else { throw YAMLError(line: line, column: start, message: "unterminated quoted string") }
                position += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "\"", "\\", "/", " ": out.append(e)
                case "u":
                    let hex = String(text[position..<min(position + 4, text.count)])
                    guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
                        throw error("invalid \\u escape")
                    }
                    out.unicodeScalars.append(scalar)
                    position += 4
                default:
                    throw error("unknown escape '\\\(e)'")
                }
                continue
            }
            out.append(c)
        }
    }
}
