import type { PublicProfile } from "#contracts/profiles.ts";

/** The counts a member page shows, each with its label in the right number. */
export function profileStats(counts: PublicProfile["counts"]): { label: string; value: number }[] {
  const label = (n: number, one: string, many: string) => (n === 1 ? one : many);
  return [
    { label: label(counts.approved_quotes, "Quote", "Quotes"), value: counts.approved_quotes },
    { label: label(counts.comments, "Comment", "Comments"), value: counts.comments },
    { label: label(counts.reactions, "Reaction given", "Reactions given"), value: counts.reactions },
  ];
}

/** "AO" for "Ada Okafor"; "?" for an empty name. */
export function initialsOfName(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
  return (letters || "?").toUpperCase();
}
