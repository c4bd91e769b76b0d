import { SANDBOX_CARDS } from "@tavola/contracts";

/** Luhn checksum: catches mistyped card numbers before any provider sees them. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^5019/.test(digits)) return "dankort";
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

export type SandboxOutcome = "succeed" | "decline" | "insufficient_funds";

/** The sandbox's scripted behaviour per documented test card; any other valid number succeeds. */
export function sandboxOutcome(digits: string): SandboxOutcome {
  if (digits === SANDBOX_CARDS.declined) return "decline";
  if (digits === SANDBOX_CARDS.insufficientFunds) return "insufficient_funds";
  return "succeed";
}

/** A card is usable through the end of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expYear < y || (expYear === y && expMonth < m);
}
