// Pending OTP flows (sign-up, reset, first password). The flow lives in otp_flows keyed
// by the sha256 of the cardora_flow cookie token; the code is stored only as an HMAC.
// Limits: 5-minute codes, 5 wrong tries lock the code (a resend unlocks it with a new one),
// 30 s between sends, 5 sends per identifier per hour across flows and agencies.
import {
  agencyAppName,
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  type TOtpSent,
} from '@cardora/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { type AgencyRow, type OtpFlowRow, otpFlows, otpSends } from '#db/schema';
import { hashOtp, newOtpCode, newToken, safeEqualHex, tokenId } from '#lib/crypto';
import { AppError } from '#lib/errors';
import { maskEmail, maskPhone } from '#lib/mask';
import type { Messaging } from '#lib/messaging/index';

/** A flow (verified or not) is good for this long after it starts. */
export const FLOW_TTL_MS = 30 * 60_000;
const HOUR_MS = 60 * 60_000;

export type OtpSubject = OtpFlowRow['subject'];
export type OtpPurpose = OtpFlowRow['purpose'];

export interface OtpDeps {
  db: Db;
  now: () => Date;
  pepper: string;
  messaging: Messaging;
}

export interface StartFlowInput {
  agency: AgencyRow;
  subject: OtpSubject;
  purpose: OtpPurpose;
  identifier: string;
  channel: 'sms' | 'email';
  isForeignUser: boolean;
  /** The flow the browser had, replaced by this one. */
  previousToken: string | undefined;
}

/** The flow behind the cookie is gone (never was, expired, spent or ended): the cookie can go too. */
export class FlowGoneError extends AppError {
  constructor() {
    super('OTP_FLOW_MISSING', MESSAGES.otpFlowMissing, 400);
  }
}

export const flowMissing = () => new FlowGoneError();

/** A live flow of the other kind (franchisee vs user): refused, but the flow stays usable. */
const wrongSubject = () => new AppError('OTP_FLOW_MISSING', MESSAGES.otpFlowMissing, 400);

function otpSent(flow: Pick<OtpFlowRow, 'identifier' | 'channel'>): TOtpSent {
  return {
    sentTo: flow.channel === 'email' ? maskEmail(flow.identifier) : maskPhone(flow.identifier),
    channel: flow.channel,
    resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000,
    expiresInSeconds: OTP_TTL_MS / 1000,
  };
}

export function otpText(agencyName: string, code: string): string {
  return `${code} is your ${agencyName} verification code. It expires in ${OTP_TTL_MS / 60_000} minutes.`;
}

/**
 * Counts the identifier's sends in the last hour and records this one, under a
 * transaction-scoped advisory lock so two concurrent requests cannot both slip under.
 */
async function reserveSend(deps: OtpDeps, agencyId: string, identifier: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${identifier}`}))`);
    const [row] = await tx
      .select({ sends: count() })
      .from(otpSends)
      .where(and(eq(otpSends.identifier, identifier), gt(otpSends.sentAt, new Date(now.getTime() - HOUR_MS))));
    if ((row?.sends ?? 0) >= OTP_MAX_SENDS_PER_HOUR) {
      throw new AppError('OTP_HOURLY_LIMIT', MESSAGES.otpHourlyLimit, 429);
    }
    await tx.insert(otpSends).values({ agencyId, identifier, sentAt: now });
  });
}

async function deliver(
  deps: OtpDeps,
  agency: AgencyRow,
  flow: Pick<OtpFlowRow, 'identifier' | 'channel'>,
  code: string,
) {
  // The agency's app name (UI customisation) is the brand people know.
  const appName = agencyAppName(agency);
  const text = otpText(appName, code);
  if (flow.channel === 'email') {
    await deps.messaging.email.send({
      to: flow.identifier,
      subject: `${code} is your ${appName} verification code`,
      text,
      code,
      senderName: appName,
    });
  } else {
    await deps.messaging.sms.send({ to: flow.identifier, text, code, senderName: appName });
  }
}

export async function startFlow(deps: OtpDeps, input: StartFlowInput): Promise<{ token: string; otp: TOtpSent }> {
  const now = deps.now();
  await reserveSend(deps, input.agency.id, input.identifier, now);
  if (input.previousToken) await deps.db.delete(otpFlows).where(eq(otpFlows.id, tokenId(input.previousToken)));
  const token = newToken();
  const id = tokenId(token);
  const code = newOtpCode();
  const flow = {
    id,
    agencyId: input.agency.id,
    subject: input.subject,
    purpose: input.purpose,
    identifier: input.identifier,
    channel: input.channel,
    isForeignUser: input.isForeignUser,
    codeHash: hashOtp(deps.pepper, id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    attempts: 0,
    verifiedAt: null,
    lastSentAt: now,
    createdAt: now,
  };
  await deps.db.insert(otpFlows).values(flow);
  try {
    await deliver(deps, input.agency, flow, code);
  } catch (error) {
    await deps.db.delete(otpFlows).where(eq(otpFlows.id, id));
    throw error;
  }
  return { token, otp: otpSent(flow) };
}

/** The live flow behind a cookie token in this agency, or null. */
export async function findFlow(deps: OtpDeps, agencyId: string, token: string | undefined): Promise<OtpFlowRow | null> {
  if (!token) return null;
  const id = tokenId(token);
  const [flow] = await deps.db
    .select()
    .from(otpFlows)
    .where(and(eq(otpFlows.id, id), eq(otpFlows.agencyId, agencyId)))
    .limit(1);
  if (!flow) return null;
  if (deps.now().getTime() - flow.createdAt.getTime() > FLOW_TTL_MS) {
    await deps.db.delete(otpFlows).where(eq(otpFlows.id, id));
    return null;
  }
  return flow;
}

export async function verifyCode(
  deps: OtpDeps,
  agencyId: string,
  token: string | undefined,
  code: string,
): Promise<OtpFlowRow> {
  const flow = await findFlow(deps, agencyId, token);
  if (!flow) throw flowMissing();
  if (flow.verifiedAt) return flow;
  const now = deps.now();
  if (now.getTime() > flow.expiresAt.getTime()) throw new AppError('OTP_EXPIRED', MESSAGES.otpExpired, 400);
  if (safeEqualHex(flow.codeHash, hashOtp(deps.pepper, flow.id, code))) {
    const [verified] = await deps.db
      .update(otpFlows)
      .set({ verifiedAt: now })
      .where(and(eq(otpFlows.id, flow.id), lt(otpFlows.attempts, OTP_MAX_ATTEMPTS)))
      .returning();
    if (!verified) throw new AppError('OTP_ATTEMPTS_EXHAUSTED', MESSAGES.otpTooManyAttempts, 429);
    return verified;
  }
  // Counted in the database, so parallel guesses cannot exceed the limit.
  const [counted] = await deps.db
    .update(otpFlows)
    .set({ attempts: sql`${otpFlows.attempts} + 1` })
    .where(and(eq(otpFlows.id, flow.id), lt(otpFlows.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpFlows.attempts });
  const attempts = counted?.attempts ?? OTP_MAX_ATTEMPTS;
  // The flow stays, locked: no code works until resendCode sends a new one to the same phone or
  // e-mail, under the cooldown and the hourly cap. docs/product-rules.md#otp-lockout-recovery
  if (attempts >= OTP_MAX_ATTEMPTS) throw new AppError('OTP_ATTEMPTS_EXHAUSTED', MESSAGES.otpTooManyAttempts, 429);
  throw new AppError('INVALID_OTP', MESSAGES.otpIncorrect(OTP_MAX_ATTEMPTS - attempts), 400);
}

export async function resendCode(deps: OtpDeps, agency: AgencyRow, token: string | undefined): Promise<TOtpSent> {
  const flow = await findFlow(deps, agency.id, token);
  if (!flow) throw flowMissing();
  const now = deps.now();
  const waitMs = flow.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime();
  if (waitMs > 0) {
    throw new AppError('OTP_RESEND_TOO_SOON', MESSAGES.otpResendTooSoon(Math.ceil(waitMs / 1000)), 429);
  }
  await reserveSend(deps, agency.id, flow.identifier, now);
  const code = newOtpCode();
  // Conditional on the send we read, so two parallel resends cannot both go out.
  const [updated] = await deps.db
    .update(otpFlows)
    .set({
      codeHash: hashOtp(deps.pepper, flow.id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      attempts: 0,
      verifiedAt: null,
      lastSentAt: now,
    })
    .where(and(eq(otpFlows.id, flow.id), eq(otpFlows.lastSentAt, flow.lastSentAt)))
    .returning({ id: otpFlows.id });
  if (!updated) {
    throw new AppError('OTP_RESEND_TOO_SOON', MESSAGES.otpResendTooSoon(OTP_RESEND_COOLDOWN_MS / 1000), 429);
  }
  await deliver(deps, agency, flow, code);
  return otpSent(flow);
}

/** Flows the sign-in pages finish (createPassword); the account page's flows are its own. */
const SIGN_IN_PURPOSES: readonly OtpPurpose[] = ['signup', 'reset', 'first-password'];

/** The verified flow of `subject` behind the cookie; createPassword needs one. */
export async function requireVerifiedFlow(
  deps: OtpDeps,
  agencyId: string,
  token: string | undefined,
  subject: OtpSubject,
): Promise<OtpFlowRow> {
  const flow = await findFlow(deps, agencyId, token);
  if (!flow) throw flowMissing();
  if (flow.subject !== subject || !SIGN_IN_PURPOSES.includes(flow.purpose)) throw wrongSubject();
  if (!flow.verifiedAt) throw new AppError('OTP_NOT_VERIFIED', MESSAGES.otpNotVerified, 400);
  return flow;
}

/** Purges flows past their lifetime and send records older than the hourly window. */
export async function purgeOtpData(db: Db, now: Date): Promise<void> {
  await db.delete(otpFlows).where(lt(otpFlows.createdAt, new Date(now.getTime() - FLOW_TTL_MS)));
  await db.delete(otpSends).where(lt(otpSends.sentAt, new Date(now.getTime() - HOUR_MS)));
}
