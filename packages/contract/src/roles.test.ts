import { describe, expect, it } from "vitest";
import { grantableRoles, mayGrant, mayGrantFlag, mayManage, type Principal, ROLES, type Role } from "./roles.ts";

const as = (role: Role | null, isSuperuser = false): Principal => ({ role, isSuperuser });

describe("grantableRoles", () => {
  it("grants each level only the roles below it", () => {
    expect(grantableRoles(as("superuser"))).toEqual(ROLES);
    expect(grantableRoles(as("hotel", true))).toEqual(ROLES);
    expect(grantableRoles(as("admin"))).toEqual(ROLES.filter((role) => role !== "superuser"));
    expect(grantableRoles(as("ceo"))).toEqual(ROLES.filter((role) => role !== "superuser" && role !== "admin"));
    expect([...grantableRoles(as("hr"))].sort()).toEqual(
      ["analytics", "catering", "chef", "hotel", "hr", "operator", "reception", "transportation", "warehouse"].sort(),
    );
    for (const role of ["catering", "analytics", "warehouse", "hotel", "chef", "transportation", "operator", "reception", null] as const) {
      expect(grantableRoles(as(role)), String(role)).toEqual([]);
    }
  });

  it("mayGrant agrees with the list", () => {
    expect(mayGrant(as("hr"), "ceo")).toBe(false);
    expect(mayGrant(as("hr"), "admin")).toBe(false);
    expect(mayGrant(as("hr"), "chef")).toBe(true);
    expect(mayGrant(as("ceo"), "ceo")).toBe(true);
    expect(mayGrant(as("ceo"), "admin")).toBe(false);
    expect(mayGrant(as("admin"), "superuser")).toBe(false);
    expect(mayGrant(as("analytics"), "analytics")).toBe(false);
  });
});

describe("mayGrantFlag", () => {
  it("is_superuser by a superuser only, is_staff by whoever grants admin", () => {
    expect(mayGrantFlag(as("superuser"), "is_superuser")).toBe(true);
    expect(mayGrantFlag(as("admin"), "is_superuser")).toBe(false);
    expect(mayGrantFlag(as("admin"), "is_staff")).toBe(true);
    expect(mayGrantFlag(as("ceo"), "is_staff")).toBe(false);
    expect(mayGrantFlag(as("hr"), "is_staff")).toBe(false);
  });
});

describe("mayManage", () => {
  it("reaches only the accounts whose power the principal could have granted", () => {
    expect(mayManage(as("hr"), as("admin"))).toBe(false);
    expect(mayManage(as("hr"), as("ceo"))).toBe(false);
    expect(mayManage(as("hr"), as("chef"))).toBe(true);
    expect(mayManage(as("hr"), as(null))).toBe(true);
    expect(mayManage(as("admin"), as("hotel", true))).toBe(false);
    expect(mayManage(as("admin"), as("superuser"))).toBe(false);
    expect(mayManage(as("admin"), as("admin"))).toBe(true);
    expect(mayManage(as(null, true), as("superuser"))).toBe(true);
    expect(mayManage(as("chef"), as(null))).toBe(false);
  });
});
