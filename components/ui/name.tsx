/**
 * A player's, member's or league's name, isolated from the text around it: a right-to-left name (or one ending in
 * digits) cannot reorder a score or a label next to it. Names inside translated sentences stay plain text.
 */
export function Name({ children }: { children?: string }) {
  return <bdi>{children}</bdi>;
}
