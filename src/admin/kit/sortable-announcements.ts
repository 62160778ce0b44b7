// What dnd-kit's live region says while a sortable list is reordered from the
// keyboard, by position ("slide 2 of 3"), the way a keyboard user counts the
// list. `noun` names the items: "block", "slide".
type Id = string | number;

export function sortableAnnouncements(ids: readonly string[], noun: string) {
  const at = (id: Id) => ids.indexOf(String(id)) + 1;
  const n = ids.length;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    onDragStart: ({ active }: { active: { id: Id } }) =>
      `Picked up ${noun} ${at(active.id)} of ${n}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over
        ? `${Noun} ${at(active.id)} is over position ${at(over.id)} of ${n}.`
        : `${Noun} ${at(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over
        ? `${Noun} ${at(active.id)} was dropped at position ${at(over.id)} of ${n}.`
        : `${Noun} ${at(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }: { active: { id: Id } }) => `Moving ${noun} ${at(active.id)} was cancelled.`,
  };
}
