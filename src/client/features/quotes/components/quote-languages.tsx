import { Link } from "@tanstack/react-router";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { englishLanguageName, nativeLanguageName } from "#contracts/language-names.ts";

/**
 * A quote page's links between languages: "Also in" to its other versions, and a translation's credit with its
 * original. The page loads them apart (quote-detail.tsx), with the table of language names.
 */

const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

export type QuoteVersionsProps = { quote: Pick<QuoteDetail, "language" | "versions"> };

/**
 * "Also in: Français (original) · Deutsch": links to the quote's other versions, each named in its own language.
 * Two versions in one language are told apart by their translators.
 */
export function QuoteVersions({ quote }: QuoteVersionsProps) {
  const { versions } = quote;
  if (versions.length === 0) return null;
  const languages = [quote.language, ...versions.map((version) => version.language)];
  const shared = (language: string) => languages.indexOf(language) !== languages.lastIndexOf(language);
  return (
    <nav aria-labelledby="quote-versions-label" className="mt-4 text-sm" data-testid="quote-versions">
      <span id="quote-versions-label" className="text-muted-foreground">
        Also in:
      </span>{" "}
      <ul className="inline">
        {versions.map((version, index) => (
          <li key={version.id} className="inline">
            {index > 0 && <span aria-hidden="true"> · </span>}
            <Link
              to="/quote/$slug"
              params={{ slug: version.url_slug }}
              hrefLang={version.language}
              lang={version.language}
              className={linkClass}
            >
              {nativeLanguageName(version.language)}
            </Link>
            {(version.is_original || shared(version.language)) && (
              <span className="text-muted-foreground">
                {" "}
                (
                {version.is_original
                  ? "original"
                  : version.translator
                    ? `translation by ${version.translator}`
                    : "translator unknown"}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type TranslationCreditProps = { quote: Pick<QuoteDetail, "translation_of" | "translator" | "versions"> };

/**
 * Under a translation's author: who translated it ("Translated by X", or "Translator unknown") and a link to the
 * original when the reader may see it ("Translation of the French original"). Nothing for an original.
 */
export function TranslationCredit({ quote }: TranslationCreditProps) {
  if (quote.translation_of === null) return null;
  const original = quote.versions.find((version) => version.is_original);
  return (
    <span className="mt-2 block text-base" data-testid="translation-credit">
      {quote.translator ? `Translated by ${quote.translator}` : "Translator unknown"}
      {original && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          Translation of the{" "}
          <Link
            to="/quote/$slug"
            params={{ slug: original.url_slug }}
            hrefLang={original.language}
            className={linkClass}
          >
            {englishLanguageName(original.language)} original
          </Link>
        </>
      )}
    </span>
  );
}
