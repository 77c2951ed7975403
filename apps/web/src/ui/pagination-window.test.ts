import { describe, expect, it } from "vitest";
import { firstRowNumber, pageCount, paginationWindow } from "./pagination-window.ts";

describe("paginationWindow", () => {
  it("shows nothing without pages", () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it("shows a single page alone", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it("shows every page when none is skipped", () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("puts a gap after the current page's neighbour at the start", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, "gap", 10]);
  });

  it("puts a gap before the current page's neighbour at the end", () => {
    expect(paginationWindow(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("puts gaps on both sides in the middle", () => {
    expect(paginationWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  });

  it("marks a gap even when it hides a single page", () => {
    expect(paginationWindow(4, 10)).toEqual([1, "gap", 3, 4, 5, "gap", 10]);
  });

  it("clamps a current page outside the range", () => {
    expect(paginationWindow(0, 5)).toEqual([1, 2, "gap", 5]);
    expect(paginationWindow(99, 5)).toEqual([1, "gap", 4, 5]);
  });
});

describe("pageCount", () => {
  it("rounds up and is zero for an empty list", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(42, 15)).toBe(3);
  });
});

describe("firstRowNumber", () => {
  it("continues numbering across pages", () => {
    expect(firstRowNumber(1, 10)).toBe(1);
    expect(firstRowNumber(3, 15)).toBe(31);
  });
});
