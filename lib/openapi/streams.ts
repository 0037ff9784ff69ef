// The event streams' format, as text for the document (docs/api-additions.md is the longer version).

export const EVENT_STREAM_TEXT =
  "`Content-Type: text/event-stream`. Standard SSE blocks: `id:` (where given), `event:`, one `data:` line of " +
  "JSON, a blank line. Starts with `retry: 2000`; a comment `: heartbeat <ISO time>` every 15 s while quiet; the " +
  "server closes a stream after 30 minutes and EventSource reconnects and resumes with `Last-Event-ID`. No token.";

export const SESSION_EVENTS = [
  "Events: `change` (id: version) one round change as the history lists it, plus `version`;",
  "`ready` (id: version) `{ sessionId, version }`: caught up and listening;",
  "`resync` (id: version) `{ version }`: the missed changes cannot be replayed (more than 200), reload;",
  "`filed` `{ leagueId }`; `rematch` `{ sessionId }` (the new game); `deleted` `{ sessionId }`, then the stream ends.",
  "`presence` `{ phones: [{ phone, device, label, round, editing, name? }] }`: the phones with a round form open now",
  "(`name`: the phone's own name, when it gave one), sent",
  "when the list changes and after `ready` when it is not empty (no id, not replayed).",
  "Resume with `Last-Event-ID` or `?since=<version>`: every change after it, then `ready`.",
].join(" ");

export const LEAGUE_EVENTS = [
  "Events (id: server time in ms): `ready` `{ leagueId }`;",
  "`change` `{ sessionId, version, what: round | created | filed | deleted, kind?, round?, status? }` (a game changed),",
  "or `{ what: renamed, member, name }` / `{ what: merged, member, into }` (a member renamed or merged into another);",
  "`resync` `{ leagueId }`: reload the league (a resumed league stream always starts with it).",
].join(" ");
