import AutoLayout
import Foundation

/// What one piece of a command's work printed, kept apart so that work on several files can run
/// at once and still print as one file after another did (``ParallelFiles``).
///
/// While ``OutputCapture/buffer`` is set for the running thread or task, this module's `print`,
/// `printError` and the layout engine's messages (`LayoutLog`) go to it instead of the terminal.
///
/// ```swift
/// let (result, output) = OutputCapture.capture { try check(file) }
/// output.replay()   // prints what check printed, in order
/// ```
final class OutputBuffer: @unchecked Sendable {
  private let lock = NSLock()
  private var parts: [(toError: Bool, text: String)] = []

  /// Appends `text` to standard output's (or standard error's) share.
  func append(_ text: String, toError: Bool) {
    lock.withLock {
      if let last = parts.last, last.toError == toError {
        parts[parts.count - 1].text += text
      } else {
        parts.append((toError, text))
      }
    }
  }

  /// Writes what was captured, in the order it was printed: standard output through `print`'s
  /// stream, standard error unbuffered (after standard output is flushed, as a terminal shows them).
  func replay() {
    for part in lock.withLock({ parts }) {
      if part.toError {
        fflush(nil)
        FileHandle.standardError.write(Data(part.text.utf8))
      } else {
        Swift.print(part.text, terminator: "")
      }
    }
  }
}

/// The capture of a piece of work's output (see ``OutputBuffer``).
enum OutputCapture {
  /// Where this module's printing goes on the current thread or task, or `nil` for the terminal.
  @TaskLocal static var buffer: OutputBuffer?

  /// Runs `work` with its printing captured; returns its result (or error) and what it printed.
  ///
  /// ```swift
  /// let (result, output) = OutputCapture.capture { try check(file) }
  /// ```
  static func capture<T>(_ work: () throws -> T) -> (result: Result<T, any Error>, output: OutputBuffer) {
    let buffer = OutputBuffer()
    let result = $buffer.withValue(buffer) {
      LayoutLog.withHandler({ buffer.append($0 + "\n", toError: true) }) {
        Result { try work() }
      }
    }
    return (result, buffer)
  }
}

/// This module's `print`: to the captured output while a capture runs (``OutputCapture``), else to
/// standard output as the standard library's does.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  if let buffer = OutputCapture.buffer {
    buffer.append(text, toError: false)
  } else {
    Swift.print(text, terminator: "")
  }
}

/// Work over many files at once: each file's work runs on one of `jobs` threads with its output
/// captured, and the results come back in the files' order — so what a command prints is the same,
/// byte for byte, whatever the number of threads.
///
/// ```swift
/// let results = ParallelFiles.map(files, jobs: 2) { file in try check(file) }
/// for (result, output) in results { output.replay(); … }
/// ```
enum ParallelFiles {
  /// The threads a command uses by default: one per core.
  static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// `work` for every file, on up to `jobs` threads, in the files' order.
  static func map<T>(
    _ files: [String], jobs: Int, _ work: @escaping @Sendable (String) throws -> T
  ) -> [(result: Result<T, any Error>, output: OutputBuffer)] {
    let slots = ResultSlots<(result: Result<T, any Error>, output: OutputBuffer)>(count: files.count)
    let workers = max(1, min(jobs, files.count))
    if workers == 1 {
      for (index, file) in files.enumerated() { slots.set(index, OutputCapture.capture { try work(file) }) }
    } else {
      let next = NextIndex()
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take(below: files.count) {
          slots.set(index, OutputCapture.capture { try work(files[index]) })
        }
      }
    }
    return slots.values
  }
}

/// The next file to take, shared by the threads of ``ParallelFiles``.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}

/// One result per file, filled by the threads of ``ParallelFiles``.
private final class ResultSlots<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [T?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) { lock.withLock { slots[index] = value } }

  var values: [T] { lock.withLock { slots.map { $0! } } }
}
