"""The answer prior on the web API: `prior` is uniform or frequency (never a file on the server), derived from the
game's settings like the others; a frequency prior changes the chances and the suggestions."""

from __future__ import annotations

import numpy as np
import pytest

from ndle.game import Game, State
from ndle.strategies import make_strategy
from tests.web.conftest import rows

pytest.importorskip("wordfreq")

POSITION = rows("salet=BBYBY")


def test_the_options_offer_the_priors(client):
    assert client.get("/api/options").json()["priors"] == ["uniform", "frequency"]


def test_a_frequency_prior_gives_chances_and_changes_the_suggestions(client):
    body = {"boards": 1, "strategy": "sum", "top": 5, "rows": POSITION}
    plain = client.post("/api/assist", json=body)
    weighted = client.post("/api/assist", json={**body, "prior": "frequency"})
    assert plain.status_code == weighted.status_code == 200
    p, w = plain.json(), weighted.json()
    assert "chances" not in p["boards"][0] and p["rules"]["prior"] == "uniform"
    board = w["boards"][0]
    assert w["rules"]["prior"] == "frequency" and board["left"] == p["boards"][0]["left"] == 8
    assert sorted(board["candidates"]) == sorted(p["boards"][0]["candidates"])
    assert board["chances"] == sorted(board["chances"], reverse=True) and sum(board["chances"]) == pytest.approx(1)
    game = Game.create(words="wordle", prior="frequency")
    state = State.from_feedback(game, [("salet", ["BBYBY"])])
    likeliest = game.words.answers[state.boards[0].candidates[int(np.argmax(state.boards[0].weights))]]
    assert board["candidates"][0] == likeliest
    expected = game.words.guesses[make_strategy("sum", game).choose(state)]
    assert w["suggestions"][0]["guess"] == expected
    # eight candidates: the best guesses tell all apart under either prior; with more left, the prior decides
    body = {"boards": 1, "strategy": "entropy", "top": 5, "rows": rows("crane=BBBBB")}
    p, w = (client.post("/api/assist", json={**body, "prior": prior}).json() for prior in ("uniform", "frequency"))
    assert p["suggestions"][0]["guess"] == "slipt" and w["suggestions"][0]["guess"] == "doilt"


def test_a_played_game_takes_the_prior(client):
    r = client.post("/api/play", json={"boards": 1, "seed": 3, "guesses": ["salet"], "prior": "frequency"})
    assert r.status_code == 200


@pytest.mark.parametrize("prior", ["/etc/passwd", "prior.txt", "frequency:fr", "FREQUENCY", "", 1, None, True,
                                   ["uniform"], {"file": "x"}])
def test_a_prior_other_than_the_offered_names_is_a_400(client, prior):
    r = client.post("/api/assist", json={"boards": 1, "rows": [], "prior": prior})
    assert r.status_code == 400 and "prior" in r.json()["error"]
