/** Who a person is to the API: a buyer, door staff or an admin (the `users.role` column). */
export const USER_ROLES = ['admin', 'scanner', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
