import nodemailer from 'nodemailer';

/** Hands one e-mail to the SMTP server of SMTP_URL (STARTTLS when the server offers it; smtps:// for TLS). */
export interface EmailSender {
  sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export function createSmtpSender(options: { url: string; from: string }): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async sendEmail({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
