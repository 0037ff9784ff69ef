import { forgetBorn, keepBorn, readBorn } from "./born-games";
import { sendBorn } from "./send-born";

// A game started on this phone reaches the server before its rounds (docs/decisions/036-table-on-the-phone.md): the
// rounds name the phone's ids, so the create must land first. A refusal is kept on the game (shown by the shell,
// app/play), never dropped; the rounds then wait with it.

/** `sent`: the server has the game (or never needed it); `unreachable`: try later; `refused`: the person decides. */
export type BornFirst = "sent" | "unreachable" | "refused";

export async function sendBornFirst(sessionId: string): Promise<BornFirst> {
  const born = await readBorn(sessionId);
  if (!born) return "sent";
  if (born.refused) return "refused";
  const sent = await sendBorn(born);
  if (sent.ok) {
    await forgetBorn(sessionId);
    return "sent";
  }
  if (sent.network) return "unreachable";
  await keepBorn({ ...born, refused: { code: sent.code, message: sent.message } });
  return "refused";
}
