import { DEFAULT_LANGUAGE, primaryLanguage } from "#contracts/languages.ts";
import type { Db } from "#server/db/client.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import type { QuoteEvents } from "./quote-events.ts";
import { findCatalogueLanguages, webSearchQueries } from "./quote-list.repository.ts";
import { textSearchConfig, type TextSearchPlan } from "./text-search-config.ts";

/** The configuration the metadata is indexed with. */
const METADATA_CONFIG = "english";
/** Word for word: the configuration of languages PostgreSQL has none for (Latin, Chinese, …). */
const WORD_FOR_WORD = "simple";
/** How long the catalogue's languages are trusted without a write telling that they changed. */
const CATALOGUE_TTL_MS = 60_000;

/**
 * Plans the text search of GET /api/quotes. Without a language filter the text is parsed with the
 * configurations of the languages the catalogue holds (always English and `simple`), which are kept in memory
 * until the next quote write here or in another process (QuoteEvents), or for a minute at most.
 */
export class QuoteTextSearch {
  private readonly catalogue: TtlCache<string[]>;
  /** Free text parsed with a set of configurations (webSearchQueries). */
  private readonly queries = new TtlCache<string[]>(10 * 60_000, 5000);

  constructor(
    private readonly db: Db,
    events: QuoteEvents,
    catalogueTtlMs = CATALOGUE_TTL_MS,
  ) {
    this.catalogue = new TtlCache<string[]>(catalogueTtlMs, 1);
    events.onCachesInvalidated(() => this.catalogue.clear());
  }

  /** The plan for free `text` among quotes in `languages` (canonical tags; none: every language). */
  async plan(text: string, languages: readonly string[]): Promise<TextSearchPlan> {
    const searched =
      languages.length > 0
        ? languages
        : [DEFAULT_LANGUAGE, ...(await this.catalogue.get("all", () => findCatalogueLanguages(this.db)))];
    const primaries = [...new Set(searched.map(primaryLanguage))].sort();
    const textConfigs = primaries.map(textSearchConfig);
    if (languages.length === 0) textConfigs.push(WORD_FOR_WORD);
    const configs = [...new Set([METADATA_CONFIG, ...textConfigs.sort()])];
    const queries = await this.queries.get(JSON.stringify([text, configs]), () =>
      webSearchQueries(this.db, text, configs),
    );
    const withLexemes = configs.filter((_config, i) => queries[i] !== "");
    if (withLexemes.length === 0) return { configs: [], substringLanguages: [] };
    // Configurations that parse the text alike (French and Spanish both make `lov` of "love") match alike: one is
    // enough.
    const distinct = new Map<string, string>();
    configs.forEach((config, i) => {
      if (queries[i] !== "" && !distinct.has(queries[i]!)) distinct.set(queries[i]!, config);
    });
    return {
      configs: [...distinct.values()],
      substringLanguages: primaries.filter((primary) => !withLexemes.includes(textSearchConfig(primary))),
    };
  }
}
