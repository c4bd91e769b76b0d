import http from "node:http";

/**
 * One SSE stream over node:http on its own connection (not fetch: a bench holds hundreds, each must be a real
 * socket). Calls onEvent(event, data, at) for every frame with an `event:` line — data parsed from JSON (null when the
 * frame has none), `at` = performance.now() when it arrived — and onEnd() when the server closes it. Resolves once
 * the server answered 200, with close() to hang up; any other status rejects.
 */
export function openSseStream(base, path, cookie, onEvent, onEnd = () => {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET ${path} → ${res.statusCode}`));
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const payload = /^data: (.*)$/m.exec(frame)?.[1];
          if (event) onEvent(event, payload ? JSON.parse(payload) : null, performance.now());
        }
      });
      res.on("end", onEnd);
      res.on("error", () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on("error", (e) => (req.destroyed ? undefined : reject(e)));
  });
}
