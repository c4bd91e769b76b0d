import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock.js";

describe("acquireDataDirLock", () => {
  it("refuses a data directory held by a live process, with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tavola-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "tavola.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/Another Tavola server \(pid \d+\) is already using the data directory/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tavola-lock-"));
    writeFileSync(path.join(dir, "tavola.lock"), "999999");
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).not.toThrow(); // same pid: re-entrant for this process
    release();
  });
});
