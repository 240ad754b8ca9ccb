/// The words ParityBadge shows.
public enum ParityWords {
    public static let even = "even"
    public static let odd = "odd"
}
