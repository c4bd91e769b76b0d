import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cookies are SameSite=Lax, and on top of that any unsafe method from another site is refused: browsers
 * send Sec-Fetch-Site (and Origin) on such requests. Clients that send neither (curl, server-to-server)
 * carry no victim's cookie, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site") throw new AppError("forbidden", "Cross-site request refused");
    const origin = request.headers.origin;
    if (site === undefined && origin && origin !== "null") {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError("forbidden", "Cross-site request refused");
      }
      if (originHost !== request.headers.host) throw new AppError("forbidden", "Cross-site request refused");
    } else if (origin === "null") {
      throw new AppError("forbidden", "Cross-site request refused");
    }
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

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix and recharts set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function registerSecurityHeaders(app: FastifyInstance, csp: string) {
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=()");
    // The API docs page brings its own CSP (swagger-ui); every other response gets ours.
    if (!request.url.startsWith("/api/docs")) reply.header("Content-Security-Policy", csp);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
}
