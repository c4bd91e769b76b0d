import { describe, expect, it } from "vitest";
import { arrivingText } from "./courier-texts";

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const local = (h: number, m: number, day = 27) => new Date(2026, 10, day, h, m).toISOString();

describe("arrivingText", () => {
  it("a range inside one day is one clock range", () => {
    const text = arrivingText({ earliest: local(12, 40), latest: local(12, 48), stale: false });
    expect(text).toBe(`Arriving ${clock.formatRange(new Date(local(12, 40)), new Date(local(12, 48)))}`);
  });

  it("a range over midnight is two times, without dates", () => {
    const text = arrivingText({ earliest: local(23, 54), latest: local(0, 2, 28), stale: false });
    expect(text).toBe(`Arriving ${clock.format(new Date(local(23, 54)))} – ${clock.format(new Date(local(0, 2, 28)))}`);
    expect(text).not.toMatch(/2026|\//);
  });
});
