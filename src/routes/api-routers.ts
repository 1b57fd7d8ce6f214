import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppBindings } from "../lib/types";
import { schemaRouter } from "./schema/schema.index";
import { configurationRouter } from "./configuration/configuration.index";
import { agentsRouter } from "./agents/agents.index";
import { cognifyRouter } from "./cognify/cognify.index";
import { devRouter } from "./dev/dev.index";
import { tenantsRouter } from "./tenants/tenants.index";
import { permissionsRouter } from "./permissions/permissions.index";
import { surveyRouter } from "./survey/survey.index";
import { usersRouter } from "./users/users.index";
import { apiKeysRouter } from "./api-keys/api-keys.index";
import { authRouter } from "./auth/auth.index";
import { addRouter } from "./add/add.index";
import { datasetsRouter } from "./datasets/datasets.index";
import { quotasRouter } from "./quotas/quotas.index";
import { deleteRouter } from "./delete/delete.index";
import { searchRouter } from "./search/search.index";
import { skillsRouter } from "./skills/skills.index";
import { proposalsRouter } from "./proposals/proposals.index";
import { visualizeRouter } from "./visualize/visualize.index";
import { llmRouter } from "./llm/llm.index";
import { memifyRouter } from "./memify/memify.index";
import { recallRouter } from "./recall/recall.index";
import { sessionsRouter } from "./sessions/sessions.index";
import { rememberRouter } from "./remember/remember.index";
import { improveRouter } from "./improve/improve.index";
import { forgetRouter } from "./forget/forget.index";
import { updateRouter } from "./update/update.index";
import { responsesRouter } from "./responses/responses.index";
import { ontologiesRouter } from "./ontologies/ontologies.index";
import { billingRouter } from "./billing/billing.index";
import { archiveRouter } from "./archive/archive.index";
import { teamChatRouter } from "./team-chat/team-chat.index";
import { integrationsRouter } from "./integrations/integrations.index";

/** Every `/api/v1` router, mounted in order by `createApp()`. */
export const apiRouters: OpenAPIHono<AppBindings>[] = [
  agentsRouter,
  configurationRouter,
  schemaRouter,
  authRouter,
  apiKeysRouter,
  usersRouter,
  surveyRouter,
  permissionsRouter,
  tenantsRouter,
  devRouter,
  addRouter,
  // Before the datasets router: /datasets/{dataset_id}/export.
  archiveRouter,
  datasetsRouter,
  quotasRouter,
  deleteRouter,
  cognifyRouter,
  searchRouter,
  skillsRouter,
  proposalsRouter,
  visualizeRouter,
  llmRouter,
  memifyRouter,
  recallRouter,
  sessionsRouter,
  rememberRouter,
  improveRouter,
  forgetRouter,
  updateRouter,
  responsesRouter,
  ontologiesRouter,
  billingRouter,
  // Before any generic `/integrations/{provider}/...` router: its literal chatprovider paths must win.
  teamChatRouter,
  integrationsRouter,
];
