/* Pharaoh's Table: the boot shim.
 *
 * Runs before PyScript (a `defer` script ahead of the core module) and owns the #boot
 * overlay: a progress bar fed by real events (bytes of the big runtime downloads, finished
 * resources, PyScript's `py:progress` steps) and moved by CSS transitions that run on the
 * compositor, so it keeps moving while Python's start-up blocks the main thread.
 *
 * The contract with Python (pharaoh.web):
 *   window.pharaohReady()          call once the menu is on screen: hides the overlay, sets
 *                                  document.body.dataset.ready = "1" and records
 *                                  window.__pharaohReadyAt = performance.now() (for the bench).
 *   window.pharaohBootStatus(text) optional: replace the overlay's status line.
 * Set by this shim: document.body.dataset.python = "1" and window.__pharaohPythonAt when the
 * interpreter is up (py:ready), window.__pharaohMainDoneAt when py/main.py has run (py:done),
 * and document.body.dataset.boot = "failed" if start-up failed.
 *
 * window.pharaohReady() also fires a "pharaoh:ready" event on window (static/offline.js waits
 * for it before it registers the service worker).  The web app manifest's link is switched
 * to the page's language (manifest.en.webmanifest for English).
 *
 * Boot stages for the bench: window.pharaohMark(name) appends [name, performance.now()] to
 * window.__pharaohStages; this shim marks PyScript's steps, interpreter.mjs and py/main.py
 * mark theirs.
 */
(function () {
  "use strict";

  var overlay = document.getElementById("boot");
  var fill = document.getElementById("boot-fill");
  var creep = document.getElementById("boot-creep");
  var status = document.getElementById("boot-status");
  var body = document.body;
  var lang = (navigator.language || "en").toLowerCase().indexOf("de") === 0 ? "de" : "en";
  try {
    var chosen = window.localStorage.getItem("pharaoh:lang");
    if (chosen === "de" || chosen === "en") lang = chosen;
  } catch (e) {
    /* storage blocked: the browser's language */
  }
  var manifestLink = document.querySelector('link[rel="manifest"]');
  if (manifestLink && lang === "en") manifestLink.setAttribute("href", "./manifest.en.webmanifest");
  var TEXT = {
    de: {
      start: "Die Grabkammer wird geöffnet …",
      download: "Lade Python …",
      compile: "Python erwacht …",
      files: "Lade die Spiele …",
      app: "Fast bereit …",
      slow: "Das dauert länger als sonst …",
      failed: "Der Start ist fehlgeschlagen. Bitte neu laden.",
    },
    en: {
      start: "Opening the tomb …",
      download: "Loading Python …",
      compile: "Python awakens …",
      files: "Loading the games …",
      app: "Almost ready …",
      slow: "This takes longer than usual …",
      failed: "Start-up failed. Please reload.",
    },
  }[lang];

  var stages = (window.__pharaohStages = window.__pharaohStages || []);
  window.pharaohMark = function (name) {
    stages.push([String(name), performance.now()]);
    step(String(name));
  };

  var ready = false;
  var failed = false;
  var floor = 0; // progress confirmed by real events, 0..1

  function say(text) {
    if (status && !failed) status.textContent = text;
  }

  function scaleOf(element) {
    // The fraction an element shows now (an animation may be under way).
    var m = /matrix\(([^,]+)/.exec(getComputedStyle(element).transform || "");
    return m ? parseFloat(m[1]) : 0;
  }

  // Two bars of the same colour, one over the other: the visible length is the larger one.
  // `fill` shows progress confirmed by real events (short transition); `creep` runs a long
  // animation towards where the current step is expected to end.  A transform animation runs
  // on the compositor, so the bar keeps moving while Python's start-up blocks the main thread.
  var creepAnimation = null;

  function progress(value) {
    if (ready || failed || !fill) return;
    if (value <= floor) return;
    floor = Math.min(value, 1);
    fill.style.transform = "scaleX(" + floor.toFixed(4) + ")";
  }

  function creepTowards(target, ms) {
    if (ready || failed || !creep || !creep.animate) return;
    var from = Math.max(floor, scaleOf(creep));
    if (target <= from) return;
    var next = creep.animate(
      [{ transform: "scaleX(" + from.toFixed(4) + ")" }, { transform: "scaleX(" + target.toFixed(4) + ")" }],
      { duration: ms, easing: "cubic-bezier(0.15, 0.6, 0.4, 1)", fill: "forwards" }
    );
    if (creepAnimation) creepAnimation.cancel();
    creepAnimation = next;
  }

  // ---- downloads: bytes of the big files, counted on a clone of each response -----------
  var DOWNLOADS = {
    // file name: [share of the bar, approximate size when the server compresses]
    "pyodide.asm.wasm": [0.3, 9.6e6],
    "memory-snapshot.bin": [0.12, 5.0e6],
    "python_stdlib.zip": [0.08, 4.6e6],
    "pyodide.asm.mjs": [0.05, 1.3e6],
  };
  var DOWNLOAD_START = 0.06;
  var received = {};

  function downloadProgress() {
    var total = DOWNLOAD_START;
    for (var name in DOWNLOADS) total += DOWNLOADS[name][0] * Math.min(received[name] || 0, 1);
    progress(total);
  }

  function fileName(url) {
    var path = String(url).split(/[?#]/)[0];
    return path.slice(path.lastIndexOf("/") + 1);
  }

  var realFetch = window.fetch;
  if (realFetch) {
    window.fetch = function (input, init) {
      var promise = realFetch.apply(this, arguments);
      var name = fileName(input && input.url ? input.url : input);
      if (!DOWNLOADS[name] || ready) return promise;
      return promise.then(function (response) {
        try {
          if (response.ok && response.body) {
            var size = +response.headers.get("content-length");
            if (!size || response.headers.get("content-encoding")) size = DOWNLOADS[name][1];
            var reader = response.clone().body.getReader();
            var got = 0;
            var pump = function (chunk) {
              if (chunk.done) {
                received[name] = 1;
                downloadProgress();
                return;
              }
              got += chunk.value.byteLength;
              received[name] = Math.min(got / size, 0.99);
              downloadProgress();
              return reader.read().then(pump);
            };
            reader.read().then(pump).catch(function () {});
          }
        } catch (e) {
          /* progress is cosmetic: never break the download */
        }
        return response; // the original response: streaming compile and code caching intact
      });
    };
  }

  // Files fetched by import() do not pass through fetch: count them when they finish.
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          var name = fileName(entry.name);
          if (DOWNLOADS[name] && !(received[name] >= 1)) {
            received[name] = 1;
            downloadProgress();
          }
        });
      }).observe({ type: "resource", buffered: true });
    } catch (e) {
      /* old browser: the py:progress steps still move the bar */
    }
  }

  // ---- the boot's steps: [reached, creep towards, in ms, status text] ------------------
  // static/interpreter.mjs starts Python at first paint and marks its stages; PyScript's own
  // steps then mostly come after Python is up, and a step behind the bar is ignored.
  var STEPS = {
    "interpreter: start": [0.06, 0.78, 3000, "download"],
    "snapshot: inflated": [0.5, 0.78, 1200, "compile"],
    "interpreter: up": [0.8, 0.88, 1500, "files"],
    "package: unpacked": [0.86],
    "pyscript: Loading Pyodide": [0.06, 0.45, 2500, "download"],
    "pyscript: Loading interpreter": [0.1, 0.8, 7000, "compile"],
    "pyscript: Loaded interpreter": [0.8, 0.86, 1000, "files"],
    "pyscript: Loaded Pyodide": [0.9, 0.97, 3000, "app"],
  };
  function step(name) {
    var s = STEPS[name];
    if (!s || s[0] < floor) return;
    if (s[3]) say(TEXT[s[3]]);
    progress(s[0]);
    if (s[1]) creepTowards(s[1], s[2]);
  }
  window.addEventListener("py:progress", function (event) {
    window.pharaohMark("pyscript: " + event.detail);
  });

  // The interpreter is up and the entry script is about to run (bubbles from its <script>).
  document.addEventListener("py:ready", function (event) {
    if (event.detail && event.detail.worker) return;
    if (!window.__pharaohPythonAt) window.__pharaohPythonAt = performance.now();
    window.pharaohMark("py:ready");
    body.dataset.python = "1";
    progress(0.93);
    creepTowards(0.98, 4000);
  });

  // The entry script (py/main.py) has run to its end (the app may still be starting).
  document.addEventListener("py:done", function (event) {
    if (event.detail && event.detail.worker) return;
    if (!window.__pharaohMainDoneAt) window.__pharaohMainDoneAt = performance.now();
    window.pharaohMark("py:done");
  });

  // ---- failure ------------------------------------------------------------------------
  function fail(reason) {
    if (ready || failed) return;
    failed = true;
    if (creepAnimation) creepAnimation.pause();
    body.dataset.boot = "failed";
    if (overlay) overlay.classList.add("failed");
    if (status) status.textContent = TEXT.failed + (reason ? " (" + reason + ")" : "");
  }
  window.addEventListener("error", function (event) {
    fail(event.message || "error");
  });
  window.addEventListener("unhandledrejection", function (event) {
    fail(String((event.reason && event.reason.message) || event.reason || "error").slice(0, 200));
  });
  // PyScript shows Python errors as .py-error elements: a traceback before ready is fatal.
  if (window.MutationObserver) {
    new MutationObserver(function (records, observer) {
      if (ready) return observer.disconnect();
      if (document.querySelector(".py-error")) fail("Python");
    }).observe(body, { childList: true, subtree: true });
  }
  setTimeout(function () {
    if (!ready) say(TEXT.slow);
  }, 45000);

  // ---- the contract with Python -------------------------------------------------------
  window.pharaohBootStatus = function (text) {
    say(String(text));
  };

  window.pharaohReady = function () {
    if (ready) return;
    window.__pharaohReadyAt = performance.now();
    window.pharaohMark("menu up");
    if (fill) fill.style.transform = "scaleX(1)";
    ready = true;
    body.dataset.ready = "1";
    try {
      window.dispatchEvent(new Event("pharaoh:ready"));
    } catch (e) {
      /* an old browser: no offline copy, the game still runs */
    }
    if (overlay) {
      overlay.setAttribute("aria-busy", "false");
      overlay.classList.add("done");
      setTimeout(function () {
        overlay.hidden = true;
      }, 450);
    }
  };

  window.pharaohMark("boot.js");
  say(TEXT.start);
  progress(0.03);
})();
