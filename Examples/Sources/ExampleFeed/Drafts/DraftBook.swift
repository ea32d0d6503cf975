/// Work in progress, excluded by `listgen.config`. Were it read, its annotation would fail
/// the build: an item needs an identity and this type has no `id` property yet.
// listgen: item
struct DraftBook {
    var title: String
}
