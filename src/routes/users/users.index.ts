import { createRouter } from "../../lib/create-router";
import * as handlers from "./users.handlers";
import * as routes from "./users.routes";

export const usersRouter = createRouter()
  .openapi(routes.getMe, handlers.getMe)
  .openapi(routes.patchMe, handlers.patchMe)
  .openapi(routes.deleteMe, handlers.deleteMe)
  .openapi(routes.seenWelcome, handlers.seenWelcome)
  .openapi(routes.completeOnboarding, handlers.completeOnboarding)
  .openapi(routes.marketingConsent, handlers.marketingConsent)
  .openapi(routes.sessionRecordingConsent, handlers.sessionRecordingConsent)
  .openapi(routes.dismissFeature, handlers.dismissFeature);
