// A rotation as a layout trigger (fact 85): `layoutlab run examples/scenarios/rotation.swift`.
// window.rotate(to:) stands in for the user turning the iPhone. UIKit first tells the root
// controller (and, through super, its child) that the size will change; then, inside the
// rotation's animation, the safe area moves to the sides, the height becomes compact, the
// views lay out at the new size, and the coordinator's alongside block runs; its completion
// waits for the end of the animation.
class Child: UIViewController {
    var heard: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        heard.append("willTransition")
    }
}

class Screen: UIViewController {
    let child = Child()
    var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("willTransition to \(Int(size.width)) while \(Int(view.bounds.width)) wide")
        coordinator.animate(
            alongsideTransition: { _ in
                self.log.append("alongside at \(Int(self.view.bounds.width))")
            },
            completion: { _ in
                self.log.append("completion")
            })
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.append("safe area left \(Int(view.safeAreaInsets.left))")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("height class \(traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("willLayout at \(Int(view.bounds.width))")
    }
}

let screen = Screen()
window.rootViewController = screen
runLoop.runUntilIdle()
screen.log = []
trace.mark("rotate")
window.rotate(to: CGSize(width: 844, height: 390))
let duringRotate = screen.log
runLoop.runUntilIdle()
let afterAnimation = screen.log
print(afterAnimation)
