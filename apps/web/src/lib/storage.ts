import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";

/**
 * The three persisted items: the access token, the refresh token and the user. Each is
 * AES-encrypted with a passphrase equal to its key name: that keeps them out of plain sight in
 * the browser's storage, it does not protect them from code running on the page. crypto-js
 * rather than WebCrypto: WebCrypto needs a secure context and staff open the app over plain
 * http on the office network.
 */
export type StorageKey = "token" | "refresh" | "user";

export function writeItem(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, AES.encrypt(JSON.stringify(value), key).toString());
}

/** The stored value, or null; an item that fails to decrypt or parse is removed. */
export function readItem<T>(key: StorageKey): T | null {
  const stored = localStorage.getItem(key);
  if (stored === null) return null;
  try {
    const plain = AES.decrypt(stored, key).toString(Utf8);
    if (!plain) throw new Error("empty plaintext");
    return JSON.parse(plain) as T;
  } catch {
    localStorage.removeItem(key);
    return null;
  }
}
