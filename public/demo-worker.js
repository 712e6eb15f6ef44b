/* global importScripts, activeClientIds */
/*
 * The demo backend's service worker: MSW's own worker (mockServiceWorker.js, kept as `msw init` writes it), made to
 * keep answering a page for as long as the page is there:
 * - MSW's page says CLIENT_CLOSED on `beforeunload`, and its worker stops answering that page at once. The page lives
 *   on for a while (the next document is still loading; a cancelled unload keeps it for good), and a request it
 *   sends meanwhile went past the worker to the network: a 404, or under `vite preview` a stranger's 401 that signed
 *   the person out. Here a page stays known until it is really gone (pruned when the next page starts mocking).
 * - Nor does the worker unregister itself when its last page closes: on a full load the last page closes before the
 *   next one arrives, which would come up without a controller and be reloaded by MSW, cancelling what the person
 *   started meanwhile.
 * - A worker the browser stopped and restarted has forgotten its pages: each page's keep-alive (every 5 s) tells it
 *   again.
 * - Only the API is the demo backend's: every other request (the app's scripts, styles, fonts, images) goes straight
 *   to the network and the browser's cache. MSW would send each one to the page, which matched it against every
 *   handler on the main thread before letting it pass (0.4 s of a signed-in load's 2 s).
 */
addEventListener('message', (event) => {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
});
addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith('/api/')) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');

addEventListener('message', (event) => {
  const id = event.source && event.source.id;
  if (!id) return;
  if (event.data === 'KEEPALIVE_REQUEST') activeClientIds.add(id);
  if (event.data === 'MOCK_ACTIVATE')
    event.waitUntil(
      self.clients.matchAll({ includeUncontrolled: true }).then((pages) => {
        const live = new Set(pages.map((page) => page.id));
        for (const known of activeClientIds) if (!live.has(known)) activeClientIds.delete(known);
      }),
    );
});
