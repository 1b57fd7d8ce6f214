import type { Settings } from "../../lib/settings";
import { type DatasetRemover, podDatasetRemover } from "../../services/users.service";
import type { Db } from "../../storage/d1/client";

/** How account deletion removes a dataset it alone owns. */
export const accountDatasetRemover = (env: Env, db: Db, _settings: Settings): DatasetRemover => podDatasetRemover(env, db);
