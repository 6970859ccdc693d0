#!/usr/bin/env python3
"""The studio in a real browser: Debian's chromium driven by Playwright, through real mouse and
keyboard events. Starts `autolayout studio` on a copy of the example documents, runs the
scenarios of issue 22 in order, checks the frames the server sends back after each step, and
takes a screenshot per step.

    python3 Tests/Browser/studio_scenarios.py --binary .build/debug/autolayout --out /tmp/shots

Prints one line per scenario ("ok NAME" or "FAIL NAME: why") and a JSON summary last; exits 1
when any scenario fails, 2 when the browser or the server cannot start.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start_server(binary, folder):
    process = subprocess.Popen(
        [binary, "studio", folder, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise RuntimeError("the studio did not start: " + line + process.stderr.read())
    url = line.split("autolayout studio: ")[1].split()[0]
    # The page's address with the run's token (the server refuses the page and its WebSocket
    # without it), the file left out.
    return process, url.split("&file=")[0]


class Studio:
    """The page, with helpers that act as a user would and read back the server's state."""

    def __init__(self, page, base, out):
        self.page = page
        self.base = base
        self.out = out
        self.shots = []
        # The page's dialogs, by type; a confirm is answered with `confirm_answer`, a
        # beforeunload (navigating away with unsaved edits) with `leave_answer`.
        self.dialogs = []
        self.confirm_answer = False
        self.leave_answer = True
        self.server = None
        page.on("dialog", self.answer_dialog)

    def answer_dialog(self, dialog):
        self.dialogs.append(dialog.type)
        accept = self.leave_answer if dialog.type == "beforeunload" else self.confirm_answer
        if accept:
            dialog.accept()
        else:
            dialog.dismiss()

    def open(self, name):
        self.page.goto(self.base + "&file=" + name)
        self.page.wait_for_selector("body[data-ready=true]", timeout=15000)
        self.wait_state(lambda s: s["path"] == name)

    def state(self):
        return self.page.evaluate("window.studio.state")

    def wait_state(self, predicate, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            state = self.state()
            if state and predicate(state):
                return state
            time.sleep(0.05)
        raise AssertionError("the state did not reach the expected condition")

    def changed(self, action):
        """Runs an action and waits for the next state from the server."""
        before = self.page.evaluate("window.studio.stateSerial ?? 0")
        action()
        self.page.wait_for_function(f"(window.studio.stateSerial ?? 0) > {before}", timeout=10000)
        return self.state()

    def frame(self, name):
        return next(v["frame"] for v in self.state()["views"] if v["name"] == name)

    def view(self, name):
        return next(v for v in self.state()["views"] if v["name"] == name)

    def point(self, name, fx=0.5, fy=0.5):
        """A point of a view in page coordinates (fractions of its displayed frame)."""
        box = self.page.locator(f'#overlay rect.hit[data-view="{name}"]').bounding_box()
        return box["x"] + box["width"] * fx, box["y"] + box["height"] * fy

    def free_point(self, name):
        """A point of a view where the view itself takes the click (constraint lines and numbers
        drawn over it win theirs)."""
        found = self.page.evaluate("""(name) => {
            const hit = document.querySelector(`#overlay rect.hit[data-view="${name}"]`);
            const box = hit.getBoundingClientRect();
            for (const fy of [0.2, 0.5, 0.8, 0.35, 0.65, 0.1, 0.9]) {
              for (const fx of [0.8, 0.2, 0.5, 0.65, 0.35, 0.9, 0.1]) {
                const x = box.x + box.width * fx, y = box.y + box.height * fy;
                if (document.elementFromPoint(x, y) === hit) return [x, y];
              }
            }
            return null;
        }""", name)
        if not found:
            raise AssertionError(f"no free point in {name}")
        return found

    def click_view(self, name, shift=False):
        # Off the middle: constraint marks (centre lines) run through it and win the click.
        x, y = self.free_point(name)
        if shift:
            self.page.keyboard.down("Shift")
        self.page.mouse.click(x, y)
        if shift:
            self.page.keyboard.up("Shift")

    def drag(self, start, end, control=False):
        if control:
            self.page.keyboard.down("Control")
        self.page.mouse.move(*start)
        self.page.mouse.down()
        for i in range(1, 9):
            self.page.mouse.move(start[0] + (end[0] - start[0]) * i / 8, start[1] + (end[1] - start[1]) * i / 8)
        self.page.mouse.up()
        if control:
            self.page.keyboard.up("Control")

    def shot(self, name):
        path = os.path.join(self.out, name + ".png")
        self.page.screenshot(path=path)
        self.shots.append(path)


def close(a, b, tolerance=0.01):
    return len(a) == len(b) and all(abs(x - y) <= tolerance for x, y in zip(a, b))


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def scenarios(studio):
    page = studio.page
    original = {}

    def open_card():
        studio.open("card.layout.yaml")
        state = studio.state()
        original["document"] = state["document"]
        original["frames"] = {v["name"]: v["frame"] for v in state["views"]}
        expect(close(studio.frame("title"), [80, 57.5, 271, 21]), f"title at {studio.frame('title')}")
        expect(close(studio.frame("like"), [24, 132, 159.5, 30]), f"like at {studio.frame('like')}")
        studio.shot("01-open-card")

    def select_view():
        studio.click_view("title")
        page.wait_for_function("window.studio.selection.views.join() === 'title'")
        expect("title — frame" in page.inner_text("#inspector").lower(), "the Size inspector shows title")
        expect(page.input_value('[data-testid="frame-width"]') == "271", "the inspector shows title's width")
        studio.shot("02-select-title")

    def control_drag_vertical_spacing():
        tx, ty = studio.point("title", 0.02, 0.95)
        ax, ay = studio.point("avatar", 0.5, 0.05)
        studio.drag((tx, ty), (ax, ay), control=True)
        page.wait_for_selector('#drag-menu:not([hidden]) .item[data-kind="verticalSpacing"]')
        titles = page.locator("#drag-menu .item").all_inner_texts()
        expect("Vertical Spacing" in titles, f"menu {titles}")
        studio.shot("03-control-drag-menu")
        state = studio.changed(lambda: page.click('#drag-menu .item[data-kind="verticalSpacing"]'))
        last = state["constraints"][-1]
        expect(last["equation"] == "title.top == avatar.bottom - 34.5", f"made {last['equation']}")
        expect(close(studio.frame("title"), [80, 57.5, 271, 21]), "nothing moved")
        studio.shot("04-vertical-spacing")

    def pin_width():
        studio.click_view("avatar")
        page.wait_for_function("window.studio.selection.views.join() === 'avatar'")
        page.click('[data-testid="pin"]')
        page.wait_for_selector('[data-testid="pin-popover"]')
        page.fill('[data-testid="pin-width"]', "120")
        page.select_option('[data-testid="update-frames-choice"]', "allFramesInContainer")
        studio.shot("05-pin-popover")
        studio.changed(lambda: page.click('[data-testid="pin-add"]'))
        expect(close(studio.frame("avatar"), [24, 44, 120, 48]), f"avatar at {studio.frame('avatar')}")
        expect(close(studio.frame("title"), [152, 57.5, 199, 21]), f"title at {studio.frame('title')}")
        studio.shot("06-pinned-width")

    def drag_then_update_frames():
        before = studio.frame("body")
        start = studio.point("body", 0.3, 0.5)
        studio.changed(lambda: studio.drag(start, (start[0] + 30, start[1] + 40)))
        body = studio.view("body")
        expect(body["misplaced"], "body is misplaced after the drag")
        # Within the guides' reach (5 points): the drag snaps to the nearest edge or centre.
        expect(close(body["frame"][:2], [before[0] + 30, before[1] + 40], 5), f"body drawn at {body['frame']}")
        expect(any(i["kind"] == "misplaced" for i in studio.state()["issues"]), "a misplaced issue")
        expect(page.locator('#canvas [id="solved:body"]').count() == 1, "the solved outline is drawn")
        studio.shot("07-dragged-misplaced")
        studio.changed(lambda: page.click('[data-testid="update-frames"]'))
        expect(not studio.view("body")["misplaced"], "Update Frames placed body")
        expect(close(studio.frame("body"), before), f"body back at {studio.frame('body')}")
        studio.shot("08-update-frames")

    def add_missing_constraints():
        studio.open("seed003-size-only.layout.yaml")
        expect(any(i["kind"] == "ambiguous" for i in studio.state()["issues"]), "box is ambiguous")
        studio.shot("09-ambiguous")
        studio.click_view("box")
        page.click('[data-testid="resolve"]')
        page.wait_for_selector('[data-testid="resolve-menu"]')
        studio.changed(lambda: page.click('[data-testid="resolve-selected-addMissingConstraints"]'))
        state = studio.state()
        expect(not any(i["kind"] == "ambiguous" for i in state["issues"]), f"still ambiguous: {state['issues']}")
        expect(close(studio.frame("box"), [0, 0, 100, 50]), f"box at {studio.frame('box')}")
        equations = [c["equation"] for c in state["constraints"]]
        # A top-level view is tied to the safe area, as Interface Builder suggests.
        expect("box.leading == safeArea.leading" in equations and "box.top == safeArea.top" in equations, f"{equations}")
        studio.shot("10-add-missing")

    def unsatisfiable_edit():
        # The buttons of a fill-equally stack share its width: a required width for one of them
        # cannot hold with the others.
        studio.open("card.layout.yaml")
        studio.click_view("like")
        page.click('[data-testid="pin"]')
        page.wait_for_selector('[data-testid="pin-popover"]')
        page.fill('[data-testid="pin-width"]', "100")
        state = studio.changed(lambda: page.click('[data-testid="pin-add"]'))
        conflicts = [i for i in state["issues"] if i["kind"] == "conflict"]
        expect(len(conflicts) == 1, f"issues {state['issues']}")
        broken = [c for c in state["constraints"] if c["broken"]]
        expect(len(broken) == 1, "one constraint is broken")
        expect(page.locator("#outline .outline-row.conflict").count() >= 2, "conflicting constraints are red")
        red = page.locator('#canvas [data-constraint][stroke="#e5322d"]').count()
        expect(red > 0, "the conflict is drawn red in the canvas")
        studio.shot("11-conflict")
        studio.changed(lambda: page.click('[data-testid="undo"]'))
        expect(not any(i["kind"] == "conflict" for i in studio.state()["issues"]), "undo removed the conflict")

    def rtl_and_ipad():
        state = studio.changed(lambda: page.check('[data-testid="rtl-toggle"]'))
        expect(state["canvas"]["rtl"], "right to left")
        expect(close(studio.frame("avatar"), [303, 44, 48, 48]), f"avatar at {studio.frame('avatar')}")
        studio.shot("12-rtl")
        state = studio.changed(lambda: page.select_option('[data-testid="device-select"]', "ipad-portrait"))
        expect(state["canvas"]["width"] == 820, f"canvas {state['canvas']}")
        expect(close(studio.frame("card")[2:3], [804]), f"card at {studio.frame('card')}")
        studio.shot("13-ipad-rtl")
        studio.changed(lambda: page.uncheck('[data-testid="rtl-toggle"]'))
        studio.changed(lambda: page.select_option('[data-testid="device-select"]', ""))
        expect(close(studio.frame("avatar"), [24, 44, 48, 48]), "back on the document's canvas")

    def readable_width_and_placeholder():
        # Seed 003: "If you select the Follow Readable Width checkbox, any constraints drawn to the
        # view's margins use the readable content guide instead" — visible on an iPad in landscape.
        state = studio.changed(lambda: page.select_option('[data-testid="device-select"]', "ipad-landscape"))
        expect(state["canvas"]["width"] == 1180, f"canvas {state['canvas']}")
        expect(close(studio.frame("card")[2:3], [1164]), f"card at {studio.frame('card')}")
        page.click('#outline [data-outline-view="root"]')
        page.wait_for_selector('[data-testid="root-follows-readable-width"]')
        state = studio.changed(lambda: page.check('[data-testid="root-follows-readable-width"]'))
        expect(state["canvas"]["followsReadableWidth"], "the root follows the readable width")
        expect(studio.view("card")["misplaced"], "card keeps its frame until Update Frames")
        studio.changed(lambda: page.click('[data-testid="update-frames"]'))
        expect(close(studio.frame("card")[0:1] + studio.frame("card")[2:3], [254, 672]), f"card at {studio.frame('card')}")
        studio.shot("14-follow-readable-width")
        # A constraint marked placeholder in the Attributes inspector.
        first = studio.state()["constraints"][0]["id"]
        page.locator(f'#outline [data-constraint="{first}"]').first.click()
        page.wait_for_selector('[data-testid="placeholder"]')
        state = studio.changed(lambda: page.check('[data-testid="placeholder"]'))
        marked = [c for c in state["constraints"] if c["spec"]["placeholder"]]
        expect(len(marked) == 1, f"placeholders {[c['description'] for c in marked]}")
        expect("placeholder: true" in state["document"], "the document line says placeholder: true")
        expect(page.locator("#outline", has_text="(placeholder)").count() == 1, "the outline marks it")
        studio.shot("15-placeholder")
        studio.changed(lambda: page.select_option('[data-testid="device-select"]', ""))

    def undo_all():
        # Two edits, then undo until there is nothing to undo: the document is the original.
        studio.click_view("title")
        tx, ty = studio.point("title", 0.02, 0.95)
        ax, ay = studio.point("avatar", 0.5, 0.05)
        studio.drag((tx, ty), (ax, ay), control=True)
        page.wait_for_selector('#drag-menu:not([hidden]) .item[data-kind="top"]')
        studio.changed(lambda: page.click('#drag-menu .item[data-kind="top"]'))
        start = studio.point("body", 0.3, 0.5)
        studio.changed(lambda: studio.drag(start, (start[0] + 10, start[1] + 10)))
        expect(studio.state()["dirty"], "the document changed")
        while studio.state().get("undo"):
            studio.changed(lambda: page.keyboard.press("Control+z"))
        state = studio.state()
        expect(state["document"] == original["document"], "undo all gives the original document")
        expect(not state["dirty"], "nothing to save after undoing everything")
        for name, frame in original["frames"].items():
            expect(close(studio.frame(name), frame), f"{name} at {studio.frame(name)}, was {frame}")
        studio.shot("16-undo-all")

    def save_and_reopen():
        studio.click_view("avatar")
        page.click('[data-testid="pin"]')
        page.wait_for_selector('[data-testid="pin-popover"]')
        page.fill('[data-testid="pin-height"]', "60")
        page.select_option('[data-testid="update-frames-choice"]', "itemsOfNewConstraints")
        studio.changed(lambda: page.click('[data-testid="pin-add"]'))
        frames = {v["name"]: v["frame"] for v in studio.state()["views"]}
        state = studio.changed(lambda: page.keyboard.press("Control+s"))
        expect(not state["dirty"], "saved")
        studio.open("card.layout.yaml")
        for name, frame in frames.items():
            expect(close(studio.frame(name), frame), f"{name} at {studio.frame(name)} after re-opening, saved {frame}")
        expect(close(studio.frame("avatar"), [24, 44, 48, 60]), f"avatar at {studio.frame('avatar')}")
        studio.shot("17-saved-reopened")

    def large_message():
        # A message far beyond the WebSocket library's 16 KiB default frame, within the studio's
        # documented 1 MiB: answered (an error for the unknown id), not a closed connection.
        page = studio.page
        answer = page.evaluate(
            """() => new Promise((resolve) => {
              const token = new URLSearchParams(location.search).get("token");
              const socket = new WebSocket("ws://" + location.host + "/ws?token=" + token);
              socket.onopen = () => socket.send(JSON.stringify({type: "nothing", padding: "x".repeat(200000)}));
              socket.onmessage = (event) => { resolve({data: event.data}); socket.close(); };
              socket.onclose = (event) => resolve({closed: event.code});
            })""")
        expect("data" in answer, f"a 200 KB message was answered: {answer}")
        expect('"error"' in answer.get("data", ""), f"answered with an error: {answer}")

    def foreign_requests():
        # Only the studio's own page may use it: a forged Host (DNS rebinding), a missing token and
        # a WebSocket from a page of another origin are refused; the page with its token is served.
        parsed = urllib.parse.urlparse(studio.base)
        token = urllib.parse.parse_qs(parsed.query)["token"][0]
        own = f"http://{parsed.netloc}"

        def fetch(path, headers):
            request = urllib.request.Request(own + path, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=5) as response:
                    return response.status, response.read().decode()
            except urllib.error.HTTPError as error:
                return error.code, error.read().decode()

        code, body = fetch("/?token=" + token, {"Host": f"evil.example:{parsed.port}"})
        expect(code == 403 and "the Host header names evil.example" in body, f"forged Host: {code} {body}")
        code, body = fetch("/", {})
        expect(code == 403 and "token" in body, f"no token: {code} {body}")
        code, body = fetch("/?token=" + token, {})
        expect(code == 200 and "<html" in body.lower(), f"the page with its token: {code}")
        other = studio.page.context.browser.new_page()
        other.goto("data:text/html,<p>another site</p>")
        answer = other.evaluate(
            """(url) => new Promise((resolve) => {
              const socket = new WebSocket(url);
              socket.onopen = () => { resolve("open"); socket.close(); };
              socket.onerror = () => resolve("refused");
            })""", f"ws://{parsed.netloc}/ws?token={token}")
        other.close()
        expect(answer == "refused", f"a WebSocket from another origin: {answer}")

    def control_drag_escape():
        # During a control-drag the view it would end on is highlighted; Esc cancels: no line, no
        # highlight, no menu, nothing sent. A menu near the window's edge stays on screen.
        studio.open("card.layout.yaml")
        serial = page.evaluate("window.studio.stateSerial")
        tx, ty = studio.point("title", 0.02, 0.95)
        ax, ay = studio.point("avatar", 0.5, 0.5)
        page.keyboard.down("Control")
        page.mouse.move(tx, ty)
        page.mouse.down()
        for i in range(1, 9):
            page.mouse.move(tx + (ax - tx) * i / 8, ty + (ay - ty) * i / 8)
        expect(page.locator('#canvas .hit.drop-target[data-view="avatar"]').count() == 1, "avatar is highlighted")
        studio.shot("18-control-drag-target")
        page.keyboard.press("Escape")
        expect(page.locator("#canvas .drag-line").count() == 0, "the drag line is gone")
        expect(page.locator("#canvas .drop-target").count() == 0, "the highlight is gone")
        page.mouse.up()
        page.keyboard.up("Control")
        page.wait_for_timeout(300)
        expect(page.locator("#drag-menu").is_hidden(), "no menu after a cancelled drag")
        expect(page.evaluate("window.studio.stateSerial") == serial, "nothing was sent")
        page.set_viewport_size({"width": 1400, "height": 420})
        try:
            lx, ly = studio.point("like", 0.5, 0.5)
            sx, sy = studio.point("share", 0.5, 0.5)
            studio.drag((lx, ly), (sx, sy), control=True)
            page.wait_for_selector("#drag-menu:not([hidden])")
            box = page.locator("#drag-menu").bounding_box()
            expect(box["y"] >= 0 and box["y"] + box["height"] <= 420 and box["x"] + box["width"] <= 1400,
                   f"the menu is on screen: {box}")
            page.keyboard.press("Escape")
            expect(page.locator("#drag-menu").is_hidden(), "Esc closes the menu")
        finally:
            page.set_viewport_size({"width": 1400, "height": 900})

    def unsaved_file_switch():
        # Switching files with unsaved edits asks; cancelling keeps the edits, the menu and the
        # address on the file shown; discarding opens the other file.
        studio.open("card.layout.yaml")
        start = studio.point("body", 0.3, 0.5)
        studio.changed(lambda: studio.drag(start, (start[0] + 10, start[1] + 10)))
        expect(studio.state()["dirty"], "the drag is an unsaved edit")
        asked = len(studio.dialogs)
        studio.confirm_answer = False
        page.select_option('[data-testid="file-select"]', "seed003-size-only.layout.yaml")
        page.wait_for_function("document.getElementById('file-select').value === 'card.layout.yaml'")
        expect(studio.dialogs[asked:] == ["confirm"], f"asked once: {studio.dialogs[asked:]}")
        state = studio.state()
        expect(state["path"] == "card.layout.yaml" and state["dirty"], "cancelling keeps the edit")
        expect("file=card.layout.yaml" in page.url, f"the address stays: {page.url}")
        studio.confirm_answer = True
        studio.changed(lambda: page.select_option('[data-testid="file-select"]', "seed003-size-only.layout.yaml"))
        studio.confirm_answer = False
        expect(studio.state()["path"] == "seed003-size-only.layout.yaml", "discarding opens the other file")
        expect("file=seed003-size-only.layout.yaml" in page.url and "token=" in page.url, page.url)

    def failed_open():
        # A file that does not read: its error is shown, and the menu, the address and the canvas
        # stay on the document shown.
        studio.open("card.layout.yaml")
        page.select_option('[data-testid="file-select"]', "broken.layout.yaml")
        page.wait_for_selector("#error:not([hidden])", timeout=5000)
        expect("broken.layout.yaml:3:1: malformed YAML" in page.inner_text("#error"), page.inner_text("#error"))
        page.wait_for_function("document.getElementById('file-select').value === 'card.layout.yaml'")
        expect(studio.state()["path"] == "card.layout.yaml", "the card is still shown")
        expect("file=card.layout.yaml" in page.url, f"the address stays: {page.url}")

    def rejected_value_reverts():
        # A value the server refuses (a width beyond ±10,000,000 points) is reported, and the field
        # shows the width the view still has.
        studio.open("card.layout.yaml")
        studio.click_view("title")
        page.wait_for_function("window.studio.selection.views.join() === 'title'")
        page.fill('[data-testid="frame-width"]', "100000000")
        page.press('[data-testid="frame-width"]', "Enter")
        page.wait_for_selector("#error:not([hidden])", timeout=5000)
        expect("out of range" in page.inner_text("#error"), page.inner_text("#error"))
        page.wait_for_function("document.querySelector('[data-testid=\"frame-width\"]').value === '271'")
        expect(close(studio.frame("title"), [80, 57.5, 271, 21]), f"title at {studio.frame('title')}")

    def unsaved_leave():
        # Leaving the page (reloading, closing) with unsaved edits asks first; staying keeps them.
        other = Studio(page.context.browser.new_page(viewport={"width": 1400, "height": 900}), studio.base, studio.out)
        other.open("card.layout.yaml")
        start = other.point("body", 0.3, 0.5)
        other.changed(lambda: other.drag(start, (start[0] + 10, start[1] + 10)))
        expect(other.state()["dirty"], "the drag is an unsaved edit")
        other.leave_answer = False
        other.page.evaluate("location.reload()")
        deadline = time.time() + 5
        while "beforeunload" not in other.dialogs and time.time() < deadline:
            other.page.wait_for_timeout(50)
        expect(other.dialogs == ["beforeunload"], f"asked before leaving: {other.dialogs}")
        expect(other.state()["dirty"], "staying keeps the edit")
        other.page.close()

    def server_stopped():
        # A stopped server is said at once, and an edit says it cannot be made (not silence).
        studio.open("card.layout.yaml")
        studio.server.terminate()
        studio.server.wait(10)
        page.wait_for_selector("#banner:not([hidden])", timeout=5000)
        expect("not running" in page.inner_text("#banner"), page.inner_text("#banner"))
        page.keyboard.press("Control+z")
        page.wait_for_selector("#error:not([hidden])", timeout=5000)
        expect("not running" in page.inner_text("#error"), page.inner_text("#error"))
        studio.shot("19-server-stopped")

    def drag_menu_by_direction():
        # Seed 003: across between siblings → horizontal spacing and the alignments of a row; down →
        # vertical spacing and the alignments of a column; from the outline → unfiltered.
        studio.open("card.layout.yaml")
        studio.drag(studio.point("avatar", 0.5, 0.5), studio.point("title", 0.5, 0.5), control=True)
        page.wait_for_selector("#drag-menu:not([hidden])")
        across = page.locator("#drag-menu .item:not([hidden])").all_inner_texts()
        expect(across[:4] == ["Horizontal Spacing", "Top", "Bottom", "Center Vertically"], f"across: {across}")
        expect("Leading" not in across and "Vertical Spacing" not in across, f"across: {across}")
        page.keyboard.press("Escape")
        studio.drag(studio.point("body", 0.1, 0.5), studio.point("avatar", 0.5, 0.3), control=True)
        page.wait_for_selector("#drag-menu:not([hidden])")
        down = page.locator("#drag-menu .item:not([hidden])").all_inner_texts()
        expect(down[:4] == ["Vertical Spacing", "Leading", "Trailing", "Center Horizontally"], f"down: {down}")
        page.keyboard.press("Escape")
        body = page.locator('#outline [data-outline-view="body"]').bounding_box()
        avatar = page.locator('#outline [data-outline-view="avatar"]').bounding_box()
        studio.drag((body["x"] + 10, body["y"] + body["height"] / 2), (avatar["x"] + 10, avatar["y"] + avatar["height"] / 2),
                    control=True)
        page.wait_for_selector("#drag-menu:not([hidden])")
        outline = page.locator("#drag-menu .item:not([hidden])").all_inner_texts()
        expect("Horizontal Spacing" in outline and "Vertical Spacing" in outline and "Leading" in outline
               and "Top" in outline, f"outline: {outline}")
        page.keyboard.press("Escape")
        studio.shot("20-drag-menus")

    def select_and_delete_constraint():
        # A constraint's number selects it; Delete removes that one only and leaves nothing
        # selected, so a second Delete removes nothing.
        studio.open("card.layout.yaml")
        number = page.locator('#canvas [data-testid="constraint-number"]').first
        wanted = number.get_attribute("data-constraint")
        box = number.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function(f"window.studio.selection.constraint === '{wanted}'")
        expect(page.inner_text("#inspector-title").lower() == "constraint", page.inner_text("#inspector-title"))
        before = studio.state()["constraints"]
        gone = next(c for c in before if c["id"] == wanted)
        state = studio.changed(lambda: page.keyboard.press("Delete"))
        after = [(c["holder"], c["equation"]) for c in state["constraints"]]
        expected = [(c["holder"], c["equation"]) for c in before if c["id"] != wanted]
        expect(after == expected, f"deleted {gone['equation']} only: {after}")
        expect(page.evaluate("window.studio.selection.constraint") is None, "nothing is selected after Delete")
        serial = page.evaluate("window.studio.stateSerial")
        page.keyboard.press("Delete")
        page.wait_for_timeout(400)
        expect(page.evaluate("window.studio.stateSerial") == serial, "a second Delete sends nothing")
        expect(len(studio.state()["constraints"]) == len(before) - 1, "one constraint deleted in all")

    def selection_constraints_drawn():
        # With a view selected its constraints are drawn, the others dimmed; with none, all.
        studio.open("card.layout.yaml")
        expect(page.locator("#canvas .dimmed").count() == 0, "nothing dimmed without a selection")
        studio.click_view("avatar")
        page.wait_for_function("window.studio.selection.views.join() === 'avatar'")
        mine = {c["id"] for c in studio.state()["constraints"]
                if "avatar" in (c["spec"]["firstItem"], c["spec"].get("secondItem"))}
        marks = page.evaluate("""() => [...document.querySelectorAll('#canvas [data-constraint]')]
            .filter((e) => !e.closest('#overlay')).map((e) => [e.dataset.constraint, e.classList.contains('dimmed')])""")
        expect(marks, "constraint marks are drawn")
        wrong = [m for m in marks if (m[0] in mine) == m[1]]
        expect(not wrong, f"avatar's constraints drawn, the rest dimmed: {wrong[:4]}")
        studio.shot("21-selection-constraints")

    def live_move_guides_and_nudge():
        # A drag shows the view moving before the release, with guides; it snaps to a sibling's
        # edge; the arrow keys nudge by 1 point, Shift by 10.
        studio.open("card.layout.yaml")
        before = studio.frame("body")
        x, y = studio.point("body", 0.3, 0.5)
        zoom = page.evaluate("window.studio.zoom")
        page.mouse.move(x, y)
        page.mouse.down()
        for i in range(1, 9):
            page.mouse.move(x + 3 * zoom * i / 8, y + 37 * zoom * i / 8)
        drawn = page.evaluate("""() => document.querySelector('#canvas [id="view:body"]').getAttribute('transform')""")
        expect(drawn and drawn.startswith("translate("), f"body is drawn moving before the release: {drawn}")
        expect(page.locator("#canvas .guide").count() >= 1, "a guide shows")
        studio.shot("22-live-move-guide")
        studio.changed(lambda: page.mouse.up())
        after = studio.frame("body")
        expect(after[0] == before[0], f"snapped to avatar's leading edge: {after} (was {before})")
        studio.click_view("avatar")
        page.wait_for_function("window.studio.selection.views.join() === 'avatar'")
        start = studio.frame("avatar")
        studio.changed(lambda: page.keyboard.press("ArrowRight"))
        expect(close(studio.frame("avatar"), [start[0] + 1] + start[1:]), f"nudged right: {studio.frame('avatar')}")
        studio.changed(lambda: page.keyboard.press("Shift+ArrowDown"))
        expect(close(studio.frame("avatar"), [start[0] + 1, start[1] + 10] + start[2:]), f"nudged down: {studio.frame('avatar')}")
        expect(studio.view("avatar")["misplaced"], "a nudged view shows misplaced")

    def live_resize_eight_handles():
        # Eight handles; dragging one resizes live, and the release keeps the frame shown.
        studio.open("card.layout.yaml")
        studio.click_view("title")
        page.wait_for_function("window.studio.selection.views.join() === 'title'")
        expect(page.locator("#canvas .handle").count() == 8, "eight handles")
        handle = page.locator('#canvas [data-testid="resize-handle-lt"]').bounding_box()
        hx, hy = handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2
        page.mouse.move(hx, hy)
        page.mouse.down()
        for i in range(1, 9):
            page.mouse.move(hx + 20 * i / 8, hy - 17 * i / 8)
        shown = page.evaluate("""() => { const r = document.querySelector('#canvas .hit[data-view="title"]');
            return ['x', 'y', 'width', 'height'].map((k) => parseFloat(r.getAttribute(k))); }""")
        before = studio.frame("title")
        expect(shown != before and shown[0] > before[0] and shown[1] < before[1], f"resized live: {shown}, was {before}")
        studio.changed(lambda: page.mouse.up())
        expect(close(studio.frame("title"), shown), f"the release keeps the frame shown: {studio.frame('title')} vs {shown}")
        expect(close([shown[0] + shown[2], shown[1] + shown[3]], [before[0] + before[2], before[1] + before[3]]),
               "the opposite corner stays")

    def pin_values_follow_margins():
        # "Constrain to margins" measured again: the leading space to the card's edge, not margin.
        studio.open("card.layout.yaml")
        studio.click_view("body")
        page.click('[data-testid="pin"]')
        page.wait_for_selector('[data-testid="pin-popover"]')
        margin = page.input_value('[data-testid="pin-leading"]')
        page.uncheck('[data-testid="pin-margins"]')
        page.wait_for_function(f"document.querySelector('[data-testid=\"pin-leading\"]').value !== '{margin}'")
        edge = page.input_value('[data-testid="pin-leading"]')
        expect(float(edge) == float(margin) + 16, f"leading {margin} to the margin, {edge} to the edge")
        page.keyboard.press("Escape")
        page.mouse.click(5, 5)

    def embed_fits_and_stack_inspector():
        # Embed in Stack sizes the stack to its content (seed 003); the stack inspector edits axis,
        # distribution, alignment and spacing.
        studio.open("card.layout.yaml")
        studio.click_view("like")
        page.click('#outline [data-outline-view="actions"]')
        page.wait_for_function("window.studio.selection.views.join() === 'actions'")
        page.wait_for_selector('[data-testid="stack-axis"]')
        state = studio.changed(lambda: page.select_option('[data-testid="stack-axis"]', "vertical"))
        expect(studio.view("actions")["stack"]["axis"] == "vertical", f"{studio.view('actions')['stack']}")
        page.wait_for_selector('[data-testid="stack-alignment"] option[value="center"]', state="attached")
        labels = page.locator('[data-testid="stack-alignment"] option').all_inner_texts()
        expect(labels == ["Fill", "Leading", "Center", "Trailing"], f"a vertical stack's alignments: {labels}")
        page.fill('[data-testid="stack-spacing"]', "12")
        state = studio.changed(lambda: page.press('[data-testid="stack-spacing"]', "Enter"))
        expect(studio.view("actions")["stack"]["spacing"] == 12, f"{studio.view('actions')['stack']}")
        studio.changed(lambda: page.click('[data-testid="update-frames"]'))
        like, share = studio.frame("like"), studio.frame("share")
        expect(abs(share[1] - (like[1] + like[3]) - 12) < 0.01, f"like {like}, share {share}")
        studio.shot("23-stack-inspector")
        studio.open("seed003-size-only.layout.yaml")
        studio.click_view("box")
        box = studio.frame("box")
        studio.changed(lambda: page.click('[data-testid="embed-stack"]'))
        stack = next(v for v in studio.state()["views"] if v["kind"] == "stack")
        expect(close(stack["frame"], box), f"the stack fits its one view: {stack['frame']} vs {box}")

    def library_add_and_delete():
        # A label dragged from the library onto the card lands inside it, centred on the pointer,
        # selected, with no constraints and no issue; Delete removes it. A click adds a switch in
        # the middle of the root view.
        studio.open("card.layout.yaml")
        before = {v["name"] for v in studio.state()["views"]}
        chip = page.locator('[data-testid="library-label"]').bounding_box()
        x, y = studio.point("card", 0.5, 0.92)
        studio.changed(lambda: studio.drag((chip["x"] + 10, chip["y"] + 8), (x, y)))
        state = studio.state()
        added = [v for v in state["views"] if v["name"] not in before]
        expect(len(added) == 1 and added[0]["kind"] == "label" and added[0]["parent"] == "card", f"added {added}")
        label = added[0]
        expect(page.evaluate("window.studio.selection.views.join()") == label["name"], "the new view is selected")
        zoom = page.evaluate("window.studio.zoom")
        cx, cy = label["frame"][0] + label["frame"][2] / 2, label["frame"][1] + label["frame"][3] / 2
        drop = page.evaluate("""([x, y]) => { const r = document.querySelector('#canvas [id="view:root"]').getScreenCTM().inverse();
            const p = new DOMPoint(x, y).matrixTransform(r); return [p.x, p.y]; }""", [x, y])
        expect(abs(cx - drop[0]) <= 1 and abs(cy - drop[1]) <= 1, f"centred on the drop point: {label['frame']} vs {drop}")
        expect(not any(label["name"] in i["views"] for i in state["issues"]), f"no issue: {state['issues']}")
        expect(not any(label["name"] in (c["spec"]["firstItem"], c["spec"].get("secondItem")) for c in state["constraints"]),
               "no constraints")
        studio.shot("24-library-label")
        state = studio.changed(lambda: page.keyboard.press("Delete"))
        expect({v["name"] for v in state["views"]} == before, "Delete removed the new view")
        state = studio.changed(lambda: page.click('[data-testid="library-switch"]'))
        toggle = next(v for v in state["views"] if v["name"] not in before)
        expect(toggle["parent"] == "root" and toggle["frame"][2:] == [51, 31], f"a switch in the root: {toggle}")
        canvas = state["canvas"]
        expect(abs(toggle["frame"][0] + 25.5 - canvas["width"] / 2) <= 1, f"centred: {toggle['frame']}")
        # Deleting a view with subviews takes them and the constraints that name them.
        studio.click_view("actions")
        page.click('#outline [data-outline-view="actions"]')
        page.wait_for_function("window.studio.selection.views.join() === 'actions'")
        state = studio.changed(lambda: page.keyboard.press("Delete"))
        names = {v["name"] for v in state["views"]}
        expect(not names & {"actions", "like", "share"}, f"the stack and its buttons are gone: {names}")
        expect(not any("actions" in c["equation"] for c in state["constraints"]), "its constraints are gone")
        studio.changed(lambda: page.keyboard.press("Control+z"))
        expect("like" in {v["name"] for v in studio.state()["views"]}, "undo brings them back")

    def storyboard_scenes():
        # A storyboard with two scenes: the menu shows both, picking the second shows its views.
        studio.open("TwoScenes.storyboard")
        page.wait_for_selector('[data-testid="scene-select"]:not([hidden])')
        options = page.locator('[data-testid="scene-select"] option').all_inner_texts()
        expect(options == ["FirstController (Two-Sc-001)", "SecondController (Two-Sc-002)"], f"scenes {options}")
        expect([v["name"] for v in studio.state()["views"]] == ["banner"], "the first scene is shown")
        state = studio.changed(lambda: page.select_option('[data-testid="scene-select"]', "Two-Sc-002"))
        expect([v["name"] for v in state["views"]] == ["footer"], f"the second scene: {state['views']}")
        expect(close(studio.frame("footer"), [0, 617, 375, 50]), f"footer at {studio.frame('footer')}")
        studio.shot("25-second-scene")

    def storyboard_saved_in_place():
        # The second scene of the storyboard is shown: a constraint deleted, then Save writes the
        # storyboard itself (that constraint's line gone, the rest as it was); Export is offered.
        path = os.path.join(studio.folder, "TwoScenes.storyboard")
        with open(path) as original:
            before = original.read()
        expect(page.locator('[data-testid="export"]').is_visible(), "Export is offered for a storyboard")
        number = page.locator('#canvas [data-testid="constraint-number"]').first
        wanted = number.get_attribute("data-constraint")
        box = number.bounding_box()
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function(f"window.studio.selection.constraint === '{wanted}'")
        studio.changed(lambda: page.keyboard.press("Delete"))
        state = studio.changed(lambda: page.keyboard.press("Control+s"))
        expect(not state["dirty"], "saved")
        expect((state.get("saved") or "").startswith("Saved TwoScenes.storyboard: "), f"saved: {state.get('saved')}")
        expect("Saved TwoScenes.storyboard" in page.inner_text("#note"), page.inner_text("#note"))
        with open(path) as saved:
            after = saved.read()
        # One constraint line gone; any other changed line is a view that the deletion left
        # ambiguous, now flagged as Xcode flags it.
        removed = [line for line in before.split("\n") if line not in after.split("\n")]
        added = [line for line in after.split("\n") if line not in before.split("\n")]
        expect(sum("<constraint " in line for line in removed) == 1, f"removed lines: {removed}")
        expect(all('ambiguous="YES"' in line for line in added), f"added lines: {added}")
        expect(len(removed) == 1 + len(added), f"removed {removed}, added {added}")
        studio.changed(lambda: page.keyboard.press("Control+z"))
        studio.changed(lambda: page.keyboard.press("Control+s"))
        with open(path) as undone:
            expect(undone.read() == before, "undo across the save, saved again: the storyboard's own bytes")
        studio.shot("26-storyboard-saved")

    return [
        ("open the card example", open_card),
        ("select a view", select_view),
        ("control-drag title to avatar: Vertical Spacing", control_drag_vertical_spacing),
        ("Pin width 120", pin_width),
        ("drag a view, then Update Frames", drag_then_update_frames),
        ("Add Missing Constraints on an ambiguous view", add_missing_constraints),
        ("an unsatisfiable edit shows the conflict in red", unsatisfiable_edit),
        ("RTL and iPad", rtl_and_ipad),
        ("Follow Readable Width and a placeholder constraint", readable_width_and_placeholder),
        ("undo all", undo_all),
        ("save and re-open gives the same frames", save_and_reopen),
        ("a 200 KB message is answered, not dropped", large_message),
        ("requests from elsewhere are refused", foreign_requests),
        ("control-drag: the target is highlighted, Esc cancels, the menu stays on screen", control_drag_escape),
        ("switching files with unsaved edits asks; a refusal keeps them", unsaved_file_switch),
        ("a file that does not open leaves the menu on the document shown", failed_open),
        ("a refused inspector value reverts in its field", rejected_value_reverts),
        ("leaving with unsaved edits asks", unsaved_leave),
        ("control-drag menus by direction; the outline's unfiltered", drag_menu_by_direction),
        ("a constraint's number selects it; Delete removes only it", select_and_delete_constraint),
        ("the selection's constraints drawn, the rest dimmed", selection_constraints_drawn),
        ("live move with guides and snapping; arrow-key nudge", live_move_guides_and_nudge),
        ("eight handles; live resize", live_resize_eight_handles),
        ("Pin values follow Constrain to margins", pin_values_follow_margins),
        ("Embed in Stack fits; the stack inspector", embed_fits_and_stack_inspector),
        ("views from the library; Delete removes views", library_add_and_delete),
        ("a storyboard's scenes", storyboard_scenes),
        ("a storyboard edit saved into the storyboard; undo across the save", storyboard_saved_in_place),
        ("a stopped server shows a banner; an edit then says so", server_stopped),
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    folder = tempfile.mkdtemp(prefix="studio-")
    for name in ["card.layout.yaml", "seed003-size-only.layout.yaml"]:
        shutil.copy(os.path.join(ROOT, "Examples/documents", name), folder)
    shutil.copy(os.path.join(ROOT, "Tests/Browser/TwoScenes.storyboard"), folder)
    with open(os.path.join(folder, "broken.layout.yaml"), "w") as broken:
        broken.write("version: 1\nviews: [ { name: a }\n")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: run ./Scripts/install-system-packages.sh --tests", file=sys.stderr)
        return 2
    try:
        server, base = start_server(arguments.binary, folder)
    except Exception as error:
        print(f"cannot start the studio: {error}", file=sys.stderr)
        return 2
    results = []
    try:
        with sync_playwright() as playwright:
            # No sandbox: CI runs as root, and containers rarely allow chromium's own.
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.set_default_timeout(8000)
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            studio = Studio(page, base, arguments.out)
            studio.server = server
            studio.folder = folder
            for name, run in scenarios(studio):
                try:
                    run()
                    expect(not errors, f"page errors: {errors}")
                    results.append({"scenario": name, "ok": True})
                    print(f"ok {name}", flush=True)
                except Exception as error:
                    results.append({"scenario": name, "ok": False, "error": str(error)})
                    print(f"FAIL {name}: {error}", flush=True)
                    traceback.print_exc(limit=2)
                    studio.shot("failed-" + str(len(results)))
                    errors.clear()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps({"results": results, "screenshots": studio.shots}))
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
