from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("allauth.urls")),
    path("accounts/", include("accounts.urls")),
    path("api/", include("api.urls")),
    path("dev/", include("notifications.dev_urls")),
    path("", include("web.urls")),
]

handler404 = "api.exceptions.page_not_found"
handler500 = "api.exceptions.server_error"
