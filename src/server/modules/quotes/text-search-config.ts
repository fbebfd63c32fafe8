import { sql, type SQL } from "drizzle-orm";
import { primaryLanguage } from "#contracts/languages.ts";

/**
 * PostgreSQL text-search configurations by primary language subtag: the same map as the SQL function
 * echoes_ts_config (migration 0013), which indexes each quote's text; a query is parsed with the same one.
 */
export const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  en: "english",
  ar: "arabic",
  hy: "armenian",
  eu: "basque",
  ca: "catalan",
  da: "danish",
  nl: "dutch",
  fi: "finnish",
  fr: "french",
  de: "german",
  el: "greek",
  hi: "hindi",
  hu: "hungarian",
  id: "indonesian",
  ga: "irish",
  it: "italian",
  lt: "lithuanian",
  ne: "nepali",
  no: "norwegian",
  nb: "norwegian",
  nn: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sr: "serbian",
  es: "spanish",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
  yi: "yiddish",
};

/** The configuration a language's text is indexed and searched with; `simple` (word for word) when none. */
export function textSearchConfig(tag: string): string {
  return TEXT_SEARCH_CONFIGS[primaryLanguage(tag)] ?? "simple";
}

/**
 * How the free text of a search is matched. Each quote's text is indexed in its language's text-search
 * configuration and its metadata (author, tags, category, context, description) in English, so the text is parsed
 * with the configurations of the languages searched, plus English, and a quote matches the query of any of them.
 */
export interface TextSearchPlan {
  /** The configurations in which the text yields lexemes; none: every quote is matched by substring instead. */
  configs: string[];
  /**
   * Languages (primary subtags) whose configuration finds stop words alone in the text: their quotes are matched
   * by substring as well.
   */
  substringLanguages: string[];
}

/** Every configuration a query may name: the map's, and `simple`. */
const KNOWN_CONFIGS = new Set([...Object.values(TEXT_SEARCH_CONFIGS), "simple"]);

/**
 * The tsquery of free text parsed with each configuration, OR-ed (`websearch_to_tsquery` syntax: "phrases", -not,
 * or). The names are written into the statement, so that the planner folds the query into a constant for the GIN
 * index; only known configurations are accepted.
 */
export function webSearchQuery(configs: readonly string[], text: string): SQL {
  if (configs.length === 0) throw new Error("A text-search query needs a configuration");
  const parts = configs.map((config) => {
    if (!KNOWN_CONFIGS.has(config)) throw new Error(`Unknown text-search configuration: ${config}`);
    return sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${text})`;
  });
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` || `)})`;
}
