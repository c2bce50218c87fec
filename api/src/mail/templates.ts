import type { MailMessage } from './mailer.js';

// Plain text, branded, and clear about what each code is for and how long it lasts.

const footer =
  '\n\n— Troo\nOrdering and back-office software for restaurants, hotels and bars.\nIf you did not ask for this e-mail, you can ignore it.';

export function verificationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    kind: 'verification_code',
    subject: `Your Troo verification code: ${code}`,
    text: `Hello ${firstName},\n\nUse this code to verify your e-mail address and activate your Troo business account:\n\n    ${code}\n\nThe code works once and expires in 10 minutes.${footer}`,
  };
}

export function passwordResetMail(to: string, firstName: string, code: string): MailMessage {
  return {
    to,
    kind: 'password_reset',
    subject: `Your Troo password reset code: ${code}`,
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Troo account. Use this code to choose a new password:\n\n    ${code}\n\nThe code works once and expires in 10 minutes. Your current password keeps working until you set a new one.${footer}`,
  };
}

export function temporaryPasswordMail(
  to: string,
  firstName: string,
  businessName: string,
  password: string,
  loginUrl: string,
): MailMessage {
  return {
    to,
    kind: 'temporary_password',
    subject: `You have been added to ${businessName} on Troo`,
    text: `Hello ${firstName},\n\n${businessName} has added you as a staff member on Troo. Your temporary password is:\n\n    ${password}\n\nSign in at ${loginUrl} and choose a password of your own.${footer}`,
  };
}
