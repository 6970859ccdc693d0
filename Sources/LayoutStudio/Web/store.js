// The page's state: the last state the server sent, the selection, and who to tell when either
// changes.

export class Store {
  constructor(connection) {
    this.connection = connection;
    this.state = null;
    this.selection = { views: [], constraint: null };
    this.listeners = [];
    this.zoom = 1;
  }

  subscribe(listener) { this.listeners.push(listener); }

  notify() { for (const listener of this.listeners) listener(this); }

  view(name) { return this.state?.views.find((v) => v.name === name) ?? null; }

  constraint(id) { return this.state?.constraints.find((c) => c.id === id) ?? null; }

  // Sends a message whose answer is a state; shows an error answer and keeps the state.
  async request(message) {
    try {
      // The page merges patches: after an edit the server sends only what changed.
      const answer = await this.connection.send({ ...message, patches: true });
      if (answer.type === "state") this.accept(answer);
      return answer;
    } catch (error) {
      showError(error);
      // A refused edit leaves nothing of itself: the fields show the state the server still has.
      if (message.type === "edit" && this.state) this.notify();
      throw error;
    }
  }

  accept(answer) {
    const state = answer.patch ? merged(this.state, answer) : answer;
    this.state = state;
    this.stateSerial = (this.stateSerial ?? 0) + 1;
    const names = new Set(state.views.map((v) => v.name));
    this.selection.views = this.selection.views.filter((n) => names.has(n));
    // A constraint's id is its place in the document: after an edit the same id may name another
    // constraint. The selection follows the constraint itself (its equation and holder) and is
    // dropped when it is gone, so Delete never reaches a constraint nobody selected.
    if (this.selection.constraint) {
      const identity = this.selectedIdentity;
      const same = (c) => `${c.holder}\n${c.equation}` === identity;
      const kept = state.constraints.find((c) => c.id === this.selection.constraint && same(c))
        ?? state.constraints.find(same);
      this.selection.constraint = kept?.id ?? null;
    }
    this.notify();
  }

  edit(edit) { return this.request({ type: "edit", edit }); }

  select(views, { add = false } = {}) {
    this.selection.constraint = null;
    if (add) {
      for (const name of views) {
        const index = this.selection.views.indexOf(name);
        if (index >= 0) this.selection.views.splice(index, 1);
        else this.selection.views.push(name);
      }
    } else {
      this.selection.views = [...views];
    }
    this.notify();
  }

  selectConstraint(id) {
    const constraint = this.constraint(id);
    this.selection.constraint = constraint ? id : null;
    this.selectedIdentity = constraint ? `${constraint.holder}\n${constraint.equation}` : null;
    this.selection.views = [];
    this.notify();
  }
}

// A full state from the last one and a patch: the views and constraints the patch holds replace
// those of the same name or id, the removed ones go, and the order is the patch's when it says.
function merged(last, patch) {
  const state = { ...patch };
  delete state.patch;
  for (const [field, key, removed, order] of [
    ["views", "name", "removedViews", "viewOrder"], ["constraints", "id", "removedConstraints", "constraintOrder"],
  ]) {
    const byKey = new Map(last[field].map((item) => [item[key], item]));
    for (const item of patch[field]) byKey.set(item[key], item);
    for (const gone of patch[removed] ?? []) byKey.delete(gone);
    state[field] = (patch[order] ?? last[field].map((item) => item[key])).map((k) => byKey.get(k));
    delete state[removed];
    delete state[order];
  }
  // The text fields: runs of the last text's lines ([start, count]) and new lines.
  for (const field of ["document", "svg"]) {
    const runs = patch[`${field}Lines`];
    if (!runs) continue;
    const old = last[field].split("\n");
    const lines = [];
    for (const part of runs) {
      if (typeof part === "string") lines.push(part);
      else for (let k = part[0]; k < part[0] + part[1]; k += 1) lines.push(old[k]);
    }
    state[field] = lines.join("\n");
    delete state[`${field}Lines`];
  }
  return state;
}

// Shows a server error (message and hint) for a few seconds.
export function showError(error) {
  const box = document.getElementById("error");
  box.textContent = (error.message ?? String(error)) + (error.hint ? `\nhint: ${error.hint}` : "");
  box.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => { box.hidden = true; }, 6000);
}
