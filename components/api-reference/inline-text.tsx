import { Fragment } from "react";

// The document's texts use a little Markdown: `code` and **bold**, paragraphs split by blank lines.

export function InlineText({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part}`;
        if (part.startsWith("`") && part.endsWith("`") && part.length > 1) {
          return (
            <code key={key} className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] break-words">
              {part.slice(1, -1)}
            </code>
          );
        }
        if (part.startsWith("**") && part.endsWith("**")) return <strong key={key}>{part.slice(2, -2)}</strong>;
        return <Fragment key={key}>{part}</Fragment>;
      })}
    </>
  );
}

export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`space-y-2 ${className}`}>
      {text.split(/\n\n+/).map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
