import type { CourierDocumentType } from "@tavola/contracts";

/**
 * What a file really is, by its first bytes (its name and the browser's declared type are the sender's word):
 * JPEG starts FF D8 FF, PNG with its 8-byte signature, PDF with "%PDF-". Anything else is refused.
 */
export function sniffDocumentType(bytes: Uint8Array): CourierDocumentType | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

/** A stored file name: no path, no control characters, at most 200 characters, never empty. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().slice(0, 200);
  return cleaned.length > 0 ? cleaned : "document";
}
