import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CURRENCIES } from "@app/contract/schemas/money";
import { entityColumns, oneOf } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    ...entityColumns,
    email: text("email").notNull().unique(),
    fullName: text("full_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    phoneNumber: text("phone_number"),
    birthdate: date("birthdate"),
    gender: text("gender", { enum: ["male", "female"] }),
    dateCome: date("date_come"),
    fromCome: text("from_come"),
    passportNumber: text("passport_number"),
    givenBy: text("given_by"),
    validityPeriod: date("validity_period"),
    /** HR: the monthly salary new salary months start from. */
    baseSalary: numeric("base_salary", { precision: 14, scale: 2 }).notNull().default("0"),
    salaryCurrency: text("salary_currency", { enum: CURRENCIES }).notNull().default("USD"),
    role: text("role"),
    isActive: boolean("is_active").notNull().default(true),
    isStaff: boolean("is_staff").notNull().default(false),
    isSuperuser: boolean("is_superuser").notNull().default(false),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("users_full_name_trgm").using("gin", sql`search_fold(${table.fullName}) gin_trgm_ops`),
    index("users_email_trgm").using("gin", sql`search_fold(${table.email}) gin_trgm_ops`),
    index("users_created_at").on(table.createdAt),
    check("users_salary_currency_values", oneOf(table.salaryCurrency, CURRENCIES)),
  ],
);

/**
 * One login. Every access token names its session (the `sid` claim) and every refresh token
 * belongs to one, so revoking this row ends both at once. It lives as long as its newest
 * refresh token could.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

/** Refresh tokens are opaque, stored only as a hash; a family is one session's chain of rotations. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("refresh_tokens_family").on(table.familyId), index("refresh_tokens_user").on(table.userId)],
);

/** Failed logins counted per key (an account at an address, or an address), and how long the key must wait. */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/** The user's current reset code; the row outlives the code so the mails sent per window stay counted. */
export const passwordResetCodes = pgTable("password_reset_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  sentCount: integer("sent_count").notNull().default(0),
  sentWindowStartedAt: timestamp("sent_window_started_at", { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
