// Bundles the server (and the contracts it imports as TypeScript) into dist/ with esbuild. Migrations are copied beside the bundle, where openDatabase looks for them.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";

// Most packages are bundled too: one file loads much faster than hundreds of resolved modules, which is
// most of cold start. Packages that read files beside their own code (PGlite's wasm and data) or load native
// binaries stay external (swagger-ui, which finds its assets beside its code too, is bundled with that mended:
// swaggerUiAssets below).
// The password-strength dictionaries (zxcvbn-ts, ~2 MB of JS) stay external too: they are imported on the first
// sign-up, and bundled they would be parsed on every cold start. pdfkit reads its fonts beside its code and is
// imported on the first quote PDF. sharp loads libvips, a native binary, and is imported on the first photo upload.
const external = ["@electric-sql/pglite", "@node-rs/argon2", "pg-native", "pdfkit", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-en", "sharp"];

/**
 * swagger-ui is bundled too (as an external package it loaded its own copies of @fastify/static, glob, send and
 * yaml on every start): the two places it finds its assets through `__dirname` get the installed package's folder,
 * found at run time.
 */
const swaggerUiAssets = {
  name: "swagger-ui-assets",
  setup(b) {
    b.onLoad({ filter: /[\\/]@fastify[\\/]swagger-ui[\\/](index|lib[\\/]routes)\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const sub = args.path.endsWith("index.js") ? "" : "lib";
      const dir = `require("node:path").join(require("node:path").dirname(require.resolve("@fastify/swagger-ui")), ${JSON.stringify(sub)})`;
      return { contents: source.replaceAll("__dirname", `(${dir})`), loader: "js" };
    });
  },
};

/**
 * yaml (250 KB) is only used to answer the OpenAPI document as YAML; it is loaded from node_modules on first use
 * instead of being compiled on every start. (`load` is not a literal require call, so esbuild leaves it be.)
 */
const lazyYaml = {
  name: "lazy-yaml",
  setup(b) {
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: "yaml", namespace: "lazy-yaml" }));
    b.onLoad({ filter: /.*/, namespace: "lazy-yaml" }, () => ({
      contents: "const load = require; module.exports = new Proxy({}, { get: (_, key) => load(\"yaml\")[key] });",
      loader: "js",
    }));
  },
};

// SERVER_OUTDIR builds elsewhere (a test boots its own fresh build without touching dist/).
const outdir = process.env.SERVER_OUTDIR ?? "dist";

rmSync(outdir, { recursive: true, force: true });
await build({
  // The embedded database runs in a worker thread (ADR 005): its entry is a file of its own beside main.js.
  // So does the churn model's fit (modules/analytics/churn/fit-in-worker.ts).
  entryPoints: {
    main: "src/main.ts",
    migrate: "src/migrate.ts",
    "create-admin": "src/create-admin.ts",
    "pglite-worker": "src/platform/pglite-worker.ts",
    "churn-fit-worker": "src/modules/analytics/churn/fit-worker.ts",
  },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  outdir,
  // Code behind a dynamic import() (the sentiment analyser and its lexicons) goes into chunks of its own,
  // loaded when first used instead of parsed on every start.
  splitting: true,
  // Beside main.js: code that finds files relative to its own module (the migrations) works from any chunk.
  chunkNames: "[name]-[hash]",
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [swaggerUiAssets, lazyYaml],
  logLevel: "warning",
});
cpSync("src/db/migrations", `${outdir}/migrations`, { recursive: true });
// The learned sentiment model is read from beside the chunk that loads it (sentiment-model.ts).
cpSync("src/modules/feedback/sentiment-model.json", `${outdir}/sentiment-model.json`);
console.log(`server built to ${outdir === "dist" ? "server/dist" : outdir}`);
