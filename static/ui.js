/* Pharaoh's Table: the canvas and DOM shim of the UI (pharaoh.web.browser talks to it).
 *
 * Python draws a frame as a list of short commands (see py/pharaoh/web/surface.py) and
 * sends it here as one JSON string: this file replays it on the full-window canvas at the
 * screen's pixel ratio, keeps offscreen layers, and forwards pointer, click, key and resize
 * events to Python through the handlers given to init() (each a proxy created once).
 *
 *   pharaohUI.init({resize, tap, hover, action, key, file})  wire the canvas and the #ui element
 *   pharaohUI.draw(json)                                 draw one frame
 *   pharaohUI.html(id, html)                             set an element's content (if changed)
 *   pharaohUI.publish(json)                              set window.pharaohTest (test hook)
 *   pharaohUI.record = true                              keep every frame in .recorded (tests)
 */
(function () {
  "use strict";

  var TAU = Math.PI * 2;
  var canvas = null;
  var screenCtx = null;
  var ctx = null;
  var stack = [];
  var layers = {};
  var handlers = null;
  var size = { w: 0, h: 0, dpr: 1 };
  var down = null; // the pointer that went down on the canvas: where, and whether it is held
  var holdTimer = null;
  // A finger held still this long on the canvas shows what a mouse shows on hover (a card's
  // large preview) and does not count as a tap; lifting it hides the preview again.
  var HOLD_MS = 450;
  var SLOP = 14; // px a tap may move and still be a tap
  var KEEP_SCROLL = ["#setup", "#menu", ".dialog", ".netpanel"];
  var mirrorLost = false; // the focus was on a move of the mirror's when the moves went away

  function resetState(c) {
    c.globalAlpha = 1;
    c.shadowColor = "rgba(0,0,0,0)";
    c.shadowBlur = 0;
    c.shadowOffsetX = 0;
    c.shadowOffsetY = 0;
    c.setLineDash([]);
    c.lineCap = "butt";
    c.lineJoin = "miter";
    c.textAlign = "left";
    c.textBaseline = "alphabetic";
  }

  function gradient(op, radial) {
    var g = radial
      ? ctx.createRadialGradient(op[1], op[2], op[3], op[1], op[2], op[4])
      : ctx.createLinearGradient(op[1], op[2], op[3], op[4]);
    var stops = op[radial ? 5 : 5];
    for (var i = 0; i < stops.length; i++) g.addColorStop(stops[i][0], stops[i][1]);
    if (op[6] === "ss") ctx.strokeStyle = g;
    else ctx.fillStyle = g;
  }

  function beginLayer(key, w, h) {
    var layer = layers[key];
    if (!layer) layer = layers[key] = document.createElement("canvas");
    layer.width = Math.max(1, Math.round(w * size.dpr));
    layer.height = Math.max(1, Math.round(h * size.dpr));
    layer._w = w;
    layer._h = h;
    stack.push(ctx);
    ctx = layer.getContext("2d");
    ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
    resetState(ctx);
  }

  function play(ops) {
    ctx = screenCtx;
    stack = [];
    ctx.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
    resetState(ctx);
    ctx.clearRect(0, 0, size.w, size.h);
    for (var i = 0; i < ops.length; i++) {
      var op = ops[i];
      switch (op[0]) {
        case "save": ctx.save(); break;
        case "restore": ctx.restore(); break;
        case "tr": ctx.translate(op[1], op[2]); break;
        case "rot": ctx.rotate(op[1]); break;
        case "sc": ctx.scale(op[1], op[2]); break;
        case "ga": ctx.globalAlpha = op[1]; break;
        case "fs": ctx.fillStyle = op[1]; break;
        case "ss": ctx.strokeStyle = op[1]; break;
        case "lw": ctx.lineWidth = op[1]; break;
        case "lc": ctx.lineCap = op[1]; break;
        case "lj": ctx.lineJoin = op[1]; break;
        case "ld": ctx.setLineDash(op[1]); break;
        case "sh":
          ctx.shadowColor = op[1]; ctx.shadowBlur = op[2];
          ctx.shadowOffsetX = op[3]; ctx.shadowOffsetY = op[4];
          break;
        case "font": ctx.font = op[1]; break;
        case "ta": ctx.textAlign = op[1]; ctx.textBaseline = op[2]; break;
        case "lg": gradient(op, false); break;
        case "rg": gradient(op, true); break;
        case "bp": ctx.beginPath(); break;
        case "mt": ctx.moveTo(op[1], op[2]); break;
        case "lt": ctx.lineTo(op[1], op[2]); break;
        case "qt": ctx.quadraticCurveTo(op[1], op[2], op[3], op[4]); break;
        case "bt": ctx.bezierCurveTo(op[1], op[2], op[3], op[4], op[5], op[6]); break;
        case "ar": ctx.moveTo(op[1] + op[3] * Math.cos(op[4]), op[2] + op[3] * Math.sin(op[4]));
          ctx.arc(op[1], op[2], op[3], op[4], op[5]); break;
        case "ac": ctx.arc(op[1], op[2], op[3], op[4], op[5], op[4] > op[5]); break;
        case "el": ctx.moveTo(op[1] + op[3], op[2]); ctx.ellipse(op[1], op[2], op[3], op[4], op[5], 0, TAU); break;
        case "rc": ctx.rect(op[1], op[2], op[3], op[4]); break;
        case "rr":
          if (ctx.roundRect) ctx.roundRect(op[1], op[2], op[3], op[4], op[5]);
          else ctx.rect(op[1], op[2], op[3], op[4]);
          break;
        case "cp": ctx.closePath(); break;
        case "f": ctx.fill(); break;
        case "s": ctx.stroke(); break;
        case "clip": ctx.clip(); break;
        case "fr": ctx.fillRect(op[1], op[2], op[3], op[4]); break;
        case "sr": ctx.strokeRect(op[1], op[2], op[3], op[4]); break;
        case "ft":
          if (op.length > 4) ctx.fillText(op[1], op[2], op[3], op[4]);
          else ctx.fillText(op[1], op[2], op[3]);
          break;
        case "st": ctx.strokeText(op[1], op[2], op[3]); break;
        case "L+": beginLayer(op[1], op[2], op[3]); break;
        case "L-": if (stack.length) ctx = stack.pop(); break;
        case "L":
          var layer = layers[op[1]];
          if (layer) ctx.drawImage(layer, op[2], op[3], layer._w, layer._h);
          break;
        case "Lx": delete layers[op[1]]; break;
        case "tag": break;
        default: break;
      }
    }
    ctx = screenCtx;
  }

  var canvasLabel = "";
  var tabBack = false; // the last Tab went backwards (Shift+Tab): the board's last target first

  /* The board's name for a key on the focused canvas, or null for keys it leaves alone. */
  function boardKeyName(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return null;
    switch (event.key) {
      case "Tab": return event.shiftKey ? "ShiftTab" : "Tab";
      case "Enter": return event.repeat ? null : "Enter";
      case " ": case "Spacebar": return event.repeat ? null : "Space";
      case "ArrowUp": case "ArrowDown": case "ArrowLeft": case "ArrowRight": return event.key;
      case "Home": case "End": return event.key;
      default: return null;
    }
  }

  /* Tell the app; it answers "<region key>\t<sentence>" when it used the key (else nothing).
   * The sentence becomes the canvas's accessible name, the key its data-focus (for tests). */
  function boardKey(name) {
    var said = handlers && handlers.board ? handlers.board(name) : null;
    if (typeof said !== "string") {
      canvas.removeAttribute("data-focus");
      canvas.setAttribute("aria-label", canvasLabel);
      return false;
    }
    var cut = said.indexOf("\t");
    canvas.setAttribute("data-focus", said.slice(0, cut));
    canvas.setAttribute("aria-label", said.slice(cut + 1) || canvasLabel);
    return true;
  }

  /* The replay's keys (py/pharaoh/web/replay.py): steps, ends, rounds, play; not in a field or the slider. */
  function isReplayKey(event) {
    var t = event.target;
    if (!/^replay/.test(document.body.dataset.screen || "")) return false;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName || ""))) return false;
    return /^(ArrowLeft|ArrowRight|Home|End|PageUp|PageDown|p|P)$/.test(event.key || "");
  }

  /* Ctrl+Z (Cmd+Z) or U asks to take back the last move; never while typing in a field. */
  function isUndoKey(event) {
    var t = event.target;
    if (event.altKey || event.shiftKey || event.repeat) return false;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName || ""))) return false;
    var key = (event.key || "").toLowerCase();
    if (key === "z") return event.ctrlKey || event.metaKey;
    return key === "u" && !event.ctrlKey && !event.metaKey;
  }

  function measure() {
    var w = window.innerWidth || document.documentElement.clientWidth || 1;
    var h = window.innerHeight || document.documentElement.clientHeight || 1;
    var dpr = Math.min(window.devicePixelRatio || 1, 3);
    if (w === size.w && h === size.h && dpr === size.dpr) return;
    if (dpr !== size.dpr) layers = {};
    size = { w: w, h: h, dpr: dpr };
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    if (handlers) handlers.resize(w, h, dpr);
  }

  function point(event) {
    var r = canvas.getBoundingClientRect();
    return [event.clientX - r.left, event.clientY - r.top];
  }

  var UI = (window.pharaohUI = {
    record: false,
    recorded: [],
    frames: 0,
    lastOps: null,

    init: function (h) {
      handlers = h;
      canvas = document.getElementById("stage");
      screenCtx = canvas.getContext("2d");
      var app = document.getElementById("app");
      var ui = document.getElementById("ui");
      if (!ui) {
        ui = document.createElement("div");
        ui.id = "ui";
        // #mirror: the screen-reader mirror of the board (py/pharaoh/web/mirror.py); its live
        // region (whose turn, what just happened) stays in place so that new sentences in it are
        // read out; #mirror-view (the board in words) is read only when the person goes there.
        ui.innerHTML =
          '<header id="bar"></header>' +
          '<section id="mirror" class="mirror">' +
          '<div id="mirror-news" role="status" aria-live="polite"></div>' +
          '<div id="mirror-view"></div><div id="mirror-acts"></div>' +
          "</section>" +
          '<div id="screen"></div><div id="overlay"></div>';
        app.appendChild(ui);
      }
      ui.addEventListener("click", function (event) {
        if (event.detail > 0) mirrorLost = false; // a pointer's click: no keyboard user to bring back
        var el = event.target.closest("[data-act]");
        if (!el || el.disabled) return;
        event.preventDefault();
        handlers.action(el.getAttribute("data-act"), el.getAttribute("data-arg") || "");
      });
      ui.addEventListener("change", function (event) {
        // a choice from a select (the language): its value is the action's argument
        var choice = event.target.closest("select[data-choose], input[type=range][data-choose]");
        if (choice) {
          handlers.action(choice.getAttribute("data-choose"), choice.value);
          return;
        }
        // a picked save file: read as text (at most a little over the save size limit) and hand it over
        var input = event.target.closest("input[type=file][data-file]");
        if (!input || !input.files || !input.files.length || !handlers.file) return;
        var act = input.getAttribute("data-file");
        input.files[0].slice(0, 8 * 1024 * 1024 + 1).text().then(function (text) {
          input.value = "";
          handlers.file(act, text);
        }, function (error) {
          input.value = "";
          handlers.file(act, "");
        });
      });
      var endHold = function () {
        clearTimeout(holdTimer);
        if (down && down.held) handlers.hover(-1, -1);
      };
      canvas.addEventListener("pointerdown", function (event) {
        mirrorLost = false;
        var p = point(event);
        endHold();
        var pressed = (down = { x: p[0], y: p[1], held: false });
        if (event.pointerType !== "mouse") {
          holdTimer = setTimeout(function () {
            if (down !== pressed) return;
            pressed.held = true;
            handlers.hover(pressed.x, pressed.y);
          }, HOLD_MS);
        }
      });
      canvas.addEventListener("pointerup", function (event) {
        var p = point(event);
        endHold();
        var still = down && Math.abs(p[0] - down.x) < SLOP && Math.abs(p[1] - down.y) < SLOP;
        if (still && !down.held) handlers.tap(p[0], p[1]);
        down = null;
      });
      canvas.addEventListener("pointercancel", function () {
        endHold();
        down = null;
      });
      canvas.addEventListener("pointermove", function (event) {
        var p = point(event);
        if (event.pointerType === "mouse" || (down && down.held)) {
          handlers.hover(p[0], p[1]); // a held finger slides from card to card
        } else if (down && !down.held && (Math.abs(p[0] - down.x) >= SLOP || Math.abs(p[1] - down.y) >= SLOP)) {
          clearTimeout(holdTimer); // a drag, not a hold
        }
      });
      canvas.addEventListener("pointerleave", function () {
        handlers.hover(-1, -1);
      });
      // A long press would open the browser's context menu over the card being read.
      canvas.addEventListener("contextmenu", function (event) {
        event.preventDefault();
      });
      // The board from the keyboard (py/pharaoh/web/keys.py): while the canvas has the focus,
      // Tab / Shift+Tab, the arrows, Enter and Space move and use the ring on the board.
      canvasLabel = canvas.getAttribute("aria-label") || "";
      canvas.addEventListener("focus", function () {
        // a click focuses the canvas too: the ring comes only with the keyboard
        if (canvas.matches(":focus-visible")) boardKey(tabBack ? "FocusBack" : "Focus");
      });
      canvas.addEventListener("blur", function () {
        boardKey("Blur");
      });
      canvas.addEventListener("keydown", function (event) {
        var name = boardKeyName(event);
        if (name && boardKey(name)) {
          event.preventDefault();
          event.stopPropagation();
        }
      });
      window.addEventListener("keydown", function (event) {
        if (event.key === "Tab") tabBack = event.shiftKey;
        if (event.key === "Escape") handlers.key("Escape");
        else if (isReplayKey(event)) {
          event.preventDefault();
          handlers.key(event.key.length === 1 ? event.key.toLowerCase() : event.key);
        } else if (isUndoKey(event)) {
          event.preventDefault();
          handlers.key("Undo");
        }
      });
      window.addEventListener("resize", measure);
      if (window.ResizeObserver) new ResizeObserver(measure).observe(document.documentElement);
      size = { w: 0, h: 0, dpr: 0 };
      measure();
    },

    /* Replace an element's content, unless it is the same: a dialog or panel redrawn on
     * every computer move would fade in again and jump back to its top.  Where the content
     * does change, the set-up card, the menu and dialogs keep how far they were scrolled. */
    html: function (id, html) {
      var el = document.getElementById(id);
      if (!el || el._html === html) return;
      var kept = [];
      KEEP_SCROLL.forEach(function (sel) {
        var node = el.querySelector(sel);
        if (node && node.scrollTop) kept.push([sel, node.scrollTop]);
      });
      // Keep the keyboard focus across the redraw: the same button if it is still there,
      // else the first of the mirror's moves when the focus was among them.
      var had = document.activeElement;
      var focusKey = had && el.contains(had) && had.getAttribute ? had.getAttribute("data-act") : null;
      var focusArg = focusKey ? had.getAttribute("data-arg") : null;
      // a field without data-act (the replay's slider and round list): the same id again
      var focusId = !focusKey && had && el.contains(had) && had.id ? had.id : null;
      el.innerHTML = html;
      el._html = html;
      if (focusId) {
        var same = document.getElementById(focusId);
        if (same && el.contains(same)) same.focus();
      } else if (focusKey) {
        var again = null;
        el.querySelectorAll("[data-act]").forEach(function (node) {
          if (!again && node.getAttribute("data-act") === focusKey && node.getAttribute("data-arg") === focusArg) {
            again = node;
          }
        });
        if (!again && focusKey === "say") again = el.querySelector("[data-act=say]");
        if (again) again.focus();
        // a move of the mirror's was played and the computers answer: come back to the
        // mirror's moves when the person's turn returns
        else if (focusKey === "say") mirrorLost = true;
      } else if (mirrorLost && (!document.activeElement || document.activeElement === document.body)) {
        var first = el.querySelector("[data-act=say]");
        if (first) {
          mirrorLost = false;
          first.focus();
        }
      }
      kept.forEach(function (pair) {
        var node = el.querySelector(pair[0]);
        if (node) node.scrollTop = pair[1];
      });
    },

    draw: function (json) {
      var ops = JSON.parse(json);
      play(ops);
      UI.frames += 1;
      UI.lastOps = ops;
      if (UI.record) UI.recorded.push(ops);
    },

    publish: function (json) {
      window.pharaohTest = JSON.parse(json);
      window.pharaohTest.frames = UI.frames;
    },

    /* Tests: every text drawn and every tag in the recorded frames (layers included). */
    recordedTexts: function () {
      var out = [];
      UI.recorded.forEach(function (ops) {
        ops.forEach(function (op) {
          if (op[0] === "ft" || op[0] === "st" || op[0] === "tag") out.push(op[0] + ":" + op[1]);
        });
      });
      return out;
    },
  });
})();
