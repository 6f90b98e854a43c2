"""`Rules`' fields and `Game`'s properties are written out (so that type checkers and editors see them); the
parameter table `ndle.rules.PARAMS` stays the one source of the options, config keys and saved runs: these tests
make the two fail when they drift apart."""

from __future__ import annotations

import inspect
import typing
from dataclasses import MISSING, fields

import pytest

from ndle.game import Game
from ndle.rules import PARAMS, Rules, parameters_doc


def _declared(kind: type, default: object) -> object:
    """Return the type a Rules field of this kind and default is declared with (None: `kind | None`)."""
    return kind | None if default is None else kind


def test_rules_fields_are_the_parameters_in_order():
    assert [f.name for f in fields(Rules)] == [p.name for p in PARAMS]


@pytest.mark.parametrize("param", PARAMS, ids=lambda p: p.name)
def test_rules_field_type_and_default(param):
    field = {f.name: f for f in fields(Rules)}[param.name]
    hints = typing.get_type_hints(Rules)
    assert hints[param.name] == _declared(param.kind, param.default)
    assert field.default_factory is MISSING
    assert field.default == param.default


@pytest.mark.parametrize("param", PARAMS, ids=lambda p: p.name)
def test_game_property_of_each_game_setting(param):
    prop = inspect.getattr_static(Game, param.name, None)
    if not param.on_game:  # read from game.rules (`game.words` is the WordList, `game.game` does not exist)
        assert not isinstance(prop, property)
        return
    assert isinstance(prop, property), f"Game has no property {param.name}"
    assert typing.get_type_hints(prop.fget)["return"] is param.kind
    assert prop.fget.__doc__


@pytest.mark.parametrize("name, fields_", [("quordle", {"mode": "sequence"}), ("fibble", {}), ("mastermind", {}),
                                           (None, {"boards": 2, "prefill": 0, "prior": "uniform"})])
def test_game_properties_read_the_rules(name, fields_):
    game = Game.create(name, **fields_)
    for p in PARAMS:
        if p.on_game:
            value = getattr(game, p.name)
            assert value == getattr(game.rules, p.name)
            assert isinstance(value, p.kind)  # resolved: never None on a Game


def test_game_has_no_other_setting_properties():
    names = {p.name for p in PARAMS}
    settings = {name for name in names if isinstance(inspect.getattr_static(Game, name, None), property)}
    assert settings == {p.name for p in PARAMS if p.on_game}


def _section(doc: str) -> list[tuple[str, str, str]]:
    """Return a numpydoc Parameters section's (name, type, description) triples, descriptions on one line."""
    out: list[tuple[str, str, str]] = []
    lines = inspect.cleandoc(doc).splitlines()
    start = lines.index("Parameters") + 2
    for line in lines[start:]:
        if not line.strip():
            break
        if not line.startswith(" "):
            name, kind = line.split(" : ")
            out.append((name, kind, ""))
        else:
            name, kind, text = out[-1]
            out[-1] = (name, kind, f"{text} {line.strip()}".strip())
    return out


def test_rules_docstring_documents_the_parameters():
    assert _section(Rules.__doc__ or "") == _section(parameters_doc())


def test_section_reader_reads_the_table():
    section = _section(parameters_doc())
    assert [name for name, _, _ in section] == [p.name for p in PARAMS]
    assert section[0][1] == "str, optional" and section[0][2] == PARAMS[0].doc


def test_to_dict_is_the_fields_in_order():
    rules = Rules(game="quordle", mode="rescue")
    assert list(rules.to_dict()) == [p.name for p in PARAMS]
    assert rules.to_dict()["prefill"] == 2


@pytest.mark.parametrize("param", PARAMS, ids=lambda p: p.name)
def test_a_runs_spec_reads_every_setting(param):
    from ndle.rules import RulesFields
    from ndle.montecarlo.spec import Spec
    prop = inspect.getattr_static(RulesFields, param.name)
    assert isinstance(prop, property)
    assert typing.get_type_hints(prop.fget)["return"] in (param.kind, param.kind | None)
    spec = Spec(Rules(game="quordle", mode="rescue"), "sum", 10, 1, "digest")
    assert getattr(spec, param.name) == getattr(spec.rules, param.name)


def test_the_webs_game_spec_is_the_web_settings():
    from ndle.rules import BY_NAME, WEB_FIELDS
    from ndle.web.schema import GameSpec
    hints = typing.get_type_hints(GameSpec)
    assert [f.name for f in fields(GameSpec)] == list(WEB_FIELDS)
    for f in fields(GameSpec):
        assert f.default == BY_NAME[f.name].default
        assert hints[f.name] == BY_NAME[f.name].kind | None


def test_each_strategy_declares_its_options_as_typed_attributes():
    from ndle.strategies import strategy_names
    from ndle.strategies.base import registered
    from ndle.strategies.options import declared
    strategy_names()  # the built-in strategies registered
    for name, cls in registered().items():
        hints = {k: v for c in reversed(cls.__mro__) for k, v in vars(c).get("__annotations__", {}).items()}
        missing = [o.name for o in declared(cls) if o.name not in hints]
        assert not missing, f"{name}: options {missing} not declared as attributes (for type checkers)"
