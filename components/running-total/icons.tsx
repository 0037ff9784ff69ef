// Icons for the referee: they render the same on every phone, unlike arrow and emoji glyphs.
type IconProps = { className?: string };

/** Direction of play: clockwise, or mirrored for counter-clockwise. */
export function DirectionIcon({ clockwise, className = "size-7" }: IconProps & { clockwise: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`${className} ${clockwise ? "" : "-scale-x-100"}`} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 12a8 8 0 1 1-2.6-5.9" />
      <path d="M20 3v5h-5" />
    </svg>
  );
}

/** A skip: the next player's turn is jumped over. */
export function SkipIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M3 5l8 7-8 7V5Zm9 0l8 7-8 7V5Z" />
      <rect x="20" y="5" width="2.5" height="14" rx="1" />
    </svg>
  );
}

/** A reverse: the direction of play turns round. */
export function ReverseIcon({ className = "size-4" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 8h14l-4-4M20 16H6l4 4" />
    </svg>
  );
}
