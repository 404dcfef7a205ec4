// Grading: answers parsed per question kind, compared with what the simulator did, explained.
