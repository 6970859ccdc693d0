#!/usr/bin/env python3
"""Turns the JSON lines of Scripts/bench-vs-kiwi.sh into a Markdown table with ratios ours/kiwi."""
import json
import sys
from collections import defaultdict


def main(path):
    rows = defaultdict(dict)
    documents = defaultdict(list)
    for line in open(path):
        line = line.strip()
        if not line:
            continue
        d = json.loads(line)
        if "document" in d:
            documents[(d["workload"], int(d["size"]))].append(d)
            continue
        solver = {"swift-autolayout": "ours", "kiwi-cpp": "kiwi", "direct": "direct",
                  "baseline": "baseline"}.get(d["solver"], d["solver"])
        rows[(d["workload"], int(d["size"]))][solver] = d
    order = ["chain", "grid", "feed", "nested", "priorities"]
    has_baseline = any("baseline" in r for r in rows.values())
    extra = " build ours/baseline | edit ours/baseline |" if has_baseline else ""
    print("| workload | size | views | ours build ms | kiwi build ms | build ours/kiwi | ours µs/view (build) "
          "| ours edit µs | kiwi edit µs | edit ours/kiwi | direct µs | edit ours/direct | checksums |" + extra)
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|" + ("---:|---:|" if has_baseline else ""))
    for key in sorted(rows, key=lambda k: (order.index(k[0]) if k[0] in order else 99, k[1])):
        r = rows[key]
        ours, kiwi, direct = r.get("ours"), r.get("kiwi"), r.get("direct")
        if not ours:
            continue
        views = ours["views"]
        cells = [key[0], str(key[1]), str(views), "%.3f" % ours["build_ms"]]
        if kiwi and "build_ms" in kiwi:
            cells += ["%.3f" % kiwi["build_ms"], "%.3f" % (ours["build_ms"] / kiwi["build_ms"])]
        elif kiwi:
            cells += [">%ss (timeout)" % kiwi["timeout_s"], "–"]
        else:
            cells += ["not run", "–"]
        cells.append("%.3f" % (ours["build_ms"] * 1000.0 / views))
        cells.append("%.2f" % ours["edit_step_us"])
        if kiwi and "edit_step_us" in kiwi:
            cells += ["%.2f" % kiwi["edit_step_us"], "%.3f" % (ours["edit_step_us"] / kiwi["edit_step_us"])]
        else:
            cells += ["–", "–"]
        if direct and direct.get("relayout_us"):
            cells += ["%.3f" % direct["relayout_us"], "%.1f" % (ours["edit_step_us"] / direct["relayout_us"])]
        else:
            cells += ["–", "–"]
        ok = []
        for other in (kiwi, direct):
            if other and "checksum_initial" in other:
                same = all(abs(ours[f] - other[f]) <= 1e-9 * max(1.0, abs(other[f])) * 100
                           for f in ("checksum_initial", "checksum_final"))
                ok.append(("=" if same else "≠") + ("kiwi" if other is kiwi else "direct"))
        cells.append(" ".join(ok) or "–")
        if has_baseline:
            base = r.get("baseline")
            if base:
                cells += ["%.3f" % (ours["build_ms"] / base["build_ms"]),
                          "%.3f" % (ours["edit_step_us"] / base["edit_step_us"])]
            else:
                cells += ["–", "–"]
        print("| " + " | ".join(cells) + " |")
    if documents:
        api_table(rows, documents)


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def api_table(rows, documents):
    """The same systems through the view layer: a layout document (Scripts/gen-scale-documents.py)
    built with `autolayout solve --bench`, beside the raw solver's build of the kit workload and
    of the very system the document's first layout gave the engine's solver."""
    print()
    print("| workload | size | views | raw build ms | document read ms | views + constraints ms "
          "| first layout ms | first layout / raw build | whole scene / raw build "
          "| same-system constraints | same-system make + build ms | first layout / same-system make + build "
          "| same-system make + build + first read ms | first layout / same-system make + build + read "
          "| raw edit µs | first relayout ms | relayout µs | relayout / raw edit "
          "| same-system edit µs | relayout / same-system edit |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key in sorted(documents):
        runs = documents[key]
        read = median([d["read_ms"] for d in runs])
        scene = median([d["scene_ms"] for d in runs])
        layout = median([d["first_layout_ms"] for d in runs])
        ours = rows.get(key, {}).get("ours")
        raw = ours["build_ms"] if ours else None
        cells = [key[0], str(key[1]), str(runs[0]["views"]),
                 "%.3f" % raw if raw else "–", "%.3f" % read, "%.3f" % (scene - layout), "%.3f" % layout,
                 "%.2f" % (layout / raw) if raw else "–", "%.2f" % (scene / raw) if raw else "–"]
        # The raw solver's build of the system the first layout handed the engine's solver (the
        # document's own system, which for stacks and margins is larger than the kit workload's).
        if "same_system_build_ms" in runs[0]:
            same = median([d["same_system_make_ms"] + d["same_system_build_ms"] for d in runs])
            cells += [str(runs[0]["same_system_constraints"]), "%.3f" % same, "%.2f" % (layout / same)]
            # With the first read of the values, which the first layout makes too.
            if "same_system_read_ms" in runs[0]:
                whole = median([d["same_system_make_ms"] + d["same_system_build_ms"] + d["same_system_read_ms"]
                                for d in runs])
                cells += ["%.3f" % whole, "%.2f" % (layout / whole)]
            else:
                cells += ["–", "–"]
        else:
            cells += ["–"] * 5
        # One point of window width and a layout pass, against the raw solver's edit step (the
        # kit's edit variable is the container's width too).
        edit = ours["edit_step_us"] if ours else None
        if "relayout_ms" in runs[0]:
            first = median([d["first_relayout_ms"] for d in runs])
            relayout = median([d["relayout_ms"] for d in runs]) * 1000.0
            cells += ["%.2f" % edit if edit else "–", "%.3f" % first, "%.2f" % relayout,
                      "%.1f" % (relayout / edit) if edit else "–"]
            # The same resize on the raw solver given the document's own system.
            if "same_system_edit_us" in runs[0]:
                raw_edit = median([d["same_system_edit_us"] for d in runs])
                cells += ["%.2f" % raw_edit, "%.1f" % (relayout / raw_edit) if raw_edit else "–"]
            else:
                cells += ["–", "–"]
        else:
            cells += ["–"] * 6
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
