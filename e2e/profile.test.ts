import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH } from "@app/contract/endpoints/auth";
import { PROFILE } from "@app/contract/endpoints/profile";
import type { Profile } from "@app/contract/schemas/profile";
import { callApi, createUser, login, loginAsAdmin, type NewUser } from "./support/api.ts";
import { useBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, loginThroughUi } from "./support/ui.ts";

const session = useBrowser();

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAsAdmin()).access;
});

/** Logs a fresh user in and opens the profile panel; returns the user and the panel. */
async function openPanel(page: Page, input: NewUser) {
  const user = await createUser(adminToken, input);
  await loginThroughUi(page, user.email, user.password);
  await page.getByRole("button", { name: "Sozlamalar" }).click();
  const panel = page.getByRole("dialog", { name: "Shaxsiy profil" });
  await panel.getByText(user.email, { exact: true }).first().waitFor();
  return { user, panel };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

describe("profile panel", () => {
  it("edits the personal data, sending the birth date as dd.MM.yyyy", async () => {
    const { page } = session;
    const { user, panel } = await openPanel(page, { role: "hr", full_name: "Profil Egasi" });
    await expect(panel.innerText()).resolves.toContain("Ayol");
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole("button", { name: "Ma’lumotlarni tahrirlash" }).click();
    const dialog = page.getByRole("dialog", { name: "Ma’lumotlarni tahrirlash" });
    await expect.poll(() => dialog.getByRole("radio", { name: "Erkak" }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel("To‘liq ism").fill("  ");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await dialog.getByText("Bu maydon to‘ldirilishi shart").waitFor();

    await dialog.getByLabel("To‘liq ism").fill("Yangi Ism");
    await dialog.getByLabel("Tug‘ilgan sana").fill("1990-05-17");
    await dialog.getByText("Ayol", { exact: true }).click();
    await dialog.getByText("Erkak", { exact: true }).click();
    const saved = toast(page, "Muvaffaqiyatli tahrirlandi").waitFor();
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await saved;
    await dialog.waitFor({ state: "detached" });

    const text = await panel.innerText();
    expect(text).toContain("Yangi Ism");
    expect(text).toContain("17.05.1990");
    expect(text).toContain("Erkak");
    const { access } = await login(user.email, user.password);
    const profile = await callApi<Profile>(PROFILE.get.path, { token: access });
    expect(profile).toMatchObject({ full_name: "Yangi Ism", birthdate: "17.05.1990", gender: "male" });

    await panel.getByRole("button", { name: "Ma’lumotlarni tahrirlash" }).click();
    await expect.poll(() => dialog.getByLabel("Tug‘ilgan sana").inputValue()).toBe("17.05.1990");
  });

  it("stops a password change whose confirmation differs, sending nothing", async () => {
    const { page } = session;
    const { panel } = await openPanel(page, { role: "hr" });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(AUTH.changePassword.path)) sent.push(request.url());
    });
    await panel.getByRole("button", { name: "Parolni o‘zgartirish" }).click();
    const dialog = page.getByRole("dialog", { name: "Yangi parol" });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Hozirgi parol").fill("Parol12345");
    await dialog.getByLabel("Yangi parol", { exact: true }).fill("Boshqa12345");
    await dialog.getByLabel("Yangi parolni tasdiqlang").fill("Boshqa12346");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await dialog
      .getByText("Kiritilgan parollar o‘zaro mos emas. Iltimos, to‘g‘ri parolni tasdiqlang.", { exact: true })
      .waitFor();
    expect(sent).toEqual([]);
    await expect.poll(() => dialog.getByLabel("Yangi parolni tasdiqlang").getAttribute("aria-invalid")).toBe("true");
  });

  it("changes the password, shows server field errors and keeps this session with the new tokens", async () => {
    const { page } = session;
    const { user, panel } = await openPanel(page, { role: "hr" });
    await panel.getByRole("button", { name: "Parolni o‘zgartirish" }).click();
    const dialog = page.getByRole("dialog", { name: "Yangi parol" });
    await dialog.getByLabel("Hozirgi parol").fill("Notogri12345");
    await dialog.getByLabel("Yangi parol", { exact: true }).fill("Boshqa12345");
    await dialog.getByLabel("Yangi parolni tasdiqlang").fill("Boshqa12345");
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await expect.poll(() => dialog.getByLabel("Hozirgi parol").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByRole("alert").count()).toBeGreaterThan(0);

    const tokenBefore = await page.evaluate(() => localStorage.getItem("token"));
    await dialog.getByLabel("Hozirgi parol").fill(user.password);
    const saved = toast(page, "Muvaffaqiyatli tahrirlandi").waitFor();
    await dialog.getByRole("button", { name: "Saqlash" }).click();
    await saved;
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBe(tokenBefore);

    await expect(login(user.email, user.password)).rejects.toThrow("401");
    await login(user.email, "Boshqa12345");
    await page.reload();
    await page.getByRole("heading", { name: "Hisobotlar" }).waitFor();
    await page.getByRole("button", { name: "Sozlamalar" }).click();
    await panel.getByText(user.email, { exact: true }).first().waitFor();
  });

  it("has no user list for a role that does not manage users", async () => {
    const { page } = session;
    const { panel } = await openPanel(page, { role: "ceo" });
    await expect.poll(() => panel.getByRole("heading", { name: "Foydalanuvchilar" }).count()).toBe(0);
  });
});

describe("user list (admin)", () => {
  it("creates, finds, edits and deletes a user", async () => {
    const { page } = session;
    const { panel } = await openPanel(page, { role: "admin" });
    await panel.getByRole("heading", { name: "Foydalanuvchilar" }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole("button", { name: "Yangi foydalanuvchi" }).click();
    const create = page.getByRole("dialog", { name: "Yangi foydalanuvchi" });
    await create.getByRole("button", { name: "Saqlash" }).click();
    await create.getByText("Bu maydon to'ldirilishi shart").waitFor();
    await expectNoSeriousA11yViolations(page);

    const email = `oshpaz-${Date.now()}@e2e.uz`;
    await create.getByLabel("To‘liq ism").fill("Oshpaz Karimov");
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("Parol", { exact: true }).fill("Qozon2025yo");
    await create.getByLabel("Rol", { exact: true }).selectOption({ label: "Oshpaz" });
    await create.getByRole("button", { name: "Saqlash" }).click();
    await create.waitFor({ state: "detached" });

    await panel.getByRole("searchbox", { name: "Foydalanuvchilarni qidirish" }).fill(email);
    const row = panel.getByRole("row", { name: /Oshpaz Karimov/ });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain("Oshpaz");
    await expect.poll(() => panel.getByRole("row").count()).toBe(2);

    await row.getByRole("button", { name: "Tahrirlash: Oshpaz Karimov" }).click();
    const edit = page.getByRole("dialog", { name: "Foydalanuvchini tahrirlash" });
    await edit.getByLabel("Rol", { exact: true }).selectOption({ label: "Kadrlar bo‘limi (HR)" });
    await edit.getByRole("switch", { name: "Faol foydalanuvchi" }).click();
    await edit.getByRole("button", { name: "Saqlash" }).click();
    await edit.waitFor({ state: "detached" });
    await panel.getByRole("row", { name: /Kadrlar bo‘limi \(HR\).*Faol emas/ }).waitFor();

    await row.getByRole("button", { name: "O‘chirish: Oshpaz Karimov" }).click();
    const confirm = page.getByRole("alertdialog", { name: "O'chirishni tasdiqlaysizmi?" });
    await expect(confirm.innerText()).resolves.toContain("qayta tiklanmaydi");
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Bekor qilish" }).click();
    await row.waitFor();
    await row.getByRole("button", { name: "O‘chirish: Oshpaz Karimov" }).click();
    await confirm.getByRole("button", { name: "Ha, o'chirish" }).click();
    await confirm.waitFor({ state: "detached" });
    await panel.getByText("Qidiruv bo‘yicha hech narsa topilmadi.").waitFor();
  });

  it("pages through the users with row numbers continuing, and a search goes back to page 1", async () => {
    for (let i = 0; i < 22; i += 1) await createUser(adminToken, { role: "hotel", full_name: `Sahifa ${i}` });
    const { page } = session;
    const { panel } = await openPanel(page, { role: "admin" });
    const pages = panel.getByRole("navigation", { name: "Sahifalar" });
    await pages.getByRole("button", { name: "2-sahifa" }).click();
    await expect.poll(() => pages.getByRole("button", { name: "2-sahifa" }).getAttribute("aria-current")).toBe("page");
    await panel.getByRole("cell", { name: "11", exact: true }).waitFor();
    await expect.poll(() => pages.getByRole("button", { name: "Oldingi sahifa" }).isEnabled()).toBe(true);

    await panel.getByLabel("Sahifadagi qatorlar soni").selectOption("20");
    await expect.poll(() => pages.getByRole("button", { name: "1-sahifa" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => pages.getByRole("button", { name: "Oldingi sahifa" }).isDisabled()).toBe(true);

    await pages.getByRole("button", { name: "2-sahifa" }).click();
    await panel.getByRole("searchbox", { name: "Foydalanuvchilarni qidirish" }).fill("Sahifa");
    await expect.poll(() => pages.getByRole("button", { name: "1-sahifa" }).getAttribute("aria-current")).toBe("page");
    await panel.getByRole("cell", { name: "1", exact: true }).waitFor();
  });
});
