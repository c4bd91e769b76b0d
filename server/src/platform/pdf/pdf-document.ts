import type PDFKit from "pdfkit";

/**
 * A small wrapper over pdfkit (0.20, pure JavaScript, standard Helvetica: no font files) for documents a module
 * serves — statements, invoices, quotes: `renderPdf` collects the stream into one Buffer, `drawTable` writes rows of
 * fixed columns. `compress: false` keeps the text readable as-is, so tests can check figures (see test/pdf-text.ts).
 * pdfkit is loaded on first use: it stays out of the server's start-up.
 */
export type PdfDoc = PDFKit.PDFDocument;
export type PdfOptions = { title: string; compress?: boolean; size?: "A4" | "LETTER" };

export async function renderPdf(options: PdfOptions, draw: (doc: PdfDoc) => void | Promise<void>): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: options.size ?? "A4", margin: 50, compress: options.compress ?? true, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  try {
    await draw(doc);
  } finally {
    doc.end();
  }
  return done;
}

export type PdfColumn = { width: number; align?: "left" | "right" };

/** Rows of cells in fixed columns from the left margin; a long cell wraps inside its column and the row grows. */
export function drawTable(doc: PdfDoc, columns: ReadonlyArray<PdfColumn>, rows: ReadonlyArray<ReadonlyArray<string>>, options: { headerRows?: number; fontSize?: number } = {}) {
  const left = doc.page.margins.left;
  rows.forEach((cells, r) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(r < (options.headerRows ?? 1) ? "Helvetica-Bold" : "Helvetica").fontSize(options.fontSize ?? 9);
    columns.forEach((col, i) => {
      doc.text(cells[i] ?? "", x, y, { width: col.width, align: col.align ?? "left" });
      bottom = Math.max(bottom, doc.y);
      x += col.width + 6;
    });
    doc.x = left;
    doc.y = bottom + 2;
  });
}

/** "$1,234.56" from integer cents. */
export const pdfMoney = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
