// The only road to the server: the REST API, with the session cookie and the CSRF token.

export class ApiError extends Error {
  /** `status` 0 means the server could not be reached. `body` is the JSON error body
   *  ({code, detail, fields?, ...}); a 409 also carries the current state. */
  constructor(status, body) {
    super(body?.detail || `The server answered ${status}.`);
    this.status = status;
    this.body = body || {};
    this.code = this.body.code || "error";
    this.detail = this.message;
    this.fields = this.body.fields || null;
  }
}

function csrfToken() {
  const meta = document.querySelector('meta[name="csrf-token"]');
  return meta ? meta.content : "";
}

/** Call the API; resolves to the JSON body (null for 204), rejects with ApiError. */
export async function api(path, { method = "GET", body, query } = {}) {
  let url = path.startsWith("/api/") ? path : `/api/${path.replace(/^\//, "")}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined && v !== null && v !== "") params.set(k, v);
    }
    const qs = params.toString();
    if (qs) url += (url.includes("?") ? "&" : "?") + qs;
  }
  const headers = { Accept: "application/json" };
  if (method !== "GET") headers["X-CSRFToken"] = csrfToken();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(url, {
      method, headers, credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, { code: "offline",
      detail: "Vitrine could not be reached. Check your connection; nothing was sent." });
  }
  if (response.status === 204) return null;
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  if (!response.ok) {
    throw new ApiError(response.status, data || {
      code: "error", detail: `The server answered ${response.status}; please try again.` });
  }
  return data;
}

export const get = (path, query) => api(path, { query });
export const post = (path, body = {}) => api(path, { method: "POST", body });
export const patch = (path, body) => api(path, { method: "PATCH", body });
export const del = (path) => api(path, { method: "DELETE" });

