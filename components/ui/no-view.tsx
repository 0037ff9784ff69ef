/** A component that shows nothing: what a code-only `dynamic()` part resolves to. */
export function NoView() {
  return null;
}
