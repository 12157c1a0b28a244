import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-type";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("sniffFileType", () => {
  it("recognises JPEG, PNG, WebP and PDF by their magic bytes", () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))?.mime).toBe("image/jpeg");
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe(
      "image/png",
    );
    expect(
      sniffFileType(new TextEncoder().encode("RIFF\u0000\u0001\u0002\u0003WEBPVP8 "))?.mime,
    ).toBe("image/webp");
    expect(sniffFileType(new TextEncoder().encode("%PDF-1.7\n"))?.extension).toBe("pdf");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffFileType(new TextEncoder().encode("<html><script>"))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
  });
});
