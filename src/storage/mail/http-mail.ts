import type { MailMessage, MailResult, MailSender } from "./mail-sender";

/**
 * Production provider over a JSON mail API (Resend/Postmark-style): `POST MAIL_API_URL` with
 * `Authorization: Bearer MAIL_API_KEY` and `{from, to: [..], subject, text}`. Any 2xx counts as sent.
 */
export class HttpMailSender implements MailSender {
  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly from: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: MailMessage): Promise<MailResult> {
    try {
      const res = await fetch(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ from: this.from, to: [message.to], subject: message.subject, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.body?.cancel();
      return res.ok ? { sent: true, provider: "http" } : { sent: false, provider: "http", error: `HTTP ${res.status}` };
    } catch (err) {
      return { sent: false, provider: "http", error: err instanceof Error ? err.message : String(err) };
    }
  }
}
