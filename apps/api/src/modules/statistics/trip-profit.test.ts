import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZERO } from "@app/contract/decimal";
import { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import { profitOf } from "@app/contract/formulas/price";
import { API_BASE } from "@app/contract/routes";
import { transfers, vehicles } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { riyadh } from "./testing.ts";

/** The trip statistics take the driver's fees off the clients' in SQL: it must agree with profitOf(). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: riyadh("2025-06-15T10:00:00") });
});
afterAll(() => t.close());

describe("a vehicle's profit in the statistics", () => {
  it("is the sum of profitOf() over its trips not canceled", async () => {
    const [car] = await t.ctx.db
      .insert(vehicles)
      .values({ name: "Hyundai H1", nameOfDriver: "Ali Valiyev", address: "Makka", phoneNumber: "+966500000001", amountOfPeople: 7 })
      .returning();
    const fees = [["80.00", "50.00"], ["45.75", "30.50"], ["0.10", "0.05"], ["999999999999.99", "0.01"], ["12.30", "12.30"]];
    await t.ctx.db.insert(transfers).values([
      ...fees.map(([grossFee, serviceFee], index) => ({
        orderNumber: `9000000${index}`,
        vehicleId: car.id,
        performDate: riyadh("2025-03-20T10:00:00"),
        fromLocation: "Makka",
        status: "completed" as const,
        grossFee,
        serviceFee,
        createdAt: riyadh(`2025-03-0${index + 2}T10:00:00`),
      })),
      { orderNumber: "90000099", vehicleId: car.id, performDate: riyadh("2025-03-20T10:00:00"), fromLocation: "Makka", status: "canceled", grossFee: "500", serviceFee: "1", createdAt: riyadh("2025-03-15T10:00:00") },
    ]);
    const admin = (await t.userWithRole("admin")).headers;
    const query = new URLSearchParams({ date_from: "01.03.2025", date_to: "31.03.2025" });
    const response = await t.app.inject({ url: `${API_BASE}${STATISTICS_BLOCKS.transports.path}?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const profit = fees.reduce((sum, [gross, service]) => sum.plus(profitOf(gross, service)), ZERO);
    expect(response.json().results).toMatchObject([{ id: car.id, order_count: fees.length, price: profit.toNumber() }]);
  });
});
