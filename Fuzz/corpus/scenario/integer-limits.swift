(0..<Int.max).count
let a = (-1..<Int.max)
let b = Int.min..<1
print(stride(from: Int.min, to: Int.max, by: Int.max).count)
print(stride(from: Int.max, through: Int.min, by: Int.min))
var xs: [Int] = []
xs.append(contentsOf: 0..<Int.max)
let s = String(format: "%ld", arguments: Int.max - 3...Int.max - 1)
print(a.count, b.count)
