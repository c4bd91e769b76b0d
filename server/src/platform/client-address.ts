import { isIPv4, isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The key that per-address limits count on. `request.ip` is already the true client address (Fastify's
 * trustProxy is a hop count or the proxies' own addresses, never "trust everything", so a client cannot
 * choose it through X-Forwarded-For). IPv6 is grouped by its /64: one subscriber usually owns a whole /64,
 * so counting single addresses would hand an attacker 2^64 fresh ones. IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split("%")[0]!; // drop a zone id (fe80::1%eth0)
  if (!isIPv6(bare)) return ip;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

export const clientKey = (request: FastifyRequest) => clientAddressKey(request.ip);

/** The eight 16-bit groups of an IPv6 address, "::" expanded and leading zeros dropped. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4 here) becomes two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16).toString(16));
}
