/**
 * What a table's QR code holds: the check-in link `https://…/checkin?t=<token>`. A phone's own camera app
 * opens that link; the in-page scanner reads the same text. A bare token (typed or from an older code) is
 * accepted too. Anything else — another site's link, a Wi-Fi code — is not a table code.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

export function tableTokenFromQr(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (TOKEN.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value, "http://relative.invalid");
  } catch {
    return null;
  }
  if (!/\/checkin\/?$/.test(url.pathname)) return null;
  const token = url.searchParams.get("t")?.trim() ?? "";
  return TOKEN.test(token) ? token : null;
}

