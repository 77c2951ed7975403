import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { auditKey, queryClient } from "./query-client.ts";

describe("queryClient", () => {
  it("marks the journal's cached pages stale after any write succeeds, and only then", async () => {
    const history = [...auditKey, "record", "counter_agents", "c1"];
    const other = ["/counter_agents/"];
    queryClient.setQueryData(history, { pages: [] });
    queryClient.setQueryData(other, { results: [] });

    await expect(new MutationObserver(queryClient, { mutationFn: () => Promise.reject(new Error("no")) }).mutate()).rejects.toThrow("no");
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(false);

    await new MutationObserver(queryClient, { mutationFn: () => Promise.resolve("ok") }).mutate();
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
