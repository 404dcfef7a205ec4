#!/usr/bin/env python3
"""Bring a copy of the repository (a fuzz build's tree, e.g. /tmp/fuzzsrc) up to date with
the working tree, for an incremental SwiftPM build.

    python3 Fuzz/sync-tree.py SRC DST        # e.g. python3 Fuzz/sync-tree.py . /tmp/fuzzsrc

Copies every file git knows in SRC (tracked, and untracked ones .gitignore does not exclude;
.build and .git are never copied) whose content differs from DST's, and deletes files under
DST's top-level folders that SRC no longer has. A file whose content is the same is not
touched, so its modification time stays older than its object file and SwiftPM does not
rebuild it; a file that is written gets the current time, newer than any object file, so it
is rebuilt. (What `rsync -rlc --exclude .build --exclude .git SRC/ DST/` did, for machines
without rsync.) Symlinks are copied as symlinks. Prints how many files were written and
removed.
"""
import os
import subprocess
import sys


def tree_files(src):
    """The working tree's files as git sees them: tracked (minus deleted ones) and untracked
    ones not ignored."""
    listed = subprocess.run(
        ["git", "-C", src, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        capture_output=True, check=True).stdout.decode("utf-8", "surrogateescape").split("\0")
    files = set()
    for name in listed:
        if not name or name.split("/")[0] in (".build", ".git"):
            continue
        path = os.path.join(src, name)
        if os.path.islink(path) or os.path.isfile(path):
            files.add(name)
    return files


def same(a, b):
    """Whether DST's entry b already is SRC's entry a (same link target, or same bytes)."""
    if os.path.islink(a):
        return os.path.islink(b) and os.readlink(a) == os.readlink(b)
    if os.path.islink(b) or not os.path.isfile(b):
        return False
    if os.path.getsize(a) != os.path.getsize(b):
        return False
    with open(a, "rb") as left, open(b, "rb") as right:
        return left.read() == right.read()


def copy(a, b):
    os.makedirs(os.path.dirname(b) or ".", exist_ok=True)
    if os.path.islink(b) or (os.path.exists(b) and not os.path.isfile(b)):
        os.remove(b)
    if os.path.islink(a):
        if os.path.exists(b):
            os.remove(b)
        os.symlink(os.readlink(a), b)
        return
    with open(a, "rb") as source:
        data = source.read()
    with open(b, "wb") as target:
        target.write(data)
    os.chmod(b, os.stat(a).st_mode & 0o777)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: python3 Fuzz/sync-tree.py SRC DST\n")
        return 2
    src, dst = argv[1], argv[2]
    if not os.path.isdir(dst):
        sys.stderr.write(f"sync-tree: {dst} is not a folder: make the first copy with git archive (docs/fuzzing.md)\n")
        return 2
    files = tree_files(src)
    written = 0
    for name in sorted(files):
        a, b = os.path.join(src, name), os.path.join(dst, name)
        if not same(a, b):
            copy(a, b)
            written += 1
    removed = 0
    # Only the folders the tree has: whatever else lives in DST (.build, a fuzzer's crash
    # files) is left alone.
    for top in sorted({name.split("/")[0] for name in files if "/" in name}):
        for root, dirs, names in os.walk(os.path.join(dst, top)):
            for entry in names + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
                rel = os.path.relpath(os.path.join(root, entry), dst)
                if rel not in files:
                    os.remove(os.path.join(root, entry))
                    removed += 1
    print(f"{written} files written, {removed} removed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
