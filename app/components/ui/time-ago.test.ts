import { describe, expect, it } from "vitest";
import { timeAgoIn } from "~/components/ui/time-ago";
import { uiTexts } from "~/i18n/ui";
import { timeAgo } from "~/utils/dates";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const now = Date.UTC(2026, 10, 21, 12);
const ages = [10 * 1000, MINUTE, 5 * MINUTE, 60 * MINUTE, 3 * 60 * MINUTE, DAY, 3 * DAY, 7 * DAY];
const longer = [14 * DAY, 30 * DAY, 90 * DAY, 365 * DAY, 3 * 365 * DAY];

describe("timeAgoIn", () => {
  it("says in English what timeAgo (Intl) says", () => {
    for (const age of [...ages, ...longer]) {
      expect(timeAgoIn(uiTexts.en, now - age, now), String(age)).toBe(timeAgo(now - age, now));
    }
  });

  it("says it in Hausa, one and many", () => {
    const ha = (age: number) => timeAgoIn(uiTexts.ha, now - age, now);
    expect(ha(10 * 1000)).toBe("yanzu-yanzu");
    expect(ha(DAY)).toBe("kwana 1 da ya wuce");
    expect(ha(3 * DAY)).toBe("kwanaki 3 da suka wuce");
    expect(ha(90 * DAY)).toBe("watanni 3 da suka wuce");
    expect(ha(365 * DAY)).toBe("shekara 1 da ta wuce");
    expect(ha(3 * 60 * MINUTE)).toBe("awanni 3 da suka wuce");
  });
});
