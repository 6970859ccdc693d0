// Patching in place: a list of elements, each given as one line of markup, made to match a new
// list by keeping the elements whose line did not change. The page's canvas and outline redraw
// this way, so an edit touches only what it changed (the browser styles and lays out only that).

const SVG = "http://www.w3.org/2000/svg";

// Text for a line of markup: `&`, `<`, `>` and both quotes escaped (text or attribute value).
export function escapeMarkup(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

// Makes `parent`'s elements those of `lines`, in order: an element whose line was drawn before
// is kept, the others are made from their lines in one parse, those no line asks for go.
// Returns the elements in the order of `lines`.
export function reconcile(parent, oldLines, oldNodes, lines) {
  const spare = new Map();
  oldLines.forEach((line, k) => {
    if (!oldNodes[k]) return;
    if (!spare.has(line)) spare.set(line, []);
    spare.get(line).push(oldNodes[k]);
  });
  const result = new Array(lines.length);
  const missing = [];
  lines.forEach((line, k) => {
    const kept = spare.get(line)?.pop();
    if (kept) result[k] = kept;
    else missing.push(k);
  });
  if (missing.length > 0) {
    const holder = parent.namespaceURI === SVG ? document.createElementNS(SVG, "svg") : document.createElement("div");
    holder.innerHTML = missing.map((k) => lines[k]).join("");
    const made = [...holder.children];
    missing.forEach((k, n) => { result[k] = made[n]; });
  }
  for (const unused of spare.values()) for (const node of unused) node.remove();
  // In order, touching only what is out of place.
  let wanted = parent.firstElementChild;
  for (const node of result) {
    if (node !== wanted) parent.insertBefore(node, wanted);
    else wanted = wanted.nextElementSibling;
  }
  return result;
}
