import { createRouter } from "../../lib/create-router";
import * as handlers from "./auth.handlers";
import * as routes from "./auth.routes";

export const authRouter = createRouter()
  .openapi(routes.register, handlers.registerHandler)
  .openapi(routes.login, handlers.loginHandler)
  .openapi(routes.logout, handlers.logoutHandler)
  .openapi(routes.me, handlers.me)
  .openapi(routes.forgotPassword, handlers.forgotPasswordHandler)
  .openapi(routes.resetPassword, handlers.resetPasswordHandler);
