// Scenario: the sandboxed Swift subset lessons are written in, bound to the Simulator.
