"""What running Vitrine tells its operators: the log context, JSON logs, Prometheus
metrics written by every process, Sentry, and the periodic tasks' heartbeats. A leaf: it
imports none of Vitrine's other apps (they import it)."""
