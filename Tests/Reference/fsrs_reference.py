"""Reference figures for FSRSTests.swift, computed with py-fsrs 6.x (pip install fsrs).

Run: python3 Tests/Reference/fsrs_reference.py
Each sequence starts from a new card at 2026-01-01T09:00:00Z and reviews it exactly when it
falls due (fuzz off), printing state, step, stability, difficulty and the interval in seconds.
"""
from datetime import datetime, timezone
import fsrs
from fsrs import Scheduler, Card, Rating

print("py-fsrs", fsrs.__version__ if hasattr(fsrs, "__version__") else "?")
scheduler = Scheduler(enable_fuzzing=False)
START = datetime(2026, 1, 1, 9, 0, tzinfo=timezone.utc)
SEQUENCES = {
    "good6": [Rating.Good] * 6,
    "again-then-good5": [Rating.Again] + [Rating.Good] * 5,
    "hard4": [Rating.Hard] * 4,
    "good4-again-good3": [Rating.Good] * 4 + [Rating.Again] + [Rating.Good] * 3,
    "easy3": [Rating.Easy] * 3,
}
for name, ratings in SEQUENCES.items():
    card = Card(card_id=1, due=START)
    now = START
    print(name)
    for rating in ratings:
        now = card.due
        card, _ = scheduler.review_card(card, rating, now)
        interval = int((card.due - now).total_seconds())
        print(f"  ({rating.name.lower()}, {card.state.name.lower()}, {card.step}, {card.stability!r}, {card.difficulty!r}, {interval})")
