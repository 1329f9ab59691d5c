#!/usr/bin/env swift
import struct Foundation.Date
@_exported import Dispatch

@available(iOS 15, macOS 12, *)
public final class Store<Value: Sendable & Equatable>: @unchecked Sendable where Value: Hashable {
  public private(set) var value: Value { didSet { notify() } }
  private lazy var cache: [String: Value] = [:]
  nonisolated(unsafe) static var shared: Store? = nil
  unowned(unsafe) var owner: AnyObject
  weak var delegate: (any StoreDelegate)?
  let (first, (second, _)): (Int, (Int, Int)) = (1, (2, 3))

  public init(value: Value, owner: AnyObject) { self.value = value; self.owner = owner }
  convenience init?(_ other: Store) throws { self.init(value: other.value, owner: other.owner) }
  deinit { print("bye") }

  subscript(key: String, default fallback: @autoclosure () -> Value) -> Value {
    get { cache[key] ?? fallback() }
    set(newValue) { cache[key] = newValue }
  }

  func load<T: Decodable>(_ type: T.Type = T.self, from url: URL) async throws(LoadError) -> T where T: Sendable {
    fatalError()
  }

  @discardableResult
  mutating func reset() -> Self { self }
  private func notify() {}
  class func make() -> Self? { nil }
  static func == (lhs: Store, rhs: Store) -> Bool { lhs.value == rhs.value }
}

protocol StoreDelegate: AnyObject {
  associatedtype Key: Hashable = String
  var name: String { get set }
  func storeDidChange(_ store: AnyObject)
}

enum LoadError: Error, CaseIterable {
  case missing, corrupt(reason: String), tooLarge(Int)
  indirect case nested(LoadError)
  case `default`
}

actor Counter { var count = 0; func increment() { count += 1 } }
extension Array where Element == Int { var total: Int { reduce(0, +) } }
extension Swift.Dictionary: @retroactive CustomDebugStringConvertible {}
typealias Handler<T> = (Result<T, any Error>) -> Void
infix operator ~> : AdditionPrecedence
precedencegroup ChainPrecedence { higherThan: AdditionPrecedence associativity: left }
func ~> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")

#if os(iOS) || targetEnvironment(macCatalyst)
let platform = "iOS"
#elseif compiler(>=5.9)
let platform = "other"
#else
let platform = "unknown"
#endif
