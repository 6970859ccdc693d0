import Testing
import UIKitCompat

@Suite("UIDevice: the main screen's idiom and orientation")
struct UIKitDeviceTests {
  @Test("a phone-sized screen is a phone in portrait; an iPad-sized one in landscape is a pad on its side")
  func idiomAndOrientation() {
    let phone = Screen()
    phone.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(UIDevice(screen: phone).userInterfaceIdiom == .phone)
    #expect(UIDevice(screen: phone).orientation == .portrait)
    #expect(UIDevice(screen: phone).orientation.isPortrait)
    let pad = Screen()
    pad.bounds = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    #expect(UIDevice(screen: pad).userInterfaceIdiom == .pad)
    #expect(UIDevice(screen: pad).orientation.isLandscape)
    #expect(UIDevice(screen: pad).model == "iPad")
    // The main screen by default (390 × 844 unless a test sets it; tests leave it alone).
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
  }
}
