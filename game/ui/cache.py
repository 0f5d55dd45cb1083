"""A bounded cache that forgets the least recently used entry first, so memory levels off
instead of swinging (a day-long demo draws the same few hundred faces over and over)."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable


class LruCache:
    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._data: OrderedDict[Hashable, Any] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Any]) -> Any:
        data = self._data
        value = data.get(key)
        if value is not None:
            data.move_to_end(key)
            return value
        value = make()
        data[key] = value
        if len(data) > self.limit:
            data.popitem(last=False)
        return value

    def clear(self) -> None:
        self._data.clear()

    def __len__(self) -> int:
        return len(self._data)
