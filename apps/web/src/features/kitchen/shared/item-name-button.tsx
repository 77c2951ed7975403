/** A row's name that opens its details. */
export function ItemNameButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="text-left font-medium text-brand-800 hover:underline" onClick={onClick}>
      {name}
    </button>
  );
}
