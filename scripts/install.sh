#!/usr/bin/env bash
# What `make install` and `make uninstall` do, on a binary already built:
#   scripts/install.sh BINARY PREFIX      installs BINARY as PREFIX/bin/layoutlab and the lessons,
#                                         quizzes and LICENSE in PREFIX/share/layoutlab, where the
#                                         installed layoutlab finds them from any folder
#   scripts/install.sh --uninstall PREFIX removes both again
# Run from anywhere: lessons/ and quizzes/ are taken from the repository this script is in.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
if [ "${1:-}" = "--uninstall" ]; then
  prefix="${2:?usage: scripts/install.sh --uninstall PREFIX}"
  rm -f "$prefix/bin/layoutlab"
  rm -rf "$prefix/share/layoutlab"
  echo "removed $prefix/bin/layoutlab and $prefix/share/layoutlab"
  exit 0
fi
binary="${1:?usage: scripts/install.sh BINARY PREFIX}"
prefix="${2:?usage: scripts/install.sh BINARY PREFIX}"
[ -x "$binary" ] || { echo "scripts/install.sh: no executable at $binary; build it first (swift build -c release)" >&2; exit 2; }
install -d "$prefix/bin" "$prefix/share/layoutlab"
install -m 755 "$binary" "$prefix/bin/layoutlab"
# A reinstall replaces the lessons: a lesson removed upstream does not linger.
rm -rf "$prefix/share/layoutlab/lessons" "$prefix/share/layoutlab/quizzes"
cp -R "$repository/lessons" "$repository/quizzes" "$repository/LICENSE" "$prefix/share/layoutlab/"
echo "installed $prefix/bin/layoutlab and $prefix/share/layoutlab/{lessons,quizzes}"
