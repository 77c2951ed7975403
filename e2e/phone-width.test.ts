import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { HOTELS } from "@app/contract/endpoints/hotels";
import type { Hotel } from "@app/contract/schemas/hotels";
import { PROTECTED_ROUTES } from "../apps/web/src/app/protected-routes.ts";
import { callApi, createUser, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { loginThroughUi } from "./support/ui.ts";

const PHONE = { width: 390, height: 844 };
const session = useBrowser(PHONE);

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
});

/**
 * How far the page reaches past the screen, in CSS pixels (a pixel of rounding is allowed), and
 * the innermost element that sticks out, outside any frame that scrolls or clips it; null if none.
 */
function overflow(): string | null {
  const extra = document.scrollingElement!.scrollWidth - window.innerWidth;
  if (extra <= 1) return null;
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const sticking = [...document.querySelectorAll("body *")].filter(
    (element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(element),
  );
  const culprit = sticking.at(-1);
  return `${extra} px too wide: <${culprit?.tagName.toLowerCase()} class="${culprit?.getAttribute("class") ?? ""}">`;
}

describe("phone width", () => {
  it("scrolls no page of the app sideways at 390 px: wide tables scroll inside their own frame", async () => {
    const { page } = session;
    const admin = await createUser(adminToken, { role: "admin", full_name: "Telefon Admin" });
    const id = randomUUID().slice(0, 8);
    const hotel = await callApi<Hotel>(HOTELS.create.path, {
      method: "POST",
      token: adminToken,
      body: { name: `E2E Telefon mehmonxonasi ${id}`, address: "Makka, Ajyad ko‘chasi", email: `phone-${id}@e2e.uz`, phone_number: "+966 12 571 8888", rating: 4 },
    });
    // Each route with an id opens a real record where one is at hand; the others show their not-found state.
    const ids: Record<string, string> = { "hotels/hotel/:id": hotel.id, "hr/:id": admin.id };
    await loginThroughUi(page, admin.email, admin.password);

    const wide: string[] = [];
    for (const route of PROTECTED_ROUTES) {
      const path = `/${route.path.replace(":id", ids[route.path] ?? "7")}`;
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector("main .animate-spin"));
      const extra = await page.evaluate(overflow);
      if (extra) wide.push(`${path}: ${extra}`);
    }
    expect(wide).toEqual([]);
  });
});
