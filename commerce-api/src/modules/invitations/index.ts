/** Public entry of invitations: free tickets sent by e-mail from the back-office, claimed by the invitee. */
export * from './models.js';
export { INVITATION_KIND, createInvitationsService, type InvitationsService } from './service.js';
export { invitationMailRenderers } from './mail.js';
