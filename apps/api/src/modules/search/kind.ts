import { businessDateOf, formatWireDate } from "@app/contract/dates";
import type { Principal } from "@app/contract/roles";
import type { SearchKind, SearchResult } from "@app/contract/schemas/search";
import type { AppContext } from "../../context.ts";

/** What a kind's finder is asked: the term, the caller (for the paths they may open) and how many rows at most. */
type KindQuery = { term: string; principal: Principal; limit: number };

/**
 * One kind of record the global search finds. Adding a kind is one more of these in
 * service.ts: who may see it, and how its records are found, named and linked.
 */
export type KindSearch = {
  kind: SearchKind;
  /** Whether the caller's role may read the area the kind's records are shown in. */
  visible: (principal: Principal) => boolean;
  /** The newest matching records, at most `limit`. */
  find: (ctx: AppContext, query: KindQuery) => Promise<SearchResult[]>;
};

/** The parts of a subtitle that are there, one line. */
export const subtitleOf = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" · ");

/** A stay's days on the business calendar: "19.10.2025–22.10.2025". */
export const stayOf = (checkIn: Date, checkOut: Date) =>
  `${formatWireDate(businessDateOf(checkIn))}–${formatWireDate(businessDateOf(checkOut))}`;
