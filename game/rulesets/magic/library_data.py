"""The card-file fields of the library effects (docs/magic-cards.md): what a search looks for, where the
found card goes and whether it is revealed. Checked here so that cards.py only calls in."""
from __future__ import annotations

from typing import Any

from . import vocab


def library_fields(raw: dict[str, Any], where: str, problems: list[str]) -> dict[str, Any]:
    """The checked ``find``, ``put`` and ``reveal`` of an effect table; each only on a search."""
    kw: dict[str, Any] = {}
    search = raw.get("do") == "search"
    for key, allowed in (("find", vocab.SEARCH_FINDS), ("put", vocab.SEARCH_PUTS)):
        if key not in raw:
            continue
        if not search or raw[key] not in allowed:
            problems.append(f"{where}.{key}: only on a search, one of {', '.join(allowed)}, not {raw[key]!r}")
        kw[key] = str(raw[key])
    if "reveal" in raw:
        if not search or not isinstance(raw["reveal"], bool):
            problems.append(f"{where}.reveal: true or false, only on a search")
        kw["reveal"] = raw["reveal"] is True
    if "amount_of" in raw:
        if raw["amount_of"] not in vocab.AMOUNTS or "amount" in raw:
            problems.append(f"{where}.amount_of: one of {', '.join(vocab.AMOUNTS)}, in place of an amount")
        kw["amount_of"] = str(raw["amount_of"])
    if "counter" in raw:
        if raw.get("do") != "counters" or raw["counter"] not in vocab.COUNTER_KINDS:
            problems.append(f"{where}.counter: on a counters effect, one of {', '.join(vocab.COUNTER_KINDS)}")
        kw["counter"] = str(raw["counter"])
    if raw.get("do") in ("scry", "look") and not 1 <= int(raw.get("amount", 0) or 0) <= 5:
        problems.append(f"{where}.amount: a {raw['do']} looks at 1 to 5 cards")
    return kw


_ONLY_ONCE = ("search", "scry", "look", "wish")      # effects that pause for a choice: not inside a mode


def multi_fields(raw: dict[str, Any], where: str, problems: list[str], parse: Any) -> dict[str, Any]:
    """A second target, "up to", and modes (700.2): each mode is an ability table of its own (``target`` and
    ``effects``), parsed by ``parse``. Spells, activated and triggered abilities have them (602.2b, 603.3c-d)."""
    kw: dict[str, Any] = {}
    spell = raw.get("kind") in ("spell", "activated", "triggered")      # what is put on the stack with choices
    if "target2" in raw:
        if not spell or raw["target2"] not in vocab.TARGETS or not raw.get("target"):
            problems.append(f"{where}.target2: a second target after the first (a spell's or an activated or "
                            f"triggered ability's), one of {', '.join(vocab.TARGETS)}")
        kw["target2"] = str(raw["target2"])
    elif any(isinstance(e, dict) and e.get("to") in ("target2", "each_target") or
             isinstance(e, dict) and e.get("do") == "fight" for e in raw.get("effects", []) or []):
        problems.append(f"{where}: 'target2', 'each_target' and fight need a second target (target2)")
    if "up_to" in raw:
        if not spell or not isinstance(raw["up_to"], bool) or "target2" not in raw:
            problems.append(f"{where}.up_to: true or false, on a spell or ability with two targets")
        kw["up_to"] = raw["up_to"] is True
    if "modes" in raw:
        modes = raw["modes"] if isinstance(raw["modes"], list) else []
        parsed = []
        for i, m in enumerate(modes):
            if not isinstance(m, dict) or set(m) - {"target", "effects"}:
                problems.append(f"{where}.modes[{i}]: a table of target and effects")
                continue
            if any(isinstance(e, dict) and (e.get("do") in _ONLY_ONCE or "later" in e) for e in m.get("effects", [])):
                problems.append(f"{where}.modes[{i}]: no {', '.join(_ONLY_ONCE)} and nothing done later inside a mode")
            mode = parse({**m, "kind": "spell"}, f"{where}.modes[{i}]")
            if mode is not None:
                parsed.append(mode)
        choose = raw.get("choose", 1)
        if not spell or len(modes) < 2 or not isinstance(choose, int) or not 1 <= choose < len(modes) \
                or raw.get("effects") or raw.get("target"):
            problems.append(f"{where}.modes: a spell's or an activated or triggered ability's two or more modes, "
                            f"'choose' fewer of them, and no effects or target of its own")
        kw["modes"] = tuple(parsed)
        kw["choose"] = choose if isinstance(choose, int) else 1
    elif "choose" in raw:
        problems.append(f"{where}.choose: only with modes")
    if "condition" in raw:
        if raw.get("kind") != "static" or raw["condition"] not in vocab.CONDITIONS:
            problems.append(f"{where}.condition: a static ability's, one of {', '.join(vocab.CONDITIONS)}")
        kw["condition"] = str(raw["condition"])
    return kw
