import Testing

@testable import TodoCore

@Suite struct ICalendarParserTests {
    func parse(_ text: String) throws -> [ICalendarComponent] {
        try ICalendarParser.parse(FormatFixtures.bytes(text))
    }

    @Test func readsComponentsPropertiesAndParametersAsWritten() throws {
        let calendars = try parse(FormatFixtures.crlf(ICalendarSamples.apple))
        #expect(calendars.count == 1)
        let calendar = try #require(calendars.first)
        #expect(calendar.components.map(\.name) == ["VTIMEZONE", "VTODO"])
        let todo = calendar.components[1]
        #expect(todo.line == 22)
        let due = try #require(todo["DUE"])
        #expect(due.name == "DUE")
        #expect(due.parameter("tzid") == "America/Chicago")
        #expect(due.value == "20260118T230000")
        #expect(due.line == 26)
        #expect(todo["X-APPLE-SORT-ORDER"]?.value == "28")
        #expect(
            todo.components(named: "VALARM").first?["X-WR-ALARMUID"]?.value
                == "2CBB42D2-039E-4F6B-BFDF-761632A15305")
    }

    @Test func unfoldsBytesBeforeDecodingEvenInsideACharacter() throws {
        // "ä" is C3 A4: the fold falls between its two bytes, and between a tab-folded line.
        let bytes: [UInt8] =
            Array("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:ää".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA4]
            + Array("ä\r\n\tx\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        let todo = try #require(ICalendarParser.parse(bytes).first?.components.first)
        #expect(todo["SUMMARY"]?.text == "ääää" + "x")
    }

    @Test func toleratesBareLineFeedsBlankLinesLowerCaseAndNoFinalBreak() throws {
        let calendars = try parse(
            "begin:vcalendar\n\nversion:2.0\r\n\r\nbegin:vtodo\nsummary:a\n\nend:vtodo\nend:vcalendar")
        #expect(calendars.first?.components.first?["SUMMARY"]?.value == "a")
        #expect(
            try parse(ICalendarSamples.synology).first?.components.first?["PERCENT_COMPLETE"]?.value == "100")
    }

    @Test func readsQuotedParameterValuesWithSeparatorsInThem() throws {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            X-THING;X-A="one;two:three,four";X-B=plain,"quoted":value:with:colons
            END:VTODO
            END:VCALENDAR
            """
        let property = try #require(try parse(text).first?.components.first?["X-THING"])
        #expect(property.parameters[0] == ICalendarParameter("X-A", "one;two:three,four"))
        #expect(property.parameters[0].isQuoted)
        #expect(property.parameters[1].values == ["plain", "quoted"])
        #expect(property.value == "value:with:colons")
    }

    @Test func severalCalendarsInOneFile() throws {
        let one = "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:a\nEND:VTODO\nEND:VCALENDAR\n"
        #expect(try parse(one + one).count == 2)
    }

    @Test(arguments: [
        ("", "line 1, column 1: expected BEGIN:VCALENDAR, found the end of the file"),
        ("BEGIN:VTODO\nEND:VTODO\n", "line 1, column 1: expected BEGIN:VCALENDAR, found BEGIN:VTODO"),
        ("SUMMARY:x\n", "line 1, column 1: expected BEGIN:VCALENDAR, found SUMMARY"),
        ("BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\n", "line 2, column 1: BEGIN:VTODO has no END:VTODO"),
        (
            "BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VEVENT\n",
            "line 3, column 1: END:VEVENT where END:VTODO (of line 2) was expected"
        ),
        (
            "BEGIN:VCALENDAR\nEND:VCALENDAR\nEND:VCALENDAR\n",
            "line 3, column 1: END:VCALENDAR without a BEGIN"
        ),
        (
            "BEGIN:VCALENDAR\nSUMMARY x\n",
            "line 2, column 8: expected ':' or ';' after SUMMARY, found a space"
        ),
        ("BEGIN:VCALENDAR\n:x\n", "line 2, column 1: expected a property name, found ':'"),
        (
            "BEGIN:VCALENDAR\nDUE;TZID:x\n",
            "line 2, column 9: expected '=' after the parameter TZID, found ':'"
        ),
        (
            "BEGIN:VCALENDAR\nX;A=\"open:x\n",
            "line 2, column 5: the quoted value of A has no closing '\"'"
        ),
        ("BEGIN:VCALENDAR\nBEGIN:\n", "line 2, column 7: BEGIN needs a component name such as VTODO"),
        (
            "  BEGIN:VCALENDAR\n",
            "line 1, column 1: a folded line (starting with a space) with no line before it"
        ),
        (
            "BEGIN:VCALENDAR\nSUMMARY:ok\n x\u{7F}y\nX-Y;A=b\"c:d\n",
            "line 4, column 8: a '\"' inside the value of A"
        ),
    ])
    func refusesWithTheLineAndColumn(text: String, problem: String) {
        let error = #expect(throws: FormatError.self) { try parse(text) }
        #expect(error?.description == problem)
    }

    @Test func pointsAtTheBadByteInsideAFoldedLine() {
        let bytes: [UInt8] = Array("BEGIN:VCALENDAR\r\nSUMMARY:abc\r\n dé".utf8) + [0xFF] + Array("\r\n".utf8)
        #expect(throws: FormatError("the text is not valid UTF-8", line: 3, column: 4)) {
            try ICalendarParser.parse(bytes)
        }
    }

    @Test func refusesComponentsNestedTooDeep() {
        let text = "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:X\n", count: 20)
        #expect(throws: FormatError("components nested more than 16 deep", line: 17, column: 1)) {
            try parse(text)
        }
    }

    @Test func writesBackTheSameBytes() throws {
        for sample in [ICalendarSamples.apple, ICalendarSamples.todoman] {
            let file = FormatFixtures.crlf(sample)
            #expect(String(decoding: ICalendarWriter.write(try parse(file)), as: UTF8.self) == file)
        }
        // Folded elsewhere than at 75 octets: the same components, folded our way.
        let folded = try parse(ICalendarSamples.appleLocation)
        #expect(try ICalendarParser.parse(ICalendarWriter.write(folded)) == folded)
    }
}

@Suite struct ICalendarWriterTests {
    @Test func foldsAtSeventyFiveOctetsWithoutSplittingACharacter() {
        for length in [70, 74, 75, 76, 150, 151, 400] {
            for filler in ["a", "é", "✓", "😀"] {
                let value = String(repeating: filler, count: length)
                var bytes: [UInt8] = []
                ICalendarWriter.append(ICalendarProperty("SUMMARY", text: value), to: &bytes)
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
                for (index, line) in lines.enumerated() {
                    #expect(line.last == 0x0D)
                    #expect(
                        line.count - 1 <= 75,
                        "line \(index) of \(length) × \(filler) has \(line.count - 1) octets")
                    #expect(String(validating: line.dropLast(), as: UTF8.self) != nil)
                    if index > 0 { #expect(line.first == 0x20) }
                }
                let unfolded = try? ICalendarParser.parse(
                    Array("BEGIN:VCALENDAR\r\n".utf8) + bytes + Array("END:VCALENDAR\r\n".utf8))
                #expect(unfolded?.first?["SUMMARY"]?.text == value)
            }
        }
    }

    @Test func quotesParameterValuesThatNeedIt() {
        var bytes: [UInt8] = []
        ICalendarWriter.append(
            ICalendarProperty(
                "X-APPLE-STRUCTURED-LOCATION",
                parameters: [ICalendarParameter("X-TITLE", "Café; Bar"), ICalendarParameter("VALUE", "URI")],
                value: "geo:1,2"), to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "X-APPLE-STRUCTURED-LOCATION;X-TITLE=\"Café; Bar\";VALUE=URI:geo:1,2\r\n")
    }
}
