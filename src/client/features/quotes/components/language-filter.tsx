import { LANGUAGES, nativeLanguageName } from "#contracts/language-names.ts";
import { languageLabel } from "#client/lib/language-label.ts";
import type { QuoteFilters } from "../search-params.ts";
import { FilterSelect } from "./filter-select.tsx";

export interface LanguageFilterProps {
  filters: QuoteFilters;
  onChange: (filters: QuoteFilters) => void;
  showLabel: boolean;
  className?: string;
}

/** How a language filter's chip names it: in its own language ("Français"). */
export const languageName = nativeLanguageName;

/**
 * The Language filter: any language, or one of those offered by name. Several (a URL, `lang:` typed in the search
 * box) show as one choice; a chip removes each. Its field carries the URL parameter's name (`language`), for the
 * filter form's plain submission.
 */
export default function LanguageFilter({ filters, onChange, showLabel, className }: LanguageFilterProps) {
  const value = filters.languages.join(",");
  const named = LANGUAGES.some((language) => language.tag === value);
  return (
    <FilterSelect
      label="Language"
      name="language"
      showLabel={showLabel}
      className={className}
      value={value}
      onChange={(event) => onChange({ ...filters, languages: event.target.value ? event.target.value.split(",") : [] })}
      data-testid="language-filter"
    >
      <option value="">Any language</option>
      {value && !named && <option value={value}>{filters.languages.map(nativeLanguageName).join(", ")}</option>}
      {LANGUAGES.map((language) => (
        <option key={language.tag} value={language.tag}>
          {languageLabel(language.tag)}
        </option>
      ))}
    </FilterSelect>
  );
}
