import { describe, expect, it } from "vitest";
import { mounted } from "../test/mounted.ts";
import { PhoneLink } from "./phone-link.tsx";

const dom = mounted();

describe("PhoneLink", () => {
  it("shows a stored number grouped, as a tel: link", async () => {
    await dom.render(<PhoneLink phone="+966501234567" />);
    const link = dom.container.querySelector("a");
    expect(link?.getAttribute("href")).toBe("tel:+966501234567");
    expect(link?.textContent).toBe("+966 50 123 4567");
  });

  it("shows a number kept as typed before the rule as it is, without a link", async () => {
    await dom.render(<PhoneLink phone="+9665123456789" />);
    expect(dom.container.querySelector("a")).toBeNull();
    expect(dom.container.textContent).toBe("+9665123456789");
  });
});
