"""blake2b without loading OpenSSL.

`hashlib` loads OpenSSL's `_hashlib` when imported (about 5-8 ms, most of a short command's
own cost); blake2b is CPython's own `_blake2` either way, so take it from there when it exists.
The digests are the same (blake2b is one function); only the import differs.
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # another Python: hashlib's is the same function
    from hashlib import blake2b

__all__ = ["blake2b"]
