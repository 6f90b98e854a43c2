"""`ndle.errors.install_hint`: an optional extra installed from where ndle was installed (an index, a checkout, a
repository), not a name only a package index knows."""

from __future__ import annotations

import json
from importlib import metadata

import pytest

from ndle.errors import install_hint


class _Installed:
    def __init__(self, origin):
        self.origin = origin

    def read_text(self, name):
        return None if self.origin is None else json.dumps(self.origin)


@pytest.mark.parametrize("origin, command", [
    (None, "pip install 'ndle[web]'"),  # from a package index: no direct_url.json
    ({"url": "file:///home/me/ndle", "dir_info": {"editable": True}}, "pip install -e '/home/me/ndle[web]'"),
    ({"url": "file:///home/me/my%20ndle", "dir_info": {}}, "pip install '/home/me/my ndle[web]'"),
    ({"url": "https://github.com/me/ndle", "vcs_info": {"vcs": "git", "commit_id": "abc"}},
     "pip install 'ndle[web] @ git+https://github.com/me/ndle'"),
    ({"url": "https://example.org/ndle-1.0.tar.gz", "archive_info": {}},
     "pip install 'ndle[web] @ https://example.org/ndle-1.0.tar.gz'"),
])
def test_the_extra_comes_from_where_ndle_was_installed(monkeypatch, origin, command):
    monkeypatch.setattr(metadata, "distribution", lambda name: _Installed(origin))
    assert install_hint("web") == f"install ndle's web extra: {command}"


def test_a_checkout_on_the_path_installs_from_itself(monkeypatch):
    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "distribution", missing)
    hint = install_hint("plot")
    assert hint.startswith("install ndle's plot extra: pip install -e '") and hint.endswith("[plot]'")
