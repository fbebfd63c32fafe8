import { createHmac } from "node:crypto";
import { clientNetwork } from "./client-network.ts";

/**
 * Who counts as one viewer of a quote, as stored in the view marks: the client's network (IPv4, or IPv6 /64) keyed
 * with the deployment's secret. Every process of a deployment derives the same key; without the secret, a stored
 * key cannot be traced back to an address (a plain hash of an IPv4 address is undone by trying all 2³² of them).
 */
export function visitorKeyer(secret: Uint8Array): (ip: string) => string {
  return (ip) =>
    `v:${createHmac("sha256", secret)
      .update(`view\n${clientNetwork(ip)}`)
      .digest("base64url")
      .slice(0, 32)}`;
}
