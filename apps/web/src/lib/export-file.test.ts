import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile, exportListXlsx } from "./export-file.ts";
import { saveFile } from "./save-file.ts";

vi.mock("./save-file.ts", () => ({ saveFile: vi.fn() }));
vi.mock("./toast.ts", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

/** Answers every request with a small file, naming it when `fileName` is given; returns the URLs asked for. */
function serveFile(fileName?: string) {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(new URL(url, "http://app.test"));
      const headers: Record<string, string> = { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" };
      if (fileName) headers["content-disposition"] = `attachment; filename="${fileName}"`;
      return new Response("xlsx-bytes", { status: 200, headers });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("exportListXlsx", () => {
  it("asks the list endpoint for xlsx with the list's filters and search, but not its page", async () => {
    const urls = serveFile("kontragentlar.xlsx");
    await exportListXlsx("/counter_agents/", { page: 3, per_page: 25, search: "Al-Safa", counter_agent_type: "B2B", status: "true" }, "x.xlsx");

    expect(urls).toHaveLength(1);
    expect(urls[0].pathname).toBe("/api/v1/counter_agents/");
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({
      search: "Al-Safa",
      counter_agent_type: "B2B",
      status: "true",
      format: "xlsx",
    });
    const [blob, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toBe("kontragentlar.xlsx");
    expect(await blob.text()).toBe("xlsx-bytes");
  });

  it("saves under the fallback name when the server names no file", async () => {
    serveFile();
    await exportListXlsx("/counter_agents/", { page: 1, per_page: 10 }, "kontragentlar.xlsx");
    expect(vi.mocked(saveFile).mock.calls[0][1]).toBe("kontragentlar.xlsx");
  });
});

describe("downloadFile", () => {
  it("asks a file endpoint with its query as it is, without a format", async () => {
    const urls = serveFile("hisobotlar_01.05.2025-31.05.2025.xlsx");
    await downloadFile("/statistics/export/", { date_from: "01.05.2025", date_to: "31.05.2025" }, "hisobotlar.xlsx");
    expect(urls[0].pathname).toBe("/api/v1/statistics/export/");
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ date_from: "01.05.2025", date_to: "31.05.2025" });
    expect(vi.mocked(saveFile).mock.calls[0][1]).toBe("hisobotlar_01.05.2025-31.05.2025.xlsx");
  });
});
