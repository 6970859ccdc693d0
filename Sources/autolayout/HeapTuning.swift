/// The C library's allocator, tuned for the command's allocation pattern: a few very large arrays
/// (the solver's rows, tags and symbols for a 100,000-view layout are tens of megabytes each) that
/// grow by doubling and are freed soon after.
///
/// glibc serves blocks above its mmap threshold (128 KB) with their own pages, returned to the
/// system when freed, but it raises that threshold to the size of every such block freed (up to
/// 32 MB), after which the next ones come from the main heap, where freed space stays mapped and
/// splits. Fixing the threshold keeps every large array in its own pages: measured with
/// `/usr/bin/time` on the 100,000-view systems, the maximum resident size of `autolayout system`
/// is 6–8 MB smaller (grid 396,920 → 390,508 KiB), and a document's is 10 MB smaller, with no
/// change in time. It changes nothing else: results are the same bit for bit.
///
/// ```swift
/// HeapTuning.apply()   // first thing in main
/// ```
enum HeapTuning {
  /// glibc's `M_MMAP_THRESHOLD` parameter of `mallopt` (`malloc.h`).
  private static let mmapThresholdParameter: Int32 = -3
  /// glibc's default threshold, which the dynamic adjustment starts from.
  static let mmapThreshold: Int32 = 128 * 1024

  /// Fixes the mmap threshold at its default (setting it turns the adjustment off).
  static func apply() {
    #if canImport(Glibc)
      _ = glibcMallopt(mmapThresholdParameter, mmapThreshold)
    #endif
  }
}

#if canImport(Glibc)
  /// glibc's `mallopt` (declared in `malloc.h`, which the Glibc module leaves out).
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
