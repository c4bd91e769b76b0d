// The table scripts/test.mjs prints at the end of every run (passed, failed or interrupted): each stage and
// its seconds, then the whole run's.

/** @param {{ name: string, seconds: number, result: string }[]} rows @param {number} totalSeconds */
export function formatStageTable(rows, totalSeconds) {
  const all = [...rows, { name: "total", seconds: totalSeconds, result: "" }];
  const nameWidth = Math.max("stage".length, ...all.map((r) => r.name.length));
  const line = (name, seconds, result) => `${name.padEnd(nameWidth)}  ${seconds.padStart(8)}  ${result}`.trimEnd();
  return [
    line("stage", "seconds", "result"),
    line("-".repeat(nameWidth), "-".repeat(8), "-".repeat(6)),
    ...rows.map((r) => line(r.name, r.seconds.toFixed(1), r.result)),
    line("-".repeat(nameWidth), "-".repeat(8), ""),
    line("total", totalSeconds.toFixed(1), ""),
  ].join("\n");
}
