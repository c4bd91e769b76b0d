// Bundles the server (and the contracts it imports as TypeScript) into dist/ with esbuild; npm packages
// stay external. Migrations are copied beside the bundle, where openDatabase looks for them.
import { build } from "esbuild";
import { cpSync, readFileSync, rmSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((d) => d !== "@tavola/contracts");

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
