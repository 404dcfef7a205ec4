// Simulator: a deterministic model of UIKit and Core Animation's update cycle
// (update constraints → layout → display → commit → render server → VSync).
