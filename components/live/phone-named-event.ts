/**
 * Said on the window when this phone's name changes (this-phone-line.tsx), so a round form open on it tells the other
 * phones at once (presence-beacon.tsx). Its own module: the beacon loads with every form, the line only when needed.
 */
export const PHONE_NAMED_EVENT = "deckside:phone-named";
