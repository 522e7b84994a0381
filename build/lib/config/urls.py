from django.contrib import admin
from django.urls import include, path

from games import media
from games.media_views import masterpiece_image

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("allauth.urls")),
    path("accounts/", include("accounts.urls")),
    path("api/", include("api.urls")),
    path(f"{media.URL_PATH}<str:masterpiece_id>", masterpiece_image, name="masterpiece-image"),
    path("dev/", include("notifications.devmailbox.urls")),
    path("notifications/", include("notifications.urls")),
    path("anymail/", include("notifications.inbound.webhook_urls")),  # inbound email (README)
    path("", include("operations.urls")),  # health and metrics (README "Operating Vitrine")
    path("", include("web.urls")),
]

handler400 = "api.exceptions.bad_request"
handler404 = "api.exceptions.page_not_found"
handler500 = "api.exceptions.server_error"
