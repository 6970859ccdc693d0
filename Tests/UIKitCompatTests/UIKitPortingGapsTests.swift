import Foundation
import Testing
import UIKitCompat

/// APIs that real UIKit files used and UIKitCompat lacked (measured by porting public sample
/// apps): each as UIKit code calls it, with UIKit's result.
@Suite("Porting gaps found in real code")
struct UIKitPortingGapsTests {
  @Test("UIImage(data:): the pixel size of a PNG, GIF or JPEG header over the scale; nil for other bytes")
  func imageData() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8] + [8, 6, 0, 0, 0]
    #expect(UIImage(data: Data(png))?.size == CGSize(width: 300, height: 200))
    #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 150, height: 100))
    let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00]
    #expect(UIImage(data: Data(gif))?.size == CGSize(width: 320, height: 240))
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 480, width 640.
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
      + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
    #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 640, height: 480))
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
  }

  final class Listener {
    var received: [String] = []
    func received(_ note: NSNotification) { received.append(note.name.rawValue) }
    func textSizeChanged(_ note: Notification) {
      received.append(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "")
    }
  }

  @Test("observers taking NSNotification; the text size change posted with its new value")
  func notifications() {
    let listener = Listener()
    let name = Notification.Name("PortingGapsModelDidChange")
    NotificationCenter.default.addObserver(listener, selector: Listener.received(_:), name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    NotificationCenter.default.addObserver(
      listener, selector: Listener.textSizeChanged(_:), name: UIContentSizeCategory.didChangeNotification,
      object: nil)
    window.contentSizeCategory = UIContentSizeCategory.extraLarge.rawValue
    NotificationCenter.default.removeObserver(listener)
    #expect(listener.received.first == "PortingGapsModelDidChange")
    #expect(listener.received.contains("UICTContentSizeCategoryXL"))
  }

  final class BadgeItem: UIBarButtonItem {
    let count: Int
    init(count: Int) {
      self.count = count
      super.init(title: "\(count)", style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class ShakeView: UIView {
    var shaken = 0
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
      if motion == .motionShake { shaken += 1 }
    }
  }

  @Test("a bar button item subclass; a layer's position; dynamic colours; CGColor components; shake; frames")
  func smallAPIs() {
    let item = BadgeItem(count: 3)
    #expect(item.title == "3")
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    ring.position = CGPoint(x: 100, y: 100)
    #expect(ring.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(ink == .black)
    #expect(UIColor.red.cgColor.numberOfComponents == 4 && UIColor.red.cgColor.components == [1, 0, 0, 1])
    let shake = ShakeView()
    let container = UIView()
    container.addSubview(shake)
    shake.motionEnded(.motionShake, with: nil)
    #expect(shake.shaken == 1)
    let frames = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10)))
    frames.animationImages = [UIImage(size: CGSize(width: 30, height: 30))]
    frames.startAnimating()
    #expect(frames.isAnimating && frames.intrinsicContentSize == CGSize(width: 10, height: 10))
  }
}
