import type { FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";

/**
 * Responses above 1 KB are compressed on the fly when the client accepts it (brotli preferred, then gzip),
 * with `Vary: Accept-Encoding`: the API's JSON, the OpenAPI document, the SPA's HTML. Built assets are
 * compressed once at build time and sent as they are (web-static.ts sets their Content-Encoding, which this
 * plugin leaves alone). Live streams (SSE) hijack their reply and are never buffered here.
 * Brotli quality 4 compresses about as well as gzip -9 at a fraction of the CPU per request.
 */
export async function registerCompression(app: FastifyInstance) {
  // The plugin would also inflate request bodies sent with Content-Encoding: we never ask clients for that,
  // so such bodies stay refused as before (less to parse from strangers). Its own hook reads this flag.
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, decompress: false } as typeof route.config;
  });
  // Its default types (text/*, JSON, XML, SVG) leave out text/event-stream: streams flow event by event.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
}
