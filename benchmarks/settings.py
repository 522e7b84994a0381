"""The product's settings, plus the floor endpoints (benchmarks.urls) for the servers that
``manage.py bench`` starts. Nothing else differs from production."""

import os

os.environ.setdefault("SECRET_KEY", "bench-only-secret-key-never-used-in-production-0123456789")
# Production runs with DEBUG off, and so does the benchmark, whatever started it: manage.py
# turns DEBUG on for a checkout without production settings, and every figure up to the
# seventeenth round was taken so (each statement logged, its parameters quoted in Python:
# more of a move's or a rebuild's time than of the floor's one INSERT or the raw read's).
os.environ["DEBUG"] = "false"
for name in ("SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE"):
    os.environ.setdefault(name, "false")
os.environ.setdefault("STATIC_MANIFEST", "false")

from config.settings import *  # noqa: E402,F403

ROOT_URLCONF = "benchmarks.urls"
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "testserver"]  # testserver: the SQL count
LOGGING = {"version": 1, "disable_existing_loggers": False, "root": {"level": "ERROR"}}
