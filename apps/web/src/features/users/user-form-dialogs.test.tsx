import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROLES } from "@app/contract/roles";
import type { User } from "@app/contract/schemas/users";
import { uzUsers } from "../../i18n/users.ts";
import { clearSession, startSession } from "../../lib/session-store.ts";
import { mounted } from "../../test/mounted.ts";
import { CreateUserDialog, EditUserDialog } from "./user-form-dialogs.tsx";

const dom = mounted();
beforeEach(async () => {
  await startSession({ token: "t", refresh: "r", user: { id: "a", name: "A", username: "a@x.uz", role: "admin", is_staff: true, is_superuser: false } });
});
afterEach(() => clearSession());

async function roleChoicesIn(dialog: ReactNode) {
  await dom.render(<QueryClientProvider client={new QueryClient()}>{dialog}</QueryClientProvider>);
  const select = [...document.body.querySelectorAll("select")].find((candidate) => candidate.options[0]?.text === uzUsers.rolePlaceholder);
  return [...(select?.options ?? [])].map((option) => option.value).filter(Boolean);
}

const superuser = { id: "s", email: "s@x.uz", full_name: "S", role: "superuser", is_active: true } as User;

describe("user form dialogs", () => {
  it("offer an admin every role but superuser", async () => {
    expect(await roleChoicesIn(<CreateUserDialog onClose={() => {}} />)).toEqual(ROLES.filter((role) => role !== "superuser"));
  });

  it("still show the account's current role when the admin may not grant it", async () => {
    expect(await roleChoicesIn(<EditUserDialog user={superuser} onClose={() => {}} />)).toEqual([...ROLES]);
  });
});
