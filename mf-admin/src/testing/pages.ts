/**
 * A page of a list read a page at a time, as the server answers it: at most `size` rows of `list` (what the
 * list holds now) in the order of `all` (every row it ever held, the server's order), after the row `before`
 * names (`cursor-<id>`, which may have left the list since), and the cursor of its last row while more follow.
 */
export function pageOf<Row extends { id: string | number }>(
  all: Row[],
  list: Row[],
  before: string | undefined,
  size: number,
): { rows: Row[]; nextBefore: string | null } {
  const start = before === undefined ? 0 : all.findIndex((item) => `cursor-${item.id}` === before) + 1;
  const rest = all.slice(start).filter((item) => list.includes(item));
  const rows = rest.slice(0, size);
  return { rows, nextBefore: rest.length > size ? `cursor-${rows[rows.length - 1].id}` : null };
}
