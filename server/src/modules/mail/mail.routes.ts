import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema, outboxIdParamsSchema, outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { notFound } from "../../platform/errors.js";
import { findOutboxMail, listOutboxPage } from "./mail.repository.js";
import { superAdminsOnly } from "./mail.policy.js";
import { toOutboxMessage, toOutboxSummary } from "./mail-view.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const mailRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/outbox",
      {
        ...superAdminsOnly,
        schema: {
          tags: ["admin"],
          summary: "The mail outbox, newest first (super admins only): what was sent, and what waits without SMTP_URL",
          querystring: outboxListQuerySchema,
          response: { 200: outboxPageSchema, ...errors },
        },
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const { rows, total } = await listOutboxPage(deps.db, { page, pageSize, status });
        return { items: rows.map(toOutboxSummary), page, pageSize, total };
      },
    );

    app.get(
      "/api/admin/outbox/:id",
      {
        ...superAdminsOnly,
        schema: {
          tags: ["admin"],
          summary: "One outbox mail with its text and HTML (super admins only)",
          params: outboxIdParamsSchema,
          response: { 200: outboxMessageSchema, 404: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const row = await findOutboxMail(deps.db, request.params.id);
        if (!row) throw notFound("No such mail");
        return toOutboxMessage(row);
      },
    );
  };
