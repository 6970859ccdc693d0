/// Keeps an object a command has finished with alive until the process exits: the process exits
/// right after, and tearing down a large hierarchy one object at a time (100,000 views, their
/// engine records and constraints) costs a tenth of the run — the memory goes back with the process.
/// For commands that handle one file; a command looping over files frees each as it goes.
///
/// ```swift
/// let scene = try document.makeScene()
/// keepUntilExit(scene)
/// print(scene.frames)
/// ```
func keepUntilExit(_ object: AnyObject) {
  _ = Unmanaged.passRetained(object)
}
