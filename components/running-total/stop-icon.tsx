/** A raised hand for a refused play: drawn, since emoji fonts are missing on some phones. */
export function StopIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9L7.9 2Zm-.9 9v2h10v-2H7Z" />
    </svg>
  );
}
