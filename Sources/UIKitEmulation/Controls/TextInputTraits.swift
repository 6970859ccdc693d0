import AutoLayout
import Foundation

/// The keyboard a text input asks for (UIKit's `UIKeyboardType`; kept: there is no keyboard here,
/// and the keyboard's height is `Window.keyboardHeight`).
///
/// ```swift
/// field.keyboardType = .emailAddress
/// ```
public enum KeyboardType: Int, Sendable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text input capitalizes (UIKit's `UITextAutocapitalizationType`; kept).
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// Whether a text input corrects spelling as one types (UIKit's `UITextAutocorrectionType`; kept).
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
  case `default`, no, yes
}

/// Whether a text input underlines misspellings (UIKit's `UITextSpellCheckingType`; kept).
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
  case `default`, no, yes
}

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`; kept).
public enum ReturnKeyType: Int, Sendable, CaseIterable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, for autofill (UIKit's `UITextContentType`; kept).
///
/// ```swift
/// field.textContentType = .emailAddress
/// ```
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The identifier.
  public var rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A name.
  public static let name = TextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = TextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = TextContentType(rawValue: "familyName")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = TextContentType(rawValue: "URL")
  /// A street address line.
  public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
}

/// What a text field tells about editing (UIKit's `UITextFieldDelegate`; every method has a
/// default, so an adopter writes only the ones it needs).
///
/// ```swift
/// final class Form: TextFieldDelegate {
///   func textFieldShouldReturn(_ textField: TextField) -> Bool { textField.resignFirstResponder() }
/// }
/// ```
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin (default `true`).
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the return key does its default (default `true`).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// Whether an edit may replace characters (default `true`).
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
}

extension TextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// `true`.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// `true`.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
}
