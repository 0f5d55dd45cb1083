"""Clash of Decks scenarios of a mutation phase (CD-9.3-CD-9.5): a deck, a laboratory, pastes in order,
each allowed at a cost or refused by a named limit, and the faces and points they leave.

The format is documented in docs/scenarios.md (section "Clash of Decks", mutation phases). A file with
a ``[mutation]`` table is read here instead of as a position; every field is checked first, and a
malformed file is one DataError naming the file and each field. No pygame.
"""
from __future__ import annotations

import re
from typing import Any

from game.engine.errors import DataError, IllegalActionError

from .cards import CardDb
from .mutation import BARE, Book, Phase
from .mutation_costs import halves, load_costs, points

_MUTATION_KEYS = {"deck", "lab", "fill_empty"}
_PASTE_KEYS = {"card", "element", "covers", "new_phase", "expect_refusal", "expect_cost"}
_EXPECT_KEYS = {"points_left", "used", "face"}
_FACE_KEYS = {"attack", "hp", "cost", "abilities", "pasted"}


def _ids(raw: Any, where: str, db: CardDb, problems: list[str]) -> list[str]:
    if not isinstance(raw, list) or not all(isinstance(c, str) for c in raw):
        problems.append(f"{where}: a list of card ids is needed")
        return []
    for i, c in enumerate(raw):
        if c not in db:
            problems.append(f"{where}[{i}]: unknown card id {c!r}")
    return list(raw)


def _check(data: dict[str, Any], db: CardDb, path: str) -> tuple[Book, bool, list[dict[str, Any]], dict[str, Any]]:
    problems: list[str] = []
    mut = data.get("mutation")
    if not isinstance(mut, dict):
        raise DataError(path, ["[mutation]: a table with deck and lab is needed"])
    problems += [f"mutation.{k}: unknown field (known: {', '.join(sorted(_MUTATION_KEYS))})"
                 for k in mut if k not in _MUTATION_KEYS]
    deck = _ids(mut.get("deck"), "mutation.deck", db, problems)
    lab = _ids(mut.get("lab"), "mutation.lab", db, problems)
    fill = mut.get("fill_empty", False)
    if not isinstance(fill, bool):
        problems.append(f"mutation.fill_empty: true or false, not {fill!r}")
    pastes = data.get("paste", [])
    if not isinstance(pastes, list) or not pastes:
        problems.append("[[paste]]: at least one paste is needed")
        pastes = []
    for n, p in enumerate(pastes, 1):
        at = f"paste[{n}]"
        if not isinstance(p, dict):
            problems.append(f"{at}: a table is needed")
            continue
        problems += [f"{at}.{k}: unknown field (known: {', '.join(sorted(_PASTE_KEYS))})" for k in p if k not in _PASTE_KEYS]
        if not isinstance(p.get("card"), str) or p["card"] not in db:
            problems.append(f"{at}.card: a card id is needed, not {p.get('card')!r}")
        if not isinstance(p.get("element", None), str):
            problems.append(f"{at}.element: a lab element '<card id>/<element>' (or \"\" for a bare cover) is needed")
        covers = p.get("covers", [])
        if not isinstance(covers, list) or not all(isinstance(c, str) for c in covers):
            problems.append(f"{at}.covers: a list of abilities is needed")
        if "expect_refusal" in p and not re.fullmatch(r"CD-9\.\d+(\.\d+)*", str(p["expect_refusal"])):
            problems.append(f"{at}.expect_refusal: a mutation rule id (CD-9...), not {p['expect_refusal']!r}")
        cost = p.get("expect_cost")
        if cost is not None and (isinstance(cost, bool) or not isinstance(cost, (int, float)) or cost * 2 != int(cost * 2)):
            problems.append(f"{at}.expect_cost: a number of points in halves, not {cost!r}")
        if "expect_refusal" in p and cost is not None:
            problems.append(f"{at}: expect_refusal and expect_cost exclude each other")
        if not isinstance(p.get("new_phase", False), bool):
            problems.append(f"{at}.new_phase: true or false")
    exp = data.get("expect", {})
    if not isinstance(exp, dict):
        problems.append("[expect]: a table is needed")
        exp = {}
    problems += [f"expect.{k}: unknown expectation (known: {', '.join(sorted(_EXPECT_KEYS))})"
                 for k in exp if k not in _EXPECT_KEYS]
    for cid, face in dict(exp.get("face", {})).items():
        if cid not in deck:
            problems.append(f"expect.face.{cid}: not a card of mutation.deck")
        if not isinstance(face, dict):
            problems.append(f"expect.face.{cid}: a table is needed")
            continue
        problems += [f"expect.face.{cid}.{k}: unknown field (known: {', '.join(sorted(_FACE_KEYS))})"
                     for k in face if k not in _FACE_KEYS]
    if problems:
        raise DataError(path, problems)
    return Book(deck, lab), fill, pastes, exp


def run_mutation(data: dict[str, Any], db: CardDb, path: str) -> list[str]:
    """Paste in order on one player's deck; the failures (empty = passed)."""
    book, fill, pastes, exp = _check(data, db, path)
    costs = load_costs()
    phase = Phase(db, costs, book, fill_empty=fill)
    bad: list[str] = []
    for n, p in enumerate(pastes, 1):
        at = f"paste[{n}]"
        if p.get("new_phase"):
            phase = Phase(db, costs, book, fill_empty=fill)     # the points start again; pastes stay
        element = BARE if p["element"] == "" else p["element"]
        covers = tuple(p.get("covers", ()))
        left = phase.left
        try:
            phase.paste(p["card"], element, covers)
        except IllegalActionError as exc:
            if exc.rule != p.get("expect_refusal"):
                want = p.get("expect_refusal", "the paste allowed")
                bad.append(f"{at}: refused by {exc.rule} ({exc.en}), expected {want}")
                return bad
            continue
        if "expect_refusal" in p:
            bad.append(f"{at}: was allowed, expected refusal by {p['expect_refusal']}")
            return bad
        spent = left - phase.left
        if "expect_cost" in p and spent != halves(float(p["expect_cost"])):
            bad.append(f"{at}: cost {points(spent):g} points, expected {p['expect_cost']:g}")
    if "points_left" in exp and phase.left != halves(float(exp["points_left"])):
        bad.append(f"expect: points_left is {points(phase.left):g}, expected {exp['points_left']:g}")
    if "used" in exp and sorted(book.used) != sorted(exp["used"]):
        bad.append(f"expect: used is {sorted(book.used)}, expected {sorted(exp['used'])}")
    for cid, want in dict(exp.get("face", {})).items():
        f = book.face(db, cid)
        got = {"attack": f.attack, "hp": f.hp, "cost": f.cost, "abilities": f.abilities(), "pasted": sorted(
            list(f.pasted) + [s.name for s in f.slots if s.pasted and s.name != BARE])}
        for key, value in want.items():
            have = got[key]
            if key in ("abilities", "pasted"):
                have, value = sorted(have), sorted(value)
            if have != value:
                bad.append(f"expect.face.{cid}.{key}: got {have!r}, expected {value!r}")
    return bad
