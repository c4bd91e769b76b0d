import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isOn, rolloutBucket } from "./rollout.js";

describe("percentage rollout by a stable hash of the user id", () => {
  const users = Array.from({ length: 4000 }, () => randomUUID());

  it("gives a user the same bucket every time, and different flags spread users independently", () => {
    for (const u of users.slice(0, 50)) expect(rolloutBucket("a", u)).toBe(rolloutBucket("a", u));
    const same = users.filter((u) => rolloutBucket("a", u) === rolloutBucket("b", u)).length;
    expect(same / users.length).toBeLessThan(0.05);
  });

  it("turns on about the percentage asked for, and growing the percentage only adds users", () => {
    const at = (p: number) => new Set(users.filter((u) => isOn("k", { enabled: true, rolloutPercent: p }, u)));
    const ten = at(10);
    const fifty = at(50);
    expect(ten.size / users.length).toBeGreaterThan(0.07);
    expect(ten.size / users.length).toBeLessThan(0.13);
    expect(fifty.size / users.length).toBeGreaterThan(0.45);
    expect(fifty.size / users.length).toBeLessThan(0.55);
    for (const u of ten) expect(fifty.has(u)).toBe(true);
    expect(at(0).size).toBe(0);
    expect(at(100).size).toBe(users.length);
  });

  it("off is off for everyone; on without a percentage is on for visitors too; a partial rollout leaves visitors out", () => {
    expect(isOn("k", { enabled: false, rolloutPercent: null }, users[0]!)).toBe(false);
    expect(isOn("k", { enabled: false, rolloutPercent: 100 }, users[0]!)).toBe(false);
    expect(isOn("k", { enabled: true, rolloutPercent: null }, null)).toBe(true);
    expect(isOn("k", { enabled: true, rolloutPercent: 99 }, null)).toBe(false);
  });
});
