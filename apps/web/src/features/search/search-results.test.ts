import { describe, expect, it } from "vitest";
import type { SearchResult } from "@app/contract/schemas/search";
import { groupByKind, opensSearch, stepFrom } from "./search-results.ts";

const result = (kind: SearchResult["kind"], title: string): SearchResult => ({
  kind,
  id: "00000000-0000-4000-8000-000000000000",
  title,
  subtitle: "",
  url: "/",
});

describe("groupByKind", () => {
  it("groups results in the kinds' order and leaves out kinds with nothing found", () => {
    const groups = groupByKind([result("transfer", "№1"), result("guest", "Ali"), result("transfer", "№2"), result("guest", "Vali")]);
    expect(groups.map((group) => [group.kind, group.results.map((found) => found.title)])).toEqual([
      ["guest", ["Ali", "Vali"]],
      ["transfer", ["№1", "№2"]],
    ]);
  });
});

describe("stepFrom", () => {
  it("moves through the options and wraps round at both ends", () => {
    expect(stepFrom(0, 1, 3)).toBe(1);
    expect(stepFrom(2, 1, 3)).toBe(0);
    expect(stepFrom(0, -1, 3)).toBe(2);
    expect(stepFrom(0, 1, 0)).toBe(0);
  });
});

describe("opensSearch", () => {
  const press = (init: KeyboardEventInit, target: HTMLElement = document.body) => {
    const event = new KeyboardEvent("keydown", { ...init, bubbles: true });
    Object.defineProperty(event, "target", { value: target });
    return opensSearch(event);
  };

  it("opens on / and on Ctrl+K or ⌘K", () => {
    expect(press({ key: "/" })).toBe(true);
    expect(press({ key: "k", ctrlKey: true })).toBe(true);
    expect(press({ key: "K", metaKey: true })).toBe(true);
    expect(press({ key: "k" })).toBe(false);
    expect(press({ key: "/", ctrlKey: true })).toBe(false);
  });

  it("leaves the keys to a field being typed in and to an open dialog", () => {
    expect(press({ key: "/" }, document.createElement("input"))).toBe(false);
    expect(press({ key: "k", ctrlKey: true }, document.createElement("textarea"))).toBe(false);
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const button = dialog.appendChild(document.createElement("button"));
    expect(press({ key: "/" }, button)).toBe(false);
    expect(press({ key: "/" }, document.createElement("button"))).toBe(true);
  });
});
