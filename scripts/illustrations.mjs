// The demo's dish and cuisine illustrations as WebP, drawn from the SVGs in web/public/illustrations by Debian's
// Chromium. Why: an <img> of an SVG is a whole document that the browser builds on the main thread (about 30 ms
// each on this machine, before the page can answer a tap); a WebP is decoded off it, like the photos restaurants
// will upload. Run after changing an SVG, and commit both:
//   node scripts/illustrations.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
/* global Image, document -- the evaluated function runs in the page */
import { chromium } from "@playwright/test";

const DIR = path.resolve(import.meta.dirname, "../web/public/illustrations");
/** Shown at most 128 CSS px wide; 256 px covers a 2× screen. */
const SIZE = 256;
const QUALITY = 0.86;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const file of readdirSync(DIR).filter((f) => f.endsWith(".svg")).sort()) {
  const svg = readFileSync(path.join(DIR, file), "utf8");
  const dataUrl = await page.evaluate(
    async ({ svg, size, quality }) => {
      const image = new Image(size, size);
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      canvas.getContext("2d").drawImage(image, 0, 0, size, size);
      return canvas.toDataURL("image/webp", quality);
    },
    { svg, size: SIZE, quality: QUALITY },
  );
  const out = path.join(DIR, file.replace(/\.svg$/, ".webp"));
  writeFileSync(out, Buffer.from(dataUrl.split(",")[1], "base64"));
  console.log(`${file} → ${path.basename(out)}`);
}
await browser.close();
