/**
 * The one fold rule of every search: a name and a search word are compared in this form, so
 * that spellings of one Uzbek name meet whatever keyboard typed them. The database's
 * search_fold() is the same rule in SQL (held to this one by a test over a table of cases);
 * what staff typed is stored as typed, only comparisons fold.
 *
 * - Case: A–Z and the Cyrillic capitals become small letters, spelled out so that no locale
 *   changes them. Other letters keep their case here; the database may lower them by its
 *   locale, which is also how its ILIKE compares them, so either way they match.
 * - Apostrophes: every mark Uzbek writes in oʻ, gʻ and the tutuq belgisi is dropped, so
 *   "Gʻaniyev", "G'aniyev" and "Ganiyev" are one name.
 * - Cyrillic Uzbek becomes Latin Uzbek by the official letter rules (ш sh, ч ch, ғ g, ў o,
 *   қ q, ҳ h, х x, й y, ё yo, ю yu, я ya, ъ and ь dropped, е ye at the start of a word and
 *   after a vowel, ъ or ь, e elsewhere). Two simplifications: ц is always ts (the official
 *   rule writes s at the start of a word and after a consonant) and the Russian щ is sh.
 */

/** The apostrophe family, dropped: ʻ ‘ ’ ʼ ` ' and the acute accent some layouts type for them. */
const SEARCH_APOSTROPHES = "\u02BB\u2018\u2019\u02BC`'\u00B4";

/** Capitals spelled out, each above its small letter. */
const SEARCH_CAPITALS = "ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ";
const SEARCH_SMALL = "abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ";

/** The letters after which a Cyrillic е is a plain e; after anything else (a vowel, ъ, ь, no letter) it is ye. */
const SEARCH_CONSONANTS = new Set("bcdfghjklmnpqrstvwxyzбвгджзйклмнпрстфхцчшщқғҳ");

/** Cyrillic letters written with two Latin ones. */
const SEARCH_DIGRAPHS: Readonly<Record<string, string>> = {
  ё: "yo",
  ю: "yu",
  я: "ya",
  ш: "sh",
  щ: "sh",
  ч: "ch",
  ц: "ts",
};

/** Cyrillic letters written with one Latin letter, or none (ъ, ь). */
const SEARCH_CYRILLIC = "абвгдежзийклмнопрстуфхыэўқғҳъь";
const SEARCH_LATIN = "abvgdejziyklmnoprstufxieoqgh";

// Every letter of these tables is one UTF-16 unit, so split("") pairs them up letter by letter.
const small = new Map(SEARCH_CAPITALS.split("").map((capital, index) => [capital, SEARCH_SMALL[index]]));
const latin = new Map(SEARCH_CYRILLIC.split("").map((letter, index) => [letter, SEARCH_LATIN[index] ?? ""]));
for (const mark of SEARCH_APOSTROPHES) latin.set(mark, "");
for (const [letter, pair] of Object.entries(SEARCH_DIGRAPHS)) latin.set(letter, pair);

/** A text in the form searches compare. */
export function searchFold(text: string): string {
  let folded = "";
  let previous = "";
  for (const char of text) {
    const letter = small.get(char) ?? char;
    folded += letter === "е" && !SEARCH_CONSONANTS.has(previous) ? "ye" : (latin.get(letter) ?? letter);
    previous = letter;
  }
  return folded;
}

/**
 * A search word in the form searches compare. A word may begin inside a name ("ев" of
 * "Ганиев"), where a leading е may have been written e, so it is looked for without its y: a
 * name holding "yev" holds "ev" too.
 */
export function searchWordFold(word: string): string {
  const folded = searchFold(word);
  return /^[еЕ]/.test(word) ? folded.slice(1) : folded;
}
