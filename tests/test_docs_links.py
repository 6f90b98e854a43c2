"""Every relative link in the README, the changelog and the documentation's Markdown pages leads somewhere: the file
exists and, for a link into a Markdown page, so does the heading it names (GitHub's and MyST's anchors).

External (http, https, mailto) links are not fetched here: CI has no network but package registries. Sphinx checks
the site's own cross-references when it builds with warnings as errors; this test also covers the Markdown files
outside the site (the README is the one people read first)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "data" / "README.md",
                *(p for p in (ROOT / "docs").rglob("*.md") if "_build" not in p.parts)])
FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
CODE = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.M)
EXTERNAL = ("http://", "https://", "mailto:")


def slug(title: str) -> str:
    """Return a heading's anchor as GitHub and MyST (myst_heading_anchors) make it."""
    title = re.sub(r"`([^`]*)`", r"\1", title).strip().lower()
    return re.sub(r"[^\w\- ]", "", title).replace(" ", "-")


def prose(path: Path) -> str:
    """Return a Markdown file without its code blocks and inline code, where brackets are not links."""
    return CODE.sub("", FENCE.sub("", path.read_text()))


def anchors(path: Path) -> set[str]:
    """Return the anchors of a Markdown file's headings."""
    return {slug(t) for t in HEADING.findall(FENCE.sub("", path.read_text()))}


def links(path: Path) -> list[str]:
    """Return the relative link targets of a Markdown file."""
    return [t for t in LINK.findall(prose(path)) if not t.startswith(EXTERNAL)]


def test_the_pages_are_found():
    assert len(PAGES) > 10 and ROOT / "README.md" in PAGES


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(page):
    broken = []
    for target in links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading with that anchor")
    assert not broken, f"{page.relative_to(ROOT)}: " + "; ".join(broken)


def test_the_checker_finds_a_broken_link(tmp_path):
    page = tmp_path / "page.md"
    (tmp_path / "other.md").write_text("# Other\n\n## A `code` heading: here\n")
    page.write_text("[a](other.md#a-code-heading-here) [b](missing.md) `[c](not-a-link.md)` [d](https://x.org)\n")
    assert links(page) == ["other.md#a-code-heading-here", "missing.md"]
    assert "a-code-heading-here" in anchors(tmp_path / "other.md")


FILE_NAMED = re.compile(r"(?<![\w/.-])((?:tests|benchmarks|experiments|examples|data)/[\w./-]+"
                        r"\.(?:py|toml|txt|json|ipynb))\b")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_files_a_page_names_exist(page):
    # a test, benchmark or config a page names (in code or prose) is there to run; NAME-style placeholders aside
    named = {f for f in FILE_NAMED.findall(page.read_text()) if not any(c.isupper() for c in f)}
    assert sorted(f for f in named if not (ROOT / f).exists()) == []
