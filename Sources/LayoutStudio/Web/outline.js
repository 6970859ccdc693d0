// The document outline (views, and under each view the constraints it holds, in Interface
// Builder's words) and the issues navigator.

import { showDragMenu } from "./drag-menu.js";
import { viewAt } from "./canvas.js";
import { escapeMarkup, reconcile } from "./patch.js";

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
  // A click on a view's row selects it (Shift adds); on a constraint's row, the constraint.
  outline.addEventListener("click", (event) => {
    if (event.ctrlKey) return;
    const row = event.target.closest(".outline-row");
    if (!row) return;
    if (row.dataset.outlineView) {
      // The root is not a view of the document: selecting it shows its inspector (the canvas's).
      if (row.dataset.outlineView !== "root") store.select([row.dataset.outlineView], { add: event.shiftKey });
      else store.select([]);
    } else if (row.dataset.constraint) {
      store.selectConstraint(row.dataset.constraint);
    }
  });
}

// The rows drawn, to patch the next outline in place.
const drawnRows = { lines: [], nodes: [] };

function renderOutline(store, outline) {
  const state = store.state;
  const depth = new Map([["root", 0]]);
  const byHolder = new Map();
  for (const c of state.constraints) {
    if (!byHolder.has(c.holder)) byHolder.set(c.holder, []);
    byHolder.get(c.holder).push(c);
  }
  const misplaced = new Set(state.views.filter((v) => v.misplaced).map((v) => v.name));
  const ambiguous = new Set(state.views.filter((v) => v.ambiguous).map((v) => v.name));
  const selected = new Set(store.selection.views);
  const rows = [{ name: "root", label: "View (root)", level: 0 }];
  for (const view of state.views) {
    const level = (depth.get(view.parent) ?? 0) + 1;
    depth.set(view.name, level);
    rows.push({ name: view.name, label: `${view.name} — ${view.kind}${view.hidden ? " (hidden)" : ""}`, level });
  }
  // Each view's row, then the constraints it holds (Interface Builder's "Constraints" group).
  const lines = [];
  const indent = (level) => `style="padding-left: ${4 + level * 14}px"`;
  for (const row of rows) {
    const classes = ["outline-row"];
    if (misplaced.has(row.name)) classes.push("misplaced-view");
    if (ambiguous.has(row.name)) classes.push("ambiguous-view");
    if (selected.has(row.name)) classes.push("selected");
    lines.push(`<div class="${classes.join(" ")}" ${indent(row.level)} data-outline-view="${escapeMarkup(row.name)}">${escapeMarkup(row.label)}</div>`);
    const held = byHolder.get(row.name) ?? [];
    if (held.length === 0) continue;
    lines.push(`<div class="outline-row" ${indent(row.level + 1)}><span class="group">Constraints</span></div>`);
    for (const c of held) {
      const classes = ["outline-row", "constraint"];
      if (c.conflicting) classes.push("conflict");
      if (store.selection.constraint === c.id) classes.push("selected");
      const text = c.description + (c.active ? "" : " (inactive)");
      lines.push(`<div class="${classes.join(" ")}" ${indent(row.level + 2)} data-constraint="${escapeMarkup(c.id)}" title="${escapeMarkup(`line ${c.line}: ${c.lineText}`)}">${escapeMarkup(text)}</div>`);
    }
  }
  if (outline.childElementCount !== drawnRows.nodes.length) {
    outline.innerHTML = "";
    drawnRows.lines = [];
    drawnRows.nodes = [];
  }
  drawnRows.nodes = reconcile(outline, drawnRows.lines, drawnRows.nodes, lines);
  drawnRows.lines = lines;
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
