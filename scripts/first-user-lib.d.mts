export function createFirstApiKey(
  fetchFn: (url: string, init?: RequestInit) => Promise<Response>,
  options: { baseUrl: string; email: string; password: string; keyName?: string },
): Promise<{ userId: string; email: string; keyId: string; apiKey: string }>;
