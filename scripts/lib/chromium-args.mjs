// Flags for every headless Chromium this project starts (the e2e suite and the benchmark): no
// sandbox (root in containers), no GPU, and none of Chrome's own traffic — the machines here
// reach no network but loopback, and background work would only cost the 2 cores time.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-domain-reliability",
  "--disable-field-trial-config",
  "--metrics-recording-only",
  "--safebrowsing-disable-auto-update",
];
