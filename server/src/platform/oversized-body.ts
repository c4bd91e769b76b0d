import type { IncomingMessage } from "node:http";

/**
 * A request whose body is over the limit is answered 413 (and a cross-origin one 403 before its body is
 * read) — but a client (browser `fetch`, Node's undici)
 * still sending that body never reads an answer that arrives before it has finished: the server closes the
 * connection after answering, the client's next write fails (EPIPE) and it reports a network error instead
 * of the 413. So before answering, the rest of the body is read and thrown away, up to a cap; a body beyond
 * the cap (or one that stops arriving: the request timeout closes it) is cut off as before.
 */
export const DISCARD_CAP_BYTES = 32 * 1024 * 1024;

/** The request has a body (declared length or chunked) that has not been read to its end. */
export function bodyStillArriving(raw: IncomingMessage): boolean {
  if (raw.complete || raw.destroyed || raw.readableEnded) return false;
  const length = Number(raw.headers["content-length"] ?? 0);
  return length > 0 || raw.headers["transfer-encoding"] !== undefined;
}

export function discardRestOfBody(raw: IncomingMessage, capBytes = DISCARD_CAP_BYTES): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  const declared = Number(raw.headers["content-length"]);
  if (Number.isFinite(declared) && declared > capBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off("data", onData);
      raw.off("end", done);
      raw.off("close", done);
      raw.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > capBytes) done();
    };
    raw.on("data", onData);
    raw.on("end", done);
    raw.on("close", done);
    raw.on("error", done);
    raw.resume();
  });
}
