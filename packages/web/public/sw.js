// Fenestra service worker. It caches nothing yet; it exists so that a new deployment is noticed
// (the page checks hourly) and takes over cleanly when the page asks (SPEC §4 update flow).
self.addEventListener("install", () => {
  // Wait: the page decides when the new version takes over.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});
