#!/usr/bin/env bash
# Checks the Swift sources against the project's .swift-format (what `make lint` runs).
# With --fix, formats them in place instead. Exit status: 0 clean, 1 findings, 2 no swift-format.
#
# The configuration keeps the rules the formatter can apply plus the project's own: no force
# unwraps, no force try, no implicitly unwrapped optionals, ordered imports. It does not ask
# for a one-sentence first line in doc comments: the project writes them as prose paragraphs.
set -euo pipefail
cd "$(dirname "$0")/.."
# Fuzz/corpus holds hostile scenario inputs (70,000-deep literals among them): they are data,
# not the project's code, and formatting them would both hang the formatter and change them.
paths=(Package.swift Sources Tests Fuzz/AnswerFuzz Fuzz/DocumentFuzz Fuzz/ProgressFuzz Fuzz/ScenarioFuzz)
if ! swift format --version >/dev/null 2>&1; then
  echo "format-check: swift-format is not available (it ships with Swift 6 toolchains)" >&2
  exit 2
fi
if [ "${1:-}" = "--fix" ]; then
  exec swift format format --configuration .swift-format --in-place --recursive --parallel "${paths[@]}"
fi
exec swift format lint --configuration .swift-format --strict --recursive --parallel "${paths[@]}"
