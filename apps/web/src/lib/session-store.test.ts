import { afterEach, describe, expect, it, vi } from "vitest";
import { writeItem } from "./storage.ts";

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

const user = { id: "u1", name: "Ali", username: "ali@example.uz", role: "hr", is_staff: false, is_superuser: false };

/** The store reads localStorage when it loads, as the app does on a page load. */
const loadStore = () => import("./session-store.ts");

describe("session store", () => {
  it("restores a stored session on load", async () => {
    writeItem("token", "access");
    writeItem("refresh", "refresh");
    writeItem("user", user);
    const { getSession } = await loadStore();
    expect(getSession()).toEqual({ token: "access", refresh: "refresh", user });
  });

  it("drops a session whose user item was tampered with", async () => {
    writeItem("token", "access");
    writeItem("refresh", "refresh");
    localStorage.setItem("user", "garbage");
    const { getSession } = await loadStore();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("tells subscribers when tokens are replaced and when the session ends", async () => {
    const { startSession, replaceTokens, clearSession, getSession, subscribeSession } = await loadStore();
    startSession({ token: "a1", refresh: "r1", user: { ...user, role: "hr" } });
    const listener = vi.fn();
    subscribeSession(listener);
    replaceTokens("a2", "r2");
    expect(getSession()).toMatchObject({ token: "a2", refresh: "r2" });
    clearSession();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
