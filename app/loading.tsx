export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-16">
      <span className="size-10 animate-spin rounded-full border-4 border-felt-100 border-t-felt-700" />
      <span className="sr-only">…</span>
    </div>
  );
}
