import { SIGNED_IN, allowed, endpoint } from "../endpoint.ts";
import { settings } from "../schemas/settings.ts";

const PATH = "/settings/";

export const SETTINGS = {
  get: endpoint({
    method: "GET",
    path: PATH,
    access: SIGNED_IN,
    summary: "The company's settings: operating currency, business time zone, meal, check-in and check-out times",
    response: settings,
  }),
  replace: endpoint({
    method: "PUT",
    path: PATH,
    access: allowed("settings", "write"),
    summary: "Replace the company's settings (the currency and the time zone only while no order exists)",
    body: settings,
    response: settings,
  }),
};
