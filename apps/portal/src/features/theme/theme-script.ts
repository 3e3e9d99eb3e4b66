import {
  APPLIED_THEMES,
  CURRENT_THEME_STORAGE_KEY,
  THEME_QUERY_PARAMETER,
  THEME_STORAGE_KEY,
} from './resolve-theme';

/**
 * Runs in <head> before the first paint, so a stored or requested theme never flashes the default.
 * The server renders <html data-theme> with the business default; this applies resolveTheme's order
 * (query, then currentTheme, then theme, then that default). theme-script.test.ts checks it against
 * resolveTheme. Kept as plain ES5 so it needs no bundling.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var d=document.documentElement,ok=${JSON.stringify(APPLIED_THEMES)},s=null,c=null;try{s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});c=localStorage.getItem(${JSON.stringify(CURRENT_THEME_STORAGE_KEY)})}catch(e){}var q=new URLSearchParams(location.search).get(${JSON.stringify(THEME_QUERY_PARAMETER)});var t=ok.indexOf(q)>=0?q:ok.indexOf(c)>=0?c:(s==="light"||s==="dark")?s:d.getAttribute("data-theme");if(ok.indexOf(t)<0)t="light";d.setAttribute("data-theme",t);if(t==="light")d.classList.remove("dark");else d.classList.add("dark");d.style.colorScheme=t==="light"?"light":"dark"}catch(e){}})();`;
