import Links
import Scenes

#if canImport(UIKit)
  import UIKit
#else
  import PresentationHost
#endif

// Links and restoration, where a plain MVC app writes them: in its tab bar controller, which
// its scene delegate hands every link it opens and asks for the state to save. It reads the
// place off its stacks by each screen's type, and walks to a link's place by calling what each
// screen's buttons call. Nothing of the other styles' walk is used, only UIKit's rule that a
// step waits for the transition before it (`LinkWalk`): this is what links cost in MVC, and
// each new screen adds a case to each switch below.

extension AppTabBarController: WindowRoot {
  public var link: AppLink? { selectedStack.flatMap(link(in:)) }

  /// Opens `link` from whatever is on screen, unless the app is there already. What covers the
  /// tab bar closes if the link leaves the tab; in the link's tab, the screens beyond the part
  /// the link shares with what is on screen leave, from the top, as a person would take them
  /// away (an order or a login ends as interrupted); then each screen shows the link's next
  /// place as a person's tap would. Each step waits for the transition of the one before to end
  /// (`LinkWalk`, UIKit's rule, which every style keeps); a link opened meanwhile is opened next.
  public func open(_ link: AppLink) {
    walk(to: [link])
  }

  /// Walks to each of `links` in turn, then runs `arrived`.
  private func walk(to links: [AppLink], arrived: @escaping () -> Void = {}) {
    var remaining = links[...]
    var before: AppLink??
    linkWalk.start(
      { [weak self] in
        guard let self else { return nil }
        // A step that changed nothing ends the walk to that link, as a tap that does nothing.
        let now = self.link
        while let link = remaining.first {
          if now != before, let step = nextStep(to: link) {
            before = now
            return step
          }
          remaining = remaining.dropFirst()
          before = nil
        }
        return nil
      }, arrived: arrived)
  }

  /// The one step that brings the app closer to `link`, read from what is on screen now, or nil
  /// when it is there or cannot get there.
  private func nextStep(to link: AppLink) -> LinkWalk.Step? {
    guard let selected = selectedStack else { return nil }
    if selected != link.tab {
      let covering = screens(in: selected).drop(while: { place(of: $0)?.isModal != true })
      guard let top = covering.last else {
        return LinkWalk.Step(from: nil) { [weak self] in
          self?.selectedViewController = self?.stack(of: link.tab)
        }
      }
      return leaving(top)
    }
    let screens = screens(in: link.tab)
    let shared = zip(screens, link.places).prefix { place(of: $0) == $1 }.count
    guard shared > 0, let top = screens.last else { return nil }
    if screens.count > shared { return leaving(top) }
    guard shared < link.places.count else { return nil }
    let next = link.places[shared]
    return LinkWalk.Step(from: top, presents: next.isModal) { [weak self] in
      self?.advance(to: next, from: top, in: link)
    }
  }

  /// The step that takes `screen` away.
  private func leaving(_ screen: UIViewController) -> LinkWalk.Step {
    LinkWalk.Step(from: screen) { [weak self] in self?.leave(screen) }
  }

  /// Each tab's place as a link, the selected tab, and what each screen adds (the texts typed;
  /// never a password).
  public func restorationActivity() -> NSUserActivity? {
    guard let selected = selectedStack else { return nil }
    var links: [Tab: AppLink] = [:]
    for tab in Tab.allCases {
      guard let link = link(in: tab) else { return nil }
      links[tab] = link
    }
    let activity = RestorationState(links: links, selected: selected).activity()
    for screen in Tab.allCases.flatMap(screens(in:)) { screen.updateUserActivityState(activity) }
    return activity
  }

  /// Opens each tab's saved place as a link would, then lets each screen restore what it added.
  /// An activity of another type, or damaged, restores nothing.
  public func restore(from activity: NSUserActivity) {
    guard selectedStack != nil, let state = try? RestorationState(activity: activity) else {
      return
    }
    walk(to: state.linksToOpen) { [weak self] in
      for screen in Tab.allCases.flatMap({ self?.screens(in: $0) ?? [] }) {
        screen.restoreUserActivityState(activity)
      }
    }
  }

  /// The tab selected.
  private var selectedStack: Tab? {
    Tab.allCases.first { stack(of: $0) === selectedViewController }
  }

  private func stack(of tab: Tab) -> UINavigationController {
    switch tab {
    case .shop: shop
    case .explore: explore
    }
  }

  /// The screens of `tab`, from its root up, with what is presented over them (a screen of the
  /// other tab's modal, which UIKit reports as presented by every screen under it, is none).
  private func screens(in tab: Tab) -> [UIViewController] {
    let stack = stack(of: tab)
    var screens = stack.viewControllers
    if let modal = stack.topViewController?.presentedViewController {
      screens += (modal as? UINavigationController)?.viewControllers ?? [modal]
    }
    return screens.filter { place(of: $0)?.tab == tab }
  }

  private func link(in tab: Tab) -> AppLink? {
    let screens = screens(in: tab)
    guard !screens.isEmpty else { return nil }
    return AppLink(places: screens.compactMap(place(of:)))
  }

  /// What `screen` stands for, with the values it was given: a registration step's are those
  /// of the steps before it, never the password.
  private func place(of screen: UIViewController) -> Place? {
    switch screen {
    case is MainViewController: .main
    case let order as OrderViewController: .order(message: order.message)
    case let receipt as ReceiptViewController: .receipt(ordered: receipt.ordered)
    case is LoginViewController: .login
    case let step as TextInputViewController: .registration(step.step, form: step.form)
    case is HomeViewController: .home
    case is DetailViewController: .detail
    case let helloWorld as HelloWorldViewController: .helloWorld(helloWorld.presentation)
    default: nil
    }
  }

  /// Goes on from `screen`, on top, to `next`, as a person's tap there would.
  private func advance(to next: Place, from screen: UIViewController, in link: AppLink) {
    switch (screen, next) {
    case (let main as MainViewController, .shop(.order(let message))):
      main.order(message: message)
    case (let main as MainViewController, .shop(.receipt(let ordered))):
      main.showReceipt(ordered: ordered)
    case (let order as OrderViewController, .shop(.login)): order.logIn()
    case (let login as LoginViewController, .shop(.registration(.email, _))):
      login.createAccount()
    case (let step as TextInputViewController, .shop(.registration(let next, let form)))
    where next == step.step.next:
      step.goOnAsNext(value: form.value(of: step.step) ?? "")
    case (let home as HomeViewController, .explore(.detail)): home.showDetail()
    case (let home as HomeViewController, .explore(.helloWorld(.modal))): home.presentHelloWorld()
    case (let detail as DetailViewController, .explore(.helloWorld(.push))):
      detail.showHelloWorld()
    default: break
    }
  }

  /// Takes `screen` away as a person would, once nothing covers it: back, Close, or a
  /// swipe-down; an order or a login taken away ends as interrupted. A tab's root stays.
  private func leave(_ screen: UIViewController) {
    switch screen {
    case let login as LoginViewController:
      if login.presentingViewController != nil { login.interrupt() }
    case is ReceiptViewController: screen.dismiss(animated: false)
    case let helloWorld as HelloWorldViewController where helloWorld.presentation == .modal:
      helloWorld.dismiss(animated: false)
    case is MainViewController, is HomeViewController: break
    default:
      guard let navigation = screen.navigationController, navigation.topViewController === screen
      else { return }
      (screen as? OrderViewController)?.interrupt()
      navigation.popViewController(animated: false)
    }
  }
}
