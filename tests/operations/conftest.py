from __future__ import annotations

import re

from django.test import Client


def scrape(client: Client | None = None, **headers) -> str:
    """/metrics as Prometheus reads it (from 127.0.0.1, the test client's address)."""
    response = (client or Client()).get("/metrics", **headers)
    assert response.status_code == 200, response.content
    return response.content.decode()


def sample(metrics: str, name: str, **labels) -> float:
    """The sum of the samples of ``name`` whose labels include ``labels`` (0 if none)."""
    total = 0.0
    for line in metrics.splitlines():
        if not (line.startswith(name + "{") or line.startswith(name + " ")):
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', line.split("}", 1)[0])) if "{" in line else {}
        if all(found.get(k) == v for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total
