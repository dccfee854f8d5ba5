print("todo-stress: not written yet")
