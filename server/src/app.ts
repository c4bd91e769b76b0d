import { randomUUID } from "node:crypto";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./platform/config.js";
import type { Database } from "./platform/database.js";
import type { AppDeps } from "./platform/deps.js";
import { registerErrorHandling } from "./platform/error-handler.js";
import { createEventBus } from "./platform/events.js";
import { resolveTotpKey } from "./platform/totp-key.js";
import { encryptPlaintextTotpSecrets } from "./modules/auth/index.js";
import { createJobQueue, type JobQueue } from "./platform/jobs/index.js";
import { createStreamRegistry } from "./platform/sse.js";
import { createRateLimiter } from "./platform/rate-limit.js";
import { AppError } from "./platform/errors.js";
import { serializeError, serializeRequest } from "./platform/log-redaction.js";
import { contentSecurityPolicy, inlineScriptHashes, registerOriginCheck, registerSecurityHeaders } from "./platform/security.js";
import { inputGuardFrameworkErrors, registerInputGuard } from "./platform/input-guard.js";
import { createSessionStore, SESSION_COOKIE } from "./platform/session.js";
import { registerRoutes } from "./routes.js";
import { registerJobs } from "./jobs.js";
import { registerCompression } from "./platform/compression.js";
import { loadWebApp, registerWebApp } from "./platform/web-static.js";

/**
 * `database` may still be opening: the HTTP layer is built meanwhile, which shortens cold start.
 * `logStream` sends the log lines there instead of stdout (tests read them).
 */
export type BuildAppOptions = {
  config: Config;
  database: Database | Promise<Database>;
  logger?: boolean;
  logStream?: { write(line: string): void };
};

declare module "fastify" {
  interface FastifyInstance {
    /** The app's job queue (platform/jobs): installed here; start-server calls `work()` once listening, tests `drain()`. */
    jobs: JobQueue;
  }
}

/** Builds the whole HTTP app without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database: opening, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          // Manage-link tokens and QR codes in URLs, and failed queries' bound values, stay out of the logs.
          serializers: { req: serializeRequest, err: serializeError },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    // A URL whose percent-encoding the router cannot decode gets the one error body (400), not Fastify's own.
    frameworkErrors: inputGuardFrameworkErrors,
    // A request (headers and body) that has not fully arrived in time gets 408 and its socket is closed, so slow
    // bodies cannot hold connections open. Node checks every `connectionsCheckingInterval`, and its
    // headersTimeout must not exceed requestTimeout. A response may take as long as it likes (SSE streams).
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(requestTimeout / 4))),
    },
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
  await registerCompression(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Tavola API", version: "0.1.0", description: "Tavola's HTTP API. Errors: { message, code, fieldErrors?, requestId }." },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } } },
    },
    transform: jsonSchemaTransform,
  });
  // swagger-ui loads only its own scripts and the spec, so the CSP of registerSecurityHeaders fits it; its
  // validator badge would load an image from validator.swagger.io, so it is off.
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  const database = await opening;
  const totpKey = await resolveTotpKey(config);
  // TOTP secrets written before they were encrypted are encrypted now (idempotent; guarded per row).
  await encryptPlaintextTotpSecrets(database.db, totpKey);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    sessions: createSessionStore(database.db, config),
    events: createEventBus(database),
    // Open streams re-check their sessions (one batched read every few seconds while any is open).
    streams: createStreamRegistry({
      resolveSessions: (ids) => deps.sessions.resolveByIds(ids),
      onError: (err) => app.log.warn({ err }, "live stream re-check failed"),
    }),
    limiter: createRateLimiter(database.db),
    totpKey,
    jobs: createJobQueue({
      database,
      databaseUrl: config.DATABASE_URL,
      pollSeconds: config.JOBS_POLL_SECONDS,
      onError: (err) => app.log.error({ err }, "job queue error"),
    }),
  };
  app.decorate("jobs", deps.jobs);
  // Open SSE streams would hold close() forever: end them first; the LISTEN connection closes after.
  app.addHook("preClose", async () => deps.streams.closeAll());
  app.addHook("onClose", async () => {
    await deps.jobs.stop(); // running jobs finish before the database closes
    await deps.events.close();
  });

  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await deps.sessions.resolve(token);
  });
  registerOriginCheck(app, config);
  registerInputGuard(app);
  registerErrorHandling(app);

  const web = loadWebApp(config.WEB_DIST ?? path.resolve(process.cwd(), "web/dist"));
  registerSecurityHeaders(app, contentSecurityPolicy(web ? inlineScriptHashes(web.indexHtml) : [], config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : null), config);

  await registerRoutes(app, deps);
  // Every module's jobs and schedules, then pg-boss's schema, the queues and schedules are installed (so a request
  // can enqueue in its transaction). Polling starts in start-server.ts once the server listens; tests drain instead.
  registerJobs(deps);
  await deps.jobs.start();

  if (web) await registerWebApp(app, web, { production: config.production });
  app.setNotFoundHandler(async (request) => {
    throw new AppError("not_found", `Route ${request.method} ${request.url.split("?")[0]} not found`);
  });

  return app;
}
