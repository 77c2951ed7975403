import { defineListView } from "../../lib/list-view.ts";

/** /hotels/hotel: the search and the page live in the URL; the list has no other filter. */
export const hotelsView = defineListView({});
