// layoutlab-bench: release-build benchmarks (solver, simulator, scenario, render).
print("usage: layoutlab-bench solver|simulator|scenario|render")
