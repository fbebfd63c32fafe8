/**
 * The languages offered by name (languages.ts re-exports them): for the forms, the filters and a quote page's other
 * versions. A module of its own, so that only the pages naming a language load the table.
 */

export interface LanguageInfo {
  /** The BCP 47 tag. */
  tag: string;
  /** The English name. */
  name: string;
  /** The language's own name for itself, capitalised as a menu item. */
  native: string;
}

/** The languages offered by name, English first, then by English name. Any other valid tag is accepted too. */
export const LANGUAGES: readonly LanguageInfo[] = [
  { tag: "en", name: "English", native: "English" },
  { tag: "ar", name: "Arabic", native: "العربية" },
  { tag: "ca", name: "Catalan", native: "Català" },
  { tag: "zh", name: "Chinese", native: "中文" },
  { tag: "da", name: "Danish", native: "Dansk" },
  { tag: "nl", name: "Dutch", native: "Nederlands" },
  { tag: "fi", name: "Finnish", native: "Suomi" },
  { tag: "fr", name: "French", native: "Français" },
  { tag: "de", name: "German", native: "Deutsch" },
  { tag: "el", name: "Greek", native: "Ελληνικά" },
  { tag: "he", name: "Hebrew", native: "עברית" },
  { tag: "hi", name: "Hindi", native: "हिन्दी" },
  { tag: "hu", name: "Hungarian", native: "Magyar" },
  { tag: "it", name: "Italian", native: "Italiano" },
  { tag: "ja", name: "Japanese", native: "日本語" },
  { tag: "la", name: "Latin", native: "Latina" },
  { tag: "no", name: "Norwegian", native: "Norsk" },
  { tag: "pl", name: "Polish", native: "Polski" },
  { tag: "pt", name: "Portuguese", native: "Português" },
  { tag: "ro", name: "Romanian", native: "Română" },
  { tag: "ru", name: "Russian", native: "Русский" },
  { tag: "es", name: "Spanish", native: "Español" },
  { tag: "sv", name: "Swedish", native: "Svenska" },
  { tag: "tr", name: "Turkish", native: "Türkçe" },
];

const BY_TAG = new Map(LANGUAGES.map((l) => [l.tag, l]));

/** The offered language a tag names (by its primary subtag), if any. */
export function languageInfo(tag: string): LanguageInfo | undefined {
  return BY_TAG.get(tag) ?? BY_TAG.get(tag.split("-")[0]!.toLowerCase());
}

/** A language's own name ("Français"), or the tag itself when it is not one of LANGUAGES. */
export function nativeLanguageName(tag: string): string {
  return languageInfo(tag)?.native ?? tag;
}

/** A language's English name ("French"), or the tag itself when it is not one of LANGUAGES. */
export function englishLanguageName(tag: string): string {
  return languageInfo(tag)?.name ?? tag;
}
