/**
 * A checkbox drawn as an on/off switch (a track with a sliding knob), for `<input type="checkbox" role="switch">`:
 * a bare checkbox beside a setting read as a tick-box form field, not as a setting that is on or off. The knob is
 * the panel colour, so it stands out on the track in light and in dark (the ramps turn over, app/globals.css). Sized
 * in pixels, not rem: at 200 % text a switch twice as wide took the room of its label's words, which then broke
 * mid-word (the label around it is the 44 px target).
 */
export const SWITCH_CLASS =
  "relative h-[32px] w-[56px] shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors " +
  "before:absolute before:left-[4px] before:top-[4px] before:size-[24px] before:rounded-full before:bg-white " +
  "before:shadow before:transition-transform checked:bg-felt-700 checked:before:translate-x-[24px] " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 " +
  "disabled:cursor-not-allowed disabled:opacity-50";
