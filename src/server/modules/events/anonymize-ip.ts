import { isIPv4, isIPv6 } from "node:net";
import { ipv6Groups } from "#server/lib/client-network.ts";

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
