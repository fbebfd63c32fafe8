import { isEnglish, languageEnglishName } from "#client/lib/quote-language.ts";

/**
 * A small tag naming the language of a quote not in English ("FR"), read as "In French" and shown so as its
 * tooltip; nothing for an English quote. Styled by the stylesheet's `.language-tag`.
 */
export function LanguageTag({ language }: { language: string | undefined }) {
  if (!language || isEnglish(language)) return null;
  const name = `In ${languageEnglishName(language)}`;
  return (
    <span role="img" aria-label={name} title={name} className="language-tag" data-testid="language-tag">
      {language.split("-")[0]}
    </span>
  );
}
