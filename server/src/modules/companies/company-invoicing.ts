import { sql } from "drizzle-orm";
import { formatInvoiceNumber, monthlyInvoiceLines, type Invoice } from "@tavola/contracts";
import { companyInvoices } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import type { JobQueue } from "../../platform/jobs/index.js";
import { enqueueMail } from "../mail/index.js";
import { monthRange } from "./company-view.js";

export const INVOICE_SERIES = "company_invoices";

type InvoiceDetails = { companyName: string; costCentres: Invoice["costCentres"]; orders: Invoice["orders"]; billingAddress: string; vatNumber: string };
type InvoiceRow = typeof companyInvoices.$inferSelect;

export function toInvoice(row: InvoiceRow): Invoice {
  const d = row.details as InvoiceDetails;
  return {
    id: row.id,
    number: formatInvoiceNumber(row.number),
    month: row.month,
    companyName: d.companyName,
    issuedAt: (row.issuedAt instanceof Date ? row.issuedAt : new Date(row.issuedAt)).toISOString(),
    costCentres: d.costCentres,
    orders: d.orders,
    cateringCents: row.cateringCents,
    minimumTopUpCents: row.minimumTopUpCents,
    totalCents: row.totalCents,
  };
}

export const invoiceBillingOf = (row: InvoiceRow) => {
  const d = row.details as InvoiceDetails;
  return { billingAddress: d.billingAddress, vatNumber: d.vatNumber };
};

/**
 * The parent companies (tops of their trees) that had an account before the month ended and have no invoice for it
 * yet: each owes one. (A run after a partial one starts from what is missing; each is checked again under its lock.)
 */
export async function billableCompanyIds(db: Db, month: string): Promise<string[]> {
  const { to } = monthRange(month);
  const rows = await queryRows<{ id: string }>(db, sql`
    select c.id from companies c
    where c.parent_company_id is null and c.created_at < ${to}::date
      and not exists (select 1 from company_invoices i where i.company_id = c.id and i.month = ${month})
    order by c.id`);
  return rows.map((r) => r.id);
}

/** The placed orders of a company and every subsidiary under it whose event falls in the month, and their lines. */
export async function monthOrders(db: Db, companyId: string, month: string) {
  const { from, to } = monthRange(month);
  const rows = await queryRows<{ id: string; company_name: string; event_date: string; event_name: string; po_number: string | null; cost_centre: string | null; total_cents: number }>(
    db,
    sql`
      with recursive tree as (
        select id, name from companies where id = ${companyId}::uuid
        union all select c.id, c.name from companies c join tree t on c.parent_company_id = t.id
      )
      select o.id, t.name as company_name, to_char(o.event_date, 'YYYY-MM-DD') as event_date, o.event_name, o.po_number, o.cost_centre, o.total_cents
      from company_orders o join tree t on t.id = o.company_id
      where o.status = 'placed' and o.event_date >= ${from}::date and o.event_date < ${to}::date
      order by o.event_date, o.created_at, o.id`,
  );
  const orders: Invoice["orders"] = rows.map((o) => ({
    orderId: o.id,
    companyName: o.company_name,
    eventDate: o.event_date,
    eventName: o.event_name,
    poNumber: o.po_number,
    costCentre: o.cost_centre,
    totalCents: o.total_cents,
  }));
  return { orders, lines: monthlyInvoiceLines(orders.map((o) => ({ costCentre: o.costCentre, totalCents: o.totalCents }))) };
}

/**
 * One parent company's invoice for a month, in one transaction: the company row is locked, so a second run (or two
 * at once) waits and then finds the invoice and does nothing; the number is the series counter bumped in this
 * same transaction, so a rollback hands it back and the numbers have no gaps. The orders are the placed ones of the
 * company and every subsidiary under it, by event date; the spec's $500 minimum is a top-up line. The admins are
 * mailed through the outbox in the same transaction. Returns the invoice id when this call issued it.
 */
export async function issueMonthlyInvoice(tx: Db, jobs: JobQueue, companyId: string, month: string, links: { publicUrl: string }): Promise<string | null> {
  const [company] = await queryRows<{ id: string; name: string; vat_number: string; billing_line1: string; billing_postal_code: string; billing_city: string; billing_country: string }>(
    tx,
    sql`select * from companies where id = ${companyId}::uuid for update`,
  );
  if (!company) return null;
  const [existing] = await queryRows<{ id: string }>(tx, sql`select id from company_invoices where company_id = ${companyId}::uuid and month = ${month}`);
  if (existing) return null;
  const { orders, lines } = await monthOrders(tx, companyId, month);
  const [counter] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into invoice_counters (series, last_number) values (${INVOICE_SERIES}, 1)
        on conflict (series) do update set last_number = invoice_counters.last_number + 1 returning last_number`,
  );
  const details: InvoiceDetails = {
    companyName: company.name,
    vatNumber: company.vat_number,
    billingAddress: `${company.billing_line1}, ${company.billing_postal_code} ${company.billing_city}, ${company.billing_country}`,
    costCentres: lines.costCentres,
    orders,
  };
  const [invoice] = await tx
    .insert(companyInvoices)
    .values({ companyId, month, number: counter!.last_number, details, cateringCents: lines.cateringCents, minimumTopUpCents: lines.minimumTopUpCents, totalCents: lines.totalCents })
    .returning();
  const admins = await queryRows<{ user_id: string; email: string }>(tx, sql`
    select u.id as user_id, u.email from company_members m join users u on u.id = m.user_id
    where m.company_id = ${companyId}::uuid and m.role = 'admin'`);
  const number = formatInvoiceNumber(invoice!.number);
  const total = `$${(lines.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  for (const a of admins) {
    await enqueueMail(tx, jobs, {
      to: a.email,
      subject: `Invoice ${number} for ${month}: ${total}`.slice(0, 200),
      text: `${company.name}'s catering invoice ${number} for ${month} is ready: ${orders.length} order(s), ${total}.\n\nDownload the PDF: ${links.publicUrl}/b2b-catering-crm#invoices\n`,
      kind: "company_invoice",
      dedupeKey: `company-invoice:${invoice!.id}:${a.user_id}`,
    });
  }
  return invoice!.id;
}

/** Month end: every parent company's invoice, one transaction each (a failure stops one company, not the rest). */
export async function invoiceMonth(db: Db, jobs: JobQueue, month: string, links: { publicUrl: string }): Promise<{ issued: number; companies: number }> {
  const ids = await billableCompanyIds(db, month);
  let issued = 0;
  let failure: unknown = null;
  for (const id of ids) {
    try {
      if (await db.transaction((tx) => issueMonthlyInvoice(tx, jobs, id, month, links))) issued++;
    } catch (e) {
      failure ??= e;
    }
  }
  // The job fails (and pg-boss retries it): the retry issues only what is still missing.
  if (failure) throw failure;
  return { issued, companies: ids.length };
}
