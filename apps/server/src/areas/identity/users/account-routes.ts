// HTTP for the account page. The OTP flow cookie is set and cleared here, as
// the sign-in routes do; the rules live in account-service.ts and auth/account-*.ts.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FLOW_COOKIE, flowCookieOptions } from '#lib/cookies';
import { defineRoute } from '#lib/define-route';
import { isAppError } from '#lib/errors';
import type { Services } from '#services';
import { startEmailChange, verifyEmailChange } from '../auth/account-email';
import { changePassword, sendPasswordOtp } from '../auth/account-password';
import { FlowGoneError, type OtpDeps } from '../auth/otp';
import { accountOf, logoutOtherSessions, updateAccountName } from './account-service';

export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;
  const otpDeps: OtpDeps = { db, now: services.now, pepper: config.otpPepper, messaging: services.messaging };
  const clock = () => ({ now: services.now(), inactivityMs: config.sessionInactivityMs });

  /** When the flow is over (missing, spent or ended by wrong codes), the browser's cookie goes too. */
  async function withFlowCleanup<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FlowGoneError || (isAppError(error) && error.code === 'OTP_ATTEMPTS_EXHAUSTED')) {
        reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      }
      throw error;
    }
  }

  defineRoute(app, endpoints.getAccount, async ({ agency, principal }) => accountOf(db, agency, principal, clock()));

  defineRoute(app, endpoints.updateAccount, async ({ agency, principal, body }) =>
    updateAccountName(db, agency, principal, body.name, clock()),
  );

  defineRoute(app, endpoints.sendPasswordOtp, async ({ agency, principal, request, reply }) => {
    const { token, otp } = await sendPasswordOtp(otpDeps, agency, principal, request.cookies[FLOW_COOKIE]);
    reply.setCookie(FLOW_COOKIE, token, flowCookieOptions(config.isProduction));
    return otp;
  });

  defineRoute(app, endpoints.changePassword, async ({ agency, principal, body, request, reply }) =>
    withFlowCleanup(reply, async () => {
      const result = await changePassword(otpDeps, agency, principal, body, request.cookies[FLOW_COOKIE]);
      if (result.usedFlow) reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      return { passwordChanged: true as const, otherSessionsEnded: result.otherSessionsEnded };
    }),
  );

  defineRoute(app, endpoints.logoutOtherSessions, async ({ principal }) => ({
    otherSessionsEnded: await logoutOtherSessions(db, principal),
  }));

  defineRoute(app, endpoints.changeEmail, async ({ agency, principal, body, request, reply }) => {
    const { token, otp } = await startEmailChange(otpDeps, agency, principal, body.email, request.cookies[FLOW_COOKIE]);
    reply.setCookie(FLOW_COOKIE, token, flowCookieOptions(config.isProduction));
    return otp;
  });

  defineRoute(app, endpoints.verifyEmailChange, async ({ agency, principal, body, request, reply }) =>
    withFlowCleanup(reply, async () => {
      const user = principal;
      const updated = await verifyEmailChange(otpDeps, agency, user, body.otp, request.cookies[FLOW_COOKIE]);
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      return accountOf(db, agency, user, clock(), updated);
    }),
  );
}
