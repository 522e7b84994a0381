"""Inbound replies: moves by email. One service (receive) that every road feeds: the
provider webhook (webhook, behind webhook_urls' gate), the receive_mail command and the dev
mailbox's reply form. It reads the message safely (mime, message), checks who vouches for
it (mail_auth) and how much one sender sends (limits), reads the answer line (replies,
with notifications.answers) and plays it through games.services. It may import outbound
(a refused reply is answered by email); outbound never imports it."""
