"""`Filled`: a dataclass field that may be given as None and is filled in by the class's `__post_init__`, so that
its readers (and type checkers) see the value, never None."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

T = TypeVar("T")


class Filled(Generic[T]):
    """A frozen dataclass's field (`tally: Filled[Tally] = Filled()`) whose constructor takes a T or None (the
    default) and whose `__post_init__` replaces None with a T: the instance reads it as a plain attribute (the
    field is set in the instance's `__dict__`, which a descriptor without `__set__` leaves alone), and a type
    checker reads a T."""

    @overload
    def __get__(self, instance: None, owner: Any = None) -> None: ...

    @overload
    def __get__(self, instance: object, owner: Any = None) -> T: ...

    def __get__(self, instance: object | None, owner: Any = None) -> T | None:
        """Return None read from the class: the field's default (an instance holds its own value)."""
        return None

    if TYPE_CHECKING:  # what the constructor takes; at run time the instance's `__dict__` holds the value
        def __set__(self, instance: object, value: T | None) -> None: ...


__all__ = ["Filled"]
