import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Role } from "@app/contract/roles";
import { createUser, latestResetCode, loginAsAdmin } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
});

/** Top-level entries of the sidebar as the user sees them (group names and single links). */
async function topMenu() {
  const nav = session.page.getByRole("navigation", { name: "Asosiy menyu" });
  await nav.waitFor();
  return nav.locator(":scope > ul > li > :is(a, button)").allInnerTexts();
}

describe("login and landing", () => {
  const cases: Array<{ role: Role; landing: string; menu: string[] }> = [
    { role: "admin", landing: "/report", menu: ["Buyurtmalar", "Mehmonxona", "Oshxona", "HR", "Oylik to‘lovlar", "Xarajatlar", "Kontragentlar", "Guruhlar", "Taksi bazasi", "Reyslar", "Moliya", "Hisobotlar", "Audit"] },
    { role: "hr", landing: "/report", menu: ["HR", "Oylik to‘lovlar", "Xarajatlar", "Kontragentlar", "Hisobotlar"] },
    { role: "hotel", landing: "/report", menu: ["Mehmonxona", "Guruhlar", "Hisobotlar"] },
    { role: "chef", landing: "/kitchen/recepts", menu: ["Oshxona"] },
    { role: "transportation", landing: "/report", menu: ["Taksi bazasi", "Reyslar", "Hisobotlar"] },
    // Operator and reception had no section until the Guruhlar page, where they work the manifest;
    // operator also follows the transfers and flights.
    { role: "operator", landing: "/groups", menu: ["Guruhlar", "Taksi bazasi", "Reyslar"] },
  ];

  for (const { role, landing, menu } of cases) {
    it(`lands ${role} on ${landing} with its menu`, async () => {
      const user = await createUser(adminToken, { role, full_name: `Sinov ${role}` });
      const { page } = session;
      await page.goto("/auth");
      await page.getByLabel("Email", { exact: true }).fill(user.email);
      await page.getByLabel("Parol", { exact: true }).fill(user.password);
      // The welcome toast lasts one second: watch for it before pressing the button.
      const welcome = page.locator("[data-sonner-toast]", { hasText: `Xush kelibsiz, Sinov ${role}!` }).waitFor();
      await page.getByRole("button", { name: "Kirish", exact: true }).click();
      await welcome;
      await page.waitForURL((url) => url.pathname === landing);
      expect(await topMenu()).toEqual(menu);
    });
  }

  it("redirects a route the role may not read to its landing page", async () => {
    const user = await createUser(adminToken, { role: "hr" });
    const { page } = session;
    await loginThroughUi(page, user.email, user.password);
    await page.waitForURL("**/report");
    await page.goto("/kitchen/menu");
    await page.waitForURL("**/report");
    await page.getByRole("heading", { name: "Hisobotlar" }).waitFor();
    await page.goto("/unauthorized");
    await page.waitForURL("**/report");
  });

  it("asks for both fields before calling the server", async () => {
    const { page } = session;
    await page.goto("/auth");
    await page.getByRole("button", { name: "Kirish", exact: true }).click();
    await expect(page.getByRole("alert").innerText()).resolves.toBe("Email va parol to'ldirilishi kerak!");
  });

  it("shows the server's message inline and as a toast for a wrong password", async () => {
    const user = await createUser(adminToken, { role: "hr" });
    const answer = await fetch(`${inject("baseUrl")}/api/v1/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: "Notogri123" }),
    });
    const { detail } = (await answer.json()) as { detail: string };
    expect(detail).toBeTruthy();

    const { page } = session;
    await page.goto("/auth");
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Parol", { exact: true }).fill("Notogri123");
    await page.getByRole("button", { name: "Kirish", exact: true }).click();
    await expect(page.locator("#login-error").innerText()).resolves.toBe(detail);
    await page.locator("[data-sonner-toast]", { hasText: detail }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    await expectNoSeriousA11yViolations(page);
  });
});

describe("password reset flow", () => {
  it("resets a forgotten password with the mailed code and logs in with the new one", async () => {
    const user = await createUser(adminToken, { role: "catering" });
    const { page } = session;
    await page.goto("/auth");
    await page.getByRole("button", { name: "Parolni unutdingizmi?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Parolni tiklash" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Kod yuborish" }).click();
    const firstBox = dialog.getByLabel("Kodning 1-raqami");
    await firstBox.waitFor();
    await expectNoSeriousA11yViolations(page);
    const code = await latestResetCode(user.email);

    // A wrong code first: typed digit by digit, the focus moves on by itself.
    const wrong = code === "000000" ? "111111" : "000000";
    await firstBox.focus();
    await page.keyboard.type(wrong);
    await expect.poll(() => dialog.getByLabel("Kodning 6-raqami").inputValue()).toBe(wrong[5]);
    await dialog.getByRole("button", { name: "Tasdiqlash" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toBe("Kod noto‘g‘ri yoki muddati tugagan");

    // Backspace walks back through the boxes; then the real code is pasted whole.
    await dialog.getByLabel("Kodning 6-raqami").focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Backspace");
    await expect.poll(() => firstBox.inputValue()).toBe("");
    await dialog.getByLabel("Kodning 3-raqami").evaluate((box, pasted) => {
      const data = new DataTransfer();
      data.setData("text", pasted);
      box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expect.poll(() => dialog.getByLabel("Kodning 1-raqami").inputValue()).toBe(code[0]);
    await dialog.getByRole("button", { name: "Tasdiqlash" }).click();

    await dialog.getByRole("heading", { name: "Yangi parol o‘rnatish" }).waitFor();
    await dialog.getByLabel("Yangi parol", { exact: true }).fill("Yangi12345");
    await dialog.getByLabel("Yangi parolni takrorlang").fill("Yangi12346");
    await dialog.getByRole("button", { name: "Parolni saqlash" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toBe("Parollar mos emas yoki to'liq emas");

    await dialog.getByLabel("Yangi parolni takrorlang").fill("Yangi12345");
    await dialog.getByRole("button", { name: "Parolni saqlash" }).click();
    await dialog.getByRole("heading", { name: "Muvaffaqiyatli o‘zgartirildi!" }).waitFor();
    await expect(dialog.innerText()).resolves.toContain("yangi parolingiz bilan tizimga qayta kirishingiz mumkin");
    await dialog.getByRole("button", { name: "Kirish sahifasiga qaytish" }).click();
    await dialog.waitFor({ state: "detached" });

    await loginThroughUi(page, user.email, "Yangi12345");
    await page.waitForURL("**/report");
  });

  it("shows the email failure and starts again from the email step after closing", async () => {
    const { page } = session;
    await page.route("**/api/v1/users/forgot-password/email/send-code/", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ detail: "xato" }) }),
    );
    await page.goto("/auth");
    await page.getByRole("button", { name: "Parolni unutdingizmi?" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill("kimdir@e2e.uz");
    await dialog.getByRole("button", { name: "Kod yuborish" }).click();
    await expect(dialog.getByRole("alert").innerText()).resolves.toBe("Emailni yuborishda xatolik yuz berdi");

    await page.unroute("**/api/v1/users/forgot-password/email/send-code/");
    await dialog.getByRole("button", { name: "Kod yuborish" }).click();
    await dialog.getByLabel("Kodning 1-raqami").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Parolni unutdingizmi?" }).click();
    await page.getByRole("dialog").getByRole("heading", { name: "Parolni tiklash" }).waitFor();
    await expect.poll(() => page.getByRole("dialog").getByLabel("Email").inputValue()).toBe("");
  });
});

describe("public pages", () => {
  it("shows the privacy policy with its contents, 11 sections and the retention figures, without login", async () => {
    const { page } = session;
    await page.goto("/privacy-policy");
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    await expect.poll(() => page.getByText("Last updated: January 15, 2025").isVisible()).toBe(true);
    const toc = page.getByRole("navigation", { name: "Contents" });
    expect(await toc.getByRole("link").count()).toBe(12);
    expect(await page.locator("main section").count()).toBe(12);
    const text = await page.locator("main").innerText();
    for (const figure of ["3 years", "2 years", "7 years", "1 year", "72 hours", "18 years"]) expect(text).toContain(figure);
    await page.getByRole("heading", { name: "Contact Information" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("opens the privacy policy from the login page, which a visit to /auth shows before the router loads, and Back returns", async () => {
    const { page } = session;
    await page.goto("/auth");
    await page.getByRole("link", { name: "Maxfiylik siyosati" }).click();
    await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    await page.goBack();
    await page.getByRole("heading", { name: "Tizimga kirish" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("sends /login, unknown paths and protected routes without a session to /auth", async () => {
    const { page } = session;
    for (const path of ["/login", "/no-such-page", "/report", "/kitchen/menu", "/unauthorized"]) {
      await page.goto(path);
      await page.waitForURL("**/auth");
    }
    await page.getByRole("heading", { name: "Tizimga kirish" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it("keeps the session after a reload and sends a signed-in user away from /auth", async () => {
    const { email, password } = inject("admin");
    const { page } = session;
    await loginThroughUi(page, email, password);
    await page.reload();
    await page.getByRole("heading", { name: "Hisobotlar" }).waitFor();
    await page.goto("/auth");
    await page.waitForURL("**/report");
  });
});
