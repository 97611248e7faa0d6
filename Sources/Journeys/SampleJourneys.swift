// The journeys of docs/SAMPLE_APP.md, written once. The tests of both variants, the console's tour,
// the comparison and the benchmark all run these.

private typealias Step = Journey.Step

private let main = "Shop: Main"
private let order = "Shop: Main > Order"
private let login = "Shop: Main > Order | Login"
private let signInRequired = "Sign in to place the order"

/// The sample app's journeys, in the order `docs/SAMPLE_APP.md` lists them.
public let sampleJourneys: [Journey] = [
  Journey(
    1, "Order while signed out, log in with the demo account, the order completes",
    [
      Step(.type(field: "message", text: "coffee"), main),
      Step(.tap("Order"), order, ["coffee"]),
      Step(.type(field: "note", text: "with milk"), order),
      Step(.tap("Done"), login),
      Step(.type(field: "email", text: "demo@example.com"), login),
      Step(.type(field: "password", text: "password1"), login, ["•••••••••"]),
      Step(.tap("Log in"), main, ["Ordered: coffee with milk"]),
    ]),
  Journey(
    2, "Order, then Cancel; order, then back",
    [
      Step(.type(field: "message", text: "tea"), main),
      Step(.tap("Order"), order, ["tea"]),
      Step(.tap("Cancel"), main, ["Order cancelled"]),
      Step(.type(field: "message", text: ""), main),
      Step(.tap("Order"), main, ["Enter a message"]),
      Step(.type(field: "message", text: "tea"), main),
      Step(.tap("Order"), order, ["tea"]),
      Step(.back, main, ["Order cancelled"]),
    ]),
  Journey(
    3, "Order, Done, Login cancelled; Done again, swipe Login down; still on Order",
    [
      Step(.type(field: "message", text: "cake"), main),
      Step(.tap("Order"), order),
      Step(.tap("Done"), login),
      Step(.tap("Cancel"), order, [signInRequired]),
      Step(.tap("Done"), login),
      Step(.swipeDown, order, ["cake", signInRequired]),
      Step(.tap("Cancel"), main, ["Order cancelled"]),
    ]),
  Journey(
    4, "A wrong password, then the right one",
    [
      Step(.type(field: "message", text: "juice"), main),
      Step(.tap("Order"), order),
      Step(.tap("Done"), login),
      Step(.type(field: "email", text: "demo@example.com"), login),
      Step(.type(field: "password", text: "password2"), login),
      Step(.tap("Log in"), login, ["Wrong email or password"]),
      Step(.type(field: "password", text: "password1"), login),
      Step(.tap("Log in"), main, ["Ordered: juice"]),
    ]),
  Journey(
    5, "Create an account through four steps, one bad value each first; then order with no login",
    [
      Step(.type(field: "message", text: "soup"), main),
      Step(.tap("Order"), order),
      Step(.tap("Done"), login),
      Step(.tap("Create account"), "\(login) > Email", ["Your email"]),
      Step(.type(field: "value", text: "ada@example"), "\(login) > Email"),
      Step(.tap("Next"), "\(login) > Email", ["Enter a valid email"]),
      Step(.type(field: "value", text: "ada@example.com"), "\(login) > Email"),
      Step(.tap("Next"), "\(login) > Email > Password", ["Choose a password"]),
      Step(.type(field: "value", text: "short"), "\(login) > Email > Password"),
      Step(.tap("Next"), "\(login) > Email > Password", ["Use 8 characters or more"]),
      Step(.type(field: "value", text: "analytical"), "\(login) > Email > Password"),
      Step(.tap("Next"), "\(login) > Email > Password > FirstName"),
      Step(.tap("Next"), "\(login) > Email > Password > FirstName", ["Enter your first name"]),
      Step(.type(field: "value", text: "Ada"), "\(login) > Email > Password > FirstName"),
      Step(.tap("Next"), "\(login) > Email > Password > FirstName > LastName"),
      Step(
        .tap("Finish"), "\(login) > Email > Password > FirstName > LastName",
        ["Enter your last name"]),
      Step(
        .type(field: "value", text: "Lovelace"),
        "\(login) > Email > Password > FirstName > LastName"),
      Step(.tap("Finish"), main, ["Ordered: soup"]),
      Step(.type(field: "message", text: "bread"), main),
      Step(.tap("Order"), order),
      Step(.tap("Done"), main, ["Ordered: bread"]),
    ]),
  Journey(
    6, "Registration: back from Password keeps the email; Cancel returns to Login",
    [
      Step(.type(field: "message", text: "pie"), main),
      Step(.tap("Order"), order),
      Step(.tap("Done"), login),
      Step(.tap("Create account"), "\(login) > Email"),
      Step(.type(field: "value", text: "pat@example.com"), "\(login) > Email"),
      Step(.tap("Next"), "\(login) > Email > Password"),
      Step(.back, "\(login) > Email", ["pat@example.com"]),
      Step(.tap("Next"), "\(login) > Email > Password"),
      Step(.tap("Cancel"), login),
      Step(.tap("Cancel"), order, [signInRequired]),
      Step(.back, main, ["Order cancelled"]),
    ]),
  Journey(
    7, "All seven Explore routes",
    [
      Step(.selectTab("Explore"), "Explore: Home"),
      Step(.tap("Detail"), "Explore: Home > Detail"),
      Step(.tap("Home"), "Explore: Home"),
      Step(.tap("Detail"), "Explore: Home > Detail"),
      Step(
        .tap("Hello"), "Explore: Home > Detail > HelloWorld", ["Hello, World!", "Presented: push"]
      ),
      Step(.tap("Back"), "Explore: Home > Detail"),
      Step(.tap("Hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.tap("Home"), "Explore: Home"),
      Step(.tap("Hello"), "Explore: Home | HelloWorld", ["Hello, World!", "Presented: modal"]),
      Step(.tap("Close"), "Explore: Home"),
      Step(.tap("Hello"), "Explore: Home | HelloWorld"),
      Step(.swipeDown, "Explore: Home"),
      Step(.tap("Detail"), "Explore: Home > Detail"),
      Step(.tap("Hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.back, "Explore: Home > Detail"),
      Step(.back, "Explore: Home"),
      Step(.selectTab("Shop"), main),
    ]),
  Journey(
    8, "Switch tabs in the middle of a flow; each tab keeps its own stack",
    [
      Step(.type(field: "message", text: "tart"), main),
      Step(.tap("Order"), order, ["tart"]),
      Step(.selectTab("Explore"), "Explore: Home"),
      Step(.tap("Detail"), "Explore: Home > Detail"),
      Step(.selectTab("Shop"), order, ["tart"]),
      Step(.selectTab("Explore"), "Explore: Home > Detail"),
      Step(.back, "Explore: Home"),
      Step(.selectTab("Shop"), order),
      Step(.tap("Cancel"), main, ["Order cancelled"]),
    ]),
  Journey(
    9, "An empty message on Main",
    [
      Step(.tap("Order"), main, ["Enter a message"]),
      Step(.type(field: "message", text: "   "), main),
      Step(.tap("Order"), main, ["Enter a message"]),
    ]),
  Journey(
    10, "Double taps show their target once: Order, Done, Detail, Hello; each completion runs once",
    [
      Step(.type(field: "message", text: "soda"), main),
      Step(.doubleTap("Order"), order, ["soda"]),
      Step(.doubleTap("Done"), login),
      Step(.doubleTap("Cancel"), order, [signInRequired]),
      Step(.doubleTap("Cancel"), main, ["Order cancelled"]),
      Step(.selectTab("Explore"), "Explore: Home"),
      Step(.doubleTap("Detail"), "Explore: Home > Detail"),
      Step(.doubleTap("Hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.doubleTap("Home"), "Explore: Home"),
      Step(.doubleTap("Hello"), "Explore: Home | HelloWorld"),
      Step(.doubleTap("Close"), "Explore: Home"),
    ]),
  Journey(
    11, "A cancelled back swipe changes nothing; a finished one is the back button",
    [
      Step(.type(field: "message", text: "pie"), main),
      Step(.tap("Order"), order, ["pie"]),
      Step(.swipeBack(cancelled: true), order, ["pie"]),
      Step(.tap("Done"), login),
      Step(.tap("Create account"), "Shop: Main > Order | Login > Email"),
      Step(.swipeBack(cancelled: true), "Shop: Main > Order | Login > Email"),
      Step(.swipeBack(cancelled: false), login),
      Step(.tap("Cancel"), order, [signInRequired]),
      Step(.swipeBack(cancelled: false), main, ["Order cancelled"]),
      Step(.selectTab("Explore"), "Explore: Home"),
      Step(.tap("Detail"), "Explore: Home > Detail"),
      Step(.swipeBack(cancelled: true), "Explore: Home > Detail"),
      Step(.tap("Hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.swipeBack(cancelled: false), "Explore: Home > Detail"),
      Step(.tap("Home"), "Explore: Home"),
    ]),
  Journey(
    12, "Links from several states, a login modal mid-registration among them",
    [
      Step(.open("sample://explore/detail"), "Explore: Home > Detail"),
      Step(.open("sample://explore/detail/hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.open("sample://explore/detail"), "Explore: Home > Detail"),
      Step(.open("sample://explore/hello"), "Explore: Home | HelloWorld", ["Presented: modal"]),
      Step(.open("sample://explore/hello"), "Explore: Home | HelloWorld"),
      Step(.open("sample://shop/order?message=tea%20cake"), order, ["tea cake"]),
      Step(.tap("Done"), login),
      Step(.tap("Create account"), "Shop: Main > Order | Login > Email"),
      Step(.type(field: "value", text: "ada@example.com"), "Shop: Main > Order | Login > Email"),
      Step(.open("sample://explore"), "Explore: Home"),
      Step(.selectTab("Shop"), order, ["tea cake", signInRequired]),
      Step(.open("sample://shop/order?message=tea%20cake"), order, ["tea cake", signInRequired]),
      Step(.open("sample://shop/order?message=jam"), order, ["jam"]),
      Step(.open("sample://shop"), main, ["Order cancelled"]),
      Step(.open("sample://explore/detail/hello"), "Explore: Home > Detail > HelloWorld"),
      Step(.open("sample://explore/hello"), "Explore: Home | HelloWorld"),
      Step(.open("sample://explore/detail"), "Explore: Home > Detail"),
    ]),
]
