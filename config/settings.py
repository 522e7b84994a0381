"""Vitrine's only settings module, driven by environment variables (see README)."""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.cache import cache_from_url, rates_from_env
from config.database import keep_long_statements_parsed
from config.env import envbool, envfloat, envint, envintlist, envlist, envstr
from observability.logs import logging_config
from observability.sentry import sentry_init

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / envstr("VITRINE_VAR_DIR", "var")  # an absolute value wins
VAR_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = envbool("DEBUG", False)
SECRET_KEY = envstr("SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("Set SECRET_KEY (or DEBUG=true for the development default).")
    # bandit: DEBUG only
    SECRET_KEY = "dev-only-insecure-key-vitrine-do-not-use-in-production-0123456789"  # nosec B105

ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver")
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS")
SITE_URL = envstr("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sites",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "allauth",
    "allauth.account",
    "anymail",
    "games",
    "accounts",
    "notifications",
    "leagues",
    "api",
    "talk",
    "web",
    "benchmarks",  # manage.py bench only: its floor endpoints are in benchmarks.urls
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "allauth.account.middleware.AccountMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
SITE_ID = 1

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        # web/templates first: its allauth/ overrides must win over allauth's own templates.
        "DIRS": [BASE_DIR / "web" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "web.context.site",
            ],
        },
    },
]

# --- database: SQLite file under var/ unless DATABASE_URL says otherwise -----------------
DATABASES = {
    "default": dj_database_url.parse(
        envstr("DATABASE_URL", f"sqlite:///{VAR_DIR / 'vitrine.sqlite3'}"),
        # Keep each process's connection (a new one per request cost about a sixth of a
        # move), checked before reuse so a restarted database is noticed, not raised.
        conn_max_age=envint("DB_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # IMMEDIATE takes the write lock at BEGIN, so two racing commands queue instead of
    # failing half-way; WAL lets readers go on while a move is written.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
    # A file, not memory, so a real Celery worker started by a test sees the test data.
    # One file per test process, so two test runs on one machine never share it.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")}
elif envbool("DB_PREPARED_STATEMENTS", True):
    # PostgreSQL: values bound by the server, and a statement a connection sends again is
    # prepared once (psycopg's cache). Planning was half of the database's time for a
    # move. Turn it off behind a pooler in transaction mode (PgBouncer before 1.21).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        server_side_binding=True, prepare_threshold=envint("DB_PREPARE_THRESHOLD", 2)
    )
if DATABASES["default"]["ENGINE"].endswith("postgresql"):
    keep_long_statements_parsed()
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_FINDERS = [
    "django.contrib.staticfiles.finders.FileSystemFinder",
    "django.contrib.staticfiles.finders.AppDirectoriesFinder",
    # Each game's table.js, from its own folder, as web/tables/<slug>.js (web/tables.py).
    "web.tables.GameTableFinder",
]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        # The manifest (hashed names, needs collectstatic) is for production.
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if envbool("STATIC_MANIFEST", not DEBUG)
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = True

# --- accounts (django-allauth) ----------------------------------------------------------
ACCOUNT_ADAPTER = "accounts.adapter.AccountAdapter"
ACCOUNT_LOGIN_METHODS = {"username", "email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "username*", "password1*", "password2*"]
ACCOUNT_EMAIL_VERIFICATION = envstr("ACCOUNT_EMAIL_VERIFICATION", "mandatory")
ACCOUNT_UNIQUE_EMAIL = True
LOGIN_REDIRECT_URL = "/"
ACCOUNT_LOGOUT_REDIRECT_URL = "/"

# --- email: a local dev mailbox page by default -----------------------------------------
EMAIL_BACKEND = envstr("EMAIL_BACKEND", "notifications.devmailbox.DevMailboxBackend")
EMAIL_HOST = envstr("EMAIL_HOST", "localhost")
EMAIL_PORT = envint("EMAIL_PORT", 25)
EMAIL_HOST_USER = envstr("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = envstr("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = envbool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = envstr("DEFAULT_FROM_EMAIL", "Vitrine <vitrine@localhost>")
DEV_MAILBOX = envbool("DEV_MAILBOX", DEBUG)

# --- Celery: a broker that needs no server unless CELERY_BROKER_URL says otherwise -------
CELERY_BROKER_URL = envstr("CELERY_BROKER_URL", "filesystem://")
# Without timeouts a publish to a Redis that stopped answering waits forever (kombu's
# default), and with it the request that made the move. socket_timeout stays above the
# worker's 1 s BRPOP.
REDIS_BROKER_OPTIONS = {"socket_connect_timeout": 3, "socket_timeout": 5}
if CELERY_BROKER_URL == "filesystem://":
    _queue = VAR_DIR / "celery-queue"
    _queue.mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(_queue),
        "data_folder_out": str(_queue),
        "processed_folder": str(_queue),
        "control_folder": str(_queue / "control"),
        "store_processed": False,
    }
elif CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    CELERY_BROKER_TRANSPORT_OPTIONS = REDIS_BROKER_OPTIONS
# Publishing is best effort (games/enqueue.py): what a task carries is in the database and
# re-derived by beat, so a move never waits long on a broker that is down.
CELERY_BROKER_CONNECTION_TIMEOUT = 3.0
CELERY_TASK_PUBLISH_RETRY_POLICY = {"max_retries": 2, "interval_start": 0,
                                    "interval_step": 0.2, "interval_max": 0.5}  # fmt: skip
CELERY_TASK_ALWAYS_EAGER = envbool("CELERY_TASK_ALWAYS_EAGER", False)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
CELERY_BEAT_SCHEDULE: dict = {}
CELERY_WORKER_HIJACK_ROOT_LOGGER = False

# --- games ------------------------------------------------------------------------------
VITRINE_SNAPSHOT_EVERY = envint("VITRINE_SNAPSHOT_EVERY", 50)
VITRINE_EXTRA_GAMES = envlist("VITRINE_EXTRA_GAMES")  # dotted modules exposing RULES
# Bots (issue 16): CPU seconds one bot decision may use in a worker; the strong level
# searches within it, and a decision that overruns falls back to a quicker level.
VITRINE_BOT_CPU_SECONDS = envfloat("VITRINE_BOT_CPU_SECONDS", 2.0)
VITRINE_MASTERPIECE_IMAGES = envstr("VITRINE_MASTERPIECE_IMAGES", str(VAR_DIR / "masterpieces"))

# --- deadlines, notifications, email replies, webhooks (issue 5; README "Asynchronous play")
VITRINE_TIMEOUTS_BEFORE_BOT = envint("VITRINE_TIMEOUTS_BEFORE_BOT", 3)
VITRINE_VACATION_DAYS = envint("VITRINE_VACATION_DAYS", 14)  # a player's yearly allowance
VITRINE_REMINDER_HOURS = [int(h) for h in envlist("VITRINE_REMINDER_HOURS", "24,2")]
VITRINE_SWEEP_SECONDS = envint("VITRINE_SWEEP_SECONDS", 60)  # beat: deadlines, resends
VITRINE_NOTIFY_LEASE_SECONDS = envint("VITRINE_NOTIFY_LEASE_SECONDS", 300)
# A bot owing an answer this long lost its task (say, the broker was down): the sweep plays it.
VITRINE_BOT_GRACE_SECONDS = envint("VITRINE_BOT_GRACE_SECONDS", 120)
VITRINE_NOTIFY_MAX_ATTEMPTS = envint("VITRINE_NOTIFY_MAX_ATTEMPTS", 12)
VITRINE_GAME_URL = envstr("VITRINE_GAME_URL", SITE_URL + "/games/{id}/")
# Where replies go: {token} is the signed seat/game/prompt token (local part, lower case).
VITRINE_REPLY_TO = envstr("VITRINE_REPLY_TO", "reply+{token}@vitrine.localhost")
VITRINE_WEBHOOK_TIMEOUT = envint("VITRINE_WEBHOOK_TIMEOUT", 10)
VITRINE_WEBHOOK_DISABLE_AFTER_HOURS = envint("VITRINE_WEBHOOK_DISABLE_AFTER_HOURS", 24)
# Webhooks go to public addresses on these ports only (notifications/outbound/webhook_target.py).
VITRINE_WEBHOOK_PORTS = envintlist("VITRINE_WEBHOOK_PORTS", "80,443")
# For local testing only: lets webhooks reach private and loopback addresses. Off by
# default whatever DEBUG is.
VITRINE_WEBHOOK_ALLOW_PRIVATE = envbool("VITRINE_WEBHOOK_ALLOW_PRIVATE", False)
ANYMAIL = {
    # The provider's inbound webhook posts to /anymail/<esp>/inbound/ (see README).
    "WEBHOOK_SECRET": envstr("ANYMAIL_WEBHOOK_SECRET", "") or None,
}
# Inbound mail (README "Moving by email"): the provider webhook is off unless turned on
# (and it also needs ANYMAIL_WEBHOOK_SECRET); a bigger message is refused unread; a
# sender may send this many ("N/s|m|h|d", empty: no limit); the receiving servers whose
# Authentication-Results header is trusted (empty: the topmost header).
VITRINE_INBOUND_WEBHOOK = envbool("VITRINE_INBOUND_WEBHOOK", False)
VITRINE_INBOUND_MAX_BYTES = envint("VITRINE_INBOUND_MAX_BYTES", 1_000_000)
VITRINE_INBOUND_RATE = envstr("VITRINE_INBOUND_RATE", "60/h")
VITRINE_INBOUND_AUTHSERV_IDS = envlist("VITRINE_INBOUND_AUTHSERV_IDS")
CELERY_BEAT_SCHEDULE = {
    "sweep-deadlines": {"task": "notifications.sweep_deadlines",
                        "schedule": float(VITRINE_SWEEP_SECONDS)},
    "deliver-due": {"task": "notifications.deliver_due", "schedule": float(VITRINE_SWEEP_SECONDS)},
    "close-due-seasons": {"task": "leagues.close_due_seasons", "schedule": 3600.0},
    # Tournaments whose registration closed start; any left between rounds is paired.
    "tournaments-tick": {"task": "leagues.tournaments_tick",
                         "schedule": float(VITRINE_SWEEP_SECONDS)},
}  # fmt: skip

# --- REST API ---------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.tokens.BearerTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    # DRF's JSON with orjson writing it (api/renderers.py); the browsable API as before.
    "DEFAULT_RENDERER_CLASSES": [
        "api.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "api.exceptions.handler",
    # No DRF pagination: every list pages with after/limit -> next_after (api/params.py).
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Vitrine API",
    "DESCRIPTION": "Play asynchronous museum card games: list kinds, create and join games, "
    "read your seat's view and prompt, answer it, follow the event feed, export histories.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    # One name for the bot levels wherever they appear (seats, creation, adding a bot).
    "ENUM_NAME_OVERRIDES": {
        "BotLevelEnum": "games.engine.levels.LEVELS",
        "GameKindEnum": "api.schema.kind_slugs",
        "WebhookFormatEnum": "notifications.models.Webhook.Format",
    },
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# --- API hardening: cache, rate limits, client addresses (issue 11; README "The REST API")
# The rate limits count in this cache: one process's memory by default (enough for
# `make run`), Redis in production (CACHE_URL=redis://...), shared by every process.
CACHES = {"default": cache_from_url(envstr("CACHE_URL", ""), var_dir=str(VAR_DIR))}
# How many reverse proxies in front of Vitrine append to X-Forwarded-For. 0 (the default):
# the client address is the socket's, and X-Forwarded-For is never believed.
VITRINE_TRUSTED_PROXIES = envint("VITRINE_TRUSTED_PROXIES", 0)
ALLAUTH_TRUSTED_PROXY_COUNT = VITRINE_TRUSTED_PROXIES
# Writes per scope; a real player never meets these. Scripts should keep their token.
VITRINE_RATE_LIMITS = rates_from_env(envstr("VITRINE_RATE_LIMITS", ""), {
    "login_address": "60/hour",   # POST /api/auth/token/ per client address
    "login_account": "20/hour",   # ... per account named (username or email)
    "token_create": "20/hour",  # POST /api/tokens/ per user  # nosec B105 (a rate)
    "game_create": "60/hour",     # POST /api/games/ per user
    "move": "300/minute",         # POST /api/games/{id}/act/ per user
    "talk": "30/minute",          # POST /api/games/{id}/talk/ per user
    "invite": "20/hour",          # POST /api/games/{id}/invite/ per user
    "export": "60/hour",          # GET bulk exports (NDJSON streams) per user or address
})  # fmt: skip
# The web sign-up and login: allauth's own limits, on the same cache.
ACCOUNT_RATE_LIMITS = {
    "login": "30/m/ip",
    "login_failed": "10/m/ip,5/5m/key",
    "signup": "20/m/ip",
    "reset_password": "20/m/ip,5/m/key",  # nosec B105 (a rate, not a password)
    "reset_password_from_key": "20/m/ip",  # nosec B105 (a rate, not a password)
}
REST_FRAMEWORK.update({
    "DEFAULT_SCHEMA_CLASS": "api.schema.VitrineAutoSchema",  # + the error answers
    "NUM_PROXIES": VITRINE_TRUSTED_PROXIES,
    "DEFAULT_PARSER_CLASSES": ["api.parsers.SafeJSONParser",
                               "rest_framework.parsers.FormParser",
                               "rest_framework.parsers.MultiPartParser"],
})  # fmt: skip
SPECTACULAR_SETTINGS.update({
    # The schema documents JSON bodies (form bodies are still accepted, e.g. by curl -d).
    "PARSER_WHITELIST": ["api.parsers.SafeJSONParser"],
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums",
                             "api.schema.add_links"],
})  # fmt: skip
# NUL in an API query string is refused before any view (PostgreSQL cannot store it).
MIDDLEWARE.insert(MIDDLEWARE.index("django.middleware.common.CommonMiddleware") + 1,
                  "api.middleware.ApiQueryGuard")  # fmt: skip

# --- production hardening (all on unless DEBUG) -----------------------------------------
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = envbool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = envbool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = not DEBUG
SECURE_HSTS_PRELOAD = not DEBUG
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"

# --- operating Vitrine: health, metrics, logs, Sentry (README "Operating Vitrine") ------
INSTALLED_APPS += ["health_check", "django_prometheus", "observability", "operations"]
MIDDLEWARE = [
    "django_prometheus.middleware.PrometheusBeforeMiddleware",
    "observability.middleware.RequestContextMiddleware",
    *MIDDLEWARE,
    "django_prometheus.middleware.PrometheusAfterMiddleware",
]
# django-prometheus's database wrappers count queries and errors (same behaviour otherwise).
_engine = DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
if DATABASES["default"]["ENGINE"].startswith("django.db.") and _engine in ("postgresql", "sqlite3"):
    DATABASES["default"]["ENGINE"] = f"django_prometheus.db.backends.{_engine}"
# /metrics: a bearer token, or a direct call from these networks (never through a proxy).
VITRINE_METRICS_TOKEN = envstr("VITRINE_METRICS_TOKEN", "")
VITRINE_METRICS_ALLOW = envlist("VITRINE_METRICS_ALLOW", "127.0.0.1/32,::1/128")
# Load balancers probe the health endpoints (and Prometheus scrapes) over plain HTTP.
SECURE_REDIRECT_EXEMPT = [r"^health/", r"^metrics$"]
LOG_FORMAT = envstr("LOG_FORMAT", "text" if DEBUG else "json")
if LOG_FORMAT not in ("json", "text"):
    raise ImproperlyConfigured(f"LOG_FORMAT must be json or text, not {LOG_FORMAT!r}.")
LOGGING = logging_config(json=LOG_FORMAT == "json", level=envstr("LOG_LEVEL", "INFO"))
SENTRY_DSN = envstr("SENTRY_DSN", "")
if SENTRY_DSN:
    sentry_init(dsn=SENTRY_DSN, environment=envstr("SENTRY_ENVIRONMENT", "production"),
                traces_sample_rate=float(envstr("SENTRY_TRACES_SAMPLE_RATE", "0")))  # fmt: skip
