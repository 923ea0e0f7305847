/**
 * A click on an item tile (spec 002 §2): a plain click selects that item alone; Ctrl/Cmd-click
 * adds it to the selection or takes it out.
 */
export function clickSelection(selected: ReadonlySet<string>, id: string, toggle: boolean): Set<string> {
  if (!toggle) return new Set([id]);
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection without items that are gone (sold, or filtered out of the inventory). */
export function pruneSelection(selected: ReadonlySet<string>, present: Iterable<string>): Set<string> {
  const keep = new Set(present);
  return new Set([...selected].filter((id) => keep.has(id)));
}
