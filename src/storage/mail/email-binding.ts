import type { MailMessage, MailResult, MailSender } from "./mail-sender";

/**
 * Production provider over a Cloudflare Email Workers `send_email` binding (`[[send_email]]` in
 * wrangler.toml). The sender address must be on a domain with Email Routing enabled.
 */
export class EmailBindingSender implements MailSender {
  constructor(
    private readonly binding: SendEmail,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<MailResult> {
    try {
      await this.binding.send({ from: this.from, to: message.to, subject: message.subject, text: message.text });
      return { sent: true, provider: "cloudflare" };
    } catch (err) {
      return { sent: false, provider: "cloudflare", error: err instanceof Error ? err.message : String(err) };
    }
  }
}
