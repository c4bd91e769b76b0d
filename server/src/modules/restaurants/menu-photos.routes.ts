import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MENU_PHOTO_MAX_BYTES, MENU_PHOTO_TOO_LARGE_MESSAGE, errorBodySchema, managedMenuItemSchema, menuItemParamsSchema, menuPhotoParamsSchema } from "@tavola/contracts";
import { clientKey } from "../../platform/client-address.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError, notFound } from "../../platform/errors.js";
import { limitBy, type LimitRule } from "../../platform/rate-limit.js";
import { requireSession, signedIn } from "../../platform/session.js";
import { resolveMenuEditor } from "./menu-admin.service.js";
import { findVariant } from "./menu-photos.repository.js";
import { removeItemPhoto, setItemPhoto } from "./menu-photos.service.js";

const TAG = ["menu management"];
const PHOTO = "/api/restaurants/:restaurantId/menu-admin/items/:itemId/photo";
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const LIMITS = { fileSize: MENU_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 };
const YEAR = 365 * 24 * 3600;

/** Each photo is up to 8 MB and a few hundred milliseconds of resizing: a budget per account and per address. */
const uploadRules = (request: FastifyRequest): LimitRule[] => [
  { key: `menu-photo:user:${requireSession(request).userId}`, limit: 30, windowSeconds: 600 },
  { key: `menu-photo:ip:${clientKey(request)}`, limit: 60, windowSeconds: 600 },
];

/** Reads the one file of a multipart upload into memory, refusing it past 8 MB (413 with the field's message). */
async function readPhoto(request: FastifyRequest): Promise<Uint8Array> {
  const tooLarge = () => new AppError("payload_too_large", MENU_PHOTO_TOO_LARGE_MESSAGE, { file: [MENU_PHOTO_TOO_LARGE_MESSAGE] });
  if (!request.isMultipart()) throw new AppError("invalid", "Send the photo as multipart/form-data", { file: ["Choose a photo"] });
  // A declared body far past the limit is refused before it is read (the error handler drains what still arrives).
  if (Number(request.headers["content-length"] ?? 0) > MENU_PHOTO_MAX_BYTES + 64 * 1024) throw tooLarge();
  const file = await request.file({ limits: LIMITS });
  if (!file) throw new AppError("invalid", "Choose a photo", { file: ["Choose a photo"] });
  try {
    const bytes = await file.toBuffer();
    if (bytes.byteLength === 0) throw new AppError("invalid", "The file is empty", { file: ["The file is empty"] });
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
}

/**
 * Dish photos: the owner or a manager uploads and removes them (the Menu tab); anyone reads the variants, at
 * content-hashed addresses cached for a year (`immutable`: the bytes behind an address never change).
 */
export const menuPhotoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only the photo upload accepts multipart bodies here.
    await app.register(fastifyMultipart, { limits: LIMITS });

    app.put(
      PHOTO,
      {
        ...signedIn,
        preHandler: limitBy(deps.limiter, uploadRules),
        schema: {
          tags: TAG,
          summary: "Upload a dish's photo (multipart field `file`; JPEG, PNG or WebP by content, at most 8 MB); replaces the earlier one",
          params: menuItemParamsSchema,
          response: { 200: managedMenuItemSchema, 413: errorBodySchema, ...errors },
        },
      },
      // The editor is checked before a byte of the body is read.
      async (request) => {
        const restaurant = await resolveMenuEditor(deps.db, requireSession(request), request.params.restaurantId);
        return setItemPhoto(deps.db, restaurant, request.params.itemId, await readPhoto(request));
      },
    );

    app.delete(
      PHOTO,
      { ...signedIn, schema: { tags: TAG, summary: "Remove a dish's photo (it shows the drawing of its kind again)", params: menuItemParamsSchema, response: { 200: managedMenuItemSchema, ...errors } } },
      async (request) => removeItemPhoto(deps.db, await resolveMenuEditor(deps.db, requireSession(request), request.params.restaurantId), request.params.itemId),
    );

    app.get(
      "/api/menu-photos/:hash/:variant",
      { schema: { tags: TAG, summary: "A dish photo's variant (160/480/960 px WebP, 480 px JPEG), cached for a year", params: menuPhotoParamsSchema } },
      async (request, reply) => {
        const { hash, variant } = request.params;
        const etag = `"${hash}-${variant}"`;
        const cache = `public, max-age=${YEAR}, immutable`;
        if ((request.headers["if-none-match"] ?? "").split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
          return reply.code(304).header("ETag", etag).header("Cache-Control", cache).send();
        }
        const row = await findVariant(deps.db, hash, variant);
        if (!row) throw notFound("Photo not found");
        return reply
          .header("Content-Type", row.contentType)
          .header("Content-Length", String(row.sizeBytes))
          .header("Cache-Control", cache)
          .header("ETag", etag)
          .header("X-Content-Type-Options", "nosniff")
          .send(Buffer.from(row.content));
      },
    );
  };
