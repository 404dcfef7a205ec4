#!/usr/bin/env bash
# Relink a plain fuzz build (`--sanitize=fuzzer`, no ASan) with LeakSanitizer's standalone
# runtime, for a leak-checked run at close to the plain build's speed (docs/fuzzing.md).
#
#   bash Fuzz/link-lsan.sh scenario-fuzz [OUTPUT]   # from the fuzz tree's root, after its plain build
#
# Writes OUTPUT (default: the release bin folder's PRODUCT-lsan) from the objects of the last
# plain build of PRODUCT. Why a separate link: Swift's `-sanitize=fuzzer` alone links UBSan's
# standalone runtime for the coverage callbacks; adding the LSan archive with `-Xlinker` then
# defines sanitizer_common twice. Given `-fsanitize=leak` at link time, clang links the LSan
# runtime (which has those callbacks too) instead. SwiftPM has no flag that reaches only the link
# job's clang: `-Xswiftc -Xclang-linker …` changes every module's command line and rebuilds
# them all.
set -euo pipefail
product=${1:?usage: bash Fuzz/link-lsan.sh PRODUCT [OUTPUT]}
bin=$(LAYOUTLAB_FUZZ=1 swift build -c release --show-bin-path)
list="$bin/$product.product/Objects.LinkFileList"
if [ ! -f "$list" ]; then
  echo "link-lsan: $list not found: build $product first (the plain fuzz build in docs/fuzzing.md)" >&2
  exit 2
fi
output=${2:-$bin/$product-lsan}
swiftc -sanitize=fuzzer -sanitize-coverage=edge,inline-8bit-counters,pc-table -Xclang-linker -fsanitize=leak \
  -emit-executable -module-name "${product//-/_}" -g -L "$bin" \
  -Xlinker --gc-sections -Xlinker '-rpath=$ORIGIN' "@$list" -o "$output"
nm "$output" | grep " T __lsan_do_recoverable_leak_check$" > /dev/null || { echo "link-lsan: $output has no LeakSanitizer runtime" >&2; exit 1; }
echo "link-lsan: wrote $output"
