import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "../common-passwords.ts";
import { newPassword, PASSWORD_MIN_LENGTH } from "./auth.ts";

const messagesOf = (value: string) => newPassword.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("newPassword", () => {
  it("takes a long enough password of letters and digits, with anything else beside them", () => {
    for (const good of ["Sabr2025yo", "kuzgi yaproqlar 7", "tog' va bulut 2", "Xo‘jalik#7", "Ҳаж2026йил", "Hajj-admin-2026"]) {
      expect(messagesOf(good)).toEqual([]);
    }
  });

  it("refuses a password without a digit or without a letter", () => {
    expect(messagesOf("abcdefghij")).toEqual(["Parolda kamida bitta raqam bo'lishi kerak"]);
    expect(messagesOf("kuzgi yaproqlar")).toEqual(["Parolda kamida bitta raqam bo'lishi kerak"]);
    expect(messagesOf("1234-5678!")).toEqual(["Parolda kamida bitta harf bo'lishi kerak"]);
  });

  it("refuses a short, an all-digit and a common password, each with its reason", () => {
    expect(messagesOf("Ab1cd2e")).toEqual(["Parol kamida 8 ta belgidan iborat bo'lishi kerak"]);
    expect(messagesOf("1234567890")).toEqual(["Parol faqat raqamlardan iborat bo'lmasligi kerak"]);
    expect(messagesOf("٣٤٥٦٧٨٩٠١٢")).toEqual(["Parol faqat raqamlardan iborat bo'lmasligi kerak"]);
    for (const common of ["password1", "Qwerty123", "1QAZ2WSX", "Toshkent1", "Йцукен123", "Bismillah123", "Admin12345"]) {
      expect(messagesOf(common)).toEqual(["Bu parol juda keng tarqalgan, boshqa parol tanlang"]);
    }
  });

  it("lists only what the other rules let through, in lower case", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const entry of COMMON_PASSWORDS) {
      expect(Array.from(entry).length, entry).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(entry, entry).not.toMatch(/^\p{Nd}+$/u);
      expect(entry, entry).toBe(entry.toLowerCase());
    }
  });
});
