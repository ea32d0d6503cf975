import Testing

@testable import ListKit

/// Where a delegate call the list controller does not answer goes: the decision behind the
/// UIKit adapters' `responds(to:)` and `forwardingTarget(for:)`.
@Suite struct DelegateForwardingTests {
    final class AppDelegate {
        let answers: Set<String>
        init(_ answers: Set<String>) { self.answers = answers }
    }

    @Test("a call goes to the first of the app's objects that answers it; none answers: nowhere")
    func routing() {
        let forwarding = DelegateForwarding()
        let delegate = AppDelegate(["scrollViewDidScroll:", "collectionView:didSelectItemAtIndexPath:"])
        let prefetching = AppDelegate(["collectionView:prefetchItemsAtIndexPaths:", "scrollViewDidScroll:"])
        forwarding.setTarget(delegate, at: 0)
        forwarding.setTarget(prefetching, at: 1)
        func target(_ selector: String) -> AppDelegate? {
            forwarding.target { ($0 as? AppDelegate)?.answers.contains(selector) == true } as? AppDelegate
        }
        #expect(target("scrollViewDidScroll:") === delegate)
        #expect(target("collectionView:prefetchItemsAtIndexPaths:") === prefetching)
        #expect(target("collectionView:layout:sizeForItemAtIndexPath:") == nil, "nobody sizes items: the layout's own size stays")
        forwarding.setTarget(nil, at: 0)
        #expect(target("scrollViewDidScroll:") === prefetching)
        #expect(forwarding.target(at: 0) == nil && forwarding.target(at: 1) === prefetching)
    }

    @Test("the app's objects are held weakly, as UIKit holds delegates")
    func weak() {
        let forwarding = DelegateForwarding()
        do {
            let delegate = AppDelegate(["scrollViewDidScroll:"])
            forwarding.setTarget(delegate, at: 0)
            #expect(forwarding.targets.count == 1)
        }
        #expect(forwarding.targets.isEmpty)
    }
}
