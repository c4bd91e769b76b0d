import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "./config.js";
import { AppError } from "./errors.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const crossOrigin = () => new AppError("forbidden", "Cross-site request refused");
const isApi = (url: string) => /^\/api(?:[/?]|$)/.test(url);
const isDocs = (url: string) => /^\/api\/docs(?:[/?]|$)/.test(url);

/** "scheme://host[:port]" with default ports dropped, or null when `value` is not an http(s) origin. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins this request may come from: its own scheme and host (both honour TRUST_PROXY's
 * X-Forwarded-Proto/-Host, through `request.protocol` and `request.host`), and when the app is HTTPS-only,
 * https on that host too (a TLS-terminating proxy we were not told to trust still serves the page over https).
 */
export function ownOrigins(request: FastifyRequest, config: Pick<Config, "httpsOnly">): string[] {
  if (!request.host) return [];
  const origins = [originOf(`${request.protocol}://${request.host}`)];
  if (config.httpsOnly) origins.push(originOf(`https://${request.host}`));
  return origins.filter((o): o is string => o !== null);
}

/**
 * Cookies are SameSite=Lax, and on top of that every unsafe method must come from the app's own origin:
 * browsers send Sec-Fetch-Site and Origin on such requests, so another site — a sibling subdomain
 * ("same-site") included — or an opaque origin ("null": sandboxed frames, data: URLs) is refused, and so is an
 * Origin that is not this app's scheme + host + port. Clients that send neither header (curl,
 * server-to-server) carry no victim's cookie, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: Pick<Config, "httpsOnly">) {
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") throw crossOrigin();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const from = originOf(origin);
    if (from === null || !ownOrigins(request, config).includes(from)) throw crossOrigin();
  });
}

/** The hashes of index.html's inline scripts (the theme bootstrap), so CSP can allow exactly them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/**
 * `mapOrigin`: the courier map's style and tile server (config MAP_STYLE_URL), allowed to be fetched and shown; the
 * map's worker is a blob: (MapLibre builds it from its own bundle).
 */
export function contentSecurityPolicy(scriptHashes: string[], mapOrigin: string | null = null): string {
  const map = mapOrigin ? ` ${mapOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix and recharts set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self' data:",
    `connect-src 'self'${map}`,
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers on every answer that goes through Fastify's reply (SSE streams write their own):
 * - CSP: the SPA's, with the hashes of index.html's inline scripts; the API docs (swagger-ui: external
 *   scripts only, inline style attributes, data: images) get the same policy without those hashes.
 * - HSTS whenever the request came over https or the app is HTTPS-only (production without INSECURE_HTTP),
 *   so a deployment behind a proxy we were not told about still pins browsers to https.
 * - `Cache-Control: no-store` on every /api answer that did not choose its own caching: API answers depend on
 *   the session (or set/clear its cookie), and a shared or back/forward cache must not keep them.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: string, config: Pick<Config, "httpsOnly">) {
  const docsCsp = contentSecurityPolicy([]);
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=()");
    reply.header("Content-Security-Policy", isDocs(request.url) ? docsCsp : csp);
    if (config.httpsOnly || request.protocol === "https") {
      reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    if (isApi(request.url) && !reply.hasHeader("Cache-Control")) {
      reply.header("Cache-Control", "no-store");
    }
  });
}
