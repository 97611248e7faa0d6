@_spi(HostTesting)
extension UIWindow {
  /// What is on screen as one line: the selected tab's title, `: `, its stack joined by ` > `,
  /// then ` | ` and the stack of each modal level (`Shop: Main > Order | Login`).
  public var path: String {
    guard let root = rootViewController else { return "" }
    var levels = [Self.describe(root)]
    var presenter: UIViewController? = root
    while let presented = presenter?.presentationOwnerInTree?.storedPresented {
      levels.append(Self.describe(presented))
      presenter = presented
    }
    return levels.joined(separator: " | ")
  }

  /// The whole hierarchy, one controller a line, indented by containment, with what each presents.
  public var tree: String {
    var lines = ["Window\(isKeyWindow ? " [key]" : "")\(isHidden ? " [hidden]" : " [visible]")"]
    if let root = rootViewController { Self.render(root, depth: 1, into: &lines) }
    return lines.joined(separator: "\n")
  }

  private static func describe(_ controller: UIViewController) -> String {
    if let tabBar = controller as? UITabBarController {
      guard let selected = tabBar.displayedChild else { return "" }
      return "\(UITabBarController.title(of: selected)): \(stack(of: selected))"
    }
    return stack(of: controller)
  }

  /// The tab bar controller a person sees: the root, or the first one on the way from the root
  /// to what shows on top (a tab bar controller pushed on a stack shows its bar too).
  var visibleTabBarController: UITabBarController? {
    sequence(first: rootViewController) { $0?.visibleChild }.prefix(
      UIViewController.deepestHierarchy
    )
    .lazy.compactMap { $0 as? UITabBarController }.first
  }

  /// A stack's screens, a navigation controller nested in it (a split view controller's detail
  /// on an iPhone) read as its own screens; a collapsed split view controller as what it shows;
  /// a tab bar controller in it as its selected tab, titled.
  private static func stack(of controller: UIViewController) -> String {
    if let split = controller as? UISplitViewController, let shown = split.visibleChild {
      return stack(of: shown)
    }
    if controller is UITabBarController { return describe(controller) }
    guard let navigation = controller as? UINavigationController else { return controller.hostName }
    return navigation.viewControllers.map { stack(of: $0) }.joined(separator: " > ")
  }

  private static func render(_ controller: UIViewController, depth: Int, into lines: inout [String])
  {
    let indent = String(repeating: "  ", count: depth)
    var marks: [String] = []
    if let tabBar = controller.parent as? UITabBarController,
      tabBar.displayedChild === controller
    {
      marks.append("selected")
    }
    if let navigation = controller.parent as? UINavigationController,
      navigation.topViewController === controller
    {
      marks.append("top")
    }
    let suffix = marks.isEmpty ? "" : " [\(marks.joined(separator: ", "))]"
    lines.append("\(indent)\(controller.hostName)\(suffix)")
    for child in controller.children {
      render(child, depth: depth + 1, into: &lines)
    }
    if let presented = controller.storedPresented {
      lines.append("\(indent)  presents (\(presented.modalPresentationStyle)):")
      render(presented, depth: depth + 2, into: &lines)
    }
  }
}
