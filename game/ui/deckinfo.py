"""What the deck screens say about a deck, for any game: its problems with the cards named in the
player's language, the filters that match a card, and the deck's sort orders."""
from __future__ import annotations

from typing import Mapping

from game.engine.catalogue import Catalogue, CardEntry, DeckProblem, Filter

from .i18n import STRINGS, t

STRINGS.update({
    "db.any": ("any", "전체"),
    "db.filter": ("{label}: {value}", "{label}: {value}"),
})


def problem_text(p: DeckProblem, cat: Catalogue, lang: str) -> str:
    """"[5.1.2.2] At most 3 copies of a card. (Ember Pup)", names in the player's language."""
    s = f"[{p.rule}] {p.get(lang)}"
    # a sentence that already names its cards (Magic's) is not followed by the names again
    names = [n for n in (cat[c].name.get(lang) if c in cat else c for c in p.cards) if n not in s]
    if names:
        shown = names[:4] + ([t("db.more_problems", lang, n=len(names) - 4)] if len(names) > 4 else [])
        s += f" ({', '.join(shown)})"
    return s


def matches(card: CardEntry, chosen: Mapping[str, set[str]]) -> bool:
    """Whether the card has one of the chosen values of every filter that has any chosen."""
    return all(not values or values & set(card.fields.get(fid, ())) for fid, values in chosen.items())


def cycle_label(f: Filter, value: str | None, lang: str) -> str:
    """A stepped filter's chip: "Keyword: Pierce", or "Keyword: any"."""
    names = dict(f.values)
    shown = names[value].get(lang) if value in names else t("db.any", lang)
    return t("db.filter", lang, label=f.label.get(lang), value=shown)
