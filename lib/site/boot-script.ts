// The one inline script in <head>, run before the body is parsed:
// - marks <html data-js> so CSS can tell the no-JavaScript case apart (the nav bar stays solid);
// - catches every <img> load error (errors do not bubble, so listen in the capture phase) and marks
//   the image data-broken, which CSS hides so the styled placeholder behind it shows instead of the
//   browser's broken-image icon. It runs before any image starts loading, so none is missed;
// - marks <html data-query> when the address carries a search (?q=…), so /search reserves the room
//   its results will fill and lays out nothing below them until they are in (app/globals.css): their
//   arrival moves nothing a visitor can see (layout shift). The search marks <html data-searched>
//   when done; should its script never run, this marks it after SEARCH_WAIT_MS, so the page is whole.
export const SEARCH_WAIT_MS = 4000;
export const BOOT_SCRIPT =
  "var d=document.documentElement;d.setAttribute('data-js','');" +
  `if(/[?&]q=[^&]/.test(location.search)){d.setAttribute('data-query','');setTimeout(function(){d.setAttribute('data-searched','')},${SEARCH_WAIT_MS})}` +
  "addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true);";
