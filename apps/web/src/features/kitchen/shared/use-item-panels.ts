import { useState } from "react";

/**
 * Which panel a dish, menu or ration page shows: an item's details, its form, or the empty
 * form. Saving shows the saved item's details, so the server's own numbers follow the estimate.
 */
export function useItemPanels<Item>() {
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [viewing, setViewing] = useState<Item | null>(null);
  return {
    editing,
    viewing,
    create: () => setEditing("new"),
    edit: (item: Item) => {
      setViewing(null);
      setEditing(item);
    },
    view: setViewing,
    closeForm: () => setEditing(null),
    closeDetails: () => setViewing(null),
    saved: (item: Item) => {
      setEditing(null);
      setViewing(item);
    },
  };
}
