import type { Settings } from "../../lib/settings";
import type { FetchPolicy } from "./git-fetch";
import { REPO_CAPS } from "./repo-files";

/** The fetch policy of a deployment: the web-URL switch, FETCH_ALLOWED_HOSTS and the repository caps. */
export const fetchPolicyOf = (settings: Settings, fetcher?: typeof fetch): FetchPolicy => ({
  allowHttpRequests: settings.allowHttpRequests,
  allowedHosts: settings.fetchAllowedHosts,
  caps: { ...REPO_CAPS, MAX_FILES: settings.codeRepoMaxFiles, MAX_DOWNLOAD_BYTES: settings.codeRepoMaxDownloadBytes },
  ...(fetcher ? { fetcher } : {}),
});
