/**
 * The quotes of bench/quotes-list-seed.ts that are not in English: one in eight, in French, German, Spanish,
 * Italian, Portuguese (a third of it Brazilian) or Latin, with sentences made of each language's own words in
 * their inflected forms ("la pensée", "les pensées"), so that each configuration's stemming has real words to
 * work with.
 */

interface Words {
  subjects: string[];
  verbs: string[];
  objects: string[];
  joins: string[];
}

const WORDS: Record<string, Words> = {
  fr: {
    subjects: ["La pensée", "Les pensées", "L'amour", "Le cœur", "La vie", "Le temps", "La liberté", "Les rêves"],
    verbs: ["éclaire", "cherche", "garde", "change", "nourrit", "devient", "porte", "oublie", "attend"],
    objects: ["le monde", "les hommes", "la lumière", "nos jours", "un chemin", "la vérité", "les amis", "la nuit"],
    joins: ["et", "car", "mais", "quand"],
  },
  de: {
    subjects: ["Der Gedanke", "Die Gedanken", "Die Liebe", "Das Herz", "Das Leben", "Die Zeit", "Die Freiheit"],
    verbs: ["erhellt", "sucht", "bewahrt", "verändert", "nährt", "wird", "trägt", "vergisst", "erwartet"],
    objects: ["die Welt", "die Menschen", "das Licht", "unsere Tage", "einen Weg", "die Wahrheit", "die Nacht"],
    joins: ["und", "denn", "aber", "wenn"],
  },
  es: {
    subjects: ["El pensamiento", "Los pensamientos", "El amor", "El corazón", "La vida", "El tiempo", "Los sueños"],
    verbs: ["ilumina", "busca", "guarda", "cambia", "alimenta", "lleva", "olvida", "espera"],
    objects: ["el mundo", "los hombres", "la luz", "nuestros días", "un camino", "la verdad", "los amigos"],
    joins: ["y", "porque", "pero", "cuando"],
  },
  it: {
    subjects: ["Il pensiero", "I pensieri", "L'amore", "Il cuore", "La vita", "Il tempo", "La libertà", "I sogni"],
    verbs: ["illumina", "cerca", "custodisce", "cambia", "nutre", "diventa", "porta", "dimentica", "aspetta"],
    objects: ["il mondo", "gli uomini", "la luce", "i nostri giorni", "una strada", "la verità", "gli amici"],
    joins: ["e", "perché", "ma", "quando"],
  },
  pt: {
    subjects: ["O pensamento", "Os pensamentos", "O amor", "O coração", "A vida", "O tempo", "A saudade"],
    verbs: ["ilumina", "procura", "guarda", "muda", "alimenta", "leva", "esquece", "espera"],
    objects: ["o mundo", "os homens", "a luz", "os nossos dias", "um caminho", "a verdade", "os amigos"],
    joins: ["e", "porque", "mas", "quando"],
  },
  la: {
    subjects: ["Amor", "Vita", "Tempus", "Libertas", "Veritas", "Sapientia", "Animus", "Cogitatio", "Spes"],
    verbs: ["vincit", "quaerit", "servat", "mutat", "alit", "fugit", "portat", "manet", "exspectat"],
    objects: ["omnia", "mundum", "homines", "lucem", "dies nostros", "viam", "veritatem", "amicos", "noctem"],
    joins: ["et", "nam", "sed", "cum"],
  },
};

export const BENCH_LANGUAGES = Object.keys(WORDS);

/**
 * Words of the foreign quotes, one per language and inflected unlike the texts hold them where the language
 * inflects (the search must stem them), for the uncached search case.
 */
export const FOREIGN_SEARCH_WORDS = [
  "pensée",
  "cœurs",
  "rêve",
  "Gedanken",
  "Herzen",
  "Wahrheiten",
  "pensamiento",
  "sueño",
  "verdades",
  "pensiero",
  "sogno",
  "verità",
  "pensamento",
  "saudades",
  "caminhos",
  "amor",
  "veritatem",
  "spes",
  "libertà",
  "liberté",
];

/** The language and text of the `i`-th quote when it is not in English (one in eight), else undefined. */
export function foreignQuote(random: () => number): { language: string; text: string } | undefined {
  if (random() >= 1 / 8) return undefined;
  const language = BENCH_LANGUAGES[Math.floor(random() * BENCH_LANGUAGES.length)]!;
  const words = WORDS[language]!;
  const pick = (list: string[]) => list[Math.floor(random() * list.length)]!;
  const lower = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const text = `${pick(words.subjects)} ${pick(words.verbs)} ${pick(words.objects)}, ${pick(words.joins)} ${lower(
    pick(words.subjects),
  )} ${pick(words.verbs)} ${pick(words.objects)}.`;
  const tag = language === "pt" && random() < 1 / 3 ? "pt-BR" : language;
  return { language: tag, text };
}
