import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./platform/config.js";
import type { Database } from "./platform/database.js";
import type { AppDeps } from "./platform/deps.js";
import { registerErrorHandling } from "./platform/error-handler.js";
import { createEventBus } from "./platform/events.js";
import { createStreamRegistry } from "./platform/sse.js";
import { createRateLimiter } from "./platform/rate-limit.js";
import { AppError } from "./platform/errors.js";
import { contentSecurityPolicy, inlineScriptHashes, registerOriginCheck, registerSecurityHeaders } from "./platform/security.js";
import { createSessionStore, SESSION_COOKIE } from "./platform/session.js";
import { registerRoutes } from "./routes.js";

/** `database` may still be opening: the HTTP layer is built meanwhile, which shortens cold start. */
export type BuildAppOptions = { config: Config; database: Database | Promise<Database>; logger?: boolean };

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database: opening, logger = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies nearest to us; a list trusts those addresses only. Never `true`.
    trustProxy:
      typeof config.TRUST_PROXY === "number"
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Tavola API", version: "0.1.0", description: "Tavola's HTTP API. Errors: { message, code, fieldErrors?, requestId }." },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  const database = await opening;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, config),
    events: createEventBus(database),
    streams: createStreamRegistry(),
    limiter: createRateLimiter(database.db),
  };
  // Open SSE streams would hold close() forever: end them first; the LISTEN connection closes after.
  app.addHook("preClose", async () => deps.streams.closeAll());
  app.addHook("onClose", async () => deps.events.close());

  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await deps.sessions.resolve(token);
  });
  registerOriginCheck(app);
  registerErrorHandling(app);

  const webDist = config.WEB_DIST ?? path.resolve(process.cwd(), "web/dist");
  const indexPath = path.join(webDist, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  registerSecurityHeaders(app, contentSecurityPolicy(indexHtml ? inlineScriptHashes(indexHtml) : []));

  await registerRoutes(app, deps);

  if (indexHtml) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: 0 });
    app.get("/assets/*", { schema: { hide: true } }, async (request, reply) => {
      // Hashed file names never change, so they may be cached for a year.
      reply.header("Cache-Control", "public, max-age=31536000, immutable");
      return reply.sendFile(request.url.slice(1).split("?")[0]!);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !indexHtml || request.method !== "GET") {
      throw new AppError("not_found", `Route ${request.method} ${request.url.split("?")[0]} not found`);
    }
    const file = request.url.split("?")[0]!.slice(1);
    if (file && !file.includes("..") && path.extname(file) && existsSync(path.join(webDist, file))) {
      return reply.sendFile(file);
    }
    // Client-side routes: the SPA decides (including its own 404 page).
    return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(indexHtml);
  });

  return app;
}
