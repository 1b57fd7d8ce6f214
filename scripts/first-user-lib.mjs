// The logic of scripts/first-user.mjs, free of Node APIs so the tests run it in workerd against the
// real Worker: `fetchFn` is the only way out.

/**
 * Logs in as the operator account (the default user, made loginable by the DEFAULT_USER_PASSWORD
 * secret, which works with ALLOW_SIGNUP=false) and creates an API key for it. Returns the key (shown
 * once) and the account's id. Errors carry the API's `detail`.
 */
export async function createFirstApiKey(fetchFn, { baseUrl, email, password, keyName = "first key" }) {
  const api = `${baseUrl.replace(/\/+$/, "")}/api/v1`;
  const fail = async (what, res) => {
    let detail = "";
    try {
      detail = JSON.stringify((await res.json()).detail);
    } catch {
      detail = `HTTP ${res.status}`;
    }
    return new Error(`${what} failed (${res.status}): ${detail}`);
  };
  const login = await fetchFn(`${api}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw await fail("login", login);
  const { access_token: token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const me = await fetchFn(`${api}/auth/me`, { headers: auth });
  if (!me.ok) throw await fail("reading the account", me);
  const user = await me.json();
  const created = await fetchFn(`${api}/api-keys`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ name: keyName }),
  });
  if (!created.ok) throw await fail("creating the API key", created);
  const key = await created.json();
  return { userId: user.id, email: user.email, keyId: key.id, apiKey: key.key };
}
