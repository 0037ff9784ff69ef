// A short buzz on save and a double one on a refused entry, where the phone can vibrate (navigator.vibrate:
// Android browsers; iOS Safari has none and nothing happens). Felt without looking up from the cards.

const PATTERNS: Record<"saved" | "refused", VibratePattern> = { saved: 25, refused: [70, 50, 70] };

export function buzz(kind: "saved" | "refused"): void {
  if (typeof navigator === "undefined" || typeof navigator.vibrate !== "function") return;
  // A browser may refuse (no user gesture yet, vibration turned off): that is fine, the screen says it too.
  navigator.vibrate(PATTERNS[kind]);
}
