import type { MailMessage, MailResult, MailSender } from "../storage/mail/mail-sender";

export type { MailMessage, MailResult, MailSender };

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
