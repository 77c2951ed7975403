import { afterEach, describe, expect, it, vi } from "vitest";
import { readItem, writeItem } from "./storage.ts";

afterEach(() => {
  localStorage.clear();
  vi.doUnmock("./storage.ts");
  vi.resetModules();
});

const user = { id: "u1", name: "Ali", username: "ali@example.uz", role: "hr" as const, is_staff: false, is_superuser: false };

/** A fresh store, as on a page load; `storageLoaded` counts the imports of the encrypted storage. */
async function loadStore() {
  const storageLoaded = vi.fn();
  vi.doMock("./storage.ts", async (importOriginal) => {
    storageLoaded();
    return importOriginal();
  });
  return { ...(await import("./session-store.ts")), storageLoaded };
}

describe("session store", () => {
  it("restores a stored session", async () => {
    writeItem("token", "access");
    writeItem("refresh", "refresh");
    writeItem("user", user);
    const { getSession, restoreSession } = await loadStore();
    await restoreSession();
    expect(getSession()).toEqual({ token: "access", refresh: "refresh", user });
  });

  it("drops a session whose user item was tampered with", async () => {
    writeItem("token", "access");
    writeItem("refresh", "refresh");
    localStorage.setItem("user", "garbage");
    const { getSession, restoreSession } = await loadStore();
    await restoreSession();
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("leaves the encrypted storage (crypto-js) unloaded while nothing is stored", async () => {
    const { getSession, restoreSession, clearSession, storageLoaded } = await loadStore();
    await restoreSession();
    clearSession();
    expect(getSession()).toBeNull();
    expect(storageLoaded).not.toHaveBeenCalled();
  });

  it("stores a session, encrypted, before it becomes current, and stores its replaced tokens", async () => {
    const { startSession, replaceTokens, getSession, subscribeSession } = await loadStore();
    const storedWhenPublished = vi.fn(() => readItem("token"));
    subscribeSession(storedWhenPublished);
    const started = startSession({ token: "a1", refresh: "r1", user });
    expect(getSession()).toBeNull();
    await started;
    expect(storedWhenPublished).toHaveLastReturnedWith("a1");
    expect(readItem("user")).toEqual(user);
    replaceTokens("a2", "r2");
    expect(readItem("token")).toBe("a2");
    expect(readItem("refresh")).toBe("r2");
    expect(getSession()).toEqual({ token: "a2", refresh: "r2", user });
  });

  it("tells subscribers when tokens are replaced and when the session ends", async () => {
    const { startSession, replaceTokens, clearSession, getSession, subscribeSession } = await loadStore();
    await startSession({ token: "a1", refresh: "r1", user: { ...user, role: "hr" } });
    const listener = vi.fn();
    subscribeSession(listener);
    replaceTokens("a2", "r2");
    expect(getSession()).toMatchObject({ token: "a2", refresh: "r2" });
    clearSession();
    expect(getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
