import AutoLayout
import Testing
import UIKitEmulation

/// The one device table: sizes, safe areas and size classes as the simulator and Interface
/// Builder's canvas give them.
@Suite("Device table")
struct DeviceModelTests {
  @Test("names are unique; every screen is taller than wide in portrait, but the Apple TV")
  func shape() {
    let names = DeviceModel.all.map(\.name)
    #expect(Set(names).count == names.count)
    for model in DeviceModel.all where !model.isTelevision {
      #expect(model.portraitSize.height > model.portraitSize.width, "\(model.name)")
    }
    #expect(DeviceModel.named("Apple TV")?.portraitSize == CGSize(width: 1920, height: 1080))
    #expect(DeviceModel.named("iPhone 99") == nil)
  }

  @Test("landscape swaps the sides; phones hide the status bar and keep the housing on both sides")
  func landscape() throws {
    let eight = try #require(DeviceModel.named("iPhone 8"))
    #expect(eight.screenSize(landscape: true) == CGSize(width: 667, height: 375))
    #expect(eight.safeAreaInsets(landscape: false) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(eight.safeAreaInsets(landscape: true) == .zero)
    let fifteen = try #require(DeviceModel.named("iPhone 15"))
    #expect(fifteen.safeAreaInsets(landscape: false) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(fifteen.safeAreaInsets(landscape: true) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let pad = try #require(DeviceModel.named("iPad Air (10.9-inch)"))
    #expect(pad.safeAreaInsets(landscape: true) == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  @Test("size classes: pads regular both ways; Plus and Max phones regular wide in landscape")
  func sizeClasses() throws {
    func classes(_ name: String, landscape: Bool) throws -> [UserInterfaceSizeClass] {
      let found = try #require(DeviceModel.named(name)).sizeClasses(landscape: landscape)
      return [found.horizontal, found.vertical]
    }
    #expect(try classes("iPhone 8", landscape: false) == [.compact, .regular])
    #expect(try classes("iPhone 8", landscape: true) == [.compact, .compact])
    #expect(try classes("iPhone 8 Plus", landscape: true) == [.regular, .compact])
    #expect(try classes("iPhone 15 Pro Max", landscape: true) == [.regular, .compact])
    #expect(try classes("iPad (9.7-inch)", landscape: true) == [.regular, .regular])
    #expect(try classes("Apple TV", landscape: false) == [.regular, .compact])
  }
}
