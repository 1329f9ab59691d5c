let sum = a + b * c - -d ?? e
let flags = x == y && y !== z || !w
let cast = value as? String ?? (value as! Int).description
let isString = value is String
let ternary = condition ? first : second
let chain = object?.property!.method(arg: 1)[0].other
let keyPath = \Person.address?.street
let implicit: Color = .red
let array = [1, 2, 3,]
let dictionary: [String: Int] = ["a": 1, "b": 2]
let empty: [String: Int] = [:]
let tuple = (x: 1, y: "two")
let closure = { [weak self, count = items.count] (a: Int, b: Int) async throws -> Int in a + b + count }
let shorthand = items.map { $0 * 2 }.filter { $0 > 2 }
let multiple = UIView.animate(withDuration: 0.3) { view.alpha = 0 } completion: { _ in view.removeFromSuperview() }
let generic = Array<Int>(repeating: 0, count: 3)
let selector = #selector(Handler.tap(_:))
let string = "value: \(compute(a, "nested \(b)")) done"
let raw = #"raw \#(value) "quoted""#
let multiline = """
  line one
  \(interpolated)
  """
let regex = /[a-z]+\d/
let bits = 0b1010 | 0o17 & 0xFF_FF
let float = 1.5e-3 + 0x1.8p1
x = y
x += 1
object.property = try await load()
_ = discarded
