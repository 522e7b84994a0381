from django.urls import path

from notifications import dev_views

urlpatterns = [
    path("mailbox/", dev_views.mailbox, name="dev-mailbox"),
    path("mailbox/<int:mail_id>/", dev_views.mailbox, name="dev-mail"),
]
