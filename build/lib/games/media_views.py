from __future__ import annotations

import mimetypes

from django.http import FileResponse, Http404, HttpRequest

from games.media import image_file


def masterpiece_image(request: HttpRequest, masterpiece_id: str) -> FileResponse:
    path = image_file(masterpiece_id)
    if path is None:
        raise Http404("This installation has no image of that masterpiece.")
    response = FileResponse(path.open("rb"), content_type=mimetypes.guess_type(path.name)[0])
    response["Cache-Control"] = "public, max-age=86400"
    return response
