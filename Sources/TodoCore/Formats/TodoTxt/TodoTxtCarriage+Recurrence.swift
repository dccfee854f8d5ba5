extension TodoTxtCarriage {
    static let recurrence = TodoTxtCarriage.none()
}
