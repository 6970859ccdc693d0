import Foundation
import LayoutRendering

/// Writes a text the command made (a picture, a page, a summary) to the file an option names, or
/// says why it could not (`-o out.svg: cannot write (…)`, exit status 2).
func writeOutput(_ text: String, to path: String, option: String = "-o") throws {
  do {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  } catch {
    throw InputError(description: "\(option) \(path): cannot write (\(error.localizedDescription))")
  }
}

/// Writes an SVG picture, or its PNG (through rsvg-convert, `zoom` pixels per point).
func writePicture(_ svg: String, to path: String, isPNG: Bool, zoom: Double) throws {
  guard isPNG else { return try writeOutput(svg, to: path) }
  do {
    try SVGRasterizer().writePNG(svg: svg, to: path, zoom: zoom)
  } catch {
    throw InputError(description: error.description)
  }
}
