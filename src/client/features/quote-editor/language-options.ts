import { LANGUAGES } from "#contracts/language-names.ts";
import { languageLabel } from "#client/lib/language-label.ts";

export interface LanguageOption {
  value: string;
  label: string;
}

export const DETECT_LANGUAGE_LABEL = "Detect automatically";

/**
 * The languages the quote form offers, by name ("Français (French)"): on create "Detect automatically" first (the
 * server recognises the text's language); on edit the stored language, which the list holds even when it is not
 * one of LANGUAGES (`pt-BR`).
 */
export function languageOptions(mode: "create" | "edit", current: string): LanguageOption[] {
  const options = LANGUAGES.map((language) => ({ value: language.tag, label: languageLabel(language.tag) }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: languageLabel(current) });
  }
  return mode === "create" ? [{ value: "", label: DETECT_LANGUAGE_LABEL }, ...options] : options;
}
