/**
 * An author's URL slug: the page /author/{slug} (docs/product/attribution.md). The database computes the same
 * with echoes_slug() (migration 0012) for quotes.author_slug; a test holds the two equal.
 */

const FOLD_FROM =
  "áÁàÀâÂäÄãÃåÅāĀăĂąĄǎǍçÇćĆčČĉĈċĊďĎđĐðÐéÉèÈêÊëËēĒėĖęĘěĚĕĔğĞĝĜġĠģĢĥĤħĦíÍìÌîÎïÏīĪįĮıIĭĬǐǏĵĴķĶłŁľĽĺĹļĻñÑńŃňŇņŅóÓòÒôÔöÖõÕøØōŌőŐŏŎǒǑŕŔřŘŗŖśŚšŠşŞŝŜșȘťŤţŢțȚúÚùÙûÛüÜūŪůŮűŰųŲŭŬǔǓýÝÿŸŷŶžŽźŹżŻİ";
const FOLD_TO =
  "aaaaaaaaaaaaaaaaaaaaccccccccccddddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllnnnnnnnnoooooooooooooooooooorrrrrrssssssssssttttttuuuuuuuuuuuuuuuuuuuuyyyyyyzzzzzzi";
const LIGATURES: [string, string][] = [
  ["ß", "ss"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
];
const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] as string]));

/** Accents folded, ASCII lower-cased, other runs a hyphen, ≤ 80 characters; "author-<hex>" when nothing is left. */
export function authorSlug(name: string): string {
  let value = name;
  for (const [from, to] of LIGATURES) value = value.replaceAll(from, to);
  const folded = [...value].map((ch) => FOLD.get(ch) ?? ch).join("");
  const lowered = folded.replace(/[A-Z]+/g, (run) => run.toLowerCase());
  const slug = lowered
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
  if (slug) return slug;
  const bytes = new TextEncoder().encode([...name].slice(0, 8).join(""));
  return `author-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
