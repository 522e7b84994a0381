from django.urls import path

from operations import views

urlpatterns = [
    path("health/live/", views.LiveView.as_view(), name="health-live"),
    path("health/ready/", views.ReadyView.as_view(), name="health-ready"),
    path("health/", views.ReadyView.as_view(), name="health"),
    path("metrics", views.metrics, name="metrics"),
]
