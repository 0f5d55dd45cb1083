"""A mutated card at the table (CD-9.6): the printed card's face with its pasted elements on stickers, and
the large view saying what was pasted over the print."""
from __future__ import annotations

import pygame

from game.engine.match import Match
from game.rulesets.clash_of_decks import table_faces
from game.rulesets.clash_of_decks.cards import load_card_db
from game.rulesets.clash_of_decks.mutation import Book, Phase
from game.rulesets.clash_of_decks.mutation_costs import load_costs

DB = load_card_db()
DECK = ["CD1-01", "CD1-06", "CD1-25", "CD1-14", "CD1-05", "CD1-12", "CD1-29", "CD1-07"]
LAB = ["CD2-30", "CD2-11", "CD2-26", "CD2-05", "CD2-02", "CD2-03", "CD2-14", "CD2-22"]


def mutated_state():
    ph = Phase(DB, load_costs(), Book(list(DECK), list(LAB)))
    ph.paste("CD1-01", "CD2-30/attack")
    ph.paste("CD1-12", "CD2-05/clarity", ("rage",))
    setup = {"decks": [{"leader": "CD1-C1", "cards": [d.id for d in ph.book.card_defs(DB)]},
                       {"leader": "CD1-C2", "cards": [c.id for c in DB.pack(2)][:8]}],
             "mutated": [{"base": c, "pastes": [p.to_json() for p in ps]} for c, ps in ph.book.pastes.items()]}
    return Match("clash-of-decks", 1, setup).state


def test_cd_9_6_a_mutated_card_shows_its_pasted_elements_on_its_face_and_page(app) -> None:
    s = mutated_state()
    ids = {d.id.split("~")[0]: iid for iid, d in enumerate(s.defs)}
    sentry, sister, printed = ids["CD1-01"], ids["CD1-12"], ids["CD1-06"]
    assert table_faces.entry(s, sentry) is not None and table_faces.entry(s, sentry).id == "CD1-01"
    assert table_faces.pasted(s, sentry, "en") == ["ATK 9"]
    assert table_faces.pasted(s, sister, "en") == ["+Clarity", "Rage covered"]
    assert table_faces.pasted(s, sister, "ko") == ["+청명", "분노 가림"]
    assert table_faces.pasted(s, printed, "en") == []
    face = table_faces.face(s, sentry, 150, 210, lang="en", safe=False)
    from game.ui import faces
    from game.rulesets.clash_of_decks import catalogue
    plain = faces.face(catalogue.catalogue(), table_faces.entry(s, sentry), 150, 210, lang="en", safe=False)
    assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(plain, "RGBA")
    page = [text for text, *_ in table_faces.page_lines(s, sister, "en", table_faces.Overlay())]
    assert "Mutated, pasted over the print: +Clarity, Rage covered" in page
    assert any(line.startswith("Clarity") for line in page)
