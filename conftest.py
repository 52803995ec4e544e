"""What every test (and doctest) starts from: English, whatever the machine's locale says.

The package follows the environment's language (``LANGUAGE``, ``LC_ALL``, ``LANG``...), so a CI
machine set to Ukrainian would otherwise see Ukrainian boards; the kernels nbval and the browser
tests start inherit this too. A test that wants another language sets it and is put back.
"""

import os

import pytest

os.environ["LANGUAGE"] = "en"


@pytest.fixture(autouse=True)
def _language_put_back():
    yield
    from solitaire import i18n
    # A test's boards stay alive in ipywidgets' registry: forget them first, or every later
    # switch of language would redraw the boards of every test before it.
    i18n._listeners.clear()
    i18n.set_language(None)
