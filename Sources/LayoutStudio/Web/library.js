// The object library: Interface Builder's Library of views. Drag an item onto the canvas to add it
// inside the view under the pointer (centred on the pointer; in a stack view, arranged where it
// falls), or click it to add it in the middle of the selected view (or of the root view). The new
// view comes with no constraints and is selected.

import { rootPoint } from "./canvas.js";

const ITEMS = [
  ["view", "View"], ["label", "Label"], ["button", "Button"], ["imageView", "Image View"],
  ["textField", "Text Field"], ["switch", "Switch"], ["horizontalStackView", "Horizontal Stack"],
  ["verticalStackView", "Vertical Stack"],
];

// Views that hold others (Interface Builder drops into these only).
const CONTAINERS = new Set(["view", "stack", "scroll"]);

export function setUpLibrary(store) {
  const library = document.getElementById("library");
  for (const [item, title] of ITEMS) {
    const chip = document.createElement("div");
    chip.className = "library-item";
    chip.textContent = title;
    chip.dataset.item = item;
    chip.dataset.testid = `library-${item}`;
    chip.addEventListener("pointerdown", (event) => startDrag(store, item, title, event));
    library.appendChild(chip);
  }
}

function startDrag(store, item, title, event) {
  event.preventDefault();
  const start = { x: event.clientX, y: event.clientY };
  let ghost = null;
  const move = (e) => {
    if (!ghost && Math.hypot(e.clientX - start.x, e.clientY - start.y) < 4) return;
    if (!ghost) {
      ghost = document.createElement("div");
      ghost.className = "library-ghost";
      ghost.textContent = title;
      document.body.appendChild(ghost);
    }
    ghost.style.left = `${e.clientX + 8}px`;
    ghost.style.top = `${e.clientY + 8}px`;
  };
  const finish = (e) => {
    document.removeEventListener("pointermove", move);
    document.removeEventListener("pointerup", finish);
    document.removeEventListener("keydown", cancel);
    const dragged = ghost !== null;
    ghost?.remove();
    if (!dragged) return addInSelection(store, item);
    const overCanvas = document.elementFromPoint(e.clientX, e.clientY)?.closest("#canvas svg");
    if (!overCanvas) return;
    const p = rootPoint(e);
    const parent = containerAt(store, p);
    const [px, py] = parent === "root" ? [0, 0] : store.view(parent).frame;
    add(store, item, parent, [Math.round(p.x - px), Math.round(p.y - py)]);
  };
  // Esc drops nothing.
  const cancel = (e) => {
    if (e.key !== "Escape") return;
    ghost?.remove();
    ghost = null;
    document.removeEventListener("pointermove", move);
    document.removeEventListener("pointerup", finish);
    document.removeEventListener("keydown", cancel);
  };
  document.addEventListener("pointermove", move);
  document.addEventListener("pointerup", finish);
  document.addEventListener("keydown", cancel);
}

// The deepest container view whose frame holds the point (root coordinates), else the root.
function containerAt(store, p) {
  let found = "root";
  let depth = -1;
  for (const view of store.state.views) {
    if (view.hidden || !CONTAINERS.has(view.kind)) continue;
    const [x, y, w, h] = view.frame;
    if (p.x < x || p.y < y || p.x > x + w || p.y > y + h) continue;
    let d = 0;
    for (let up = view.parent; up && up !== "root"; up = store.view(up)?.parent) d += 1;
    if (d >= depth) { found = view.name; depth = d; }
  }
  return found;
}

function addInSelection(store, item) {
  const selected = store.selection.views.map((name) => store.view(name)).find((v) => v && CONTAINERS.has(v.kind));
  if (selected) {
    const [, , w, h] = selected.frame;
    return add(store, item, selected.name, [Math.round(w / 2), Math.round(h / 2)]);
  }
  const { width, height } = store.state.canvas;
  add(store, item, "root", [Math.round(width / 2), Math.round(height / 2)]);
}

async function add(store, item, parent, point) {
  const before = new Set(store.state.views.map((v) => v.name));
  try {
    const state = await store.edit({ op: "addView", item, parent, point });
    const added = state.views.find((v) => !before.has(v.name));
    if (added) store.select([added.name]);
  } catch {
    // The error is shown; nothing was added.
  }
}
