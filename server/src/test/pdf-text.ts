/**
 * The text of an uncompressed pdfkit PDF: pdfkit writes each run of text as a TJ array of hex strings with kerning
 * between, one line of text per array. Good enough for tests to find figures; not a PDF parser.
 */
export function pdfText(pdf: Buffer | string): string {
  const raw = typeof pdf === "string" ? pdf : pdf.toString("latin1");
  return [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}
