import { describe, expect, it } from "vitest";
import { tableTokenFromQr } from "./qr-payload";

const TOKEN = "AbCdEfGh_ij-0123456789";

describe("tableTokenFromQr", () => {
  it("reads the token out of the printed check-in link", () => {
    expect(tableTokenFromQr(`https://tavola.example/checkin?t=${TOKEN}`)).toBe(TOKEN);
    expect(tableTokenFromQr(`http://127.0.0.1:6391/checkin/?t=${TOKEN}&utm=x`)).toBe(TOKEN);
    expect(tableTokenFromQr(`/checkin?t=${TOKEN}`)).toBe(TOKEN);
  });

  it("accepts a bare token, trimmed", () => {
    expect(tableTokenFromQr(`  ${TOKEN}\n`)).toBe(TOKEN);
  });

  it("refuses what is not a table code", () => {
    expect(tableTokenFromQr("")).toBeNull();
    expect(tableTokenFromQr("WIFI:S:Bellini;T:WPA;P:secret;;")).toBeNull();
    expect(tableTokenFromQr(`https://tavola.example/order?t=${TOKEN}`)).toBeNull();
    expect(tableTokenFromQr("https://tavola.example/checkin")).toBeNull();
    expect(tableTokenFromQr("https://tavola.example/checkin?t=short")).toBeNull();
    expect(tableTokenFromQr("short")).toBeNull();
    expect(tableTokenFromQr(`https://tavola.example/checkin?t=${TOKEN}<script>`)).toBeNull();
  });
});

