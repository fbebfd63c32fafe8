import { describe, expect, it } from "vitest";
import type { PublicProfile } from "#contracts/profiles.ts";
import { nextProfileOffset } from "./api/get-profile.ts";
import { initialsOfName, profileStats } from "./profile-format.ts";

const page = (quotes: number, total: number) =>
  ({ quotes: Array.from({ length: quotes }, () => ({})), total }) as unknown as PublicProfile;

describe("member page formatting", () => {
  it("labels counts in the right number", () => {
    expect(profileStats({ approved_quotes: 1, comments: 0, reactions: 12 })).toEqual([
      { label: "Quote", value: 1 },
      { label: "Comments", value: 0 },
      { label: "Reactions given", value: 12 },
    ]);
  });

  it("makes initials of up to two words", () => {
    expect(initialsOfName("Mira Okafor")).toBe("MO");
    expect(initialsOfName("  plato ")).toBe("P");
    expect(initialsOfName("")).toBe("?");
  });
});

describe("member page paging", () => {
  it("continues after the quotes shown until the total is reached", () => {
    const first = page(20, 45);
    expect(nextProfileOffset(first, [first])).toBe(20);
    const second = page(20, 45);
    expect(nextProfileOffset(second, [first, second])).toBe(40);
    const third = page(5, 45);
    expect(nextProfileOffset(third, [first, second, third])).toBeUndefined();
  });

  it("stops on a missing member or an empty page", () => {
    expect(nextProfileOffset(null, [null])).toBeUndefined();
    const empty = page(0, 3);
    expect(nextProfileOffset(empty, [page(2, 3), empty])).toBeUndefined();
  });
});
