import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { newPassword } from "@app/contract/schemas/auth";
import { invalid } from "../../http/errors.ts";

/** scrypt parameters (N=2^15, r=8, p=1): about 50 ms and 32 MiB per hash on the target machines. */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash", so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on an unknown account so a login takes as long whether or not the email exists. */
let decoyHash: Promise<string> | undefined;

/** verifyPassword for a user who may not exist (`stored` undefined): false, after the same work. */
export async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoyHash);
  return false;
}

const LIKE_IDENTITY = "Parol email yoki to'liq ismga juda o'xshash bo'lmasligi kerak";

/** How alike two strings may be (1 − edit distance ÷ the longer length) before they count as one. */
const SIMILARITY_LIMIT = 0.7;

const comparable = (value: string) => value.normalize("NFKC").toLowerCase();

/** The email, its local part and the full name, whole and word by word. */
function identityParts(identity: { email: string; fullName: string }): string[] {
  const local = identity.email.slice(0, identity.email.lastIndexOf("@"));
  return [identity.email, local, identity.fullName]
    .flatMap((value) => [value, ...value.split(/[^\p{L}\p{N}]+/u)])
    .map(comparable)
    .filter(Boolean);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * A part of the identity makes up half the password or more ("Dilnoza2025" for Dilnoza
 * Karimova), holds the whole password, or is a few edits away from it ("alivaliyev" for
 * ali.valiyev@…).
 */
function tooSimilar(password: string, part: string): boolean {
  if (password.includes(part)) return part.length * 2 >= password.length;
  if (part.includes(password)) return true;
  return 1 - editDistance(password, part) / Math.max(password.length, part.length) >= SIMILARITY_LIMIT;
}

type Identity = { email: string; fullName: string };

function likeIdentity(password: string, identity: Identity): boolean {
  const candidate = comparable(password);
  return identityParts(identity).some((part) => tooSimilar(candidate, part));
}

/**
 * The password rule that needs the account: not too similar to the user's email or full name.
 * Every request that sets a password calls it after the schema's newPassword; `field` names the input.
 */
export function assertPasswordUnlikeIdentity(password: string, identity: Identity, field: string) {
  if (likeIdentity(password, identity)) throw invalid({ [field]: [LIKE_IDENTITY] }, LIKE_IDENTITY);
}

/** Every way a password set outside a request (the first superuser's) breaks the whole rule; empty when it keeps it. */
export function passwordProblems(password: string, identity: Identity): string[] {
  const parsed = newPassword.safeParse(password);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  return likeIdentity(password, identity) ? [...problems, LIKE_IDENTITY] : problems;
}
