/** `%text%` for a lower-cased LIKE, with the searcher's own wildcards (and backslash) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
