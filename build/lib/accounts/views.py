"""Account pages: profile and API tokens (sign-up, login and reset are allauth's)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

from accounts import services
from accounts.forms import ProfileForm, TokenForm


@login_required
def profile(request: HttpRequest) -> HttpResponse:
    """Display name and time zone as a plain form (it works without JavaScript); emails
    link here, and the page links to the full settings page. Saving goes through
    profile_update, which moves the player's deadlines when the time zone changes."""
    form = ProfileForm(request.POST or None, instance=request.user.profile)
    if request.method == "POST" and form.is_valid():
        try:
            services.profile_update(user=request.user, **form.cleaned_data)
        except ValidationError as exc:
            form.add_error(None, exc)
        else:
            messages.success(request, "Your profile is saved.")
            return redirect("profile")
    return render(request, "accounts/profile.html", {"form": form})


@login_required
def token_list(request: HttpRequest) -> HttpResponse:
    form = TokenForm(request.POST or None)
    new_key = None
    if request.method == "POST" and "revoke" in request.POST:
        try:
            token_id = int(request.POST["revoke"])
        except ValueError:
            token_id = -1
        if services.token_revoke(user=request.user, token_id=token_id):
            messages.success(request, "The token is revoked; clients using it are locked out.")
        else:
            messages.error(request, "That token is unknown or already revoked.")
        return redirect("token-list")
    if request.method == "POST" and form.is_valid():
        _, new_key = services.token_create(user=request.user, name=form.cleaned_data["name"])
        form = TokenForm()
    tokens = request.user.api_tokens.filter(revoked_at__isnull=True)
    return render(
        request, "accounts/tokens.html", {"form": form, "tokens": tokens, "new_key": new_key}
    )
