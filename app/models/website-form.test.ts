import { describe, expect, it } from "vitest";
import { handleFrom } from "./website-form";

describe("social handles", () => {
  it("takes a handle, an @handle or a profile link", () => {
    expect(handleFrom("@amina.fabrics")).toBe("amina.fabrics");
    expect(handleFrom("amina_fabrics")).toBe("amina_fabrics");
    expect(handleFrom("https://www.instagram.com/amina.fabrics/?hl=en")).toBe("amina.fabrics");
    expect(handleFrom("instagram.com/amina")).toBe("amina");
    expect(handleFrom("https://www.tiktok.com/@amina")).toBe("amina");
    expect(handleFrom("https://m.facebook.com/AminaFabrics")).toBe("AminaFabrics");
  });
});
