/**
 * Uzbek (and Russian) Cyrillic to the Latin alphabet passports use. Letters that depend on
 * their neighbours (е, ё, ю, я at the start of a word or after a vowel) follow the official
 * Uzbek Latin spelling; ц becomes ts and щ shch as in Uzbek passports.
 */
const LETTERS: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", ж: "j", з: "z", и: "i", й: "y", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "x", ц: "ts",
  ч: "ch", ш: "sh", щ: "shch", ъ: "'", ы: "i", ь: "", э: "e", ў: "o'", қ: "q", ғ: "g'",
  ҳ: "h", е: "e", ё: "yo", ю: "yu", я: "ya",
};

const VOWELS = new Set(["а", "е", "ё", "и", "о", "у", "э", "ю", "я", "ў", "ы"]);

const CYRILLIC = /[\u0400-\u04ff]/;

export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

function titleCase(latin: string, upper: boolean, nextUpper: boolean): string {
  if (!upper) return latin;
  return nextUpper ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** "Абдуллаев Ёқубжон" -> "Abdullaev Yoqubjon"; Latin text passes unchanged. */
export function toLatin(text: string): string {
  const chars = Array.from(text);
  return chars
    .map((char, index) => {
      const lower = char.toLowerCase();
      if (!(lower in LETTERS)) return char;
      const previous = chars[index - 1]?.toLowerCase();
      const wordStart = previous === undefined || !/[\p{L}]/u.test(previous) || VOWELS.has(previous);
      const latin = lower === "е" && wordStart ? "ye" : LETTERS[lower];
      const next = chars[index + 1];
      return titleCase(latin, char !== lower, next !== undefined && next !== next.toLowerCase());
    })
    .join("");
}
