/* Pharaoh's Table: the boot shim.
 *
 * Runs before PyScript (a `defer` script ahead of the core module) and owns the #boot
 * overlay: a progress bar that shows the bytes received of the bytes expected
 * (./static/downloads.json, written by tools/build_site.py) until the big downloads are in,
 * then the start-up stages; moved by CSS transitions and animations that run on the
 * compositor, so it keeps moving while Python's start-up blocks the main thread.
 * window.__pharaohDownload = {received, expected} (bytes, as sent gzipped) for the tests.
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
 * for it before it registers the service worker); each big download, once complete, a
 * "pharaoh:downloaded" event (detail: the file name; static/interpreter.mjs waits for the wasm).  The web app manifest's link is switched
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
  var LANGS = ["de", "en", "fr", "it"]; // pharaoh.web.i18n.LANGS
  var lang = (navigator.language || "en").toLowerCase().slice(0, 2);
  if (LANGS.indexOf(lang) < 0) lang = "en";
  try {
    var chosen = window.localStorage.getItem("pharaoh:lang");
    if (LANGS.indexOf(chosen) >= 0) lang = chosen;
  } catch (e) {
    /* storage blocked: the browser's language */
  }
  var manifestLink = document.querySelector('link[rel="manifest"]');
  if (manifestLink && lang !== "de") manifestLink.setAttribute("href", "./manifest." + lang + ".webmanifest");
  var TEXT = {
    de: {
      start: "Die Grabkammer wird geöffnet …",
      download: "Lade Python …",
      of: "von",
      compile: "Python erwacht …",
      files: "Lade die Spiele …",
      app: "Fast bereit …",
      slow: "Das dauert länger als sonst …",
      failed: "Der Start ist fehlgeschlagen. Bitte neu laden.",
    },
    en: {
      start: "Opening the tomb …",
      download: "Loading Python …",
      of: "of",
      compile: "Python awakens …",
      files: "Loading the games …",
      app: "Almost ready …",
      slow: "This takes longer than usual …",
      failed: "Start-up failed. Please reload.",
    },
    fr: {
      start: "Ouverture du tombeau …",
      download: "Chargement de Python …",
      of: "sur",
      compile: "Python s'éveille …",
      files: "Chargement des jeux …",
      app: "Presque prêt …",
      slow: "Cela prend plus de temps que d'habitude …",
      failed: "Le démarrage a échoué. Veuillez recharger la page.",
    },
    it: {
      start: "Si apre la tomba …",
      download: "Caricamento di Python …",
      of: "di",
      compile: "Python si risveglia …",
      files: "Caricamento dei giochi …",
      app: "Quasi pronto …",
      slow: "Ci vuole più del solito …",
      failed: "L'avvio non è riuscito. Ricarica la pagina.",
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

  // ---- downloads: bytes received of bytes expected -----------------------------------
  // Until the big files are in, the bar is their bytes received over the bytes expected
  // (static/downloads.json, written by tools/build_site.py: each file's size and what it
  // weighs gzipped on the wire), and the status line says how many MB of how many.  Then
  // the start-up stages below take the rest of the bar.
  var EXPECTED = {
    // file name: [bytes, bytes sent gzipped]; used when downloads.json is missing
    "pyodide.asm.wasm": [9.6e6, 3.5e6],
    "memory-snapshot.bin": [5.0e6, 5.0e6],
    "python_stdlib.zip": [4.5e6, 4.5e6],
    "python_stdlib_boot.zip": [1.2e6, 1.2e6],
    "pyodide.asm.mjs": [1.25e6, 0.26e6],
    "pharaoh.zip": [0.3e6, 0.3e6],
  };
  var wanted = null; // the files this boot downloads (pharaohExpect), else all of EXPECTED
  var DOWNLOAD_FROM = 0.03;
  var DOWNLOAD_TO = 0.75;
  var received = {}; // file name: bytes received (as the browser decoded them)
  var finished = {}; // file name: true once complete
  var downloading = true;
  var reached = 0; // the furthest start-up stage so far (a position on the bar)

  function megabytes(bytes) {
    var text = (bytes / 1e6).toFixed(1);
    return lang === "en" ? text : text.replace(".", ",");
  }

  function downloadProgress() {
    // The sizes can come after the downloads (a slow answer for downloads.json): the record
    // then still gets the real bytes, while the bar has moved on to the start-up stages.
    var record = !downloading;
    var have = 0;
    var total = 0;
    var sentHave = 0;
    var sentTotal = 0;
    var complete = true;
    for (var name in EXPECTED) {
      if (wanted && wanted.indexOf(name) < 0) continue;
      var size = EXPECTED[name][0];
      var share = finished[name] ? 1 : Math.min((received[name] || 0) / size, 0.99);
      if (!finished[name]) complete = false;
      have += share * size;
      total += size;
      sentHave += share * EXPECTED[name][1];
      sentTotal += EXPECTED[name][1];
    }
    window.__pharaohDownload = { received: Math.round(sentHave), expected: Math.round(sentTotal) };
    if (record) return;
    if (complete) {
      downloading = false;
      progress(DOWNLOAD_TO);
      stageReached(reached);
      return;
    }
    progress(DOWNLOAD_FROM + (DOWNLOAD_TO - DOWNLOAD_FROM) * (total ? have / total : 0));
    say(TEXT.download + " " + megabytes(sentHave) + " " + TEXT.of + " " + megabytes(sentTotal) + " MB");
  }

  // static/interpreter.mjs says which files this boot fetches: a first visit the boot's part
  // of the standard library and no snapshot, a later one the snapshot and the whole library.
  window.pharaohExpect = function (names) {
    wanted = names.slice();
    downloadProgress();
  };

  function finish(names) {
    names.forEach(function (name) {
      if (!EXPECTED[name] || finished[name]) return;
      finished[name] = true;
      try {
        // static/interpreter.mjs starts the package's download once the wasm's is done
        window.dispatchEvent(new CustomEvent("pharaoh:downloaded", { detail: name }));
      } catch (e) {
        /* an old browser: the package comes a little later */
      }
    });
    downloadProgress();
  }

  function fileName(url) {
    var path = String(url).split(/[?#]/)[0];
    return path.slice(path.lastIndexOf("/") + 1);
  }

  var realFetch = window.fetch;
  if (realFetch) {
    // The expected sizes; a site without the file keeps the estimates above.
    realFetch("./static/downloads.json")
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (data) {
        if (!data || !data.files) return;
        var sizes = {};
        for (var name in data.files) {
          var entry = data.files[name];
          if (entry && entry[0] > 0) sizes[name] = [+entry[0], +entry[1] || +entry[0]];
        }
        if (Object.keys(sizes).length) EXPECTED = sizes;
        downloadProgress();
      })
      .catch(function () {});
    window.fetch = function (input, init) {
      var promise = realFetch.apply(this, arguments);
      var name = fileName(input && input.url ? input.url : input);
      if (!EXPECTED[name] || !downloading) return promise;
      return promise.then(function (response) {
        try {
          if (response.ok && response.body) {
            var reader = response.clone().body.getReader();
            var got = 0;
            var pump = function (chunk) {
              if (chunk.done) return finish([name]);
              got += chunk.value.byteLength;
              received[name] = got;
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
          if (EXPECTED[name] && !finished[name]) finish([name]);
        });
      }).observe({ type: "resource", buffered: true });
    } catch (e) {
      /* old browser: the start-up stages still move the bar */
    }
  }

  // ---- the start-up stages: [position on the bar, status text, ms to the next stage] ----
  // static/interpreter.mjs starts Python at first paint and marks its stages; PyScript's own
  // steps mostly come after Python is up.  While the downloads run the bar shows bytes only;
  // a stage reached meanwhile moves it once they are in.  Between stages a slow creep
  // (a compositor animation) keeps the bar moving while Python blocks the main thread.
  var STEPS = {
    "snapshot: inflated": [0.78, "compile", 1200],
    "interpreter: up": [0.86, "files", 600],
    "package: unpacked": [0.88, "files", 1500],
    "pyscript: Loaded Pyodide": [0.9, "app", 1500],
    "py:ready": [0.93, "app", 1500],
    "main.py: start": [0.94, "app", 1500],
    "main.py: app imported": [0.97, "app", 1500],
  };
  // Stages that prove files are in even if their bytes were not seen (a cache, a refusal).
  var PROVES = {
    "interpreter: up": [
      "pyodide.asm.wasm",
      "pyodide.asm.mjs",
      "python_stdlib.zip",
      "python_stdlib_boot.zip",
      "memory-snapshot.bin",
    ],
    "package: unpacked": ["pharaoh.zip"],
  };

  function stageReached(position) {
    if (downloading) return;
    if (!position) {
      // The downloads are in, Python is starting (without the snapshot: seconds on a first visit).
      say(TEXT.compile);
      creepTowards(0.84, 3000);
      return;
    }
    var text = "compile";
    var ms = 1500;
    for (var name in STEPS) {
      if (STEPS[name][0] === position) {
        text = STEPS[name][1];
        ms = STEPS[name][2];
      }
    }
    say(TEXT[text]);
    progress(position);
    creepTowards(Math.min(position + 0.05, 0.99), ms);
  }

  function step(name) {
    var s = STEPS[name];
    if (s && s[0] > reached) reached = s[0];
    if (PROVES[name]) finish(PROVES[name]);
    else if (name === "py:ready") finish(Object.keys(EXPECTED));
    if (s && s[0] === reached) stageReached(reached);
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
