"""Registries found by name (strategies, feedback rules): each built-in member registers itself when its module is
imported, so a registry imports its package's modules before it is read."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Callable

from ndle.checks import shown


def load_submodules(package: str) -> None:
    """Import every public module of a package but its `base` (each registers what it defines).

    Parameters
    ----------
    package : str
        The package's dotted name, e.g. ``"ndle.strategies"``.

    Returns
    -------
    None
    """
    for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
        if not info.name.startswith("_") and info.name != "base":
            importlib.import_module(f"{package}.{info.name}")


class Registry:
    """Classes of one kind found by name, each registered by a class decorator (`register`) in its own module.

    Parameters
    ----------
    package : str
        The package whose modules define the built-in members (imported before the registry is read).
    base : type
        The class every member subclasses.
    error : type
        The exception a bad registration raises (one line).
    kind : str
        What a member is, for messages ("strategy", "feedback rule").
    name_ok : callable
        Whether a name may be registered.
    name_rule : str
        What a name must be, for the message refusing one.
    decorator : str
        The decorator's public name, for messages.
    """

    def __init__(self, package: str, base: type, error: type[Exception], kind: str, name_ok: Callable[[str], bool],
                 name_rule: str, decorator: str):
        self.package, self.base, self.error, self.kind = package, base, error, kind
        self.name_ok, self.name_rule, self.decorator = name_ok, name_rule, decorator
        self.classes: dict[str, type] = {}

    def register(self, name: str) -> Callable[[type], type]:
        """Return a class decorator registering a member under `name`.

        Parameters
        ----------
        name : str
            The member's name.

        Returns
        -------
        callable
            The decorator; it sets the class's `name`, registers it and returns it. A class of the same module and
            name defined again (a notebook cell run twice) replaces the old one; another class under a taken name is
            refused.
        """
        if not isinstance(name, str) or not name or not self.name_ok(name):
            raise self.error(f"{self.name_rule}, got {shown(name)}")

        def deco(cls: type) -> type:
            if not (isinstance(cls, type) and issubclass(cls, self.base)):
                raise self.error(f"{self.decorator}({name!r}) decorates a {self.base.__name__} subclass, "
                                 f"got {shown(cls)}")
            old = self.classes.get(name)
            if old is not None and (old.__module__, old.__qualname__) != (cls.__module__, cls.__qualname__):
                raise self.error(f"{self.kind} name {name!r} is registered twice")
            cls.name = name  # type: ignore[attr-defined]  # every member class names itself (`base.name`)
            self.classes[name] = cls
            return cls
        return deco

    def loaded(self) -> dict[str, type]:
        """Return the registered classes by name, once every module of the package is imported (registration order).

        Returns
        -------
        dict
            Name: class.
        """
        load_submodules(self.package)
        return self.classes
