/* global importScripts */
/*
 * The demo backend's service worker: MSW's own worker (mockServiceWorker.js, kept as `msw init` writes it), except
 * that it stays registered. MSW's worker unregisters itself when its last page closes, and on a full load (an address
 * typed, a reload, the language switch) the last page closes before the next one arrives: the next page then comes
 * up without a controller, MSW reloads it, and that reload cancels whatever the person started meanwhile (the next
 * address, a menu choice). A worker that stays registered answers the next page from its first request.
 */
self.registration.unregister = () => Promise.resolve(false);
importScripts('./mockServiceWorker.js');
