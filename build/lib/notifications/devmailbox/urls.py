from django.urls import path

from notifications.devmailbox import views

urlpatterns = [
    path("mailbox/", views.mailbox, name="dev-mailbox"),
    path("mailbox/<int:mail_id>/", views.mailbox, name="dev-mail"),
]
