// The studio page: connects to the server, opens a file, and wires the toolbar, the canvas, the
// outline, the inspectors and the popovers to one store.

import { Connection } from "./connection.js";
import { Store, showError } from "./store.js";
import { setUpCanvas } from "./canvas.js";
import { setUpOutline } from "./outline.js";
import { setUpInspector } from "./inspector.js";
import { openAlign, openPin, openResolve } from "./popovers.js";
import { setUpLibrary } from "./library.js";

// The run's token, from the address the studio printed: the server refuses the WebSocket without it.
const token = new URLSearchParams(location.search).get("token") ?? "";
const connection = new Connection(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
const store = new Store(connection);
window.studio = store; // for tests and the console: the last state and the selection

// A stopped server is said at once, and edits are blocked (they could not be saved).
connection.onClose = () => {
  const banner = document.getElementById("banner");
  const sentence = (text) => text[0].toUpperCase() + text.slice(1) + ".";
  banner.textContent = `${sentence(Connection.lost.message)} ${sentence(Connection.lost.hint)}`;
  banner.hidden = false;
  document.body.dataset.offline = "true";
};

// Leaving the page with unsaved edits asks first.
window.addEventListener("beforeunload", (event) => {
  if (!store.state?.dirty) return;
  event.preventDefault();
  // Older engines show the dialog only for a non-empty return value (its text is not shown).
  event.returnValue = "unsaved changes";
  return event.returnValue;
});

setUpCanvas(store);
setUpOutline(store);
setUpInspector(store);
setUpToolbar(store);
setUpLibrary(store);
start();

async function start() {
  const files = await connection.send({ type: "files" });
  const select = document.getElementById("file-select");
  for (const file of files.files) select.add(new Option(file, file));
  const wanted = new URLSearchParams(location.search).get("file") ?? files.files[0];
  if (wanted) {
    select.value = wanted;
    await store.request({ type: "open", path: wanted }).catch(() => {});
  }
  const showURL = (path) =>
    history.replaceState(null, "", `?token=${encodeURIComponent(token)}&file=${encodeURIComponent(path)}`);
  select.addEventListener("change", async () => {
    const shown = store.state?.path;
    // Unsaved edits are not dropped without asking; a file that does not open leaves the menu and
    // the address on the document still shown.
    if (store.state?.dirty && !confirm(`${shown} has unsaved changes. Discard them and open ${select.value}?`)) {
      select.value = shown;
      return;
    }
    store.selection = { views: [], constraint: null };
    try {
      await store.request({ type: "open", path: select.value });
      showURL(select.value);
    } catch {
      if (shown) select.value = shown;
    }
  });
  // A storyboard's scenes: the menu opens another (asking first about unsaved edits).
  const scenes = document.getElementById("scene-select");
  scenes.addEventListener("change", async () => {
    const shown = store.state?.scene;
    if (store.state?.dirty && !confirm(`${store.state.path} has unsaved changes. Discard them and show another scene?`)) {
      scenes.value = shown;
      return;
    }
    store.selection = { views: [], constraint: null };
    try {
      await store.request({ type: "open", path: store.state.path, scene: scenes.value });
    } catch {
      if (shown) scenes.value = shown;
    }
  });
  const showScenes = () => {
    const list = store.state?.scenes ?? [];
    scenes.hidden = list.length < 2;
    const ids = list.map((s) => s.id).join();
    if (scenes.dataset.ids !== ids) {
      scenes.innerHTML = "";
      for (const choice of list) scenes.add(new Option(choice.title, choice.id));
      scenes.dataset.ids = ids;
    }
    if (store.state?.scene) scenes.value = store.state.scene;
  };
  store.subscribe(showScenes);
  showScenes();
  document.body.dataset.ready = "true";
}

function setUpToolbar(store) {
  const device = document.getElementById("device-select");
  const rtl = document.getElementById("rtl-toggle");
  const contentSize = document.getElementById("content-size-select");
  const sizeClass = document.getElementById("size-class-select");
  const viewAs = () => store.request({
    type: "viewAs", device: device.value, rtl: rtl.checked, contentSize: contentSize.value,
    sizeClass: sizeClass.value ? sizeClass.value.split(",") : [],
  }).catch(() => {});
  for (const control of [device, rtl, contentSize, sizeClass]) control.addEventListener("change", viewAs);
  const click = (id, action) => document.getElementById(id).addEventListener("click", action);
  click("undo-button", () => store.request({ type: "undo" }).catch(() => {}));
  click("redo-button", () => store.request({ type: "redo" }).catch(() => {}));
  click("save-button", () => store.request({ type: "save" }).catch(() => {}));
  click("export-button", () => store.request({ type: "export" }).catch(() => {}));
  click("zoom-in", () => { store.zoom = Math.min(4, store.zoom * 1.25); store.notify(); });
  click("zoom-out", () => { store.zoom = Math.max(0.25, store.zoom / 1.25); store.notify(); });
  click("pin-button", (event) => openPin(store, event.currentTarget));
  click("align-button", (event) => openAlign(store, event.currentTarget));
  click("resolve-button", (event) => openResolve(store, event.currentTarget));
  click("update-frames-button", () => {
    const edit = { op: "resolve", operation: "updateFrames" };
    if (store.selection.views.length > 0) edit.views = store.selection.views;
    store.edit(edit).catch(() => {});
  });
  click("stack-button", () => {
    if (store.selection.views.length === 0) return showError({ message: "Embed in Stack: select the views first" });
    store.edit({ op: "embed", views: store.selection.views }).catch(() => {});
  });
  click("unembed-button", () => {
    const stack = store.selection.views.find((name) => store.view(name)?.kind === "stack");
    if (!stack) return showError({ message: "Unembed: select a stack view" });
    store.edit({ op: "unembed", view: stack }).catch(() => {});
  });
  document.addEventListener("keydown", (event) => {
    if (event.target.matches("input, select, textarea")) return;
    const command = event.ctrlKey || event.metaKey;
    if (command && event.key.toLowerCase() === "z") {
      event.preventDefault();
      store.request({ type: event.shiftKey ? "redo" : "undo" }).catch(() => {});
    } else if (command && event.key.toLowerCase() === "s") {
      event.preventDefault();
      store.request({ type: "save" }).catch(() => {});
    } else if ((event.key === "Delete" || event.key === "Backspace") && store.selection.constraint) {
      // Only the selection goes, and nothing is selected afterwards (as in Interface Builder).
      const id = store.selection.constraint;
      store.selection.constraint = null;
      store.selectedIdentity = null;
      store.edit({ op: "deleteConstraints", ids: [id] }).catch(() => {});
    } else if ((event.key === "Delete" || event.key === "Backspace") && store.selection.views.length > 0) {
      // Selected views go with what is inside them and every constraint that names them.
      const views = store.selection.views.filter((name) => name !== "root");
      if (views.length === 0) return;
      store.selection.views = [];
      store.edit({ op: "deleteViews", views }).catch(() => {});
    }
  });
  store.subscribe(() => {
    const state = store.state;
    if (device.options.length === 0) {
      device.add(new Option("Document's canvas", ""));
      for (const name of state.devices) device.add(new Option(name, name));
      for (const name of state.contentSizes) contentSize.add(new Option(name, name));
    }
    contentSize.value = state.canvas.contentSize;
    rtl.checked = state.canvas.rtl;
    document.getElementById("undo-button").disabled = !state.undo;
    document.getElementById("undo-button").title = state.undo ? `Undo ${state.undo}` : "Nothing to undo";
    document.getElementById("redo-button").disabled = !state.redo;
    document.getElementById("redo-button").title = state.redo ? `Redo ${state.redo}` : "Nothing to redo";
    document.getElementById("save-button").textContent = state.dirty ? "Save •" : "Save";
    // An Interface Builder file saves into itself; Export writes its layout document beside it.
    document.getElementById("export-button").hidden = !(state.scenes?.length > 0);
    document.getElementById("zoom-label").textContent = `${Math.round(store.zoom * 100)}%`;
    document.getElementById("status").textContent =
      `${state.path} · ${state.canvas.width}×${state.canvas.height}${state.canvas.device ? " " + state.canvas.device : ""} · ${state.canvas.horizontalSizeClass[0]}×${state.canvas.verticalSizeClass[0]} · ${state.views.length} views · ${state.constraints.length} constraints · ${state.milliseconds} ms`;
    const note = document.getElementById("note");
    note.hidden = !state.note && !state.saved;
    note.textContent = [state.saved, state.note].filter(Boolean).join(" — ");
  });
}
