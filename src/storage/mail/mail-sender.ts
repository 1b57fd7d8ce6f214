/** The mail port: one message, plain text. `sent` is false when the provider refused or failed. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for (tenant_invite_signup, tenant_access_notice, tenant_removal, password_reset). */
  kind: string;
}

export interface MailResult {
  sent: boolean;
  provider: string;
  error?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<MailResult>;
}
