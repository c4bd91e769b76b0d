// Bundles the server (and the contracts it imports as TypeScript) into dist/ with esbuild. Migrations are copied beside the bundle, where openDatabase looks for them.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

// Most packages are bundled too: one file loads much faster than hundreds of resolved modules, which is
// most of cold start. Packages that read files beside their own code (PGlite's wasm and data, swagger-ui's
// static assets) or load native binaries stay external.
const external = ["@electric-sql/pglite", "@node-rs/argon2", "@fastify/swagger-ui", "pg-native"];

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", migrate: "src/migrate.ts" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  outdir: "dist",
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: "warning",
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
console.log("server built to server/dist");
