"""Browser fixtures: Debian's chromium driven by Playwright against pytest-django's live
server (a real HTTP server over the transactional test database; Celery runs eagerly, so
bots answer within the request)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}


def _skip_without_browser() -> None:
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (/usr/bin/chromium); .ci/run installs it")
    try:
        import playwright  # noqa: F401
    except ImportError:
        pytest.skip("the playwright package is not installed (pip install -e '.[dev]')")


# One chromium for the whole run. A test module elsewhere that imports these fixtures gets
# fixture definitions of its own, and Playwright's sync API allows one driver per thread:
# so every definition shares this one, and the last to finish closes it.
_chromium: dict = {"users": 0}


def _open_chromium():
    from playwright.sync_api import sync_playwright

    if not _chromium["users"]:
        # Playwright's sync API keeps an event loop in this thread; Django's ORM calls made
        # by the test itself are still synchronous, so Django's async-safety guard is told so.
        _chromium["env"] = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
        _chromium["playwright"] = sync_playwright().start()
        _chromium["browser"] = _chromium["playwright"].chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS
        )
    _chromium["users"] += 1
    return _chromium["browser"]


def _close_chromium() -> None:
    _chromium["users"] -= 1
    if _chromium["users"]:
        return
    try:
        _chromium.pop("browser").close()
        _chromium.pop("playwright").stop()
    finally:
        before = _chromium.pop("env")
        if before is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture(scope="session")
def browser():
    _skip_without_browser()
    chromium = _open_chromium()
    try:
        yield chromium
    finally:
        _close_chromium()


class Browse:
    """Opens pages in fresh browser contexts, each signed in as someone (or nobody)."""

    def __init__(self, browser, live_server):
        self.browser = browser
        self.url = live_server.url
        self.contexts = []
        self.errors: list[str] = []

    def page(self, user=None, viewport=DESKTOP):
        context = self.browser.new_context(viewport=viewport, base_url=self.url)
        context.set_default_timeout(10_000)
        if user is not None:
            client = Client()
            client.force_login(user)
            cookie = client.cookies[settings.SESSION_COOKIE_NAME]
            context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": cookie.value,
                                  "url": self.url}])  # fmt: skip
        self.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        return page

    def close(self):
        for context in self.contexts:
            context.close()


@pytest.fixture
def browse(browser, live_server):
    b = Browse(browser, live_server)
    yield b
    b.close()
    assert not b.errors, f"JavaScript errors on the page: {b.errors}"


def screenshot_dir() -> Path:
    """Where screenshots go: $VITRINE_SCREENSHOTS (e.g. docs/screenshots for the README),
    else var/…/screenshots to look at after a run."""
    raw = os.environ.get("VITRINE_SCREENSHOTS")
    folder = Path(raw) if raw else Path(settings.VAR_DIR) / "screenshots"
    if not folder.is_absolute():
        folder = Path(settings.BASE_DIR) / folder
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def shoot():
    def take(page, name: str, full_page: bool = False, max_height: int = 1800) -> Path:
        """The viewport, or the page from the top down to ``max_height`` pixels."""
        path = screenshot_dir() / f"{name}.png"
        if full_page:
            height = min(page.evaluate("document.documentElement.scrollHeight"), max_height)
            width = page.viewport_size["width"]
            page.screenshot(path=str(path), full_page=True,
                            clip={"x": 0, "y": 0, "width": width, "height": height})  # fmt: skip
        else:
            page.screenshot(path=str(path))
        return path

    return take
