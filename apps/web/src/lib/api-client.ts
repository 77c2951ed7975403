import type { BodyIn, Endpoint, ParamsIn, QueryIn, ResponseOf } from "@app/contract/endpoint";
import { pathOf } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import { uzErrors } from "../i18n/common.ts";
import { ApiError } from "./api-error.ts";
import { authEndpoints } from "./auth-endpoints.ts";
import { navigate } from "./navigation.ts";
import { clearSession, getSession, replaceTokens } from "./session-store.ts";
import { notifyError } from "./toast.ts";

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  /** false when the screen shows the failure itself instead of the generic toast. */
  toast?: boolean;
  /** Public calls (login, password reset) carry no token and never trigger a refresh. */
  public?: boolean;
  signal?: AbortSignal;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function urlOf(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ""}`;
}

async function transport(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, { detail: uzErrors.network });
  }
}

function send(method: Method, path: string, body: unknown, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: "application/json" };
  // A FormData body (an image upload) goes as multipart: the browser writes its Content-Type with the boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return transport(urlOf(path, options.query), {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isHtml(response: Response, body: unknown): boolean {
  const type = response.headers.get("content-type") ?? "";
  return type.includes("text/html") || (typeof body === "string" && body.trimStart().startsWith("<"));
}

async function refresh(token: string): Promise<string | null> {
  const endpoint = (await authEndpoints()).refresh;
  const response = await send(endpoint.method, endpoint.path, { refresh: token }, {}, null);
  if (!response.ok) return null;
  const pair = endpoint.response.safeParse(await readBody(response));
  if (!pair.success) return null;
  replaceTokens(pair.data.access, pair.data.refresh);
  return pair.data.access;
}

/** Concurrent 401s share this one refresh. */
let refreshing: Promise<string | null> | null = null;

/** A usable access token after a 401 answered to `sentToken`, or null when the session is over. */
function renewAfter(sentToken: string | null): Promise<string | null> {
  const session = getSession();
  if (!session) return Promise.resolve(null);
  if (session.token !== sentToken) return Promise.resolve(session.token);
  if (!session.refresh) return Promise.resolve(null);
  refreshing ??= refresh(session.refresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession(): void {
  if (getSession()) {
    clearSession();
    notifyError(uzErrors.sessionExpired);
  }
  navigate("/auth");
}

/** A successful response, after one refresh on a 401; any failure is thrown as an ApiError. */
async function exchange(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const sentToken = options.public ? null : (getSession()?.token ?? null);
  let response = await send(method, path, body, options, sentToken);
  if (response.status === 401 && !options.public) {
    const renewed = await renewAfter(sentToken);
    if (renewed) response = await send(method, path, body, options, renewed);
    if (!renewed || response.status === 401) {
      endSession();
      throw new ApiError(401, await readBody(response));
    }
  }
  if (!response.ok) {
    const parsed = await readBody(response);
    throw new ApiError(response.status, parsed, isHtml(response, parsed));
  }
  return response;
}

async function perform<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  return (await readBody(await exchange(method, path, body, options))) as T;
}

/**
 * Every failure is toasted except 404s (the page shows its own not-found), HTML pages (not an
 * answer of the API) and 401s (refreshed or ended above).
 */
function toastable(error: ApiError): boolean {
  return error.status !== 404 && error.status !== 401 && !error.html;
}

async function toasting<T>(work: Promise<T>, options: RequestOptions): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && options.toast !== false && toastable(error)) {
      error.toastId = notifyError(uzErrors.toast(error.message));
    }
    throw error;
  }
}

function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return toasting(perform<T>(method, path, body, options), options);
}

/** The file name a Content-Disposition header offers, if any. */
function fileNameOf(disposition: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match ? match[1] : null;
}

/** A file the API sends (an .xlsx export), with the same token, refresh and error toasts as JSON calls. */
export function getFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  return toasting(
    exchange("GET", path, undefined, options).then(async (response) => ({
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get("content-disposition")),
    })),
    options,
  );
}

export const get = <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, body, options);
export const del = <T = void>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options);

/**
 * A query for an endpoint: only the names its schema reads. The values stay loose because lists
 * carry them from the page's URL, where every value is text until the server parses it.
 */
export type QueryFor<E extends Endpoint> = { [Name in keyof QueryIn<E>]?: Query[string] };

/** What calling an endpoint takes: its path parameters, query and body, each only where it has one. */
export type CallInput<E extends Endpoint> = (E["params"] extends object ? { params: ParamsIn<E> } : { params?: undefined }) &
  (E["query"] extends object ? { query?: QueryFor<E> } : { query?: undefined }) &
  (E["body"] extends object ? { body: BodyIn<E> | FormData } : { body?: undefined });

/** The URL path of an endpoint with its parameters filled in. */
function endpointPath<E extends Endpoint>(endpoint: E, params?: ParamsIn<E>): string {
  return pathOf(endpoint.path, params ?? {});
}

/**
 * Calls an endpoint of the contract's route table: the parameters, query and body are typed by its
 * schemas and the answer by its response schema.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: Omit<RequestOptions, "query"> = {},
): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(endpoint.method, endpointPath(endpoint, input.params), input.body, {
    ...options,
    query: input.query as Query | undefined,
  });
}
