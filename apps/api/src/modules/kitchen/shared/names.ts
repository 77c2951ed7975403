import { isForeignKeyViolation, isUniqueViolation } from "../../../db/errors.ts";
import { invalid, locked } from "../../../http/errors.ts";

/**
 * The uniqueness key of a name: case and punctuation do not count, so
 * "Go'sht", "go‘sht" and "GOSHT" are one name. Letters of every script are kept, so names
 * in Cyrillic or Arabic do not collide the way the legacy slugs did.
 */
export function nameKey(name: string): string {
  const key = name
    .normalize("NFKC")
    .toLocaleLowerCase("en")
    .replace(/[^\p{Ll}\p{Lu}\p{Lt}\p{Lo}\p{N}]+/gu, "");
  return key || name.trim().toLocaleLowerCase("en");
}

/** A write whose taken name is the client's mistake: 400 on `name`. */
export async function uniqueName<T>(duplicate: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ name: [duplicate] }, duplicate);
    throw error;
  }
}

/** A delete refused by a foreign key: the row is still referenced, so the answer is 423 Locked. */
export async function unlessReferenced<T>(referenced: string, remove: () => Promise<T>): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw locked(referenced);
    throw error;
  }
}
