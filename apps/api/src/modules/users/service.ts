import { and, count, desc, eq } from "drizzle-orm";
import type { User, UserCreateInput, UserListQuery, UserUpdateInput } from "@app/contract/schemas/users";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { users } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import type { AuthUser } from "../../http/auth.ts";
import { badRequest, invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import {
  assertPasswordUnlikeIdentity,
  forgetUserSessions,
  hashPassword,
  replacePassword,
  revokeUserSessions,
} from "../auth/public.ts";
import { assertMayGrant, assertMayManage, assertNoSelfChange, endsSessions } from "./grants.ts";
import { columnDate, toUser, type UserRow } from "./user-shape.ts";

const NOT_FOUND = "Foydalanuvchi topilmadi";
const EMAIL_TAKEN = "Bu email bilan foydalanuvchi allaqachon mavjud";
const SELF_DELETE = "O'zingizni o'chira olmaysiz";

export async function listUsers(ctx: AppContext, query: UserListQuery) {
  const where = and(
    searchCondition(query.search, [users.fullName, users.email, users.phoneNumber, users.passportNumber]),
    query.role ? eq(users.role, query.role) : undefined,
    query.gender ? eq(users.gender, query.gender) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return { count: total, results: rows.map(toUser) };
}

async function findUser(ctx: AppContext, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getUser(ctx: AppContext, id: string): Promise<User> {
  return toUser(await findUser(ctx, id));
}

/** The shared write: a taken email is the client's mistake, not a server failure. */
async function emailUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: [EMAIL_TAKEN] }, EMAIL_TAKEN);
    throw error;
  }
}

/** Columns from the input; a superuser role always carries the superuser flag with it. */
function columns(ctx: AppContext, input: UserUpdateInput) {
  return {
    email: input.email,
    fullName: input.full_name,
    phoneNumber: input.phone_number,
    birthdate: columnDate(input.birthdate),
    gender: input.gender,
    dateCome: columnDate(input.date_come),
    fromCome: input.from_come,
    passportNumber: input.passport_number,
    givenBy: input.given_by,
    validityPeriod: columnDate(input.validity_period),
    role: input.role,
    isActive: input.is_active,
    isStaff: input.is_staff,
    isSuperuser: input.role === "superuser" ? true : input.is_superuser,
    updatedAt: ctx.now(),
  };
}

export async function createUser(ctx: AppContext, actor: AuthUser, input: UserCreateInput): Promise<User> {
  assertMayGrant(actor, input);
  assertPasswordUnlikeIdentity(input.password, { email: input.email, fullName: input.full_name }, "password");
  const passwordHash = await hashPassword(input.password);
  const [row] = await emailUnique(() =>
    ctx.db
      .insert(users)
      .values({ ...columns(ctx, input), email: input.email, fullName: input.full_name, passwordHash })
      .returning(),
  );
  return toUser(row);
}

/** A change of role, powers or activity, and a new password, end every session of the user. */
export async function updateUser(ctx: AppContext, actor: AuthUser, id: string, input: UserUpdateInput): Promise<User> {
  const current = await findUser(ctx, id);
  assertMayManage(actor, current);
  assertMayGrant(actor, input, current);
  if (actor.id === id) assertNoSelfChange(current, input);
  if (input.password !== undefined) {
    const identity = { email: input.email ?? current.email, fullName: input.full_name ?? current.fullName };
    assertPasswordUnlikeIdentity(input.password, identity, "password");
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const row = await emailUnique(() =>
    ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(columns(ctx, input)).where(eq(users.id, id)).returning();
      if (!updated) throw notFound(NOT_FOUND);
      if (passwordHash !== undefined) await replacePassword(ctx, tx, id, passwordHash);
      else if (endsSessions(current, updated)) await revokeUserSessions(ctx, tx, id);
      return updated;
    }),
  );
  return toUser(row);
}

export async function deleteUser(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  if (actor.id === id) throw badRequest(SELF_DELETE);
  assertMayManage(actor, await findUser(ctx, id));
  await ctx.db.delete(users).where(eq(users.id, id));
  // The database deletes the user's sessions with them; this process must stop trusting them too.
  forgetUserSessions(ctx, id);
}
