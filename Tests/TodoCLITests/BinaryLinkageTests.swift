import Foundation
import TestSupport
import Testing

/// `todo` neither imports nor links Foundation: `TodoCoreFoundation`, the library's conversions to
/// and from `Date`, is a product of its own that `todo` does not depend on.
@Suite struct BinaryLinkageTests {
    @Test func theBinaryHasNoFoundationInIt() throws {
        let binary = try Data(contentsOf: URL(fileURLWithPath: BuiltBinary.path))
        try #require(
            binary.range(of: Data("$s8TodoCore".utf8)) != nil, "not todo's binary: \(BuiltBinary.path)")
        // A linked library's name (a dynamic build), or a Foundation symbol (a static one).
        for mark in ["libFoundation", "$s10Foundation", "$s20FoundationEssentials"] {
            #expect(binary.range(of: Data(mark.utf8)) == nil, "\(mark) in \(BuiltBinary.path)")
        }
    }
}
