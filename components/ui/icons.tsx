// Inline icons: they render the same on every phone, unlike emoji fonts.
type IconProps = { className?: string };

export function TrophyIcon({ className = "size-6" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M6 2h12v2h3v3a5 5 0 0 1-4.6 5A6 6 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A6 6 0 0 1 7.6 12 5 5 0 0 1 3 7V4h3V2Zm0 4H5v1a3 3 0 0 0 1.4 2.5A6 6 0 0 1 6 8V6Zm12 0v2a6 6 0 0 1-.4 1.5A3 3 0 0 0 19 7V6h-1Z" />
    </svg>
  );
}

export function CrownIcon({ className = "size-5" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7Zm2 13h14v2H5v-2Z" />
    </svg>
  );
}

export function LogoIcon({ className = "size-7" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <rect x="4" y="2" width="16" height="20" rx="2.5" fill="white" />
      <path
        d="M12 6c-1.8 2.2-4.5 3.6-4.5 6a2.3 2.3 0 0 0 4 1.5L10.7 17h2.6l-.8-3.5a2.3 2.3 0 0 0 4-1.5c0-2.4-2.7-3.8-4.5-6Z"
        fill="#124c33"
      />
    </svg>
  );
}

/** Direction of play: clockwise, or mirrored for counter-clockwise. */
export function DirectionIcon({ clockwise, className = "size-7" }: IconProps & { clockwise: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`${className} ${clockwise ? "" : "-scale-x-100"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
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
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 8h14l-4-4M20 16H6l4 4" />
    </svg>
  );
}

/** A raised hand for a refused play: drawn, since emoji fonts are missing on some phones. */
export function StopIcon({ className = "size-6" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9L7.9 2Zm-.9 9v2h10v-2H7Z" />
    </svg>
  );
}
