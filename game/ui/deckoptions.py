"""The player's own decks among a game's deck options, for a game that has no deck picker
(``Catalogue.user_decks_in_options``: Magic, whose decks are chosen on the options screen after the seat
screen). Each seat's deck option then offers, after the shipped decks, the player's saved decks that are
legal in the format the other options set (Commander decks in a Commander game); the value is the deck's
``user:<id>``. As the game is set up the chosen decks go into the setup's ``decks`` list (the other seats
keep their options' values there), and a deck that is not of the game's format or breaks its rules is
refused with the rule and the cards named, in the player's language, before the game starts."""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from game.engine.catalogue import Catalogue
from game.engine.errors import DataError
from game.engine.registry import Option, RulesetInfo
from game.engine.text import Msg, Said

from . import games, userdecks
from .deckinfo import problem_text
from .i18n import STRINGS, t

STRINGS.update({
    "dopt.yours": ("{name} (your deck)", "{name} (내 덱)"),
    "dopt.help": (" Your own decks of this format (the deck builder saves them) are offered after these.",
                  " 이 형식의 내 덱(덱 빌더에서 저장한 덱)도 그 뒤에 나옵니다."),
    "dopt.gone": ("Player {p}'s deck {deck} is no longer among your decks.",
                  "플레이어 {p}의 덱 {deck}이(가) 더 이상 내 덱에 없습니다."),
    "dopt.format": ("[{rule}] Player {p}'s deck {deck} is built for {built}; this game plays {game} decks.",
                    "[{rule}] 플레이어 {p}의 덱 {deck}은(는) {built}용입니다. 이 게임은 {game} 덱으로 합니다."),
    "dopt.broken": ("Player {p}'s deck {deck}: {problem}", "플레이어 {p}의 덱 {deck}: {problem}"),
})
# the rule a deck of each format is held to, named when a deck of another format is chosen
FORMAT_RULE = {"constructed": "100.2a", "commander": "903.5", "brawl": "903.12"}


def _catalogue(info: RulesetInfo) -> Catalogue | None:
    """The game's catalogue if it offers the player's decks among its options (not after a broken card
    file: the game's own setup reports that)."""
    try:
        cat = games.catalogue(info)
    except DataError:
        return None
    return cat if cat is not None and cat.user_decks_in_options else None


def with_user_decks(info: RulesetInfo, values: Mapping[str, Any], options: list[Option],
                    players: int = 2) -> list[Option]:
    """``options`` with each seat's deck option offering the player's legal decks of the game's format."""
    cat = _catalogue(info)
    if cat is None:
        return options
    view = cat.for_format(cat.format_for(values, players))
    mine = sorted(userdecks.load_user_decks(view)[0].items())
    if not mine:
        return options
    ids = tuple(did for did, _ in mine)
    labels = tuple(Msg(t("dopt.yours", "en", name=d.name.en), t("dopt.yours", "ko", name=d.name.ko)) for _, d in mine)
    out = []
    for o in options:
        if o.id in cat.deck_options and o.kind == "choice":
            help_ = Msg(o.help.en + t("dopt.help", "en"), o.help.ko + t("dopt.help", "ko"))
            o = dataclasses.replace(o, choices=tuple(o.choices) + ids,
                                    choice_labels=tuple(o.choice_labels or (Msg(str(c), str(c)) for c in o.choices))
                                    + labels, help=help_)
        out.append(o)
    return out


def pitch(info: RulesetInfo, option_id: str, value: Any, lang: str) -> str:
    """A deck option's chosen shipped deck and its plan ("Ember Grove: red-green pressure ..."), "" when the
    option names no deck or the deck tells no plan."""
    try:
        cat = games.catalogue(info)
    except DataError:
        return ""
    if cat is None or option_id not in cat.deck_options:
        return ""
    for view in [cat.for_format(f.id) for f in cat.formats()] or [cat]:
        deck = view.precons().get(str(value))
        if deck is not None and deck.pitch is not None and deck.pitch.get(lang):
            return f"{deck.name.get(lang)}: {deck.pitch.get(lang)}"
    return ""


def resolve(info: RulesetInfo, settings: dict[str, Any], players: int) -> tuple[dict[str, Any], list[Any] | None]:
    """The settings without the seats' own decks (``user:<id>`` in a deck option: the option's own choices
    know none), and the setup's ``decks`` list with them (None when no seat has one); a DataError in the
    player's words when one is gone, of another format or breaks its rules."""
    cat = _catalogue(info)
    seats = list(cat.deck_options[:players]) if cat is not None else []
    if cat is None or not any(userdecks.is_user_id(str(settings.get(k, ""))) for k in seats):
        return settings, None
    setup = settings
    game_format = cat.format_for(setup, players)
    view = cat.for_format(game_format)
    names = {f.id: f.name for f in cat.formats()}
    files = {f.id: f for f in userdecks.scan_user_decks(cat)}
    out = dict(setup)
    decks: list[Any] = []
    problems: list[Said] = []
    for p, key in enumerate(seats, 1):
        value = str(setup.get(key, ""))
        if not userdecks.is_user_id(value):
            decks.append(value)
            continue
        out[key] = "random"       # the decks list says which deck it is
        found = files.get(value)
        deck = found.deck if found is not None else None
        if deck is None:
            words = [t("dopt.gone", lang, p=p, deck=userdecks.plain_id(value)) for lang in ("en", "ko")]
            problems.append(Said(words[0], *words))
            continue
        decks.append(deck.to_setup())
        if deck.format and deck.format != game_format:
            built, game = names.get(deck.format, Msg(deck.format, deck.format)), names[game_format]
            words = [t("dopt.format", lang, rule=FORMAT_RULE.get(game_format, game_format), p=p,
                       deck=deck.name.get(lang), built=built.get(lang), game=game.get(lang)) for lang in ("en", "ko")]
            problems.append(Said(words[0], *words))
            continue
        for problem in view.choosing(dict(deck.chosen)).problems(deck.leader, list(deck.cards)):
            words = [t("dopt.broken", lang, p=p, deck=deck.name.get(lang), problem=problem_text(problem, view, lang))
                     for lang in ("en", "ko")]
            problems.append(Said(words[0], *words))
    if problems:
        raise DataError("setup", list(problems))
    return out, decks
