import { describe, expect, it } from "vitest";
import { PHONE_INVALID, PHONE_NEEDS_COUNTRY_CODE } from "../phone.ts";
import { optionalPhoneNumber, phoneNumber } from "./phone.ts";

const messageOf = (value: unknown) => phoneNumber.safeParse(value).error?.issues[0]?.message;

describe("phoneNumber", () => {
  it("keeps Saudi mobiles and landlines (+966 and 9 digits) in E.164", () => {
    expect(phoneNumber.parse("+966501234567")).toBe("+966501234567");
    expect(phoneNumber.parse("+966 12 571 8888")).toBe("+966125718888");
    expect(phoneNumber.parse("+966 11 234 5678")).toBe("+966112345678");
  });

  it("keeps Uzbek numbers (+998 and 9 digits) and other valid international numbers", () => {
    expect(phoneNumber.parse("+998901234567")).toBe("+998901234567");
    expect(phoneNumber.parse("+998 33 123 45 67")).toBe("+998331234567");
    expect(phoneNumber.parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneNumber.parse("+1 (202) 555-0123")).toBe("+12025550123");
  });

  it("reads grouped input, 00 for +, and the trunk 0 typed after the country code", () => {
    expect(phoneNumber.parse(" +998 90 123-45-67 ")).toBe("+998901234567");
    expect(phoneNumber.parse("+966 (50) 123.45.67")).toBe("+966501234567");
    expect(phoneNumber.parse("00966 50 123 4567")).toBe("+966501234567");
    expect(phoneNumber.parse("+9660125718888")).toBe("+966125718888");
  });

  it("takes a number without its country code when only one country reads it", () => {
    expect(phoneNumber.parse("998901234567")).toBe("+998901234567");
    expect(phoneNumber.parse("966501234567")).toBe("+966501234567");
    expect(phoneNumber.parse("0501234567")).toBe("+966501234567");
    expect(phoneNumber.parse("012 571 8888")).toBe("+966125718888");
    expect(phoneNumber.parse("90 123 45 67")).toBe("+998901234567");
  });

  it("asks for the country code when the number is valid in both countries", () => {
    expect(messageOf("501234567")).toBe(PHONE_NEEDS_COUNTRY_CODE);
    expect(messageOf("50 123 45 67")).toBe(PHONE_NEEDS_COUNTRY_CODE);
  });

  it("refuses numbers no country has, the old 10-digit Saudi form, letters and non-text", () => {
    for (const value of ["+9665012345678", "+966412345678", "+99890123", "+0501234567", "12345", "+966 50 ABC 4567", "+", "()", `+966${"1".repeat(40)}`]) {
      expect(messageOf(value), value).toBe(PHONE_INVALID);
    }
    expect(messageOf(966501234567)).toBe(PHONE_INVALID);
    expect(messageOf(null)).toBe(PHONE_INVALID);
    expect(messageOf(" ")).toBe("Bu maydon to'ldirilishi shart");
  });
});

describe("optionalPhoneNumber", () => {
  it("reads empty and null as no number, anything else by the same rule", () => {
    expect(optionalPhoneNumber.parse("")).toBeNull();
    expect(optionalPhoneNumber.parse("  ")).toBeNull();
    expect(optionalPhoneNumber.parse(null)).toBeNull();
    expect(optionalPhoneNumber.parse(undefined)).toBeUndefined();
    expect(optionalPhoneNumber.parse("+998 90 123 45 67")).toBe("+998901234567");
    expect(optionalPhoneNumber.safeParse("+99890").error?.issues[0]?.message).toBe(PHONE_INVALID);
  });
});
