import Foundation

// UIKit's attributes of Swift's `AttributedString`: `text.font = .boldSystemFont(ofSize: 17)`
// and `AttributeContainer().foregroundColor`, as in the `uiKit` attribute scope.

extension AttributeScopes {
  /// The attributes UIKit draws text with.
  public struct UIKitAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KernAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let foundation: AttributeScopes.FoundationAttributes

    /// The text's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = NSAttributedString.Key.font.rawValue
    }

    /// The colour of the text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    /// The colour behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    /// The space between characters.
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }

    /// How the text is underlined.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }

    /// How the text is struck through.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
  }

  /// UIKit's attributes.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes, by name: `text.font`, `container.foregroundColor`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension NSAttributedString {
  /// The text of `attributedString` with its UIKit attributes, run by run.
  public convenience init(_ attributedString: AttributedString) {
    let text = NSMutableAttributedString(string: String(attributedString.characters))
    var location = 0
    for run in attributedString.runs {
      let length = String(attributedString[run.range].characters).utf16.count
      var attributes: [NSAttributedString.Key: Any] = [:]
      attributes[.font] = run.font
      attributes[.foregroundColor] = run.foregroundColor
      attributes[.backgroundColor] = run.backgroundColor
      attributes[.kern] = run.kern
      attributes[.underlineStyle] = run.underlineStyle?.rawValue
      attributes[.strikethroughStyle] = run.strikethroughStyle?.rawValue
      if !attributes.isEmpty {
        text.addAttributes(attributes, range: NSRange(location: location, length: length))
      }
      location += length
    }
    self.init(attributedString: text)
  }
}
