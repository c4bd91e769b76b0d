/**
 * A minimal Server-Sent Events reader over fetch, for tests: collects `event:`/`data:` frames and tells when the
 * server has ended the stream (sign-out, lost access, too many streams). `cookieOrHeaders` is a Cookie header
 * value or a whole header set.
 */
export async function openSse(url: string, cookieOrHeaders: string | Record<string, string>) {
  const controller = new AbortController();
  const headers = typeof cookieOrHeaders === "string" ? { cookie: cookieOrHeaders } : cookieOrHeaders;
  const res = await fetch(url, { headers: { ...headers, accept: "text/event-stream" }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  let buffer = "";
  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) {
            events.push({ event, data: JSON.parse(data) });
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      /* aborted by close() */
    }
    ended = true;
    waiters.splice(0).forEach((w) => w());
  })();

  const until = async (what: string, cond: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error(`${what} not within ${ms} ms; got ${JSON.stringify(events).slice(0, 500)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    /** Whether the server has ended the stream (or close() was called). */
    isEnded: () => ended,
    /** Resolves with the first collected event matching `pred`, waiting up to `ms`. */
    async waitFor<T = unknown>(pred: (e: { event: string; data: T }) => boolean, ms = 10_000) {
      const match = () => events.find((e) => pred(e as { event: string; data: T })) as { event: string; data: T } | undefined;
      await until("matching event", () => match() !== undefined, ms);
      return match()!;
    },
    /** Resolves once the server has closed the stream, waiting up to `ms`. */
    async waitForEnd(ms = 10_000) {
      await until("end of stream", () => ended, ms);
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
