/**
 * Every module's models, defined on one Sequelize instance. A module adds its `defineX` here and,
 * if it relates to others, its associations in `associate` below (after all models exist).
 * Tables themselves come only from migrations (modules/<area>/migrations), never from sync().
 */
import type { Sequelize } from 'sequelize';
import { defineAuditLog, type AuditLogModel } from '../modules/audit/models.js';
import {
  defineAuthToken,
  defineLoginThrottle,
  defineMfaChallenge,
  defineRecoveryCode,
  defineRevokedSession,
  defineUser,
  type AuthTokenModel,
  type LoginThrottleModel,
  type MfaChallengeModel,
  type RecoveryCodeModel,
  type RevokedSessionModel,
  type UserModel,
} from '../modules/auth/models.js';
import { defineFestivalSettings, type FestivalSettingsModel } from '../modules/festival-settings/models.js';
import { defineCart, defineCartItem, type CartItemModel, type CartModel } from '../modules/cart/models.js';
import {
  defineCheckInList,
  defineCheckInListType,
  defineTicketCheckIn,
  type CheckInListModel,
  type CheckInListTypeModel,
  type TicketCheckInModel,
} from '../modules/check-in-lists/models.js';
import { defineTicketType, type TicketTypeModel } from '../modules/catalogue/models.js';
import { defineOrder, defineOrderItem, defineOrderRefund, type OrderItemModel, type OrderModel, type OrderRefundModel } from '../modules/orders/models.js';
import { defineOutboxMessage, type OutboxMessageModel } from '../modules/mail/models.js';
import { defineInvitation, type InvitationModel } from '../modules/invitations/models.js';
import {
  defineWaitingListEntry,
  defineWaitingListOffer,
  type WaitingListEntryModel,
  type WaitingListOfferModel,
} from '../modules/waiting-list/models.js';
import { defineMessage, type MessageModel } from '../modules/messages/models.js';
import { defineNewsletterSubscriber, type NewsletterSubscriberModel } from '../modules/newsletter/models.js';
import {
  defineCheckoutSession,
  definePaymentReview,
  defineStripeEvent,
  type CheckoutSessionModel,
  type PaymentReviewModel,
  type StripeEventModel,
} from '../modules/payments/models.js';
import { definePromoCode, type PromoCodeModel } from '../modules/promo-codes/models.js';
import { defineTicketResale, type TicketResaleModel } from '../modules/resale/models.js';
import { defineScan, defineScanConflict, type ScanConflictModel, type ScanModel } from '../modules/scanner/models.js';
import { defineRevokedTicketCode, defineTicket, type RevokedTicketCodeModel, type TicketModel } from '../modules/tickets/models.js';
import { defineTicketTransfer, type TicketTransferModel } from '../modules/transfers/models.js';

export interface Models {
  TicketType: TicketTypeModel;
  User: UserModel;
  PromoCode: PromoCodeModel;
  Cart: CartModel;
  CartItem: CartItemModel;
  Order: OrderModel;
  OrderItem: OrderItemModel;
  Ticket: TicketModel;
  RevokedTicketCode: RevokedTicketCodeModel;
  TicketTransfer: TicketTransferModel;
  FestivalSettings: FestivalSettingsModel;
  StripeEvent: StripeEventModel;
  CheckoutSession: CheckoutSessionModel;
  PaymentReview: PaymentReviewModel;
  OutboxMessage: OutboxMessageModel;
  Message: MessageModel;
  NewsletterSubscriber: NewsletterSubscriberModel;
  AuthToken: AuthTokenModel;
  RecoveryCode: RecoveryCodeModel;
  MfaChallenge: MfaChallengeModel;
  LoginThrottle: LoginThrottleModel;
  RevokedSession: RevokedSessionModel;
  AuditLog: AuditLogModel;
  Scan: ScanModel;
  ScanConflict: ScanConflictModel;
  OrderRefund: OrderRefundModel;
  Invitation: InvitationModel;
  WaitingListEntry: WaitingListEntryModel;
  WaitingListOffer: WaitingListOfferModel;
  TicketResale: TicketResaleModel;
  CheckInList: CheckInListModel;
  CheckInListType: CheckInListTypeModel;
  TicketCheckIn: TicketCheckInModel;
}

export function defineModels(sequelize: Sequelize): Models {
  const models: Models = {
    TicketType: defineTicketType(sequelize),
    User: defineUser(sequelize),
    PromoCode: definePromoCode(sequelize),
    Cart: defineCart(sequelize),
    CartItem: defineCartItem(sequelize),
    Order: defineOrder(sequelize),
    OrderItem: defineOrderItem(sequelize),
    Ticket: defineTicket(sequelize),
    RevokedTicketCode: defineRevokedTicketCode(sequelize),
    TicketTransfer: defineTicketTransfer(sequelize),
    FestivalSettings: defineFestivalSettings(sequelize),
    StripeEvent: defineStripeEvent(sequelize),
    CheckoutSession: defineCheckoutSession(sequelize),
    PaymentReview: definePaymentReview(sequelize),
    OutboxMessage: defineOutboxMessage(sequelize),
    Message: defineMessage(sequelize),
    NewsletterSubscriber: defineNewsletterSubscriber(sequelize),
    AuthToken: defineAuthToken(sequelize),
    RecoveryCode: defineRecoveryCode(sequelize),
    MfaChallenge: defineMfaChallenge(sequelize),
    LoginThrottle: defineLoginThrottle(sequelize),
    RevokedSession: defineRevokedSession(sequelize),
    AuditLog: defineAuditLog(sequelize),
    Scan: defineScan(sequelize),
    ScanConflict: defineScanConflict(sequelize),
    OrderRefund: defineOrderRefund(sequelize),
    Invitation: defineInvitation(sequelize),
    WaitingListEntry: defineWaitingListEntry(sequelize),
    WaitingListOffer: defineWaitingListOffer(sequelize),
    TicketResale: defineTicketResale(sequelize),
    CheckInList: defineCheckInList(sequelize),
    CheckInListType: defineCheckInListType(sequelize),
    TicketCheckIn: defineTicketCheckIn(sequelize),
  };
  associate(models);
  return models;
}

function associate(models: Models): void {
  // Foreign keys themselves are declared in the migrations; these only enable `include`.
  models.Cart.hasMany(models.CartItem, { as: 'items', foreignKey: 'cartId' });
  models.CartItem.belongsTo(models.Cart, { as: 'cart', foreignKey: 'cartId' });
  models.CartItem.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.Cart.belongsTo(models.PromoCode, { as: 'promoCode', foreignKey: 'promoCodeId' });
  models.Order.hasMany(models.OrderItem, { as: 'items', foreignKey: 'orderId' });
  models.OrderItem.belongsTo(models.Order, { as: 'order', foreignKey: 'orderId' });
  models.OrderItem.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.Order.hasMany(models.Ticket, { as: 'tickets', foreignKey: 'orderId' });
  models.Ticket.belongsTo(models.Order, { as: 'order', foreignKey: 'orderId' });
  models.Ticket.belongsTo(models.OrderItem, { as: 'orderItem', foreignKey: 'orderItemId' });
  models.Ticket.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.Ticket.belongsTo(models.User, { as: 'checkedInByUser', foreignKey: 'checkedInBy' });
  models.Ticket.hasMany(models.Scan, { as: 'scans', foreignKey: 'ticketId' });
  models.Ticket.hasMany(models.TicketTransfer, { as: 'transfers', foreignKey: 'ticketId' });
  models.TicketTransfer.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.RevokedTicketCode.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.Scan.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.Scan.belongsTo(models.User, { as: 'scanner', foreignKey: 'scannerId' });
  models.Scan.belongsTo(models.CheckInList, { as: 'list', foreignKey: 'listId' });
  models.ScanConflict.belongsTo(models.CheckInList, { as: 'list', foreignKey: 'listId' });
  models.ScanConflict.belongsTo(models.Scan, { as: 'scan', foreignKey: 'scanId' });
  models.ScanConflict.belongsTo(models.Scan, { as: 'firstScan', foreignKey: 'firstScanId' });
  models.ScanConflict.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.ScanConflict.belongsTo(models.User, { as: 'resolver', foreignKey: 'resolvedBy' });
  models.AuditLog.belongsTo(models.User, { as: 'actor', foreignKey: 'actorId' });
  models.Order.hasMany(models.OrderRefund, { as: 'refunds', foreignKey: 'orderId' });
  models.OrderRefund.belongsTo(models.User, { as: 'creator', foreignKey: 'createdBy' });
  models.Invitation.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.Invitation.belongsTo(models.Order, { as: 'order', foreignKey: 'orderId' });
  models.Invitation.belongsTo(models.User, { as: 'creator', foreignKey: 'createdBy' });
  models.WaitingListEntry.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.WaitingListEntry.hasMany(models.WaitingListOffer, { as: 'offers', foreignKey: 'entryId' });
  models.WaitingListOffer.belongsTo(models.WaitingListEntry, { as: 'entry', foreignKey: 'entryId' });
  models.WaitingListOffer.belongsTo(models.TicketType, { as: 'ticketType', foreignKey: 'ticketTypeId' });
  models.TicketResale.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.CheckInList.hasMany(models.CheckInListType, { as: 'types', foreignKey: 'listId' });
  models.TicketCheckIn.belongsTo(models.Ticket, { as: 'ticket', foreignKey: 'ticketId' });
  models.TicketCheckIn.belongsTo(models.CheckInList, { as: 'list', foreignKey: 'listId' });
}
