struct Latin1 { let name = "café" }
