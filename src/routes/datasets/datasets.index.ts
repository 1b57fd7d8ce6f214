import { createRouter } from "../../lib/create-router";
import * as handlers from "./datasets.handlers";
import * as routes from "./datasets.routes";

// Static paths before `{dataset_id}` ones.
export const datasetsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.removeAll, handlers.removeAll)
  .openapi(routes.statuses, handlers.statuses)
  .openapi(routes.progress, handlers.progress)
  .openapi(routes.graphSummary, handlers.graphSummary)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.listData, handlers.listData)
  .openapi(routes.countData, handlers.countData)
  .openapi(routes.removeData, handlers.removeData)
  .openapi(routes.raw, handlers.raw)
  .openapi(routes.processingStatus, handlers.processingStatus);
