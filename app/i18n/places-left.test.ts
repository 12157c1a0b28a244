import { describe, expect, test } from "vitest";
import { eventsTexts } from "./events";
import { placesLeftText } from "./places-left";

describe("placesLeftText", () => {
  test("one place in the singular, others in the plural, in each catalogue's language", () => {
    expect(placesLeftText(eventsTexts.en, 1)).toBe("1 place left");
    expect(placesLeftText(eventsTexts.en, 0)).toBe("0 places left");
    expect(placesLeftText(eventsTexts.en, 12)).toBe("12 places left");
    expect(placesLeftText(eventsTexts.ha, 1)).toBe("Gurbi 1 ya rage");
    expect(placesLeftText(eventsTexts.ha, 3)).toBe("Gurabe 3 sun rage");
  });
});
