"""Tiny helpers to build escaped HTML strings for the DOM chrome (menus, panels, dialogs)."""

from __future__ import annotations

from html import escape


def esc(text: object) -> str:
    """Escape any value for use as HTML text or a quoted attribute value.

    >>> esc('<b> & "x"')
    '&lt;b&gt; &amp; &quot;x&quot;'
    """
    return escape(str(text), quote=True)


def attrs(**values: object) -> str:
    """HTML attributes from keyword arguments; ``data_x`` becomes ``data-x``; None and False are dropped.

    >>> attrs(data_act="go", disabled=True, hidden=False, title=None)
    ' data-act="go" disabled'
    """
    out = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name: str, body: str = "", **values: object) -> str:
    """An element with already-escaped ``body``.

    >>> tag("button", esc("Go"), class_="big", data_act="go")
    '<button class="big" data-act="go">Go</button>'
    """
    return f"<{name}{attrs(**values)}>{body}</{name}>"


def section(title: str, items: list[str]) -> str:
    """A titled list of plain-text points (the rules help of a game).

    >>> section("Ziel", ["Gräber plündern"])
    '<h3>Ziel</h3><ul><li>Gräber plündern</li></ul>'
    """
    return tag("h3", esc(title)) + tag("ul", "".join(tag("li", esc(i)) for i in items))


def button(label: str, act: str, arg: object = None, *, cls: str = "btn", **extra: object) -> str:
    """A button whose click reaches the app as ``(act, arg)`` (label is plain text, escaped here)."""
    return tag("button", esc(label), class_=cls, data_act=act, data_arg=arg, type="button", **extra)
