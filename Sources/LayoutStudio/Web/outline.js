// The document outline (views, and under each view the constraints it holds, in Interface
// Builder's words) and the issues navigator.

import { showDragMenu } from "./drag-menu.js";
import { viewAt } from "./canvas.js";

export function setUpOutline(store) {
  const outline = document.getElementById("outline");
  const issues = document.getElementById("issues");
  store.subscribe(() => {
    renderOutline(store, outline);
    renderIssues(store, issues);
  });
  // Control-drag from an outline row, as in Interface Builder.
  outline.addEventListener("pointerdown", (event) => {
    const row = event.target.closest("[data-outline-view]");
    if (!row || !(event.ctrlKey || event.button === 2)) return;
    event.preventDefault();
    const from = row.dataset.outlineView;
    const start = { x: event.clientX, y: event.clientY };
    const up = (e) => {
      document.removeEventListener("pointerup", up);
      const to = viewAt(e);
      // Interface Builder does not filter the outline's menu by the drag's direction.
      if (to) showDragMenu(store, { from, to, outline: true }, e.clientX, e.clientY);
    };
    document.addEventListener("pointerup", up);
  });
  outline.addEventListener("contextmenu", (event) => event.preventDefault());
}

function renderOutline(store, outline) {
  const state = store.state;
  outline.innerHTML = "";
  const depth = new Map([["root", 0]]);
  const byHolder = new Map();
  for (const c of state.constraints) {
    if (!byHolder.has(c.holder)) byHolder.set(c.holder, []);
    byHolder.get(c.holder).push(c);
  }
  const misplaced = new Set(state.views.filter((v) => v.misplaced).map((v) => v.name));
  const ambiguous = new Set(state.views.filter((v) => v.ambiguous).map((v) => v.name));
  const rows = [{ name: "root", label: "View (root)", level: 0 }];
  for (const view of state.views) {
    const level = (depth.get(view.parent) ?? 0) + 1;
    depth.set(view.name, level);
    rows.push({ name: view.name, label: `${view.name} — ${view.kind}${view.hidden ? " (hidden)" : ""}`, level });
  }
  // Each view's row, then the constraints it holds (Interface Builder's "Constraints" group).
  for (const row of rows) {
    const element = document.createElement("div");
    element.className = "outline-row";
    if (misplaced.has(row.name)) element.classList.add("misplaced-view");
    if (ambiguous.has(row.name)) element.classList.add("ambiguous-view");
    if (store.selection.views.includes(row.name)) element.classList.add("selected");
    element.style.paddingLeft = `${4 + row.level * 14}px`;
    element.textContent = row.label;
    element.dataset.outlineView = row.name;
    element.addEventListener("click", (event) => {
      if (event.ctrlKey) return;
      // The root is not a view of the document: selecting it shows its inspector (the canvas's).
      if (row.name !== "root") store.select([row.name], { add: event.shiftKey });
      else store.select([]);
    });
    outline.appendChild(element);
    const held = byHolder.get(row.name) ?? [];
    if (held.length > 0) {
      const group = document.createElement("div");
      group.className = "outline-row";
      group.style.paddingLeft = `${4 + (row.level + 1) * 14}px`;
      group.innerHTML = '<span class="group">Constraints</span>';
      outline.appendChild(group);
      for (const c of held) {
        const line = document.createElement("div");
        line.className = "outline-row constraint";
        if (c.conflicting) line.classList.add("conflict");
        if (store.selection.constraint === c.id) line.classList.add("selected");
        line.style.paddingLeft = `${4 + (row.level + 2) * 14}px`;
        line.textContent = c.description + (c.active ? "" : " (inactive)");
        line.dataset.constraint = c.id;
        line.title = `line ${c.line}: ${c.lineText}`;
        line.addEventListener("click", () => store.selectConstraint(c.id));
        outline.appendChild(line);
      }
    }
  }
}

const FIX_TITLES = {
  updateFrames: "Update Frames",
  updateConstraints: "Update Constraints",
  addMissingConstraints: "Add Missing Constraints",
  resetToSuggestedConstraints: "Reset to Suggested Constraints",
  deleteConstraints: "Delete Conflicting Constraint",
};

function renderIssues(store, container) {
  container.innerHTML = "";
  const issues = store.state.issues;
  if (issues.length === 0) {
    container.innerHTML = '<p class="hint">No issues.</p>';
    return;
  }
  for (const issue of issues) {
    const box = document.createElement("div");
    box.className = `issue ${issue.kind}`;
    box.dataset.testid = `issue-${issue.kind}`;
    const text = document.createElement("div");
    text.textContent = issue.text;
    box.appendChild(text);
    box.addEventListener("click", (event) => {
      if (event.target.tagName === "BUTTON") return;
      if (issue.views.length > 0) store.select(issue.views);
      else if (issue.constraints.length > 0) store.selectConstraint(issue.constraints[0]);
    });
    for (const fix of issue.fixes) {
      const button = document.createElement("button");
      button.textContent = FIX_TITLES[fix] ?? fix;
      button.addEventListener("click", () => {
        if (fix === "deleteConstraints") {
          const broken = store.state.constraints.find((c) => c.broken && issue.constraints.includes(c.id));
          store.edit({ op: "deleteConstraints", ids: [broken?.id ?? issue.constraints.at(-1)] }).catch(() => {});
        } else {
          store.edit({ op: "resolve", operation: fix, views: issue.views }).catch(() => {});
        }
      });
      box.appendChild(button);
    }
    container.appendChild(box);
  }
}
