import { primaryLanguage } from "#contracts/languages.ts";
import type { RandomQuotesQuery } from "#contracts/random-quotes.ts";

/**
 * The approved quotes' filterable attributes held in memory, for GET /api/quotes/random: the filters are answered
 * here and a sample is drawn without replacement, so the database only fetches the chosen quotes by primary key
 * (docs/decisions/036-random-quotes.md). Columns are typed arrays; authors, categories, tags and languages are
 * interned, and each has posting lists so that a narrow filter looks at its own quotes, not at all of them.
 */

/** One approved quote as the index keeps it. */
export interface RandomPoolRow {
  id: string;
  /** Lower-cased, as the authors filter matches it. */
  author: string;
  category: string;
  tags: string[];
  language: string;
  /** Characters of text (code points, as char_length counts them). */
  length: number;
  /** Spoken seconds: the narration's duration, else the estimate. */
  seconds: number;
}

export type RandomFilters = Partial<Omit<RandomQuotesQuery, "count">>;

/** Match sets kept per filter between rebuilds: at most this many, holding at most MATCHES_KEPT_POSITIONS in all. */
const MATCHES_KEPT = 256;
const MATCHES_KEPT_POSITIONS = 1_000_000;

/** Values numbered in the order first seen, with the positions of the quotes carrying each. */
class Dictionary {
  readonly values: string[] = [];
  private readonly numbers = new Map<string, number>();
  private readonly lists: number[][] = [];
  postings: Int32Array[] = [];

  add(value: string, position: number): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.numbers.set(value, n);
      this.values.push(value);
      this.lists.push([]);
    }
    this.lists[n]!.push(position);
    return n;
  }

  numberOf(value: string): number | undefined {
    return this.numbers.get(value);
  }

  /** Numbers of the values `matches` accepts. */
  numbersWhere(matches: (value: string) => boolean): number[] {
    const out: number[] = [];
    for (let n = 0; n < this.values.length; n++) if (matches(this.values[n]!)) out.push(n);
    return out;
  }

  seal() {
    this.postings = this.lists.map((list) => Int32Array.from(list));
    this.lists.length = 0;
  }

  postingSize(numbers: readonly number[]): number {
    let size = 0;
    for (const n of numbers) size += this.postings[n]!.length;
    return size;
  }
}

/** A filter resolved to dictionary numbers: `undefined` where the filter is absent. */
interface ResolvedFilters {
  categories?: Set<number>;
  tags?: number[];
  authors?: Set<number>;
  languages?: Set<number>;
  excludedAuthors?: Set<number>;
  excludedTags?: Set<number>;
  minLength?: number;
  maxLength?: number;
  maxSeconds?: number;
}

/** Whether a quote in `language` is in any of `tags`: a primary tag finds its regional forms, a longer tag itself. */
function languageMatcher(tags: readonly string[]): (language: string) => boolean {
  const whole = new Set(tags.filter((tag) => !tag.includes("-")));
  const exact = new Set(tags.filter((tag) => tag.includes("-")));
  return (language) => whole.has(primaryLanguage(language)) || exact.has(language);
}

/** What the index is made of; RandomIndexBuilder assembles it batch by batch. */
interface IndexColumns {
  ids: string[];
  authorOf: Int32Array;
  categoryOf: Int32Array;
  languageOf: Int32Array;
  lengthOf: Int32Array;
  secondsOf: Float32Array;
  /** Quote i's tags are tagList[tagStart[i]…tagStart[i + 1]). */
  tagStart: Int32Array;
  tagList: Int32Array;
  authors: Dictionary;
  categories: Dictionary;
  languages: Dictionary;
  tags: Dictionary;
}

/** Takes the rows a batch at a time, so that only one batch of row objects is alive at once. */
export class RandomIndexBuilder {
  private readonly ids: string[] = [];
  private readonly authorOf: number[] = [];
  private readonly categoryOf: number[] = [];
  private readonly languageOf: number[] = [];
  private readonly lengthOf: number[] = [];
  private readonly secondsOf: number[] = [];
  private readonly tagStart: number[] = [];
  private readonly tagList: number[] = [];
  private readonly authors = new Dictionary();
  private readonly categories = new Dictionary();
  private readonly languages = new Dictionary();
  private readonly tags = new Dictionary();

  add(rows: readonly RandomPoolRow[]) {
    for (const row of rows) {
      const i = this.ids.length;
      this.ids.push(row.id);
      this.authorOf.push(this.authors.add(row.author, i));
      this.categoryOf.push(this.categories.add(row.category, i));
      this.languageOf.push(this.languages.add(row.language, i));
      this.lengthOf.push(row.length);
      this.secondsOf.push(row.seconds);
      this.tagStart.push(this.tagList.length);
      for (const tag of new Set(row.tags)) this.tagList.push(this.tags.add(tag, i));
    }
  }

  build(): RandomIndex {
    for (const dictionary of [this.authors, this.categories, this.languages, this.tags]) dictionary.seal();
    return new RandomIndex({
      ids: this.ids,
      authorOf: Int32Array.from(this.authorOf),
      categoryOf: Int32Array.from(this.categoryOf),
      languageOf: Int32Array.from(this.languageOf),
      lengthOf: Int32Array.from(this.lengthOf),
      secondsOf: Float32Array.from(this.secondsOf),
      tagStart: Int32Array.from([...this.tagStart, this.tagList.length]),
      tagList: Int32Array.from(this.tagList),
      authors: this.authors,
      categories: this.categories,
      languages: this.languages,
      tags: this.tags,
    });
  }
}

export class RandomIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly authorOf: Int32Array;
  private readonly categoryOf: Int32Array;
  private readonly languageOf: Int32Array;
  private readonly lengthOf: Int32Array;
  private readonly secondsOf: Float32Array;
  private readonly tagStart: Int32Array;
  private readonly tagList: Int32Array;
  private readonly authors: Dictionary;
  private readonly categories: Dictionary;
  private readonly languages: Dictionary;
  private readonly tags: Dictionary;
  private readonly matchSets = new Map<string, Int32Array>();
  private matchSetPositions = 0;

  constructor(columns: IndexColumns) {
    ({
      ids: this.ids,
      authorOf: this.authorOf,
      categoryOf: this.categoryOf,
      languageOf: this.languageOf,
      lengthOf: this.lengthOf,
      secondsOf: this.secondsOf,
      tagStart: this.tagStart,
      tagList: this.tagList,
      authors: this.authors,
      categories: this.categories,
      languages: this.languages,
      tags: this.tags,
    } = columns);
    this.size = this.ids.length;
  }

  /** An index of `rows` at once (tests). */
  static of(rows: readonly RandomPoolRow[]): RandomIndex {
    const builder = new RandomIndexBuilder();
    builder.add(rows);
    return builder.build();
  }

  /** Up to `count` distinct quote ids matching `filters`, in random order; every match equally likely. */
  draw(filters: RandomFilters, count: number, random: () => number = Math.random): string[] {
    const matches = this.matchesOf(filters);
    const total = matches ? matches.length : this.size;
    return sampleWithoutReplacement(total, count, random).map((k) => this.ids[matches ? matches[k]! : k]!);
  }

  /** The positions matching `filters` (undefined: every quote), kept per filter until the index is rebuilt. */
  private matchesOf(filters: RandomFilters): Int32Array | undefined {
    const resolved = this.resolve(filters);
    if (!resolved) return new Int32Array(0);
    if (Object.values(resolved).every((value) => value === undefined)) return undefined;
    const key = JSON.stringify(filters);
    const kept = this.matchSets.get(key);
    if (kept) {
      // Most recently used last, so that eviction takes the oldest.
      this.matchSets.delete(key);
      this.matchSets.set(key, kept);
      return kept;
    }
    const matches = this.scan(resolved);
    this.keep(key, matches);
    return matches;
  }

  private keep(key: string, matches: Int32Array) {
    this.matchSets.set(key, matches);
    this.matchSetPositions += matches.length;
    for (const [oldKey, old] of this.matchSets) {
      if (this.matchSets.size <= MATCHES_KEPT && this.matchSetPositions <= MATCHES_KEPT_POSITIONS) break;
      if (oldKey === key) continue;
      this.matchSets.delete(oldKey);
      this.matchSetPositions -= old.length;
    }
  }

  /** The filters as dictionary numbers; undefined when nothing can match (an unknown category or tag asked for). */
  private resolve(filters: RandomFilters): ResolvedFilters | undefined {
    const out: ResolvedFilters = {
      minLength: filters.min_length,
      maxLength: filters.max_length,
      maxSeconds: filters.max_seconds,
    };
    if (filters.categories) {
      const numbers = filters.categories.map((c) => this.categories.numberOf(c)).filter((n) => n !== undefined);
      if (numbers.length === 0) return undefined;
      out.categories = new Set(numbers);
    }
    if (filters.tags) {
      const numbers = filters.tags.map((tag) => this.tags.numberOf(tag));
      if (numbers.some((n) => n === undefined)) return undefined;
      out.tags = numbers as number[];
    }
    if (filters.authors) {
      const parts = filters.authors.map((a) => a.toLowerCase());
      const numbers = this.authors.numbersWhere((author) => parts.some((part) => author.includes(part)));
      if (numbers.length === 0) return undefined;
      out.authors = new Set(numbers);
    }
    if (filters.language) {
      const numbers = this.languages.numbersWhere(languageMatcher(filters.language));
      if (numbers.length === 0) return undefined;
      out.languages = new Set(numbers);
    }
    if (filters.exclude_authors) {
      const parts = filters.exclude_authors.map((a) => a.toLowerCase());
      const numbers = this.authors.numbersWhere((author) => parts.some((part) => author.includes(part)));
      if (numbers.length > 0) out.excludedAuthors = new Set(numbers);
    }
    if (filters.exclude_tags) {
      const numbers = filters.exclude_tags.map((tag) => this.tags.numberOf(tag)).filter((n) => n !== undefined);
      if (numbers.length > 0) out.excludedTags = new Set(numbers);
    }
    return out;
  }

  /** Every position matching `f`, starting from the smallest posting list among the filters that include. */
  private scan(f: ResolvedFilters): Int32Array {
    const candidates: { size: number; positions: () => Iterable<number> }[] = [];
    const union = (dictionary: Dictionary, numbers: readonly number[]) => ({
      size: dictionary.postingSize(numbers),
      *positions() {
        for (const n of numbers) yield* dictionary.postings[n]!;
      },
    });
    if (f.categories) candidates.push(union(this.categories, [...f.categories]));
    if (f.authors) candidates.push(union(this.authors, [...f.authors]));
    if (f.languages) candidates.push(union(this.languages, [...f.languages]));
    for (const tag of f.tags ?? []) candidates.push(union(this.tags, [tag]));
    candidates.sort((a, b) => a.size - b.size);
    const base = candidates[0];
    const out = new Int32Array(base ? base.size : this.size);
    let found = 0;
    const test = (i: number) => {
      if (this.matches(i, f)) out[found++] = i;
    };
    if (base) for (const i of base.positions()) test(i);
    else for (let i = 0; i < this.size; i++) test(i);
    return out.slice(0, found);
  }

  private matches(i: number, f: ResolvedFilters): boolean {
    if (f.categories && !f.categories.has(this.categoryOf[i]!)) return false;
    if (f.authors && !f.authors.has(this.authorOf[i]!)) return false;
    if (f.languages && !f.languages.has(this.languageOf[i]!)) return false;
    if (f.excludedAuthors?.has(this.authorOf[i]!)) return false;
    const length = this.lengthOf[i]!;
    if (f.minLength !== undefined && length < f.minLength) return false;
    if (f.maxLength !== undefined && length > f.maxLength) return false;
    // The seconds are kept as 32-bit floats: compare at a millisecond's tolerance.
    if (f.maxSeconds !== undefined && this.secondsOf[i]! > f.maxSeconds + 0.001) return false;
    if (f.tags || f.excludedTags) {
      const start = this.tagStart[i]!;
      const end = this.tagStart[i + 1]!;
      const has = (tag: number) => {
        for (let k = start; k < end; k++) if (this.tagList[k] === tag) return true;
        return false;
      };
      if (f.tags && !f.tags.every(has)) return false;
      if (f.excludedTags) for (const tag of f.excludedTags) if (has(tag)) return false;
    }
    return true;
  }
}

/**
 * `count` distinct numbers of 0…total-1 (all of them when fewer), in random order: Floyd's algorithm picks the set
 * in `count` draws whatever the total, and a Fisher–Yates pass orders it.
 */
export function sampleWithoutReplacement(total: number, count: number, random: () => number): number[] {
  const k = Math.min(count, total);
  const chosen = new Set<number>();
  for (let j = total - k; j < total; j++) {
    const t = Math.floor(random() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  const out = [...chosen];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
