import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has the documented defaults on the embedded database: demo mode on", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, HOST: "127.0.0.1", DATA_DIR: "./data", databaseKind: "pglite", demoMode: true, production: false });
    expect(c.ADMIN_KEY).toBeUndefined();
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.httpsOnly).toBe(false);
  });

  it("turns demo mode off in production unless DEMO_MODE=1 is set on purpose", () => {
    expect(loadConfig({ NODE_ENV: "production" }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_MODE: "1" }).demoMode).toBe(true);
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: "0" }).demoMode).toBe(false);
  });

  it("is HTTPS-only in production unless INSECURE_HTTP=1", () => {
    expect(loadConfig({ NODE_ENV: "production" }).httpsOnly).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", INSECURE_HTTP: "1" }).httpsOnly).toBe(false);
  });

  it("takes TRUST_PROXY as a hop count or a list of proxy addresses, never 'trust everything'", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY/);
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ ADMIN_KEY: "short" })).toThrow(/ADMIN_KEY/);
    expect(() => loadConfig({ DEMO_MODE: "maybe" })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ NODE_ENV: "prod" })).toThrow(/NODE_ENV/);
  });
});
