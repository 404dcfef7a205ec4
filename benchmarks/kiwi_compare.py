#!/usr/bin/env python3
"""Side-by-side timing of LayoutLab's Cassowary solver, kiwi C++ and kiwisolver's Python binding.

Runs the same workloads as `layoutlab-bench solver` — kiwi's enaml-like system (exported by
`layoutlab-bench solver export-enaml`, so both sides build exactly the same 111 constraints),
chains and independent groups — and prints CPU-time medians and the swift/kiwi ratios. kiwi C++ is compiled here from the
header-only solver in kiwisolver's source distribution (downloaded once into .build/kiwi).
Repetitions are interleaved (swift, kiwi, swift, kiwi, …) so machine load hits both alike.

Usage: kiwi_compare.py BENCH_BINARY [--repetitions 3]
"""
import json
import os
import statistics
import subprocess
import sys
import tarfile

KIWI_VERSION = "1.5.1"
try:  # the Python binding is an extra column; kiwi C++ is what the targets are measured against
    import kiwisolver
    from kiwisolver import Solver, Variable, strength
except ImportError:
    kiwisolver = None

# kiwi's own strengths for the enaml benchmark (benchmarks/enaml_like_benchmark.py).
STRENGTHS = {
    "required": strength.required,
    "strong": strength.strong,
    "smedium": strength.create(0, 100, 0),
    "mmedium": strength.create(0, 1, 0, 1.25),
    "medium": strength.medium,
    "weak": strength.weak,
} if kiwisolver else {}
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


def kiwi_sources(cache):
    """kiwi's header-only C++ solver from kiwisolver's source distribution on PyPI."""
    root = os.path.join(cache, f"kiwisolver-{KIWI_VERSION}")
    if os.path.exists(os.path.join(root, "kiwi", "solver.h")):
        return root
    os.makedirs(cache, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
                    f"kiwisolver=={KIWI_VERSION}", "-d", cache], check=True)
    with tarfile.open(os.path.join(cache, f"kiwisolver-{KIWI_VERSION}.tar.gz")) as archive:
        archive.extractall(cache, filter="data")
    return root


def kiwi_cpp_binary(cache):
    """Compiles benchmarks/kiwi_cpp_bench.cpp against kiwi's headers, as kiwi's own benchmark builds."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwi_cpp_bench.cpp")
    binary = os.path.join(cache, "kiwi_cpp_bench")
    compiler = os.environ.get("CXX", "g++")
    subprocess.run([compiler, "-O2", "-std=c++17", "-DNDEBUG", "-I", kiwi_sources(cache), source, "-o", binary],
                   check=True)
    return binary


def enaml_lines(data):
    """The exported enaml system in kiwi_cpp_bench's line format."""
    lines = ["names %d %s" % (len(data["names"]), " ".join(data["names"]))]
    for row in data["rows"]:
        terms = " ".join(f"{index} {coefficient!r}" for index, coefficient in row["terms"])
        lines.append(f"row {row['strength']} {row['relation']} {row['constant']!r} {len(row['terms'])} {terms}")
    return "\n".join(lines) + "\n"


def cpp_row(binary, args, stdin=None):
    out = subprocess.run([binary, *args], check=True, capture_output=True, text=True, input=stdin).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    bench = sys.argv[1]
    repetitions = int(sys.argv[sys.argv.index("--repetitions") + 1]) if "--repetitions" in sys.argv else 3
    cache = os.environ.get("KIWI_CACHE", os.path.join(".build", "kiwi"))
    cpp = kiwi_cpp_binary(cache)
    data = json.loads(subprocess.run([bench, "solver", "export-enaml"], check=True, capture_output=True, text=True).stdout)
    enaml_input = enaml_lines(data)
    chain_sizes, independent_sizes = [1000, 2000], [1000, 8000]
    swift, kiwi_cpp, kiwi_py = {}, {}, {}

    def add(table, key, value):
        table.setdefault(key, []).append(value)

    for _ in range(repetitions):
        for row in swift_rows(bench, ["enaml"]):
            if not row["values_match_kiwi"]:
                sys.exit("layoutlab's enaml solution does not match kiwi's values")
            add(swift, "enaml build (ms)", row["build_cpu_ms_median"])
            add(swift, "enaml suggest+update+read, alternating (µs)", row["suggest_update_alternating_read_cpu_us_median"])
        row = cpp_row(cpp, ["enaml"], enaml_input)
        if abs(row["contents_right"] - 390) > 1e-6 or abs(row["fl1width"] - 303) > 1e-6:
            sys.exit(f"kiwi C++'s enaml solution is not kiwi's published one: {row}")
        add(kiwi_cpp, "enaml build (ms)", row["build_cpu_ms_median"])
        add(kiwi_cpp, "enaml suggest+update+read, alternating (µs)", row["suggest_update_alternating_read_cpu_us_median"])
        if kiwisolver:
            for key, value in kiwi_enaml(data, 20_000).items():
                add(kiwi_py, key, value)
        for n in chain_sizes:
            key = f"chain {n} build (ms)"
            add(swift, key, swift_rows(bench, ["chain", str(n)])[0]["build_cpu_ms_median"])
            add(kiwi_cpp, key, cpp_row(cpp, ["chain", str(n)])["build_cpu_ms_median"])
            if kiwisolver:
                add(kiwi_py, key, kiwi_chain(n) * 1e3)
        for n in independent_sizes:
            key = f"independent {n} build (ms)"
            add(swift, key, swift_rows(bench, ["independent", str(n)])[0]["build_cpu_ms_median"])
            add(kiwi_cpp, key, cpp_row(cpp, ["independent", str(n)])["build_cpu_ms_median"])
            if kiwisolver:
                add(kiwi_py, key, kiwi_independent(n) * 1e3)

    binding = f"kiwisolver {kiwisolver.__version__} (Python binding)" if kiwisolver else "kiwisolver not installed"
    print(f"kiwi C++ {KIWI_VERSION} (g++ -O2), {binding}; CPU-time medians of {repetitions} interleaved repetitions")
    print(f"{'workload':46} {'swift':>9} {'kiwi C++':>9} {'swift/C++':>9} {'kiwi py':>9} {'swift/py':>9}")
    for key in swift:
        s, k = statistics.median(swift[key]), statistics.median(kiwi_cpp[key])
        line = f"{key:46} {s:9.3f} {k:9.3f} {s / k:9.3f}"
        if key in kiwi_py:
            p = statistics.median(kiwi_py[key])
            line += f" {p:9.3f} {s / p:9.3f}"
        print(line)


if __name__ == "__main__":
    main()
