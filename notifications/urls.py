from django.urls import path

from notifications import views

urlpatterns = [
    path("unsubscribe/<str:token>/", views.unsubscribe, name="notifications-unsubscribe"),
    path("calendar/<str:token>.ics", views.calendar, name="notifications-calendar"),
]
