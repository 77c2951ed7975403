import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { del, get, post } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { setNavigator } from "./navigation.ts";
import { clearSession, getSession, startSession } from "./session-store.ts";
import { readItem } from "./storage.ts";
import { notifyError } from "./toast.ts";

vi.mock("./toast.ts", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const user = { id: "u1", name: "Ali", username: "ali@example.uz", role: "admin" as const, is_staff: true, is_superuser: false };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake server: `answer` decides each response; every call is recorded. */
function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = {
      url,
      method: init.method ?? "GET",
      auth: headers.Authorization ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

const isRefresh = (call: Call) => call.url === "/api/v1/auth/token/refresh/";

const navigate = vi.fn();

beforeEach(async () => {
  setNavigator(navigate);
  await startSession({ token: "old-access", refresh: "old-refresh", user });
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("api client: session renewal", () => {
  it("refreshes once on 401, stores both new tokens and repeats the request with the new token", async () => {
    const calls = fakeFetch((call) => {
      if (isRefresh(call)) return json(200, { access: "new-access", refresh: "new-refresh" });
      return call.auth === "Bearer new-access" ? json(200, { full_name: "Ali" }) : json(401, { detail: "expired" });
    });

    await expect(get("/users/profile/")).resolves.toEqual({ full_name: "Ali" });

    expect(calls.map((call) => [call.url, call.auth])).toEqual([
      ["/api/v1/users/profile/", "Bearer old-access"],
      ["/api/v1/auth/token/refresh/", null],
      ["/api/v1/users/profile/", "Bearer new-access"],
    ]);
    expect(calls[1].body).toEqual({ refresh: "old-refresh" });
    expect(getSession()).toMatchObject({ token: "new-access", refresh: "new-refresh", user });
    expect(readItem("token")).toBe("new-access");
    expect(readItem("refresh")).toBe("new-refresh");
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeFetch(async (call) => {
      if (isRefresh(call)) {
        await gate;
        return json(200, { access: "new-access", refresh: "new-refresh" });
      }
      return call.auth === "Bearer new-access" ? json(200, { url: call.url }) : json(401, { detail: "expired" });
    });

    const requests = [get("/a/"), get("/b/"), get("/c/")];
    await vi.waitFor(() => expect(calls.filter(isRefresh)).toHaveLength(1));
    release();

    await expect(Promise.all(requests)).resolves.toEqual([{ url: "/api/v1/a/" }, { url: "/api/v1/b/" }, { url: "/api/v1/c/" }]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it("clears the session and goes to /auth when the refresh fails", async () => {
    const calls = fakeFetch((call) => (isRefresh(call) ? json(401, { detail: "bad refresh" }) : json(401, { detail: "expired" })));

    const failure = await get("/users/profile/").catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refresh")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/auth", "replace");
    expect(notifyError).toHaveBeenCalledExactlyOnceWith("Sessiya tugadi. Iltimos, qayta kiring.");
  });

  it("repeats the request only once: a second 401 ends the session", async () => {
    const calls = fakeFetch((call) => (isRefresh(call) ? json(200, { access: "new-access", refresh: "new-refresh" }) : json(401, {})));

    await expect(get("/users/profile/")).rejects.toBeInstanceOf(ApiError);

    expect(calls).toHaveLength(3);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/auth", "replace");
  });

  it("does not refresh for a public call such as the login", async () => {
    const calls = fakeFetch(() => json(401, { detail: "Email yoki parol noto'g'ri" }));

    await expect(post("/auth/login/", { email: "a@b.uz", password: "x" }, { public: true, toast: false })).rejects.toMatchObject({
      status: 401,
      message: "Email yoki parol noto'g'ri",
    });

    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBeNull();
    expect(getSession()).not.toBeNull();
  });
});

describe("api client: requests and the error toast", () => {
  it("sends the bearer token, JSON and the query without empty values", async () => {
    const calls = fakeFetch(() => json(200, { count: 0, next: null, previous: null, results: [] }));
    await get("/users/", { query: { page: 2, per_page: 10, search: "", role: undefined } });
    expect(calls[0]).toMatchObject({ url: "/api/v1/users/?page=2&per_page=10", auth: "Bearer old-access", method: "GET" });
  });

  it("sends a FormData body as it is, leaving the multipart Content-Type to the browser", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(201, { id: "p1" }));
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.set("name", "Guruch");
    await post("/products/", form);
    const init = fetch.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json", Authorization: "Bearer old-access" });
  });

  it("resolves an empty 204 answer", async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    await expect(del("/users/u2/")).resolves.toBeUndefined();
  });

  const cases: Array<[string, Response, string]> = [
    ["the detail of an object body", json(400, { full_name: ["Majburiy"], detail: "Ism kiritilmagan" }), "Xatolik: Ism kiritilmagan"],
    ["the first element of a list body", json(400, ["Mahsulot yetarli emas", "ikkinchi"]), "Xatolik: Mahsulot yetarli emas"],
    ["a string body", json(409, "Band qilingan"), "Xatolik: Band qilingan"],
    [
      "a field's message, which the server's detail repeats without the wire name",
      json(400, { check_in: ["Sana noto‘g‘ri"], detail: "Sana noto‘g‘ri" }),
      "Xatolik: Sana noto‘g‘ri",
    ],
    ["the generic message otherwise", json(500, { error: "x" }), "Xatolik: Noma’lum xatolik yuz berdi"],
  ];
  for (const [name, response, toast] of cases) {
    it(`toasts ${name}`, async () => {
      fakeFetch(() => response);
      await expect(get("/x/")).rejects.toBeInstanceOf(ApiError);
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(toast);
    });
  }

  it("keeps the toast's id on the error, so a form can reword that toast instead of adding one", async () => {
    vi.mocked(notifyError).mockReturnValueOnce(7);
    fakeFetch(() => json(400, { detail: "Ism kiritilmagan" }));
    await expect(get("/x/")).rejects.toMatchObject({ toastId: 7 });
  });

  it("does not toast a 404", async () => {
    fakeFetch(() => json(404, { detail: "Topilmadi" }));
    await expect(get("/x/")).rejects.toMatchObject({ status: 404 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("does not toast an HTML page", async () => {
    fakeFetch(() => new Response("<!doctype html><h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }));
    await expect(get("/x/")).rejects.toMatchObject({ status: 502, html: true });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("lets a screen opt out of the toast", async () => {
    fakeFetch(() => json(400, { detail: "Kod noto'g'ri" }));
    await expect(post("/x/", {}, { toast: false })).rejects.toMatchObject({ status: 400 });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("turns an unreachable server into a toasted ApiError with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(get("/x/")).rejects.toMatchObject({ status: 0 });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Xatolik: Server bilan aloqa yo‘q/));
  });
});
