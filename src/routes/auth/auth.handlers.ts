import {
  clientAddress,
  forgotPassword,
  LoginRateLimitedError,
  login,
  logout,
  register,
  resetPassword,
  toUserRead,
} from "../../services/auth.service";
import type { AppRouteHandler } from "../../lib/types";
import type * as routes from "./auth.routes";

export const registerHandler: AppRouteHandler<typeof routes.register> = async (c) => {
  const { email, password } = c.req.valid("json");
  const user = await register(c.get("ports").db, c.get("settings"), { email, password });
  return c.json(toUserRead(user), 201);
};

export const loginHandler: AppRouteHandler<typeof routes.login> = async (c) => {
  const type = c.req.header("content-type") ?? "";
  const body = type.includes("json") ? c.req.valid("json") : c.req.valid("form");
  const username = "username" in body && body.username ? body.username : "email" in body ? body.email : undefined;
  try {
    const token = await login(c.get("ports").db, c.get("settings"), c.get("settings").auth, {
      username,
      password: body.password,
      address: await clientAddress(c.req.raw.headers, c.get("settings").auth),
    });
    return c.json(token, 200);
  } catch (err) {
    if (err instanceof LoginRateLimitedError) {
      return c.json({ detail: `${err.message} [${err.errorName}]` }, 429, { "retry-after": String(err.retryAfterSeconds) });
    }
    throw err;
  }
};

export const logoutHandler: AppRouteHandler<typeof routes.logout> = async (c) => {
  await logout(c.get("ports").db, c.get("settings"), c.req.raw.headers);
  return c.json({}, 200);
};

export const me: AppRouteHandler<typeof routes.me> = (c) => c.json({ email: c.get("user").email }, 200);

export const forgotPasswordHandler: AppRouteHandler<typeof routes.forgotPassword> = async (c) => {
  await forgotPassword(c.get("ports"), c.req.valid("json").email);
  return c.json(null, 202);
};

export const resetPasswordHandler: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
  const { token, password } = c.req.valid("json");
  await resetPassword(c.get("ports").db, c.get("settings"), token, password);
  return c.json(null, 200);
};
