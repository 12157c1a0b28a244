import type { ElectionPhase } from "~/models/elections/rules";

/** An election's phase as the admin's pages name it (the admin area is in English, ADR 0023). */
export const phaseLabels: Record<ElectionPhase, string> = {
  draft: "Draft",
  scheduled: "Opened, waiting for its time",
  open: "Voting open",
  ended: "Voting over, not closed yet",
  closed: "Closed",
};
