"""`ndle cache`: where ndle's cache folder is, its size and what is in it; `--clear` empties it."""

from __future__ import annotations

from ndle.commands._common import emit_json
from ndle.checks import counted


def register(sub) -> None:
    p = sub.add_parser("cache", help="show the cache folder (pattern matrices, compiled kernels); --clear empties it",
                       description="Shows the cache folder ($NDLE_CACHE_DIR, else the user cache folder), its size "
                                   "and what is in it. Everything there is rebuilt when needed.")
    p.add_argument("--clear", action="store_true",
                   help="remove what ndle put there (asks nothing; says what went; anything else is left alone)")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(func=run)


def run(args) -> int:
    from dataclasses import asdict

    from ndle.io.cachedir import cache_dir
    from ndle.io.cacheinfo import STALE, clear, human_size, inventory

    folder = cache_dir()
    if args.clear:
        files, size = clear(folder)
        kept = sorted(e.name for e in inventory(folder))
        if args.json:
            emit_json({"folder": str(folder), "removed_files": files, "removed_bytes": size, "left": kept})
        else:
            print(f"removed {counted(files, 'file')}, {human_size(size)}, from {folder}"
                  + (f"; left alone, not ndle's: {', '.join(kept)}" if kept else ""))
        return 0
    entries = inventory(folder)
    total = sum(e.size for e in entries)
    if args.json:
        emit_json({"folder": str(folder), "exists": folder.is_dir(), "bytes": total,
                   "entries": [asdict(e) for e in entries]})
        return 0
    if not folder.is_dir():
        print(f"{folder}: no cache yet (it is made when a pattern matrix is first built)")
        return 0
    print(f"{folder}: {human_size(total)} in {counted(sum(e.files for e in entries), 'file')}")
    for e in entries:
        print(f"  {human_size(e.size):>10}  {e.name}  ({e.kind})")
    if stale := [e for e in entries if e.kind.endswith(STALE)]:
        print(f"{len(stale):,} of them ({human_size(sum(e.size for e in stale))}) written by an older ndle and no "
              "longer read: `ndle cache --clear` removes them with the rest of ndle's (what is used is rebuilt "
              "when needed)")
    return 0
