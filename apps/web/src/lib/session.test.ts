import { afterEach, describe, expect, it, vi } from "vitest";
import { getSession, startSession } from "./session-store.ts";
import { setNavigator } from "./navigation.ts";
import { logout } from "./session.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = { id: "u1", name: "Ali", username: "ali@example.uz", role: "hr" as const, is_staff: false, is_superuser: false };

describe("logout", () => {
  it("ends the session before asking the server to revoke it, so no request of the page goes out with a dead token", async () => {
    await startSession({ token: "access", refresh: "refresh-1", user });
    const navigated = vi.fn();
    setNavigator(navigated);
    const seen: Array<{ body: unknown; sessionLeft: unknown; authorization: string | null }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push({
          body: JSON.parse(String(init.body)),
          sessionLeft: getSession(),
          authorization: new Headers(init.headers).get("authorization"),
        });
        return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
      }),
    );

    await logout();

    expect(seen).toEqual([{ body: { refresh: "refresh-1" }, sessionLeft: null, authorization: null }]);
    expect(navigated).toHaveBeenCalledWith("/auth", "replace");
    expect(getSession()).toBeNull();
  });
});
