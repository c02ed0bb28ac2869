/* Pharaoh's Table: the service worker (offline play, installable app).
 *
 * This is a template: tools/build_site.py (and tools/serve.py for the source tree) serves it
 * as ./sw.js at the site's root, with SITE filled in: every file of the site with its SHA-256
 * and size, and a version (a hash of that list).  Nothing here is listed by hand.
 *
 * - Install: every file goes into one cache named after the version, checked against its
 *   hash (a stale copy from the HTTP cache or a half-done deploy is fetched again, then
 *   refused: the version never installs, the old one keeps serving).  A file with the same
 *   hash in an older version's cache is copied from there, so an update downloads only what
 *   changed.  An interrupted install resumes where it stopped.
 * - Fetch: a listed file is answered from this version's cache, with no network round trip;
 *   anything else goes to the network as if there were no worker.
 * - Updates: a new version installs in the background and then waits.  The page
 *   (static/offline.js) switches to it when the player says so, or at the next visit; then
 *   the old caches are removed.  One worker serves one version, so files are never mixed.
 *
 * Messages from the page: {type: "status"} -> {version, complete, files, bytes} on the
 * port given; {type: "windows"} -> the number of open pages of the site; {type: "skip-waiting"}.
 * Messages to the pages: {type: "progress", version, done, total, bytes}.
 */
"use strict";

const SITE = null; // filled in by tools/build_site.py
const PREFIX = "pharaoh-";
const CACHE = SITE ? PREFIX + SITE.version : null;
const SCOPE = new URL("./", self.location.href).href;
const LIST = "__files__"; // the cache's list of what it holds, written when it is complete
const PARALLEL = 4;

/** The site path of a request ("index.html" for the site's root), or null if it is not ours. */
function sitePath(url) {
  const parsed = new URL(url);
  const plain = parsed.origin + parsed.pathname;
  if (!plain.startsWith(SCOPE)) return null;
  let path;
  try {
    path = decodeURIComponent(plain.slice(SCOPE.length));
  } catch (error) {
    return null;
  }
  if (path === "") path = "index.html";
  return Object.prototype.hasOwnProperty.call(SITE.files, path) ? path : null;
}

function urlOf(path) {
  return new URL(path, SCOPE).href;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function broadcast(message) {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/** The lists of the other versions' complete caches: [cache, {path: [hash, size]}]. */
async function olderCaches() {
  const found = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const list = await cache.match(LIST);
    if (list) found.push([cache, (await list.json()).files || {}]);
  }
  return found;
}

/** A response for `path` whose body has the listed hash, fetched (at most twice) or refused. */
async function fetchChecked(path, hash) {
  // First as the HTTP cache allows (cheap right after a visit), then past it.
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(urlOf(path), { cache: mode, credentials: "same-origin" });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    if ((await sha256(await response.clone().arrayBuffer())) === hash) return response;
  }
  throw new Error(`${path}: not the file of version ${SITE.version} (a deploy under way?)`);
}

async function precache() {
  const cache = await caches.open(CACHE);
  if (await cache.match(LIST)) return;
  const older = await olderCaches();
  const entries = Object.entries(SITE.files);
  const total = entries.length;
  let done = 0;
  let bytes = 0;
  let told = 0;
  const tell = (force) => {
    const now = Date.now();
    if (!force && now - told < 250) return;
    told = now;
    broadcast({ type: "progress", version: SITE.version, done, total, bytes });
  };
  const one = async ([path, [hash, size]]) => {
    const url = urlOf(path);
    if (!(await cache.match(url))) {
      let response = null;
      for (const [oldCache, oldFiles] of older) {
        if (oldFiles[path] && oldFiles[path][0] === hash) {
          response = await oldCache.match(url);
          if (response) break;
        }
      }
      await cache.put(url, response || (await fetchChecked(path, hash)));
    }
    done += 1;
    bytes += size;
    tell(false);
  };
  const queue = entries.slice();
  const lanes = Array.from({ length: PARALLEL }, async () => {
    while (queue.length) await one(queue.shift());
  });
  await Promise.all(lanes);
  await cache.put(LIST, new Response(JSON.stringify({ version: SITE.version, files: SITE.files })));
  tell(true);
}

self.addEventListener("install", (event) => {
  if (!SITE) throw new Error("sw.js is a template: serve the built site (tools/build_site.py)");
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // A first visit's page is served from this version from now on (its later loads: the
      // bot worker, pydantic), and an update found while it runs waits for the player.
      await self.clients.claim();
    })()
  );
});

let opened = null;

async function answer(request, path) {
  opened = opened || caches.open(CACHE);
  const hit = await (await opened).match(urlOf(path));
  // A cache the browser evicted in part: the network, as without a worker.
  return hit || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (!SITE || request.method !== "GET" || request.headers.has("range")) return;
  const path = sitePath(request.url);
  if (path) event.respondWith(answer(request, path));
});

async function status() {
  const cache = await caches.open(CACHE);
  const complete = Boolean(await cache.match(LIST));
  const sizes = Object.values(SITE.files).map((entry) => entry[1]);
  return {
    version: SITE.version,
    complete,
    files: sizes.length,
    bytes: sizes.reduce((a, b) => a + b, 0),
  };
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  const port = event.ports && event.ports[0];
  if (data.type === "skip-waiting") {
    self.skipWaiting();
  } else if (data.type === "status" && port && SITE) {
    event.waitUntil(status().then((s) => port.postMessage(s)));
  } else if (data.type === "windows" && port) {
    event.waitUntil(
      self.clients
        .matchAll({ type: "window", includeUncontrolled: true })
        .then((pages) => port.postMessage({ windows: pages.length }))
    );
  }
});
