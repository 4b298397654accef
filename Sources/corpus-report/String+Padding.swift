/// Right-aligns numbers in the report's tables.
extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
