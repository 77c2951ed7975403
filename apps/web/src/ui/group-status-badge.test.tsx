import { describe, expect, it } from "vitest";
import { mounted } from "../test/mounted.ts";
import { GroupStatusBadge } from "./group-status-badge.tsx";

const dom = mounted();

describe("GroupStatusBadge", () => {
  it.each([
    ["Pending", "Jarayonda"],
    ["Accepted", "Faol"],
    // Both group lists show finished groups too, the counterparties' tab included.
    ["Finished", "Yakunlangan"],
  ] as const)("shows %s in Uzbek", async (status, label) => {
    await dom.render(<GroupStatusBadge status={status} />);
    expect(dom.container.textContent).toBe(label);
  });
});
