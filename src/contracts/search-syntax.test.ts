import { describe, expect, it } from "vitest";
import { formatSearchQuery, parseSearchQuery, type ParsedSearch } from "./search-syntax.ts";

const empty: ParsedSearch = {
  text: "",
  phrases: [],
  tags: [],
  description: [],
  context: [],
  attribution: [],
  languages: [],
  exclude: { authors: [], categories: [], tags: [], phrases: [] },
};
const excluding = (over: Partial<ParsedSearch["exclude"]>): Pick<ParsedSearch, "exclude"> => ({
  exclude: { ...empty.exclude, ...over },
});
const parsed = (over: Partial<ParsedSearch>): ParsedSearch => ({ ...empty, ...over });

describe("parseSearchQuery", () => {
  it.each([[""], ["   "], [undefined], [null], ["\t\n"]])("finds nothing in %j", (input) => {
    expect(parseSearchQuery(input)).toEqual(empty);
  });

  it("keeps plain words as single-spaced free text", () => {
    expect(parseSearchQuery("  be   yourself \t everyone ")).toEqual(parsed({ text: "be yourself everyone" }));
  });

  it.each([
    ["author:Twain", { author: "Twain" }],
    ["a:Twain", { author: "Twain" }],
    ["AUTHOR:Twain", { author: "Twain" }],
    ["category:Love", { category: "love" }],
    ["c:love", { category: "love" }],
    ["tag:Hope", { tags: ["hope"] }],
    ["t:hope", { tags: ["hope"] }],
    ["description:war", { description: ["war"] }],
    ["desc:war", { description: ["war"] }],
    ["d:war", { description: ["war"] }],
    ["ctx:speech", { context: ["speech"] }],
  ])("reads %s", (input, expected) => {
    expect(parseSearchQuery(input)).toEqual(parsed(expected));
  });

  it("takes quoted prefix values with spaces", () => {
    expect(parseSearchQuery('author:"Mark Twain" courage')).toEqual(parsed({ author: "Mark Twain", text: "courage" }));
    expect(parseSearchQuery('a:"Martin Luther King Jr." c:"wisdom"')).toEqual(
      parsed({ author: "Martin Luther King Jr.", category: "wisdom" }),
    );
    expect(parseSearchQuery('d:"second world war" ctx:"Gettysburg address"')).toEqual(
      parsed({ description: ["second world war"], context: ["Gettysburg address"] }),
    );
  });

  it("turns quoted text into exact phrases", () => {
    expect(parseSearchQuery('"to be or not to be" hamlet')).toEqual(
      parsed({ phrases: ["to be or not to be"], text: "hamlet" }),
    );
    expect(parseSearchQuery('"one"  "two words"')).toEqual(parsed({ phrases: ["one", "two words"] }));
  });

  it("keeps apostrophes and escaped quotes inside phrases", () => {
    expect(parseSearchQuery(`"don't stop"`)).toEqual(parsed({ phrases: ["don't stop"] }));
    expect(parseSearchQuery('"he said \\"go\\" twice"')).toEqual(parsed({ phrases: ['he said "go" twice'] }));
    expect(parseSearchQuery('author:"Dwayne \\"The Rock\\" Johnson"')).toEqual(
      parsed({ author: 'Dwayne "The Rock" Johnson' }),
    );
  });

  it("accepts typographic quotes", () => {
    expect(parseSearchQuery("“stay hungry” a:“Steve Jobs”")).toEqual(
      parsed({ phrases: ["stay hungry"], author: "Steve Jobs" }),
    );
    expect(parseSearchQuery("„Ich bin“ «liberté»")).toEqual(parsed({ phrases: ["Ich bin", "liberté"] }));
    // A straight quote inside typographic ones closes it; the rest is free text.
    expect(parseSearchQuery('“a b" c')).toEqual(parsed({ phrases: ["a b"], text: "c" }));
  });

  it("leaves unknown prefixes and other colons in the free text", () => {
    expect(parseSearchQuery("foo:bar life")).toEqual(parsed({ text: "foo:bar life" }));
    expect(parseSearchQuery("https://example.com at 10:30")).toEqual(parsed({ text: "https://example.com at 10:30" }));
    expect(parseSearchQuery("note: hello")).toEqual(parsed({ text: "note: hello" }));
    expect(parseSearchQuery('authors:"x y"')).toEqual(parsed({ text: 'authors:"x y"' }));
  });

  it("drops a known prefix without a value", () => {
    expect(parseSearchQuery("author: Twain")).toEqual(parsed({ text: "Twain" }));
    expect(parseSearchQuery('tag:"" c:')).toEqual(empty);
  });

  it("reads an unterminated quote as ordinary words", () => {
    expect(parseSearchQuery('"to be or')).toEqual(parsed({ text: "to be or" }));
    expect(parseSearchQuery('author:"Mark Twain')).toEqual(parsed({ author: "Mark", text: "Twain" }));
    expect(parseSearchQuery('"')).toEqual(empty);
    expect(parseSearchQuery('""')).toEqual(empty);
  });

  it("keeps the last author and category", () => {
    expect(parseSearchQuery("a:Twain author:Wilde c:love category:Life")).toEqual(
      parsed({ author: "Wilde", category: "life" }),
    );
  });

  it("accumulates tags, descriptions, contexts and phrases without duplicates", () => {
    expect(parseSearchQuery("t:hope tag:Life t:HOPE t:life")).toEqual(parsed({ tags: ["hope", "life"] }));
    expect(parseSearchQuery("d:war desc:War d:peace ctx:a ctx:A")).toEqual(
      parsed({ description: ["war", "peace"], context: ["a"] }),
    );
    expect(parseSearchQuery('"Be kind" "be kind" "be brave"')).toEqual(parsed({ phrases: ["Be kind", "be brave"] }));
  });

  it("handles unicode in prefixes' values, phrases and free text", () => {
    expect(parseSearchQuery('a:"Lao Tzu 老子" t:Ünïcode “café crème” naïve')).toEqual(
      parsed({ author: "Lao Tzu 老子", tags: ["ünïcode"], phrases: ["café crème"], text: "naïve" }),
    );
    // Unicode spaces separate, too.
    expect(parseSearchQuery("t:a\u00a0t:b\u3000word")).toEqual(parsed({ tags: ["a", "b"], text: "word" }));
    // Composed and decomposed forms read the same.
    expect(parseSearchQuery("t:cafe\u0301")).toEqual(parseSearchQuery("t:café"));
  });

  it("collapses whitespace inside values", () => {
    expect(parseSearchQuery('a:"  Mark    Twain "  "  a   b "')).toEqual(
      parsed({ author: "Mark Twain", phrases: ["a b"] }),
    );
  });

  it("mixes everything", () => {
    expect(
      parseSearchQuery('c:wisdom "know thyself" a:Socrates t:Philosophy t:life unexamined life foo:bar ctx:trial'),
    ).toEqual(
      parsed({
        category: "wisdom",
        phrases: ["know thyself"],
        author: "Socrates",
        tags: ["philosophy", "life"],
        context: ["trial"],
        text: "unexamined life foo:bar",
      }),
    );
  });
});

describe("formatSearchQuery", () => {
  it("writes the syntax back, quoting values with spaces", () => {
    expect(
      formatSearchQuery({
        author: "Mark Twain",
        category: "life",
        tags: ["hope", "new year"],
        description: ["war"],
        context: ["a speech"],
        phrases: ['say "hi"'],
        text: "courage",
      }),
    ).toBe(
      'author:"Mark Twain" category:life tag:hope tag:"new year" description:war ctx:"a speech" "say \\"hi\\"" courage',
    );
    expect(formatSearchQuery({})).toBe("");
  });

  it("round-trips through the parser", () => {
    const samples = [
      'author:"Mark Twain" c:life t:hope "exact words" free text',
      'a:"Dwayne \\"The Rock\\" Johnson" d:"two words"',
      "t:ünïcode ctx:x “phrase” plain",
    ];
    for (const sample of samples) {
      const once = parseSearchQuery(sample);
      expect(parseSearchQuery(formatSearchQuery(once))).toEqual(once);
    }
  });
});

describe("negation", () => {
  it.each([
    ["-author:Twain", excluding({ authors: ["Twain"] })],
    ["-a:Twain", excluding({ authors: ["Twain"] })],
    ['-author:"Mark Twain"', excluding({ authors: ["Mark Twain"] })],
    ["-category:Love", excluding({ categories: ["love"] })],
    ["-c:love", excluding({ categories: ["love"] })],
    ["-tag:Hope -t:war -TAG:hope", excluding({ tags: ["hope", "war"] })],
    ['-"to be"', excluding({ phrases: ["to be"] })],
    ['-“To  be” -"to be"', excluding({ phrases: ["To be"] })],
  ])("reads %s as an exclusion", (input, expected) => {
    expect(parseSearchQuery(input)).toEqual(parsed(expected));
  });

  it("keeps exclusions apart from the terms that include", () => {
    expect(parseSearchQuery('love tag:hope -tag:war author:Wilde -author:Twain "be" -"not to be"')).toEqual(
      parsed({
        text: "love",
        tags: ["hope"],
        author: "Wilde",
        phrases: ["be"],
        exclude: { authors: ["Twain"], categories: [], tags: ["war"], phrases: ["not to be"] },
      }),
    );
  });

  it("leaves a dash before other words and prefixes, and an empty exclusion, as they are", () => {
    expect(parseSearchQuery("-war -lang:fr -is:verified -d:x")).toEqual(
      parsed({ text: "-war -lang:fr -is:verified -d:x" }),
    );
    expect(parseSearchQuery('-tag: -"" - -"open')).toEqual(parsed({ text: '- -"open' }));
  });

  it("writes exclusions back so that they parse the same", () => {
    const search = parseSearchQuery('-author:"Mark Twain" -category:love -tag:war -"say \\"no\\"" hope');
    expect(search.exclude.phrases).toEqual(['say "no"']);
    const text = formatSearchQuery(search);
    expect(text).toBe('-author:"Mark Twain" -category:love -tag:war -"say \\"no\\"" hope');
    expect(parseSearchQuery(text)).toEqual(search);
  });
});
