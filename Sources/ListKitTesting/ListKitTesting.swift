import ListKit

/// Test support for ListKit: a simulated list view that enforces the batch-update rules.
public enum ListKitTestingModule {}
