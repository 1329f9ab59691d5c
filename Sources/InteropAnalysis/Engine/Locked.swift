#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a mutex, for the few places where two threads share mutable state (the analysis's two
/// lanes, test doubles). It stands in for `Synchronization.Mutex`, which needs macOS 15 / iOS 18, so that the
/// package builds for macOS 13 (see "Platforms" in the README). `pthread_mutex_t` on every platform; the
/// mutex lives at a fixed heap address (a pthread mutex must not move) and every pthread call is checked.
///
/// `@unchecked Sendable` is sound here because `value` is read and written only
/// inside `withLock`, and `Value` is itself `Sendable`.
public final class Locked<Value: Sendable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  public init(_ value: Value) {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
    self.value = value
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value; the lock is released when `body` returns or throws.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    let locked = pthread_mutex_lock(mutex)
    precondition(locked == 0, "pthread_mutex_lock failed: \(locked)")
    defer {
      let unlocked = pthread_mutex_unlock(mutex)
      precondition(unlocked == 0, "pthread_mutex_unlock failed: \(unlocked)")
    }
    return try body(&value)
  }
}

/// A value computed on first use and kept, thread-safe (a rule's file-wide table that only some sites need).
public final class LazyValue<Value: Sendable>: Sendable {
  private let compute: @Sendable () -> Value
  private let cache = Locked<Value?>(nil)

  public init(_ compute: @escaping @Sendable () -> Value) { self.compute = compute }

  public var value: Value {
    if let known = cache.withLock({ $0 }) { return known }
    // Computed outside the lock (it may ask for other lazy values); the first result is kept.
    let computed = compute()
    return cache.withLock { cache in
      if let first = cache { return first }
      cache = computed
      return computed
    }
  }
}
