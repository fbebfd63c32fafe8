/**
 * Quote languages (docs/product/languages.md): BCP 47 tags in their canonical case (`en`, `fr`, `pt-BR`). The
 * languages offered by name are in language-names.ts (re-exported here), apart so that a page checking a tag does not
 * load the table of names. Zod-free, so that cards and pages can name a language cheaply.
 */

export {
  englishLanguageName,
  languageInfo,
  LANGUAGES,
  nativeLanguageName,
  type LanguageInfo,
} from "./language-names.ts";

export const DEFAULT_LANGUAGE = "en";
/** Longest tag accepted (a language, a script and a region with room to spare). */
export const LANGUAGE_TAG_MAX = 35;

export const LANGUAGE_MESSAGES = {
  invalid: "Language must be a BCP 47 tag such as en, fr or pt-BR",
  unknownFilter: (value: string) => `Not a language tag: ${value}`,
} as const;

const TAG_SHAPE = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

/** The canonical form of a BCP 47 tag (`EN-gb` → `en-GB`), or undefined when it is not one. */
export function normaliseLanguageTag(value: string): string | undefined {
  const tag = value.trim();
  if (tag.length === 0 || tag.length > LANGUAGE_TAG_MAX || !TAG_SHAPE.test(tag)) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** The primary language subtag (`pt-BR` → `pt`). */
export function primaryLanguage(tag: string): string {
  return tag.split("-")[0]!.toLowerCase();
}

/** Primary subtags of the right-to-left languages among those quotes are likely to be in. */
const RIGHT_TO_LEFT = /^(ar|dv|fa|he|ps|sd|ug|ur|yi)(-|$)/i;

/** Whether text in this language is written right to left (`ar`, `he`, `fa-IR`): its element gets `dir="rtl"`. */
export function isRightToLeft(tag: string): boolean {
  return RIGHT_TO_LEFT.test(tag);
}
