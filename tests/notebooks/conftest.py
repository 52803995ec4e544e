"""The notebooks here are run under nbval by the tests that use them (on a copy, in a
subprocess), so that ``pytest tests`` checks them too; ``--nbval`` must not collect them
a second time."""
collect_ignore_glob = ["*.ipynb"]
