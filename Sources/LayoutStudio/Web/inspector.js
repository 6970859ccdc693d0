// The Size and Attributes inspectors: a view's frame, the constraints affecting it, its content
// priorities, placeholder intrinsic size, margins and attributes; a constraint's items,
// relation, constant, priority, multiplier and identifier.

const ATTRIBUTES = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
  "firstBaseline", "lastBaseline", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin",
  "bottomMargin", "centerXWithinMargins", "centerYWithinMargins"];

export function setUpInspector(store) {
  const pane = document.getElementById("inspector");
  const title = document.getElementById("inspector-title");
  store.subscribe(() => {
    pane.innerHTML = "";
    const { views, constraint } = store.selection;
    if (constraint && store.constraint(constraint)) {
      title.textContent = "Constraint";
      renderConstraint(store, pane, store.constraint(constraint));
    } else if (views.length === 1 && store.view(views[0])) {
      title.textContent = "Size & Attributes";
      renderView(store, pane, store.view(views[0]));
    } else {
      title.textContent = "Inspector";
      pane.innerHTML = views.length > 1
        ? `<p class="hint">${views.length} views selected: Pin, Align and Embed in Stack act on all of them.</p>`
        : '<p class="hint">Select a view or a constraint.</p>';
      if (views.length === 0 && store.state) {
        const root = section(pane, "Root view (Superview)");
        readableWidthBox(store, root, "root-follows-readable-width", "root", store.state.canvas.followsReadableWidth);
      }
    }
  });
}

// Interface Builder's "Follow Readable Width": constraints to the view's horizontal margins use
// its readable content guide.
function readableWidthBox(store, parent, testid, name, checked) {
  const box = document.createElement("input");
  box.type = "checkbox";
  box.checked = checked;
  box.dataset.testid = testid;
  field(parent, "Follow Readable Width", box).addEventListener("change", () =>
    editShowingErrors(store, { op: "attributes", view: name, attributes: { followsReadableWidth: box.checked } }));
}

function section(pane, heading) {
  const element = document.createElement("div");
  element.className = "inspector-section";
  const h = document.createElement("h2");
  h.textContent = heading;
  element.appendChild(h);
  pane.appendChild(element);
  return element;
}

function field(parent, label, input) {
  const row = document.createElement("label");
  row.append(label, input);
  parent.appendChild(row);
  return input;
}

function numberInput(value, testid, step = 1) {
  const input = document.createElement("input");
  input.type = "number";
  input.step = step;
  input.value = value;
  if (testid) input.dataset.testid = testid;
  return input;
}

function renderView(store, pane, view) {
  const frame = section(pane, `${view.name} — frame`);
  const [x, y, w, h] = view.localFrame;
  const inputs = ["x", "y", "width", "height"].map((name, i) =>
    field(frame, name, numberInput([x, y, w, h][i], `frame-${name}`, 0.5)));
  for (const input of inputs) {
    input.addEventListener("change", () => {
      editShowingErrors(store, { op: "move", view: view.name, frame: inputs.map((i) => parseFloat(i.value)) });
    });
  }
  if (view.misplaced) {
    const [sx, sy, sw, sh] = view.solved;
    const [fx, fy, fw, fh] = view.frame;
    const note = document.createElement("p");
    note.className = "hint";
    note.textContent = `Misplaced: expected x ${sx - fx >= 0 ? "+" : ""}${round(sx - fx)}, y ${sy - fy >= 0 ? "+" : ""}${round(sy - fy)}, width ${round(sw - fw)}, height ${round(sh - fh)}`;
    frame.appendChild(note);
  }

  const list = section(pane, "Constraints");
  const filter = document.createElement("select");
  filter.dataset.testid = "constraint-filter";
  for (const option of ["All", "Horizontal", "Vertical", ...ATTRIBUTES.slice(0, 12)]) filter.add(new Option(option, option));
  filter.value = store.constraintFilter ?? "All";
  filter.addEventListener("change", () => { store.constraintFilter = filter.value; store.notify(); });
  list.appendChild(filter);
  const container = document.createElement("div");
  container.className = "constraint-list";
  const horizontal = new Set(["leading", "trailing", "left", "right", "width", "centerX", "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "centerXWithinMargins"]);
  for (const c of store.state.constraints) {
    const s = c.spec;
    const mine = [];
    if (s.firstItem === view.name) mine.push(s.firstAttribute);
    if (s.secondItem === view.name) mine.push(s.secondAttribute);
    if (mine.length === 0) continue;
    const f = filter.value;
    if (f === "Horizontal" && !mine.some((a) => horizontal.has(a))) continue;
    if (f === "Vertical" && !mine.some((a) => !horizontal.has(a))) continue;
    if (f !== "All" && f !== "Horizontal" && f !== "Vertical" && !mine.includes(f)) continue;
    const row = document.createElement("div");
    row.className = `outline-row ${s.priority < 1000 ? "optional" : "required"}`;
    row.textContent = c.description;
    row.dataset.constraint = c.id;
    row.addEventListener("click", () => store.selectConstraint(c.id));
    container.appendChild(row);
  }
  list.appendChild(container);

  const priorities = section(pane, "Content priorities");
  const hugging = [0, 1].map((i) => field(priorities, `Hugging ${i ? "vertical" : "horizontal"}`, numberInput(view.hugging[i], `hugging-${i}`)));
  const compression = [0, 1].map((i) => field(priorities, `Compression ${i ? "vertical" : "horizontal"}`, numberInput(view.compression[i], `compression-${i}`)));
  for (const input of [...hugging, ...compression]) {
    input.addEventListener("change", () => editShowingErrors(store, {
      op: "attributes", view: view.name,
      attributes: { hugging: hugging.map((i) => parseFloat(i.value)), compression: compression.map((i) => parseFloat(i.value)) },
    }));
  }

  const intrinsic = section(pane, "Intrinsic size (placeholder)");
  const size = view.intrinsicSize ?? [-1, -1];
  const sizes = [0, 1].map((i) => field(intrinsic, i ? "height" : "width", numberInput(size[i], `intrinsic-${i}`)));
  for (const input of sizes) {
    input.addEventListener("change", () => editShowingErrors(store, {
      op: "attributes", view: view.name, attributes: { intrinsicSize: sizes.map((i) => parseFloat(i.value)) },
    }));
  }

  const margins = section(pane, "Layout margins");
  const edges = ["top", "left", "bottom", "right"].map((name, i) => field(margins, name, numberInput(view.margins[i], `margin-${name}`)));
  for (const input of edges) {
    input.addEventListener("change", () => editShowingErrors(store, {
      op: "attributes", view: view.name, attributes: { margins: edges.map((i) => parseFloat(i.value)) },
    }));
  }
  readableWidthBox(store, margins, "follows-readable-width", view.name, view.followsReadableWidth);

  const attributes = section(pane, "Attributes");
  const hidden = document.createElement("input");
  hidden.type = "checkbox";
  hidden.checked = view.hidden;
  hidden.dataset.testid = "hidden";
  field(attributes, "Hidden", hidden).addEventListener("change", () =>
    editShowingErrors(store, { op: "attributes", view: view.name, attributes: { hidden: hidden.checked } }));
  const semantic = document.createElement("select");
  for (const name of ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]) semantic.add(new Option(name, name));
  semantic.value = view.semanticContent;
  semantic.dataset.testid = "semantic-content";
  field(attributes, "Semantic", semantic).addEventListener("change", () =>
    editShowingErrors(store, { op: "attributes", view: view.name, attributes: { semanticContent: semantic.value } }));
  if (view.kind === "label" || view.kind === "button") {
    const text = document.createElement("input");
    text.type = "text";
    text.value = view.text ?? "";
    field(attributes, view.kind === "label" ? "Text" : "Title", text).addEventListener("change", () =>
      editShowingErrors(store, { op: "attributes", view: view.name, attributes: { text: text.value } }));
  }
  if (view.stack) renderStack(store, pane, view);
}

// Interface Builder's Attributes inspector for a stack view: axis, alignment (named by the
// axis: top and bottom across a horizontal stack, leading and trailing across a vertical one),
// distribution, spacing, and the arrangement within the layout margins.
function renderStack(store, pane, view) {
  const box = section(pane, "Stack View");
  const stack = view.stack;
  const horizontal = stack.axis === "horizontal";
  const choose = (label, testid, options, value) => {
    const element = document.createElement("select");
    for (const [text, name] of options) element.add(new Option(text, name));
    element.value = value;
    element.dataset.testid = testid;
    return field(box, label, element);
  };
  const send = (change) => editShowingErrors(store, { op: "attributes", view: view.name, attributes: { stack: change } });
  choose("Axis", "stack-axis", [["Horizontal", "horizontal"], ["Vertical", "vertical"]], stack.axis)
    .addEventListener("change", (event) => send({ axis: event.target.value }));
  const alignments = horizontal
    ? [["Fill", "fill"], ["Top", "leading"], ["Center", "center"], ["Bottom", "trailing"],
      ["First Baseline", "firstBaseline"], ["Last Baseline", "lastBaseline"]]
    : [["Fill", "fill"], ["Leading", "leading"], ["Center", "center"], ["Trailing", "trailing"]];
  choose("Alignment", "stack-alignment", alignments, stack.alignment)
    .addEventListener("change", (event) => send({ alignment: event.target.value }));
  choose("Distribution", "stack-distribution", [["Fill", "fill"], ["Fill Equally", "fillEqually"],
    ["Fill Proportionally", "fillProportionally"], ["Equal Spacing", "equalSpacing"],
    ["Equal Centering", "equalCentering"]], stack.distribution)
    .addEventListener("change", (event) => send({ distribution: event.target.value }));
  const spacing = field(box, "Spacing", numberInput(stack.spacing, "stack-spacing", 0.5));
  spacing.addEventListener("change", () => send({ spacing: parseFloat(spacing.value) }));
  const relative = document.createElement("input");
  relative.type = "checkbox";
  relative.checked = stack.layoutMarginsRelative;
  relative.dataset.testid = "stack-margins-relative";
  field(box, "Layout Margins Relative Arrangement", relative)
    .addEventListener("change", () => send({ layoutMarginsRelative: relative.checked }));
}

function renderConstraint(store, pane, c) {
  const s = { ...c.spec };
  const names = ["root", "safeArea", ...store.state.views.map((v) => v.name)];
  const box = section(pane, c.description);
  const select = (options, value, testid) => {
    const element = document.createElement("select");
    for (const option of options) element.add(new Option(option, option));
    element.value = value ?? "";
    element.dataset.testid = testid;
    return element;
  };
  const firstItem = field(box, "First item", select(names, s.firstItem, "first-item"));
  const firstAttribute = field(box, "First attribute", select(ATTRIBUTES, s.firstAttribute, "first-attribute"));
  const relation = field(box, "Relation", select(["==", ">=", "<="], s.relation, "relation"));
  const secondItem = field(box, "Second item", select(["", ...names], s.secondItem ?? "", "second-item"));
  const secondAttribute = field(box, "Second attribute", select(["", ...ATTRIBUTES], s.secondAttribute ?? "", "second-attribute"));
  const constant = field(box, "Constant", numberInput(s.constant, "constant", 0.5));
  const priority = field(box, "Priority", numberInput(s.priority, "priority"));
  const multiplier = field(box, "Multiplier", numberInput(s.multiplier, "multiplier", 0.01));
  const identifier = document.createElement("input");
  identifier.type = "text";
  identifier.value = s.identifier ?? "";
  field(box, "Identifier", identifier);
  const placeholder = document.createElement("input");
  placeholder.type = "checkbox";
  placeholder.checked = s.placeholder;
  placeholder.dataset.testid = "placeholder";
  field(box, "Placeholder (remove at build time)", placeholder);
  const apply = () => {
    const spec = {
      firstItem: firstItem.value, firstAttribute: firstAttribute.value, relation: relation.value,
      multiplier: parseFloat(multiplier.value), constant: parseFloat(constant.value), priority: parseFloat(priority.value),
    };
    if (secondItem.value) {
      spec.secondItem = secondItem.value;
      spec.secondAttribute = secondAttribute.value || firstAttribute.value;
    }
    if (identifier.value) spec.identifier = identifier.value;
    spec.placeholder = placeholder.checked;
    editShowingErrors(store, { op: "constraint", id: c.id, spec });
  };
  for (const input of [firstItem, firstAttribute, relation, secondItem, secondAttribute, constant, priority, multiplier, identifier, placeholder]) {
    input.addEventListener("change", apply);
  }
  const actions = document.createElement("div");
  const swap = document.createElement("button");
  swap.textContent = "Swap First and Second Item";
  swap.dataset.testid = "swap";
  swap.addEventListener("click", () => editShowingErrors(store, { op: "swap", id: c.id }));
  const remove = document.createElement("button");
  remove.textContent = "Delete";
  remove.dataset.testid = "delete-constraint";
  remove.addEventListener("click", () => editShowingErrors(store, { op: "deleteConstraints", ids: [c.id] }));
  actions.append(swap, " ", remove);
  box.appendChild(actions);
  const origin = document.createElement("p");
  origin.className = "hint";
  origin.textContent = `Document line ${c.line}: ${c.lineText}` + (c.members > 1 ? ` (one of ${c.members}; editing writes the line as equations)` : "");
  box.appendChild(origin);
  if (c.broken) {
    const broken = document.createElement("p");
    broken.style.color = "#e5322d";
    broken.textContent = "Broken: this constraint cannot be satisfied together with the others of its conflict.";
    box.appendChild(broken);
  }
}

function round(value) { return Math.round(value * 100) / 100; }

// An edit from a field: a refusal is shown (and the fields re-drawn) by the store, never left as an
// unhandled rejection.
function editShowingErrors(store, edit) {
  return store.edit(edit).catch(() => {});
}
