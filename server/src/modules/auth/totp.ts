import { createHash, randomBytes } from "node:crypto";
import { generate, generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one still counts (clock drift, typing time). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = "Tavola";

/**
 * The demo accounts' authenticator secret (demo mode only, ADR 004): public like their password, so a demo can
 * pass the second factor. Outside demo mode nothing reads it.
 */
export const DEMO_TOTP_SECRET = "KRAVM33MMFSGK3LPOR2GC5TPNRQQ2A24";

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret });

/** The otpauth URI as a QR code, an SVG data URL the page shows in an <img>. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The current code (the demo panel shows it; tests compute theirs with otplib too). */
export const currentTotpCode = (secret: string, epochSeconds?: number) =>
  generate({ secret, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });

/**
 * The 30-second step `code` belongs to, or null when it matches none within the tolerance. The caller refuses
 * a step at or before the last one accepted (a replayed code).
 */
export async function matchTotpStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS }).catch(() => null);
  if (!result?.valid || !("timeStep" in result)) return null;
  return result.timeStep;
}

/** Recovery codes: 10 random base32 characters as xxxxx-xxxxx; only their SHA-256 is stored. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
/** Case, spaces and the dash do not matter when a code is typed back. */
export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(code.toLowerCase().replace(/[^a-z0-9]/g, "")).digest("base64url");
