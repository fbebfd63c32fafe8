/**
 * A quote's language where its text is shown: the `lang` (and `dir`) its text carries, so that screen readers switch
 * voice and right-to-left scripts read as they should, and the English name a card's language tag gives. Light
 * enough for the first load: no table of names (contracts/language-names.ts has one), the browser's own.
 */

import { isRightToLeft } from "#contracts/languages.ts";

export interface TextLanguageProps {
  lang?: string;
  dir?: "rtl";
}

/** The attributes of an element holding a quote's text: its language, and `dir="rtl"` for a right-to-left one. */
export function textLanguageProps(language: string | undefined): TextLanguageProps {
  if (!language) return {};
  return isRightToLeft(language) ? { lang: language, dir: "rtl" } : { lang: language };
}

/** Whether a quote in this language is in English, the interface's language (`en`, `en-GB`): it needs no tag. */
export function isEnglish(language: string | undefined): boolean {
  return !language || /^en(-|$)/i.test(language);
}

let englishNames: Intl.DisplayNames | undefined;

/** A language's English name ("French", "Brazilian Portuguese"), or the tag itself when the browser knows none. */
export function languageEnglishName(language: string): string {
  try {
    englishNames ??= new Intl.DisplayNames(["en"], { type: "language" });
    return englishNames.of(language) ?? language;
  } catch {
    return language;
  }
}
