import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  courierApplicationIdParamsSchema,
  courierApplicationListQuerySchema,
  courierApplicationPageSchema,
  courierApplicationSchema,
  courierDocumentParamsSchema,
  courierReviewSchema,
  errorBodySchema,
  type CourierApplicationStatus,
  type CourierVehicle,
  type CourierZone,
} from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { notFound } from "../../platform/errors.js";
import { requireSession } from "../../platform/session.js";
import { listDocumentMeta, findApplicationWithUser, findDocument, listApplications } from "./couriers.repository.js";
import { reviewApplication } from "./courier-application.service.js";
import { toApplication } from "./courier-view.js";
import { executivesOnly } from "./couriers.policy.js";

/** RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * ! unencoded, which that grammar does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const TAG = ["admin"];

/** The executives' review queue: list, one application with its documents, a document's bytes, the decision. */
export const courierReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/courier-applications",
      {
        ...executivesOnly,
        schema: {
          tags: TAG,
          summary: "Courier applications (executives): waiting ones first, oldest submission first; drafts only by status",
          querystring: courierApplicationListQuerySchema,
          response: { 200: courierApplicationPageSchema, ...errors },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const { rows, total } = await listApplications(deps.db, { ...filter, page, pageSize });
        return {
          items: rows.map((r) => ({
            id: r.application.id,
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.email,
            status: r.application.status as CourierApplicationStatus,
            vehicle: r.application.vehicle as CourierVehicle | null,
            zones: r.application.zones as CourierZone[],
            submittedAt: r.application.submittedAt?.toISOString() ?? null,
            reviewedAt: r.application.reviewedAt?.toISOString() ?? null,
            rejectionReason: r.application.rejectionReason,
            documentCount: Number(r.documentCount),
          })),
          page,
          pageSize,
          total,
        };
      },
    );

    app.get(
      "/api/admin/courier-applications/:id",
      { ...executivesOnly, schema: { tags: TAG, summary: "One courier application with its documents (executives)", params: courierApplicationIdParamsSchema, response: { 200: courierApplicationSchema, ...errors } } },
      async (request) => {
        const row = await findApplicationWithUser(deps.db, request.params.id);
        if (!row) throw notFound("No such courier application");
        return toApplication(row, await listDocumentMeta(deps.db, row.id), row);
      },
    );

    app.get(
      "/api/admin/courier-applications/:id/documents/:documentId",
      {
        ...executivesOnly,
        schema: { tags: TAG, summary: "Download a document: its checked type, as an attachment, never sniffed", params: courierDocumentParamsSchema },
      },
      async (request, reply) => {
        const doc = await findDocument(deps.db, request.params.id, request.params.documentId);
        if (!doc) throw notFound("No such document");
        // The name is for the Save dialog only: ASCII fallback plus the RFC 5987 form for the real name.
        const ascii = doc.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
        return reply
          .header("Content-Type", doc.contentType)
          .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(doc.fileName)}`)
          .header("X-Content-Type-Options", "nosniff")
          .header("Content-Length", String(doc.sizeBytes))
          .send(Buffer.from(doc.content));
      },
    );

    app.post(
      "/api/admin/courier-applications/:id/review",
      {
        ...executivesOnly,
        schema: {
          tags: TAG,
          summary: "Approve (grants the courier role) or reject with a reason; only an application waiting for review (409)",
          params: courierApplicationIdParamsSchema,
          body: courierReviewSchema,
          response: { 200: courierApplicationSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request) => reviewApplication(deps.db, requireSession(request).userId, request.params.id, request.body),
    );
  };
