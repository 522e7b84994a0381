from __future__ import annotations

from django import forms

from accounts.models import Profile


class ProfileForm(forms.ModelForm):
    class Meta:
        model = Profile
        fields = ["display_name", "time_zone"]
        help_texts = {"time_zone": "A name like Europe/Paris; deadlines are shown in it."}


class TokenForm(forms.Form):
    name = forms.CharField(max_length=80, help_text="What the token is for, e.g. 'my bot'.")
