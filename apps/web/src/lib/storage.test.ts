import { afterEach, describe, expect, it } from "vitest";
import { readItem, writeItem } from "./storage.ts";

afterEach(() => localStorage.clear());

describe("encrypted storage", () => {
  it("round-trips a value through encryption", () => {
    const user = { id: "7c9e", name: "Ali", role: "admin" };
    writeItem("user", user);
    expect(readItem("user")).toEqual(user);
    writeItem("token", "header.payload.signature");
    expect(readItem("token")).toBe("header.payload.signature");
  });

  it("never stores the plain value", () => {
    writeItem("token", "secret-access-token");
    const stored = localStorage.getItem("token") ?? "";
    expect(stored).not.toContain("secret-access-token");
    expect(stored).not.toBe(JSON.stringify("secret-access-token"));
  });

  it("encrypts each item with its own key name as the passphrase", () => {
    writeItem("token", "abc");
    localStorage.setItem("refresh", localStorage.getItem("token") ?? "");
    expect(readItem("refresh")).toBeNull();
  });

  it("removes a garbage value and reads it as null", () => {
    localStorage.setItem("user", "not-a-ciphertext");
    expect(readItem("user")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("removes a tampered ciphertext", () => {
    writeItem("refresh", "refresh-token");
    const stored = localStorage.getItem("refresh") ?? "";
    localStorage.setItem("refresh", `${stored.slice(0, 20)}AAAA${stored.slice(24)}`);
    expect(readItem("refresh")).toBeNull();
    expect(localStorage.getItem("refresh")).toBeNull();
  });

  it("reads a missing item as null", () => {
    expect(readItem("token")).toBeNull();
  });
});
