import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

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

export const PASSWORD_LIKE_IDENTITY = "Parol email yoki to'liq ism bilan bir xil bo'lmasligi kerak";

/** The part of the password rule that needs the account: not the user's email or full name. */
export function passwordLikeIdentity(password: string, identity: { email: string; fullName: string }): boolean {
  const candidate = password.trim().toLocaleLowerCase();
  return [identity.email, identity.fullName].some((value) => value.trim().toLocaleLowerCase() === candidate);
}
