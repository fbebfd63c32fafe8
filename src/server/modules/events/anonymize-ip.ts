import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] | undefined {
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
 * The client address with its host part removed, so that it no longer names one machine: IPv4 keeps its
 * /24 (last octet zeroed), IPv6 its /48. IPv4-mapped IPv6 addresses are treated as the IPv4 they carry.
 * Anything unparseable answers null: a raw address is never stored.
 */
export function anonymizeIp(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0`;
  if (!isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::`;
}
