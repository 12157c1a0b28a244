import { describe, expect, it } from "vitest";
import { ballotProblem, electedOf, electionPhase } from "./rules";

const at = (hour: number) => new Date(Date.UTC(2026, 11, 12, hour));

describe("electionPhase", () => {
  const times = { opensAt: at(8), closesAt: at(16), openedAt: null, closedAt: null };
  it("is a draft until opened, then follows its times until it is closed", () => {
    expect(electionPhase(times, at(9))).toBe("draft");
    const opened = { ...times, openedAt: at(7) };
    expect(electionPhase(opened, at(7))).toBe("scheduled");
    expect(electionPhase(opened, at(8))).toBe("open");
    expect(electionPhase(opened, at(16))).toBe("ended");
    expect(electionPhase({ ...opened, closedAt: at(16) }, at(16))).toBe("closed");
  });
});

describe("ballotProblem", () => {
  const positions = [
    { id: "chair", seats: 1, candidateIds: ["a", "b"] },
    { id: "council", seats: 2, candidateIds: ["c", "d", "e"] },
  ];
  it("accepts up to the seats, and a blank position", () => {
    expect(ballotProblem(positions, { chair: ["a"], council: ["c", "e"] })).toBeNull();
    expect(ballotProblem(positions, { council: [] })).toBeNull();
  });
  it("names what is wrong", () => {
    expect(ballotProblem(positions, { chair: ["a", "b"] })).toBe("too-many");
    expect(ballotProblem(positions, { chair: ["c"] })).toBe("wrong-candidate");
    expect(ballotProblem(positions, { treasurer: ["a"] })).toBe("unknown-position");
    expect(ballotProblem(positions, { council: ["c", "c"] })).toBe("repeated");
  });
});

describe("electedOf", () => {
  const tally = (votes: number[]) => votes.map((n, i) => ({ id: `c${i}`, votes: n }));
  it("elects the most voted for each seat", () => {
    expect(electedOf(tally([3, 9, 5]), 1)).toEqual({ elected: ["c1"], tied: [] });
    expect(electedOf(tally([3, 9, 5]), 2)).toEqual({ elected: ["c1", "c2"], tied: [] });
  });
  it("leaves a tie for the last seat to the association's rules", () => {
    expect(electedOf(tally([5, 9, 5]), 2)).toEqual({ elected: ["c1"], tied: ["c0", "c2"] });
    expect(electedOf(tally([4, 4]), 1)).toEqual({ elected: [], tied: ["c0", "c1"] });
  });
  it("elects nobody without a vote, also when there are no more candidates than seats", () => {
    expect(electedOf(tally([0, 0]), 1)).toEqual({ elected: [], tied: [] });
    expect(electedOf(tally([2, 0]), 2)).toEqual({ elected: ["c0"], tied: [] });
  });
});
