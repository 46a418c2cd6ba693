// The one inline script in <head>, run before the body is parsed:
// - marks <html data-js> so CSS can tell the no-JavaScript case apart (the nav bar stays solid);
// - catches every <img> load error (errors do not bubble, so listen in the capture phase) and marks
//   the image data-broken, which CSS hides so the styled placeholder behind it shows instead of the
//   browser's broken-image icon. It runs before any image starts loading, so none is missed;
// - marks <html data-query> when the address carries a search (?q=…), so /search reserves the room
//   its results will fill before they arrive, and nothing below them jumps (layout shift).
export const BOOT_SCRIPT =
  "document.documentElement.setAttribute('data-js','');" +
  "if(/[?&]q=[^&]/.test(location.search))document.documentElement.setAttribute('data-query','');" +
  "addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true);";
