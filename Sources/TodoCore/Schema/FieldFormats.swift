/// How the other formats carry a field: iCalendar, taskwarrior and todo.txt. One object, shared
/// by every copy of its declaration, so that the generic code that walks the schema's fields
/// in a task's hot path (the store's codec, `--json`) pays for it once, not once a closure.
final class FieldFormats: Sendable {
    /// How a VTODO carries it: its properties, written, read and patched.
    let ics: ICalendarCarriage
    /// How a taskwarrior task object carries it: its attributes.
    let taskwarrior: TaskwarriorCarriage
    /// How a todo.txt line carries it: its words.
    let todoTxt: TodoTxtCarriage

    init(ics: ICalendarCarriage, taskwarrior: TaskwarriorCarriage, todoTxt: TodoTxtCarriage) {
        self.ics = ics
        self.taskwarrior = taskwarrior
        self.todoTxt = todoTxt
    }
}
