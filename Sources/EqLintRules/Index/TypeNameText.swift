/// Type names as text: a byte search, and a qualified name's last component.
extension String {
    /// True when the text holds byte `a` (or `b`), read on its contiguous UTF-8 storage.
    @inline(__always)
    func hasByte(_ a: UInt8, or b: UInt8? = nil) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.contains { $0 == a || (b != nil && $0 == b!) }
        }) {
            return found
        }
        return utf8.contains { $0 == a || (b != nil && $0 == b!) }
    }

    /// The part after the last `.` (`A.B.C` → `C`; a name without a dot is itself), found on
    /// the UTF-8 bytes: `Character` searches pay for grapheme breaking.
    /// Empty components are skipped, as `split(separator: ".").last` skips them.
    var simpleTypeName: String {
        guard hasByte(UInt8(ascii: ".")) else { return self }
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ".") { start = bytes.index(before: start) }
        return String(self[start..<end])
    }
}
