import { act } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { uzCommon } from "../i18n/common.ts";
import { uzLeave } from "../i18n/ui.ts";
import { LeaveGuard } from "./leave-guard.tsx";
import { useCloseGuard } from "./use-close-guard.tsx";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

function Editor({ dirty }: { dirty: boolean }) {
  useCloseGuard(dirty, () => {});
  return <p>Tahrir</p>;
}

async function openEditor(dirty: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <Outlet />
            <LeaveGuard />
          </>
        ),
        children: [
          { path: "list", element: <p>Ro‘yxat</p> },
          { path: "edit", element: <Editor dirty={dirty} /> },
        ],
      },
    ],
    { initialEntries: ["/list", "/edit"], initialIndex: 1 },
  );
  await dom.render(<RouterProvider router={router} />);
  return router;
}

const question = () => [...document.querySelectorAll('[role="alertdialog"]')].find((found) => found.textContent?.includes(uzLeave.text));
const press = (text: string) =>
  act(async () => [...document.querySelectorAll("button")].find((button) => button.textContent === text)?.click());

describe("LeaveGuard", () => {
  it("asks before the browser's Back leaves a form with unsaved changes, and stays when told to", async () => {
    const router = await openEditor(true);
    await act(async () => router.navigate(-1));
    expect(question()).toBeDefined();
    expect(router.state.location.pathname).toBe("/edit");
    await press(uzCommon.keepEditing);
    expect(question()).toBeUndefined();
    expect(router.state.location.pathname).toBe("/edit");
  });

  it("leaves for another page once told to drop the changes", async () => {
    const router = await openEditor(true);
    await act(async () => router.navigate("/list"));
    expect(question()).toBeDefined();
    await press(uzLeave.leave);
    expect(router.state.location.pathname).toBe("/list");
    expect(question()).toBeUndefined();
  });

  it("lets a page with no unsaved changes go at once", async () => {
    const router = await openEditor(false);
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/list");
    expect(question()).toBeUndefined();
  });
});
