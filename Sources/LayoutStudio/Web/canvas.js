// The canvas: the server's picture in Interface Builder's conventions, with hit areas over the
// views and the constraint marks: select, move, resize, control-drag.

import { showDragMenu } from "./drag-menu.js";
import { escapeMarkup, reconcile } from "./patch.js";

const SVG = "http://www.w3.org/2000/svg";

export function setUpCanvas(store) {
  const container = document.getElementById("canvas");
  let gesture = null;

  store.subscribe(() => render(store, container));

  container.addEventListener("contextmenu", (event) => event.preventDefault());

  // The view under the pointer is outlined (one listener for every view's hit area).
  container.addEventListener("pointerover", (event) => {
    if (event.target.classList?.contains("hit")) event.target.classList.add("hover");
  });
  container.addEventListener("pointerout", (event) => {
    if (event.target.classList?.contains("hit")) event.target.classList.remove("hover");
  });

  container.addEventListener("pointerdown", (event) => {
    const target = event.target;
    if (target.classList.contains("handle")) {
      gesture = startResize(store, event);
    } else if (target.classList.contains("mark-hit") || target.closest("[data-constraint]")) {
      // A constraint's line or its number selects the constraint.
      store.selectConstraint(target.closest("[data-constraint]").dataset.constraint);
    } else if (target.classList.contains("hit")) {
      const name = target.dataset.view;
      if (event.ctrlKey || event.button === 2) {
        gesture = startControlDrag(store, name, event);
      } else {
        if (!store.selection.views.includes(name) || event.shiftKey) store.select([name], { add: event.shiftKey });
        gesture = startMove(store, name, event);
      }
    } else if (target.closest("svg")) {
      store.select([]);
    }
    if (gesture) {
      event.preventDefault();
      container.setPointerCapture?.(event.pointerId);
    }
  });

  container.addEventListener("pointermove", (event) => {
    if (gesture) gesture.move(event);
  });

  container.addEventListener("pointerup", (event) => {
    if (!gesture) return;
    const finished = gesture;
    gesture = null;
    finished.end(event);
  });

  // Esc during a drag cancels it, as in Interface Builder: nothing is sent, everything drawn for
  // the drag goes away (the release that follows does nothing).
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !gesture) return;
    gesture.cancel?.();
    gesture = null;
  });

  // The arrow keys nudge the selected views by a point (Shift: ten), as in Interface Builder: the
  // frame moves, the constraints stay (the view shows misplaced until Update Frames).
  const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  document.addEventListener("keydown", (event) => {
    const step = arrows[event.key];
    if (!step || gesture || event.target.matches("input, select, textarea")) return;
    if (!document.getElementById("drag-menu").hidden) return;
    const views = store.selection.views.map((name) => store.view(name)).filter((v) => v && !v.arranged && v.name !== "root");
    if (views.length === 0) return;
    event.preventDefault();
    const distance = event.shiftKey ? 10 : 1;
    const moves = views.map((view) => {
      const [x, y, w, h] = view.localFrame;
      return { view: view.name, frame: [x + step[0] * distance, y + step[1] * distance, w, h] };
    });
    store.edit(moves.length === 1 ? { op: "move", ...moves[0] } : { op: "moveViews", moves }).catch(() => {});
  });
}

// Maps a pointer position to the root view's coordinates.
export function rootPoint(event) {
  const root = document.querySelector('#canvas [id="view:root"]');
  const matrix = root.getScreenCTM().inverse();
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
  return { x: point.x, y: point.y };
}

// The deepest view under a pointer position (hit rects are in depth-first order).
export function viewAt(event) {
  for (const element of document.elementsFromPoint(event.clientX, event.clientY)) {
    if (element.classList?.contains("hit")) return element.dataset.view;
    if (element.dataset?.outlineView) return element.dataset.outlineView;
  }
  return null;
}

// The picture as drawn: its lines (one element per line, as the server writes it) and the
// element each line made (null for a group's closing line), to patch the next picture in place.
const drawn = { lines: null, nodes: null, overlay: null };

function render(store, container) {
  const state = store.state;
  if (!state) return;
  const lines = state.svg.split("\n");
  if (lines.at(-1) === "") lines.pop();
  let svg = container.querySelector("svg");
  if (!svg || !patchPicture(svg, lines)) {
    container.innerHTML = state.svg;
    svg = container.querySelector("svg");
    drawn.lines = lines;
    drawn.nodes = indexPicture(svg, lines);
    drawn.overlay = null;
  }
  const width = parseFloat(svg.getAttribute("width"));
  const height = parseFloat(svg.getAttribute("height"));
  if (!svg.getAttribute("viewBox")) svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const [, , boxWidth, boxHeight] = svg.getAttribute("viewBox").split(" ").map(parseFloat);
  // Set only when changed: setting a size again lays the whole picture out again.
  const setSize = (name, value) => { if (svg.getAttribute(name) !== String(value)) svg.setAttribute(name, value); };
  setSize("width", boxWidth * store.zoom);
  setSize("height", boxHeight * store.zoom);
  // A drag draws moving views with a transform; the picture drawn now has them where they are.
  for (const moved of svg.querySelectorAll(":not(#overlay) > [transform][id*=':']")) moved.removeAttribute("transform");
  // With views selected, their constraints are drawn and the others dimmed, as Interface Builder
  // shows the selection's constraints; with nothing selected, every constraint is drawn.
  const shown = shownConstraints(store);
  for (const mark of svg.querySelectorAll("#constraints [data-constraint]")) {
    mark.classList.toggle("dimmed", shown !== null && !shown.has(mark.dataset.constraint));
  }
  // The overlay: a hit area over each view, a wide transparent stroke over each constraint line
  // and a box over each number (easy to click), patched in place as the picture is.
  const overlayLines = overlay(store, svg);
  let layer = svg.querySelector("#overlay");
  if (!layer || !drawn.overlay) {
    layer?.remove();
    layer = document.createElementNS(SVG, "g");
    layer.setAttribute("id", "overlay");
    svg.querySelector('[id="views"]').parentNode.appendChild(layer);
    drawn.overlay = { lines: [], nodes: [] };
  }
  for (const extra of layer.querySelectorAll(".handle, .guide")) extra.remove();
  drawn.overlay.nodes = reconcile(layer, drawn.overlay.lines, drawn.overlay.nodes, overlayLines);
  drawn.overlay.lines = overlayLines;
  if (store.selection.views.length === 1) {
    const view = store.view(store.selection.views[0]);
    if (view && !view.arranged && view.name !== "root") drawHandles(layer, view.name, view.frame);
  }
}

// The overlay's elements as lines of SVG.
function overlay(store, svg) {
  const state = store.state;
  const lines = [];
  const escape = escapeMarkup;
  const selectedViews = new Set(store.selection.views);
  for (const view of state.views) {
    if (view.hidden) continue;
    const [x, y, w, h] = view.frame;
    lines.push(`<rect class='hit${selectedViews.has(view.name) ? " selected" : ""}' data-view='${escape(view.name)}' x='${x}' y='${y}' width='${Math.max(w, 2)}' height='${Math.max(h, 2)}'/>`);
  }
  const selected = (id) => (store.selection.constraint === id ? " selected" : "");
  const descriptions = new Map(state.constraints.map((c) => [c.id, c.description]));
  for (const mark of svg.querySelectorAll("#constraints line[data-constraint]")) {
    const id = mark.dataset.constraint;
    const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((k) => mark.getAttribute(k));
    lines.push(`<line class='mark-hit${selected(id)}' data-constraint='${escape(id)}' x1='${x1}' y1='${y1}' x2='${x2}' y2='${y2}'><title>${escape(descriptions.get(id) ?? "")}</title></line>`);
  }
  for (const number of svg.querySelectorAll("#constraints text[data-constraint]")) {
    const id = number.dataset.constraint;
    const box = numberBox(number);
    const pad = 2;
    lines.push(`<rect class='mark-hit number${selected(id)}' data-constraint='${escape(id)}' data-testid='constraint-number' x='${box.x - pad}' y='${box.y - pad}' width='${box.width + 2 * pad}' height='${box.height + 2 * pad}'/>`);
  }
  return lines;
}

// What a line of the picture is: a group's opening or closing line, or a whole element.
function lineKind(line) {
  if (line.startsWith("</")) return "close";
  if ((line.startsWith("<g") || line.startsWith("<svg")) && !line.endsWith("/>") && !line.endsWith("</g>")) return "open";
  return "element";
}

// The element each line made, after the picture was put in the page whole.
function indexPicture(svg, lines) {
  const nodes = new Array(lines.length).fill(null);
  nodes[0] = svg;
  const stack = [{ next: svg.firstElementChild }];
  for (let i = 1; i < lines.length; i += 1) {
    const kind = lineKind(lines[i]);
    if (kind === "close") {
      stack.pop();
      continue;
    }
    const top = stack[stack.length - 1];
    const node = top.next;
    nodes[i] = node;
    top.next = node?.nextElementSibling ?? null;
    if (kind === "open") stack.push({ next: node?.firstElementChild ?? null });
  }
  return nodes;
}

// Patches the picture in the page to the new lines: the groups must be the same, and so the
// elements outside the innermost groups; inside those, an element whose line is unchanged stays,
// the others are made from their lines. False when the picture must be drawn whole.
function patchPicture(svg, lines) {
  const old = drawn.lines;
  if (!old || !drawn.nodes || old[0] !== lines[0]) return false;
  const groups = (list) => list.filter((line) => lineKind(line) !== "element").join("\n");
  if (groups(old) !== groups(lines)) return false;
  const nodes = new Array(lines.length).fill(null);
  const parents = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < lines.length) {
    const oldElement = i < old.length && lineKind(old[i]) === "element";
    const newElement = j < lines.length && lineKind(lines[j]) === "element";
    if (!oldElement && !newElement) {
      // The same group line on both sides.
      if (lineKind(lines[j]) === "open") {
        nodes[j] = drawn.nodes[i];
        parents.push(drawn.nodes[i]);
      } else {
        parents.pop();
      }
      i += 1;
      j += 1;
      continue;
    }
    // A run of elements in one group (either side may be empty).
    const oldStart = i;
    while (i < old.length && lineKind(old[i]) === "element") i += 1;
    const newStart = j;
    while (j < lines.length && lineKind(lines[j]) === "element") j += 1;
    const parent = parents[parents.length - 1];
    if (!parent) return false;
    const oldRun = old.slice(oldStart, i);
    const newRun = lines.slice(newStart, j);
    if (parent.querySelector(":scope > g") !== null) {
      // Beside groups (the picture's background and title): kept only if unchanged.
      if (oldRun.join("\n") !== newRun.join("\n")) return false;
      for (let k = 0; k < newRun.length; k += 1) nodes[newStart + k] = drawn.nodes[oldStart + k];
      continue;
    }
    const made = reconcile(parent, oldRun, drawn.nodes.slice(oldStart, i), newRun);
    for (let k = 0; k < made.length; k += 1) nodes[newStart + k] = made[k];
  }
  drawn.lines = lines;
  drawn.nodes = nodes;
  return true;
}

// The box a constraint's number covers, from its attributes (asking the browser for each text's
// box lays the page out once per number: most of the time at 1,000 views). Digits of the
// picture's sans-serif font are about 0.62 em wide; the box reaches 0.8 em above the baseline.
function numberBox(text) {
  const size = parseFloat(text.getAttribute("font-size") ?? "10");
  const width = 0.62 * size * text.textContent.length;
  const anchor = text.getAttribute("text-anchor");
  const x = parseFloat(text.getAttribute("x")) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  return { x, y: parseFloat(text.getAttribute("y")) - 0.8 * size, width, height: size };
}

// The ids of the constraints drawn in full: those of the selected views (or the selected
// constraint); null when nothing is selected (all are drawn).
function shownConstraints(store) {
  const { views, constraint } = store.selection;
  if (views.length === 0) return constraint ? new Set([constraint]) : null;
  const selected = new Set(views);
  const ids = store.state.constraints
    .filter((c) => selected.has(c.spec.firstItem) || selected.has(c.spec.secondItem))
    .map((c) => c.id);
  if (constraint) ids.push(constraint);
  return new Set(ids);
}

// Interface Builder's eight resize handles: the corners and the middles of the sides. Each
// names the edges it moves (`l`, `r`, `t`, `b`).
const HANDLES = [
  ["lt", 0, 0], ["t", 0.5, 0], ["rt", 1, 0], ["r", 1, 0.5], ["rb", 1, 1], ["b", 0.5, 1], ["lb", 0, 1], ["l", 0, 0.5],
];
const CURSORS = { lt: "nwse", rb: "nwse", rt: "nesw", lb: "nesw", t: "ns", b: "ns", l: "ew", r: "ew" };

function drawHandles(layer, name, [x, y, w, h]) {
  for (const handle of layer.querySelectorAll(".handle")) handle.remove();
  for (const [edges, fx, fy] of HANDLES) {
    const handle = document.createElementNS(SVG, "rect");
    Object.entries({ x: x + w * fx - 3.5, y: y + h * fy - 3.5, width: 7, height: 7 })
      .forEach(([k, v]) => handle.setAttribute(k, v));
    handle.setAttribute("class", "handle");
    handle.style.cursor = `${CURSORS[edges]}-resize`;
    handle.dataset.view = name;
    handle.dataset.edges = edges;
    handle.dataset.testid = `resize-handle-${edges}`;
    layer.appendChild(handle);
  }
}

// The lines a moving or resized view snaps to, as Interface Builder's guides: its superview's
// edges, margins and centre, and its siblings' edges and centres (root coordinates).
function guideLines(store, view) {
  const xs = [];
  const ys = [];
  const parent = store.view(view.parent ?? "root");
  if (parent) {
    const [px, py, pw, ph] = parent.frame;
    const [top, left, bottom, right] = parent.margins ?? [0, 0, 0, 0];
    xs.push(px, px + left, px + pw / 2, px + pw - right, px + pw);
    ys.push(py, py + top, py + ph / 2, py + ph - bottom, py + ph);
  }
  for (const other of store.state.views) {
    if (other.name === view.name || other.hidden || (other.parent ?? "root") !== (view.parent ?? "root")) continue;
    const [ox, oy, ow, oh] = other.frame;
    xs.push(ox, ox + ow / 2, ox + ow);
    ys.push(oy, oy + oh / 2, oy + oh);
  }
  return { xs, ys, parent: parent?.frame ?? [0, 0, 0, 0] };
}

// The smallest correction that puts one of `edges` on one of `lines`, within `reach`; 0 if none.
function snap(edges, lines, reach) {
  let best = null;
  for (const edge of edges) {
    for (const line of lines) {
      const delta = line - edge;
      if (Math.abs(delta) <= reach && (best === null || Math.abs(delta) < Math.abs(best.delta))) best = { delta, line };
    }
  }
  return best;
}

// Draws the guides a frame sits on (dashed lines across the superview).
function drawGuides(layer, guides, [x, y, w, h]) {
  for (const old of layer.querySelectorAll(".guide")) old.remove();
  const [px, py, pw, ph] = guides.parent;
  const on = (value, lines) => lines.some((line) => Math.abs(line - value) < 0.01);
  const add = (x1, y1, x2, y2) => {
    const line = document.createElementNS(SVG, "line");
    Object.entries({ x1, y1, x2, y2 }).forEach(([k, v]) => line.setAttribute(k, v));
    line.setAttribute("class", "guide");
    layer.appendChild(line);
  };
  for (const value of new Set([x, x + w / 2, x + w])) if (on(value, guides.xs)) add(value, py, value, py + ph);
  for (const value of new Set([y, y + h / 2, y + h])) if (on(value, guides.ys)) add(px, value, px + pw, value);
}

// Moves the drawing of a view and its subviews by (dx, dy), for live feedback during a drag.
function translateDrawing(store, name, dx, dy) {
  const names = new Set([name]);
  for (const view of store.state.views) if (names.has(view.parent)) names.add(view.name);
  for (const element of document.querySelectorAll("#canvas svg [id]")) {
    const [kind, owner] = element.id.split(":");
    if (kind === "solved" || !names.has(owner)) continue;
    if (dx === 0 && dy === 0) element.removeAttribute("transform");
    else element.setAttribute("transform", `translate(${dx} ${dy})`);
  }
}

function startMove(store, name, event) {
  const start = rootPoint(event);
  const view = store.view(name);
  const hit = event.target;
  const layer = document.getElementById("overlay");
  const guides = guideLines(store, view);
  const reach = 5 / store.zoom;
  let moved = false;
  let offset = [0, 0];
  const clear = () => {
    translateDrawing(store, name, 0, 0);
    hit.setAttribute("x", view.frame[0]);
    hit.setAttribute("y", view.frame[1]);
    for (const guide of layer.querySelectorAll(".guide")) guide.remove();
  };
  return {
    move(e) {
      const p = rootPoint(e);
      let dx = p.x - start.x;
      let dy = p.y - start.y;
      if (!moved && Math.hypot(dx, dy) < 3) return;
      moved = true;
      if (view.arranged) return;
      const [x, y, w, h] = view.frame;
      // Snaps to the nearest guide within reach, as Interface Builder's guides do.
      const sx = snap([x + dx, x + dx + w / 2, x + dx + w], guides.xs, reach);
      const sy = snap([y + dy, y + dy + h / 2, y + dy + h], guides.ys, reach);
      if (sx) dx += sx.delta;
      if (sy) dy += sy.delta;
      dx = round(dx);
      dy = round(dy);
      offset = [dx, dy];
      translateDrawing(store, name, dx, dy);
      hit.setAttribute("x", x + dx);
      hit.setAttribute("y", y + dy);
      hit.classList.add("selected");
      drawHandles(layer, name, [x + dx, y + dy, w, h]);
      drawGuides(layer, guides, [x + dx, y + dy, w, h]);
    },
    cancel() {
      clear();
      drawHandles(layer, name, view.frame);
    },
    end() {
      if (!moved || view.arranged) return;
      const [x, y, w, h] = view.localFrame;
      const [dx, dy] = offset;
      if (dx === 0 && dy === 0) return clear();
      store.edit({ op: "move", view: name, frame: [x + dx, y + dy, w, h] }).catch(() => clear());
    },
  };
}

function startResize(store, event) {
  const name = event.target.dataset.view;
  const edges = event.target.dataset.edges ?? "rb";
  const view = store.view(name);
  const start = rootPoint(event);
  const layer = document.getElementById("overlay");
  const hit = document.querySelector(`#canvas .hit[data-view="${CSS.escape(name)}"]`);
  const guides = guideLines(store, view);
  const reach = 5 / store.zoom;
  let frame = view.frame;
  // The frame the handle's edges give for a displacement, snapped to the guides, never negative.
  const resized = (dx, dy) => {
    let [x, y, w, h] = view.frame;
    let left = x, right = x + w, top = y, bottom = y + h;
    if (edges.includes("l")) left = Math.min(right, left + dx + (snap([left + dx], guides.xs, reach)?.delta ?? 0));
    if (edges.includes("r")) right = Math.max(left, right + dx + (snap([right + dx], guides.xs, reach)?.delta ?? 0));
    if (edges.includes("t")) top = Math.min(bottom, top + dy + (snap([top + dy], guides.ys, reach)?.delta ?? 0));
    if (edges.includes("b")) bottom = Math.max(top, bottom + dy + (snap([bottom + dy], guides.ys, reach)?.delta ?? 0));
    return [round(left), round(top), round(right) - round(left), round(bottom) - round(top)];
  };
  const show = (f) => {
    hit?.setAttribute("x", f[0]);
    hit?.setAttribute("y", f[1]);
    hit?.setAttribute("width", Math.max(f[2], 2));
    hit?.setAttribute("height", Math.max(f[3], 2));
    drawHandles(layer, name, f);
  };
  return {
    move(e) {
      const p = rootPoint(e);
      frame = resized(p.x - start.x, p.y - start.y);
      hit?.classList.add("selected", "resizing");
      show(frame);
      drawGuides(layer, guides, frame);
    },
    cancel() {
      show(view.frame);
      hit?.classList.remove("resizing");
      for (const guide of layer.querySelectorAll(".guide")) guide.remove();
    },
    end() {
      const [x, y] = view.localFrame;
      const dx = frame[0] - view.frame[0];
      const dy = frame[1] - view.frame[1];
      if (frame.every((value, i) => value === view.frame[i])) return this.cancel();
      store.edit({ op: "move", view: name, frame: [x + dx, y + dy, frame[2], frame[3]] }).catch(() => this.cancel());
    },
  };
}

function startControlDrag(store, name, event) {
  const start = rootPoint(event);
  const layer = document.getElementById("overlay");
  const line = document.createElementNS(SVG, "line");
  line.setAttribute("class", "drag-line");
  line.setAttribute("x1", start.x);
  line.setAttribute("y1", start.y);
  line.setAttribute("x2", start.x);
  line.setAttribute("y2", start.y);
  layer.appendChild(line);
  // The view the drag would end on is highlighted as the pointer moves.
  let highlighted = null;
  const highlight = (target) => {
    const hit = target ? document.querySelector(`#canvas .hit[data-view="${CSS.escape(target)}"]`) : null;
    if (hit === highlighted) return;
    highlighted?.classList.remove("drop-target");
    hit?.classList.add("drop-target");
    highlighted = hit;
  };
  return {
    move(e) {
      const p = rootPoint(e);
      line.setAttribute("x2", p.x);
      line.setAttribute("y2", p.y);
      highlight(viewAt(e));
    },
    cancel() {
      line.remove();
      highlight(null);
    },
    end(e) {
      line.remove();
      highlight(null);
      const target = viewAt(e) ?? "root";
      const p = rootPoint(e);
      // A drag that ends on the outline is not filtered by its direction (as one that starts there).
      const outline = !!document.elementFromPoint(e.clientX, e.clientY)?.closest("#outline");
      showDragMenu(store, { from: name, to: target, dx: p.x - start.x, dy: p.y - start.y, outline }, e.clientX, e.clientY);
    },
  };
}

function round(value) { return Math.round(value * 2) / 2; }
