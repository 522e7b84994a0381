"""Hooks for the schemathesis run of tests/api/test_schemathesis.py (loaded by the CLI
through SCHEMATHESIS_HOOKS): every request carries a real personal access token, obtained
the way a client gets one, with POST /api/auth/token/. The run may revoke it (DELETE
/api/tokens/{id}/ is one of the operations tested); a 401 then fetches a new one."""

from __future__ import annotations

import os

import requests
import schemathesis


@schemathesis.auth(refresh_interval=3600)  # renewed at once on a 401
class PasswordToken:
    def get(self, case, context) -> str:
        response = requests.post(
            os.environ["VITRINE_FUZZ_URL"] + "/api/auth/token/",
            json={"username": os.environ["VITRINE_FUZZ_USER"],
                  "password": os.environ["VITRINE_FUZZ_PASSWORD"], "name": "schemathesis"},
            timeout=30,
        )  # fmt: skip
        response.raise_for_status()
        return response.json()["token"]

    def set(self, case, data: str, context) -> None:
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}
