import { act } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { isColumnShown, readColumnChoices, useColumnChoices } from "./column-choices.ts";
import { mounted } from "../test/mounted.ts";

const dom = mounted();

beforeEach(() => localStorage.clear());

let choose: (label: string, shown: boolean) => void = () => {};
let seen: Record<string, boolean> = {};

function Probe({ table }: { table: string }) {
  const [choices, chooseColumn] = useColumnChoices(table);
  seen = { ...choices };
  choose = chooseColumn;
  return null;
}

describe("column choices", () => {
  it("show a column unless it is optional, until the user chooses otherwise", () => {
    expect(isColumnShown({}, "Telefon", false)).toBe(true);
    expect(isColumnShown({}, "Kechalar", true)).toBe(false);
    expect(isColumnShown({ Kechalar: true }, "Kechalar", true)).toBe(true);
    expect(isColumnShown({ Telefon: false }, "Telefon", false)).toBe(false);
  });

  it("are remembered per table in this browser", async () => {
    await dom.render(<Probe table="employees" />);
    act(() => choose("Telefon", false));
    expect(seen).toEqual({ Telefon: false });
    dom.unmount();

    await dom.render(<Probe table="employees" />);
    expect(seen).toEqual({ Telefon: false });
    act(() => choose("Kechalar", true));
    expect(readColumnChoices("employees")).toEqual({ Telefon: false, Kechalar: true });
    expect(readColumnChoices("hotel-orders")).toEqual({});
  });

  it("count anything unreadable in storage as no choice", () => {
    localStorage.setItem("columns:employees", "not json");
    expect(readColumnChoices("employees")).toEqual({});
    localStorage.setItem("columns:employees", JSON.stringify({ Telefon: "no", Pasport: false }));
    expect(readColumnChoices("employees")).toEqual({ Pasport: false });
    localStorage.setItem("columns:employees", "[1]");
    expect(readColumnChoices("employees")).toEqual({});
  });
});
