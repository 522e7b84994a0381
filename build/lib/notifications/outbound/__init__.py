"""Outbound notifications: what Vitrine tells players, by email and webhook.

The outbox (rows written in the transaction of what causes them), what each says
(emails), sending them (delivery, webhooks, sending), what falls due with time (schedule),
the players' preferences and unsubscribe, invitations, and the operator's actions. It
may import notifications' models, tokens and answers; never inbound, calendars or the dev
mailbox."""
