import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mounted } from "../../../test/mounted.ts";
import { useGuestGroups } from "./hotel-orders-api.ts";

const dom = mounted();
afterEach(() => vi.unstubAllGlobals());

const group = (id: string, name: string) => ({ id, name, count: 10 });

function GroupChoices({ chosen }: { chosen?: string }) {
  const groups = useGuestGroups(chosen);
  return <p>{groups.data ? groups.data.results.map((row) => row.name).join(",") : "…"}</p>;
}

async function choicesFor(chosen?: string) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, "http://app.test").pathname;
    const body = path.endsWith("/guests/groups/")
      ? { count: 1, next: null, previous: null, results: [group("g-new", "Yangi guruh")] }
      : group("g-old", "Eski guruh");
    return Response.json(body);
  });
  vi.stubGlobal("fetch", fetch);
  await dom.render(
    <QueryClientProvider client={new QueryClient()}>
      <GroupChoices chosen={chosen} />
    </QueryClientProvider>,
  );
  await act(() => vi.waitFor(() => expect(dom.container.textContent).not.toBe("…")));
  return { shown: dom.container.textContent, calls: fetch.mock.calls.length };
}

describe("the booking form's group choices", () => {
  it("include the chosen group when it is older than the newest page", async () => {
    expect((await choicesFor("g-old")).shown).toBe("Eski guruh,Yangi guruh");
  });

  it("read nothing more when the chosen group is on the page, or none is chosen", async () => {
    expect(await choicesFor("g-new")).toEqual({ shown: "Yangi guruh", calls: 1 });
    expect(await choicesFor()).toEqual({ shown: "Yangi guruh", calls: 1 });
  });
});
