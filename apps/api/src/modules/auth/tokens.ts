import { randomUUID } from "node:crypto";
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
};

export type TokenSubject = Omit<AccessClaims, "token_type">;

const keys = new WeakMap<AppContext["config"], Uint8Array>();
function key(ctx: AppContext): Uint8Array {
  let value = keys.get(ctx.config);
  if (!value) {
    value = new TextEncoder().encode(ctx.config.jwtSecret);
    keys.set(ctx.config, value);
  }
  return value;
}

export async function signAccessToken(ctx: AppContext, subject: TokenSubject): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ ...subject, token_type: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ctx.config.accessTokenSeconds)
    .sign(key(ctx));
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(ctx), {
      algorithms: ["HS256"],
      currentDate: ctx.now(),
    });
    if (payload.token_type !== "access" || typeof payload.user_id !== "string") return null;
    return {
      token_type: "access",
      user_id: payload.user_id,
      email: String(payload.email ?? ""),
      full_name: String(payload.full_name ?? ""),
      role: typeof payload.role === "string" ? (normalizeRole(payload.role) ?? null) : null,
      is_staff: payload.is_staff === true,
      is_superuser: payload.is_superuser === true,
    };
  } catch {
    return null;
  }
}
