/// The rule the fuzz tests hold error messages to: nothing in them that a terminal would act on
/// or that would turn text around (C0 and C1 controls, DEL, the U+2000–U+206F block of spaces,
/// zero widths and direction marks, the Arabic letter mark, the byte order mark).
enum SafeToPrint {
    static func holds(for message: String) -> Bool {
        !message.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2000...0x206F).contains(scalar.value)
                || scalar.value == 0x061C || scalar.value == 0xFEFF
        }
    }
}
