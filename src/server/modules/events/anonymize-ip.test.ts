import { describe, expect, it } from "vitest";
import { anonymizeIp } from "./anonymize-ip.ts";

describe("anonymizeIp", () => {
  it.each([
    ["203.0.113.57", "203.0.113.0"],
    ["10.1.2.3", "10.1.2.0"],
    ["::ffff:198.51.100.23", "198.51.100.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:db8::1", "2001:db8:0::"],
    ["fe80::1%eth0", "fe80:0:0::"],
    ["::1", "0:0:0::"],
    ["2001:db8:1:2::7", "2001:db8:1::"],
  ])("%s → %s", (raw, anonymised) => {
    expect(anonymizeIp(raw)).toBe(anonymised);
  });

  it.each([undefined, "", "not an address", "999.1.1.1"])("refuses %s", (raw) => {
    expect(anonymizeIp(raw)).toBeNull();
  });
});
