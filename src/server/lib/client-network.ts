import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
export function ipv6Groups(address: string): number[] | undefined {
  let text = address.split("%")[0] ?? "";
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail.split(".").map(Number);
    text = `${text.slice(0, -v4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/**
 * Who counts as one client for per-address limits and de-duplication: an IPv4 address as it is (IPv4-mapped IPv6
 * too), an IPv6 address by its /64 — one subscriber usually holds a whole /64, so counting single IPv6 addresses
 * would let one machine count as billions. Anything unparseable is returned as it is.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
