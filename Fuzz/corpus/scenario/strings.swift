var s = "a\(1 + 2)b"
guard let x = Int("4") else { fatalError() }
repeat { s += "!" } while s.count < 9
let t = s.count > 3 ? s : nil
print(t ?? "", min(1, 2.5), abs(-3))
