print("todo-bench: not written yet")
