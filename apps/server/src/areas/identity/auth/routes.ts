// HTTP for sign-in, OTP, passwords, sign-out and the session state. Cookies are set here;
// the rules live in service.ts, franchisee-service.ts, otp.ts and sessions.ts.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FLOW_COOKIE, flowCookieOptions, SESSION_COOKIE, sessionCookieOptions } from '#lib/cookies';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { getUserDetails } from '../users/service';
import {
  franchiseeCreatePassword,
  franchiseeLogin,
  toFranchiseeSummary,
  verifyFranchiseePhone,
} from './franchisee-service';
import { FlowGoneError, type OtpDeps, resendCode, verifyCode } from './otp';
import { createPassword, login, verifyUser } from './service';
import { deleteSessionByToken, type SessionMeta } from './sessions';
import { replaceTemporaryPassword } from './temporary-password';

function metaOf(request: FastifyRequest): SessionMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export function registerAuthRoutes(app: FastifyInstance, services: Services): void {
  const { config, db } = services;
  const otpDeps: OtpDeps = {
    db,
    now: services.now,
    pepper: config.otpPepper,
    messaging: services.messaging,
  };

  /** A new session replaces whatever session the browser had (no session fixation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSessionByToken(db, previous);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config.isProduction));
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config.isProduction));
  }

  /**
   * When the flow is over (missing), the browser's cookie goes too. A flow locked by wrong codes
   * keeps its cookie: POST /resendOtp sends a new code to the same number.
   * docs/product-rules.md#otp-lockout-recovery
   */
  async function withFlowCleanup<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FlowGoneError) {
        reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      }
      throw error;
    }
  }

  defineRoute(app, endpoints.verifyUser, async ({ agency, body, request, reply }) => {
    const result = await verifyUser(otpDeps, agency, body, request.cookies[FLOW_COOKIE]);
    if (result.flowToken) reply.setCookie(FLOW_COOKIE, result.flowToken, flowCookieOptions(config.isProduction));
    return result.response;
  });

  defineRoute(app, endpoints.login, async ({ agency, body, request, reply }) => {
    const { sessionToken, details, passwordMustChange } = await login(otpDeps, agency, body, metaOf(request));
    await startSession(request, reply, sessionToken);
    return { userLoggedIn: true as const, details, passwordMustChange };
  });

  defineRoute(app, endpoints.logout, async ({ request, reply }) => {
    await endSession(request, reply);
    return { userLoggedOut: true as const };
  });

  defineRoute(app, endpoints.verifyOtp, async ({ agency, body, request, reply }) =>
    withFlowCleanup(reply, async () => {
      const flow = await verifyCode(otpDeps, agency.id, request.cookies[FLOW_COOKIE], body.otp);
      return { otpVerified: true as const, subject: flow.subject };
    }),
  );

  defineRoute(app, endpoints.resendOtp, async ({ agency, request, reply }) =>
    withFlowCleanup(reply, () => resendCode(otpDeps, agency, request.cookies[FLOW_COOKIE])),
  );

  defineRoute(app, endpoints.createPassword, async ({ agency, body, request, reply }) =>
    withFlowCleanup(reply, async () => {
      const result = await createPassword(otpDeps, agency, request.cookies[FLOW_COOKIE], body, metaOf(request));
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      await startSession(request, reply, result.sessionToken);
      return {
        passwordCreated: true as const,
        userLoggedIn: true as const,
        signedUp: result.signedUp,
        details: result.details,
      };
    }),
  );

  // docs/product-rules.md#single-use-passwords
  defineRoute(app, endpoints.replaceTemporaryPassword, async ({ agency, body, principal }) => ({
    passwordCreated: true as const,
    userLoggedIn: true as const,
    details: await replaceTemporaryPassword(db, agency, principal, body),
  }));

  defineRoute(app, endpoints.franchiseeVerifyPhoneNumber, async ({ agency, body, request, reply }) => {
    const result = await verifyFranchiseePhone(otpDeps, agency, body, request.cookies[FLOW_COOKIE]);
    if (result.flowToken) reply.setCookie(FLOW_COOKIE, result.flowToken, flowCookieOptions(config.isProduction));
    return result.response;
  });

  defineRoute(app, endpoints.franchiseeLogin, async ({ agency, body, request, reply }) => {
    const { sessionToken, franchisee } = await franchiseeLogin(otpDeps, agency, body, metaOf(request));
    await startSession(request, reply, sessionToken);
    return { franchiseeLoggedIn: true as const, franchisee };
  });

  defineRoute(app, endpoints.franchiseeLogout, async ({ request, reply }) => {
    await endSession(request, reply);
    return { franchiseeLoggedOut: true as const };
  });

  defineRoute(app, endpoints.getFranchisee, async ({ principal }) => toFranchiseeSummary(principal.franchisee));

  defineRoute(app, endpoints.franchiseeCreatePassword, async ({ agency, body, request, reply }) =>
    withFlowCleanup(reply, async () => {
      const result = await franchiseeCreatePassword(
        otpDeps,
        agency,
        request.cookies[FLOW_COOKIE],
        body.password,
        metaOf(request),
      );
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(config.isProduction));
      await startSession(request, reply, result.sessionToken);
      return { passwordCreated: true as const, franchiseeLoggedIn: true as const, franchisee: result.franchisee };
    }),
  );

  defineRoute(app, endpoints.getSession, async ({ agency, principal }) => {
    if (!principal) return { kind: 'none' as const };
    const lastInteractionTimestamp = principal.lastInteractionAt.toISOString();
    if (principal.kind === 'user') {
      return {
        kind: 'user' as const,
        details: await getUserDetails(db, agency.id, principal.user),
        lastInteractionTimestamp,
        passwordMustChange: principal.user.passwordMustChange,
      };
    }
    return {
      kind: 'franchisee' as const,
      franchisee: toFranchiseeSummary(principal.franchisee),
      lastInteractionTimestamp,
    };
  });

  defineRoute(app, endpoints.touchSession, async ({ principal }) => ({
    // The session plugin has already refreshed it (at most once per 5 s).
    lastInteractionTimestamp: principal.lastInteractionAt.toISOString(),
  }));
}
