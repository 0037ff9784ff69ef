import { SCOREBOARD_COOKIES } from "@/lib/page-cookies";
import { THEME_KEY } from "./theme/theme-choice";

// The one script in the page's head (app/layout.tsx), run before anything is painted:
// - the light/dark choice (components/theme/theme-choice.ts): the page paints in the chosen scheme at once, with no
//   flash of the other, and "system" follows the phone's setting as it changes;
// - the phone's time zone, told to the server in a cookie so every date and time is rendered in it
//   (lib/i18n/time-zone.ts). The page names the zone it was rendered in (data-tz): when that is not the phone's (the
//   phone's first page, or a trip), the page reloads once before it is shown, so no wrong time is ever seen. Once per
//   zone in a tab: a page that cannot render anew (the offline copy) is then shown as it is.
const TZ_COOKIE = SCOREBOARD_COOKIES.timeZone();

export const HEAD_SCRIPT = `(function(){
var d=document.documentElement;
try{
var m=matchMedia("(prefers-color-scheme: dark)");
var apply=function(){var t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_KEY)});}catch(e){}d.dataset.theme=t==="dark"||(t!=="light"&&m.matches)?"dark":"light";};
apply();m.addEventListener("change",apply);
}catch(e){}
try{
var z=Intl.DateTimeFormat().resolvedOptions().timeZone;
if(z){
document.cookie=${JSON.stringify(`${TZ_COOKIE}=`)}+z+";path=/;max-age=31536000;samesite=lax";
var used=d.getAttribute("data-tz"),k=${JSON.stringify(`${TZ_COOKIE}-reload`)};
if(used&&used!==z&&document.cookie.indexOf(${JSON.stringify(`${TZ_COOKIE}=`)}+z)>=0&&sessionStorage.getItem(k)!==z){
sessionStorage.setItem(k,z);d.style.visibility="hidden";location.reload();}
}
}catch(e){}
})();`;
