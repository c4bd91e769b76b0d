import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/test-app.js";

// What a browser receives from the real production build (web/dist, built by `npm run build`, which
// `npm test` runs before this layer): compression, cache headers, HEAD, and a 413 that clients can read.
const webDist = path.resolve(import.meta.dirname, "../../../web/dist");

let t: TestApp;
let base: string;
let entry: string; // the entry chunk's URL path, e.g. /assets/index-abc123.js

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** One request with node:http, so the body arrives as the server encoded it (fetch would decode it). */
function raw(method: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(`${webDist} is missing: these tests read the real build; run \`npm run build\` first`);
  }
  t = await createTestApp({ WEB_DIST: webDist });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  entry = /(?:<script[^>]+src="|"entry":")(\/assets\/[^"]+\.js)"/.exec(readFileSync(path.join(webDist, "index.html"), "utf8"))![1]!;
});
afterAll(async () => t?.close());

describe("the built web app as served", () => {
  it("sends a hashed asset precompressed (brotli, else gzip, else as is) and cacheable for a year", async () => {
    const file = readFileSync(path.join(webDist, entry));
    const br = await raw("GET", entry, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);

    const gz = await raw("GET", entry, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(file)).toBe(true);

    const plain = await raw("GET", entry);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers HEAD for an asset and for pages exactly as GET, without a body", async () => {
    for (const url of [entry, "/", "/order", "/tables", "/favicon.svg"]) {
      const headers = { "accept-encoding": "br" };
      const [get, head] = [await raw("GET", url, headers), await raw("HEAD", url, headers)];
      expect(head.status, url).toBe(200);
      expect(head.body.length, url).toBe(0);
      for (const name of ["content-type", "content-length", "content-encoding", "cache-control", "etag", "vary"]) {
        expect(head.headers[name], `${url} ${name}`).toEqual(get.headers[name]);
      }
      expect(Number(get.headers["content-length"]), url).toBe(get.body.length);
    }
  });

  it("sends the SPA's HTML for client routes with no-cache and a validator, compressed", async () => {
    const html = readFileSync(path.join(webDist, "index.html"));
    const page = await raw("GET", "/order", { "accept-encoding": "gzip, br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).equals(html)).toBe(true);
    const etag = page.headers["etag"]!;
    expect(etag).toBeTruthy();
    const again = await raw("GET", "/loyalty", { "accept-encoding": "gzip, br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answers a missing asset or file with a 404, never the SPA's HTML", async () => {
    for (const url of ["/assets/index-00000000.js", "/missing.png", "/illustrations/none.svg"]) {
      const res = await raw("GET", url);
      expect(res.status, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/application\/json/);
    }
    expect((await raw("HEAD", "/assets/nope.css")).status).toBe(404);
  });

  it("compresses API responses above 1 KB on the fly, and leaves small ones alone", async () => {
    const doc = await raw("GET", "/api/openapi.json", { "accept-encoding": "br, gzip" });
    expect(doc.headers["content-encoding"]).toBe("br");
    expect(doc.headers["vary"]).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(doc.body).toString("utf8")).openapi).toMatch(/^3\./);
    const gz = await raw("GET", "/api/openapi.json", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const health = await raw("GET", "/api/health", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps live streams uncompressed, flowing event by event", async () => {
    const cookie = await signInAs(t.app, "restaurant_owner");
    const controller = new AbortController();
    const res = await fetch(`${base}/api/restaurant/orders/events`, {
      headers: { cookie, accept: "text/event-stream", "accept-encoding": "br, gzip" },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("retry:");
    controller.abort();
  });
});

describe("request bodies", () => {
  it("are never inflated: a gzip-encoded body is refused, not unpacked (no zip bombs to parse)", async () => {
    const { gzipSync } = await import("node:zlib");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ email: "a@b.co", password: "whatever-password" })),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("a body that is too large", () => {
  const fiveMegabytes = JSON.stringify({ email: "a@b.co", password: "x".repeat(5 * 1024 * 1024) });

  it("gets a 413 that fetch can read, with the error body, however it is sent", async () => {
    const sized = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: fiveMegabytes,
    });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toMatchObject({ code: "payload_too_large", message: "Request body is too large" });

    // Chunked (no Content-Length): the server only finds out while reading.
    async function* chunks() {
      for (let i = 0; i < 50; i++) yield new TextEncoder().encode("x".repeat(100 * 1024));
    }
    const streamed = await fetch(`${base}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunks(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { code: string }).code).toBe("payload_too_large");
  });

  it("gets the refusal of a cross-origin write readable too (refused before its body is read)", async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: fiveMegabytes,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("forbidden");
  });
});
