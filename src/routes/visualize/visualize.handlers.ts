import type { Context } from "hono";
import { toValidationIssues } from "../../lib/create-router";
import { ValidationError } from "../../core/errors";
import { type VisualizeParams, VisualizeParamsSchema } from "../../../schemas/visualize.schemas";
import { brains, brainsSummary, renderVisualization, visualizationJsonStream } from "../../services/visualize/visualize.service";
import type { AppBindings, AppRouteHandler } from "../../lib/types";
import type * as routes from "./visualize.routes";


/** The page only runs its own inline code and talks to nobody (it also works saved to disk). */
const HTML_HEADERS = {
  "content-security-policy": "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:",
  "x-content-type-options": "nosniff",
  "cache-control": "no-store",
};

/** POST merges query-string and JSON-body parameters (body wins), then validates them as GET does. */
function mergedParams(query: Record<string, unknown>, body: Record<string, unknown>): VisualizeParams {
  const parsed = VisualizeParamsSchema.safeParse({ ...query, ...body });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    throw new ValidationError(
      issues.map((i) => toValidationIssues(String(i.path[0]) in body ? "json" : "query", [i])[0]!),
    );
  }
  return parsed.data;
}

/** Query parameters as hono's validator sees them: one value as a string, repeated ones as a list. */
function rawQuery(c: Context<AppBindings>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}

export const getPage: AppRouteHandler<typeof routes.getPage> = async (c) => {
  const html = await renderVisualization(c.get("ports"), c.get("user"), c.req.valid("query"));
  return c.html(html, 200, HTML_HEADERS);
};

export const postPage: AppRouteHandler<typeof routes.postPage> = async (c) => {
  const hasJson = (c.req.header("content-type") ?? "").includes("application/json");
  // Raw values (the loose schemas only admitted them): the body's absent keys must not mask the query's.
  const body = hasJson ? ((await c.req.json()) as Record<string, unknown>) : {};
  const params = mergedParams(rawQuery(c), body);
  const html = await renderVisualization(c.get("ports"), c.get("user"), params);
  return c.html(html, 200, HTML_HEADERS);
};

export const getJson: AppRouteHandler<typeof routes.getJson> = async (c) => {
  const stream = await visualizationJsonStream(c.get("ports"), c.get("user"), c.req.valid("query"));
  return c.body(stream, 200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }) as never;
};

export const getBrains: AppRouteHandler<typeof routes.getBrains> = async (c) => {
  return c.json(await brains(c.get("ports"), c.get("user"), c.req.valid("query").max_nodes), 200);
};

export const getBrainsSummary: AppRouteHandler<typeof routes.getBrainsSummary> = async (c) => {
  return c.json(await brainsSummary(c.get("ports"), c.get("user")), 200);
};
