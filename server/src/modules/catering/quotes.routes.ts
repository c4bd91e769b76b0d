import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptQuoteSchema, clientQuoteSchema, errorBodySchema, leadQuoteSchema, payByCardSchema, payDepositSchema, quoteDraftSchema, sendQuoteSchema, sentQuoteSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { notFound } from "../../platform/errors.js";
import { limitBy } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { depositPayRules, quoteAcceptRules } from "./catering-limits.js";
import { readLeadQuote, saveQuoteDraft, sendQuote } from "./quote-builder.service.js";
import { acceptQuote, readQuoteByToken, versionOfToken } from "./quote-client.service.js";
import { payNextDeposit } from "./quote-deposit.service.js";
import { payBalance } from "./quote-balance.service.js";
import { payCancellationFee } from "./cancellation-settlement.service.js";
import { toVersionView } from "./quote-figures.js";
import { renderQuotePdf } from "./quote-pdf.js";

const leadParams = z.object({ id: z.uuid({ error: "Lead not found" }) });
const pdfParams = leadParams.extend({ n: z.coerce.number({ error: "Version not found" }).int({ error: "Version not found" }).min(1, { error: "Version not found" }).max(10_000, { error: "Version not found" }) });
/** The client's link token travels as `?token=` so the request log redacts it (platform/log-redaction.ts). */
const tokenQuery = z.object({ token: z.string({ error: "Quote not found" }).min(20, { error: "Quote not found" }).max(100, { error: "Quote not found" }).regex(/^[A-Za-z0-9_-]+$/, { error: "Quote not found" }) });
/** A PDF answer: fastify sends a Buffer as it is (no serialiser); documented as binary. */
const pdfResponse = z.string().describe("application/pdf");
const IDEMPOTENCY_REQUIRED = "Idempotency-Key header is required";
const idempotencyHeaders = z.object({
  "idempotency-key": z.string({ error: IDEMPOTENCY_REQUIRED }).trim().min(1, { error: IDEMPOTENCY_REQUIRED }).max(255, { error: "Idempotency-Key must be at most 255 characters" }),
});
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const pdfFileName = (eventName: string, n: number) => `quote-v${n}-${eventName.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 40)}.pdf`;

/** Catering quotes (issue 17): the team builds and sends versions; the client reads and accepts through a link. */
export const quoteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/catering/crm/leads/:id/quote",
      { ...signedIn, schema: { tags: ["catering-quotes"], summary: "A lead's quote: every version with the server's figures, the acceptance", params: leadParams, response: { 200: leadQuoteSchema, ...errors } } },
      async (request) => readLeadQuote(deps.db, requireSession(request), request.params.id),
    );

    app.put(
      "/api/catering/crm/leads/:id/quote",
      {
        ...signedIn,
        schema: {
          tags: ["catering-quotes"],
          summary: "Save the draft (a new version once the last was sent); totals and the deposit schedule are computed here",
          params: leadParams,
          body: quoteDraftSchema,
          response: { 200: leadQuoteSchema, ...errors },
        },
      },
      async (request) => saveQuoteDraft(deps.db, requireSession(request), request.params.id, request.body),
    );

    app.post(
      "/api/catering/crm/leads/:id/quote/send",
      {
        ...signedIn,
        schema: {
          tags: ["catering-quotes"],
          summary: "Send the draft: frozen, valid for its days, the lead moves to Quoted, the client is mailed a link (returned once as `clientPath`)",
          params: leadParams,
          body: sendQuoteSchema,
          response: { 200: sentQuoteSchema, ...errors },
        },
      },
      async (request) => sendQuote(deps, requireSession(request), request.params.id, request.body.versionId),
    );

    app.get(
      "/api/catering/crm/leads/:id/quote/versions/:n.pdf",
      { ...signedIn, schema: { tags: ["catering-quotes"], summary: "A version of the lead's quote as a PDF", params: pdfParams, response: { 200: pdfResponse, ...errors } } },
      async (request, reply) => {
        const q = await readLeadQuote(deps.db, requireSession(request), request.params.id);
        const v = q.versions.find((x) => x.number === request.params.n);
        if (!v) throw notFound("Version not found");
        const pdf = await renderQuotePdf({ restaurantName: q.restaurantName, eventName: q.eventName, contactName: q.contactName, eventDate: q.eventDate }, v);
        return reply.type("application/pdf").header("Content-Disposition", `inline; filename="${pdfFileName(q.eventName, v.number)}"`).send(pdf as unknown as string);
      },
    );

    app.get(
      "/api/catering/quotes/by-token",
      { schema: { tags: ["catering-quotes"], summary: "The client's link (no account): the latest sent version, whether it expired, the acceptance", querystring: tokenQuery, response: { 200: clientQuoteSchema, 400: errorBodySchema, 404: errorBodySchema } } },
      async (request) => readQuoteByToken(deps.db, request.query.token),
    );

    app.post(
      "/api/catering/quotes/by-token/accept",
      {
        schema: {
          tags: ["catering-quotes"],
          summary: "Accept the latest sent, unexpired version with a typed full name (once; 409 otherwise); 429 after 10 an hour per address",
          querystring: tokenQuery,
          body: acceptQuoteSchema,
          response: { 200: clientQuoteSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, quoteAcceptRules),
      },
      async (request) => acceptQuote(deps.db, request.query.token, request.body, request.ip),
    );

    app.get(
      "/api/catering/quotes/by-token/pdf",
      { schema: { tags: ["catering-quotes"], summary: "The client's quote (latest sent version) as a PDF", querystring: tokenQuery, response: { 200: pdfResponse, 400: errorBodySchema, 404: errorBodySchema } } },
      async (request, reply) => {
        const { quote, lead, version } = await versionOfToken(deps.db, request.query.token);
        const c = await readQuoteByToken(deps.db, request.query.token);
        const pdf = await renderQuotePdf({ restaurantName: c.restaurantName, eventName: lead.eventName, contactName: lead.contactName, eventDate: lead.eventDate }, toVersionView(version, quote, new Date()));
        return reply.type("application/pdf").header("Content-Disposition", `inline; filename="${pdfFileName(lead.eventName, version.number)}"`).send(pdf as unknown as string);
      },
    );

    app.post(
      "/api/catering/quotes/by-token/deposits",
      {
        schema: {
          tags: ["catering-quotes"],
          summary: "Pay the next deposit of the accepted quote (sandbox card token; Idempotency-Key: one key, one payment); the first confirms the lead; `keepCardOnFile` keeps the card for this event's balance",
          querystring: tokenQuery,
          headers: idempotencyHeaders,
          body: payDepositSchema,
          response: { 200: clientQuoteSchema, 400: errorBodySchema, 402: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, depositPayRules),
      },
      async (request) => payNextDeposit(deps, request.query.token, request.headers["idempotency-key"], request.body),
    );

    app.post(
      "/api/catering/quotes/by-token/balance",
      {
        schema: {
          tags: ["catering-quotes"],
          summary: "Pay the balance after delivery (taxed total − deposits paid; sandbox card token; Idempotency-Key: one key, one payment; once per quote)",
          querystring: tokenQuery,
          headers: idempotencyHeaders,
          body: payByCardSchema,
          response: { 200: clientQuoteSchema, 400: errorBodySchema, 402: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, depositPayRules),
      },
      async (request) => payBalance(deps.db, request.query.token, request.headers["idempotency-key"], request.body.paymentToken),
    );

    app.post(
      "/api/catering/quotes/by-token/cancellation-fee",
      {
        schema: {
          tags: ["catering-quotes"],
          summary: "Pay the part of a cancellation fee the deposits did not cover (sandbox card token; Idempotency-Key: one key, one payment; once per lead)",
          querystring: tokenQuery,
          headers: idempotencyHeaders,
          body: payByCardSchema,
          response: { 200: clientQuoteSchema, 400: errorBodySchema, 402: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
        },
        preHandler: limitBy(deps.limiter, depositPayRules),
      },
      async (request) => payCancellationFee(deps.db, request.query.token, request.headers["idempotency-key"], request.body.paymentToken),
    );
  };
