import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadChunk } from "./lazy-page.ts";

const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal("location", { reload });
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("loadChunk", () => {
  it("reloads the page once when a chunk fails to load", async () => {
    const pending = loadChunk(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    let settled = false;
    void pending.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
  });

  it("does not reload again after the reload: the error reaches the error screen", async () => {
    void loadChunk(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadChunk(failing)).rejects.toThrow("dynamically imported module");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("re-arms the reload after a successful load", async () => {
    void loadChunk(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadChunk(() => Promise.resolve({ default: "page" }))).resolves.toEqual({ default: "page" });
    void loadChunk(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
