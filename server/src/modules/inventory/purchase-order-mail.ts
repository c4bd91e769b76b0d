import type { PurchaseOrder } from "@tavola/contracts";

const html = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const UNIT: Record<string, string> = { g: "g", ml: "ml", each: "" };
const qty = (n: number, unit: string) => `${n.toLocaleString("en-US")}${UNIT[unit] ? ` ${UNIT[unit]}` : ""}`;

/** The supplier's mail: the same order as plain text and as a simple HTML table (every value escaped). */
export function purchaseOrderMail(po: PurchaseOrder, replyTo: string | null): { subject: string; text: string; html: string } {
  const subject = `Purchase order ${po.reference} from ${po.restaurantName}`.slice(0, 200);
  const rows = po.lines.map((l) => `- ${l.name}: ${qty(l.quantity, l.unit)} at ${money(l.unitCostCents)} = ${money(l.lineTotalCents)}`);
  const text = [
    `Hello ${po.supplier},`,
    "",
    `${po.restaurantName} would like to order:`,
    "",
    ...rows,
    "",
    `Total: ${money(po.totalCents)}`,
    ...(po.note ? ["", `Note: ${po.note}`] : []),
    "",
    `Please quote ${po.reference} on the delivery note and invoice.${replyTo ? ` Questions: ${replyTo}.` : ""}`,
    "",
  ].join("\n");
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const num = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const body = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:20px">Purchase order ${html(po.reference)}</h1>
<p>Hello ${html(po.supplier)},</p><p>${html(po.restaurantName)} would like to order:</p>
<table style="border-collapse:collapse"><thead><tr><th ${cell}>Item</th><th ${num}>Quantity</th><th ${num}>Unit cost</th><th ${num}>Line total</th></tr></thead><tbody>
${po.lines.map((l) => `<tr><td ${cell}>${html(l.name)}</td><td ${num}>${html(qty(l.quantity, l.unit))}</td><td ${num}>${money(l.unitCostCents)}</td><td ${num}>${money(l.lineTotalCents)}</td></tr>`).join("\n")}
</tbody><tfoot><tr><th ${cell} colspan="3" style="text-align:right;padding:4px 8px">Total</th><td ${num}><strong>${money(po.totalCents)}</strong></td></tr></tfoot></table>
${po.note ? `<p><strong>Note:</strong> ${html(po.note)}</p>` : ""}
<p>Please quote ${html(po.reference)} on the delivery note and invoice.${replyTo ? ` Questions: ${html(replyTo)}.` : ""}</p>
</body></html>`;
  return { subject, text, html: body };
}
