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

/** What the page gives an item's details panel. */
export type DetailsPanelProps<Item> = {
  item: Item;
  onClose: () => void;
  /** Absent for roles that may only read. */
  onEdit?: (item: Item) => void;
};

/** What the page gives an item's create-and-edit sheet. */
export type FormPanelProps<Item> = {
  /** The item to edit; null opens the empty form. */
  item: Item | null;
  onClose: () => void;
  /** Called with the server's answer, so its own numbers can be shown next. */
  onSaved: (item: Item) => void;
};
