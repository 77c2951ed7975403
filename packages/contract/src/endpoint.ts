import type { z } from "zod";
import { type Action, type Area, type Principal, can } from "./roles.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: anyone, any signed-in user, or a user whose role the matrix lets
 * do `action` in one of `areas` (and, where `alsoReads` is given, read one of those areas too).
 * The server checks it before reading the body.
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "signed-in" }
  | {
      readonly kind: "role";
      readonly areas: readonly Area[];
      readonly action: Action;
      readonly alsoReads?: readonly Area[];
    };

export const PUBLIC: Access = { kind: "public" };
export const SIGNED_IN: Access = { kind: "signed-in" };
export const allowed = (
  areas: Area | readonly Area[],
  action: Action,
  options: { alsoReads?: readonly Area[] } = {},
): Access => ({
  kind: "role",
  areas: typeof areas === "string" ? [areas] : areas,
  action,
  ...options,
});

/** May this principal call an endpoint with this access? The one rule server and screens share. */
export function mayCall(principal: Principal | null, access: Access): boolean {
  if (access.kind === "public") return true;
  if (!principal) return false;
  if (access.kind === "signed-in") return true;
  return (
    can(principal, access.areas, access.action) && (!access.alsoReads || can(principal, access.alsoReads, "read"))
  );
}

/**
 * One endpoint of the API, as data: the server registers, guards and parses it from this, the
 * web calls it through it, and the OpenAPI document describes it.
 */
export type Endpoint = {
  readonly method: Method;
  /** Relative to API_BASE, with `:name` parameters; served with and without the trailing slash. */
  readonly path: string;
  /** Other paths the same endpoint answers on (legacy spellings). */
  readonly aliases?: readonly string[];
  readonly access: Access;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The 2xx body; absent when the answer is empty (204). */
  readonly response?: z.ZodType;
  readonly status?: 200 | 201 | 204;
  /** The body may come as a multipart form carrying an `image` file. */
  readonly form?: boolean;
  /** The body is a multipart form carrying one document in `file` (a spreadsheet) beside the body's fields. */
  readonly upload?: boolean;
  /** With `format=xlsx` in the query the answer is an Excel file of the same rows. */
  readonly xlsx?: boolean;
  /** The answer is always a file of this kind, never JSON (a template, an export, a workbook of several answers). */
  readonly file?: "xlsx";
  /** The 404 `detail` for a path id that names no row (a malformed one included). */
  readonly missing?: string;
};

/** Keeps an endpoint's literal types (its schemas) while checking it is one. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path parameters, query and body as the wire takes them. */
export type ParamsIn<E extends Endpoint> = InputOf<E["params"]>;
export type QueryIn<E extends Endpoint> = InputOf<E["query"]>;
export type BodyIn<E extends Endpoint> = InputOf<E["body"]>;
/** What the server reads once the schemas have parsed them. */
export type ParamsOut<E extends Endpoint> = OutputOf<E["params"]>;
export type QueryOut<E extends Endpoint> = OutputOf<E["query"]>;
export type BodyOut<E extends Endpoint> = OutputOf<E["body"]>;
/** What the endpoint answers. */
export type ResponseOf<E extends Endpoint> = E["response"] extends z.ZodType ? z.output<E["response"]> : void;

/** Fill `:name` parameters: pathOf("/users/:id/", { id }) -> "/users/<id>/". */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
