// (c) The app's initial JavaScript on disk, gzip: web/dist/index.html's entry module and its modulepreloads, each
// gzipped with zlib (default level), summed. What a visit really transfers (brotli, as served, plus the page's own
// chunks) is the web-wire bench.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, table } from "./lib/harness.mjs";

export const title = "Landing page initial JS (gzip), from web/dist/index.html";

export default async function run({ log }) {
  const dist = path.join(ROOT, "web/dist");
  const indexPath = path.join(dist, "index.html");
  if (!existsSync(indexPath)) {
    log("web/dist/index.html not found (run `npm run build -w web`); skipping");
    return { skipped: "web/dist not built" };
  }
  const html = readFileSync(indexPath, "utf8");
  const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
  const urls = new Set();
  // The built index.html starts the app from an inline script (web/build-plugins/prerender.ts): its config names
  // the entry and the entry's modulepreloads. Static tags (an older build) are read as well.
  const config = /var config = (\{.*\});/.exec(html);
  if (config) {
    const { entry, preload = [] } = JSON.parse(config[1]);
    for (const url of [entry, ...preload]) if (url) urls.add(url);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src && /type\s*=\s*["']module["']/i.test(tag)) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']modulepreload["']/i.test(tag)) {
      const href = attr(tag, "href");
      if (href) urls.add(href);
    }
  }
  const files = [];
  for (const url of urls) {
    if (/^(https?:)?\/\//.test(url)) continue; // external: not ours to count
    const file = path.join(dist, url.split("?")[0].replace(/^\//, ""));
    if (!existsSync(file)) throw new Error(`${url} is referenced by index.html but missing from web/dist`);
    const raw = readFileSync(file);
    files.push({ url, rawBytes: raw.length, gzipBytes: gzipSync(raw).length });
  }
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const total = files.reduce((s, f) => s + f.gzipBytes, 0);
  const totalRaw = files.reduce((s, f) => s + f.rawBytes, 0);
  log(table([["file", "raw", "gzip"], ...files.map((f) => [f.url, kb(f.rawBytes), kb(f.gzipBytes)]), ["total", kb(totalRaw), kb(total)]]));
  log(`\ninitial JS: ${kb(total)} gzip across ${files.length} file(s)`);
  return { files, totalGzipBytes: total, totalGzipKB: total / 1024, totalRawBytes: totalRaw };
}
