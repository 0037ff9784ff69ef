import { Name } from "../ui/name";

/**
 * Who deals and who starts a round, side by side: the scoreboard's "next round" box, as the server renders it and as
 * a phone with waiting rounds works it out (components/offline/queued-next-round.tsx). No hooks: it renders on both.
 */
export function NextRoundLine({
  dealer,
  starter,
  labels,
  testId,
}: {
  dealer: string | undefined;
  starter: string | undefined;
  labels: { dealer: string; starter: string };
  /** Prefix of the cells' test ids (`<testId>-dealer`, `<testId>-starter`); none when left out. */
  testId?: string;
}) {
  const cells = [
    { key: "dealer", label: labels.dealer, name: dealer },
    { key: "starter", label: labels.starter, name: starter },
  ];
  return (
    // Side by side at normal text; one under the other once a card would be narrower than 9rem (large text), with
    // less padding and the name a size smaller when the list is narrower than 16rem, so a long name keeps its word whole.
    <dl className="@container mt-2 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2 text-lg">
      {cells.map((cell) => (
        <div key={cell.key} className="rounded-xl bg-stone-50 p-2 @max-3xs:px-[8px]">
          <dt className="text-sm text-stone-600">{cell.label}</dt>
          <dd className="font-bold @max-3xs:text-base" data-testid={testId ? `${testId}-${cell.key}` : undefined}>
            <Name>{cell.name}</Name>
          </dd>
        </div>
      ))}
    </dl>
  );
}
