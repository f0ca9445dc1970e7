/**
 * Public entry of messages: the visitors' messages to the team (the service and its views), and the
 * back-office inbox.
 */
export { MESSAGE_MAX_LENGTH, MESSAGE_STATUSES, type MessageInstance, type MessageStatus } from './models.js';
export {
  MESSAGE_RECEIVED_KIND,
  MESSAGE_REPLY_KIND,
  createMessagesService,
  toAdminMessageView,
  visibleTo,
  type AdminMessageView,
  type MessagesService,
  type MessageView,
} from './service.js';
export { createMessagesAdminService, type MessagesAdminService } from './admin-service.js';
export { messageMailRenderers } from './mail.js';
