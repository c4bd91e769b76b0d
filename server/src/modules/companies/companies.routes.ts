import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptedInviteSchema,
  acceptInviteSchema,
  companyAccountSchema,
  companyListSchema,
  companyOrderSchema,
  companyOrdersSchema,
  companyOrderViewSchema,
  companySchema,
  companySettingsSchema,
  createCompanySchema,
  createdCompanySchema,
  createdInviteSchema,
  errorBodySchema,
  invoicesSchema,
  inviteSchema,
  monthQuerySchema,
  recurringOrderSchema,
  recurringOrdersSchema,
  recurringOrderViewSchema,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { acceptInvite, createCompany, inviteEmployee, listCompanies, myCompanyId, readAccount, updateSettings } from "./company-account.service.js";
import { listInvoices, readInvoiceForPdf } from "./company-invoices.service.js";
import { listOrders, placeOrder } from "./company-orders.service.js";
import { createRecurring, listRecurring, stopRecurring } from "./company-recurring.service.js";
import { monthOf } from "./company-view.js";
import { renderInvoicePdf } from "./invoice-pdf.js";

const companyParams = z.object({ id: z.uuid({ error: "Company not found" }) });
const recurringParams = companyParams.extend({ rid: z.uuid({ error: "Recurring order not found" }) });
const invoiceParams = companyParams.extend({ invoiceId: z.uuid({ error: "Invoice not found" }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const tags = ["b2b"];

/** B2B company accounts (issue 17, `/b2b-catering-crm`): thin routes over the companies module's services. */
export const companiesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/b2b/companies",
      { ...signedIn, schema: { tags, summary: "Open a company account (executives); its first admin is invited by email", body: createCompanySchema, response: { 201: createdCompanySchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await createCompany(deps, requireSession(request), request.body)),
    );
    app.get(
      "/api/b2b/companies",
      { ...signedIn, schema: { tags, summary: "Every company account (executives)", response: { 200: companyListSchema, ...errors } } },
      async (request) => listCompanies(deps.db, requireSession(request)),
    );
    app.get(
      "/api/b2b/company",
      { ...signedIn, schema: { tags, summary: "The enterprise client's own company account", response: { 200: companyAccountSchema, ...errors } } },
      async (request) => {
        const user = requireSession(request);
        return readAccount(deps.db, user, await myCompanyId(deps.db, user));
      },
    );
    app.get(
      "/api/b2b/companies/:id",
      { ...signedIn, schema: { tags, summary: "A company account: employees, invites, settings, this month's spend", params: companyParams, response: { 200: companyAccountSchema, ...errors } } },
      async (request) => readAccount(deps.db, requireSession(request), request.params.id),
    );
    app.put(
      "/api/b2b/companies/:id/settings",
      { ...signedIn, schema: { tags, summary: "Order-time requirements (PO number, cost centre), the monthly limit, the billing address (admins)", params: companyParams, body: companySettingsSchema, response: { 200: companySchema, ...errors } } },
      async (request) => updateSettings(deps.db, requireSession(request), request.params.id, request.body),
    );
    app.post(
      "/api/b2b/companies/:id/invites",
      { ...signedIn, schema: { tags, summary: "Invite an employee by email (admins); the link works once", params: companyParams, body: inviteSchema, response: { 201: createdInviteSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await inviteEmployee(deps, requireSession(request), request.params.id, request.body)),
    );
    app.post(
      "/api/b2b/invites/accept",
      { ...signedIn, schema: { tags, summary: "Join a company with an invitation token (signed in with the invited address)", body: acceptInviteSchema, response: { 200: acceptedInviteSchema, ...errors } } },
      async (request) => acceptInvite(deps.db, requireSession(request), request.body.token),
    );
    app.get(
      "/api/b2b/companies/:id/orders",
      { ...signedIn, schema: { tags, summary: "A month's orders (this month by default)", params: companyParams, querystring: monthQuerySchema, response: { 200: companyOrdersSchema, ...errors } } },
      async (request) => listOrders(deps.db, requireSession(request), request.params.id, request.query.month ?? monthOf(new Date())),
    );
    app.post(
      "/api/b2b/companies/:id/orders",
      {
        ...signedIn,
        schema: { tags, summary: "Place a catering order (employees): priced from the menu, within the monthly limit; makes a pipeline lead", params: companyParams, body: companyOrderSchema, response: { 201: companyOrderViewSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await placeOrder(deps.db, requireSession(request), request.params.id, request.body)),
    );
    app.get(
      "/api/b2b/companies/:id/recurring-orders",
      { ...signedIn, schema: { tags, summary: "Recurring orders", params: companyParams, response: { 200: recurringOrdersSchema, ...errors } } },
      async (request) => listRecurring(deps.db, requireSession(request), request.params.id),
    );
    app.post(
      "/api/b2b/companies/:id/recurring-orders",
      { ...signedIn, schema: { tags, summary: "Set up a weekly order (admins); the daily job places each week", params: companyParams, body: recurringOrderSchema, response: { 201: recurringOrderViewSchema, ...errors } } },
      async (request, reply) => reply.code(201).send(await createRecurring(deps.db, requireSession(request), request.params.id, request.body)),
    );
    app.post(
      "/api/b2b/companies/:id/recurring-orders/:rid/stop",
      { ...signedIn, schema: { tags, summary: "Stop a recurring order (admins)", params: recurringParams, response: { 200: recurringOrdersSchema, ...errors } } },
      async (request) => stopRecurring(deps.db, requireSession(request), request.params.id, request.params.rid),
    );
    app.get(
      "/api/b2b/companies/:id/invoices",
      { ...signedIn, schema: { tags, summary: "Monthly invoices (a subsidiary's are its parent's)", params: companyParams, response: { 200: invoicesSchema, ...errors } } },
      async (request) => listInvoices(deps.db, requireSession(request), request.params.id),
    );
    app.get(
      "/api/b2b/companies/:id/invoices/:invoiceId/pdf",
      { ...signedIn, schema: { tags, summary: "An invoice as a PDF", params: invoiceParams, response: { 200: z.string().describe("application/pdf"), ...errors } } },
      async (request, reply) => {
        const { invoice, billing } = await readInvoiceForPdf(deps.db, requireSession(request), request.params.id, request.params.invoiceId);
        const pdf = await renderInvoicePdf(invoice, billing);
        return reply.type("application/pdf").header("Content-Disposition", `inline; filename="${invoice.number}.pdf"`).send(pdf as unknown as string);
      },
    );
  };
