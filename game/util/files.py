"""Files the app writes for the player: always whole, never half-written."""
from __future__ import annotations

import os
import tempfile


def write_atomic(path: str, text: str) -> None:
    """Replace ``path`` in one step: a crash mid-write leaves the old file whole."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
