// What a first visit really costs on the wire: the built server (`node server/dist/main.js`, demo mode, a fresh
// PGlite data dir) serves `/`, `/order` and `/tables` to Chromium (a new context each: empty cache, no cookies),
// and the bytes the browser received for every response until the page settles (network idle, then 1 s more for
// what loads after first paint) are summed per kind: JavaScript, CSS, HTML, API (/api/*), other (images, icons),
// total. The figures are Chromium's own counts (CDP Network.loadingFinished encodedDataLength: headers plus the
// body as sent, compressed or not), and the body alone (Network.dataReceived encodedDataLength). The JS target for
// the first visit of `/` is ≤ 110 KB of JavaScript bodies on the wire.
//
//   BENCH_WIRE_PAGES  comma-separated paths (default: /,/order,/tables)
//   BENCH_WIRE_BASE_URL  measure a server that is already running instead of starting one
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort, ROOT, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "First visit on the wire (compressed as served), per kind, in Chromium";

const PAGES = (process.env.BENCH_WIRE_PAGES ?? "/,/order,/tables").split(",").map((p) => p.trim()).filter(Boolean);
const JS_TARGET_KB = 110;
const KINDS = ["js", "css", "html", "api", "other"];

export default async function run({ log }) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path.join(ROOT, "web/dist/index.html")) || !existsSync(chromiumPath)) {
    log("web/dist or Chromium missing; skipping");
    return { skipped: "web/dist or chromium missing" };
  }
  const { chromium } = await import("@playwright/test");
  const external = process.env.BENCH_WIRE_BASE_URL?.replace(/\/$/, "");
  const port = external ? null : await freePort();
  const data = external ? null : tempDir("bench-wire-");
  const server = external ? null : spawnOurServer({ port, dataDir: data.dir });
  const base = external ?? `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    if (server) await waitHealthy(server, port);
    const pages = {};
    for (const pagePath of PAGES) pages[pagePath] = await visit(browser, `${base}${pagePath}`);

    const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
    log(
      table([
        ["page", "requests", ...KINDS.map((k) => `${k.toUpperCase()} body`), "total body", "total with headers"],
        ...PAGES.map((p) => {
          const r = pages[p];
          return [p, String(r.requests), ...KINDS.map((k) => kb(r.body[k])), kb(r.body.total), kb(r.wire.total)];
        }),
      ]),
    );
    for (const p of PAGES) {
      const r = pages[p];
      log("");
      log(`${p}: ${r.files.filter((f) => f.kind === "js").length} JS file(s), encodings: ${Object.entries(r.encodings).map(([k, v]) => `${k} ${v}`).join(", ")}`);
      log(
        table([
          ["file", "kind", "encoding", "body on the wire", "decoded"],
          ...r.files.map((f) => [f.path.length > 60 ? `${f.path.slice(0, 57)}…` : f.path, f.kind, f.encoding || "identity", kb(f.bodyBytes), kb(f.decodedBytes)]),
        ]),
      );
    }
    const landingJs = pages["/"]?.body.js;
    if (landingJs != null) log(`\nfirst visit of / : ${kb(landingJs)} of JavaScript on the wire (target ≤ ${JS_TARGET_KB} KB: ${landingJs / 1024 <= JS_TARGET_KB ? "met" : "NOT met"})`);
    return {
      pages,
      ...(landingJs != null ? { targets: { landingJsKB: { target: JS_TARGET_KB, actual: landingJs / 1024, met: landingJs / 1024 <= JS_TARGET_KB } } } : {}),
    };
  } finally {
    await browser.close();
    await server?.stop();
    data?.remove();
  }
}

/** One first visit in a fresh context: every response's bytes as Chromium received them. */
async function visit(browser, url) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map();
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      mime: e.response.mimeType,
      encoding: headers["content-encoding"] ?? "",
      bodyBytes: 0,
      decodedBytes: 0,
      wireBytes: 0,
    });
  });
  cdp.on("Network.dataReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bodyBytes += e.encodedDataLength;
      r.decodedBytes += e.dataLength;
    }
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.wireBytes = e.encodedDataLength;
      r.done = true;
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await context.close();

  const origin = new URL(url).origin;
  const body = Object.fromEntries([...KINDS, "total"].map((k) => [k, 0]));
  const wire = Object.fromEntries([...KINDS, "total"].map((k) => [k, 0]));
  const encodings = {};
  const files = [];
  for (const r of requests.values()) {
    if (!r.done) continue; // event streams and aborted requests: not a finished download
    const u = new URL(r.url);
    const kind = u.origin === origin && u.pathname.startsWith("/api/") ? "api" : r.type === "Script" ? "js" : r.type === "Stylesheet" ? "css" : r.type === "Document" ? "html" : "other";
    // dataReceived's encodedDataLength is 0 for some small responses; the finished total less headers is the body then.
    const bodyBytes = r.bodyBytes || r.wireBytes;
    body[kind] += bodyBytes;
    body.total += bodyBytes;
    wire[kind] += r.wireBytes;
    wire.total += r.wireBytes;
    encodings[r.encoding || "identity"] = (encodings[r.encoding || "identity"] ?? 0) + 1;
    files.push({ path: u.origin === origin ? u.pathname + u.search : r.url, kind, encoding: r.encoding, bodyBytes, decodedBytes: r.decodedBytes, wireBytes: r.wireBytes });
  }
  files.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || b.bodyBytes - a.bodyBytes);
  return { requests: files.length, body, wire, encodings, files };
}
