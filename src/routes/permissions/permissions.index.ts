import { createRouter } from "../../lib/create-router";
import * as handlers from "./permissions.handlers";
import * as routes from "./permissions.routes";

export const permissionsRouter = createRouter()
  .openapi(routes.grantDataset, handlers.grantDataset)
  .openapi(routes.revokeDataset, handlers.revokeDataset)
  .openapi(routes.principalDatasets, handlers.principalDatasets)
  .openapi(routes.createRole, handlers.createRole)
  .openapi(routes.deleteRole, handlers.deleteRole)
  .openapi(routes.addUserRole, handlers.addUserRole)
  .openapi(routes.removeUserRole, handlers.removeUserRole)
  .openapi(routes.addUserTenant, handlers.addUserTenant)
  .openapi(routes.removeTenantUser, handlers.removeTenantUser)
  .openapi(routes.myTenants, handlers.myTenants)
  .openapi(routes.createTenant, handlers.createTenant)
  .openapi(routes.selectTenant, handlers.selectTenant)
  .openapi(routes.tenantRoles, handlers.tenantRoles)
  .openapi(routes.roleUsers, handlers.roleUsers)
  .openapi(routes.userRoles, handlers.userRoles)
  .openapi(routes.tenantUsers, handlers.tenantUsers)
  .openapi(routes.grantCapabilities, handlers.grantCapabilities)
  .openapi(routes.revokeCapabilities, handlers.revokeCapabilities)
  .openapi(routes.myCapabilities, handlers.myCapabilities);
