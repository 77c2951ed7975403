/** Every API path is relative to this; the paths themselves live in the route table (endpoints/). */
export const API_BASE = "/api/v1";
