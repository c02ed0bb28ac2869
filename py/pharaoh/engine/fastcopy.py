"""A faster :func:`dataclasses.replace` for the engines' frozen, slotted state classes.

Game states are immutable, so every action copies a state with a few fields changed.
:func:`dataclasses.replace` looks at every field's metadata on every call; :func:`replace`
writes, once per class, a function that copies field by field and calls it from then on.
It gives the same object (equal, with the same fields) for classes whose fields are all
plain ``__init__`` fields and that have no ``__post_init__``; any other class falls back
to :func:`dataclasses.replace`.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> replace(Point(1, 2), y=5)
Point(x=1, y=5)
>>> replace(Point(1), z=3)
Traceback (most recent call last):
...
TypeError: copy() got an unexpected keyword argument 'z'
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    """The copy-with-changes function of ``cls`` (generated, or dataclasses' own as a fallback).

    It is called with the object and the dict of changes: every field is copied, then the
    changed ones are set again.  (A function with a keyword parameter per field would fill
    every missing one from its defaults on each call, a good part of the cost.)
    """
    fields = dataclasses.fields(cls)
    slots = getattr(cls, "__slots__", None)
    plain = (
        slots is not None
        and not hasattr(cls, "__post_init__")
        and all(f.init and f._field_type is dataclasses._FIELD for f in fields)  # type: ignore[attr-defined]
        and tuple(slots) == tuple(f.name for f in fields)
        and all(isinstance(cls.__dict__.get(f.name), types.MemberDescriptorType) for f in fields)
    )
    if not plain:
        return _dataclasses_copy
    names = [f.name for f in fields]
    # Each slot's own descriptor stores the value: what object.__setattr__ ends up doing, minus
    # the look-up of the attribute by name.
    body = "\n".join(f"    _set_{n}(new, obj.{n})" for n in names)
    source = (
        f"def copy(obj, changes):\n    new = _new(cls)\n{body}\n"
        "    for name, value in changes.items():\n"
        "        setter = _setters.get(name)\n"
        "        if setter is None:\n"
        "            raise TypeError(f'copy() got an unexpected keyword argument {name!r}')\n"
        "        setter(new, value)\n"
        "    return new\n"
    )
    setters = {n: cls.__dict__[n].__set__ for n in names}
    scope: dict[str, Any] = {"_new": object.__new__, "cls": cls, "_setters": setters}
    scope |= {f"_set_{n}": setter for n, setter in setters.items()}
    exec(source, scope)  # a generated field-by-field copy, as dataclasses writes __init__
    copy: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return copy


def _dataclasses_copy(obj: Any, changes: dict[str, Any]) -> Any:
    """The fallback: :func:`dataclasses.replace` itself."""
    return dataclasses.replace(obj, **changes)


def replace(obj: T, /, **changes: Any) -> T:
    """``dataclasses.replace(obj, **changes)``, only faster (see the module docstring)."""
    kind = type(obj)
    copier = _COPIERS.get(kind)
    if copier is None:
        copier = _COPIERS[kind] = _copier(kind)
    result: T = copier(obj, changes)
    return result
