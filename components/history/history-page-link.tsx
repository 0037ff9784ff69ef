import { LinkButton } from "../ui/button";

/** The way to the history's earlier or later page: a full-width button a thumb finds. "latest": no `before`. */
export function HistoryPageLink({
  sessionId,
  before,
  label,
  rel,
}: {
  sessionId: string;
  before: number | "latest";
  label: string;
  rel: "prev" | "next";
}) {
  const base = `/sessions/${sessionId}/history`;
  return (
    <LinkButton
      href={before === "latest" ? base : `${base}?before=${before}`}
      rel={rel}
      variant="secondary"
      className="w-full"
      data-testid={`history-${rel === "prev" ? "older" : "newer"}`}
    >
      {label}
    </LinkButton>
  );
}
