// The offline page's "Try again" button (components/pages/device-pages.tsx): loads the address again, which the
// service worker answers from the network once there is one.

export function initRetry(doc: Document = document): () => void {
  const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-retry]')];
  const reload = () => doc.defaultView?.location.reload();
  for (const button of buttons) button.addEventListener('click', reload);
  return () => buttons.forEach((button) => button.removeEventListener('click', reload));
}
