#!/usr/bin/env bash
# Instructions per solver call, exact from run to run: builds benchmarks/solver_harness.swift
# against just the `Cassowary` and `BenchWorkloads` sources (release flags, as Package.swift
# gives them) and counts with callgrind.
#
# Usage: benchmarks/solver_instructions.sh [build|resize]   (both when none is given)
#   build:  instructions per enaml-like build   ((count of 101 builds - count of 1) / 100)
#   resize: instructions per suggest + update + read of every variable ((20,100 - 100) / 20,000)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/solver-harness
mkdir -p "$out"
flags=(-O -wmo -enforce-exclusivity=unchecked -swift-version 6)
swiftc "${flags[@]}" -parse-as-library -module-name Cassowary -emit-module -emit-module-path "$out/Cassowary.swiftmodule" \
    -emit-library -static -o "$out/libCassowary.a" $(find Sources/Cassowary -name '*.swift' | sort)
swiftc "${flags[@]}" -parse-as-library -module-name BenchWorkloads -I "$out" \
    -emit-module -emit-module-path "$out/BenchWorkloads.swiftmodule" \
    -emit-library -static -o "$out/libBenchWorkloads.a" $(find Sources/BenchWorkloads -name '*.swift' | sort)
swiftc "${flags[@]}" -I "$out" -L "$out" -lBenchWorkloads -lCassowary benchmarks/solver_harness.swift \
    -o "$out/solver_harness"

# Total instructions of one callgrind run of the harness.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/solver_harness" "$@" 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for mode in ${1:-build resize}; do
    case $mode in
    build)
        many=$(instructions build 101)
        one=$(instructions build 1)
        echo "instructions per enaml build: $(((many - one) / 100))"
        ;;
    resize)
        many=$(instructions resize 20100)
        one=$(instructions resize 100)
        echo "instructions per enaml suggest + update + read: $(((many - one) / 20000))"
        ;;
    esac
done
