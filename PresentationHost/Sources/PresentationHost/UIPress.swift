// The presses of a hardware keyboard's keys, as iPad apps handle them (`pressesBegan(_:with:)`).
// The host's iPhone has no hardware keyboard, so no press ever happens here (U4); the types are
// UIKit's, so that such code compiles and reads its presses as on iOS.

/// A key's place on a keyboard, as the USB HID usage tables number keys: the same key whatever
/// the keyboard's layout.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int

  /// The usage numbered `rawValue`, or nil for a number no key has.
  public init?(rawValue: Int) {
    guard Self.known.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let keyboardErrorRollOver = UIKeyboardHIDUsage(1)
  public static let keyboardPOSTFail = UIKeyboardHIDUsage(2)
  public static let keyboardErrorUndefined = UIKeyboardHIDUsage(3)
  public static let keyboardA = UIKeyboardHIDUsage(4)
  public static let keyboardB = UIKeyboardHIDUsage(5)
  public static let keyboardC = UIKeyboardHIDUsage(6)
  public static let keyboardD = UIKeyboardHIDUsage(7)
  public static let keyboardE = UIKeyboardHIDUsage(8)
  public static let keyboardF = UIKeyboardHIDUsage(9)
  public static let keyboardG = UIKeyboardHIDUsage(10)
  public static let keyboardH = UIKeyboardHIDUsage(11)
  public static let keyboardI = UIKeyboardHIDUsage(12)
  public static let keyboardJ = UIKeyboardHIDUsage(13)
  public static let keyboardK = UIKeyboardHIDUsage(14)
  public static let keyboardL = UIKeyboardHIDUsage(15)
  public static let keyboardM = UIKeyboardHIDUsage(16)
  public static let keyboardN = UIKeyboardHIDUsage(17)
  public static let keyboardO = UIKeyboardHIDUsage(18)
  public static let keyboardP = UIKeyboardHIDUsage(19)
  public static let keyboardQ = UIKeyboardHIDUsage(20)
  public static let keyboardR = UIKeyboardHIDUsage(21)
  public static let keyboardS = UIKeyboardHIDUsage(22)
  public static let keyboardT = UIKeyboardHIDUsage(23)
  public static let keyboardU = UIKeyboardHIDUsage(24)
  public static let keyboardV = UIKeyboardHIDUsage(25)
  public static let keyboardW = UIKeyboardHIDUsage(26)
  public static let keyboardX = UIKeyboardHIDUsage(27)
  public static let keyboardY = UIKeyboardHIDUsage(28)
  public static let keyboardZ = UIKeyboardHIDUsage(29)
  public static let keyboard1 = UIKeyboardHIDUsage(30)
  public static let keyboard2 = UIKeyboardHIDUsage(31)
  public static let keyboard3 = UIKeyboardHIDUsage(32)
  public static let keyboard4 = UIKeyboardHIDUsage(33)
  public static let keyboard5 = UIKeyboardHIDUsage(34)
  public static let keyboard6 = UIKeyboardHIDUsage(35)
  public static let keyboard7 = UIKeyboardHIDUsage(36)
  public static let keyboard8 = UIKeyboardHIDUsage(37)
  public static let keyboard9 = UIKeyboardHIDUsage(38)
  public static let keyboard0 = UIKeyboardHIDUsage(39)
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(40)
  public static let keyboardEscape = UIKeyboardHIDUsage(41)
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(42)
  public static let keyboardTab = UIKeyboardHIDUsage(43)
  public static let keyboardSpacebar = UIKeyboardHIDUsage(44)
  public static let keyboardHyphen = UIKeyboardHIDUsage(45)
  public static let keyboardEqualSign = UIKeyboardHIDUsage(46)
  public static let keyboardOpenBracket = UIKeyboardHIDUsage(47)
  public static let keyboardCloseBracket = UIKeyboardHIDUsage(48)
  public static let keyboardBackslash = UIKeyboardHIDUsage(49)
  public static let keyboardNonUSPound = UIKeyboardHIDUsage(50)
  public static let keyboardSemicolon = UIKeyboardHIDUsage(51)
  public static let keyboardQuote = UIKeyboardHIDUsage(52)
  public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(53)
  public static let keyboardComma = UIKeyboardHIDUsage(54)
  public static let keyboardPeriod = UIKeyboardHIDUsage(55)
  public static let keyboardSlash = UIKeyboardHIDUsage(56)
  public static let keyboardCapsLock = UIKeyboardHIDUsage(57)
  public static let keyboardF1 = UIKeyboardHIDUsage(58)
  public static let keyboardF2 = UIKeyboardHIDUsage(59)
  public static let keyboardF3 = UIKeyboardHIDUsage(60)
  public static let keyboardF4 = UIKeyboardHIDUsage(61)
  public static let keyboardF5 = UIKeyboardHIDUsage(62)
  public static let keyboardF6 = UIKeyboardHIDUsage(63)
  public static let keyboardF7 = UIKeyboardHIDUsage(64)
  public static let keyboardF8 = UIKeyboardHIDUsage(65)
  public static let keyboardF9 = UIKeyboardHIDUsage(66)
  public static let keyboardF10 = UIKeyboardHIDUsage(67)
  public static let keyboardF11 = UIKeyboardHIDUsage(68)
  public static let keyboardF12 = UIKeyboardHIDUsage(69)
  public static let keyboardPrintScreen = UIKeyboardHIDUsage(70)
  public static let keyboardScrollLock = UIKeyboardHIDUsage(71)
  public static let keyboardPause = UIKeyboardHIDUsage(72)
  public static let keyboardInsert = UIKeyboardHIDUsage(73)
  public static let keyboardHome = UIKeyboardHIDUsage(74)
  public static let keyboardPageUp = UIKeyboardHIDUsage(75)
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(76)
  public static let keyboardEnd = UIKeyboardHIDUsage(77)
  public static let keyboardPageDown = UIKeyboardHIDUsage(78)
  public static let keyboardRightArrow = UIKeyboardHIDUsage(79)
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(80)
  public static let keyboardDownArrow = UIKeyboardHIDUsage(81)
  public static let keyboardUpArrow = UIKeyboardHIDUsage(82)
  public static let keypadNumLock = UIKeyboardHIDUsage(83)
  public static let keypadSlash = UIKeyboardHIDUsage(84)
  public static let keypadAsterisk = UIKeyboardHIDUsage(85)
  public static let keypadHyphen = UIKeyboardHIDUsage(86)
  public static let keypadPlus = UIKeyboardHIDUsage(87)
  public static let keypadEnter = UIKeyboardHIDUsage(88)
  public static let keypad1 = UIKeyboardHIDUsage(89)
  public static let keypad2 = UIKeyboardHIDUsage(90)
  public static let keypad3 = UIKeyboardHIDUsage(91)
  public static let keypad4 = UIKeyboardHIDUsage(92)
  public static let keypad5 = UIKeyboardHIDUsage(93)
  public static let keypad6 = UIKeyboardHIDUsage(94)
  public static let keypad7 = UIKeyboardHIDUsage(95)
  public static let keypad8 = UIKeyboardHIDUsage(96)
  public static let keypad9 = UIKeyboardHIDUsage(97)
  public static let keypad0 = UIKeyboardHIDUsage(98)
  public static let keypadPeriod = UIKeyboardHIDUsage(99)
  public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(100)
  public static let keyboardApplication = UIKeyboardHIDUsage(101)
  public static let keyboardPower = UIKeyboardHIDUsage(102)
  public static let keypadEqualSign = UIKeyboardHIDUsage(103)
  public static let keyboardF13 = UIKeyboardHIDUsage(104)
  public static let keyboardF14 = UIKeyboardHIDUsage(105)
  public static let keyboardF15 = UIKeyboardHIDUsage(106)
  public static let keyboardF16 = UIKeyboardHIDUsage(107)
  public static let keyboardF17 = UIKeyboardHIDUsage(108)
  public static let keyboardF18 = UIKeyboardHIDUsage(109)
  public static let keyboardF19 = UIKeyboardHIDUsage(110)
  public static let keyboardF20 = UIKeyboardHIDUsage(111)
  public static let keyboardF21 = UIKeyboardHIDUsage(112)
  public static let keyboardF22 = UIKeyboardHIDUsage(113)
  public static let keyboardF23 = UIKeyboardHIDUsage(114)
  public static let keyboardF24 = UIKeyboardHIDUsage(115)
  public static let keyboardExecute = UIKeyboardHIDUsage(116)
  public static let keyboardHelp = UIKeyboardHIDUsage(117)
  public static let keyboardMenu = UIKeyboardHIDUsage(118)
  public static let keyboardSelect = UIKeyboardHIDUsage(119)
  public static let keyboardStop = UIKeyboardHIDUsage(120)
  public static let keyboardAgain = UIKeyboardHIDUsage(121)
  public static let keyboardUndo = UIKeyboardHIDUsage(122)
  public static let keyboardCut = UIKeyboardHIDUsage(123)
  public static let keyboardCopy = UIKeyboardHIDUsage(124)
  public static let keyboardPaste = UIKeyboardHIDUsage(125)
  public static let keyboardFind = UIKeyboardHIDUsage(126)
  public static let keyboardMute = UIKeyboardHIDUsage(127)
  public static let keyboardVolumeUp = UIKeyboardHIDUsage(128)
  public static let keyboardVolumeDown = UIKeyboardHIDUsage(129)
  public static let keyboardLockingCapsLock = UIKeyboardHIDUsage(130)
  public static let keyboardLockingNumLock = UIKeyboardHIDUsage(131)
  public static let keyboardLockingScrollLock = UIKeyboardHIDUsage(132)
  public static let keypadComma = UIKeyboardHIDUsage(133)
  public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(134)
  public static let keyboardInternational1 = UIKeyboardHIDUsage(135)
  public static let keyboardInternational2 = UIKeyboardHIDUsage(136)
  public static let keyboardInternational3 = UIKeyboardHIDUsage(137)
  public static let keyboardInternational4 = UIKeyboardHIDUsage(138)
  public static let keyboardInternational5 = UIKeyboardHIDUsage(139)
  public static let keyboardInternational6 = UIKeyboardHIDUsage(140)
  public static let keyboardInternational7 = UIKeyboardHIDUsage(141)
  public static let keyboardInternational8 = UIKeyboardHIDUsage(142)
  public static let keyboardInternational9 = UIKeyboardHIDUsage(143)
  public static let keyboardLANG1 = UIKeyboardHIDUsage(144)
  public static let keyboardLANG2 = UIKeyboardHIDUsage(145)
  public static let keyboardLANG3 = UIKeyboardHIDUsage(146)
  public static let keyboardLANG4 = UIKeyboardHIDUsage(147)
  public static let keyboardLANG5 = UIKeyboardHIDUsage(148)
  public static let keyboardLANG6 = UIKeyboardHIDUsage(149)
  public static let keyboardLANG7 = UIKeyboardHIDUsage(150)
  public static let keyboardLANG8 = UIKeyboardHIDUsage(151)
  public static let keyboardLANG9 = UIKeyboardHIDUsage(152)
  public static let keyboardAlternateErase = UIKeyboardHIDUsage(153)
  public static let keyboardSysReqOrAttention = UIKeyboardHIDUsage(154)
  public static let keyboardCancel = UIKeyboardHIDUsage(155)
  public static let keyboardClear = UIKeyboardHIDUsage(156)
  public static let keyboardPrior = UIKeyboardHIDUsage(157)
  public static let keyboardReturn = UIKeyboardHIDUsage(158)
  public static let keyboardSeparator = UIKeyboardHIDUsage(159)
  public static let keyboardOut = UIKeyboardHIDUsage(160)
  public static let keyboardOper = UIKeyboardHIDUsage(161)
  public static let keyboardClearOrAgain = UIKeyboardHIDUsage(162)
  public static let keyboardCrSelOrProps = UIKeyboardHIDUsage(163)
  public static let keyboardExSel = UIKeyboardHIDUsage(164)
  public static let keyboardLeftControl = UIKeyboardHIDUsage(224)
  public static let keyboardLeftShift = UIKeyboardHIDUsage(225)
  public static let keyboardLeftAlt = UIKeyboardHIDUsage(226)
  public static let keyboardLeftGUI = UIKeyboardHIDUsage(227)
  public static let keyboardRightControl = UIKeyboardHIDUsage(228)
  public static let keyboardRightShift = UIKeyboardHIDUsage(229)
  public static let keyboardRightAlt = UIKeyboardHIDUsage(230)
  public static let keyboardRightGUI = UIKeyboardHIDUsage(231)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let keyboard_Reserved = UIKeyboardHIDUsage(65535)
  public static let keyboardHangul = keyboardLANG1
  public static let keyboardHanja = keyboardLANG2
  public static let keyboardKanaSwitch = keyboardLANG1
  public static let keyboardAlphanumericSwitch = keyboardLANG2
  public static let keyboardKatakana = keyboardLANG3
  public static let keyboardHiragana = keyboardLANG4
  public static let keyboardZenkakuHankakuKanji = keyboardLANG5

  /// The numbers of the usages above.
  private static let known: Set<Int> = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50,
    51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74,
    75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98,
    99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117,
    118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136,
    137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155,
    156, 157, 158, 159, 160, 161, 162, 163, 164, 224, 225, 226, 227, 228, 229, 230, 231, 65535,
  ]
}

/// A key of a hardware keyboard, as a press gives it.
@preconcurrency @MainActor
open class UIKey: NSObject {
  /// The characters the key types, with its modifiers: none, for UIKit's own.
  open var characters: String { "" }
  /// The characters the key types without its modifiers.
  open var charactersIgnoringModifiers: String { "" }
  /// The modifier keys held with it.
  open var modifierFlags: UIKeyModifierFlags { [] }
  /// Where the key is on the keyboard.
  open var keyCode: UIKeyboardHIDUsage { .keyboardErrorUndefined }

  /// A key that types nothing; a test's subclass says which key it is.
  public override init() {
    super.init()
  }
}

/// A press of a key, or of a remote's button.
@preconcurrency @MainActor
open class UIPress: NSObject {
  /// Where a press is in its life.
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// The buttons of a remote or a game controller a press can be of.
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30
    case pageDown = 31
    case tvRemoteOneTwoThree = 32
    case tvRemoteFourColors = 33
  }

  /// Where the press is in its life.
  open var phase: Phase { .began }
  /// Which button it is of, for a remote.
  open var type: PressType { .select }
  /// The key pressed, for a keyboard.
  open var key: UIKey? { nil }
  /// How hard the button is pressed, from 0 to 1.
  open var force: CGFloat { 0 }
  /// When the press happened.
  open var timestamp: TimeInterval { 0 }
  /// The responder the press went to.
  open var responder: UIResponder? { nil }
  /// The window the press happened in.
  open var window: UIWindow? { nil }

  /// A press of nothing; a test's subclass says what was pressed.
  public override init() {
    super.init()
  }
}

/// The event of a press of keys or buttons.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  /// Every press of the event.
  open var allPresses: Set<UIPress> { [] }

  /// The presses `gesture` is handling.
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
