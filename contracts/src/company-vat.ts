/**
 * Company tax numbers (issue 17, B2B accounts): a Danish CVR number, or an EU VAT number with its country prefix.
 * Checked by format only (the country's published pattern; the CVR's mod-11 check digit too) — whether the number
 * is registered is VIES's business, not a form's.
 */

/** The EU VAT prefixes and each country's pattern after the prefix (the European Commission's VIES formats). */
export const EU_VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const VAT_NUMBER_MESSAGE = "Enter a Danish CVR number (8 digits) or an EU VAT number with its country prefix";
export const CVR_CHECK_MESSAGE = "This CVR number's check digit is wrong";

/** Spaces, dots and dashes are how people write these numbers; they are not part of them. */
export const normalizeVatNumber = (raw: string) => raw.replace(/[\s.-]/g, "").toUpperCase();

/**
 * A CVR number: 8 digits, not starting with 0, whose digits weighted 2 7 6 5 4 3 2 1 sum to a multiple of 11
 * (the Danish Business Authority's modulus-11 rule).
 */
export function isValidCvr(digits: string): boolean {
  if (!/^[1-9]\d{7}$/.test(digits)) return false;
  const weights = [2, 7, 6, 5, 4, 3, 2, 1];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  return sum % 11 === 0;
}

export type VatCheck = { ok: true; value: string; country: string } | { ok: false; message: string };

/**
 * A tax number as stored: a bare 8-digit CVR is stored as "DK" + digits, so one company cannot be entered twice
 * under both spellings. Danish numbers must pass the mod-11 check.
 */
export function checkVatNumber(raw: string): VatCheck {
  const v = normalizeVatNumber(raw);
  const danish = /^\d{8}$/.test(v) ? v : v.startsWith("DK") ? v.slice(2) : null;
  if (danish !== null) {
    if (!/^\d{8}$/.test(danish)) return { ok: false, message: VAT_NUMBER_MESSAGE };
    if (!isValidCvr(danish)) return { ok: false, message: CVR_CHECK_MESSAGE };
    return { ok: true, value: `DK${danish}`, country: "DK" };
  }
  const country = v.slice(0, 2);
  const pattern = EU_VAT_PATTERNS[country];
  if (!pattern || !pattern.test(v.slice(2))) return { ok: false, message: VAT_NUMBER_MESSAGE };
  return { ok: true, value: v, country };
}
