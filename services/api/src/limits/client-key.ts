/**
 * The key of every per-client limit: carts and holds, promo guesses, forms. An IPv4 client is its
 * address; an IPv6 client is its /56, the block most providers hand one subscriber (RIPE-690: a home gets a /56 of
 * 256 /64s and may use any address of any of them, so keying on the full address or its /64 would give it 256 or
 * endless budgets; ADR 0343);
 * an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 client it maps.
 * The address itself is the one Fastify derives from the socket, or from X-Forwarded-For set by a proxy named in
 * TRUST_PROXY (never `true` in production: src/production-guard.ts).
 */
import { isIPv4, isIPv6 } from "node:net";

/** The 8 hextets of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function hextets(address: string): number[] | null {
  let text = address;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (tail) {
    if (!isIPv4(tail)) return null;
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(":").map((h) => Number.parseInt(h, 16)) : []);
  const left = part(head);
  const right = part(rest);
  const groups =
    rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** The per-client key of an address: IPv4 as is, IPv4-mapped IPv6 as its IPv4, other IPv6 as `<first 56 bits>::/56`. */
export function clientKey(address: string): string {
  const ip = address
    .trim()
    .replace(/%.*$/, "")
    .replace(/^\[(.*)\]$/, "$1"); // zone id (fe80::1%eth0), brackets
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address; // not an address (a test's fake client): unchanged
  const g = hextets(ip);
  if (!g) return address;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    return [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff].join(".");
  }
  const prefix = [g[0]!, g[1]!, g[2]!, g[3]! & 0xff00];
  return `${prefix.map((x) => x.toString(16)).join(":")}::/56`;
}
