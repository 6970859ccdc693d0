// The menu at the end of a control-drag: the relations Interface Builder offers for the two
// items and the drag's direction. Shift keeps the menu open to pick several; Option shows the
// other of edge and margin.

import { showError } from "./store.js";

export async function showDragMenu(store, drag, clientX, clientY) {
  let answer;
  try {
    answer = await store.connection.send({ type: "menu", ...drag });
  } catch (error) {
    showError(error);
    return;
  }
  const menu = document.getElementById("drag-menu");
  menu.innerHTML = "";
  const chosen = new Set();
  let alternate = false;
  const title = document.createElement("div");
  title.className = "title";
  title.textContent = answer.from === answer.to ? answer.from : `${answer.from} → ${answer.to}`;
  menu.appendChild(title);
  const items = [];
  for (const entry of answer.entries) {
    const item = document.createElement("div");
    item.className = "item";
    item.textContent = entry.title;
    item.dataset.kind = entry.kind;
    item.dataset.testid = "drag-menu-item";
    item.addEventListener("click", (event) => {
      if (event.shiftKey) {
        if (chosen.has(entry.kind)) chosen.delete(entry.kind); else chosen.add(entry.kind);
        item.classList.toggle("checked", chosen.has(entry.kind));
        add.hidden = chosen.size === 0;
        return;
      }
      close();
      const kinds = chosen.size > 0 ? [...chosen, ...(chosen.has(entry.kind) ? [] : [entry.kind])] : [entry.kind];
      store.edit({ op: "controlDrag", from: answer.from, to: answer.to, kinds, alternate: event.altKey || alternate }).catch(() => {});
    });
    items.push({ item, entry });
    menu.appendChild(item);
  }
  const add = document.createElement("div");
  add.className = "item";
  add.textContent = "Add Constraints";
  add.hidden = true;
  add.addEventListener("click", () => {
    close();
    store.edit({ op: "controlDrag", from: answer.from, to: answer.to, kinds: [...chosen], alternate }).catch(() => {});
  });
  menu.appendChild(add);
  menu.style.left = `${clientX + 4}px`;
  menu.style.top = `${clientY + 4}px`;
  menu.hidden = false;
  // Kept on screen: beside the pointer, moved in where it would leave the window.
  const box = menu.getBoundingClientRect();
  menu.style.left = `${Math.max(4, Math.min(clientX + 4, window.innerWidth - box.width - 4))}px`;
  menu.style.top = `${Math.max(4, Math.min(clientY + 4, window.innerHeight - box.height - 4))}px`;
  const onKey = (event) => {
    if (event.key === "Escape") close();
    if (event.key === "Alt") {
      alternate = event.type === "keydown";
      for (const { item, entry } of items) item.textContent = alternate && entry.alternateTitle ? entry.alternateTitle : entry.title;
    }
  };
  const onOutside = (event) => { if (!menu.contains(event.target)) close(); };
  function close() {
    menu.hidden = true;
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("keyup", onKey);
    document.removeEventListener("pointerdown", onOutside, true);
  }
  document.addEventListener("keydown", onKey);
  document.addEventListener("keyup", onKey);
  setTimeout(() => document.addEventListener("pointerdown", onOutside, true), 0);
}
