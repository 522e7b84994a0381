from django.urls import path

from notifications.calendars import views as calendar_views
from notifications.outbound import views as outbound_views

urlpatterns = [
    path(
        "unsubscribe/<str:token>/", outbound_views.unsubscribe, name="notifications-unsubscribe"
    ),  # fmt: skip
    path("calendar/<str:token>.ics", calendar_views.calendar, name="notifications-calendar"),
]
