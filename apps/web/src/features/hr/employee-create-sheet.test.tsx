import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "@app/contract/roles";
import { uzHr } from "../../i18n/hr.ts";
import { clearSession, startSession } from "../../lib/session-store.ts";
import { mounted } from "../../test/mounted.ts";
import { EmployeeCreateSheet } from "./employee-create-sheet.tsx";

const dom = mounted();
afterEach(() => clearSession());

async function roleChoicesFor(role: Role) {
  await startSession({ token: "t", refresh: "r", user: { id: "u", name: "U", username: "u@x.uz", role, is_staff: false, is_superuser: false } });
  await dom.render(
    <QueryClientProvider client={new QueryClient()}>
      <EmployeeCreateSheet onClose={() => {}} />
    </QueryClientProvider>,
  );
  const select = [...document.body.querySelectorAll("select")].find((candidate) => candidate.options[0]?.text === uzHr.rolePlaceholder);
  return [...(select?.options ?? [])].map((option) => option.value).filter(Boolean);
}

describe("EmployeeCreateSheet", () => {
  it("offers HR only the staff roles", async () => {
    expect((await roleChoicesFor("hr")).sort()).toEqual(
      ["analytics", "catering", "chef", "hotel", "hr", "operator", "reception", "transportation", "warehouse"].sort(),
    );
  });

  it("offers a CEO every role but superuser and admin", async () => {
    const choices = await roleChoicesFor("ceo");
    expect(choices).toContain("ceo");
    expect(choices).not.toContain("admin");
    expect(choices).not.toContain("superuser");
  });
});
