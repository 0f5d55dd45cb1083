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
    if raw.get("do") in ("scry", "look") and not 1 <= int(raw.get("amount", 0) or 0) <= 5:
        problems.append(f"{where}.amount: a {raw['do']} looks at 1 to 5 cards")
    return kw
