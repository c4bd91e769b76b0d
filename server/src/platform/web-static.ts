import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { AppError } from "./errors.js";

/**
 * Serving the built web app (web/dist):
 * - `/assets/*` are content-hashed: cached for a year and `immutable`, sent as the `.br` or `.gz` file the
 *   build wrote beside each one (content negotiation, `Vary: Accept-Encoding`). One wildcard route: no
 *   per-file routes to register at start-up, and no other route can win over it.
 * - Other files at the top of web/dist (favicon, manifest, robots.txt) and the SPA's HTML for every client
 *   route are `no-cache` with a validator (ETag), so a new deploy is picked up on the next visit.
 * - HEAD answers like GET without a body (Fastify routes answer HEAD for GET; the SPA fallback does too).
 * - A missing `/assets/…` file is a 404, never the SPA's HTML: a browser asking for a chunk of an older
 *   deploy must see it fail (the app then reloads) rather than parse HTML as JavaScript.
 */

export type WebApp = { indexHtml: string; dir: string };

/** The built app, or null when web/dist has not been built (API-only runs and tests). */
export function loadWebApp(dir: string): WebApp | null {
  const indexPath = path.join(dir, "index.html");
  return existsSync(indexPath) ? { indexHtml: readFileSync(indexPath, "utf8"), dir } : null;
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function registerWebApp(app: FastifyInstance, web: WebApp, opts: { production: boolean }) {
  const { dir } = web;

  if (opts.production) {
    // The build's source maps (hidden: no sourceMappingURL) are for debugging, never served in production.
    app.addHook("onRequest", async (request) => {
      if (request.url.startsWith("/api/")) return;
      const pathname = request.url.split("?")[0]!;
      let decoded = pathname;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        /* a malformed path is refused by the static server anyway */
      }
      if (/\.map$/i.test(decoded)) throw new AppError("not_found", `Route ${request.method} ${pathname} not found`);
    });
  }

  await app.register(fastifyStatic, {
    root: path.join(dir, "assets"),
    prefix: "/assets/",
    wildcard: true,
    index: false,
    preCompressed: true,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    // Hashed names make the ETag and Last-Modified of an immutable file redundant.
    etag: false,
    lastModified: false,
  });

  // index.html and the files of web/public: revalidated on every visit (ETag, Last-Modified), sent as the
  // build's .br/.gz beside them when the client accepts it (the plugin's `preCompressed`), so GET and HEAD
  // answer the same headers and lengths.
  const sendUnhashed = (reply: FastifyReply, file: string) => {
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile(file, dir, { cacheControl: false, etag: true, lastModified: true });
  };

  // A route rather than the not-found handler, so HEAD is answered by the same code as GET. Everything it
  // sends is precompressed at build time or too small to gain from it, hence no compression on the fly.
  // More specific routes (the API, /assets/*) win over this one.
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    config: { compress: false },
    handler: async (request, reply) => {
      const pathname = request.url.split("?")[0]!;
      if (pathname.startsWith("/api/") || pathname === "/api") {
        throw new AppError("not_found", `Route ${request.method} ${pathname} not found`);
      }
      const file = publicFile(dir, pathname);
      if (file) return sendUnhashed(reply, file);
      // A path that names a file (has an extension) and is not there is a 404, not the SPA.
      if (path.extname(pathname)) throw new AppError("not_found", `Route ${request.method} ${pathname} not found`);
      // Client-side routes: the SPA decides (including its own 404 page).
      return sendUnhashed(reply, "index.html");
    },
  });
}

/**
 * A file of web/dist outside assets/ (favicon.svg, illustrations/…: what web/public holds), or null. No
 * dot-files or dot-segments, and none of the build's compressed copies or source maps by their own names.
 */
function publicFile(dir: string, pathname: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(1));
  } catch {
    return null;
  }
  if (!name || name.includes("\\") || name.includes("\0")) return null;
  if (name.split("/").some((segment) => segment === "" || segment.startsWith("."))) return null;
  if (/\.(?:br|gz|map)$/i.test(name)) return null;
  try {
    return statSync(path.join(dir, name)).isFile() ? name : null;
  } catch {
    return null;
  }
}
