struct P { var x = 0; mutating func m() { x += 1 } }
var p = P()
p.m()
let xs = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
for (i, v) in xs.enumerated() where i > 0 { print(v) }
