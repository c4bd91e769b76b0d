import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ConfigError, type Config } from "./config.js";

export const TOTP_KEY_FILE = "totp-encryption.key";
export const MISSING_TOTP_KEY_MESSAGE =
  "TOTP_ENCRYPTION_KEY is required in production: executives' second-factor secrets are encrypted with it (AES-256-GCM). " +
  "Generate one with `openssl rand -hex 32`, keep it in your secret store, and set it in the environment. Losing it means every executive enrols again.";

/** 32 bytes as 64 hex digits or base64/base64url; anything else is refused (a typo must not become a weak key). */
export function parseTotpKey(raw: string): Buffer {
  const text = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new ConfigError("TOTP_ENCRYPTION_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)");
  return key;
}

/**
 * The key TOTP secrets are encrypted with: TOTP_ENCRYPTION_KEY when set. Production without demo mode refuses to
 * start without it. In demo mode (and development) a key is generated once and kept in DATA_DIR beside the embedded
 * database (mode 0600): it protects a copied database dump, not a copied data directory — acceptable for a demo.
 */
export async function resolveTotpKey(config: Pick<Config, "TOTP_ENCRYPTION_KEY" | "production" | "demoMode" | "DATA_DIR">): Promise<Buffer> {
  if (config.TOTP_ENCRYPTION_KEY) return parseTotpKey(config.TOTP_ENCRYPTION_KEY);
  if (config.production && !config.demoMode) throw new ConfigError(MISSING_TOTP_KEY_MESSAGE);
  const file = path.resolve(config.DATA_DIR, TOTP_KEY_FILE);
  try {
    return parseTotpKey(await readFile(file, "utf8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const generated = randomBytes(32).toString("hex");
  try {
    // "wx": two processes starting at once — one writes, the other reads what it wrote.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return parseTotpKey(await readFile(file, "utf8"));
}
