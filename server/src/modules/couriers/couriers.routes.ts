import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  COURIER_DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  courierApplicationSchema,
  courierBankStepSchema,
  courierDocumentKindParamsSchema,
  courierTermsStepSchema,
  courierVehicleStepSchema,
  errorBodySchema,
  myCourierApplicationSchema,
} from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import { limitBy, type LimitRule } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import {
  getMyApplication,
  removeDocument,
  saveBankStep,
  saveDocument,
  saveTermsStep,
  saveVehicleStep,
  submitApplication,
} from "./courier-application.service.js";
import { courierReviewRoutes } from "./courier-review.routes.js";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const TAG = ["couriers"];

/**
 * Writes are for signed-in accounts only (the wizard's account step signs up through /api/auth/register, which has
 * its own limits); each account and address still gets a budget, uploads a smaller one (each is up to 5 MB).
 */
const writeRules = (request: FastifyRequest): LimitRule[] => [
  { key: `courier-write:user:${requireSession(request).userId}`, limit: 60, windowSeconds: 600 },
  { key: `courier-write:ip:${clientKey(request)}`, limit: 200, windowSeconds: 600 },
];
const uploadRules = (request: FastifyRequest): LimitRule[] => [
  { key: `courier-upload:user:${requireSession(request).userId}`, limit: 20, windowSeconds: 600 },
  { key: `courier-upload:ip:${clientKey(request)}`, limit: 60, windowSeconds: 600 },
];

/** Reads the one file of a multipart upload into memory, refusing it past 5 MB (413 with the field's message). */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  const tooLarge = () => new AppError("payload_too_large", DOCUMENT_TOO_LARGE_MESSAGE, { file: [DOCUMENT_TOO_LARGE_MESSAGE] });
  if (!request.isMultipart()) throw new AppError("invalid", "Send the file as multipart/form-data", { file: ["Choose a file"] });
  const declared = Number(request.headers["content-length"] ?? 0);
  // A declared body far past the limit is refused before it is read (the error handler drains what still arrives).
  if (declared > COURIER_DOCUMENT_MAX_BYTES + 64 * 1024) throw tooLarge();
  const file = await request.file({ limits: { fileSize: COURIER_DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  if (!file) throw new AppError("invalid", "Choose a file", { file: ["Choose a file"] });
  try {
    const bytes = await file.toBuffer();
    if (bytes.byteLength === 0) throw new AppError("invalid", "The file is empty", { file: ["The file is empty"] });
    return { fileName: file.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
}

export const couriersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: no other module accepts multipart bodies.
    await app.register(fastifyMultipart, { limits: { fileSize: COURIER_DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

    app.get(
      "/api/couriers/application",
      { ...signedIn, schema: { tags: TAG, summary: "My courier application (null before the first save)", response: { 200: myCourierApplicationSchema, ...errors } } },
      async (request) => ({ application: await getMyApplication(deps.db, requireSession(request).userId) }),
    );

    const step = { ...signedIn, preHandler: limitBy(deps.limiter, writeRules) };
    const answer = { 200: courierApplicationSchema, ...errors };

    app.put(
      "/api/couriers/application/vehicle",
      { ...step, schema: { tags: TAG, summary: "Save the vehicle, phone and zones step (creates the draft)", body: courierVehicleStepSchema, response: answer } },
      async (request) => saveVehicleStep(deps.db, requireSession(request).userId, request.body),
    );

    app.put(
      "/api/couriers/application/bank",
      { ...step, schema: { tags: TAG, summary: "Save the payout account: only the last four digits and a token are kept", body: courierBankStepSchema, response: answer } },
      async (request) => saveBankStep(deps.db, requireSession(request).userId, request.body),
    );

    app.put(
      "/api/couriers/application/terms",
      { ...step, schema: { tags: TAG, summary: "Accept the courier terms (version and time recorded)", body: courierTermsStepSchema, response: answer } },
      async (request) => saveTermsStep(deps.db, requireSession(request).userId, request.body),
    );

    app.put(
      "/api/couriers/application/documents/:kind",
      {
        ...signedIn,
        preHandler: limitBy(deps.limiter, uploadRules),
        schema: {
          tags: TAG,
          summary: "Upload one document (multipart field `file`; JPEG, PNG or PDF by content, at most 5 MB); replaces the earlier one",
          params: courierDocumentKindParamsSchema,
          response: { ...answer, 413: errorBodySchema },
        },
      },
      async (request) => saveDocument(deps.db, requireSession(request).userId, request.params.kind, await readUpload(request)),
    );

    app.delete(
      "/api/couriers/application/documents/:kind",
      { ...step, schema: { tags: TAG, summary: "Remove an uploaded document", params: courierDocumentKindParamsSchema, response: { ...answer, 404: errorBodySchema } } },
      async (request) => removeDocument(deps.db, requireSession(request).userId, request.params.kind),
    );

    app.post(
      "/api/couriers/application/submit",
      { ...step, schema: { tags: TAG, summary: "Submit the draft for review (400 names every missing field)", response: answer } },
      async (request) => submitApplication(deps.db, requireSession(request).userId),
    );

    await app.register(courierReviewRoutes(deps));
  };
