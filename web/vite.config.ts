import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { contractsForTheWeb } from "./build-plugins/contracts";
import { precompress } from "./build-plugins/precompress";
import { prerenderPages } from "./build-plugins/prerender";

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
const ALIAS = { "@": `${webRoot}src` };

const API_PROXY = { "/api": { target: "http://127.0.0.1:5000", changeOrigin: false, xfwd: false } };

export default defineConfig({
  root: webRoot,
  plugins: [
    contractsForTheWeb(),
    jsqrAsEsm(),
    react(),
    tailwindcss(),
    // The first paint of the main public pages, built into index.html (before precompress compresses it).
    prerenderPages({ alias: ALIAS, ssrPlugins: () => [contractsForTheWeb(), jsqrAsEsm(), react()] }),
    precompress(),
  ],
  resolve: {
    alias: ALIAS,
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written for debugging a production stack trace by hand, but "hidden": the bundles carry no
    // sourceMappingURL, and the server answers 404 for *.map in production (they hold the full sources).
    sourcemap: "hidden",
    // MapLibre (the courier map on a delivery's tracking page, a lazy chunk of its own) is ~1 MB minified, 275 KB
    // compressed; no other page loads it.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons are a few hundred bytes each: one chunk of them all, not one request per icon.
            { name: "icons", test: /[\\/]lucide-react[\\/]/, priority: 20 },
          ],
        },
      },
      treeshake: {
        // Contracts modules only declare things (build-plugins/contracts.ts).
        moduleSideEffects: [{ test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: 5173, proxy: API_PROXY },
  preview: { proxy: API_PROXY },
});
