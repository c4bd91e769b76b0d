import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has the documented defaults on the embedded database", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, HOST: "127.0.0.1", DATA_DIR: "./data", databaseKind: "pglite", demoLogin: true });
    expect(c.ADMIN_KEY).toBeUndefined();
  });

  it("turns the demo login off on Postgres unless DEMO_LOGIN=1", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demoLogin).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DEMO_LOGIN: "1" }).demoLogin).toBe(true);
    expect(loadConfig({ DEMO_LOGIN: "0" }).demoLogin).toBe(false);
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ ADMIN_KEY: "short" })).toThrow(/ADMIN_KEY/);
    expect(() => loadConfig({ DEMO_LOGIN: "maybe" })).toThrow(/DEMO_LOGIN/);
  });
});
