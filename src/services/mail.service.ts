import { loadSettings } from "../lib/settings";
import type { Db } from "../storage/d1/client";
import { EmailBindingSender } from "../storage/mail/email-binding";
import { HttpMailSender } from "../storage/mail/http-mail";
import type { MailMessage, MailResult, MailSender } from "../storage/mail/mail-sender";
import { OutboxMailSender } from "../storage/mail/outbox";

export type { MailMessage, MailResult, MailSender };

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
export function createMailSender(env: object, db: Db): MailSender {
  const cfg = loadSettings(env).mail;
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

/** Sends and logs a failure (address and kind only, never the body: it may hold a reset token). */
export async function deliver(sender: MailSender, message: MailMessage): Promise<MailResult> {
  const result = await sender.send(message);
  if (!result.sent) console.warn(`mail not sent (${result.provider}, ${message.kind}): ${result.error ?? "unknown error"}`);
  return result;
}

// ---- message templates ----

export const mailTemplates = {
  tenantInviteSignup(to: string, tenantName: string, inviter: string, appUrl: string): MailMessage {
    return {
      to,
      kind: "tenant_invite_signup",
      subject: `You have been invited to the workspace "${tenantName}"`,
      text:
        `${inviter} added you to the workspace "${tenantName}".\n\n` +
        `Create your account with this address to join it:\n${appUrl}/signup?email=${encodeURIComponent(to)}\n`,
    };
  },
  tenantAccessNotice(to: string, tenantName: string, inviter: string, appUrl: string): MailMessage {
    return {
      to,
      kind: "tenant_access_notice",
      subject: `You now have access to the workspace "${tenantName}"`,
      text: `${inviter} gave you access to the workspace "${tenantName}".\n\nOpen it at ${appUrl}\n`,
    };
  },
  tenantRemoval(to: string, tenantName: string): MailMessage {
    return {
      to,
      kind: "tenant_removal",
      subject: `Your access to the workspace "${tenantName}" was removed`,
      text: `You are no longer a member of the workspace "${tenantName}".\n`,
    };
  },
  passwordReset(to: string, token: string, appUrl: string, lifetimeSeconds: number): MailMessage {
    return {
      to,
      kind: "password_reset",
      subject: "Reset your password",
      text:
        `A password reset was requested for this address. The link is valid for ${Math.round(lifetimeSeconds / 60)} minutes.\n\n` +
        `${appUrl}/reset-password?token=${encodeURIComponent(token)}\n\nReset token: ${token}\n\n` +
        `If you did not ask for this, ignore this mail: your password stays unchanged.\n`,
    };
  },
};
