// The Pin ("Add New Constraints") and Align popovers and the Resolve Auto Layout Issues menu.

import { showError } from "./store.js";

const popover = () => document.getElementById("popover");

function openAt(anchor, build) {
  const box = popover();
  box.innerHTML = "";
  build(box);
  const rect = anchor.getBoundingClientRect();
  box.hidden = false;
  box.style.left = `${Math.max(8, rect.right - box.offsetWidth)}px`;
  box.style.top = `${Math.max(8, rect.top - box.offsetHeight - 6)}px`;
  const close = (event) => {
    if (!box.contains(event.target) && event.target !== anchor) {
      box.hidden = true;
      document.removeEventListener("pointerdown", close, true);
    }
  };
  document.addEventListener("pointerdown", close, true);
}

function closePopover() { popover().hidden = true; }

function checkbox(testid, checked = false) {
  const input = document.createElement("input");
  input.type = "checkbox";
  input.checked = checked;
  input.dataset.testid = testid;
  return input;
}

function number(testid, value) {
  const input = document.createElement("input");
  input.type = "number";
  input.step = "0.5";
  input.value = value;
  input.dataset.testid = testid;
  return input;
}

function row(table, ...cells) {
  const tr = document.createElement("tr");
  for (const cell of cells) {
    const td = document.createElement("td");
    if (typeof cell === "string") td.textContent = cell; else if (cell) td.appendChild(cell);
    tr.appendChild(td);
  }
  table.appendChild(tr);
}

function updateFramesSelect() {
  const select = document.createElement("select");
  select.dataset.testid = "update-frames-choice";
  select.add(new Option("Update Frames: None", "none"));
  select.add(new Option("Items of New Constraints", "itemsOfNewConstraints"));
  select.add(new Option("All Frames in Container", "allFramesInContainer"));
  return select;
}

export async function openPin(store, anchor) {
  const names = store.selection.views;
  if (names.length === 0) return showError({ message: "Pin: select one or more views first" });
  let suggestions;
  try {
    suggestions = await store.connection.send({ type: "pinSuggestions", view: names[0], margins: true });
  } catch (error) {
    return showError(error);
  }
  const view = store.view(names[0]);
  openAt(anchor, (box) => {
    box.dataset.testid = "pin-popover";
    const title = document.createElement("h2");
    title.textContent = "Add New Constraints";
    box.appendChild(title);
    const table = document.createElement("table");
    const edges = {};
    for (const edge of ["top", "leading", "bottom", "trailing"]) {
      const s = suggestions.edges[edge];
      const label = document.createElement("span");
      label.dataset.testid = `pin-${edge}-neighbour`;
      label.textContent = `${edge} to ${s?.neighbour ?? "?"}`;
      edges[edge] = { on: checkbox(`pin-${edge}-on`), value: number(`pin-${edge}`, s ? s.spacing : 0), label, typed: false };
      edges[edge].value.addEventListener("input", () => { edges[edge].on.checked = true; edges[edge].typed = true; });
      row(table, edges[edge].on, label, edges[edge].value);
    }
    const margins = checkbox("pin-margins", true);
    row(table, margins, "Constrain to margins");
    // The spacings are measured to the margins or to the edges: toggling the box measures again,
    // as Interface Builder's popover does (a value typed by hand stays).
    margins.addEventListener("change", async () => {
      let fresh;
      try {
        fresh = await store.connection.send({ type: "pinSuggestions", view: names[0], margins: margins.checked });
      } catch (error) {
        return showError(error);
      }
      for (const [edge, entry] of Object.entries(edges)) {
        const s = fresh.edges[edge];
        entry.label.textContent = `${edge} to ${s?.neighbour ?? "?"}`;
        if (!entry.typed) entry.value.value = s ? s.spacing : 0;
      }
    });
    const width = { on: checkbox("pin-width-on"), value: number("pin-width", view.frame[2]) };
    const height = { on: checkbox("pin-height-on"), value: number("pin-height", view.frame[3]) };
    for (const size of [width, height]) size.value.addEventListener("input", () => { size.on.checked = true; });
    row(table, width.on, "Width", width.value);
    row(table, height.on, "Height", height.value);
    const equalWidths = checkbox("pin-equal-widths");
    const equalHeights = checkbox("pin-equal-heights");
    const aspect = checkbox("pin-aspect");
    row(table, equalWidths, "Equal Widths");
    row(table, equalHeights, "Equal Heights");
    row(table, aspect, "Aspect Ratio");
    box.appendChild(table);
    const update = updateFramesSelect();
    box.appendChild(update);
    const actions = document.createElement("div");
    actions.className = "actions";
    const add = document.createElement("button");
    add.textContent = "Add Constraints";
    add.dataset.testid = "pin-add";
    add.addEventListener("click", async () => {
      const pin = { constrainToMargins: margins.checked, updateFrames: update.value,
        equalWidths: equalWidths.checked, equalHeights: equalHeights.checked, aspectRatio: aspect.checked };
      for (const [edge, { on, value }] of Object.entries(edges)) if (on.checked) pin[edge] = parseFloat(value.value);
      if (width.on.checked) pin.width = parseFloat(width.value.value);
      if (height.on.checked) pin.height = parseFloat(height.value.value);
      closePopover();
      await store.edit({ op: "pin", views: names, pin }).catch(() => {});
    });
    actions.appendChild(add);
    box.appendChild(actions);
  });
}

export function openAlign(store, anchor) {
  const names = store.selection.views;
  if (names.length === 0) return showError({ message: "Align: select one or more views first" });
  openAt(anchor, (box) => {
    box.dataset.testid = "align-popover";
    const title = document.createElement("h2");
    title.textContent = "Add New Alignment Constraints";
    box.appendChild(title);
    const table = document.createElement("table");
    const options = [["leading", "Leading Edges"], ["trailing", "Trailing Edges"], ["top", "Top Edges"],
      ["bottom", "Bottom Edges"], ["centerX", "Horizontal Centers"], ["centerY", "Vertical Centers"],
      ["firstBaseline", "First Baselines"], ["lastBaseline", "Last Baselines"],
      ["horizontallyInContainer", "Horizontally in Container"], ["verticallyInContainer", "Vertically in Container"]];
    const inputs = {};
    for (const [key, label] of options) {
      inputs[key] = { on: checkbox(`align-${key}-on`), value: number(`align-${key}`, 0) };
      const needsTwo = !key.endsWith("Container") && names.length < 2;
      inputs[key].on.disabled = needsTwo;
      row(table, inputs[key].on, label, inputs[key].value);
    }
    box.appendChild(table);
    const update = updateFramesSelect();
    box.appendChild(update);
    const actions = document.createElement("div");
    actions.className = "actions";
    const add = document.createElement("button");
    add.textContent = "Add Constraints";
    add.dataset.testid = "align-add";
    add.addEventListener("click", async () => {
      const align = { updateFrames: update.value };
      for (const [key, { on, value }] of Object.entries(inputs)) if (on.checked) align[key] = parseFloat(value.value);
      closePopover();
      await store.edit({ op: "align", views: names, align }).catch(() => {});
    });
    actions.appendChild(add);
    box.appendChild(actions);
  });
}

const OPERATIONS = [["updateFrames", "Update Frames"], ["updateConstraints", "Update Constraint Constants"],
  ["addMissingConstraints", "Add Missing Constraints"], ["resetToSuggestedConstraints", "Reset to Suggested Constraints"],
  ["clearConstraints", "Clear Constraints"]];

export function openResolve(store, anchor) {
  openAt(anchor, (box) => {
    box.dataset.testid = "resolve-menu";
    const selected = store.selection.views;
    for (const [scope, heading] of [["selected", `Selected Views (${selected.length})`], ["all", "All Views in View Controller"]]) {
      const title = document.createElement("h2");
      title.textContent = heading;
      box.appendChild(title);
      for (const [operation, label] of OPERATIONS) {
        const button = document.createElement("div");
        button.className = "menu-item";
        const b = document.createElement("button");
        b.textContent = label;
        b.dataset.testid = `resolve-${scope}-${operation}`;
        b.disabled = scope === "selected" && selected.length === 0;
        b.addEventListener("click", async () => {
          closePopover();
          const edit = { op: "resolve", operation };
          if (scope === "selected") edit.views = selected;
          await store.edit(edit).catch(() => {});
        });
        button.appendChild(b);
        box.appendChild(button);
      }
    }
  });
}
