import type { Request, Response } from 'express';
import { authenticatedSession, authenticatedUser } from '../../lib/auth.js';
import type { ValidatedRequest } from '../../lib/http.js';
import type { authSchemas } from './schemas.js';
import { apiText } from '../../i18n/index.js';
import type { AuthService, LoginAnswer } from './service.js';

const user = (req: unknown) => authenticatedUser(req as Request);
/** Sessions and one-time answers are never cached by a proxy or the browser. */
const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
/** A session, or for staff the second-factor step (`{mfa, mfaToken, …}`). */
const sendSession = (res: Response, answer: LoginAnswer) => noStore(res).status(200).json(answer);

export function createAuthController(service: AuthService) {
  return {
    async register(req: ValidatedRequest<typeof authSchemas.register>, res: Response) {
      await service.register(req.body, req.ip, req.locale);
      noStore(res).status(202).json({ message: apiText(req.locale, 'notices.auth.register') });
    },

    async login(req: ValidatedRequest<typeof authSchemas.login>, res: Response) {
      sendSession(res, await service.login(req.body, { ip: req.ip, locale: req.locale }));
    },

    async adminLogin(req: ValidatedRequest<typeof authSchemas.login>, res: Response) {
      sendSession(res, await service.login(req.body, { staffOnly: true, ip: req.ip }));
    },

    async verifyMfa(req: ValidatedRequest<typeof authSchemas.mfa>, res: Response) {
      sendSession(res, await service.verifyMfa(req.body.mfaToken, req.body.code, req.body.rememberMe));
    },

    async enrollMfa(req: ValidatedRequest<typeof authSchemas.mfa>, res: Response) {
      sendSession(res, await service.enrollMfa(req.body.mfaToken, req.body.code, req.body.rememberMe));
    },

    async me(req: Request, res: Response) {
      const view = await service.me(user(req));
      noStore(res).json({ user: view, data: view });
    },

    async updateMe(req: ValidatedRequest<typeof authSchemas.updateMe>, res: Response) {
      noStore(res).json({ user: await service.updateProfile(user(req), req.body) });
    },

    /** This token's session ends on the server; « everywhere » is logout-all. */
    async logout(req: Request, res: Response) {
      const { sid, expiresAt } = authenticatedSession(req);
      await service.logout(user(req), sid, expiresAt);
      res.status(204).end();
    },

    async logoutAll(req: Request, res: Response) {
      await service.logoutAll(user(req));
      res.status(204).end();
    },

    async forgotPassword(req: ValidatedRequest<typeof authSchemas.forgot>, res: Response) {
      await service.forgotPassword(req.body.email, req.ip, req.locale);
      noStore(res).status(202).json({ message: apiText(req.locale, 'notices.auth.mailSent') });
    },

    async resetPassword(req: ValidatedRequest<typeof authSchemas.reset>, res: Response) {
      sendSession(res, await service.resetPassword(req.body.token, req.body.password));
    },

    async magicLink(req: ValidatedRequest<typeof authSchemas.magicLink>, res: Response) {
      await service.sendMagicLink(req.body.email, req.body.redirect, req.ip, req.locale);
      noStore(res).status(202).json({ message: apiText(req.locale, 'notices.auth.mailSent') });
    },

    async linkPreview(req: ValidatedRequest<typeof authSchemas.token>, res: Response) {
      noStore(res).json(await service.linkPreview(req.body.token));
    },

    async magicLogin(req: ValidatedRequest<typeof authSchemas.token>, res: Response) {
      sendSession(res, await service.magicLogin(req.body.token));
    },

    async quickLogin(req: ValidatedRequest<typeof authSchemas.quickLogin>, res: Response) {
      await service.quickLogin(req.body.email, req.body.name, req.ip, req.locale);
      noStore(res).status(202).json({ message: apiText(req.locale, 'notices.auth.quickLogin'), magicLinkSent: true });
    },

    async verifyEmail(req: ValidatedRequest<typeof authSchemas.verifyEmail>, res: Response) {
      sendSession(res, await service.verifyEmail(req.body.token, req.body.password));
    },

    async changePassword(req: ValidatedRequest<typeof authSchemas.changePassword>, res: Response) {
      sendSession(res, await service.changePassword(user(req), req.body.currentPassword, req.body.newPassword));
    },
  };
}
