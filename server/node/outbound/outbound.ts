import nodemailer from 'nodemailer';
import type { Messenger } from '../../core';
import { ConfigError, url, type Env } from '../env-readers';

/**
 * Messages to people outside the centre (#37 item 1), from the environment: mail by SMTP
 * (SMTP_URL, MAIL_FROM), short messages through an HTTP gateway (SMS_GATEWAY_URL,
 * SMS_GATEWAY_TOKEN). A channel left unset is one the centre cannot send on: code sign-in by
 * that channel answers 'not available' (503) rather than accepting anything.
 */
export interface OutboundConfig {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://… (TLS). */
  smtpUrl?: string;
  /** The sender of every mail, e.g. "Lenovo 服务 <service@example.com>". */
  mailFrom?: string;
  /** POST {to, text} as JSON; any 2xx is sent. */
  smsGatewayUrl?: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  smsGatewayToken?: string;
  /** The user centre the unified login asks (user-centre-client.ts); unset: that login is off. */
  userCenterUrl?: string;
}

export function outboundConfig(env: Env): OutboundConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl && !mailFrom) throw new ConfigError('MAIL_FROM must be set with SMTP_URL');
  return {
    smtpUrl,
    mailFrom,
    smsGatewayUrl: url(env, 'SMS_GATEWAY_URL', ['http:', 'https:']),
    userCenterUrl: url(env, 'USER_CENTER_URL', ['http:', 'https:']),
    smsGatewayToken: env.SMS_GATEWAY_TOKEN?.trim() || undefined,
  };
}

/** How long a gateway or mail server may take before the send counts as failed. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/** The SMTP adapter: nodemailer, one pooled transport. */
export function smtpMailer(smtpUrl: string, from: string): NonNullable<Messenger['mail']> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: OUTBOUND_TIMEOUT_MS,
    greetingTimeout: OUTBOUND_TIMEOUT_MS,
    socketTimeout: OUTBOUND_TIMEOUT_MS,
  });
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

/** The SMS adapter: one JSON POST to the operator's gateway. */
export function smsGateway(
  url: string,
  token: string | undefined,
  fetchImpl: typeof fetch = fetch,
): NonNullable<Messenger['sms']> {
  return async ({ to, text }) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
}

/**
 * The messenger of the host: the configured channels; a demo (DEMO_ACCOUNTS) shows codes on the
 * screen instead of sending them.
 */
export function hostMessenger(config: OutboundConfig, demo: boolean): Messenger {
  return {
    ...(config.smtpUrl && config.mailFrom && { mail: smtpMailer(config.smtpUrl, config.mailFrom) }),
    ...(config.smsGatewayUrl && { sms: smsGateway(config.smsGatewayUrl, config.smsGatewayToken) }),
    showsCodes: demo,
  };
}
