import { QUOTE_LINE_KIND_LABELS, SERVICE_TYPE_LABELS, type QuoteVersion } from "@tavola/contracts";

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) => iso.slice(0, 10);

export type QuotePdfHeader = { restaurantName: string | null; eventName: string; contactName: string; eventDate: string };

/**
 * A quote version as a PDF (pdfkit, standard Helvetica: no font files to ship). pdfkit is imported on the first
 * PDF, not at start. `compress: false` keeps the text searchable in tests and costs a few KB.
 */
export async function renderQuotePdf(header: QuotePdfHeader, v: QuoteVersion, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, compress: options.compress ?? true, info: { Title: `Quote v${v.number}: ${header.eventName}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text(header.restaurantName ?? "Tavola catering");
  doc.font("Helvetica").fontSize(11).fillColor("#444").text(`Catering quote v${v.number}${v.sentAt ? `, sent ${day(v.sentAt)}` : " (draft)"}`);
  doc.moveDown();
  doc.fillColor("#000").text(`Event: ${header.eventName}`);
  doc.text(`For: ${header.contactName}`);
  doc.text(`Date: ${header.eventDate}`);
  doc.text(`Service: ${SERVICE_TYPE_LABELS[v.serviceType]}`);
  if (v.validUntil) doc.text(`Valid until: ${day(v.validUntil)}`);
  doc.moveDown();

  const col = { desc: 50, qty: 330, unit: 390, total: 470 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    doc.text(cells[0], col.desc, y, { width: 270 });
    const endY = doc.y;
    doc.text(cells[1], col.qty, y, { width: 50, align: "right" });
    doc.text(cells[2], col.unit, y, { width: 70, align: "right" });
    doc.text(cells[3], col.total, y, { width: 75, align: "right" });
    doc.y = Math.max(endY, doc.y);
    doc.x = col.desc;
  };
  row(["Item", "Qty", "Unit", "Amount"], true);
  for (const l of v.lines) {
    const desc = `${l.description} (${QUOTE_LINE_KIND_LABELS[l.kind]})${l.dietaryNote ? `\nDietary: ${l.dietaryNote}` : ""}`;
    row([desc, String(l.quantity), money(l.unitPriceCents), money(l.lineTotalCents)]);
  }
  doc.moveDown();
  row(["Subtotal", "", "", money(v.subtotalCents)]);
  if (v.discountCents > 0) row(["Discount", "", "", `-${money(v.discountCents)}`]);
  row([`Tax (${(v.taxRatePpm / 10_000).toFixed(3).replace(/\.?0+$/, "")} %)`, "", "", money(v.taxCents)]);
  row(["Total", "", "", money(v.totalCents)], true);
  doc.moveDown();

  doc.font("Helvetica-Bold").fontSize(12).text("Payment schedule", col.desc);
  for (const p of v.schedule) {
    row([p.kind === "deposit" ? `Deposit due ${p.dueAt ? day(p.dueAt) : ""}` : "Balance, after delivery", "", "", money(p.amountCents)]);
  }
  doc.moveDown();
  doc.font("Helvetica").fontSize(9).fillColor("#444").text("Tax is charged once on the total after discount. Deposits are payments toward this total.", col.desc);
  doc.end();
  return done;
}
