/** Small labels under a player's name in a round form: who dealt, who started (or opened). */
export function SeatTags({ tags, inverted = false }: { tags: string[]; inverted?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <span className="mt-0.5 flex flex-wrap justify-center gap-1">
      {tags.map((tag) => (
        <span
          key={tag}
          className={`rounded-full px-2 text-xs font-semibold uppercase tracking-wide ${inverted ? "bg-white/20 text-white" : "bg-stone-200 text-stone-700"}`}
        >
          {tag}
        </span>
      ))}
    </span>
  );
}
