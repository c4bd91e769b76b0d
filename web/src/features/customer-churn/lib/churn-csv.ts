import type { ChurnCustomer } from "@tavola/contracts";

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ defused (spreadsheet formulas). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = ["name", "email", "order_days", "spent", "first_order", "last_order", "p_active", "expected_orders_30d", "segment"];

/** The win-back (or at-risk) list as the campaign manager will import it: dollars with two decimals, one row per customer. */
export function churnCsv(rows: readonly ChurnCustomer[]): string {
  const lines = rows.map((c) =>
    [c.name, c.email, c.orderDays, (c.spentCents / 100).toFixed(2), c.firstOrderAt, c.lastOrderAt, c.pActive.toFixed(3), c.expectedOrders.toFixed(2), c.segment].map(csvField).join(","),
  );
  return [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}
