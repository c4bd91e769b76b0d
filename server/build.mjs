// Bundles the server (and the contracts it imports as TypeScript) into dist/ with esbuild. Migrations are copied beside the bundle, where openDatabase looks for them.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

// Most packages are bundled too: one file loads much faster than hundreds of resolved modules, which is
// most of cold start. Packages that read files beside their own code (PGlite's wasm and data, swagger-ui's
// static assets) or load native binaries stay external.
// The password-strength dictionaries (zxcvbn-ts, ~2 MB of JS) stay external too: they are imported on the first
// sign-up, and bundled they would be parsed on every cold start.
const external = ["@electric-sql/pglite", "@node-rs/argon2", "@fastify/swagger-ui", "pg-native", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-en"];

// SERVER_OUTDIR builds elsewhere (a test boots its own fresh build without touching dist/).
const outdir = process.env.SERVER_OUTDIR ?? "dist";

rmSync(outdir, { recursive: true, force: true });
await build({
  // The embedded database runs in a worker thread (ADR 005): its entry is a file of its own beside main.js.
  entryPoints: { main: "src/main.ts", migrate: "src/migrate.ts", "create-admin": "src/create-admin.ts", "pglite-worker": "src/platform/pglite-worker.ts" },
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
  logLevel: "warning",
});
cpSync("src/db/migrations", `${outdir}/migrations`, { recursive: true });
console.log(`server built to ${outdir === "dist" ? "server/dist" : outdir}`);
