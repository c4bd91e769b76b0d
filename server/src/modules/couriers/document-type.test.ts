import { describe, expect, it } from "vitest";
import { cleanFileName, sniffDocumentType } from "./document-type.js";

describe("sniffDocumentType", () => {
  it("knows JPEG, PNG and PDF by their first bytes", () => {
    expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("image/jpeg");
    expect(sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffDocumentType(new TextEncoder().encode("%PDF-1.4\n"))).toBe("application/pdf");
  });
  it("refuses an executable, text, a truncated signature and an empty file", () => {
    expect(sniffDocumentType(new TextEncoder().encode("MZ\x90\x00"))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode("hello %PDF-"))).toBeNull();
    expect(sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("keeps the base name without paths, quotes or control characters", () => {
    expect(cleanFileName("C:\\fakepath\\my \"id\".pdf")).toBe("my id.pdf");
    expect(cleanFileName("../../etc/passwd\n")).toBe("passwd");
    expect(cleanFileName(undefined)).toBe("document");
    expect(cleanFileName("x".repeat(300))).toHaveLength(200);
  });
});
