/** Every mark Uzbek is typed with for oʻ, gʻ and the tutuq belgisi: ʻ ‘ ’ ʼ ` ' and the acute accent. */
export const APOSTROPHE_MARKS = "\u02BB\u2018\u2019\u02BC`'\u00B4";

/** The mark of oʻ and gʻ as the screens write it (the turned comma ‘). */
const O_G_MARK = "\u2018";
/** The mark of the tutuq belgisi as the screens write it (ma’lumot). */
const TUTUQ_MARK = "\u2019";

const MARK_AFTER = new RegExp(`([oOgG]?)[${APOSTROPHE_MARKS}]`, "g");

/** A name without its outer spaces and with one space wherever spaces, tabs or line breaks were typed. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/**
 * A name in the one form it is saved in, whichever keyboard typed it: tidied, and every
 * apostrophe mark written as the screens write it, ‘ after o and g ("Gʻaniyev", "G'aniyev",
 * "G`aniyev" are saved "G‘aniyev") and ’ anywhere else ("Ma'ruf" is saved "Ma’ruf"). Names as a
 * passport prints them are only tidied: the passport's own spelling is what hotels and visas
 * check.
 */
export function uzbekName(name: string): string {
  return tidyName(name).replace(MARK_AFTER, (_mark, letter: string) => (letter ? letter + O_G_MARK : TUTUQ_MARK));
}
