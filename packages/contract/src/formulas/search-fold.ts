import { toLatin } from "../transliteration.ts";
import { APOSTROPHE_MARKS } from "./uzbek-name.ts";

const APOSTROPHES = new RegExp(`[${APOSTROPHE_MARKS}]`, "g");

/**
 * The one fold rule of every search: a name and a search word are compared in this form, so
 * that spellings of one Uzbek name meet whatever keyboard typed them. The database's
 * search_fold() is the same rule in SQL (held to this one by a test over a table of cases).
 * Names are saved in one form already (uzbekName), but passport names, other fields and rows
 * in the other script still differ, so comparisons fold.
 *
 * - Cyrillic is written in Latin as passports spell it (toLatin: ш sh, ч ch, ғ gʻ, ў oʻ, қ q,
 *   ҳ h, х x, ё yo, ю yu, я ya, ц ts, щ shch, е ye at the start of a word and after a vowel).
 * - Case: A–Z become small letters, as the database's lower() makes them under any locale.
 *   Other letters keep their case here; the database may lower them by its locale, which is
 *   also how its ILIKE compares them, so either way they match.
 * - Apostrophes: every mark Uzbek writes in oʻ, gʻ and the tutuq belgisi is dropped, so
 *   "Gʻaniyev", "G'aniyev" and "Ganiyev" are one name.
 */
export function searchFold(text: string): string {
  return toLatin(text)
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(APOSTROPHES, "");
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
