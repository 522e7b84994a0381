"""The bench's table (figures and ratios, each beside its reference and the issue's goal),
and a chart of the ratios."""

from __future__ import annotations

from pathlib import Path
from typing import Any

Row = tuple[str, str, str, str, str]  # figure, ours, reference, ratio, goal


def _f(value: float, unit: str = "") -> str:
    if value >= 1000:
        return f"{value:,.0f}{unit}"
    return f"{value:.1f}{unit}" if value >= 10 else f"{value:.2f}{unit}"


def rows(fig: dict[str, Any]) -> list[Row]:
    out: list[Row] = []
    http = fig["http"]
    for q in ("p50", "p99"):
        for name, label in (("move", "a move over HTTP"),
                            ("move_eager", "the same, bot reply and email eager")):  # fmt: skip
            ours = [http[name][n][q] for n in sorted(http[name], key=int)]
            floor = [http["floor"][n][q] for n in sorted(http["floor"], key=int)]
            out.append((f"{label}, {q}, 1/4/16 clients (ms)", " / ".join(map(_f, ours)),
                        "floor " + " / ".join(map(_f, floor)),
                        " / ".join(f"{o / f:.1f}x" for o, f in zip(ours, floor, strict=True)),
                        "<= 2x" if name == "move" else ""))  # fmt: skip
    c = fig.get("create")  # absent from the figures of earlier benches
    if c:
        out.append(("creating a game over HTTP, p50 / p99, 1 client (ms)",
                    f"{_f(c['create']['p50'])} / {_f(c['create']['p99'])}",
                    f"floor {_f(c['floor']['p50'])} / {_f(c['floor']['p99'])}",
                    f"{c['create']['p50'] / c['floor']['p50']:.1f}x / "
                    f"{c['create']['p99'] / c['floor']['p99']:.1f}x", ""))  # fmt: skip
    q = fig["queries"]
    out.append(("SQL queries per move", f"{_f(q['move'])} ({_f(q['move_eager'])} eager)",
                f"floor {q['floor']}", f"{q['move'] / q['floor']:.1f}x", ""))  # fmt: skip
    a = fig["appends"]
    for b in ("1", "10"):
        ours, peer, raw = a["ours"][b], a["peer"][b], a["raw"][b]
        out.append((f"events appended/s, batch {b}", _f(ours),
                    f"peer {_f(peer)}; raw {_f(raw)}",
                    f"{ours / peer:.2f}x peer; {ours / raw:.2f}x raw", ">= 1x peer, >= 0.67x raw"))  # fmt: skip
    t = fig["threads"]
    ours = [t["ours"][n] for n in ("1", "4", "8")]
    raw = [t["raw"][n] for n in ("1", "4", "8")]
    out.append(("appends/s, 1/4/8 threads, separate games", " / ".join(map(_f, ours)),
                "raw " + " / ".join(map(_f, raw)), f"{ours[1] / ours[0]:.2f}x from 1 to 4",
                ">= 1.7x from 1 to 4"))  # fmt: skip
    r = fig["reads"]
    out.append(("reading a 1,000-event stream (events/s)", _f(r["ours"]),
                f"raw {_f(r['raw'])} (decoded); peer {_f(r['peer'])}",
                f"{r['ours'] / r['raw']:.2f}x raw; {r['ours'] / r['peer']:.2f}x peer",
                ">= 0.67x raw, >= 1x peer"))  # fmt: skip
    rb = fig["rebuild"]
    out.append(("rebuild_projections (events/s)", _f(rb["ours"]), f"raw SELECT {_f(rb['raw'])}",
                f"{rb['ours'] / rb['raw']:.2f}x", ">= 0.5x raw read"))  # fmt: skip
    if "played" in rb:  # absent from the figures of earlier benches
        out.append(("the same, the played games only (events/s)", _f(rb["played"]),
                    f"raw SELECT of their events {_f(rb['played_raw'])}",
                    f"{rb['played'] / rb['played_raw']:.2f}x", ">= 0.5x raw read"))  # fmt: skip
    e, n = fig["export"], fig["export_events"]
    rate = n / (e["export"] / 1000)
    own = fig.get("export_raw_rate")  # absent from the figures of earlier benches
    out.append((f"GET export/ of a {n}-event game (ms)", _f(e["export"]),
                f"floor {_f(e['floor'])}" + (f"; raw read of its rows {_f(own)} events/s" if own else ""),
                f"{e['export'] / e['floor']:.1f}x; {_f(rate)} events/s = "
                + (f"{rate / own:.2f}x raw read of its rows, " if own else "")
                + f"{rate / r['raw']:.2f}x the 1,000-event raw read", ">= 0.5x raw read"))  # fmt: skip
    ls = fig["load_state"]
    out.append((f"load_state of a {ls['long_events']}- vs a {ls['short_events']}-event game (ms)",
                f"{_f(ls['long'])} vs {_f(ls['short'])}", "", "", "flat"))  # fmt: skip
    return out


def table(figures: list[dict[str, Any]]) -> str:
    lines = []
    for fig in figures:
        # Earlier benches' figures do not name their cache.
        cache = f", rate limits on {fig['cache']}" if "cache" in fig else ""
        lines += [f"\n{fig['database']}{cache} ({fig['when']})", "",
                  "| figure | Vitrine | reference | ratio | goal |", "|---|---|---|---|---|"]  # fmt: skip
        lines += ["| " + " | ".join(row) + " |" for row in rows(fig)]
    return "\n".join(lines) + "\n"


def chart(figures: list[dict[str, Any]], path: Path) -> Path | None:
    """Bars of the ratios that have a goal, one group per database."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    fig_, axes = plt.subplots(1, len(figures), figsize=(7 * len(figures), 5), squeeze=False)
    for ax, fig in zip(axes[0], figures, strict=True):
        h, a, r = fig["http"], fig["appends"], fig["reads"]
        bars = {
            "move p50 /floor (16)": h["move"]["16"]["p50"] / h["floor"]["16"]["p50"],
            "move p99 /floor (16)": h["move"]["16"]["p99"] / h["floor"]["16"]["p99"],
            "appends /peer": a["ours"]["10"] / a["peer"]["10"],
            "appends /raw": a["ours"]["10"] / a["raw"]["10"],
            "reads /raw": r["ours"] / r["raw"],
            "rebuild /raw": fig["rebuild"]["ours"] / fig["rebuild"]["raw"],
            "4 threads /1": fig["threads"]["ours"]["4"] / fig["threads"]["ours"]["1"],
        }
        ax.barh(list(bars), list(bars.values()), color="#4a6fa5")
        ax.axvline(1, color="#999", linewidth=1)
        ax.set_title(f"{fig['database']}: ratios (goals: move <= 2, the rest >= 0.5 to 1.7)")
        ax.invert_yaxis()
    fig_.tight_layout()
    fig_.savefig(path)
    return path
