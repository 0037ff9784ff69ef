// Names without zod, so a browser page comparing names (the set-up form's roster) does not download zod.
// Re-exported by schema.ts, where the name schemas use them.

// Bidi controls (marks, embeddings, overrides, isolates) let a name reverse the text around it on a page or in a CSV:
// they are dropped. Pages isolate each name with <bdi> (components/ui/name.tsx), so a right-to-left name needs none.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A name as stored: bidi controls dropped, NFC (an "é" typed as e + accent is one character), trimmed. */
export function cleanName(name: string): string {
  return name.replace(BIDI_CONTROLS, "").normalize("NFC").trim();
}

/** Names in one session (and one league) are distinct, ignoring case, surrounding spaces and how they were typed. */
export function nameKey(name: string): string {
  // Without characters that draw as nothing, so "Ann" and "Ann" with a zero-width space in it are one name.
  return cleanName(name).replace(INVISIBLE, "").toLocaleLowerCase();
}
