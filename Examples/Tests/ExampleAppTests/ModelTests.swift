import ExampleApp
import Foundation
import ListKit
import Testing

/// The app's models behave as their annotations say, in debug and in release.
@Suite struct ModelTests {
    @Test("messages: identity by id; text, source and read state are content")
    func messages() {
        let message = Message(text: "hi")
        var edited = message
        #expect(message.isContentEqual(to: edited))
        edited.source = "push"
        #expect(!message.isContentEqual(to: edited))
        edited = message
        edited.isRead = true
        #expect(!message.isContentEqual(to: edited))
        #if DEBUG
        edited = message
        edited.debugInfo = "trace"
        #expect(!message.isContentEqual(to: edited), "debugInfo exists and counts in debug builds")
        #endif
        #expect(ChatRow.message(message).id == ChatRow.message(edited).id)
        #expect(ChatRow.typingIndicator.id != ChatRow.message(message).id)
    }

    @MainActor @Test("a main-actor view model is Diffable and Hashable on the main actor")
    func viewModel() {
        let a = ChatViewModel(id: 1, title: "Team")
        let b = ChatViewModel(id: 1, title: "Team")
        #expect(a == b && a.hashValue == b.hashValue && a.isContentEqual(to: b))
        b.unreadCount = 3
        #expect(a != b && !a.isContentEqual(to: b))
        #expect(Set([a, b]).count == 2)
    }

    @Test("settings rows: delegate and owner by identity, a divider without payload")
    func settings() {
        final class Delegate: SettingsDelegate {}
        let screen = SettingsScreen(title: "Settings")
        let a = ToggleSetting(id: "wifi", title: "Wi-Fi", isOn: true, screen: screen)
        let b = ToggleSetting(id: "wifi", title: "Wi-Fi", isOn: true, screen: screen)
        #expect(a.isContentEqual(to: b))
        let delegate = Delegate()
        a.delegate = delegate
        #expect(!a.isContentEqual(to: b))
        b.delegate = delegate
        #expect(a.isContentEqual(to: b))
        let otherScreen = SettingsScreen(title: "Settings")
        let moved = ToggleSetting(id: "wifi", title: "Wi-Fi", isOn: true, screen: otherScreen)
        moved.delegate = delegate
        #expect(!a.isContentEqual(to: moved), "another owner, though equal in value")
        withExtendedLifetime(otherScreen) {}
        let changes = Changeset(from: [SettingsRow.toggle(a), .divider], to: [.divider, .toggle(b)])
        #expect(changes.moves.count == 1 && changes.inserts.isEmpty && changes.deletes.isEmpty && changes.updates.isEmpty)
    }

    @Test("photos are identified by the UUID made at creation; pages diff their photos")
    func photosAndPages() {
        let photo = Photo(caption: "Lake", width: 4, height: 3)
        let copy = photo
        #expect(photo.id == copy.id)
        #expect(photo.id != Photo(caption: "Lake", width: 4, height: 3).id)
        let page = Page(id: 0, results: [photo], nextCursor: "b")
        var next = page
        next.results[0].caption = "Lake at dusk"
        next.nextCursor = nil
        let changes = SectionedChangeset(sectionsFrom: [page], to: [next])
        #expect(changes.itemUpdates == [PositionPair(source: ItemPath(item: 0, section: 0), target: ItemPath(item: 0, section: 0))])
        #expect(changes.sectionUpdates.count == 1)
    }

    @Test("products take their ID and update time from Entity; the category tree hashes without recursing up")
    func productsAndCategories() {
        let product = Product(id: 7, updatedAt: 1, name: "Lamp", price: 30)
        #expect(product.id == 7)
        #expect(!product.isContentEqual(to: Product(id: 7, updatedAt: 2, name: "Lamp", price: 30)))
        #expect(product.isContentEqual(to: Product(id: 7, updatedAt: 1, name: "Lamp", price: 30)))
        let root = Category(name: "Home")
        let lamps = Category(name: "Lamps")
        lamps.parent = root
        root.children = [lamps]
        #expect(root == root && lamps.hashValue == lamps.hashValue)
        let stray = Category(name: "Lamps")
        #expect(stray != lamps)
        stray.parent = root
        #expect(stray == lamps && stray.hashValue == lamps.hashValue)
    }
}
