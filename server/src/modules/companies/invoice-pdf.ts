import type { Invoice } from "@tavola/contracts";

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A monthly invoice as a PDF (pdfkit, standard Helvetica, as quote-pdf.ts): drawn from the invoice as issued, so
 * the same invoice always prints the same. `compress: false` keeps the text searchable in tests.
 */
export async function renderInvoicePdf(invoice: Invoice, billing: { billingAddress: string; vatNumber: string }, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, compress: options.compress ?? true, info: { Title: `Invoice ${invoice.number}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text(`Invoice ${invoice.number}`);
  doc.font("Helvetica").fontSize(11).fillColor("#444").text(`Tavola B2B catering, ${invoice.month} (issued ${invoice.issuedAt.slice(0, 10)})`);
  doc.moveDown();
  doc.fillColor("#000").text(invoice.companyName);
  doc.text(billing.billingAddress);
  doc.text(`VAT number: ${billing.vatNumber}`);
  doc.moveDown();

  const col = { a: 50, b: 120, c: 300, d: 390, e: 470 };
  const row = (cells: [string, string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    doc.text(cells[0], col.a, y, { width: 65 });
    doc.text(cells[1], col.b, y, { width: 175 });
    const endY = doc.y;
    doc.text(cells[2], col.c, y, { width: 85 });
    doc.text(cells[3], col.d, y, { width: 75 });
    doc.text(cells[4], col.e, y, { width: 75, align: "right" });
    doc.y = Math.max(endY, doc.y);
    doc.x = col.a;
  };
  row(["Date", "Order", "PO number", "Cost centre", "Amount"], true);
  for (const o of invoice.orders) {
    const what = o.companyName === invoice.companyName ? o.eventName : `${o.eventName} (${o.companyName})`;
    row([o.eventDate, what, o.poNumber ?? "", o.costCentre ?? "", money(o.totalCents)]);
  }
  if (invoice.orders.length === 0) row(["", "No catering orders this month", "", "", ""]);
  doc.moveDown();
  doc.font("Helvetica-Bold").fontSize(11).text("Subtotals per cost centre", col.a);
  for (const c of invoice.costCentres) row(["", c.costCentre ?? "No cost centre", `${c.orders} order(s)`, "", money(c.subtotalCents)]);
  doc.moveDown();
  row(["", "Catering", "", "", money(invoice.cateringCents)]);
  if (invoice.minimumTopUpCents > 0) row(["", "Monthly minimum top-up (B2B catering from $500 per month minimum)", "", "", money(invoice.minimumTopUpCents)]);
  row(["", "Total", "", "", money(invoice.totalCents)], true);
  doc.end();
  return done;
}
