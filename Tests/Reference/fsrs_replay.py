"""Replays FSRS review histories with py-fsrs 6.3 (pip install 'fsrs==6.3.*'), for the tutor's
rating tests (Tests/TutorTests/FSRSRatingTests.swift).

Reads JSON from standard input: a list of histories, each a list of [rating, ISO 8601 moment]
with rating one of again/hard/good/easy. Writes a JSON list with each history's card after its
last review: state, step, stability, difficulty, due (ISO 8601, UTC). Exit 3 when py-fsrs 6.3
is not installed, so the test can skip with a message.
"""
import json
import sys
from datetime import datetime, timezone
from importlib import metadata

try:
    version = metadata.version("fsrs")
    from fsrs import Card, Rating, Scheduler
except Exception:
    print("py-fsrs is not installed (pip install 'fsrs==6.3.*')", file=sys.stderr)
    sys.exit(3)
if not version.startswith("6.3"):
    print(f"py-fsrs {version} is installed; the reference is 6.3 (pip install 'fsrs==6.3.*')", file=sys.stderr)
    sys.exit(3)

scheduler = Scheduler(enable_fuzzing=False)
results = []
for history in json.load(sys.stdin):
    card = None
    for name, moment in history:
        at = datetime.fromisoformat(moment.replace("Z", "+00:00")).astimezone(timezone.utc)
        if card is None:
            card = Card(card_id=1, due=at)
        card, _ = scheduler.review_card(card, Rating[name.capitalize()], at)
    results.append({
        "state": card.state.name.lower(),
        "step": card.step,
        "stability": card.stability,
        "difficulty": card.difficulty,
        "due": card.due.astimezone(timezone.utc).isoformat(),
    })
json.dump(results, sys.stdout)
