"""Exception types: every error ndle raises on bad input is an NdleError (and how to quote another library's error)."""


MAX_MESSAGE = 1000  # characters of an error message: a value echoed back at length is cut in its middle


def cut(text: str, most: int = MAX_MESSAGE) -> str:
    """Return text of at most about `most` characters: a longer one keeps its start and end around " ... ".

    Parameters
    ----------
    text : str
        A message, or a value to be shown in one.
    most : int
        The most characters kept.

    Returns
    -------
    str
    """
    return text if len(text) <= most else f"{text[:most // 2]} ... {text[-(most // 2):]}"


class OutOfTime(Exception):
    """A search's `deadline` (a `time.process_time` time) passed before it finished; not bad input, so not an
    NdleError (the caller that set the deadline catches it)."""


class NdleError(Exception):
    """Base class of the errors ndle raises on bad input (a message is cut to MAX_MESSAGE characters: every value
    it echoes back stays readable however long the input was)."""

    def __init__(self, *args):
        super().__init__(*(cut(a) if isinstance(a, str) else a for a in args))


class WordError(NdleError, ValueError):
    """A word is malformed or not in the word list."""


class WordListError(NdleError, ValueError):
    """A word-list file is unreadable or malformed."""


class HardModeError(WordError):
    """A guess breaks hard mode: it does not use the hints shown so far."""


class InconsistentGuessError(HardModeError):
    """A guess breaks consistent play: it is not a possible answer any more (a kind of HardModeError: the game's
    rule on guesses refuses it)."""


class FeedbackError(NdleError, ValueError):
    """A feedback string is malformed or impossible."""


class NoCandidatesError(NdleError, ValueError):
    """Observed feedback leaves a board with no possible answer."""


class UnexplainedRowError(NoCandidatesError):
    """A row that lies (`ndle.game.lying`) that no answer in the list explains with the game's lies a row."""


class StrategyError(NdleError, ValueError):
    """A strategy name or option is unknown or invalid."""


class ConfigError(NdleError, ValueError):
    """An experiment config or run directory is malformed."""


class OutputExistsError(NdleError, FileExistsError):
    """An output file is already there and --overwrite (overwrite=True) was not given."""


class OutputBusyError(NdleError, OSError):
    """Another ndle process is writing the same output file."""


class SpecialFileError(NdleError, OSError):
    """A file to read is not a regular file (a FIFO, a device, a folder), or a file to write is one, or is a link."""


class CacheError(NdleError, OSError):
    """A cache file cannot be written or read."""


class ModeError(ConfigError):
    """A game preset or mode is unknown, or the combination asked for is impossible."""


class UnsupportedGameError(ModeError):
    """No exact search solves the game (or the question) asked: the message names the combination."""


class MissingExtraError(NdleError, ImportError):
    """An optional dependency is not installed; the message names the extra to install."""


class ArgumentError(ConfigError, TypeError):
    """A library function got a keyword argument it does not take (a TypeError too, as Python's own would be)."""


def first_line(error: BaseException) -> str:
    """Return the first line of an exception's message, or its type's name when it has none.

    Parameters
    ----------
    error : BaseException
        The exception, often from another library, whose words go into one of ndle's one-line messages.

    Returns
    -------
    str
    """
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def install_hint(extra: str) -> str:
    """Return how to install one of ndle's optional extras from where this ndle was installed.

    `pip install 'ndle[web]'` finds ndle only on a package index; installed from a checkout (editable or not), a
    folder or a repository, the extra is installed from there.

    Parameters
    ----------
    extra : str
        The extra's name, e.g. "web" or "plot".

    Returns
    -------
    str
        e.g. "install ndle's web extra: pip install -e '/home/me/ndle[web]'".
    """
    import json
    from importlib import metadata
    from pathlib import Path
    from urllib.parse import unquote, urlparse

    command = f"pip install 'ndle[{extra}]'"  # from a package index
    try:
        origin = json.loads(metadata.distribution("ndle").read_text("direct_url.json") or "null")
    except (metadata.PackageNotFoundError, ValueError):  # not installed: run from a checkout on the path
        root = Path(__file__).resolve().parent.parent
        origin = {"url": root.as_uri(), "dir_info": {"editable": True}} if (root / "pyproject.toml").exists() else None
    if isinstance(origin, dict) and isinstance(url := origin.get("url"), str):
        if url.startswith("file://") and "dir_info" in origin:
            editable = "-e " if origin["dir_info"].get("editable") else ""
            command = f"pip install {editable}'{unquote(urlparse(url).path)}[{extra}]'"
        elif isinstance(vcs := origin.get("vcs_info"), dict):
            command = f"pip install 'ndle[{extra}] @ {vcs.get('vcs', 'git')}+{url}'"
        else:  # an archive
            command = f"pip install 'ndle[{extra}] @ {url}'"
    return f"install ndle's {extra} extra: {command}"
