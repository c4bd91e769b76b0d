import type { Plugin } from "vite";

/**
 * Writes `name.br` and `name.gz` beside every text-like file of the build, so the server sends assets
 * compressed by content negotiation (server/src/platform/web-static.ts) without compressing per request.
 * Brotli at its best quality is too slow per request but costs a few seconds once, at build time.
 * Files under 1 KB stay as they are (the headers would outweigh the saving), as do source maps (never
 * served in production).
 */
const TEXT_LIKE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "tavola:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/") ? config.build.outDir : `${config.root}/${config.build.outDir}`;
    },
    async closeBundle() {
      // Node modules are imported here (not at the top) so the web tsconfig stays free of Node types.
      const { readdir, readFile, writeFile } = await import("node:fs/promises");
      const { promisify } = await import("node:util");
      const zlib = await import("node:zlib");
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && TEXT_LIKE.test(e.name))
        .map((e) => `${e.parentPath}/${e.name}`);
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          // A compressed copy no smaller than the file is useless; the server then sends the file itself.
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
