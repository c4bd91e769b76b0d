/** A minimal Server-Sent Events reader over fetch, for tests: collects `event:`/`data:` frames. */
export async function openSse(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
  const events: Array<{ event: string; data: unknown }> = [];
  const waiters: Array<() => void> = [];
  let buffer = "";
  const pump = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
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
      /* aborted */
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    /** Resolves with the first collected event matching `pred`, waiting up to `ms`. */
    async waitFor<T = unknown>(pred: (e: { event: string; data: T }) => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = events.find((e) => pred(e as { event: string; data: T }));
        if (hit) return hit as { event: string; data: T };
        if (Date.now() > deadline) throw new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events).slice(0, 500)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
