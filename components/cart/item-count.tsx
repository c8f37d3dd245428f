/** 'ITEM (n)' beside the cart heading. */
export function ItemCount({ count }: { count: number }) {
  return (
    <span className="text-sm font-semibold uppercase tracking-wider text-muted" data-testid="item-count">
      ITEM ({count})
    </span>
  );
}
