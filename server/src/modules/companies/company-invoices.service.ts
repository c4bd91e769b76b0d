import { and, desc, eq } from "drizzle-orm";
import { companyInvoices } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { getCompany } from "./company-account.service.js";
import { companyViewerOf } from "./company-access.policy.js";
import { invoiceBillingOf, monthOrders, toInvoice } from "./company-invoicing.js";
import { monthOf, monthRange } from "./company-view.js";

/** The company at the top of a tree: its invoices carry the whole tree's orders. */
async function billedCompanyOf(db: Db, companyId: string) {
  let c = await getCompany(db, companyId);
  for (let depth = 0; c.parentCompanyId && depth < 20; depth++) c = await getCompany(db, c.parentCompanyId);
  return c;
}

/**
 * A company's invoices, newest first. A subsidiary is invoiced through its parent: its people see who is billed,
 * and the invoices themselves only if they belong to the parent (they list the other subsidiaries' orders too).
 */
export async function listInvoices(db: Db, user: SessionUser, companyId: string, now = new Date()) {
  await companyViewerOf(db, user, companyId);
  const billed = await billedCompanyOf(db, companyId);
  const billedTo = { id: billed.id, name: billed.name };
  if (billed.id !== companyId) return { invoices: [], billedTo, current: null };
  const rows = await db.select().from(companyInvoices).where(eq(companyInvoices.companyId, companyId)).orderBy(desc(companyInvoices.month)).limit(120);
  const month = monthOf(now);
  const { orders, lines } = await monthOrders(db, companyId, month);
  const current = { month, companyName: billed.name, issuesOn: monthRange(month).to, orders, ...lines };
  return { invoices: rows.map(toInvoice), billedTo, current };
}

export async function readInvoiceForPdf(db: Db, user: SessionUser, companyId: string, invoiceId: string) {
  await companyViewerOf(db, user, companyId);
  const [row] = await db.select().from(companyInvoices).where(and(eq(companyInvoices.id, invoiceId), eq(companyInvoices.companyId, companyId)));
  if (!row) throw notFound("Invoice not found");
  return { invoice: toInvoice(row), billing: invoiceBillingOf(row) };
}
