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
    <dl className="mt-2 grid grid-cols-2 gap-2 text-lg">
      {cells.map((cell) => (
        <div key={cell.key} className="rounded-xl bg-stone-50 p-2">
          <dt className="text-sm text-stone-600">{cell.label}</dt>
          <dd className="font-bold" data-testid={testId ? `${testId}-${cell.key}` : undefined}>
            <Name>{cell.name}</Name>
          </dd>
        </div>
      ))}
    </dl>
  );
}
