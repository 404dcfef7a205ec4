#!/usr/bin/env python3
"""Builds the seed corpora of the four fuzz targets from the shipped content (docs/fuzzing.md).

Usage: python3 Fuzz/make-corpora.py OUT  (run from the repository root)
Writes OUT/scenario, OUT/document, OUT/answer and OUT/progress. Nothing is checked in but the
hand-written seeds under Fuzz/corpus/; the rest is generated here each time, so the corpora
follow the lessons as they change.
"""
import glob, hashlib, json, os, sys
import yaml

out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/layoutlab-fuzz-corpus"
dirs = {name: os.path.join(out, name) for name in ("scenario", "document", "answer", "progress")}
for path in dirs.values():
    os.makedirs(path, exist_ok=True)

def put(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    if len(data) > 65536:
        return
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(dirs[target], name), "wb") as f:
        f.write(data)

# Scenarios: the hand-written seeds, the examples, and every lesson scenario with one of its
# question's queries as the first line (the target evaluates the first line as a query).
for path in sorted(glob.glob("Fuzz/corpus/scenario/*") + glob.glob("examples/scenarios/*.swift")):
    put("scenario", open(path, "rb").read())
for path in sorted(glob.glob("lessons/*/lesson.yaml")):
    lesson = yaml.safe_load(open(path, encoding="utf-8"))
    queries = {}
    for question in lesson.get("questions") or []:
        if isinstance(question, dict) and isinstance(question.get("expect"), str):
            queries.setdefault(question.get("scenario"), question["expect"])
    for sid, scenario in (lesson.get("scenarios") or {}).items():
        code = scenario.get("code", "") if isinstance(scenario, dict) else ""
        query = queries.get(sid, "")
        put("scenario", (query.splitlines()[0] if query else "") + "\n" + code)

# Documents: every lesson, lesson text, quiz and sheet file as it is.
for path in sorted(glob.glob("lessons/*/*.yaml") + glob.glob("quizzes/*.yaml") + glob.glob("examples/sheets/**/*.yaml", recursive=True)):
    put("document", open(path, "rb").read())

# Answers: the sheets, and every sample answer of the shipped lessons on its own.
for path in sorted(glob.glob("examples/sheets/**/*.yaml", recursive=True) + glob.glob("Tests/*/Golden/**/sheets/*.yaml", recursive=True)):
    put("answer", open(path, "rb").read())
for path in sorted(glob.glob("lessons/*/lesson.yaml")):
    for question in yaml.safe_load(open(path, encoding="utf-8")).get("questions") or []:
        samples = question.get("samples") or {} if isinstance(question, dict) else {}
        for answers in samples.values():
            for answer in answers if isinstance(answers, list) else [answers]:
                put("answer", str(answer))

# Progress: the v1 fixture and a v2 file with every field, FSRS card and reviews included.
for path in glob.glob("Tests/TutorTests/Golden/progress-*.json"):
    put("progress", open(path, "rb").read())
v2 = {
    "version": 2, "lastLesson": "dirty-flags",
    "questions": {
        "dirty-flags/layout-after-tap": {
            "lesson": "dirty-flags", "question": "layout-after-tap", "attempts": 3, "correctAttempts": 2,
            "lastCorrect": True, "lastSeen": "2026-05-29T08:00:00Z",
            "answers": [{"answer": "a2.layoutSubviews", "at": "2026-05-29T08:00:00Z", "correct": True, "score": 1}],
            "card": {"state": "review", "stability": 2.3, "difficulty": 5.1, "due": "2026-06-01T08:00:00Z",
                     "lastReview": "2026-05-29T08:00:00Z"},
            "reviews": [{"rating": "good", "at": "2026-05-29T08:00:00Z", "state": "learning"}],
        },
        "run-loop/turns": {
            "lesson": "run-loop", "question": "turns", "attempts": 1, "correctAttempts": 0, "lastCorrect": False,
            "lastSeen": "2026-05-28T21:00:00Z", "answers": [],
            "card": {"state": "learning", "step": 0, "due": "2026-05-28T21:10:00Z"},
        },
    },
}
put("progress", json.dumps(v2, indent=2, sort_keys=True))
for name, path in dirs.items():
    print(f"{name}: {len(os.listdir(path))} seeds in {path}")
