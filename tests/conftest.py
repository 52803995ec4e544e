"""Shared test set-up: the slow browser tests run last."""


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: "tests/browser/" in str(item.path).replace("\\", "/"))
