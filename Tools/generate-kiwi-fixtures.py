#!/usr/bin/env python3
"""Generate solver fixtures with kiwi (the `kiwisolver` package from PyPI) as the reference.

    pip install kiwisolver==1.5.1
    python3 Tools/generate-kiwi-fixtures.py > Tests/CassowaryTests/Fixtures/kiwi-fixtures.json

Random small systems (seeded, so the output is byte-identical on every run) whose priorities are
far enough apart (required, 999, 750, 250) that kiwi's weighted sum and Apple's strict order give
the same optimum. A system is kept only when its optimum is unique: kiwi solves it a second time
with the constraints in reverse order, and again with a vanishingly weak pull on each variable
up and down, and must give the same values every time. Required constraints that
kiwi rejects as unsatisfiable are recorded; the Swift test expects the same constraints to throw.
The fixtures are data: regenerate them, never edit them by hand.
"""

import json
import random
import sys

import kiwisolver as kiwi

PRIORITIES = [1000, 1000, 1000, 750, 250]
EDIT_PRIORITY = 999
TOL = 1e-6


def weight(p):
    return kiwi.strength.required if p >= 1000 else 10 ** (9.0 * p / 1000.0)


def solve(system, order, pull=None):
    """Solves in `order`; `pull = (variable, target)` adds a vanishingly weak `x == target`, which
    moves the solution only if the optimum is not unique."""
    names = system["variables"]
    vs = [kiwi.Variable(n) for n in names]
    s = kiwi.Solver()
    for e in system["edits"]:
        s.addEditVariable(vs[e["variable"]], weight(e["priority"]))
        s.suggestValue(vs[e["variable"]], e["values"][0])
    rejected = []
    for i in order:
        c = system["constraints"][i]
        expr = sum((coef * vs[v] for coef, v in c["terms"]), c["constant"])
        if c["op"] == "==":
            k = expr == 0
        elif c["op"] == "<=":
            k = expr <= 0
        else:
            k = expr >= 0
        try:
            s.addConstraint(k | weight(c["priority"]))
        except kiwi.UnsatisfiableConstraint:
            rejected.append(i)
    if pull is not None:
        s.addConstraint((vs[pull[0]] == pull[1]) | 1e-6)
    s.updateVariables()
    out = {"rejected": sorted(rejected), "initial": [v.value() for v in vs], "steps": []}
    steps = len(system["edits"][0]["values"]) if system["edits"] else 0
    for k in range(1, steps):
        for e in system["edits"]:
            s.suggestValue(vs[e["variable"]], e["values"][k])
        s.updateVariables()
        out["steps"].append([v.value() for v in vs])
    return out


def solve_isolated(system, order, pull=None):
    """Runs `solve` in a child process: kiwi aborts the process on some edit sequences
    ("Dual optimize failed"); such systems are skipped."""
    import os
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            data = json.dumps(solve(system, order, pull)).encode()
        except Exception:
            data = b"null"
        with os.fdopen(write, "wb") as f:
            f.write(data)
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        data = f.read()
    os.waitpid(pid, 0)
    return json.loads(data) if data else None


def same(a, b):
    if a["rejected"] != b["rejected"]:
        return False
    rows_a = [a["initial"]] + a["steps"]
    rows_b = [b["initial"]] + b["steps"]
    return all(abs(x - y) <= TOL * max(1.0, abs(x)) for ra, rb in zip(rows_a, rows_b) for x, y in zip(ra, rb))


def random_system(rng, index):
    n = rng.randint(2, 6)
    variables = ["x%d" % i for i in range(n)]
    constraints = []
    # Anchor every variable loosely so that the optimum is bounded and usually unique.
    for v in range(n):
        constraints.append({"terms": [[1, v]], "constant": -rng.randint(-50, 150), "op": "==", "priority": 250})
    for _ in range(rng.randint(2, 2 * n + 2)):
        k = rng.randint(1, min(3, n))
        picked = rng.sample(range(n), k)
        terms = [[rng.choice([1, -1, 2, -2, 0.5, -0.5, 3]), v] for v in picked]
        constraints.append({
            "terms": terms,
            "constant": rng.randint(-100, 100),
            "op": rng.choice(["==", "<=", ">=", ">="]),
            "priority": rng.choice(PRIORITIES),
        })
    rng.shuffle(constraints)
    edits = []
    if rng.random() < 0.6:
        v = rng.randrange(n)
        start = rng.randint(0, 100)
        edits.append({"variable": v, "priority": EDIT_PRIORITY,
                      "values": [start + rng.randint(-60, 60) for _ in range(4)]})
    return {"name": "random-%03d" % index, "variables": variables, "constraints": constraints, "edits": edits}


def main():
    rng = random.Random(20261121)
    systems = []
    index = 0
    while len(systems) < 120:
        system = random_system(rng, index)
        index += 1
        order = list(range(len(system["constraints"])))
        forward = solve_isolated(system, order)
        backward = solve_isolated(system, list(reversed(order)))
        if forward is None or backward is None:
            continue
        # Rejections depend on the order; uniqueness is judged on the values only when both
        # orders keep the same constraints.
        if not same(forward, backward):
            continue
        pulled = [solve_isolated(system, order, (v, t))
                  for v in range(len(system["variables"])) for t in (1e6, -1e6)]
        if any(p is None or not same(forward, p) for p in pulled):
            continue
        system["expected"] = forward
        systems.append(system)
    json.dump({"generator": "Tools/generate-kiwi-fixtures.py", "kiwisolver": kiwi.__version__,
               "systems": systems}, sys.stdout, indent=None, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
