import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./build-plugins/precompress";

const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * The contracts package mixes plain constants and helpers with zod schemas built at module load.
 * Bundlers must assume `z.object(...)` has side effects, so importing one constant (TOAST_LIMIT,
 * isExecutive) would drag every schema and all of zod (~25 KB gzip) into the first-load bundle.
 * Marking top-level schema declarations as pure lets unused ones be dropped; forms that use a schema
 * still get it (in their own lazy chunk). Declaring a schema has no side effects, so this is safe.
 */
function pureContractSchemas(): Plugin {
  return {
    name: "tavola:pure-contract-schemas",
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      return { code: code.replace(/^(export const \w+(?::[^=]+)? = )(z\.)/gm, "$1/* @__PURE__ */ $2"), map: null };
    },
  };
}

const JSQR_UMD = /[\\/]node_modules[\\/]jsqr[\\/]dist[\\/]jsQR\.js$/;

/**
 * jsQR (the camera's QR decoder, loaded only when a guest starts the camera) ships one UMD file. Left as
 * CommonJS, its lazy chunk needs the bundler's interop helpers, which the bundler then splits into a chunk
 * of its own that every first page load fetches. The UMD wrapper only needs a local `module`/`exports`
 * pair, so it is served as an ES module instead.
 */
function jsqrAsEsm(): Plugin {
  return {
    name: "tavola:jsqr-as-esm",
    transform(code, id) {
      if (!JSQR_UMD.test(id)) return null;
      return { code: `const module = { exports: {} };\nconst exports = module.exports;\n${code}\nexport default module.exports;\n`, map: null };
    },
  };
}

// Resolved from this file so the build works from the repo root (`-w web`) and from web/ alike.
// (Written without node:* imports so the web tsconfig stays free of Node types.)
const webRoot = decodeURIComponent(new URL(".", import.meta.url).pathname);

// The API server (server/) listens on 5000 in development; proxying /api keeps the session cookie first-party.
// The proxy passes the browser's Host (127.0.0.1:5173) through unchanged (changeOrigin: false) and adds no
// X-Forwarded-* headers, so the Origin of the page (http://127.0.0.1:5173) is the API's own origin and its
// check of unsafe requests (server/src/platform/security.ts) lets them through; changeOrigin: true would
// rewrite Host to :5000 and every POST would be refused as cross-origin.
const API_PROXY = { "/api": { target: "http://127.0.0.1:5000", changeOrigin: false, xfwd: false } };

export default defineConfig({
  root: webRoot,
  plugins: [pureContractSchemas(), jsqrAsEsm(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: { "@": `${webRoot}src` },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written for debugging a production stack trace by hand, but "hidden": the bundles carry no
    // sourceMappingURL, and the server answers 404 for *.map in production (they hold the full sources).
    sourcemap: "hidden",
    rolldownOptions: {
      treeshake: {
        // Contracts modules only declare things; see pureContractSchemas below.
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: 5173, proxy: API_PROXY },
  preview: { proxy: API_PROXY },
});
