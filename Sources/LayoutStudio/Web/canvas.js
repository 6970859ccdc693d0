// The canvas: the server's picture in Interface Builder's conventions, with hit areas over the
// views and the constraint marks: select, move, resize, control-drag.

import { showDragMenu } from "./drag-menu.js";

const SVG = "http://www.w3.org/2000/svg";

export function setUpCanvas(store) {
  const container = document.getElementById("canvas");
  let gesture = null;

  store.subscribe(() => render(store, container));

  container.addEventListener("contextmenu", (event) => event.preventDefault());

  container.addEventListener("pointerdown", (event) => {
    const target = event.target;
    if (target.classList.contains("handle")) {
      gesture = startResize(store, event);
    } else if (target.classList.contains("mark-hit")) {
      store.selectConstraint(target.dataset.constraint);
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

function render(store, container) {
  const state = store.state;
  if (!state) return;
  container.innerHTML = state.svg;
  const svg = container.querySelector("svg");
  const width = parseFloat(svg.getAttribute("width"));
  const height = parseFloat(svg.getAttribute("height"));
  if (!svg.getAttribute("viewBox")) svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("width", width * store.zoom);
  svg.setAttribute("height", height * store.zoom);
  const root = svg.querySelector('[id="view:root"]');
  const layer = document.createElementNS(SVG, "g");
  layer.setAttribute("id", "overlay");
  root.parentNode.appendChild(layer);
  // Constraint marks: a wide transparent stroke over each line makes them easy to click.
  for (const mark of svg.querySelectorAll("line[data-constraint]")) {
    const hit = mark.cloneNode(false);
    hit.removeAttribute("id");
    hit.removeAttribute("stroke-dasharray");
    hit.setAttribute("class", "mark-hit" + (store.selection.constraint === mark.dataset.constraint ? " selected" : ""));
    hit.dataset.constraint = mark.dataset.constraint;
    const title = document.createElementNS(SVG, "title");
    title.textContent = store.constraint(mark.dataset.constraint)?.description ?? "";
    hit.appendChild(title);
    layer.appendChild(hit);
  }
  for (const view of state.views) {
    if (view.hidden) continue;
    const [x, y, w, h] = view.frame;
    const rect = document.createElementNS(SVG, "rect");
    Object.entries({ x, y, width: Math.max(w, 2), height: Math.max(h, 2) }).forEach(([k, v]) => rect.setAttribute(k, v));
    rect.setAttribute("class", "hit" + (store.selection.views.includes(view.name) ? " selected" : ""));
    rect.dataset.view = view.name;
    rect.addEventListener("pointerenter", () => rect.classList.add("hover"));
    rect.addEventListener("pointerleave", () => rect.classList.remove("hover"));
    layer.appendChild(rect);
  }
  // Views first (under the marks' hit lines), marks last so they win over the views.
  for (const hit of [...layer.querySelectorAll(".mark-hit")]) layer.appendChild(hit);
  if (store.selection.views.length === 1) {
    const view = store.view(store.selection.views[0]);
    if (view && !view.arranged) {
      const [x, y, w, h] = view.frame;
      const handle = document.createElementNS(SVG, "rect");
      Object.entries({ x: x + w - 4, y: y + h - 4, width: 8, height: 8 }).forEach(([k, v]) => handle.setAttribute(k, v));
      handle.setAttribute("class", "handle");
      handle.dataset.view = view.name;
      handle.dataset.testid = "resize-handle";
      layer.appendChild(handle);
    }
  }
}

function startMove(store, name, event) {
  const start = rootPoint(event);
  const view = store.view(name);
  const hit = event.target;
  let moved = false;
  return {
    move(e) {
      const p = rootPoint(e);
      const dx = p.x - start.x;
      const dy = p.y - start.y;
      if (!moved && Math.hypot(dx, dy) < 3) return;
      moved = true;
      hit.setAttribute("x", view.frame[0] + dx);
      hit.setAttribute("y", view.frame[1] + dy);
      hit.classList.add("selected");
    },
    cancel() {
      hit.setAttribute("x", view.frame[0]);
      hit.setAttribute("y", view.frame[1]);
    },
    end(e) {
      if (!moved || view.arranged) return;
      const p = rootPoint(e);
      const [x, y, w, h] = view.localFrame;
      store.edit({ op: "move", view: name, frame: [round(x + p.x - start.x), round(y + p.y - start.y), w, h] }).catch(() => {});
    },
  };
}

function startResize(store, event) {
  const name = event.target.dataset.view;
  const view = store.view(name);
  const start = rootPoint(event);
  return {
    move() {},
    end(e) {
      const p = rootPoint(e);
      const [x, y, w, h] = view.localFrame;
      const width = Math.max(0, round(w + p.x - start.x));
      const height = Math.max(0, round(h + p.y - start.y));
      store.edit({ op: "move", view: name, frame: [x, y, width, height] }).catch(() => {});
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
      showDragMenu(store, { from: name, to: target, dx: p.x - start.x, dy: p.y - start.y }, e.clientX, e.clientY);
    },
  };
}

function round(value) { return Math.round(value * 2) / 2; }
