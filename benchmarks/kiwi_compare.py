#!/usr/bin/env python3
"""Side-by-side timing of LayoutLab's Cassowary solver and kiwisolver (kiwi C++ + binding).

Runs the same workloads as `layoutlab-bench solver` — kiwi's enaml-like system (exported by
`layoutlab-bench solver export-enaml`, so both sides build exactly the same 111 constraints),
chains and independent groups — and prints CPU-time medians and the swift/kiwi ratio.
Repetitions are interleaved (swift, kiwi, swift, kiwi, …) so machine load hits both alike.

Usage: kiwi_compare.py BENCH_BINARY [--repetitions 3]
"""
import json
import statistics
import subprocess
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

# kiwi's own strengths for the enaml benchmark (benchmarks/enaml_like_benchmark.py).
STRENGTHS = {
    "required": strength.required,
    "strong": strength.strong,
    "smedium": strength.create(0, 100, 0),
    "mmedium": strength.create(0, 1, 0, 1.25),
    "medium": strength.medium,
    "weak": strength.weak,
}
SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


def cpu_median(body, samples, prepare=None):
    body()  # warm-up
    times = []
    for _ in range(samples):
        if prepare:
            prepare()
        start = time.process_time()
        body()
        times.append(time.process_time() - start)
    return statistics.median(times)


def relation(expr, rel):
    if rel == "==":
        return expr == 0
    if rel == "<=":
        return expr <= 0
    return expr >= 0


def enaml_build(data):
    variables = [Variable(name) for name in data["names"]]
    solver = Solver()
    solver.addEditVariable(variables[0], "strong")
    solver.addEditVariable(variables[1], "strong")
    for row in data["rows"]:
        expr = sum((variables[i] * c for i, c in row["terms"]), row["constant"])
        solver.addConstraint(relation(expr, row["relation"]) | STRENGTHS[row["strength"]])
    return solver, variables


def kiwi_enaml(data, iterations):
    build = cpu_median(lambda: enaml_build(data), 31)
    solver, variables = enaml_build(data)
    width, height = variables[0], variables[1]

    def alternating():
        for index in range(iterations):
            w, h = SIZES[index % len(SIZES)]
            solver.suggestValue(width, w)
            solver.suggestValue(height, h)
            solver.updateVariables()
            for v in variables:
                v.value()

    per_call = cpu_median(alternating, 5) / iterations
    return {"enaml build (ms)": build * 1e3, "enaml suggest+update+read, alternating (µs)": per_call * 1e6}


def kiwi_chain(n):
    def build():
        solver = Solver()
        previous = None
        for _ in range(n):
            x, y, w, h = Variable(), Variable(), Variable(), Variable()
            if previous is None:
                solver.addConstraint(x == 0)
            else:
                solver.addConstraint(x == previous[0] + previous[2] + 8)
            solver.addConstraint(y == 0)
            solver.addConstraint(w == 40)
            solver.addConstraint(h >= 20)
            solver.addConstraint((h == 0) | "weak")
            previous = (x, y, w, h)
        solver.updateVariables()
    return cpu_median(build, 3 if n >= 2000 else 5)


def kiwi_independent(n):
    def build():
        solver = Solver()
        for index in range(n):
            x, y, w, h = Variable(), Variable(), Variable(), Variable()
            solver.addConstraint(x == (index % 10) * 40)
            solver.addConstraint(y == (index // 10) * 30)
            solver.addConstraint(w == 40)
            solver.addConstraint(h == 20)
        solver.updateVariables()
    return cpu_median(build, 3 if n >= 8000 else 5)


def swift_rows(bench, args):
    out = subprocess.run([bench, "solver", *args], check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def main():
    bench = sys.argv[1]
    repetitions = int(sys.argv[sys.argv.index("--repetitions") + 1]) if "--repetitions" in sys.argv else 3
    data = json.loads(subprocess.run([bench, "solver", "export-enaml"], check=True, capture_output=True, text=True).stdout)
    chain_sizes, independent_sizes = [1000, 2000], [1000, 8000]
    swift, kiwi = {}, {}

    def add(table, key, value):
        table.setdefault(key, []).append(value)

    for _ in range(repetitions):
        for row in swift_rows(bench, ["enaml"]):
            add(swift, "enaml build (ms)", row["build_cpu_ms_median"])
            add(swift, "enaml suggest+update+read, alternating (µs)", row["suggest_update_alternating_read_cpu_us_median"])
        for key, value in kiwi_enaml(data, 20_000).items():
            add(kiwi, key, value)
        for n in chain_sizes:
            add(swift, f"chain {n} build (ms)", swift_rows(bench, ["chain", str(n)])[0]["build_cpu_ms_median"])
            add(kiwi, f"chain {n} build (ms)", kiwi_chain(n) * 1e3)
        for n in independent_sizes:
            add(swift, f"independent {n} build (ms)", swift_rows(bench, ["independent", str(n)])[0]["build_cpu_ms_median"])
            add(kiwi, f"independent {n} build (ms)", kiwi_independent(n) * 1e3)

    print(f"kiwisolver {kiwisolver.__version__}; CPU-time medians of {repetitions} interleaved repetitions")
    print(f"{'workload':48} {'swift':>10} {'kiwi':>10} {'swift/kiwi':>10}")
    for key in swift:
        s, k = statistics.median(swift[key]), statistics.median(kiwi[key])
        print(f"{key:48} {s:10.3f} {k:10.3f} {s / k:10.3f}")


if __name__ == "__main__":
    main()
