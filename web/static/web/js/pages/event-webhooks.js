// The organiser's webhooks of a tournament or league season, on its page: the page shell
// draws this section for the organiser alone (web/event_webhooks.py); the API refuses
// anyone else.
import { drawWebhooks } from "../lib/webhooks.js";

const box = document.getElementById("event-webhooks");
if (box) {
  drawWebhooks(box, { path: box.dataset.path,
    help: "The event's news is POSTed to it, signed (Standard Webhooks headers): each round paired, "
      + "each result with the standings after it, and the final standings." });
}
