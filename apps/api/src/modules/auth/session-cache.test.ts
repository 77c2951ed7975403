import { describe, expect, it, vi } from "vitest";
import { createSessionCache } from "./session-cache.ts";

function setUp(ttlMs = 1000, maxEntries = 3) {
  const clock = { ms: 0 };
  const cache = createSessionCache(ttlMs, maxEntries, () => clock.ms);
  const read = vi.fn(async () => true);
  return { clock, cache, read };
}

describe("session cache", () => {
  it("reads a session once per ttl, and one read serves concurrent callers", async () => {
    const { clock, cache, read } = setUp();
    await Promise.all([cache.get("s1", "u1", read), cache.get("s1", "u1", read)]);
    clock.ms = 999;
    expect(await cache.get("s1", "u1", read)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    clock.ms = 1000;
    await cache.get("s1", "u1", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("forgets a session, or every session of a user, at once", async () => {
    const { cache, read } = setUp(1000, 10);
    for (const [session, user] of [["a", "u1"], ["b", "u1"], ["c", "u2"]]) await cache.get(session, user, read);
    cache.forget("c");
    cache.forgetUser("u1");
    const ended = vi.fn(async () => false);
    for (const session of ["a", "b", "c"]) expect(await cache.get(session, "any", ended)).toBe(false);
    expect(ended).toHaveBeenCalledTimes(3);
  });

  it("keeps at most maxEntries, dropping the one read from the database longest ago", async () => {
    const { cache, read } = setUp(1000, 3);
    for (const session of ["a", "b", "c", "d"]) await cache.get(session, "u", read);
    expect(read).toHaveBeenCalledTimes(4);
    await cache.get("b", "u", read);
    expect(read).toHaveBeenCalledTimes(4);
    await cache.get("a", "u", read);
    expect(read).toHaveBeenCalledTimes(5);
    await cache.get("b", "u", read);
    expect(read).toHaveBeenCalledTimes(6);
  });

  it("does not keep a failed read", async () => {
    const { cache } = setUp();
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cache.get("s", "u", failing)).rejects.toThrow("database down");
    const read = vi.fn(async () => true);
    expect(await cache.get("s", "u", read)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
