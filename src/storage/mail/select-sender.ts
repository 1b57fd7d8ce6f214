import type { Settings } from "../../lib/settings";
import type { Db } from "../d1/client";
import { EmailBindingSender } from "./email-binding";
import { HttpMailSender } from "./http-mail";
import type { MailResult, MailSender } from "./mail-sender";
import { OutboxMailSender } from "./outbox";

class MisconfiguredSender implements MailSender {
  constructor(
    private readonly provider: string,
    private readonly reason: string,
  ) {}
  async send(): Promise<MailResult> {
    return { sent: false, provider: this.provider, error: this.reason };
  }
}

/** Selects the provider by configuration; a misconfigured provider reports `sent: false`, never throws. */
export function createMailSender(env: object, settings: Settings, db: Db): MailSender {
  const cfg = settings.mail;
  if (cfg.provider === "http") {
    return cfg.apiUrl ? new HttpMailSender(cfg.apiUrl, cfg.apiKey, cfg.from) : new MisconfiguredSender("http", "MAIL_API_URL is not set");
  }
  if (cfg.provider === "cloudflare") {
    const binding = (env as Record<string, unknown>)[cfg.bindingName] as SendEmail | undefined;
    return binding && typeof binding.send === "function"
      ? new EmailBindingSender(binding, cfg.from)
      : new MisconfiguredSender("cloudflare", `send_email binding ${cfg.bindingName} is not bound`);
  }
  return new OutboxMailSender(db);
}
