extension TaskwarriorCarriage {
    static let recurrence = TaskwarriorCarriage.none()
}
