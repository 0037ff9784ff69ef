/** An error shown next to its field; announced to screen readers as it appears. */
export function FieldError({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} aria-live="polite" className="empty:hidden">
      {messages.map((message) => (
        <p key={message} className="mt-1 flex gap-1 text-base font-medium text-red-700">
          <span aria-hidden>⚠</span>
          {message}
        </p>
      ))}
    </div>
  );
}
