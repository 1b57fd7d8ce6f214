import { createRouter } from "../../lib/create-router";
import * as handlers from "./billing.handlers";
import * as routes from "./billing.routes";

export const billingRouter = createRouter()
  .openapi(routes.creditsOverview, handlers.creditsOverview)
  .openapi(routes.hourlyCosts, handlers.hourlyCosts)
  .openapi(routes.getAutoRecharge, handlers.getAutoRecharge)
  .openapi(routes.putAutoRecharge, handlers.putAutoRecharge)
  .openapi(routes.grantCredits, handlers.grantCredits)
  .openapi(routes.stripeWebhook, handlers.stripeWebhook);
