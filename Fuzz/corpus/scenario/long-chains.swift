nested.count
class Node { var next: Node? = nil }
var head: Node? = Node()
for _ in 0..<250 { let n = Node(); n.next = head; head = n }
var nested: [Any] = []
for _ in 0..<4000 { nested = [nested] }
struct S { var n: [S] }
var s = S(n: [])
for _ in 0..<2000 { s = S(n: [s]) }
var f: () -> Int = { 0 }
for _ in 0..<2000 { let g = f; f = { g() } }
var copy = nested
copy.append(1)
print(nested == copy, s.n.count)
