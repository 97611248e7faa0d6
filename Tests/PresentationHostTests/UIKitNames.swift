// UIKit's names for the host's types, so that `UIKitSnippetTests.swift` reads as UIKit code.
import PresentationHost

typealias UIViewController = ViewController
typealias UINavigationController = NavigationController
typealias UINavigationControllerDelegate = NavigationControllerDelegate
typealias UIWindow = Window
