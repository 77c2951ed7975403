import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { type Role, normalizeRole } from "@app/contract/roles";
import type { AppContext } from "../../context.ts";

export type AccessClaims = {
  token_type: "access";
  user_id: string;
  email: string;
  full_name: string;
  role: Role | null;
  is_staff: boolean;
  is_superuser: boolean;
  /** The session the token belongs to: the guard refuses the token once that session has ended. */
  sid: string;
};

export type TokenSubject = Omit<AccessClaims, "token_type" | "sid">;

const keys = new WeakMap<AppContext["config"], Uint8Array>();
function key(ctx: AppContext): Uint8Array {
  let value = keys.get(ctx.config);
  if (!value) {
    value = new TextEncoder().encode(ctx.config.jwtSecret);
    keys.set(ctx.config, value);
  }
  return value;
}

export async function signAccessToken(ctx: AppContext, subject: TokenSubject, sessionId: string): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ ...subject, sid: sessionId, token_type: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ctx.config.accessTokenSeconds)
    .sign(key(ctx));
}

type Verified = { claims: AccessClaims; expiresAt: number };

/**
 * Tokens whose signature this process has checked, with their expiry: a client sends the same
 * token with every request for its whole life, and the HMAC check (through WebCrypto) cost more
 * than some of the handlers it guards. Only the signature is remembered; expiry is checked on
 * every use and the session behind the token by the guard. Bounded: past the limit the entry
 * verified longest ago goes first (the map's insertion order).
 */
const verifiedTokens = new WeakMap<AppContext["config"], Map<string, Verified>>();
const MAX_VERIFIED_TOKENS = 10_000;

function verifiedOf(ctx: AppContext): Map<string, Verified> {
  let verified = verifiedTokens.get(ctx.config);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(ctx.config, verified);
  }
  return verified;
}

/** As jose decides it: a token is expired from the second its `exp` names. */
const unexpired = (ctx: AppContext, expiresAt: number) => Math.floor(ctx.now().getTime() / 1000) < expiresAt;

/** The claims of a valid, unexpired access token, or null; a token from before sessions (no sid) is not valid. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims | null> {
  const verified = verifiedOf(ctx);
  const known = verified.get(token);
  if (known) return unexpired(ctx, known.expiresAt) ? known.claims : null;
  const checked = await checkAccessToken(ctx, token);
  if (!checked) return null;
  verified.set(token, checked);
  if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
  return checked.claims;
}

async function checkAccessToken(ctx: AppContext, token: string): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, key(ctx), {
      algorithms: ["HS256"],
      currentDate: ctx.now(),
    });
    if (payload.token_type !== "access" || typeof payload.user_id !== "string" || typeof payload.sid !== "string") {
      return null;
    }
    return {
      expiresAt: payload.exp ?? Number.POSITIVE_INFINITY,
      claims: {
        token_type: "access",
        user_id: payload.user_id,
        email: String(payload.email ?? ""),
        full_name: String(payload.full_name ?? ""),
        role: typeof payload.role === "string" ? (normalizeRole(payload.role) ?? null) : null,
        is_staff: payload.is_staff === true,
        is_superuser: payload.is_superuser === true,
        sid: payload.sid,
      },
    };
  } catch {
    return null;
  }
}

/** An opaque secret for the client (refresh and reset tokens): 256 random bits. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How an opaque token is stored: its SHA-256, so a database leak yields no usable token. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * How a short code is stored: keyed with the server secret, since a plain hash of six
 * digits is reversed by trying all million.
 */
export function codeHash(ctx: AppContext, subject: string, code: string): string {
  return createHmac("sha256", key(ctx)).update(`${subject}:${code}`).digest("hex");
}
