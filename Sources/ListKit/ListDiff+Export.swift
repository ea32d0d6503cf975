// ListKit brings the diff with it: `import ListKit` keeps giving apps, generated code and
// tests every type of ListDiff (Diffable, Changeset, StagedChangeset, BatchUpdate, ...).
@_exported import ListDiff
