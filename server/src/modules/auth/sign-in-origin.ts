import type { FastifyRequest } from "fastify";
import type { Config } from "../../platform/config.js";
import { AppError } from "../../platform/errors.js";
import { originOf, ownOrigins } from "../../platform/security.js";

export const FOREIGN_SIGN_IN_MESSAGE = "Sign-in from another site refused";

/**
 * A sign-in reached by GET (the demo sign-in) is not covered by the unsafe-method origin check, so a page on
 * another site could sign its visitor into an account of its choosing (login CSRF) with an <img> or a link.
 * Refused (403) when the browser says the request comes from another site (Sec-Fetch-Site `cross-site` or
 * `same-site`: a sibling subdomain is another site to us) or when an Origin or Referer names another origin
 * (or an opaque one: `Origin: null`). Requests with none of these headers carry no victim's cookies or intent
 * (curl, scripts, tests) and pass.
 */
export function refuseForeignSignIn(request: FastifyRequest, config: Pick<Config, "httpsOnly">): void {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") throw new AppError("forbidden", FOREIGN_SIGN_IN_MESSAGE);
  const own = ownOrigins(request, config);
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (header === undefined) continue;
    const from = originOf(header);
    if (from === null || !own.includes(from)) throw new AppError("forbidden", FOREIGN_SIGN_IN_MESSAGE);
  }
}
