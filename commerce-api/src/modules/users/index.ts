/** Public entry of users: the back-office's people (list, detail, role and enabled state). */
export { createUsersService, toStaffTicketView, type AdminUserView, type StaffTicketView, type UsersService } from './service.js';
