print("gesture-sandbox: not built yet")
