import type { Principal } from "@app/contract/roles";
import type { SearchResult } from "@app/contract/schemas/search";
import type { AppContext } from "../../context.ts";
import { searchWords } from "../../db/search.ts";
import { bookings } from "./bookings.ts";
import { counterparties } from "./counterparties.ts";
import { foodOrders } from "./food-orders.ts";
import { guests } from "./guests.ts";
import type { KindSearch } from "./kind.ts";
import { groups } from "./groups.ts";
import { pilgrims } from "./pilgrims.ts";
import { transfers } from "./transfers.ts";

/** Every kind the search finds, in the order the box groups them. */
const KINDS: readonly KindSearch[] = [guests, pilgrims, bookings, groups, counterparties, foodOrders, transfers];

/** The box shows the newest few of each kind; the kind's own list holds the rest. */
const LIMIT_PER_KIND = 5;

/** GET /search/: the records of every kind the caller may read whose name or number matches the term. */
export async function search(ctx: AppContext, principal: Principal, term: string): Promise<SearchResult[]> {
  if (!searchWords(term).length) return [];
  const found = await Promise.all(
    KINDS.filter((kind) => kind.visible(principal)).map((kind) =>
      kind.find(ctx, { term, principal, limit: LIMIT_PER_KIND }),
    ),
  );
  return found.flat();
}
