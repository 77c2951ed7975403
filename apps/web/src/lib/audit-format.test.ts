import { describe, expect, it } from "vitest";
import type { Principal } from "@app/contract/roles";
import type { AuditEntry } from "@app/contract/schemas/audit";
import { auditChanges, auditFieldLabel, auditRecordPath, auditUserName, formatAuditValue } from "./audit-format.ts";

const RIYADH = "Asia/Riyadh";
const as = (role: Principal["role"]): Principal => ({ role, isSuperuser: false });

describe("formatAuditValue", () => {
  it("says none, yes and no in Uzbek", () => {
    expect(formatAuditValue(null, RIYADH)).toBe("—");
    expect(formatAuditValue(undefined, RIYADH)).toBe("—");
    expect(formatAuditValue("", RIYADH)).toBe("—");
    expect(formatAuditValue(true, RIYADH)).toBe("Ha");
    expect(formatAuditValue(false, RIYADH)).toBe("Yo‘q");
  });

  it("writes days as dd.MM.yyyy and instants on the business clock", () => {
    expect(formatAuditValue("2026-03-05", RIYADH)).toBe("05.03.2026");
    expect(formatAuditValue("2026-03-05T06:30:00.123456+00:00", RIYADH)).toBe("05.03.2026 09:30");
    expect(formatAuditValue("2026-03-05T23:10:00Z", RIYADH)).toBe("06.03.2026 02:10");
    expect(formatAuditValue("2026-03-05T06:30:00+00:00", "Asia/Tashkent")).toBe("05.03.2026 11:30");
  });

  it("keeps numbers and text as they are, and a date-like text that is no date", () => {
    expect(formatAuditValue(1250.5, RIYADH)).toBe("1250.5");
    expect(formatAuditValue(0, RIYADH)).toBe("0");
    expect(formatAuditValue("G‘aniyev & Co", RIYADH)).toBe("G‘aniyev & Co");
    expect(formatAuditValue("2026-13-45", RIYADH)).toBe("2026-13-45");
  });

  it("lists plain arrays and cuts long text and JSON", () => {
    expect(formatAuditValue(["breakfast", "dinner"], RIYADH)).toBe("breakfast, dinner");
    const long = formatAuditValue("x".repeat(200), RIYADH);
    expect(long).toHaveLength(80);
    expect(long.endsWith("…")).toBe(true);
    expect(formatAuditValue({ a: 1 }, RIYADH)).toBe('{"a":1}');
    expect(formatAuditValue({ note: "y".repeat(200) }, RIYADH)).toMatch(/^\{"note":"y+…$/);
  });
});

describe("auditFieldLabel", () => {
  it("names the recorded columns in Uzbek and an unknown one by the column", () => {
    expect(auditFieldLabel("name")).toBe("Nomi");
    expect(auditFieldLabel("counter_agent_id")).toBe("Kontragent");
    expect(auditFieldLabel("hotel_id")).toBe("Mehmonxona");
    expect(auditFieldLabel("min_stock")).toBe("Minimal qoldiq");
    expect(auditFieldLabel("unknown_column")).toBe("unknown_column");
  });
});

describe("auditUserName", () => {
  it("names the user, or the system for its own changes", () => {
    expect(auditUserName({ id: "00000000-0000-4000-8000-000000000001", full_name: "Aliyev Vali", email: "v@example.com" })).toBe("Aliyev Vali");
    expect(auditUserName(null)).toBe("Tizim");
  });
});

describe("auditChanges", () => {
  const changes: AuditEntry["changes"] = { name: ["Old", "New"], status: [true, false], closed_at: [null, "2026-03-05T07:00:00Z"] };

  it("shows old → new of an update", () => {
    expect(auditChanges({ action: "update", entity: "counter_agents", changes }, RIYADH)).toEqual([
      { field: "name", label: "Nomi", text: "Old → New" },
      { field: "status", label: "Holati", text: "Ha → Yo‘q" },
      { field: "closed_at", label: "Yopilgan vaqt", text: "— → 05.03.2026 10:00" },
    ]);
  });

  it("shows only the new values of a created record and the last ones of a deleted record", () => {
    const created: AuditEntry["changes"] = { name: [null, "New"], count: [null, 40] };
    expect(auditChanges({ action: "create", entity: "counter_agents", changes: created }, RIYADH)).toEqual([
      { field: "name", label: "Nomi", text: "New" },
      { field: "count", label: "Soni", text: "40" },
    ]);
    expect(auditChanges({ action: "delete", entity: "counter_agents", changes: { name: ["Old", null] } }, RIYADH)).toEqual([{ field: "name", label: "Nomi", text: "Old" }]);
  });
});

describe("the names of stored values", () => {
  const change = (entity: AuditEntry["entity"], field: string, before: unknown, after: unknown) =>
    auditChanges({ action: "update", entity, changes: { [field]: [before, after] } }, RIYADH)[0].text;
  it("names statuses, roles, diets, genders and meals as the screens do", () => {
    expect(change("hotel_orders", "order_status", "Planned", "Active")).toBe("Rejalashtirilgan → Faol");
    expect(change("hotel_orders", "meals", ["breakfast"], ["breakfast", "dinner"])).toBe("Nonushta → Nonushta, Kechki ovqat");
    expect(change("guest_groups", "guest_group_status", "Pending", "Accepted")).toBe("Jarayonda → Faol");
    expect(change("guests", "status", "New", "Canceled")).toBe("Yangi → Bekor qilingan");
    expect(change("transport_orders", "status", "created", "completed")).toBe("Yaratilgan → Bajarilgan");
    expect(change("food_orders", "status", 0, -1)).toBe("Kutilmoqda → Bekor qilindi");
    expect(change("invoices", "status", "draft", "issued")).toBe("Qoralama → Chiqarilgan");
    expect(change("users", "role", "chef", "warehouse")).toBe("Oshpaz → Omborchi");
    expect(change("pilgrims", "diet", "regular", "diabetic")).toBe("Oddiy → Diabetik");
    expect(change("pilgrims", "gender", 1, 2)).toBe("Erkak → Ayol");
  });

  it("leaves a column of another record kind, and a value without a name, as stored", () => {
    expect(change("counter_agents", "status", true, false)).toBe("Ha → Yo‘q");
    expect(change("rooms", "order_status", "Planned", "Active")).toBe("Planned → Active");
    expect(change("hotel_orders", "order_status", "Planned", "Archived")).toBe("Rejalashtirilgan → Archived");
  });
});

describe("auditRecordPath", () => {
  it("links the records with a page of their own", () => {
    const entry = (entity: Parameters<typeof auditRecordPath>[1]["entity"]) => ({ action: "update" as const, entity, entity_id: "r1" });
    expect(auditRecordPath(as("ceo"), entry("guest_groups"))).toBe("/groups/r1");
    expect(auditRecordPath(as("ceo"), entry("hotel_orders"))).toBe("/hotels/reservations/r1");
    expect(auditRecordPath(as("ceo"), entry("food_orders"))).toBe("/orders/active/foods/r1");
    expect(auditRecordPath(as("ceo"), entry("hotels"))).toBe("/hotels/hotel/r1");
    expect(auditRecordPath(as("ceo"), entry("invoices"))).toBe("/finance/invoices/r1");
    expect(auditRecordPath(as("admin"), entry("users"))).toBe("/hr/r1");
  });

  it("links nothing without a page, an id, a record left, or the right to open it", () => {
    expect(auditRecordPath(as("ceo"), { action: "update", entity: "counter_agents", entity_id: "r1" })).toBeNull();
    expect(auditRecordPath(as("ceo"), { action: "update", entity: "settings", entity_id: null })).toBeNull();
    expect(auditRecordPath(as("ceo"), { action: "delete", entity: "hotels", entity_id: "r1" })).toBeNull();
    expect(auditRecordPath(as("hr"), { action: "update", entity: "hotels", entity_id: "r1" })).toBeNull();
  });
});
