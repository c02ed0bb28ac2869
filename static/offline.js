/* Pharaoh's Table: offline play and installing, the page's side (the worker is ./sw.js).
 *
 * - Registers the service worker once the menu is up (it never competes with the boot), and
 *   follows it: copying the files for offline play (with progress), ready, failed.
 * - Updates never break a game: a new version installs in the background and waits.  The
 *   menu says so (pharaoh.web.offline) and switches when the player asks (`update()`), or at
 *   the next visit: a page that starts while a new version waits, and is the site's only
 *   open page, switches at once, before anything was played.
 * - Offers to install the app where the browser supports it (`beforeinstallprompt`).
 *
 *   window.pharaohOffline.state()     the state as JSON (pharaoh.web.offline renders it)
 *   window.pharaohOffline.listen(fn)  fn() after every change
 *   window.pharaohOffline.update()    switch to the waiting version now (reloads the page)
 *   window.pharaohOffline.install()   the browser's install dialog
 *   window.pharaohOffline.check()     look for a new version now (also done every 30 minutes)
 * Elements with data-offline="update" or "install" call those when clicked.
 * document.body.dataset.offline mirrors `phase`, dataset.update mirrors `update` (tests).
 */
(function () {
  "use strict";

  var sw = navigator.serviceWorker;
  var state = {
    phase: "off", // off, unsupported, checking, caching, ready, failed
    done: 0,
    total: 0,
    bytes: 0,
    size: 0, // bytes of the version kept for offline play
    usage: null, // navigator.storage.estimate() of the whole site
    quota: null,
    update: "", // "", "downloading", "ready", "others" (other pages of the site are open), "switching"
    installable: false,
    installed: false,
    version: "",
    error: "",
  };
  var listeners = [];
  var registration = null;
  var deferredPrompt = null;
  var switching = false;
  var CHECK_MS = 30 * 60 * 1000;
  var REGISTER_DELAY_MS = 1500;

  function set(patch) {
    var changed = false;
    for (var key in patch) {
      if (state[key] !== patch[key]) {
        state[key] = patch[key];
        changed = true;
      }
    }
    if (!changed) return;
    document.body.dataset.offline = state.phase;
    document.body.dataset.update = state.update;
    listeners.forEach(function (fn) {
      try {
        fn();
      } catch (error) {
        console.warn("offline listener failed", error);
      }
    });
  }

  /** Ask a worker something over a MessageChannel; resolves with its answer (or null). */
  function ask(worker, message) {
    return new Promise(function (resolve) {
      if (!worker) return resolve(null);
      var channel = new MessageChannel();
      var timer = setTimeout(function () {
        resolve(null);
      }, 5000);
      channel.port1.onmessage = function (event) {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.postMessage(message, [channel.port2]);
    });
  }

  function measure() {
    if (!navigator.storage || !navigator.storage.estimate) return;
    navigator.storage.estimate().then(
      function (estimate) {
        set({ usage: estimate.usage == null ? null : estimate.usage, quota: estimate.quota || null });
      },
      function () {}
    );
  }

  /** What the active worker holds: ready when its cache is complete. */
  function refresh() {
    var worker = registration && registration.active;
    if (!worker) return;
    ask(worker, { type: "status" }).then(function (status) {
      if (!status) return;
      set({
        version: status.version,
        size: status.bytes,
        phase: status.complete ? "ready" : state.phase === "failed" ? "failed" : "caching",
      });
      if (status.complete) measure();
    });
  }

  function watchInstalling(worker) {
    if (!worker) return;
    var isUpdate = Boolean(registration.active);
    var installed = false;
    if (isUpdate) set({ update: "downloading" });
    else set({ phase: "caching", error: "" });
    worker.addEventListener("statechange", function () {
      if (worker.state === "installed") {
        installed = true;
        if (isUpdate && registration.waiting === worker) set({ update: "ready" });
      } else if (worker.state === "activated") {
        if (!switching) set({ update: registration.waiting ? "ready" : "" });
        refresh();
      } else if (worker.state === "redundant" && !installed) {
        // the install failed (offline, a deploy under way): the next visit tries again
        if (isUpdate) set({ update: registration.waiting ? "ready" : "" });
        else set({ phase: "failed", error: "install" });
      }
    });
  }

  function onMessage(event) {
    var data = event.data || {};
    if (data.type !== "progress") return;
    var isUpdate = registration && registration.active && state.version && data.version !== state.version;
    if (isUpdate) return; // an update's progress is not the offline copy's
    set({ done: data.done, total: data.total, bytes: data.bytes });
  }

  function register() {
    sw.register("./sw.js", { scope: "./", updateViaCache: "none" }).then(
      function (reg) {
        if (!reg) {
          // no registration and no error (seen when an automation tool blocks workers)
          set({ phase: "failed", error: "register" });
          return;
        }
        registration = reg;
        if (reg.waiting && reg.active) set({ update: "ready" });
        watchInstalling(reg.installing);
        reg.addEventListener("updatefound", function () {
          watchInstalling(reg.installing);
        });
        if (reg.active) refresh();
        else if (!reg.installing && !reg.waiting) set({ phase: "failed", error: "register" });
        setInterval(check, CHECK_MS);
      },
      function (error) {
        console.warn("service worker not registered:", error);
        set({ phase: "failed", error: String((error && error.message) || error) });
      }
    );
  }

  function check() {
    if (registration) registration.update().catch(function () {});
  }

  /** At start: a version waiting since an earlier visit takes over now, if no other page of the site is open.
   *
   * Asked again for up to ATTEMPTS times while the boot runs: a page closed just before this
   * one opened (the player closed the last tab and opened the game again) may still be among
   * the worker's clients for a moment, and a waiting worker under load may be slow to start
   * and answer.  Once the menu is up it stays as it is: the menu offers the update instead. */
  var ATTEMPTS = 8;
  var RETRY_MS = 500;

  function switchAtStart() {
    var diag = (window.__pharaohSwitch = { at: performance.now(), answers: [] });
    sw.getRegistration("./").then(function (reg) {
      diag.waiting = Boolean(reg && reg.waiting);
      diag.controller = Boolean(sw.controller);
      if (!reg || !reg.waiting || !sw.controller) return;
      var attempt = function (left) {
        var waiting = reg.waiting;
        if (!waiting || document.body.dataset.ready) return;
        ask(waiting, { type: "windows" }).then(function (answer) {
          diag.answers.push([answer && answer.windows, Math.round(performance.now())]);
          if (document.body.dataset.ready || switching) return;
          if (answer && answer.windows <= 1) {
            switching = true;
            set({ update: "switching" });
            waiting.postMessage({ type: "skip-waiting" });
          } else if (left > 1) {
            setTimeout(function () {
              attempt(left - 1);
            }, RETRY_MS);
          }
        });
      };
      attempt(ATTEMPTS);
    });
  }

  function update() {
    var waiting = registration && registration.waiting;
    if (!waiting) return false;
    // The new version takes over every open page of the site: with another one open (a game
    // in another tab), its later loads would come from the new version, so it waits.
    ask(waiting, { type: "windows" }).then(function (answer) {
      if (!answer || answer.windows > 1) {
        set({ update: "others" });
        return;
      }
      switching = true;
      set({ update: "switching" });
      waiting.postMessage({ type: "skip-waiting" });
    });
    return true;
  }

  function install() {
    if (!deferredPrompt) return false;
    var prompt = deferredPrompt;
    deferredPrompt = null;
    prompt.prompt();
    prompt.userChoice.then(
      function (choice) {
        set({ installable: false, installed: choice && choice.outcome === "accepted" });
      },
      function () {
        set({ installable: false });
      }
    );
    return true;
  }

  // The menu's offline block (pharaoh.web.offline), styled here to stay apart from ui.css.
  var style = document.createElement("style");
  style.textContent =
    ".offline{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:center;align-items:center;" +
    "margin-top:.9rem;font-size:.9rem}.offline p{width:100%;text-align:center;margin:0;opacity:.8}" +
    ".offline p.new{opacity:1;color:var(--ui-gold,#d9a733)}";
  document.head.appendChild(style);

  window.pharaohOffline = {
    state: function () {
      return JSON.stringify(state);
    },
    listen: function (fn) {
      listeners.push(fn);
    },
    update: update,
    install: install,
    check: check,
  };

  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault(); // our menu offers it instead of the browser's bar
    deferredPrompt = event;
    set({ installable: true });
  });
  window.addEventListener("appinstalled", function () {
    deferredPrompt = null;
    set({ installable: false, installed: true });
  });
  var standalone = window.matchMedia && window.matchMedia("(display-mode: standalone)").matches;
  set({ installed: Boolean(standalone || navigator.standalone) });

  document.addEventListener("click", function (event) {
    // only the buttons: <body> carries data-offline too (the phase, for tests), and
    // matching it would cancel every click on the page, a save file's download among them
    var el = event.target.closest && event.target.closest("button[data-offline]");
    if (!el || el.disabled) return;
    event.preventDefault();
    if (el.getAttribute("data-offline") === "update") update();
    else if (el.getAttribute("data-offline") === "install") install();
  });

  if (!sw || !window.isSecureContext) {
    set({ phase: "unsupported" });
    return;
  }
  set({ phase: "checking" });
  sw.addEventListener("message", onMessage);
  sw.addEventListener("controllerchange", function () {
    if (switching) window.location.reload();
  });
  sw.startMessages();
  switchAtStart();
  var registered = false;
  function afterMenu() {
    if (registered) return;
    registered = true;
    setTimeout(register, REGISTER_DELAY_MS);
  }
  if (document.body.dataset.ready === "1") afterMenu();
  else window.addEventListener("pharaoh:ready", afterMenu);
})();
