import AutoLayout
import Foundation

extension Image {
  /// An image from the bytes of a PNG, JPEG or GIF file (UIKit's `UIImage(data:scale:)`), as large
  /// as the file's pixels divided by `scale` (1 by default, as UIKit's); `nil` when the bytes are
  /// none of these, as UIKit gives for data it cannot decode. Only the size is read: layout needs
  /// nothing else.
  ///
  /// ```swift
  /// let photo = Image(data: try Data(contentsOf: url))   // 1024 × 768 for a 1024 × 768 JPEG
  /// ```
  public init?(data: Data, scale: CGFloat = 1) {
    guard let pixels = Self.pixelSize(of: [UInt8](data)), scale > 0 else { return nil }
    self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale))
  }

  /// The pixel size a PNG, GIF or JPEG file's header gives.
  static func pixelSize(of bytes: [UInt8]) -> CGSize? {
    func bigEndian(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
    // PNG: the signature, then the IHDR chunk's width and height.
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
      return CGSize(width: width, height: height)
    }
    // GIF: the logical screen's width and height, little-endian.
    if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
      return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    // JPEG: the segments up to a start-of-frame marker, which holds height then width.
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
      let startOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if startOfFrame {
        guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else { return nil }
        return CGSize(width: width, height: height)
      }
      offset += 2 + length
    }
    return nil
  }
}
