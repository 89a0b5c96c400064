export const roles = ['user', 'gym_owner', 'gym_staff', 'admin'] as const;
export type Role = (typeof roles)[number];
